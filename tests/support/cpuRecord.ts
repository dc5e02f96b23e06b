// Where a run's CPU goes, file by file: with DEBATE_ATLAS_TEST_CPU=<file> set, each test
// file appends one JSON line to it when it ends: its wall seconds, the CPU seconds of the
// worker that ran it (its own and every process it started and waited for: CLI processes,
// site builds) and those the shared Chromium spent meanwhile (site files run one at a
// time, so that is the file's). A setup file of both projects (vitest.config.ts); without
// the variable it does nothing. docs/benchmarks.md has the figures.
import { appendFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';
import { descendantsCpuSeconds, selfCpuSeconds } from '../../scripts/support/processCpu.ts';

export const TEST_CPU_ENV = 'DEBATE_ATLAS_TEST_CPU';

const out = process.env[TEST_CPU_ENV];
// The shared browser is a child of vitest's main process, the worker's parent.
const chromium = () => descendantsCpuSeconds(process.ppid, /chrom|headless/i);

if (out) {
  const started = { wall: performance.now(), worker: selfCpuSeconds('all'), chromium: chromium() };
  afterAll(() => {
    const line = {
      file: expect.getState().testPath,
      wall: (performance.now() - started.wall) / 1000,
      worker: selfCpuSeconds('all') - started.worker,
      chromium: chromium() - started.chromium,
      // The worker's CPU before this file's setup: its start, when vitest gave it this file fresh.
      before: started.worker,
    };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}
