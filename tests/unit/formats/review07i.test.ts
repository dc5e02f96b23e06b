// Review 2026-12-07i (tests/fixtures/review-2026-12-07i/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const result = (name: string) => readFixtureLog('review-2026-12-07i/cases', name);
const read = (name: string) => result(name).value;
const m = (n: string, id: string) => `2027-12-18-${n}-${id}.md`;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const edgesAt = (name: string, line: number) => read(name).graph.edges.filter((e: any) => e.provenance?.line === line).map((e: any) => `${e.source} ${e.type} ${e.target}`);
const concededAt = (name: string, line: number) => read(name).graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line);

describe('decisions', () => {
  it.each([['10-03', 'd3'], ['10-06', 'd6']])('%s %s: decided B ("Option B is adopted"; "rejected in June, then approved today")', (n, id) => expect(chosen(m(n, id))).toBe('B'));
  it.each([['10-04', 'd4'], ['10-05', 'd5']])('%s %s: words against B with a contrast but no acceptance decide nothing', (n, id) => expect(chosen(m(n, id))).toBeUndefined());
  it.each([['10-10', 'r4'], ['10-11', 'r5']])('%s %s: "Decision reversed: …" unsettles A (no "it remains to be seen", no other option remaining)', (n, id) => expect(chosen(m(n, id))).toBeUndefined());
  it.each([['10-07', 'r1'], ['10-08', 'r2'], ['10-09', 'r3'], ['10-12', 'r6'], ['10-13', 'r7']])('%s %s: A stays decided', (n, id) => expect(chosen(m(n, id))).toBe('A'));
});

describe('people and stances', () => {
  it('"저는 B 찬성 입장이 아닙니다." supports no B (k1)', () => expect(edgesAt(m('10-14', 'k1'), 20)).not.toContain('opinion-cy-tran supports option-b'));
  it('"B 찬성 입장은 이해하지만 저는 A를 지지합니다." supports A only (k3)', () => {
    const edges = edgesAt(m('10-16', 'k3'), 20);
    expect(edges).toContain('opinion-cy-tran supports option-a');
    expect(edges).not.toContain('opinion-cy-tran supports option-b');
  });
  it('"若说服不了财务，我支持方案三。" is a condition (z1)', () => expect(edgesAt(m('11-17', 'z1'), 22)).not.toContain('opinion-王磊 supports option-3'));
  it('"Sanne de Vries (joined at 10:40 after the incident review, platform lead)" is Sanne de Vries (s1)', () => {
    expect(edgesAt(m('10-22', 's1'), 20)).toContain('opinion-sanne-de-vries opposes option-a');
  });
});

describe('action items beside a table', () => {
  const actions = (name: string) => read(name).document.minutes.actionItems.map((a: any) => `${a.who}: ${a.what}`);
  it('"- Cy Tran: audit the rotation logs by 2027-12-20." is an action (a1)', () => expect(actions(m('10-19', 'a1'))).toContain('Cy Tran: audit the rotation logs.'));
  it('"- Cy Tran — happy with the owners above." is none (a3)', () => expect(actions(m('10-21', 'a3'))).toHaveLength(1));
});

describe('rubrics', () => {
  const rubric = (n: string, id: string) => read(m(n, id)).document.minutes.rubric ?? null;
  it('a "Weighting (%)" column is no criterion (u2)', () => expect(rubric('13-26', 'u2')?.options.map((o: any) => o.total)).toEqual([10, 12, 8]));
  it.each([['13-27', 'u3'], ['13-28', 'u4']])('%s %s: costs in (USD millions) and a reviewers\' vote table are no rubric', (n, id) => expect(rubric(n, id)).toBeNull());
});

describe('transcripts', () => {
  it('"🅱️ DeepSeek R1 (Critico) — Turno 1" is a turn of DeepSeek R1 (h2)', () => {
    expect(result('t-30-h2.md').ok).toBe(true);
    expect(read('t-30-h2.md').graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label)).toContain('DeepSeek R1');
  });
  it.each([['t-32-c1.md', 52], ['t-34-c3.md', 37], ['t-35-c4.md', 37], ['t-36-c5.md', 52]])('%s concedes nothing at line %s', (name, line) => expect(concededAt(name, line)).toBe(false));
  it.each([['t-33-c2.md', 52], ['t-37-c6.md', 52]])('%s concedes at line %s', (name, line) => expect(concededAt(name, line)).toBe(true));
  it.each([['t-38-k1.md', ['b-r2-concedes-1']], ['t-39-k2.md', ['b-r2-concedes-1', 'b-r2-concedes-2']]])('%s takes back %j', (name, taken) => {
    expect(read(name).graph.edges.filter((e: any) => e.attributes?.taken_back_in_round !== undefined).map((e: any) => e.target)).toEqual(taken);
  });
});
