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
