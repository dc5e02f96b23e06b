// Where a Markdown file's frontmatter starts and ends, and the forms refused there: only
// YAML between a `---` first line and the next `---` (or YAML's `...`) line is read. A
// `+++` first line (TOML, as Hugo and Astro write it) would otherwise be read as no
// frontmatter at all, its keys silently lost and a note's problem told as a missing
// `title`; it is refused at its line (docs/decisions/frontmatter-forms.md).
import type { Diagnostic } from '../core/diagnostics.ts';

export interface ClosingLine {
  /** Offsets of the closing line (its start, and past its line break). */
  start: number;
  end: number;
  /** 1-based line number in the file. */
  lineNumber: number;
  marker: '---' | '...';
}

export type Fence =
  | { kind: 'none' }
  | { kind: 'refused'; problem: Diagnostic }
  | { kind: 'unclosed'; problem: Diagnostic }
  | { kind: 'yaml'; firstBreak: number; close: ClosingLine };

/** The frontmatter's fences in `text` (BOM and CRLF already gone); `file` names it in a problem. */
export function findFence(text: string, file: string): Fence {
  const firstBreak = text.indexOf('\n');
  const firstLine = firstBreak === -1 ? text : text.slice(0, firstBreak);
  if (/^\+\+\+[ \t]*$/.test(firstLine)) {
    return { kind: 'refused', problem: { severity: 'error', code: 'frontmatter', file, line: 1, path: 'frontmatter', message:
      'frontmatter opened with "+++" (TOML) at line 1; only YAML between "---" lines is read: write it as "key: value" lines between two "---" lines' } };
  }
  if (!/^---[ \t]*$/.test(firstLine)) return { kind: 'none' };
  const close = findClosingLine(text, firstBreak);
  if (close === null) {
    // A lone `---` first line may be a Markdown rule: a log goes on without frontmatter; a
    // note, which needs its title there, is refused with this said (notes/noteFrontmatter.ts).
    return { kind: 'unclosed', problem: { severity: 'warning', code: 'frontmatter', file, line: 1, message: 'the file starts with "---" but no closing "---" line follows; read as Markdown without frontmatter' } };
  }
  return { kind: 'yaml', firstBreak, close };
}

/** The closing line, a `---` (or YAML's `...`) on its own: its offsets, 1-based number and marker. */
function findClosingLine(text: string, firstBreak: number): ClosingLine | null {
  let lineStart = firstBreak + 1;
  let lineNumber = 2;
  while (firstBreak !== -1 && lineStart <= text.length) {
    const nextBreak = text.indexOf('\n', lineStart);
    const lineEnd = nextBreak === -1 ? text.length : nextBreak;
    const marker = /^(---|\.\.\.)[ \t]*$/.exec(text.slice(lineStart, lineEnd))?.[1];
    if (marker === '---' || marker === '...') {
      return { start: lineStart, end: nextBreak === -1 ? text.length : nextBreak + 1, lineNumber, marker };
    }
    if (nextBreak === -1) break;
    lineStart = nextBreak + 1;
    lineNumber++;
  }
  return null;
}
