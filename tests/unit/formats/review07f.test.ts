// Review 2026-12-07f (tests/fixtures/review-2026-12-07f/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const result = (name: string) => readFixtureLog('review-2026-12-07f/cases', name);
const read = (name: string) => result(name).value;
const file = (n: string, id: string) => `2027-12-16-${n}-${id}.md`;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const at = (name: string, line: number) => read(name).graph.edges.filter((e: any) => e.provenance?.line === line).map((e: any) => `${e.source} ${e.type} ${e.target}`);
const claim = (name: string, id: string) => read(name).graph.nodes.find((n: any) => n.id === id)?.text;

describe('stances: no support read from another side named by a stance word, a past leaning, or a name with 若', () => {
  it.each([['10-01', 'k1', 'opinion-cy-tran supports option-b'], ['10-09', 'l4', 'opinion-cy-tran supports option-b']])('%s %s', (n, id, edge) => {
    expect(at(file(n, id), 20)).not.toContain(edge);
  });
  it.each([['11-25', 'z2'], ['11-26', 'z3']])('%s %s: 王磊 supports 方案二', (n, id) => {
    expect(at(file(n, id), 22)).toContain('opinion-王磊 supports option-2');
  });
  it('12-27 z4: 鈴木 supports 案B', () => expect(at(file('12-27', 'z4'), 22)).toContain('opinion-鈴木 supports option-b'));
});

describe('decisions', () => {
  it('"Option B — still a pending item for the CFO." decides nothing (p2)', () => expect(chosen(file('10-05', 'p2'))).toBeUndefined());
  it.each([['10-40', 't1'], ['10-41', 't2'], ['10-42', 't3'], ['10-43', 't4'], ['10-47', 'b3']])('%s %s decides nothing', (n, id) => {
    expect(chosen(file(n, id))).toBeUndefined();
  });
  it('"Option B, too good to pass up." decides B (t5)', () => expect(chosen(file('10-44', 't5'))).toBe('B'));
  it.each([['10-32', 'd1'], ['10-33', 'd2'], ['10-34', 'd3'], ['10-37', 'd6']])('%s %s: a reversal reported wrong, undone or to come leaves A decided', (n, id) => {
    expect(chosen(file(n, id))).toBe('A');
  });
  it.each([['10-35', 'd4'], ['10-36', 'd5'], ['10-38', 'd7'], ['10-39', 'd8']])('%s %s: a reversal said so unsettles A', (n, id) => {
    expect(chosen(file(n, id))).toBeUndefined();
  });
});

describe('rubrics: a table of costs or of votes per named option is none', () => {
  it.each([['13-29', 'u2'], ['13-30', 'u3'], ['13-31', 'u4']])('%s %s', (n, id) => {
    expect(read(file(n, id)).document.minutes.rubric ?? null).toBeNull();
  });
});

describe('risks, verdicts, concessions, people', () => {
  it('a table with a Risk column takes it over its Scenario (r1); "Failure scenario" is the risk\'s (r2)', () => {
    expect(claim(file('10-13', 'r1'), 'risk-1')).toBe('B\'s brokers run out of disk');
    expect(claim(file('10-14', 'r2'), 'risk-1')).toBe('C loses messages when the DLQ fills');
  });
  it('a sentence after a side\'s labelled item is not the side\'s view (v1)', () => {
    expect(claim('t-15-v1.md', 'live-disagreement-1')).toBe('replay matters for audits.');
  });
  it.each(['t-18-c1.md', 't-19-c2.md', 't-21-c4.md'])('%s: a concession still to come is none', (name) => {
    expect(at(name, 41).filter((e: string) => e.includes('concedes'))).toEqual([]);
  });
  it('"Once we accept …, and I accept that it is bursty." concedes (c3)', () => {
    expect(at('t-20-c3.md', 41).some((e: string) => e.includes('concedes'))).toBe(true);
  });
  it.each([['10-48', 'j1'], ['10-49', 'j2'], ['10-50', 'j3']])('%s %s: a late note taker or moderator gives no opinion', (n, id) => {
    expect(at(file(n, id), 29)).toEqual([]);
    expect(read(file(n, id)).graph.nodes.some((x: any) => /as moderator/u.test(x.label ?? ''))).toBe(false);
  });
  it('"Cy Tran (she/her)" is the persona Cy Tran (f1)', () => {
    expect(read(file('10-10', 'f1')).graph.nodes.filter((x: any) => x.type === 'persona').map((x: any) => x.label)).toContain('Cy Tran');
  });
});
