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

/** Sorted by file, then position, so reports are stable and read top to bottom. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      compareText(a.file, b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      compareText(a.path ?? '', b.path ?? '') ||
      compareText(a.message, b.message),
  );
}

/** UTF-16 code-unit order: unlike localeCompare it is the same on every machine. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Per file, the text and GitHub reporters and the build's log list this many problems and count the rest. */
export const MAX_LISTED_PER_FILE = 100;

/**
 * The problems to print: the first MAX_LISTED_PER_FILE of each file (the list is sorted by
 * file), then for a file with more, one line saying how many more ("… and 199,900 more"),
 * with `whereAll` saying where the whole list is. The summary counts every problem.
 */
export function listedProblems(problems: readonly Diagnostic[], whereAll: string): Diagnostic[] {
  const listed: Diagnostic[] = [];
  let index = 0;
  while (index < problems.length) {
    const file = problems[index]!.file;
    let end = index;
    while (end < problems.length && problems[end]!.file === file) end++;
    for (let k = index; k < Math.min(end, index + MAX_LISTED_PER_FILE); k++) listed.push(problems[k]!);
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
  return listed;
}
