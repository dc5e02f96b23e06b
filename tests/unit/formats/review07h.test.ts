// Review 2026-12-07h (tests/fixtures/review-2026-12-07h/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { takesBack } from '../../../src/lib/formats/transcript/reading.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const result = (name: string) => readFixtureLog('review-2026-12-07h/cases', name);
const read = (name: string) => result(name).value;
const m = (n: string, id: string) => `2027-12-18-${n}-${id}.md`;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const concededAt = (name: string, line: number) => read(name).graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line);
const at = (name: string, line: number) => read(name).graph.edges.filter((e: any) => e.provenance?.line === line).map((e: any) => `${e.source} ${e.type} ${e.target}`);

describe('transcript headers', () => {
  it('"🅰️ Dr. Chen (Security) — Round 1" is a turn header (h7)', () => {
    expect(result('t-07-h7.md').ok).toBe(true);
    expect(read('t-07-h7.md').graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label)).toEqual(expect.arrayContaining(['Dr. Chen', 'Prof. Ito']));
  });
  it('"🅱️ DeepSeek-R1 (Critico) — Turno 2" is round 2 of DeepSeek-R1 (h6)', () => {
    expect(read('t-06-h6.md').graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label)).toContain('DeepSeek-R1');
  });
});

describe('concessions and take-backs', () => {
  it.each([['t-09-c1.md', 52], ['t-12-q1.md', 37], ['t-13-q3.md', 37], ['t-15-o3.md', 52]])('%s concedes nothing at line %s', (name, line) => {
    expect(concededAt(name, line)).toBe(false);
  });
  it.each([['t-17-o6.md', 52], ['t-18-o7.md', 52]])('%s concedes at line %s', (name, line) => expect(concededAt(name, line)).toBe(true));
  it('"I withdraw my concessions on replay, and on the on-call burden." takes both back (k6)', () => {
    expect(read('t-20-k6.md').graph.edges.filter((e: any) => e.attributes?.taken_back_in_round !== undefined)).toHaveLength(2);
  });
  it('"I withdraw what I conceded since round two on replay." takes back the replay concession and concedes nothing (k8)', () => {
    expect(read('t-21-k8.md').graph.edges.filter((e: any) => e.attributes?.taken_back_in_round === 3).map((e: any) => e.target)).toEqual(['b-r2-concedes-1']);
    expect(concededAt('t-21-k8.md', 73)).toBe(false);
  });
  it.each(['I withdraw the concession I made on cost.', 'We retract everything we conceded on cost.', 'I take back that concession.', 'I take back all that I granted on cost.'])('"%s" is a take-back', (text) => {
    expect(takesBack(text)).not.toBeNull();
  });
  it.each(['I withdraw from the debate on cost.', 'I take back nothing of what I said.'])('"%s" is none', (text) => expect(takesBack(text)).toBeNull());
});

describe('rubrics', () => {
  it('a weighted rubric with "Weight (%)" is read (u1)', () => {
    expect(read(m('13-22', 'u1')).document.minutes.rubric?.options.map((o: any) => `${o.key}:${o.total}`)).toEqual(['1:10', '2:12', '3:8']);
  });
  it.each([['13-24', 'u7'], ['13-25', 'u8']])('%s %s: costs in ($M) and a team members\' vote table are none', (n, id) => {
    expect(read(m(n, id)).document.minutes.rubric ?? null).toBeNull();
  });
});

describe('decisions', () => {
  it.each([['10-27', 'r10'], ['10-29', 'r12'], ['10-30', 'r16']])('%s %s: "Decision reversed …" unsettles A', (n, id) => {
    expect(chosen(m(n, id))).toBeUndefined();
  });
  it.each([['10-44', 'd1'], ['10-45', 'd2'], ['10-46', 'd4']])('%s %s decides B', (n, id) => expect(chosen(m(n, id))).toBe('B'));
});

describe('people, stances, actions', () => {
  it.each([['10-32', 'kr5']])('%s %s: "B 찬성 입장" is Cy\'s support of B', (n, id) => {
    expect(at(m(n, id), 20)).toContain('opinion-cy-tran supports option-b');
  });
  it('"若说风险，方案一最大，我支持方案二。" supports 方案二 (z8)', () => {
    expect(at(m('11-34', 'z8'), 22)).toContain('opinion-王磊 supports option-2');
  });
  it('"- Cy Tran: happy with the owners above." beside an action table is no action (a4)', () => {
    expect(read(m('10-37', 'a4')).document.minutes.actionItems.some((a: any) => a.line === 35)).toBe(false);
  });
  it.each([['10-42', 's1', 'opinion-sanne-de-vries opposes option-a'], ['10-43', 's2', 'opinion-김민수 opposes option-a']])('%s %s: a long bracket note after a name', (n, id, edge) => {
    expect(at(m(n, id), 20)).toContain(edge);
  });
});
