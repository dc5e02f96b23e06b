// Deterministic synthetic roundtable-kg logs for benchmarks: realistic shape (domains,
// personas, claims, steelmen, contested claims, open questions), seeded, so every run
// builds the same archive.
import type { RoundtableLogInput } from '../src/lib/schemas/roundtableLog.ts';

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => ((state = (Math.imul(1664525, state) + 1013904223) >>> 0) / 4294967296);
}

const WORDS = 'market state labour cost risk trust value time scale care speed safety quality power data city school energy health privacy growth'.split(' ');

export function syntheticLog(index: number): RoundtableLogInput {
  const rand = random(index + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const sentence = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');
  const domains = [{ id: 'd1', name: `On ${sentence(2)}` }, { id: 'd2', name: `On ${sentence(2)}` }];
  const personas = Array.from({ length: 4 }, (_, i) => ({
    id: `p${i + 1}`, name: `Persona ${pick(WORDS)} ${i + 1}`, position: sentence(8), argument: sentence(14),
  }));
  const claims: RoundtableLogInput['claims'] = Array.from({ length: 12 }, (_, i) => ({ id: `c${i + 1}`, text: sentence(12), domain: i % 2 ? 'd2' : 'd1' }));
  claims.push({ id: 'sm1', text: `(steelman) ${sentence(12)}`, steelman_of: 'c2', by: 'p1', domain: 'd1' });
  const relations: RoundtableLogInput['relations'] = [];
  for (let i = 1; i <= 12; i++) {
    relations.push({ source: pick(personas).id, target: `c${i}`, type: 'supports', text: sentence(6) });
    if (rand() < 0.5) relations.push({ source: pick(personas).id, target: `c${i}`, type: 'opposes', text: sentence(6) });
  }
  relations.push({ source: 's1', target: 'c3', type: 'refines' }, { source: 'c4', target: 'c5', type: 'illustrates' });
  return {
    topic: `Synthetic debate ${index}: ${sentence(6)}?`,
    meta: { created: `20${20 + (index % 7)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`, tags: [pick(WORDS), pick(WORDS)], lang: 'en' },
    domains, personas, claims, relations,
    synthesis: { id: 's1', text: sentence(20) },
    open_questions: [`${sentence(8)}?`, `${sentence(8)}?`],
  };
}
