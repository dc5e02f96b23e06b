// Review 2026-12-07j (tests/fixtures/review-2026-12-07j/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07j/cases', name).value;
const m = (n: string, id: string) => `2027-12-18-${n}-${id}.md`;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const personas = (name: string) => read(name).graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label);
const opinionOf = (name: string, who: string) => read(name).graph.edges.some((e: any) => e.source === `opinion-${who}` && e.target.startsWith('option-'));

describe('decisions', () => {
  it.each([['10-04', 'd4'], ['10-05', 'd5']])('%s %s: over budget but signed off / funded decides B', (n, id) => expect(chosen(m(n, id))).toBe('B'));
  it.each([['10-02', 'd2', 'C'], ['10-03', 'd3', 'C'], ['10-40', 'd7', 'C'], ['10-08', 'g2', 'A']])('%s %s: %s is not decided (what is said of another option keeps nothing; "fällt weg" sets A aside)', (n, id, option) => {
    expect(chosen(m(n, id))).not.toBe(option);
  });
  it.each([['10-09', 'r1'], ['10-10', 'r2'], ['10-11', 'r3'], ['10-12', 'r4']])('%s %s: A stays decided (in part, a condition, reinstated)', (n, id) => expect(chosen(m(n, id))).toBe('A'));
});

describe('rosters and late joiners', () => {
  it.each([['10-14', 'o2', 'Finance'], ['10-15', 'o3', 'none'], ['10-42', 'o6', 'welcome']])('%s %s: no persona made of the group\'s words', (n, id, word) => {
    expect(personas(m(n, id)).some((p: string) => p.includes(word))).toBe(false);
  });
  it.each([['10-16', 'o4'], ['10-17', 'o5'], ['10-20', 'l3']])('%s %s: Kofi watches and gives no opinion', (n, id) => expect(opinionOf(m(n, id), 'kofi-mensah')).toBe(false));
  it('"(joined at 9:40am)" is no part of the name (l1)', () => expect(personas(m('10-18', 'l1'))).toContain('Sanne de Vries'));
});

describe('actions, stances, rubrics', () => {
  it.each([['10-21', 'a1'], ['10-22', 'a2']])('%s %s: a remark beside the action table is no action', (n, id) => expect(read(m(n, id)).document.minutes.actionItems).toHaveLength(1));
  it('"B 찬성 입장임." supports B (k1)', () => expect(read(m('10-24', 'k1')).graph.edges.some((e: any) => e.source === 'opinion-cy-tran' && e.type === 'supports' && e.target === 'option-b')).toBe(true));
  it('costs in (million USD) are no rubric (u1)', () => expect(read(m('13-25', 'u1')).document.minutes.rubric ?? null).toBeNull());
});

describe('transcripts', () => {
  const concededAt = (name: string, line: number) => read(name).graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line);
  it.each([['t-29-c1.md'], ['t-31-c3.md']])('%s: "only after we see" and "I\'d accept … when we see" concede nothing yet', (name) => expect(concededAt(name, 52)).toBe(false));
  it.each([['t-33-tk2.md'], ['t-34-tk3.md']])('%s: "I\'m withdrawing" / "I also withdraw my concession on replay" takes it back', (name) => {
    expect(read(name).graph.edges.filter((e: any) => e.attributes?.taken_back_in_round !== undefined).map((e: any) => e.target)).toEqual(['b-r2-concedes-1']);
  });
});
