// Review 2026-12-07m (tests/fixtures/review-2026-12-07m/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { transcriptOutcome } from '../../../src/lib/formats/transcript/hooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07m/cases', name).value;
const m = (n: string, id: string) => `2027-12-18-10-${n}-${id}.md`;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const concededAt = (name: string, line: number) => read(name).graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line);

describe('decisions', () => {
  it.each([['06', 'd1'], ['07', 'd2'], ['08', 'd3'], ['09', 'd4']])('%s %s: "better to wait", "rejected as A is cheaper", "never agreed", "too slow to cover": B is not decided', (n, id) => {
    expect(chosen(m(n, id))).not.toBe('B');
  });
  it('"over budget but finance will absorb it" decides B (d6)', () => expect(chosen(m('11', 'd6'))).toBe('B'));
  it('"Decision reversed: we go with Option B; Option A stays as the fallback only." unsettles A (r1)', () => expect(chosen(m('12', 'r1'))).toBeUndefined());
  it('"Decision reversed, but only if the load test fails again." keeps A (r2)', () => expect(chosen(m('13', 'r2'))).toBe('A'));
});

describe('people and actions', () => {
  it('"- Cy Tran: not sure about the date." beside the action table is no action (a3)', () => expect(read(m('03', 'a3')).document.minutes.actionItems).toHaveLength(1));
  it('"(arrived on day 2)" is no part of the name (l1)', () => {
    expect(read(m('17', 'l1')).graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label)).toContain('Sanne de Vries');
  });
  it.each(['z1', 'z2'])('%s: a real condition ending in 的话 withdraws nothing', (id) => {
    expect(read(`2030-04-01-10-00-${id}.md`).graph.edges.some((e: any) => String(e.attributes?.stance_changed ?? '').startsWith('line 37 '))).toBe(false);
  });
});

describe('transcripts', () => {
  it.each(['t-18-n1.md', 't-19-n2.md'])('%s is no call ("more data would be better", "best judged after the pilot")', (name) => expect(transcriptOutcome(read(name).document).noCall).toBe(true));
  it.each([['t-61-j2.md', 77], ['t-62-j3.md', 77]])('%s concedes at line %s', (name, line) => expect(concededAt(name, line)).toBe(true));
  // "I'll grant that RabbitMQ is simpler when traffic is small", "I'll concede that replay matters after an outage": since review 07r a
  // future cue before "when/after" and no past is drawn as not yet (the reading that draws less; docs/formats.md, Concessions).
  it.each(['t-20-c1.md', 't-21-c2.md'])('%s concedes nothing yet at line 52', (name) => expect(concededAt(name, 52)).toBe(false));
});
