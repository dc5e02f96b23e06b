// Deterministic synthetic roundtable-kg logs for benchmarks: realistic shape (domains,
// personas drawn from a shared pool so the atlas joins them, 24 claims with a steelman,
// contested claims, open questions, alias_of edges into earlier debates), seeded, so
// every run builds the same archive.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RoundtableLogInput } from '../src/lib/schemas/roundtableLog.ts';

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => ((state = (Math.imul(1664525, state) + 1013904223) >>> 0) / 4294967296);
}

const WORDS = 'market state labour cost risk trust value time scale care speed safety quality power data city school energy health privacy growth'.split(' ');
const NAMES = 'Ada Bruno Chiara Dmitri Eun-ji Farid Greta Hiro Ines Jonas Kwame Lena Mateo Noor Oskar Priya Quinn Rosa Sven Tomoko'.split(' ');

/** The slug `writeSyntheticArchive` gives debate `index`. */
export const syntheticSlug = (index: number): string => `${2020 + (index % 7)}/debate-${String(index).padStart(5, '0')}`;

export function syntheticLog(index: number, options: { claims?: number } = {}): RoundtableLogInput {
  const rand = random(index + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const sentence = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');
  const claimCount = options.claims ?? 24;
  // Names are distinct within a debate (two personas or domains of one debate with one
  // name are an error) and shared across debates (the atlas joins them).
  const distinct = (count: number, make: () => string): string[] => {
    const names = new Set<string>();
    while (names.size < count) names.add(make());
    return [...names];
  };
  const domains = distinct(2, () => `On ${sentence(2)}`).map((name, i) => ({ id: `d${i + 1}`, name }));
  const personas = distinct(4, () => `${pick(NAMES)} ${pick(NAMES)}`).map((name, i) => ({
    id: `p${i + 1}`, name, position: sentence(8), argument: sentence(14),
  }));
  const claims: RoundtableLogInput['claims'] = Array.from({ length: claimCount - 1 }, (_, i) => ({ id: `c${i + 1}`, text: sentence(12), domain: i % 2 ? 'd2' : 'd1' }));
  claims.push({ id: 'sm1', text: `(steelman) ${sentence(12)}`, steelman_of: 'c2', by: 'p1', domain: 'd1' });
  const relations: RoundtableLogInput['relations'] = [];
  for (let i = 1; i < claimCount; i++) {
    relations.push({ source: pick(personas).id, target: `c${i}`, type: 'supports', text: sentence(6) });
    if (rand() < 0.5) relations.push({ source: pick(personas).id, target: `c${i}`, type: 'opposes', text: sentence(6) });
    if (i > 1 && rand() < 0.3) relations.push({ source: `c${i}`, target: `c${i - 1}`, type: rand() < 0.5 ? 'opposes' : 'refines' });
  }
  relations.push({ source: 's1', target: 'c3', type: 'refines' }, { source: 'c4', target: 'c5', type: 'illustrates' });
  // Every fifth debate says its first claim is an earlier debate's.
  if (index > 0 && index % 5 === 0) relations.push({ source: 'c1', target: `${syntheticSlug(index - 5)}:c1`, type: 'alias_of' });
  return {
    topic: `Synthetic debate ${index}: ${sentence(6)}?`,
    meta: { created: `20${20 + (index % 7)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`, tags: [pick(WORDS), pick(WORDS)], lang: 'en' },
    domains, personas, claims, relations,
    synthesis: { id: 's1', text: sentence(20) },
    open_questions: [`${sentence(8)}?`, `${sentence(8)}?`],
  };
}

/** Writes debates 0..n-1 under `<dir>/<year>/debate-NNNNN.json`; returns the file paths. */
export function writeSyntheticArchive(dir: string, n: number): string[] {
  const files: string[] = [];
  for (let i = 0; i < n; i++) {
    const file = path.join(dir, `${syntheticSlug(i)}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(syntheticLog(i), null, 2));
    files.push(file);
  }
  return files;
}
