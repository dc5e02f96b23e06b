// The counts of "How this log was read" (the page) and of `validate --explain` (the CLI) are
// one function of the account and the graph; they agree with the line-by-line explanation
// the CLI prints, on every prose log of the corpus and of the blind probes' kits.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import { lineReportOf } from '../../../src/lib/archive/lineReport.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { explainLines, lineCounts, type LineRole } from '../../../src/lib/parse/lineExplanation.ts';
import { textSource } from '../fixtureSource.ts';

const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const folders = ['prose-corpus/minutes', 'prose-corpus/transcripts', 'probe-2026-12-31/cases', 'probe-2026-12-29/cases'];
const files = folders.flatMap((folder) => readdirSync(path.join(fixtures, folder)).filter((f) => f.endsWith('.md')).map((f) => path.join(folder, f)));

it.each(files)('%s: the counts are those of its lines as explained', (file) => {
  const text = readFileSync(path.join(fixtures, file), 'utf8');
  const read = processDebate(textSource(path.basename(file), text), 'counts' as DebateSlug);
  if (!read.ok) return;
  const report = lineReportOf(read.value.document)!;
  const byLine: Record<LineRole, number> = { node: 0, relation: 0, field: 0, 'not-interpreted': 0 };
  for (const line of explainLines(text, report, read.value.graph)) {
    const roles = new Set(line.entries.map((e) => e.role));
    byLine[roles.has('not-interpreted') ? 'not-interpreted' : roles.has('node') ? 'node' : roles.has('relation') ? 'relation' : 'field']++;
  }
  expect(lineCounts(report.account, read.value.graph)).toEqual(byLine);
});
