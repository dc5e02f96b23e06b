// Merge problems in one stable order, each reported once.
import { compareText, type Diagnostic } from '../core/diagnostics.ts';

export function sortProblems(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const sorted = [...diagnostics].sort(
    (a, b) =>
      compareText(a.file, b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      compareText(a.path ?? '', b.path ?? '') ||
      compareText(a.message, b.message) ||
      compareText(a.code, b.code) ||
      compareText(a.severity, b.severity),
  );
  return sorted.filter((d, i) => {
    const prev = sorted[i - 1];
    return prev === undefined || JSON.stringify(prev) !== JSON.stringify(d);
  });
}
