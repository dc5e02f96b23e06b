// Builds every fixture archive once before the site suites run; they read the results.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSite, projectRoot, testOutput, type SiteBuild } from './buildSite.ts';

export const FIXTURE_SITES = {
  /** The bundled sample archive, as `npm run build` makes it. */
  sample: {},
  /** The same content again, for the byte-for-byte comparison. */
  'sample-again': {},
  /** Script injections in every field of every format. */
  hostile: { content: 'tests/fixtures/sites/hostile/debates' },
  /** Good and bad logs side by side: the build must fail listing every problem. */
  broken: { content: 'tests/fixtures/sites/broken/debates' },
  /** The sample archive built for a sub-path (GitHub Pages' /<repo>/), crawled for 404s. */
  base: { base: '/repo/' },
  /** Four debates sharing personas, claims and questions, merged into the atlas. */
  atlas: { content: 'tests/fixtures/sites/atlas/debates' },
  /** MDX notes embedding claims, a graph and a persona of two debates. */
  notes: { content: 'tests/fixtures/sites/notes/debates' },
  /** A note whose references name a missing node, debate and persona: the build must fail. */
  'notes-broken': { content: 'tests/fixtures/sites/notes-broken/debates' },
  /** Argument analysis: an objection answered only in a later debate, persona flips, a transcript and minutes. */
  analysis: { content: 'tests/fixtures/sites/analysis/debates' },
} satisfies Record<string, { content?: string; base?: string }>;

export type FixtureSiteName = keyof typeof FIXTURE_SITES;

export const buildsManifest = () => testOutput('builds.json');

export default function buildFixtureSites(): void {
  const results: Record<string, SiteBuild> = {};
  for (const [name, options] of Object.entries(FIXTURE_SITES)) {
    const started = Date.now();
    results[name] = buildSite(name, options);
    console.log(`built fixture site ${name} (exit ${results[name].status}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  mkdirSync(path.join(projectRoot, 'test-results'), { recursive: true });
  writeFileSync(buildsManifest(), JSON.stringify(results, null, 2));
}
