// Review 2026-12-07zm (tests/fixtures/review-2026-12-07zm/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07zm/cases', name).value;
const actions = (name: string) => read(name).document.minutes.actionItems;
const actionAt = (name: string, line: number) => actions(name).find((a: any) => a.line === line);

describe('review 07zm', () => {
  it.each(['32-o1', '33-o2', '34-o3'])('2027-12-18-10-%s: "and if it slips, this (that, the) team will own the fix" is a clause of its own: A supported', (id) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, 'option-a')).toBe('supports:stated');
  });
  it.each(['35-o4', '36-o5'])('2027-12-18-10-%s: a relative after the condition ("which is likely", "as it should") leaves A no side', (id) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, 'option-a') ?? 'none').toMatch(/^(?:mentions|none)/u);
  });
  it.each([['39-a1', 1], ['40-a2', 1], ['41-a3', 1], ['42-a4', 1], ['43-a5', 2], ['44-a6', 2], ['45-a7', 2], ['47-a9', 1]])('2027-12-18-10-%s: %i action item(s) (a change "by 20%" has no agent; "confirm emails are …" a noun; "apply …" a verb)', (id, count) => {
    expect(actions(`2027-12-18-10-${id}.md`)).toHaveLength(count);
  });
  it.each([['21-k11', 'what', 'compare options a) and b)'], ['22-k12', 'done', 'p99 under 200 ms :)'], ['25-k15', 'what', 'load-test Kafka'], ['25-k15', 'who', 'Ben Okafor'], ['23-k13', 'what', 'load-test Kafka (peak and off-peak)']])('2027-12-18-10-%s: the %s is "%s" (a bracket of the text kept; one around a label gone)', (id, field, value) => {
    expect(actionAt(`2027-12-18-10-${id}.md`, 32)[field]).toBe(value);
  });
  it.each([['13-k3', '11/12'], ['14-k4', '11/12'], ['16-k6', '11/12（金）']])('2031-11-05-14-%s: due %s, no bracket of the label\'s', (id, when) => {
    const item = actionAt(`2031-11-05-14-${id}.md`, 55);
    expect([item.when, item.what]).toEqual([when, '上申資料の作成']);
  });
  it.each(['27-v2', '28-v3'])('2027-12-18-10-%s: a pasted `$ ./bench.sh`, `$ PGPASSWORD=x psql` session is no part of the decision', (id) => {
    const value = read(`2027-12-18-10-${id}.md`);
    expect([minutesOutcome(value.document).decision?.chosen?.key, value.document.minutes.decision.text]).toEqual(['B', 'We go with Option B.']);
  });
  it('2027-12-18-10-30-v5: "$ savings decide it: we go with Option B." is prose that decides B', () => {
    expect(minutesOutcome(read('2027-12-18-10-30-v5.md').document).decision?.chosen?.key).toBe('B');
  });
  it.each([['09-c1', 1], ['10-c2', 1], ['11-c3', 0], ['12-c4', 0], ['13-c5', 0], ['14-c6', 1], ['15-c7', 1], ['16-c8', 1]])('2031-07-07-10-%s: a sender\'s label, a blank, its message: %i item(s); a bold title is no sender', (id, count) => {
    expect(actions(`2031-07-07-10-${id}.md`).filter((a: any) => a.line > 60)).toHaveLength(count);
  });
  it.each([['49-f2', 19, 'option-b', 'supports:stated'], ['52-f5', 19, 'option-b', 'supports:stated'], ['54-f7', 21, 'option-a', 'opposes:stated'], ['50-f3', 19, 'option-a', 'none']])('2027-12-18-17-%s: line %i on %s: %s ("Für B —", "Für B!", "Gegen A –"; "Für A–C" a range)', (id, line, option, reading) => {
    expect(relationOn(read(`2027-12-18-17-${id}.md`), line, option) ?? 'none').toBe(reading);
  });
});
