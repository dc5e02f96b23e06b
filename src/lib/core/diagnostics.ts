// A problem found in an input file, located as precisely as the stage that found it can.
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Short machine-readable kind, e.g. `json-syntax`, `missing-reference`. */
  code: string;
  /** The file as the user named it (relative to the working directory where possible). */
  file: string;
  /** 1-based line and column, when known. */
  line?: number;
  column?: number;
  /** Where in the document: a JSON path such as `relations[3].target`, or a section name. */
  path?: string;
  message: string;
}

export type Located = Pick<Diagnostic, 'line' | 'column' | 'path'>;

export const hasErrors = (diagnostics: readonly Diagnostic[]): boolean =>
  diagnostics.some((d) => d.severity === 'error');

/** `file:line:col: error [code] path: message`, the shape editors and CI logs link. */
export function formatDiagnostic(d: Diagnostic): string {
  const position = d.line === undefined ? '' : `:${d.line}${d.column === undefined ? '' : `:${d.column}`}`;
  const where = d.path ? `${d.path}: ` : '';
  return `${d.file}${position}: ${d.severity} [${d.code}] ${where}${d.message}`;
}

/** Sorted by file, then position, so reports are stable and read top to bottom; each problem once. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const sorted = [...diagnostics].sort(
    (a, b) =>
      compareText(a.file, b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      compareText(a.path ?? '', b.path ?? '') ||
      compareText(a.message, b.message) ||
      compareText(a.code, b.code),
  );
  // Each problem once: two escapes in one field are one control-character problem (probe 74 row 174).
  return sorted.filter((d, i) => i === 0 || !sameDiagnostic(d, sorted[i - 1]!));
}

const sameDiagnostic = (a: Diagnostic, b: Diagnostic): boolean =>
  a.file === b.file && a.line === b.line && a.column === b.column && a.path === b.path && a.message === b.message && a.code === b.code && a.severity === b.severity;

/** UTF-16 code-unit order: unlike localeCompare it is the same on every machine. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Per file, the text and GitHub reporters and the build's log list this many problems and count the rest. */
export const MAX_LISTED_PER_FILE = 100;

/** Across the whole archive, the text and GitHub reporters and the build's log list this many `ignored-file` warnings. */
export const MAX_LISTED_IGNORED = 20;
/** Per-file notices that say nothing about a debate: one line per file would drown the real problems of a big archive. */
const SUMMARISED_ACROSS_FILES: ReadonlyMap<string, string> = new Map([['ignored-file', 'ignored files']]);

/**
 * The problems to print: the first MAX_LISTED_PER_FILE of each file (the list is sorted by
 * file), then for a file with more, one line saying how many more ("… and 199,900 more"),
 * with `whereAll` saying where the whole list is. Of the notices about ignored files, the
 * first MAX_LISTED_IGNORED are listed and one line at the end counts the rest by folder.
 * The summary counts every problem.
 */
export function listedProblems(problems: readonly Diagnostic[], whereAll: string): Diagnostic[] {
  const listed: Diagnostic[] = [];
  const unlisted = new Map<string, Diagnostic[]>();
  const isUnlisted = (d: Diagnostic, seen: number): boolean => {
    if (!SUMMARISED_ACROSS_FILES.has(d.code) || seen < MAX_LISTED_IGNORED) return false;
    const same = unlisted.get(d.code);
    if (same === undefined) unlisted.set(d.code, [d]);
    else same.push(d);
    return true;
  };
  const seenOf = new Map<string, number>();
  let index = 0;
  while (index < problems.length) {
    const file = problems[index]!.file;
    let end = index;
    while (end < problems.length && problems[end]!.file === file) end++;
    for (let k = index; k < Math.min(end, index + MAX_LISTED_PER_FILE); k++) {
      const d = problems[k]!;
      const seen = seenOf.get(d.code) ?? 0;
      seenOf.set(d.code, seen + 1);
      if (!isUnlisted(d, seen)) listed.push(d);
    }
    const more = end - index - MAX_LISTED_PER_FILE;
    if (more > 0) {
      let errors = 0;
      for (let k = index + MAX_LISTED_PER_FILE; k < end; k++) if (problems[k]!.severity === 'error') errors++;
      listed.push({
        severity: errors > 0 ? 'error' : 'warning', code: 'more', file,
        message: `… and ${more.toLocaleString('en-US')} more problems in this file (${errors.toLocaleString('en-US')} errors), not listed: the first ${MAX_LISTED_PER_FILE} of each file are (${whereAll})`,
      });
    }
    index = end;
  }
  for (const [code, rest] of unlisted) listed.push(countedByFolder(code, rest, whereAll));
  return listed;
}

/** Folders named in the line counting unlisted notices, most first. */
const FOLDERS_NAMED = 5;

/** One line for the unlisted notices of one code: how many, in which folders (the most first), where the list is. */
function countedByFolder(code: string, rest: readonly Diagnostic[], whereAll: string): Diagnostic {
  const byFolder = new Map<string, number>();
  for (const d of rest) {
    const folder = d.file.slice(0, d.file.lastIndexOf('/') + 1) || './';
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  }
  const folders = [...byFolder].sort(([a, m], [b, n]) => n - m || compareText(a, b));
  const named = folders.slice(0, FOLDERS_NAMED).map(([folder, n]) => `${n.toLocaleString('en-US')} in ${folder}`);
  const others = folders.length - named.length;
  const where = named.join(', ') + (others > 0 ? `, and in ${others.toLocaleString('en-US')} other folder${others === 1 ? '' : 's'}` : '');
  return {
    severity: rest.some((d) => d.severity === 'error') ? 'error' : 'warning', code, file: folders[0]![0],
    message: `… and ${rest.length.toLocaleString('en-US')} more ${SUMMARISED_ACROSS_FILES.get(code) ?? 'problems'}, not listed (${where}): the first ${MAX_LISTED_IGNORED} are (${whereAll})`,
  };
}
