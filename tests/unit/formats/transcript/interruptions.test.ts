// A moderator who breaks into a side's turn (probe 29, t02, written blind): the side's next
// line of the same round goes on with its turn; a moderator's line that opens a round ends it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import { textSource } from '../../fixtureSource.ts';

const t02 = readFileSync(fileURLToPath(new URL('../../../fixtures/probe-2026-12-29/cases/t02-en-interview-interrupt.md', import.meta.url)), 'utf8');

it('keeps one round-2 turn for Pro across the moderator\'s "Hold on", its refined position and status read', () => {
  const read = processDebate(textSource('t02.md', t02), 'transcripts/t02' as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  expect(read.diagnostics.map((d) => d.code)).not.toContain('transcript-duplicate');
  expect(read.diagnostics.map((d) => d.code)).not.toContain('transcript-truncated');
  expect(read.value.graph.edges.filter((e) => !e.derived && e.provenance?.line === 18).map((e) => `${e.source} ${e.type} ${e.target} ${e.reading}`)).toEqual(['agent-a supports a-r2-position stated']);
});

it('starts a new round after a moderator\'s line that opens one', () => {
  const text = '---\ntitle: T\nsides: [Pro, Con]\n---\n\nModerator: Round 1.\n\nPro: Position: ship weekly.\n\nCon: Position: ship monthly.\n\nModerator: Round 2.\n\nCon: Attack: weekly breaks the QA window.\n';
  const read = processDebate(textSource('t.md', text), 't' as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  expect(read.value.graph.edges.filter((e) => e.provenance?.line === 14).map((e) => `${e.type} r${e.provenance?.round}`)).toEqual(['opposes r2']);
});

it('gives a side\'s next line without a round after a moderator\'s word its own next turn (review 2)', () => {
  const text = readFileSync(fileURLToPath(new URL('../../../fixtures/review-2026-12-05/moderated-order.md', import.meta.url)), 'utf8');
  const read = processDebate(textSource('t1.md', text), 't1' as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  expect(read.diagnostics.map((d) => d.message).join('\n')).not.toMatch(/incomplete|more than one status/);
  expect(read.value.graph.edges.filter((e) => e.type === 'opposes').map((e) => `${e.source} r${e.provenance?.round}`).sort()).toEqual(['agent-a r2', 'agent-b r2']);
});
