// Linear-cost benchmark (issue 30). Run: npm run bench:linear [-- scale [name filter]] (default 1, every case).
// Generates large and degenerate logs in every format (roundtable-kg JSON, intermediate
// graph, transcript, minutes, AIF, xAIF, notes, the aliases file, YAML frontmatter) at two
// sizes, n and 2n: long runs of one markup character, deep lists, many tags, huge fan-in
// and fan-out, long names, one huge line. Each runs through what the archive does with it
// (processDebate: parse → validate → extract → lint, then the one-line outcome and the
// Markdown of its prose; a note's tag scan; the aliases file's reading) and the script
// reports the ratio of times and of retained memory. Linear work doubles; the script fails when a ratio is clearly
// superlinear (over 3). Generators are seeded, so every run measures the same inputs.
// A benchmark, not a test: times depend on the machine, ratios much less.
import { readFileSync } from 'node:fs';
import { processDebate } from '../src/lib/archive/processDebate.ts';
import { minOf } from '../src/lib/core/arrays.ts';
import type { DebateSlug } from '../src/lib/core/ids.ts';
import { debateOutcome } from '../src/lib/render/debateOutcome.ts';
import { parseAliasFile } from '../src/lib/merge/aliasFile.ts';
import { scanNoteTags } from '../src/lib/notes/noteReferences.ts';
import { renderMarkdown } from '../src/lib/render/renderMarkdown.ts';
import { buildConceptIndex } from '../src/lib/render/conceptCards.ts';

const SCALE = Number(process.argv[2] ?? 1);
const ONLY = process.argv[3];
const RUNS = 3;
const LIMIT = 3;
/** Below this many milliseconds of CPU at 2n, timer noise decides the ratio: not judged. */
const NOISE_MS = 50;

/**
 * `read`: what is done with the text when it is not a debate file (a note's tag scan, the
 * aliases file); true when it was read. Refused debates are measured too: a refusal must
 * be linear as well.
 */
interface Case { name: string; file: string; n: number; make: (n: number) => string; read?: (text: string) => boolean; sidecar?: (n: number) => string }

const readNote = (text: string): boolean => scanNoteTags(text).length >= 0;
/** A debate's cards named (conceptNames.ts), as the page, concepts.md and the vault name them. */
const cardNames = (text: string): boolean => {
  const result = processDebate({ file: 'g.json', text }, 'bench' as DebateSlug);
  return result.ok && buildConceptIndex(result.value.graph).cards.length > 0;
};
const readAliases = (text: string): boolean => parseAliasFile({ file: 'aliases.json', text }).ok;

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

/** A log of n claims, each supported by p1 and every other one opposed by p2 (probe 25, K13). */
function supportedByOne(n: number): string {
  const persona = (id: string) => ({ id, name: `Persona ${id}`, position: 'a', argument: 'b' });
  const claims = Array.from({ length: n }, (_, i) => ({ id: `c${i}`, text: `claim number ${i}` }));
  const relations = [...claims.map((c) => ({ source: 'p1', target: c.id, type: 'supports' })), ...claims.filter((_, i) => i % 2 === 0).map((c) => ({ source: 'p2', target: c.id, type: 'opposes' }))];
  return JSON.stringify({ topic: 'Generated', personas: [persona('p1'), persona('p2')], claims, relations });
}
/** n claims of one text whose ids differ only in characters a card's name drops (`x|`, `x#[`, …): one name each, numbered (probe 25, K20). */
function foldedNames(n: number): string {
  const id = (i: number) => `x${[...i.toString(5)].map((d) => '|#^[]'[Number(d)]).join('')}`;
  const claims = Array.from({ length: n }, (_, i) => ({ id: id(i), text: 'the same text' }));
  return JSON.stringify({ topic: 'Generated', personas: [{ id: 'p1', name: 'P', position: 'a', argument: 'b' }], claims, relations: claims.map((c) => ({ source: 'p1', target: c.id, type: 'supports' })) });
}
/** Its corrections: p1 against every other claim, and a quarter of the claims not claims. */
const stanceSidecar = (n: number): string => JSON.stringify({
  stances: Array.from({ length: n >> 1 }, (_, i) => ({ persona: 'p1', target: `c${2 * i + 1}`, stance: 'against' })),
  not_claims: Array.from({ length: n >> 2 }, (_, i) => ({ node: `c${4 * i}` })),
});

function intermediate(n: number): string {
  const rand = random(n + 1);
  const nodes = Array.from({ length: n }, (_, i) => ({ id: `n${i}`, type: i % 10 === 0 ? 'persona' : 'claim', label: `${words(rand, 5)} ${i}` }));
  const edges = Array.from({ length: 2 * n }, () => ({ source: `n${Math.floor(rand() * n)}`, target: `n${Math.floor(rand() * n)}`, type: 'supports' }));
  return JSON.stringify({ topic: 'Generated', meta: { tags: [] }, nodes, edges });
}

function aif(n: number, fanIn = false, fanOut = false): string {
  const nodes: Array<{ nodeID: number; text: string; type: string }> = [];
  const edges: Array<{ edgeID: number; fromID: number; toID: number }> = [];
  const rand = random(n + 2);
  for (let i = 0; i < n; i++) nodes.push({ nodeID: i, text: `${words(rand, 6)} ${i}`, type: 'I' });
  if (fanOut) {
    // One premise and n conclusions of one inference.
    nodes.push({ nodeID: n, text: 'Default Inference', type: 'RA' });
    edges.push({ edgeID: 0, fromID: 0, toID: n });
    for (let i = 1; i < n; i++) edges.push({ edgeID: edges.length, fromID: n, toID: i });
  } else if (fanIn) {
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

/** The AIF map as xAIF: the same nodes under "AIF", a dialogue text of n spans. */
function xaif(n: number): string {
  const map = JSON.parse(aif(n)) as { nodes: unknown[]; edges: unknown[] };
  const text = Array.from({ length: n }, (_, i) => `<span id="node${i}">words ${i}</span>`).join(' ');
  return JSON.stringify({ AIF: { ...map, locutions: [], participants: [] }, text });
}

/** A roundtable-kg log whose personas have names of n characters (past the name budget: refused). */
const longNames = (n: number) => JSON.stringify({ topic: 'T', personas: [{ id: 'p1', name: 'a'.repeat(n), position: 'x', argument: 'y' }, { id: 'p2', name: `${'a'.repeat(n - 1)}b`, position: 'x', argument: 'y' }], claims: [{ id: 'c1', text: 'x' }], relations: [] });
/** A roundtable-kg log with n tags (past the tag budget: refused). */
const manyTags = (n: number) => JSON.stringify({ topic: 'T', meta: { tags: Array.from({ length: n }, (_, i) => `tag-${i}`) }, personas: [], claims: [{ id: 'c1', text: 'x' }], relations: [] });
/** The aliases file with n groups of three references. */
const aliases = (n: number) => JSON.stringify({ groups: Array.from({ length: n }, (_, i) => [`2026/a:c${i}`, `2026/b:c${i}`, `2025/c:p${i}`]) });
/** A list of n items nested up to 200 levels deep (two more spaces a level), again and again. */
const deepList = (n: number, who = '') => Array.from({ length: n }, (_, i) => `${'  '.repeat(i % 200)}- ${who}level ${i}\n`).join('');

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
  ...['<Claim ', '<Claim "', '<Persona a={ ', '<', '{', '`'].map((unit): Case => ({ name: `note: a line of ${JSON.stringify(unit)}`, file: 'n.mdx', n: 25_000, make: (n) => hostileLine(unit, n), read: readNote })),
  { name: 'minutes: n messages of speakers named like a section', file: 'm.md', n: 5_000, make: (n) => `${minutes}\n${Array.from({ length: n }, (_, i) => `**red-team**\nRisk ${i}.\n**member ${i}**\nMessage ${i}.\n`).join('')}` },
  { name: 'minutes: frontmatter of n keys', file: 'm.md', n: 2_500, make: (n) => minutes.replace('participants:', `${Array.from({ length: n }, (_, i) => `k${i}: v${i}`).join('\n')}\nparticipants:`) },
  { name: 'minutes: frontmatter list of n items', file: 'm.md', n: 2_500, make: (n) => minutes.replace('participants:', `topics:\n${Array.from({ length: n }, (_, i) => `  - item ${i}`).join('\n')}\nparticipants:`) },
  { name: 'minutes: frontmatter scalar of n words', file: 'm.md', n: 25_000, make: (n) => minutes.replace('participants:', `note: ${'word '.repeat(n)}\nparticipants:`) },
  { name: 'minutes: frontmatter of n anchors and aliases', file: 'm.md', n: 1_000, make: (n) => minutes.replace('participants:', `${Array.from({ length: n }, (_, i) => `a${i}: &x${i} [v${i}]\nb${i}: *x${i}`).join('\n')}\nparticipants:`) },
  ...['`', '|', '<'].map((unit): Case => ({ name: `minutes: a line of "${unit}"`, file: 'm.md', n: 25_000, make: (n) => minutes.replace('Agenda fixed.', hostileLine(unit, n)) })),
  ...['`', '|', '<'].map((unit): Case => ({ name: `transcript: a line of "${unit}"`, file: 't.md', n: 25_000, make: (n) => transcript.replace('An objection and the answer.', hostileLine(unit, n)) })),
  { name: 'transcript: one paragraph line of n words', file: 't.md', n: 50_000, make: (n) => transcript.replace('An objection and the answer.', 'word '.repeat(n)) },
  { name: 'transcript: a list n items long, nested 200 deep', file: 't.md', n: 4_000, make: (n) => transcript.replace('- Reason one for A.\n', deepList(n)) },
  { name: 'minutes: an opinion list n items long, nested 200 deep', file: 'm.md', n: 4_000, make: (n) => minutes.replace('- **skeptic**: I prefer B because a usage slider is clearer.', deepList(n, '**skeptic**: ')) },
  { name: 'AIF: one inference, n conclusions', file: 'a.json', n: 5_000, make: (n) => aif(n, false, true) },
  { name: 'xAIF: chains of inferences and n spans', file: 'x.json', n: 5_000, make: xaif },
  { name: 'roundtable-kg: n tags (refused past 200)', file: 'g.json', n: 20_000, make: manyTags },
  { name: 'roundtable-kg: persona names of n characters (refused)', file: 'g.json', n: 100_000, make: longNames },
  { name: 'aliases file: n groups', file: 'aliases.json', n: 20_000, make: aliases, read: readAliases },
  { name: 'roundtable-kg: n claims, corrected stances on half of them', file: 'g.json', n: 5_000, make: supportedByOne, sidecar: stanceSidecar },
  { name: 'roundtable-kg: n claims named alike, their cards named', file: 'g.json', n: 3_000, make: foldedNames, read: (text) => cardNames(text) },
  // Options × lines (probe 30 K26, K29, K32): n options and n opinions or risks; refused past 100 options, linear either way.
  { name: 'minutes: n numbered options and n opinions', file: 'm.md', n: 2_000, make: (n) => optionsAndLines(n, (i) => `- Option ${i}: layout number ${i}`, (i) => `- **skeptic${i}**: layout ${i} is too long.`) },
  { name: 'minutes: n options named by words and n opinions', file: 'm.md', n: 2_000, make: (n) => optionsAndLines(n, (i) => `- **Layout${i}** — a layout`, (i) => `- **skeptic${i}**: none of them.`) },
  { name: 'minutes: 100 options and n opinions naming them', file: 'm.md', n: 5_000, make: (n) => optionsAndLines(100, (i) => `- Option ${i}: layout number ${i} with a long title`, (i) => `- **p${i}**: I support Option ${(i % 100) + 1}, not layout number ${((i * 7) % 100) + 1} with a long title.`, n) },
];

/** Minutes with `count` options in R1 (after "Options on the table:") and `lines` opinions in R2. */
function optionsAndLines(count: number, option: (i: number) => string, opinion: (i: number) => string, lines = count): string {
  const list = Array.from({ length: count }, (_, i) => option(i + 1)).join('\n');
  const opinions = Array.from({ length: lines }, (_, i) => opinion(i + 1)).join('\n');
  return `---\ntype: meeting\nagent: roundtable\n---\n\n## R1 Problem\n\nOptions on the table:\n\n${list}\n\n## R2 Independent opinions\n\n${opinions}\n\n## R7 Decision\n\nDecision: Option 3.\n`;
}

const gc = (globalThis as { gc?: () => void }).gc;

/** The fastest of RUNS times, and the most heap a run grew (from a collected heap, with --expose-gc). */
function measure(c: Case, text: string, sidecar?: string): { ms: number; bytes: number; ok: boolean } {
  const times: number[] = [];
  let bytes = 0;
  let ok = false;
  for (let run = 0; run < RUNS; run++) {
    gc?.();
    const before = process.memoryUsage().heapUsed;
    const start = process.cpuUsage();
    ok = c.read ? c.read(text) : readDebate(c.file, text, sidecar);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
    // The heap grown since the collection before the run: what the run kept plus what it
    // allocated and no collection has freed yet (a linear run's grows about linearly).
    bytes = Math.max(bytes, process.memoryUsage().heapUsed - before);
  }
  // CPU time (user + system), not the clock: on a shared machine the clock measures the
  // load. The fastest run: the others add collections and cache misses of the neighbours.
  return { ms: minOf(times), bytes, ok };
}

/** What the archive does with a debate file; true when it was read (false: refused). */
function readDebate(file: string, text: string, sidecar?: string): boolean {
  const corrections = sidecar === undefined ? undefined : { file: file.replace(/\.json$/u, '.corrections.json'), text: sidecar };
  const result = processDebate({ file, text }, 'bench' as DebateSlug, undefined, corrections);
  if (!result.ok) return false;
  const outcome = debateOutcome(result.value.document, result.value.graph);
  return (renderMarkdown(outcome.line) + renderMarkdown(result.value.graph.nodes.find((node) => node.type === 'synthesis')?.text ?? '')).length > 0;
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const rows: string[] = [];
let failed = 0;
console.log(`linear-cost benchmark, scale ${SCALE}, CPU time (user + system) of the fastest of ${RUNS} runs${gc ? '' : ' (run with --expose-gc for memory)'}`);
for (const c of CASES.filter((c) => ONLY === undefined || c.name.includes(ONLY))) {
  const n = Math.max(1, Math.round(c.n * SCALE));
  measure(c, c.make(Math.max(1, n >> 3)), c.sidecar?.(Math.max(1, n >> 3))); // warm-up
  const small = c.make(n), large = c.make(2 * n);
  const a = measure(c, small, c.sidecar?.(n)), b = measure(c, large, c.sidecar?.(2 * n));
  const timeRatio = b.ms / Math.max(a.ms, 0.001);
  const memoryRatio = a.bytes > 4 * 1048576 ? b.bytes / a.bytes : NaN; // under 4 MB: noise
  const judged = b.ms >= NOISE_MS;
  const bad = (judged && timeRatio > LIMIT) || memoryRatio > LIMIT;
  if (bad) failed++;
  const row = `| ${c.name} | ${n.toLocaleString('en-US')} | ${(small.length / 1048576).toFixed(2)} MB | ${a.ms.toFixed(0)} ms → ${b.ms.toFixed(0)} ms | ${judged ? timeRatio.toFixed(2) : `(${timeRatio.toFixed(2)}, under ${NOISE_MS} ms)`} | ${Number.isNaN(memoryRatio) ? `${mb(a.bytes)} → ${mb(b.bytes)}` : memoryRatio.toFixed(2)} | ${a.ok ? 'read' : 'refused'} | ${bad ? 'SUPERLINEAR' : 'ok'} |`;
  rows.push(row);
  console.log(row);
}
console.log(`\n| case | n | input at n | CPU time n → 2n | time ratio | memory ratio | result | verdict |`);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
if (failed > 0) {
  console.error(`\n${failed} case${failed === 1 ? '' : 's'} grew clearly faster than the input (ratio over ${LIMIT} for 2× input)`);
  process.exitCode = 1;
}
