// `npm test` (or `npm run test:full` with --full) measured as a newcomer runs it: wall
// time, and the peak of the memory summed over every process it starts (vitest, its
// workers, the CLI processes and Astro builds the specs start, the shared Chromium),
// sampled from /proc once a second (scripts/bench/measure.ts), as PSS (each shared page
// divided among the processes sharing it: the figure to compare with a machine's memory)
// and as RSS (which counts Chromium's shared pages once per process, an overcount).
// Arguments after `--` go to vitest (a reporter, a file). Prints the suite's output (each
// file with its time), then the figures. CPU time: run it under
// `/usr/bin/time -f '%e s wall %U user %S sys'` (docs/benchmarks.md).
import { measure } from './bench/measure.ts';

const full = process.argv.includes('--full');
const dashes = process.argv.indexOf('--');
const passed = dashes < 0 ? [] : process.argv.slice(dashes + 1);
const script = full ? 'test:full' : 'test';
const result = await measure('npm', ['run', script, ...(passed.length > 0 ? ['--', ...passed] : [])], { cwd: process.cwd(), sampleMs: 1000 });
const gb = (mb: number) => `${(mb / 1024).toFixed(2)} GB`;
console.log(`${result.stdout}\n${result.stderr}`.trim());
console.log(`npm run ${script}: exit ${result.status}, ${result.seconds.toFixed(1)} s wall, peak summed PSS ${gb(result.peakPssMB)} (summed RSS ${gb(result.peakMB)})`);
process.exitCode = result.status;
