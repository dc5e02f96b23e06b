// Turn headers that name the side after 🅰️/🅱️ instead of "Agent A" (probe 37 t05, probe 35
// t06, written blind): `**🅱️ Spaces — Round One (Opening)**` was no header when the name was
// long enough, so B's opening was read into A's turn and B's position drawn as A's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { TranscriptDocument } from '../../../../src/lib/formats/transcript/plugin.ts';
import { shapeTurnHeader } from '../../../../src/lib/formats/transcript/shapeHeaders.ts';
import { textSource } from '../../fixtureSource.ts';

const read = (name: string, text: string) => {
  const result = processDebate(textSource(name, text), 'transcripts/t' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
};
const probeFile = (path: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/${path}`, import.meta.url)), 'utf8');

it('reads both openings of t05, each side named by its header, each position its own', () => {
  const { graph, document } = read('t05.md', probeFile('probe-2026-12-37/cases/t05-en-tabs-spaces-bold.md'));
  const t = (document as TranscriptDocument).transcript;
  expect(t.sides).toEqual(['Tabs', 'Spaces']);
  expect(t.rounds.map((r) => [r.number, r.turns.A?.line, r.turns.B?.line])).toEqual([[1, 3, 14], [2, 25, 36], [3, 46, 58]]);
  const supports = graph.edges.filter((e) => e.type === 'supports' && e.target.endsWith('r1-position')).map((e) => `${e.source}→${e.target}`);
  expect(supports).toEqual(['agent-a→a-r1-position', 'agent-b→b-r1-position']);
  // Each side's Attack opposes the other side's position, never its own.
  const attacks = graph.edges.filter((e) => e.type === 'opposes' && e.target.endsWith('-position')).map((e) => `${e.source}→${e.target}`);
  expect(attacks).toEqual(expect.arrayContaining(['agent-a→b-r1-position', 'agent-b→a-r1-position']));
  expect(attacks).not.toContain('agent-b→b-r1-position');
});

it('takes the words after 🅰️/🅱️ as the side, bold or not, numbered in words or digits', () => {
  expect(shapeTurnHeader('**🅱️ Spaces — Round One (Opening)**')).toEqual({ agent: 'B', round: 1, label: 'Opening', name: 'Spaces' });
  expect(shapeTurnHeader('🅰️ Team Rust — Round 2')).toEqual({ agent: 'A', round: 2, name: 'Team Rust' });
  // The seed's own "Agent A" names no side of its own.
  expect(shapeTurnHeader('🅰️ Agent A — Round One (Opening)')).toEqual({ agent: 'A', round: 1, label: 'Opening' });
  // After the round, words are the label, not a name.
  expect(shapeTurnHeader('🅱️ — Round 3 — Spaces')).toMatchObject({ agent: 'B', round: 3 });
  expect(shapeTurnHeader('🅱️ — Round 3 — Spaces')?.name).toBeUndefined();
});

it('names the sides of probe 35 t06 (`🅰️ Rust — Round 1`) Rust and Go', () => {
  const { document } = read('t06.md', probeFile('probe-2026-12-35/cases/t06-en-renamed-headers-asym.md'));
  expect((document as TranscriptDocument).transcript.sides).toEqual(['Rust', 'Go']);
});


// Review 05g F2: the first cut took any words after the emoji for the side's name.
it('names no side from words that change from header to header, or are the same for both sides', () => {
  const labelled = read('t01.md', probeFile('review-2026-12-05g/cases/t01-label-before-round.md'));
  expect((labelled.document as TranscriptDocument).transcript.sides).toEqual(['Agent A', 'Agent B']);
  const oneSide = read('t09.md', probeFile('review-2026-12-05g/cases/t09-labels-a-only.md'));
  // One side named alone is most likely a label (review 05h F12): neither is named.
  expect((oneSide.document as TranscriptDocument).transcript.sides).toEqual(['Agent A', 'Agent B']);
  const truncated = read('t02.md', probeFile('review-2026-12-05h/cases/t02-labels-before-round-b-truncated.md'));
  expect((truncated.document as TranscriptDocument).transcript.sides).toEqual(['Agent A', 'Agent B']);
});

it('reads no header from a line that goes on after the round, nor a side from a letter alone', () => {
  expect(shapeTurnHeader('🅱️ Spaces — round 2 was weak')).toBeNull();
  const letters = read('t61.md', probeFile('prose-corpus/transcripts/t61-ja-junme-unclear.md'));
  expect((letters.document as TranscriptDocument).transcript.sides).toEqual(['Agent A', 'Agent B']);
});
