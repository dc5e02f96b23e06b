import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Build and browser suites share dist folders and a Chromium; unit files stay parallel.
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 600_000,
    globalSetup: ['tests/global-setup.ts'],
  },
});
