// Linear-cost benchmark (issue 30). Run: npm run bench:linear [-- scale [name filter]] (default 1, every case).
// Generates large and degenerate logs in every format (roundtable-kg JSON, intermediate
// graph, transcript, minutes, AIF) at two sizes, n and 2n, runs each through what the
// archive does with a debate (processDebate: parse → validate → extract → lint, then the
// one-line outcome and the Markdown of its prose) and reports the ratio of times and of
// retained memory. Linear work doubles; the script fails when a ratio is clearly
// superlinear (over 3). Generators are seeded, so every run measures the same inputs.
// A benchmark, not a test: times depend on the machine, ratios much less.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { processDebate } from '../src/lib/archive/processDebate.ts';
import { minOf } from '../src/lib/core/arrays.ts';
import type { DebateSlug } from '../src/lib/core/ids.ts';
import { debateOutcome } from '../src/lib/render/debateOutcome.ts';
import { scanNoteTags } from '../src/lib/notes/noteReferences.ts';
import { renderMarkdown } from '../src/lib/render/renderMarkdown.ts';

const SCALE = Number(process.argv[2] ?? 1);
const ONLY = process.argv[3];
const RUNS = 3;
const LIMIT = 3;
/** Below this many milliseconds at 2n, timer noise decides the ratio: not judged. */
const NOISE_MS = 50;

/** `note`: the text is an MDX note, scanned for its component tags (no log is read). */
interface Case { name: string; file: string; n: number; make: (n: number) => string; note?: true }

const fixture = (name: string) => readFileSync(new URL(`../tests/fixtures/${name}`, import.meta.url), 'utf8');
const transcript = fixture('transcripts/asymmetric-final.md');
const minutes = fixture('minutes/2026-05-18-1231-en-hold.md');

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => ((state = (Math.imul(1664525, state) + 1013904223) >>> 0) / 4294967296);
}

/** Words from a small vocabulary, so text looks like text and names repeat as they do. */
function words(rand: () => number, count: number): string {
  const vocabulary = ['cars', 'policy', 'data', 'risk', 'cost', 'city', 'plan', 'trust', 'model', 'claim', 'vote', 'evidence'];
  return Array.from({ length: count }, () => vocabulary[Math.floor(rand() * vocabulary.length)]).join(' ');
}

function roundtable(n: number, synthesis?: string): string {
  const rand = random(n);
  const personas = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}`, name: `Persona ${i} ${words(rand, 2)}`, position: words(rand, 6), argument: words(rand, 10) }));
  const claims = Array.from({ length: n }, (_, i) => ({ id: `c${i}`, text: `${words(rand, 8)} ${i}` }));
  const relations = Array.from({ length: 2 * n }, (_, i) => ({ source: i % 3 === 0 ? `p${i % 8}` : `c${Math.floor(rand() * n)}`, target: `c${Math.floor(rand() * n)}`, type: rand() < 0.5 ? 'supports' : 'opposes' }));
  return JSON.stringify({ topic: 'Generated', meta: { tags: ['bench'] }, personas, claims, relations, ...(synthesis !== undefined ? { synthesis: { id: 's1', text: synthesis } } : {}) });
}

function intermediate(n: number): string {
  const rand = random(n + 1);
  const nodes = Array.from({ length: n }, (_, i) => ({ id: `n${i}`, type: i % 10 === 0 ? 'persona' : 'claim', label: `${words(rand, 5)} ${i}` }));
  const edges = Array.from({ length: 2 * n }, () => ({ source: `n${Math.floor(rand() * n)}`, target: `n${Math.floor(rand() * n)}`, type: 'supports' }));
  return JSON.stringify({ topic: 'Generated', meta: { tags: [] }, nodes, edges });
}

function aif(n: number, fanIn = false): string {
  const nodes: Array<{ nodeID: number; text: string; type: string }> = [];
  const edges: Array<{ edgeID: number; fromID: number; toID: number }> = [];
  const rand = random(n + 2);
  for (let i = 0; i < n; i++) nodes.push({ nodeID: i, text: `${words(rand, 6)} ${i}`, type: 'I' });
  if (fanIn) {
    // One inference with n premises and one conclusion.
    nodes.push({ nodeID: n, text: 'Default Inference', type: 'RA' });
    for (let i = 1; i < n; i++) edges.push({ edgeID: edges.length, fromID: i, toID: n });
    edges.push({ edgeID: edges.length, fromID: n, toID: 0 });
  } else {
    for (let i = 1; i < n; i++) {
      const scheme = n + i;
      nodes.push({ nodeID: scheme, text: 'Default Inference', type: i % 4 === 0 ? 'CA' : 'RA' });
      edges.push({ edgeID: edges.length, fromID: i, toID: scheme }, { edgeID: edges.length + 1, fromID: scheme, toID: Math.floor(rand() * i) });
    }
  }
  return JSON.stringify({ nodes, edges, locutions: [], participants: [] });
}

/** n personas, then n more whose names differ from theirs only in case, in reverse order: each is looked for in the text. */
function sameNames(n: number): string {
  const persona = (id: number, name: string) => ({ id: `p${id}`, name, position: 'a', argument: 'b' });
  const name = (i: number) => `Name ${String(i).padStart(7, '0')}`;
  const personas = [...Array.from({ length: n }, (_, i) => persona(i, name(i))), ...Array.from({ length: n }, (_, i) => persona(n + i, name(n - 1 - i).toUpperCase()))];
  return JSON.stringify({ topic: 'Generated', meta: { tags: [] }, personas, claims: [{ id: 'c1', text: 'x' }], relations: [] });
}

const itemList = (n: number) => Array.from({ length: n }, (_, i) => `- Reason ${i} for A, ${words(random(i), 6)}.\n`).join('');
const hostileLine = (unit: string, n: number) => unit.repeat(Math.ceil((n * 40) / unit.length));

const CASES: Case[] = [
  { name: 'roundtable-kg: claims and relations', file: 'g.json', n: 5_000, make: (n) => roundtable(n) },
  { name: 'roundtable-kg: synthesis of "[" repeated', file: 'g.json', n: 4_000, make: (n) => roundtable(10, hostileLine('[', n)) },
  { name: 'roundtable-kg: synthesis of "[a](" repeated', file: 'g.json', n: 4_000, make: (n) => roundtable(10, hostileLine('[a](', n)) },
  { name: 'intermediate graph: nodes and edges', file: 'g.json', n: 10_000, make: intermediate },
  { name: 'AIF: chains of inferences', file: 'a.json', n: 5_000, make: (n) => aif(n) },
  { name: 'AIF: one inference, n premises', file: 'a.json', n: 5_000, make: (n) => aif(n, true) },
  { name: 'transcript: a section of n items', file: 't.md', n: 10_000, make: (n) => transcript.replace('- Reason one for A.\n', itemList(n)) },
  ...['*', '[', '!'].map((unit): Case => ({ name: `transcript: a line of "${unit}"`, file: 't.md', n: 25_000, make: (n) => transcript.replace('An objection and the answer.', hostileLine(unit, n)) })),
  { name: 'minutes: n opinions', file: 'm.md', n: 5_000, make: (n) => minutes.replace('- **skeptic**: I prefer B because a usage slider is clearer.', Array.from({ length: n }, (_, i) => `- **member ${i}**: Option ${'AB'[i % 2]}, ${words(random(i), 6)}.`).join('\n')) },
  ...['*', '[', '!'].map((unit): Case => ({ name: `minutes: a line of "${unit}"`, file: 'm.md', n: 25_000, make: (n) => minutes.replace('Agenda fixed.', hostileLine(unit, n)) })),
  { name: 'roundtable-kg: n pairs of persona names alike, reversed', file: 'g.json', n: 2_000, make: sameNames },
  ...['<Claim ', '<Claim "', '<Persona a={ ', '<'].map((unit): Case => ({ name: `note: a line of ${JSON.stringify(unit)}`, file: 'n.mdx', n: 25_000, make: (n) => hostileLine(unit, n), note: true })),
  { name: 'minutes: frontmatter of n keys', file: 'm.md', n: 2_500, make: (n) => minutes.replace('participants:', `${Array.from({ length: n }, (_, i) => `k${i}: v${i}`).join('\n')}\nparticipants:`) },
];

const gc = (globalThis as { gc?: () => void }).gc;

/** The fastest of RUNS times, and the most heap a run grew (from a collected heap, with --expose-gc). */
function measure(file: string, text: string, note = false): { ms: number; bytes: number; ok: boolean } {
  const times: number[] = [];
  let bytes = 0;
  let ok = false;
  for (let run = 0; run < RUNS; run++) {
    gc?.();
    const before = process.memoryUsage().heapUsed;
    const start = performance.now();
    if (note) {
      scanNoteTags(text);
      times.push(performance.now() - start);
      ok = true;
      continue;
    }
    const result = processDebate({ file, text }, 'bench' as DebateSlug);
    let html = '';
    if (result.ok) {
      const outcome = debateOutcome(result.value.document, result.value.graph);
      html = renderMarkdown(outcome.line) + renderMarkdown(result.value.graph.nodes.find((node) => node.type === 'synthesis')?.text ?? '');
    }
    times.push(performance.now() - start);
    // The heap grown since the collection before the run: what the run kept plus what it
    // allocated and no collection has freed yet (a linear run's grows about linearly).
    bytes = Math.max(bytes, process.memoryUsage().heapUsed - before);
    ok = result.ok && html.length > 0;
    if (!ok) break;
  }
  // The fastest run: on a shared machine the others measure its load, not the code.
  return { ms: minOf(times), bytes, ok };
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const rows: string[] = [];
let failed = 0;
console.log(`linear-cost benchmark, scale ${SCALE}, fastest of ${RUNS} runs${gc ? '' : ' (run with --expose-gc for memory)'}`);
for (const c of CASES.filter((c) => ONLY === undefined || c.name.includes(ONLY))) {
  const n = Math.max(1, Math.round(c.n * SCALE));
  measure(c.file, c.make(Math.max(1, n >> 3)), c.note); // warm-up
  const small = c.make(n), large = c.make(2 * n);
  const a = measure(c.file, small, c.note), b = measure(c.file, large, c.note);
  const timeRatio = b.ms / Math.max(a.ms, 0.001);
  const memoryRatio = a.bytes > 4 * 1048576 ? b.bytes / a.bytes : NaN; // under 4 MB: noise
  const judged = b.ms >= NOISE_MS;
  const bad = (judged && timeRatio > LIMIT) || memoryRatio > LIMIT;
  if (bad) failed++;
  const row = `| ${c.name} | ${n.toLocaleString('en-US')} | ${(small.length / 1048576).toFixed(2)} MB | ${a.ms.toFixed(0)} ms → ${b.ms.toFixed(0)} ms | ${judged ? timeRatio.toFixed(2) : `(${timeRatio.toFixed(2)}, under ${NOISE_MS} ms)`} | ${Number.isNaN(memoryRatio) ? `${mb(a.bytes)} → ${mb(b.bytes)}` : memoryRatio.toFixed(2)} | ${a.ok ? 'read' : 'refused'} | ${bad ? 'SUPERLINEAR' : 'ok'} |`;
  rows.push(row);
  console.log(row);
}
console.log(`\n| case | n | input at n | time n → 2n | time ratio | memory ratio | result | verdict |`);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
if (failed > 0) {
  console.error(`\n${failed} case${failed === 1 ? '' : 's'} grew clearly faster than the input (ratio over ${LIMIT} for 2× input)`);
  process.exitCode = 1;
}
