// Review 2026-12-07zn (tests/fixtures/review-2026-12-07zn/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07zn/cases', name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const actions = (name: string) => read(name).document.minutes.actionItems;

describe('review 07zn', () => {
  it.each(['02-d2', '03-d3', '04-d4', '05-d5', '08-d8', '09-d9', '10-d10', '11-d11', '12-d12', '54-d13', '55-d14', '56-d15', '57-d16'])('2027-12-18-10-%s: an earlier decision told of, its own choice with it, leaves A decided', (id) => {
    expect(chosen(`2027-12-18-10-${id}.md`)).toBe('A');
  });
  it.each(['01-d17', '02-d18', '03-d19', '04-d20'])('2027-12-18-11-%s: the same after a blank line', (id) => {
    expect(chosen(`2027-12-18-11-${id}.md`)).toBe('A');
  });
  it('2027-12-18-10-01-d1: "… is reversed — we go with Option C." after "Decision: Option A." leaves no option decided', () => {
    expect(chosen('2027-12-18-10-01-d1.md')).toBeUndefined();
  });
  it.each(['14-v2', '15-v3', '16-v4', '17-v5', '18-v6'])('2027-12-18-10-%s: B decided, its text without a pasted session', (id) => {
    const value = read(`2027-12-18-10-${id}.md`);
    expect(minutesOutcome(value.document).decision?.chosen?.key).toBe('B');
    expect(value.document.minutes.decision.text).not.toMatch(/\$ |p99|HTTP|^120$/mu);
  });
  it.each([['23-a1', 2], ['24-a2', 2], ['25-a3', 1], ['26-a4', 1], ['28-a6', 1], ['29-a7', 2], ['30-a8', 2], ['31-a9', 1], ['32-a10', 2], ['38-a16', 1], ['39-a17', 2]])('2027-12-18-10-%s: %i action item(s)', (id, count) => {
    expect(actions(`2027-12-18-10-${id}.md`)).toHaveLength(count);
  });
  it.each([['45-k10', 'done', 'p99 under 200 ms :)'], ['46-k11', 'what', 'load-test Kafka (peak and off-peak)']])('2027-12-18-10-%s: the %s is "%s"', (id, field, value) => {
    expect(actions(`2027-12-18-10-${id}.md`).find((a: any) => a.line === 32)[field]).toBe(value);
  });
  it('2031-11-05-14-02-k2: `［期限：11/12］` is the label\'s bracket', () => {
    const item = actions('2031-11-05-14-02-k2.md').find((a: any) => a.line === 55);
    expect([item.what, item.when]).toEqual(['上申資料の作成', '11/12']);
  });
  it.each([['47-o1', 'supports:stated'], ['49-o3', 'none'], ['50-o4', 'supports:stated'], ['52-o6', 'supports:stated'], ['53-o7', 'none']])('2027-12-18-10-%s: A reads %s', (id, reading) => {
    expect((relationOn(read(`2027-12-18-10-${id}.md`), 20, 'option-a') ?? 'none').replace(/^mentions:.*/u, 'none')).toBe(reading);
  });
  it.each([['11-f6', 19, 'option-2', 'none'], ['13-f8', 21, 'option-2', 'none'], ['10-f13', 19, 'option-a', 'none'], ['07-f10', 19, 'option-b', 'supports:stated']])('2027-12-18-17-%s: line %i on %s: %s', (id, line, option, reading) => {
    expect(relationOn(read(`2027-12-18-17-${id}.md`), line, option) ?? 'none').toBe(reading);
  });
  it.each([['01-f14', 'supports:stated'], ['02-f15', 'none'], ['03-f16', 'none'], ['05-f18', 'none']])('2027-12-18-12-%s: Wen on option 2: %s ("For 2. Self-hosting …"; not "For 2. and 3. …")', (id, reading) => {
    expect(relationOn(read(`2027-12-18-12-${id}.md`), 20, 'option-2') ?? 'none').toBe(reading);
  });
  it.each([['01-c1', 1], ['02-c2', 0], ['03-c3', 1], ['04-c4', 0], ['05-c7', 1], ['06-c8', 0], ['07-c5', 0], ['08-c6', 1], ['09-c9', 1]])('2031-07-07-10-%s: %i item(s) after the chat\'s list label', (id, count) => {
    expect(actions(`2031-07-07-10-${id}.md`).filter((a: any) => a.line > 60)).toHaveLength(count);
  });
  it.each([['03-S3', 'The cost is open'], ['05-S5', 'Nothing left to contest'], ['07-S7', 'Nothing left to contest'], ['08-S8', 'Nothing left to contest']])('t-%s: the status reason is "%s"', (id, reason) => {
    expect(read(`t-${id}.md`).document.transcript.rounds[1].turns.A.status.reason).toBe(reason);
  });
  it('t-13-T2: `🅰️ __Claude__ — Round 1` names side A', () => {
    expect(read('t-13-T2.md').document.transcript.sides).toEqual(['Claude', 'GPT-5']);
  });
});
