// Who is a participant (probe 20 rows 20 and 22): markup around a frontmatter name is how it
// is shown, an address's "://" is no `role: name` colon, and a recorder's aside (`Note: …`)
// is no speaker.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { DebateGraph } from '../../../../src/lib/graph/types.ts';
import { textSource } from '../../fixtureSource.ts';

function minutes(participants: string[], opinions: string[]): string {
  return [
    '---', 'date: 2026-06-03', 'type: meeting', 'agent: roundtable', 'participants:', ...participants.map((p) => `  - ${p}`), '---', '',
    '# Queue for the billing export', '', '## R1 Problem', '', 'How should the export run?', '',
    '- Option A: Keep the cron job', '- Option B: Move to a queue', '',
    '## R2 Independent opinions', '', ...opinions, '',
    '## R7 Decision', '', 'Decision: Option B.', '',
  ].join('\n');
}

function graphOf(text: string): DebateGraph {
  const result = processDebate(textSource('2026-06-03-queue.md', text), 'queue' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value.graph;
}

const personas = (g: DebateGraph) => g.nodes.filter((n) => n.type === 'persona').map((n) => n.label).sort();

describe('frontmatter participants written with markup (row 20)', () => {
  it.each([
    '"<b>Ravi</b>"', '"[Ravi](https://example.org/ravi)"', '"*Ravi*"', '"~~Ravi~~"', '"**[Ravi](https://example.org/r \'Ravi\')**"',
  ])('%s is the participant Ravi, who gives the R2 opinion', (written) => {
    const g = graphOf(minutes(['Mina', written], ['**Mina**: I support option B.', '', '**Ravi**: Option A is enough.']));
    expect(personas(g)).toEqual(['Mina', 'Ravi']);
  });
  it('keeps a role before a linked name, and underscores as letters', () => {
    const g = graphOf(minutes(['Mina', '"moderator: [Ravi](https://example.org/ravi)"', '__proto__'], ['**Mina**: I support option B.']));
    expect(personas(g)).toEqual(['Mina', 'Ravi', '__proto__']);
  });
});

describe('a recorder\'s aside among the speakers (row 22)', () => {
  it.each([
    [['Mina: I support option B.', 'Ravi: Option A is enough.', 'Note: Lee joined after R1.', 'Lee: I back B as well.']],
    [['**Mina**: I support option B.', '', '**Lee**: I back B as well.', '', '**Note**: Lee joined after R1.']],
    [['### Mina', '', 'I support option B.', '', '### Notes', '', 'Lee joined after R1.']],
  ])('is no persona and runs into no one\'s opinion: %j', (opinions) => {
    const g = graphOf(minutes(['Mina', 'Ravi', 'Lee'], opinions));
    expect(personas(g)).toEqual(['Lee', 'Mina', 'Ravi']);
    expect(g.nodes.filter((n) => n.type === 'claim' && n.label.includes('joined after R1'))).toEqual([]);
  });
  it('gives no one the lines under it: they may be the aside\'s (a relayed message)', () => {
    const g = graphOf(minutes(['Mina', 'Ravi'], ['**Mina**: I oppose option B.', 'Note: Lee is absent and sent this by mail:', 'I support option A, the cron job is fine.']));
    const opinion = g.nodes.find((n) => n.id === 'opinion-mina')!;
    expect(opinion.label).toBe('I oppose option B.');
    expect(g.edges.some((e) => e.source === 'opinion-mina' && e.target === 'option-a')).toBe(false);
  });
  it('is a speaker when the meeting names a participant so', () => {
    const g = graphOf(minutes(['Mina', 'Note'], ['Mina: I support option B.', 'Note: Option A is enough.']));
    expect(personas(g)).toEqual(['Mina', 'Note']);
  });
});
