// Builds every fixture archive once before the site suites run; they read the results.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSite, projectRoot, testOutput, type BuildOptions, type SiteBuild } from './buildSite.ts';

/** A fixture build's options; `compose`: archive folders copied one over the other into its content. */
type FixtureOptions = Omit<BuildOptions, 'keepCache'> & { compose?: string[] };

export const FIXTURE_SITES = {
  /** The bundled sample archive, as `npm run build` makes it (the search index made after `astro build` ends). */
  sample: { npmBuild: true },
  /** The same content again with `astro build` alone (the index made inside it), for the byte-for-byte comparison. */
  'sample-again': {},
  /** Script injections in every field of every format. */
  hostile: { content: 'tests/fixtures/sites/hostile/debates' },
  /** Good and bad logs side by side: the build must fail listing every problem (with `npm run build`: its status passed on, no index made). */
  broken: { content: 'tests/fixtures/sites/broken/debates', npmBuild: true },
  /**
   * The reading fixture built for a sub-path (GitHub Pages' /<repo>/), crawled for 404s,
   * its search index in parts of four pages (as a site of thousands of debates has them).
   */
  base: { base: '/repo/', content: 'tests/fixtures/sites/reading/debates', env: { DEBATE_ATLAS_SEARCH_PAGES_PER_INDEX: '4' } },
  /**
   * Reading debates: a frozen copy of the sample archive (so suites that name its debates
   * survive a user's own content/) plus a debate with parallel and opposite edges, domain
   * members, a persona shared with another debate and a cross-debate reference.
   */
  reading: { content: 'tests/fixtures/sites/reading/debates' },
  /** Minutes and transcripts as other hands write them: not-interpreted text, titled options, an undated log. */
  formats: { content: 'tests/fixtures/sites/formats/debates' },
  /** Four debates sharing personas, claims and questions, merged into the atlas. */
  atlas: { content: 'tests/fixtures/sites/atlas/debates' },
  /** MDX notes embedding claims, a graph and a persona of two debates. */
  notes: { content: 'tests/fixtures/sites/notes/debates' },
  /** A note whose references name a missing node, debate and persona: the build must fail. */
  'notes-broken': { content: 'tests/fixtures/sites/notes-broken/debates' },
  /** The atlas archive after debates were added (atlas-grown copied over atlas): addresses must last. */
  'atlas-grown': { compose: ['tests/fixtures/sites/atlas', 'tests/fixtures/sites/atlas-grown'] },
  /** Argument analysis: an objection answered only in a later debate, persona flips, a transcript and minutes. */
  analysis: { content: 'tests/fixtures/sites/analysis/debates' },
} satisfies Record<string, FixtureOptions>;

export type FixtureSiteName = keyof typeof FIXTURE_SITES;

export const buildsManifest = () => testOutput('builds.json');

export default function buildFixtureSites(): void {
  const results: Record<string, SiteBuild> = {};
  for (const name of Object.keys(FIXTURE_SITES)) {
    const started = Date.now();
    results[name] = buildFixtureSite(name as FixtureSiteName);
    console.log(`built fixture site ${name} (exit ${results[name].status}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  mkdirSync(path.join(projectRoot, 'test-results'), { recursive: true });
  writeFileSync(buildsManifest(), JSON.stringify(results, null, 2));
}

export function buildFixtureSite(name: FixtureSiteName): SiteBuild {
  const { compose, ...rest }: FixtureOptions = FIXTURE_SITES[name];
  return buildSite(name, compose ? { ...rest, content: composeArchive(name, compose) } : rest);
}

/** Copies archive folders (each with debates/ and maybe aliases.json) one over the other; returns its debates/ folder. */
function composeArchive(name: string, folders: readonly string[]): string {
  const target = testOutput(`content-${name}`);
  rmSync(target, { recursive: true, force: true });
  for (const folder of folders) cpSync(path.join(projectRoot, folder), target, { recursive: true });
  return path.join(target, 'debates');
}
