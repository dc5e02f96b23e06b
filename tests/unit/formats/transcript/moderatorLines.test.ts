// A moderator's line between turns (probe 35 t05, written blind): "Moderator: Round 2. A,
// answer the deploy-schedule point directly." after B's opening was read into B's
// Anticipated objection, the moderator's words shown as the agent's. It and what follows it
// up to the next header are no agent's: listed as not interpreted.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { TranscriptDocument } from '../../../../src/lib/formats/transcript/plugin.ts';
import { textSource } from '../../fixtureSource.ts';

const transcript = (name: string, text: string) => {
  const read = processDebate(textSource(name, text), 'transcripts/t' as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  return (read.value.document as TranscriptDocument).transcript;
};
const probeCase = (name: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-35/cases/${name}`, import.meta.url)), 'utf8');

it('keeps a moderator\'s line after a turn out of the turn, listed as not interpreted', () => {
  const t = transcript('t05.md', probeCase('t05-en-judge-quote-concede.md'));
  const opening = t.rounds[0]!.turns.B!;
  expect(JSON.stringify(opening)).not.toContain('answer the deploy-schedule point');
  expect(t.notInterpreted.find((l) => l.line === 31)).toMatchObject({ section: 'between turns' });
});

it('leaves a turn\'s own text that names a moderator mid-line, or in a list item, in the turn', () => {
  const text = ['🅰️ Agent A — Round 1 (Opening)', '', '## Position', 'Ship weekly.', '', '## Reasoning', '- Moderator: asked for data, and the data says weekly.', 'As the moderator: said, weekly works.', '', '🅱️ Agent B — Round 1 (Opening)', '', '## Position', 'Ship monthly.'].join('\n');
  const t = transcript('t.md', text);
  expect(JSON.stringify(t.rounds[0]!.turns.A)).toContain('Moderator: asked for data');
  expect(t.notInterpreted.filter((l) => l.section === 'between turns')).toEqual([]);
});
