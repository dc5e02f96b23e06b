// Probe 2026-12-46 (tests/fixtures/probe-2026-12-46/RESULTS.md): minutes from other meeting
// tools, written from the seeds by a helper that had not seen the parsers.
import { describe, expect, it } from 'vitest';
import { classifyHeading } from '../../../../src/lib/formats/minutes/sections.ts';
import { personaLabels, readFixtureLog, readLog, relationOn } from '../../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-46/cases', name);

describe('a Zoom or Teams export: `00:05:02 Priya Raman` over each message (N01)', () => {
  const { value } = read('2027-09-06-10-00-n01-zoom-transcript.md');
  const edges = value.graph.edges.map((e: any) => `${e.type}:${e.source}->${e.target}@${e.provenance?.line}`);

  it('the decision (line 35) chooses B; it is no risk', () => {
    expect(value.document.minutes.decision).toMatchObject({ chosenOption: 'B', line: 35 });
    expect(value.graph.nodes.filter((n: any) => n.id.startsWith('risk-')).map((n: any) => n.source?.line)).toEqual([32]);
  });

  it('the opinions are read: Jonas for A and against B, Aiko against A and for B', () => {
    expect(edges).toEqual(expect.arrayContaining(['supports:opinion-jonas-berg->option-a@20', 'opposes:opinion-jonas-berg->option-b@20', 'opposes:opinion-aiko-sato->option-a@23', 'supports:opinion-aiko-sato->option-b@23']));
  });

  it("Jonas's single reply in R4 withdraws his objection to B (line 29)", () => {
    const objection = value.graph.edges.find((e: any) => e.source === 'opinion-jonas-berg' && e.type === 'opposes');
    expect(objection.attributes?.stance_changed).toMatch(/^line 29 \(withdrawn\)/);
  });

  it('the action item and the unknown are read as such', () => {
    expect(value.document.minutes.actionItems).toEqual([expect.objectContaining({ line: 38, who: 'Aiko Sato', when: '2027-10-01' })]);
    expect(value.document.minutes.unknowns.map((u: any) => u.line)).toEqual([41]);
  });
});

describe('a word processor export: rounds as bold lines, no frontmatter (N04)', () => {
  it('is read as minutes, not refused', () => {
    const result = read('n04-gdocs-bold-rounds.md');
    expect(result.ok).toBe(true);
    expect(result.value.format).toBe('minutes');
  });
});

describe('a participant who joins late speaks first in R4 (N04, as a list item)', () => {
  it('`- Joel Park (joined late): For: B.` is Joel Park\'s opinion, for B', () => {
    const text = '---\ndate: 2027-09-09\ntype: meeting\nparticipants: [Sara, Malik, Noor]\n---\n# Pages\n\n## R1 Problem\n- Option A: Netlify\n- Option B: Cloudflare\n\n## R2 Independent opinions\n- Malik: I\'d go with B.\n- Noor: I support A.\n\n## R4 Cross-questions\n- Joel Park (joined late): For: B.\n\n## R7 Decision\nDecision: Option B.\n';
    const { value } = readLog(text, '2027-09-09-10-00-pages.md');
    expect(personaLabels(value)).toContain('Joel Park');
    expect(relationOn(value, 17, 'option-b')).toBe('supports:stated');
  });
});

describe('rounds written as words (N05)', () => {
  const { value } = read('2027-09-10-14-00-n05-worded-rounds.md');

  it('`Second round — …` and `Round Two (continued)` are R2: Uma, Leo, Zoe and Max give opinions', () => {
    expect(value.document.minutes.opinions.map((o: any) => o.participant)).toEqual(['Uma', 'Leo', 'Zoe', 'Max']);
  });

  it("Leo's R4 `Against: C. For: A.` reverses his support of C", () => {
    expect(value.graph.edges.find((e: any) => e.source === 'opinion-leo' && e.provenance?.line === 18)?.attributes?.stance_changed).toMatch(/^line 23 \(reversed, stated\)/);
  });
});

describe('an ordinal heading nested under a round is no round (`### Second round` of a ballot)', () => {
  it('stays in R6', () => {
    expect(classifyHeading('Second round', false, true)).toBeNull();
    expect(classifyHeading('Second round — independent opinions')).toEqual({ key: 'R2', explicit: true });
  });
});
