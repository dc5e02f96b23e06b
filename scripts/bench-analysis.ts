// Analysis benchmark (spec analysis §A). Run: node scripts/bench-analysis.ts [debates]
// (default 1,000). The synthetic logs of scripts/syntheticDebates.ts (which already have
// claim-to-claim chains and an alias every fifth debate) get six more random attacks
// between their claims (cycles too) and one alias_of to a claim of a random earlier
// debate, so the labelling has cycles and attacks that cross debates on the atlas.
// Times grounded labelling, cruxes and steelman coverage of the merged atlas (and the
// stance histories) on a fresh graph object each run (the stages cache per object);
// median of 5 runs after a warm-up. Figures go in docs/benchmarks.md.
import { performance } from 'node:perf_hooks';
import { steelmanCoverage } from '../src/lib/analysis/coverage.ts';
import { findCruxes } from '../src/lib/analysis/cruxes.ts';
import { groundedLabelling } from '../src/lib/analysis/status.ts';
import { stanceHistories } from '../src/lib/analysis/stanceHistory.ts';
import { processDebate } from '../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../src/lib/core/ids.ts';
import { mergeDebates, type MergeInput } from '../src/lib/merge/mergeDebates.ts';
import { syntheticLog, syntheticSlug } from './syntheticDebates.ts';

const N = Number(process.argv[2] ?? 1000);
const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => ((state = (Math.imul(1664525, state) + 1013904223) >>> 0) / 4294967296);
}

const inputs: MergeInput[] = [];
const dates: Array<{ slug: string; date?: string }> = [];
for (let i = 0; i < N; i++) {
  const log = syntheticLog(i);
  const relations = (log.relations ??= []);
  const rand = random(i + 7919);
  const claim = () => `c${1 + Math.floor(rand() * 12)}`;
  for (let k = 0; k < 6; k++) {
    const s = claim(), t = claim();
    if (s !== t) relations.push({ source: s, target: t, type: 'opposes' });
  }
  if (i > 0) relations.push({ source: claim(), target: `${syntheticSlug(Math.floor(rand() * i))}:${claim()}`, type: 'alias_of' });
  const slug = syntheticSlug(i) as DebateSlug;
  const r = processDebate({ file: `${slug}.json`, text: JSON.stringify(log) }, slug);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics.slice(0, 3)));
  inputs.push({ slug, file: `${slug}.json`, graph: r.value.graph });
  dates.push({ slug, ...(r.value.date !== undefined ? { date: r.value.date } : {}) });
}
const { atlas, diagnostics } = mergeDebates(inputs);
const errors = diagnostics.filter((d) => d.severity === 'error');
if (errors.length > 0) throw new Error(`merge: ${errors.length} errors, e.g. ${errors[0]!.message}`);
const fresh = () => ({ nodes: atlas.nodes, edges: atlas.edges });

function time(label: string, f: () => unknown): number {
  f();
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const start = performance.now();
    f();
    times.push(performance.now() - start);
  }
  const m = median(times);
  console.log(`${label}: ${m.toFixed(1)} ms (median of ${RUNS})`);
  return m;
}

const g = fresh();
const l = groundedLabelling(g);
console.log(`${N} debates → atlas of ${atlas.nodes.length} nodes, ${atlas.edges.length} edges; ${l.attacks.length} attacks`);
console.log(`labels: ${l.counts.IN} IN, ${l.counts.OUT} OUT, ${l.counts.UNDECIDED} UNDECIDED; ${l.unanswered.length} unanswered; ${findCruxes(g).length} cruxes; coverage ${steelmanCoverage(g).covered}/${steelmanCoverage(g).contested}`);
const a = time('labelling', () => groundedLabelling(fresh()));
const b = time('cruxes', () => findCruxes(fresh()));
const c = time('coverage', () => steelmanCoverage(fresh()));
const all = time('labelling + cruxes + coverage (one graph)', () => { const x = fresh(); groundedLabelling(x); findCruxes(x); steelmanCoverage(x); });
time('stance histories', () => stanceHistories(fresh(), dates));
console.log(`goal: labelling, cruxes and coverage under 1 s — ${all < 1000 ? 'met' : 'NOT met'} (${(a + b + c).toFixed(1)} ms run separately)`);
