// Reading content/aliases.json: every problem located, at the key a misspelling names.
import type { Parsed } from '../core/result.ts';
import { parseJsonDocument } from '../parse/jsonDocument.ts';
import type { SourceText } from '../parse/source.ts';
import { aliasFileSchema } from '../schemas/aliasFile.ts';
import { zodIssuesToDiagnostics } from '../schemas/zodDiagnostics.ts';
import type { AliasFile } from './types.ts';
import { sortProblems } from './problems.ts';

export function parseAliasFile(source: SourceText): Parsed<AliasFile> {
  const json = parseJsonDocument(source);
  if (!json.ok) return json;
  const doc = json.value;
  const result = aliasFileSchema.safeParse(doc.value, { reportInput: true });
  if (!result.success) {
    return { ok: false, diagnostics: sortProblems(zodIssuesToDiagnostics(result.error.issues, doc, { expectedKeys: '"groups"' })) };
  }
  const positions = result.data.groups.map((group, g) => group.map((_, m) => doc.locate(['groups', g, m])));
  return { ok: true, value: { file: source.file, groups: result.data.groups, positions }, diagnostics: [] };
}
