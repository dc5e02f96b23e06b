// The one way a zod failure becomes diagnostics: each issue located at its JSON path
// (line and column from the document), a missing field said plainly, and a misspelt key
// located at the key itself rather than at the object around it.
import type { z } from 'zod';
import type { Diagnostic } from '../core/diagnostics.ts';
import { formatJsonPath, type JsonDocument, type JsonPath } from '../parse/jsonDocument.ts';

export function zodIssuesToDiagnostics(issues: readonly z.core.$ZodIssue[], doc: JsonDocument, options: { expectedKeys?: string } = {}): Diagnostic[] {
  const at = (path: JsonPath, message: string): Diagnostic => ({
    severity: 'error', code: 'schema', file: doc.source.file, path: formatJsonPath(path), message, ...doc.locate(path),
  });
  return issues.flatMap((issue): Diagnostic[] => {
    const path = issue.path.filter((s): s is string | number => typeof s !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      const expected = options.expectedKeys ? `; expected ${options.expectedKeys}` : '';
      return issue.keys.map((key) => at([...path, key], `unknown key ${JSON.stringify(key)}${expected}`));
    }
    return [at(path, issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message)];
  });
}
