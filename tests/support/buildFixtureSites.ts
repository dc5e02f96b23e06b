// The fixture archives the site suites read, and how each is built (fixtureSites.ts builds
// each once per run, when a suite first reads it).
import { buildSite, testOutput, type BuildOptions, type SiteBuild } from './buildSite.ts';
import { writeFixtureArchive } from './fixtureArchive.ts';
import { LARGE_LIST_ARCHIVE, writeListArchive } from './listArchive.ts';

/**
 * A fixture build's options; `compose`: archive folders copied one over the other into its
 * content; `generate`: writes the archive (a generated one) and returns its content folder.
 */
type FixtureOptions = Omit<BuildOptions, 'keepCache'> & { compose?: string[]; generate?: () => string };

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
  /**
   * Notes whose frontmatter Astro itself would act on (probe 2026-12-07: `layout` imports a
   * module that leaves a marker if it runs, `slug` out of the output folder, bad types): the
   * build must refuse them all, located, before anything is compiled.
   */
  'notes-hostile': { content: 'tests/fixtures/sites/notes-hostile/debates', env: { DEBATE_ATLAS_TEST_MARKER: testOutput('notes-hostile-layout-ran.txt') } },
  /** The atlas archive after debates were added (atlas-grown copied over atlas): addresses must last. */
  'atlas-grown': { compose: ['tests/fixtures/sites/atlas', 'tests/fixtures/sites/atlas-grown'] },
  /**
   * Chinese and Japanese claims long enough that their graph labels wrap and are cut (the
   * two roundtables of acceptance 2026-12-06 whose cut labels axe found outside the names).
   */
  'cjk-labels': { content: 'tests/fixtures/sites/cjk-labels/debates' },
  /** Log text written in Markdown (markers, tables with <br>, lists), and a debate in Arabic. */
  markdown: { content: 'tests/fixtures/sites/markdown/debates' },
  /** Argument analysis: an objection answered only in a later debate, persona flips, a transcript and minutes. */
  analysis: { content: 'tests/fixtures/sites/analysis/debates' },
  /**
   * The list pages at 1,000 debates (tests/support/listArchive.ts: 980 roundtables, 20
   * minutes). Last: its build is the longest, and only the full suite reads it.
   */
  'lists-1000': {
    generate: () => writeListArchive(testOutput('content-lists-1000'), LARGE_LIST_ARCHIVE.roundtables, LARGE_LIST_ARCHIVE.minutes).folder,
  },
} satisfies Record<string, FixtureOptions>;

export type FixtureSiteName = keyof typeof FIXTURE_SITES;

/**
 * The fixtures the quick suite's site files read (vitest.config.ts' QUICK_SITE), built in
 * this order in the background while the unit files run (siteSetup.ts); the full suite
 * builds the others after them.
 */
export const QUICK_FIXTURES: readonly FixtureSiteName[] = ['reading', 'sample', 'atlas', 'hostile', 'broken', 'cjk-labels'];

/** Every fixture a whole run of this suite reads, the quick suite's first. */
export const prebuiltFixtures = (full: boolean): FixtureSiteName[] =>
  full ? [...new Set([...QUICK_FIXTURES, ...(Object.keys(FIXTURE_SITES) as FixtureSiteName[])])] : [...QUICK_FIXTURES];

export const isFixtureSiteName = (name: string): name is FixtureSiteName => Object.hasOwn(FIXTURE_SITES, name);

export function buildFixtureSite(name: FixtureSiteName): SiteBuild {
  const { compose, generate, ...rest }: FixtureOptions = FIXTURE_SITES[name];
  if (compose) return buildSite(name, { ...rest, content: writeFixtureArchive(name, { from: compose }).debates });
  return buildSite(name, generate ? { ...rest, content: generate() } : rest);
}
