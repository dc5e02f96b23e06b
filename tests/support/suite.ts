// Which suite is running: `npm test` (quick: everything a change is likely to break, the
// costly cases sampled) or `npm run test:full` (every case; CI runs it). vitest.config.ts
// reads the same variable to choose the files.
export const TESTS_ENV = 'DEBATE_ATLAS_TESTS';
export const FULL_SUITE = process.env[TESTS_ENV] === 'full';

/**
 * The full list in the full suite; else `count` items spread evenly over it, the first and
 * the last included, always the same ones (no randomness: a failure reproduces).
 */
export function sampled<T>(items: readonly T[], count: number): T[] {
  if (FULL_SUITE || items.length <= count) return [...items];
  if (count <= 1) return items.slice(0, count);
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

/** `full` repetitions in the full suite, `quick` in the quick one (races: each round is one more chance to lose). */
export const rounds = (full: number, quick: number): number => (FULL_SUITE ? full : quick);
