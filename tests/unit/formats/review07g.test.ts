// Review 2026-12-07g (tests/fixtures/review-2026-12-07g/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { observersAsRoles } from '../../../src/lib/formats/minutes/rosterText.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07g/cases', name).value;
const m = (n: string, id: string) => `2027-12-17-${n}-${id}.md`;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const edges = (name: string) => read(name).graph.edges.map((e: any) => `${e.source} ${e.type} ${e.target} @${e.provenance?.line ?? ''}`);
const claims = (name: string) => read(name).graph.nodes.filter((n: any) => n.type === 'claim').map((n: any) => n.text);

describe('people and stances', () => {
  it('a long bracket with a time in it still names Cy (s1); "Open question (raised by …)" is no one (s3)', () => {
    expect(edges(m('10-01', 's1'))).toContain('opinion-cy-tran opposes option-a @20');
    expect(read(m('10-03', 's3')).graph.nodes.some((n: any) => n.type === 'persona' && /Open question/u.test(n.label))).toBe(false);
  });
  it.each([['10-04', 'o1'], ['10-05', 'o2'], ['10-06', 'o3']])('%s %s: a roster observer or guest joining late gives no opinion', (n, id) => {
    expect(edges(m(n, id)).some((e: string) => e.startsWith('opinion-kofi-mensah'))).toBe(false);
  });
  it.each([
    ['Attendees: Ana Lima, Ben Okafor, Cy Tran. Observers: Kofi Mensah.', 'Ana Lima, Ben Okafor, Cy Tran, Kofi Mensah (observer)'],
    ['Ana, Ben; Guests: Kofi (finance) and Lee.', 'Ana, Ben, Kofi (observer, finance), Lee (observer)'],
    ['Observers: Kofi Mensah', 'Kofi Mensah (observer)'],
    ['Ana, Ben. Remote: Kofi.', 'Ana, Ben. Remote: Kofi.'],
    ['Ana, Ben (observers of the pilot).', 'Ana, Ben (observers of the pilot).'],
  ])('a roster\'s observers group %j reads as roles', (text, roles) => expect(observersAsRoles(text.replace(/^Attendees: /u, ''))).toBe(roles.replace(/^Attendees: /u, '')));
  it('"Dev / Priya —" are owners (w1)', () => expect(read(m('10-25', 'w1')).document.minutes.actionItems[0]?.who).toBe('Dev / Priya'));
  it.each([['10-26', 'w2', 'Frontend / Backend leads — agree on the event schema by Friday.'], ['10-27', 'w3', 'Staging / Prod / DR — switch the producers to Kafka.']])('%s %s: an action\'s task keeps its " / " as written', (n, id, what) => {
    expect(read(m(n, id)).document.minutes.actionItems[0]?.what).toBe(what);
  });
  it.each([['10-28', 'k1', 'option-b'], ['10-30', 'v1', 'option-b'], ['10-41', 'i2', 'option-b']])('%s %s: Cy supports %s', (n, id, option) => {
    expect(edges(m(n, id)).some((e: string) => e.startsWith(`opinion-cy-tran supports ${option}`))).toBe(true);
  });
  it('"若预算够，我支持方案二" is a condition (z1)', () => expect(edges(m('11-43', 'z1')).some((e: string) => e.startsWith('opinion-王磊 supports option-2'))).toBe(false));
  it('"Ben Okafor (he/him, Seoul office)" in a YAML list is one person (f1)', () => {
    expect(read(m('10-42', 'f1')).graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label)).toContain('Ben Okafor');
  });
});

describe('decisions', () => {
  it('"Option A (tentative), and we adopt Option B\'s retry policy" chooses no B (a1)', () => expect(chosen(m('10-08', 'a1'))).toBeUndefined());
  it('"Entscheidung: Option A (vorläufig) entfällt; wir nehmen Option B." decides no A (a3; German choosing verbs are not read)', () => {
    expect(chosen(m('10-10', 'a3'))).toBeUndefined();
  });
  it('"Decision reversed on the cache TTL only; Option A stands." leaves A (r2)', () => expect(chosen(m('10-12', 'r2'))).toBe('A'));
  it.each([['10-13', 'r3'], ['10-14', 'n1'], ['10-15', 'n2'], ['10-16', 'n3'], ['10-17', 'n4']])('%s %s: the reversal unsettles A', (n, id) => {
    expect(chosen(m(n, id))).toBeUndefined();
  });
  it.each([['10-34', 't1'], ['10-35', 't2'], ['10-37', 't4']])('%s %s: B rejected after its label decides nothing', (n, id) => {
    expect(chosen(m(n, id))).toBeUndefined();
  });
});

describe('tables', () => {
  it.each([['10-38', 'x1'], ['10-39', 'x2']])('%s %s: "Risk level" and "Risk owner" are no risk text', (n, id) => {
    expect(claims(m(n, id))).toContain('B\'s brokers run out of disk');
  });
  it.each([['13-44', 'b1'], ['13-45', 'b2']])('%s %s: a named rubric without a total is read', (n, id) => {
    expect(read(m(n, id)).document.minutes.rubric?.options.map((o: any) => o.total)).toEqual([10, 12, 8]);
  });
  it.each([['13-46', 'b3'], ['13-47', 'b4']])('%s %s: costs in k$ and stakeholders\' votes are no rubric', (n, id) => {
    expect(read(m(n, id)).document.minutes.rubric ?? null).toBeNull();
  });
});

describe('transcripts', () => {
  const conceded = (name: string, line: number) => read(name).graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line);
  it('a verdict item runs past "ca." and "i.e." (y1)', () => {
    expect(claims('t-48-y1.md')).toContain('replay matters for audits; retention costs ca. 2 TB/day, i.e. little.');
  });
  it.each(['t-49-c1.md', 't-50-c2.md', 't-52-q1.md'])('%s concedes nothing at line 41', (name) => expect(conceded(name, 41)).toBe(false));
  it.each(['t-51-c3.md', 't-53-q2.md'])('%s concedes at line 41', (name) => expect(conceded(name, 41)).toBe(true));
  it.each(['t-54-h1.md', 't-55-h2.md'])('%s takes back the on-call concession (line 53) only', (name) => {
    expect(read(name).graph.edges.filter((e: any) => e.attributes?.taken_back_in_round !== undefined).map((e: any) => e.provenance?.line)).toEqual([53]);
  });
});
