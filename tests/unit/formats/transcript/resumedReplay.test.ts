// A resumed run's replayed turn (probe 37 t06, written blind).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { TranscriptDocument } from '../../../../src/lib/formats/transcript/plugin.ts';
import { textSource } from '../../fixtureSource.ts';

const probeCase = (name: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-37/cases/${name}`, import.meta.url)), 'utf8');

// Probe 37 t06: a resumed run wrote round 2 again. The replay is warned about and kept as an
// extra section of the first turn; its lines were also read as fields, so `validate --explain`
// and the page's "Not interpreted" list disagreed about lines 57–78.
it('accounts a replayed turn\'s lines as not interpreted, as the page lists them', () => {
  const read = processDebate(textSource('t06.md', probeCase('t06-en-resumed-replay.md')), 'transcripts/t' as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  const { document } = read.value;
  const t = (document as TranscriptDocument).transcript;
  const listed = new Set(t.notInterpreted.map((l) => l.line));
  for (const line of [57, 60, 61, 64, 66, 69, 72, 76]) expect(listed.has(line), `line ${line}`).toBe(true);
  expect(t.lineAccount?.missed ?? []).toEqual([]);
});
