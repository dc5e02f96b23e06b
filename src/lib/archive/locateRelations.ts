// The merge's problems about a relation a file wrote (an alias_of to a missing node, a
// related edge into a missing debate) name the file: the merge reads no file. Here they get
// the line, column and JSON path of that relation, found in the file again, so every
// problem is located (docs/decisions/every-problem-at-once.md). Only files with such a
// problem are read a second time, each once; a file that cannot be read again, or whose
// relation is no longer there, leaves its problems as they were.
import path from 'node:path';
import type { Diagnostic, Located } from '../core/diagnostics.ts';
import { formatJsonPath, readJsonDocument, type JsonDocument, type JsonPath } from '../parse/jsonDocument.ts';
import { decodeSource, type SourceText } from '../parse/source.ts';
import { sortProblems } from '../merge/problems.ts';
import type { MergeResult, RelationRef } from '../merge/types.ts';
import { readDebateBytes } from './listArchive.ts';

/** The merge with its relation problems located; `root`: what the file names are relative to. */
export async function locateRelationProblems(merged: MergeResult, root: string): Promise<MergeResult> {
  const { relationOf, ...rest } = merged;
  if (relationOf === undefined) return rest;
  const byFile = new Map<string, Array<[Diagnostic, RelationRef]>>();
  for (const entry of relationOf) {
    const list = byFile.get(entry[0].file);
    if (list === undefined) byFile.set(entry[0].file, [entry]);
    else list.push(entry);
  }
  const located = new Map<Diagnostic, Diagnostic>();
  for (const [file, problems] of byFile) {
    const bytes = await readDebateBytes(path.resolve(root, file));
    const decoded = bytes instanceof Uint8Array ? decodeSource(file, bytes) : undefined;
    if (!decoded?.ok) continue;
    const places = relationPlaces(decoded.source, problems.map(([, ref]) => ref));
    for (const [problem, ref] of problems) {
      const place = places.get(ref);
      if (place !== undefined) located.set(problem, { ...problem, ...place });
    }
  }
  const relocate = (list: readonly Diagnostic[]) => sortProblems(list.map((d) => located.get(d) ?? d));
  return { ...rest, report: { ...rest.report, problems: relocate(rest.report.problems) }, diagnostics: relocate(rest.diagnostics) };
}

/** The lists a JSON format writes its relations in: a roundtable-kg log's, an intermediate graph's. */
const RELATION_LISTS = ['relations', 'edges'] as const;

/** Where each relation is written (its end, when the problem is about one); linear in the file. */
export function relationPlaces(source: SourceText, wanted: readonly RelationRef[]): Map<RelationRef, Located> {
  const places = new Map<RelationRef, Located>();
  const { document } = readJsonDocument(source);
  const value = document?.value;
  if (document === undefined || typeof value !== 'object' || value === null || Array.isArray(value)) return places;
  const firstAt = new Map<string, JsonPath>();
  for (const list of RELATION_LISTS) {
    const items = (value as Record<string, unknown>)[list];
    if (!Array.isArray(items)) continue;
    items.forEach((item: unknown, i) => {
      if (typeof item !== 'object' || item === null) return;
      const { type, source: from, target } = item as Record<string, unknown>;
      const key = relationKey({ type: text(type), source: text(from), target: text(target) });
      if (!firstAt.has(key)) firstAt.set(key, [list, i]);
    });
  }
  for (const ref of wanted) {
    const at = firstAt.get(relationKey(ref));
    if (at !== undefined) places.set(ref, locatedAt(document, ref.end === undefined ? at : [...at, ref.end]));
  }
  return places;
}

/** A string as the schemas read an id (trimmed). */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const relationKey = (r: Pick<RelationRef, 'type' | 'source' | 'target'>): string => `${r.type}\u0000${r.source}\u0000${r.target}`;
const locatedAt = (document: JsonDocument, at: JsonPath): Located => ({ ...document.locate(at), path: formatJsonPath(at) });
