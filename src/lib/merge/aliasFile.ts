// Reading content/aliases.json: every problem of the file in one run, each located at the
// key or reference it names. A bad reference is left out (null in its place) so the merge
// can still check every other one: one bad entry never hides the others.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { Parsed } from '../core/result.ts';
import { formatJsonPath, readJsonDocument, type JsonDocument } from '../parse/jsonDocument.ts';
import type { SourceText } from '../parse/source.ts';
import { aliasFileSchema } from '../schemas/aliasFile.ts';
import { zodIssuesToDiagnostics } from '../schemas/zodDiagnostics.ts';
import type { AliasFile } from './types.ts';
import { sortProblems } from './problems.ts';

export interface AliasFileReading {
  /**
   * The groups as far as they could be read (absent when the file is not JSON or has no
   * list of groups); a reference with a problem of its own is null, so the merge's checks
   * (missing debates and nodes, kind conflicts) run on the rest.
   */
  aliases?: AliasFile;
  /** Every problem of the file itself: characters, repeated keys, shape, reference syntax. */
  diagnostics: Diagnostic[];
}

/** The file, valid as a whole or not at all. */
export function parseAliasFile(source: SourceText): Parsed<AliasFile> {
  const { aliases, diagnostics } = readAliasFile(source);
  return aliases !== undefined && diagnostics.length === 0 ? { ok: true, value: aliases, diagnostics } : { ok: false, diagnostics };
}

export function readAliasFile(source: SourceText): AliasFileReading {
  const { document: doc, diagnostics: jsonProblems } = readJsonDocument(source);
  if (doc === undefined) return { diagnostics: jsonProblems };
  const result = aliasFileSchema.safeParse(doc.value, { reportInput: true });
  const schemaProblems = result.success ? [] : zodIssuesToDiagnostics(result.error.issues, doc, { expectedKeys: '"groups"' });
  const diagnostics = sortProblems([...jsonProblems, ...schemaProblems]);
  const aliases = readableGroups(doc, new Set(diagnostics.map((d) => d.path ?? '')));
  return { ...(aliases ? { aliases } : {}), diagnostics };
}

/** The groups with every reference that has a problem of its own (a path in `refused`) as null. */
function readableGroups(doc: JsonDocument, refused: ReadonlySet<string>): AliasFile | undefined {
  const value = doc.value;
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, 'groups')) return undefined;
  const raw = (value as { groups: unknown }).groups;
  if (!Array.isArray(raw)) return undefined;
  const groups = raw.map((group: unknown, g) =>
    Array.isArray(group) ? group.map((ref: unknown, m) => (typeof ref === 'string' && !refused.has(formatJsonPath(['groups', g, m])) ? ref : null)) : [],
  );
  const positions = groups.map((group, g) => group.map((_, m) => doc.locate(['groups', g, m])));
  return { file: doc.source.file, groups, positions };
}
