// Merge benchmark: N synthetic debates (seeded, so every run merges the same atlas) →
// time and heap of mergeDebates. Run: node scripts/bench-merge.ts [N ...] (default 1000 10000).
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { mergeDebates } from '../src/lib/merge/mergeDebates.ts';
import { syntheticDebates } from './support/syntheticGraphs.ts';

// A collection before each measurement keeps earlier runs' garbage out of the figures.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const RUNS = 5;
const sizes = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0);

mergeDebates(syntheticDebates({ debates: 200, seed: 2 })); // warm the JIT first
for (const n of sizes.length > 0 ? sizes : [1_000, 10_000]) {
  const inputs = syntheticDebates({ debates: n, seed: 1 });
  const times: number[] = [];
  let retained = 0, peak = 0;
  let result: ReturnType<typeof mergeDebates> | undefined;
  for (let run = 0; run < RUNS; run++) {
    result = undefined;
    gc();
    const before = process.memoryUsage().heapUsed;
    const start = performance.now();
    result = mergeDebates(inputs);
    times.push(performance.now() - start);
    peak = Math.max(peak, process.memoryUsage().heapUsed - before); // result + garbage not yet collected
    gc();
    retained = process.memoryUsage().heapUsed - before; // the result alone (it shares strings with the inputs)
  }
  const { stats } = result!.atlas;
  const { report } = result!;
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `N=${n}: in ${stats.inputNodes} nodes / ${stats.inputEdges} edges → out ${stats.nodes} nodes / ${stats.edges} edges; ` +
      `${report.merges.length} merges, ${report.suggestions.length} suggestions (${report.suggestionSearch.comparisons} comparisons${report.suggestionSearch.capped ? ', capped' : ''})`,
  );
  console.log(
    `  merge time: median ${sorted[RUNS >> 1]!.toFixed(0)} ms, best ${sorted[0]!.toFixed(0)} ms (${RUNS} runs); ` +
      `heap: result ${mb(retained)}, growth during a merge up to ${mb(peak)}, inputs+result ${mb(process.memoryUsage().heapUsed)}`,
  );
}
