import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import fg from 'fast-glob';
import { defineConfig } from 'vitest/config';
import { FULL_SUITE } from './tests/support/suite.ts';

// `npm test` runs the quick suite: every unit spec, and the site specs a change is likely to
// break, over five fixture sites they share (the sample, the reading fixture, hostile and
// broken logs, the atlas; QUICK_FIXTURES in tests/support/buildFixtureSites.ts), the costly
// cases sampled (tests/support/suite.ts).
// `npm run test:full` (DEBATE_ATLAS_TESTS=full; CI runs it) runs every spec and every case:
// besides these, the suites with builds of their own (incremental, poisoned cache, the
// fault paths, the downloads made beside the pages, a huge debate, the list pages at 250
// and 1,000 debates, an archive of your own, Markdown, the sample built twice) and those of
// the other fixtures (analysis, notes, formats, the grown and atlas-first archives, the
// sub-path build's crawl and search). docs/decisions/quick-and-full-test-suites.md says
// why; docs/benchmarks.md has their times.
// Each file's CPU seconds, when DEBATE_ATLAS_TEST_CPU names a file to write them to.
const cpuRecord = 'tests/support/cpuRecord.ts';

const QUICK_SITE = [
  'tests/build/sampleSite.test.ts',
  'tests/build/badContent.test.ts',
  'tests/build/htmlValidity.test.ts',
  'tests/build/jsBudget.test.ts',
  'tests/build/interchange.test.ts',
  'tests/build/personaLinks.test.ts',
  'tests/browser/accessibility.test.ts',
  'tests/browser/atlasTitles.test.ts',
  'tests/browser/chromiumFallback.test.ts',
  'tests/browser/debateGraph.test.ts',
  'tests/browser/formatPages.test.ts',
  'tests/browser/graphReading.test.ts',
  'tests/browser/injection.test.ts',
  'tests/browser/presentation.test.ts',
  'tests/browser/search.test.ts',
  'tests/browser/standaloneGraph.test.ts',
];

// Unit files share their workers' module cache (isolate: false): a file no longer imports
// zod, the formats and the pipeline afresh, which was most of a unit file's CPU (the
// formats' and parsers' 23 files: 46.6 CPU s isolated, 18.9 s shared; docs/benchmarks.md).
// A file that changes what other files would see (a module mock, a stubbed variable or
// global, fake timers) runs isolated, found by what it calls, so a new one is too.
const UNIT = 'tests/unit/**/*.test.ts';
const CHANGES_SHARED_STATE = /\bvi\.(mock|doMock|unmock|hoisted|stubEnv|stubGlobal|useFakeTimers|setSystemTime)\b|process\.(env\b[^;=\n]*[^=!<>]=[^=]|chdir|umask)/;
const isolatedUnits = fg.sync(UNIT).filter((file) => CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    // The run's own temporary folder, which the run leaves empty or fails (tests/support/runTemp.ts).
    globalSetup: ['tests/support/runTemp.ts'],
    // Two unit files at a time even on two cores (vitest's default there is one): most of
    // a unit file's time is spent in processes it starts or files it waits for.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Each pipeline stage against small fixtures; fast, no build.
        // 120 s a test: many start the CLI as a process, which takes seconds on a loaded machine.
        test: { name: 'unit', include: [UNIT], exclude: isolatedUnits, isolate: false, setupFiles: [cpuRecord], testTimeout: 120_000 },
      },
      {
        // The unit files that mock a module or stub the environment, each in a fresh worker.
        test: { name: 'unit-isolated', include: isolatedUnits, setupFiles: [cpuRecord], testTimeout: 120_000 },
      },
      {
        // Real Astro builds of fixture archives, checked as files and in one shared Chromium.
        // One file at a time; vitest runs them after the unit files, while the fixtures they
        // read are built beside the unit files (tests/support/siteSetup.ts).
        test: {
          name: 'site',
          include: FULL_SUITE ? ['tests/build/**/*.test.ts', 'tests/browser/**/*.test.ts'] : QUICK_SITE,
          // The run's folder first (runTemp.ts says why), then the fixtures and the browser.
          globalSetup: ['tests/support/runTemp.ts', 'tests/support/siteSetup.ts'],
          setupFiles: [cpuRecord],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page's state is awaited (expect.poll) until it holds, up to 30 s, not vitest's
          // 1 s: on a loaded machine a script may take seconds to answer a click.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
