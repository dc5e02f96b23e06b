import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Each pipeline stage against small fixtures; fast, no build.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        // Real Astro builds of fixture archives, checked as files and in Chromium.
        test: {
          name: 'site',
          include: ['tests/build/**/*.test.ts', 'tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/buildFixtureSites.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
