// The one way a zod failure becomes diagnostics: each issue located at its JSON path
// (line and column from the document), a missing field said plainly, and a misspelt key
// located at the key itself rather than at the object around it.
import type { z } from 'zod';
import type { Diagnostic } from '../core/diagnostics.ts';
import { INVISIBLE_SOURCE, withoutInvisible } from '../core/invisibleCharacters.ts';
import { nameCharacterAt } from '../parse/controlCharacters.ts';
import { formatJsonPath, type JsonDocument, type JsonPath } from '../parse/jsonDocument.ts';

export function zodIssuesToDiagnostics(issues: readonly z.core.$ZodIssue[], doc: JsonDocument, options: { expectedKeys?: string } = {}): Diagnostic[] {
  const at = (path: JsonPath, message: string): Diagnostic => ({
    severity: 'error', code: 'schema', file: doc.source.file, path: formatJsonPath(path), message, ...doc.locate(path),
  });
  return issues.flatMap((issue): Diagnostic[] => {
    const path = issue.path.filter((s): s is string | number => typeof s !== 'symbol');
    // A value of one of a union's shapes that is wrong inside: say what is wrong in that shape
    // ("at most 3 domains"), not that the union as a whole did not match.
    const branch = issue.code === 'invalid_union' ? matchingBranch(issue.errors) : undefined;
    if (branch !== undefined) {
      return zodIssuesToDiagnostics(branch.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })), doc, options);
    }
    if (issue.code === 'unrecognized_keys') {
      const expected = options.expectedKeys ? `; expected ${options.expectedKeys}` : '';
      return issue.keys.map((key) => at([...path, key], `unknown key ${JSON.stringify(key)}${expected}`));
    }
    if (issue.code === 'invalid_type' && issue.input === undefined) return [lookAlikeKey(doc, path) ?? at(path, 'is required')];
    return [at(path, plainMessage(issue))];
  });
}

/** zod's own wording ("Invalid input: expected string, received number") said as the schemas' own messages are. */
function plainMessage(issue: z.core.$ZodIssue): string {
  if (!issue.message.startsWith('Invalid input')) return issue.message;
  const expected = expectedKinds(issue);
  return expected.length === 0 ? issue.message : `must be ${orList(expected.map(withArticle))}, not ${withArticle(kindOf(issue.input))}`;
}

/** The kinds of value an issue of a wrong type asks for (every branch's, for a union), or none when it is not about a type. */
function expectedKinds(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'invalid_type') return [issue.expected];
  if (issue.code !== 'invalid_union') return [];
  const kinds: string[] = [];
  for (const branch of issue.errors) {
    const top = branch.filter((inner) => inner.path.length === 0);
    if (top.length === 0) return [];
    for (const inner of top) {
      const inBranch = expectedKinds(inner);
      if (inBranch.length === 0) return [];
      for (const kind of inBranch) if (!kinds.includes(kind)) kinds.push(kind);
    }
  }
  return kinds;
}

/** What a JSON value is, in zod's names for what it expects. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const withArticle = (kind: string): string => (kind === 'null' ? 'null' : /^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`);
const orList = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

/**
 * A required key missing while its parent holds it with an invisible character in it
 * (`per\ufeffsonas`, probe 2026-12-09 LE-bom-key): said at that key, the character named.
 */
function lookAlikeKey(doc: JsonDocument, path: JsonPath): Diagnostic | undefined {
  const missing = path[path.length - 1];
  if (typeof missing !== 'string') return undefined;
  let parent: unknown = doc.value;
  for (const step of path.slice(0, -1)) parent = parent !== null && typeof parent === 'object' ? (parent as Record<string | number, unknown>)[step] : undefined;
  if (parent === null || typeof parent !== 'object' || Array.isArray(parent)) return undefined;
  const key = Object.keys(parent).find((k) => k !== missing && withoutInvisible(k) === missing);
  if (key === undefined) return undefined;
  const at = new RegExp(INVISIBLE_SOURCE, 'u').exec(key)?.index ?? 0;
  return {
    severity: 'error', code: 'schema', file: doc.source.file, path: formatJsonPath(path), ...doc.locate([...path.slice(0, -1), key]),
    message: `is required; the key ${JSON.stringify(key)} here is it with ${nameCharacterAt(key, at)} in it: remove that character`,
  };
}

/** The one branch of a union whose shape the value has (its problems lie deeper than its type), if exactly one. */
function matchingBranch(branches: ReadonlyArray<readonly z.core.$ZodIssue[]>): readonly z.core.$ZodIssue[] | undefined {
  const wrongType = (issues: readonly z.core.$ZodIssue[]): boolean =>
    issues.every((i) => i.path.length === 0 && (i.code === 'invalid_type' || (i.code === 'invalid_union' && i.errors.every(wrongType))));
  const candidates = branches.filter((b) => b.length > 0 && !wrongType(b));
  return candidates.length === 1 ? candidates[0] : undefined;
}
