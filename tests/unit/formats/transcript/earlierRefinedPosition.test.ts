// Two Refined position lines in one turn (probe 31 t07, written blind): the last is drawn;
// the earlier one, its text on its label's line, is listed as not interpreted at its line.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { TranscriptDocument } from '../../../../src/lib/formats/transcript/plugin.ts';
import { textSource } from '../../fixtureSource.ts';

const t07 = readFileSync(fileURLToPath(new URL('../../../fixtures/probe-2026-12-31/cases/t07-en-typos-quote-footnotes.md', import.meta.url)), 'utf8');

it('lists the earlier Refined position written on its label\'s line as not interpreted, and warns at it', () => {
  const read = processDebate(textSource('t07.md', t07), 'transcripts/t07' as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  const transcript = (read.value.document as TranscriptDocument).transcript;
  expect(transcript.notInterpreted.find((l) => l.line === 28)?.text).toMatch(/^Trunk-based for application code/);
  expect(read.diagnostics.find((d) => /more than one Refined position/.test(d.message))?.line).toBe(28);
});
