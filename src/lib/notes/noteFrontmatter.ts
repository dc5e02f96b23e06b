// A note's frontmatter against the one schema the build's content collection uses
// (schemas/noteFrontmatter.ts): every problem of the note at once, each at its key's line,
// through the one zod-issues-to-diagnostics converter; keys no note is read for, warned.
import type { Diagnostic } from '../core/diagnostics.ts';
import { splitFrontmatter, type Frontmatter } from '../parse/frontmatter.ts';
import type { SourceText } from '../parse/source.ts';
import { frontmatterObject, noteFrontmatterSchema, NOTE_FRONTMATTER_KEYS, unknownNoteKeys } from '../schemas/noteFrontmatter.ts';
import { zodIssuesToDiagnostics } from '../schemas/zodDiagnostics.ts';

const READ_KEYS = NOTE_FRONTMATTER_KEYS.join(', ');

/** The frontmatter's problems (errors) and its unread keys (warnings), located in `source`'s file. */
export function noteFrontmatterProblems(source: SourceText, frontmatter: Frontmatter): Diagnostic[] {
  // A `---` never closed is no frontmatter to a log (a Markdown rule); a note needs its title
  // there, so this is said instead of a missing title.
  if (frontmatter.unclosed === true) {
    return [{
      severity: 'error', code: 'frontmatter', file: source.file, line: 1, path: 'frontmatter',
      message: 'frontmatter opened with "---" at line 1 is never closed: no later line is "---"; end it with a "---" line',
    }];
  }
  if (frontmatter.data === null) {
    // A YAML directive (`%YAML 1.2`) before the "---" is where another tool would put one: said, not read as no title.
    const directive = /^\uFEFF?%/.test(source.text);
    return [{
      severity: 'error', code: 'frontmatter', file: source.file, line: 1, path: 'frontmatter',
      message: directive
        ? 'the note begins with a YAML directive ("%…"), which a note\'s frontmatter does not take: remove the line, so the file begins with "---", then "title: …", then "---"'
        : 'the note has no frontmatter: begin the file with a "---" line, then "title: …", then a "---" line',
    }];
  }
  const value = frontmatterObject(frontmatter.data);
  const parsed = noteFrontmatterSchema.safeParse(value, { reportInput: true });
  const doc = { source, value, locate: frontmatter.locate, leftOutKeys: [] };
  const problems = parsed.success ? [] : zodIssuesToDiagnostics(parsed.error.issues, doc);
  // YAML's document end closes the frontmatter here, never in the build: Astro reads a note's
  // frontmatter only up to a "---", so it would see no title and no refused key at all.
  const dots = frontmatter.documentEndLine;
  if (dots !== undefined) {
    problems.push({
      severity: 'error', code: 'frontmatter', file: source.file, line: dots, path: 'frontmatter',
      message: `frontmatter closed with "..." (YAML's document end) at line ${dots}; a note's frontmatter must end with a "---" line, the only closer the build reads`,
    });
  }
  for (const key of unknownNoteKeys(frontmatter.data)) {
    problems.push({
      severity: 'warning', code: 'unknown-key', file: source.file, path: key, ...frontmatter.locate([key]),
      message: `a note's frontmatter is read for ${READ_KEYS} only; this key is left out`,
    });
  }
  return problems;
}

/** The errors of a note's frontmatter alone, its YAML's included (`text` is the whole file), for a compile step that has only the text. */
export function noteFrontmatterErrors(file: string, text: string): Diagnostic[] {
  const source = { file, text };
  const split = splitFrontmatter(source);
  const problems = split.ok ? noteFrontmatterProblems(source, split.value) : split.diagnostics;
  return problems.filter((d) => d.severity === 'error');
}
