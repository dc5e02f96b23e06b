// Nothing unaccounted (issue 26): every non-blank line of every minutes fixture, the
// corpus included, became a node, a relation, a field, or a not-interpreted entry with its
// reason; `explainLines` gives every such line at least one entry, and no line is missed.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lineReportOf } from '../../../../src/lib/archive/lineReport.ts';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import { explainLines } from '../../../../src/lib/parse/lineExplanation.ts';
import { fixturePath, fixtureSource } from '../../fixtureSource.ts';

const files = (readdirSync(fileURLToPath(fixturePath('minutes')), { recursive: true }) as string[])
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.split('\\').join('/'))
  .sort();

describe('every line of every minutes fixture is accounted for', () => {
  it('finds the fixtures, the corpus included', () => {
    expect(files.filter((f) => f.startsWith('corpus/')).length).toBeGreaterThanOrEqual(20);
  });

  for (const name of files) {
    it(`minutes/${name}`, () => {
      const source = fixtureSource(`minutes/${name}`);
      const result = processDebate(source, 'm' as DebateSlug);
      if (!result.ok) {
        // A file that is not minutes at all is refused whole, with located errors.
        expect(result.diagnostics.every((d) => d.line !== undefined)).toBe(true);
        return;
      }
      const report = lineReportOf(result.value.document)!;
      expect(report.account.missed).toEqual([]);
      const nonBlank = source.text.replace(/\r\n?/g, '\n').split('\n').flatMap((t, i) => (t.trim() === '' ? [] : [i + 1]));
      const explained = explainLines(source.text, report, result.value.graph);
      expect(explained.map((l) => l.line)).toEqual(nonBlank);
      for (const line of explained) expect(line.entries.length, `line ${line.line}`).toBeGreaterThan(0);
      for (const entry of report.notInterpreted) expect(entry.reason.trim().length, `line ${entry.line}`).toBeGreaterThan(0);
    });
  }
});

describe('what a line became', () => {
  const source = fixtureSource('minutes/2026-09-02-1700-en-escalated.md');
  const record = processDebate(source, 'm' as DebateSlug);
  if (!record.ok) throw new Error('fixture');
  const explained = explainLines(source.text, lineReportOf(record.value.document)!, record.value.graph);
  const at = (line: number) => explained.find((l) => l.line === line)!.entries.map((e) => `${e.role}${e.reading ? ` (${e.reading})` : ''}: ${e.what}`);

  it('an opinion: its node, its author, its stance with the reading and the clause', () => {
    expect(at(29)).toEqual([
      'node: claim opinion-ravi: C is enough for the first quarter, though it will be hard past 100 exceptions.',
      'relation (stated): supports p-ravi → opinion-ravi',
      'relation (read): supports opinion-ravi → option-c — "C is enough for the first quarter,"',
      'field: opinion of Ravi',
    ]);
  });

  it('a risk table row repeating R5, and a heading, and the frontmatter', () => {
    expect(at(51)).toEqual(['field: the same risk as line 35']);
    expect(at(52)).toContain('relation (stated): opposes risk-3 → option-a — "Suppressions spread without owners."');
    expect(at(47)).toEqual(['field: heading: risks']);
    expect(at(5)).toEqual(['field: frontmatter']);
  });

  it('the outcome line that was not recognised is not interpreted, with the reason', () => {
    const quiet = fixtureSource('minutes/2026-09-03-0900-ko-not-recognised.md');
    const read = processDebate(quiet, 'm' as DebateSlug);
    if (!read.ok) throw new Error('fixture');
    const lines = explainLines(quiet.text, lineReportOf(read.value.document)!, read.value.graph);
    expect(lines.find((l) => l.line === 24)?.entries).toEqual([{ role: 'not-interpreted', what: 'outcome not recognised: no decision, hold or escalation marker' }]);
  });
});
