// Review 2026-12-06a (tests/fixtures/review-2026-12-06a/FINDINGS.md) of a change that linked a
// rebuild's unchanged downloads from the last output instead of copying them; the change was
// dropped (docs/decisions/downloads-from-last-output.md). Two of its specs stay, as what a
// rebuild must keep: the site it publishes is what it made, sharing no file with any other
// folder. Driven through the after-build step with a staging folder `.<site>.building`.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LaidOutDebate } from '../../../src/lib/archive/debateRecord.ts';
import { DEBATE_DOWNLOADS } from '../../../src/lib/export/downloads.ts';
import { prepareAfterBuild, runAfterBuild } from '../../../src/integrations/afterBuild.ts';
import { recordCache } from '../../../src/site/recordCache.ts';
import { atlasFixture, buildLog, writePagesOf, type AtlasFixture } from '../../support/afterBuildFixture.ts';
import { tempFolder } from '../../support/tempFolder.ts';

/** A debate's folder in a site. */
const debateFolder = (root: string, slug: string): string => path.join(root, 'debates', ...slug.split('/'));

const work = tempFolder('da-review-06a-');
let debates: LaidOutDebate[];
let loadedAt: AtlasFixture['loaded'];

beforeAll(async () => {
  ({ debates, loaded: loadedAt } = await atlasFixture());
});

/** A project with the fixture's records cached; `build` runs the after-build step into `site` (through `.site.building`), calling `onInfo` on each log line as it is said. */
function project(name: string) {
  const root = path.join(work, name);
  const cache = path.join(root, 'cache', 'debate-atlas');
  const records = recordCache(path.join(cache, 'records'));
  for (const debate of debates) records.put(debate);
  const build = async (onInfo?: (line: string) => void) => {
    const staging = path.join(root, '.site.building');
    writePagesOf(staging, debates);
    const { said, log } = buildLog(onInfo);
    await runAfterBuild(await prepareAfterBuild(loadedAt(), staging, cache), log);
    return said;
  };
  const file = (slug: string, name = 'graph.json') => path.join(debateFolder(path.join(root, 'site'), slug), name);
  return { root, build, file };
}

const ino = (file: string): bigint => statSync(file, { bigint: true }).ino;
const expected = (debate: LaidOutDebate, name: string): string => String(DEBATE_DOWNLOADS.find((d) => d.file === name)!.render(debate));

/** Every file under `folder` (recursively) with the inode `inode`. */
function namesOf(folder: string, inode: bigint): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && ino(full) === inode) found.push(full);
    }
  };
  walk(folder);
  return found;
}

describe('review 06a: a rebuild publishes what it made, sharing no file', () => {
  it('F1: an edit to the live site while the build runs is not published (nor stamped as the build\'s)', async () => {
    const { build, file } = project('live-edit');
    await build();
    const [debate] = debates;
    const live = file(debate!.slug);
    // The live site is edited (a hotfix, a tool writing into dist/) after the downloads
    // are written and before the publish: the staging folder's file is the same inode.
    await build((line) => {
      if (line.startsWith('[downloads] wrote the downloads')) writeFileSync(live, '{"edited in the live site during the build": true}');
    });
    expect(readFileSync(file(debate!.slug), 'utf8'), 'published right after the edit').toBe(expected(debate!, 'graph.json'));
  });

  it('F2: a slug folder replaced by a symlink: the new site shares no file with the folder it points to', async () => {
    const { root, build, file } = project('symlinked-slug');
    await build();
    const [debate] = debates;
    // The debate's folder moved out of the site (same file system: no file's ctime moves) and linked back.
    const elsewhere = path.join(root, 'elsewhere', 'kept');
    mkdirSync(path.dirname(elsewhere), { recursive: true });
    renameSync(debateFolder(path.join(root, 'site'), debate!.slug), elsewhere);
    symlinkSync(elsewhere, debateFolder(path.join(root, 'site'), debate!.slug));
    await build();
    const published = file(debate!.slug);
    expect(statSync(published).nlink, 'the published file has one name').toBe(1);
    expect(namesOf(path.join(root, 'elsewhere'), ino(published)), 'names of the published file outside the site').toEqual([]);
    // What that sharing means: an edit outside the site changes the published site.
    writeFileSync(path.join(elsewhere, 'graph.json'), '{"edited outside the site": true}');
    expect(readFileSync(published, 'utf8')).toBe(expected(debate!, 'graph.json'));
  });

});
