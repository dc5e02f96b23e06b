// `npm test` (or `npm run test:full` with --full) measured as a newcomer runs it: wall
// time, and the peak of the memory summed over every process it starts (vitest, its
// workers, the CLI processes and Astro builds the specs start, the shared Chromium),
// sampled from /proc once a second (scripts/bench/measure.ts). Prints the suite's output
// (each file with its time), then the figures.
import { measure } from './bench/measure.ts';

const full = process.argv.includes('--full');
const result = await measure('npm', ['run', full ? 'test:full' : 'test'], { cwd: process.cwd(), sampleMs: 1000 });
console.log(`${result.stdout}\n${result.stderr}`.trim());
console.log(`npm ${full ? 'run test:full' : 'test'}: exit ${result.status}, ${result.seconds.toFixed(1)} s wall, peak summed RSS ${(result.peakMB / 1024).toFixed(2)} GB`);
process.exitCode = result.status;
