// Lines after a verdict's last field (probe 31 t01 and t07, written blind): an export note
// after a blank line and a footnote's definition are no part of the Rounds field; they are
// listed as not interpreted.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { TranscriptDocument } from '../../../../src/lib/formats/transcript/plugin.ts';
import { textSource } from '../../fixtureSource.ts';

const transcript = (name: string) => {
  const text = readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-31/cases/${name}`, import.meta.url)), 'utf8');
  const read = processDebate(textSource(name, text), `transcripts/${name.slice(0, 3)}` as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  return (read.value.document as TranscriptDocument).transcript;
};

it.each([
  ['t01-en-three-rounds-concede.md', 88, 'natural convergence'],
  ['t07-en-typos-quote-footnotes.md', 76, 'natural convergence'],
])('%s: line %i after the verdict is not the Rounds field', (name, line, ending) => {
  const t = transcript(name);
  expect(t.verdict?.rounds).toEqual({ count: 3, ending });
  expect(t.notInterpreted.map((l) => l.line)).toContain(line);
});

it('reads a Rounds value that stands after a blank line under its label (review)', () => {
  const text = readFileSync(fileURLToPath(new URL('../../../fixtures/review-2026-12-05b/t-rounds-value-after-blank.md', import.meta.url)), 'utf8');
  const read = processDebate(textSource('t.md', text), 'transcripts/t' as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  const t = (read.value.document as TranscriptDocument).transcript;
  expect(t.verdict?.rounds?.count).not.toBeNull();
  expect(t.notInterpreted).toEqual([]);
});

