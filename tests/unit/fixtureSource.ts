// Reads a fixture the way the pipeline reads content: bytes → decoded source.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { decodeSource, type SourceText } from '../../src/lib/parse/source.ts';
import { parseRoundtableLog } from '../../src/lib/formats/roundtable-kg/validate.ts';
import type { DebateLog } from '../../src/lib/schemas/roundtableLog.ts';

export const fixturePath = (name: string) => new URL(`../fixtures/${name}`, import.meta.url);

export function fixtureSource(name: string): SourceText {
  const decoded = decodeSource(name, readFileSync(fixturePath(name)));
  if (!decoded.ok) throw new Error(`fixture ${name} did not decode: ${decoded.diagnostic.message}`);
  return decoded.source;
}

export const textSource = (file: string, text: string): SourceText => ({ file, text });

/** A fixture under tests/fixtures/<folder>/, named in diagnostics by its repository path. */
export function fixtureIn(folder: string): (name: string) => SourceText {
  return (name) => {
    const path = `${folder}/${name}`;
    const decoded = decodeSource(`tests/fixtures/${path}`, readFileSync(fixturePath(path)));
    if (!decoded.ok) throw new Error(decoded.diagnostic.message);
    return decoded.source;
  };
}

/**
 * A log made by a format's mapping passes the checks of a hand-written debate_log.json:
 * unique ids, every relation endpoint exists, the schema accepts it.
 */
export function expectValidLog(log: DebateLog): void {
  const ids = [...log.domains.map((d) => d.id), ...log.personas.map((p) => p.id), ...log.claims.map((c) => c.id), ...(log.synthesis ? [log.synthesis.id] : [])];
  expect(new Set(ids).size).toBe(ids.length);
  for (const relation of log.relations) {
    expect(ids).toContain(relation.source);
    expect(ids).toContain(relation.target);
  }
  const { domains, open_questions, ...rest } = log;
  Object.assign(rest, { open_questions: open_questions.map((q) => (typeof q === 'string' ? q : q.text)) });
  const checked = parseRoundtableLog({ file: 'generated.json', text: JSON.stringify(domains.length > 0 ? { ...rest, domains } : rest) });
  expect(checked.diagnostics).toEqual([]);
  expect(checked.ok).toBe(true);
}
