// Review 2026-12-07k (tests/fixtures/review-2026-12-07k/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { transcriptOutcome } from '../../../src/lib/formats/transcript/hooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07k/cases', name).value;
const m = (n: string, id: string) => `2027-12-18-10-${n}-${id}.md`;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const opines = (name: string, who: string) => read(name).graph.edges.some((e: any) => e.source === `opinion-${who}` && e.target.startsWith('option-'));
const concededAt = (name: string, line: number) => read(name).graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line);

describe('decisions', () => {
  it.each([['01', 'd1'], ['02', 'd2'], ['03', 'd3']])('%s %s: over budget, but better / for a reason about A / covered: B is decided', (n, id) => expect(chosen(m(n, id))).toBe('B'));
  it('"Option A scheidet aus; wir nehmen Option B." decides no A (g1)', () => expect(chosen(m('04', 'g1'))).not.toBe('A'));
  it.each([['05', 'r1'], ['06', 'r2']])('%s %s: reversed (an "if" inside its reason; another option reinstated): nothing decided', (n, id) => expect(chosen(m(n, id))).toBeUndefined());
  it.each([['07', 'r3'], ['08', 'r4']])('%s %s: reversed in part, or the original decision restored: A stays', (n, id) => expect(chosen(m(n, id))).toBe('A'));
});

describe('rosters, late joiners, actions', () => {
  it.each([['09', 'o1', 'kofi-mensah'], ['10', 'o2', 'omar-al-farsi'], ['11', 'o3', 'kofi-mensah']])('%s %s: %s is an observer and gives no opinion', (n, id, who) => expect(opines(m(n, id), who)).toBe(false));
  it('"(arrived at 10:15)" is no part of the name (l1)', () => {
    expect(read(m('12', 'l1')).graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label)).toContain('Sanne de Vries');
  });
  it.each([['13', 'a1'], ['14', 'a2'], ['15', 'a3']])('%s %s: an owner and a task opening with its verb beside the table is an action', (n, id) => {
    expect(read(m(n, id)).document.minutes.actionItems.map((a: any) => a.who)).toEqual(['Ben Okafor', 'Cy Tran']);
  });
  it('costs "(in million USD)" are no rubric (u1)', () => expect(read('2027-12-18-13-24-u1.md').document.minutes.rubric ?? null).toBeNull());
  it('"听了大家的话，我撤回对方案C的否决" withdraws (z1)', () => {
    expect(read('2030-04-01-10-00-z1.md').graph.edges.some((e: any) => String(e.attributes?.stance_changed ?? '').startsWith('line 37 '))).toBe(true);
  });
});

describe('transcripts', () => {
  it('"Neither … on paper, but Kafka\'s replay settles it for both teams." is a call (n2)', () => expect(transcriptOutcome(read('t-18-n2.md').document).noCall).toBeUndefined());
  it.each([['t-50-j1.md'], ['t-51-j2.md']])('%s: a factual たら concedes', (name) => expect(concededAt(name, 77)).toBe(true));
  it('"I\'ll accept the SDK point once the benchmark is published." concedes nothing yet (c1)', () => expect(concededAt('t-21-c1.md', 52)).toBe(false));
  it('"I must withdraw my concession on replay." takes it back (k1)', () => {
    expect(read('t-23-k1.md').graph.edges.filter((e: any) => e.attributes?.taken_back_in_round !== undefined).map((e: any) => e.target)).toEqual(['b-r2-concedes-1']);
  });
});
