// The large-atlas path: past INDEX_BESIDE_ATLAS_UP_TO atlas nodes the search index waits
// for the atlas files (src/integrations/afterBuild.ts). A build of three debates of 34,000
// claims each (102,000 claims, each under the 50,000-node budget of a debate) takes it,
// publishes every page, download, atlas file and the search index, or fails naming what
// is missing. Full suite only (vitest.config.ts): about 7 minutes of CPU for both builds,
// 49 and 22 minutes of wall time on the shared machine at a load average of 70.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hugeLog } from '../../scripts/bench/hugeDebates.ts';
import { INDEX_BESIDE_ATLAS_UP_TO } from '../../src/integrations/afterBuild.ts';
import { buildSite, withFault } from '../support/buildSite.ts';
import { expectCompleteSite } from '../support/completeSite.ts';
import { writeFixtureArchive } from '../support/fixtureArchive.ts';

const DEBATES = 3;
const CLAIMS = Math.ceil(INDEX_BESIDE_ATLAS_UP_TO / DEBATES) + 700;
const slugs = Array.from({ length: DEBATES }, (_, i) => `large-${i}`);
const { debates } = writeFixtureArchive('large-atlas', {
  files: Object.fromEntries(slugs.map((slug) => [`debates/${slug}.json`, JSON.stringify({ ...hugeLog(CLAIMS, 1), topic: `Large ${slug}` })])),
});

describe('an archive past the large-atlas line', () => {
  it('publishes every debate’s page and downloads, the atlas files and the search index', () => {
    const build = buildSite('large-atlas', { content: debates, npmBuild: true });
    expect(build.status, build.output).toBe(0);
    expect(build.output).toMatch(new RegExp(`the atlas has [\\d,]+ nodes, over ${INDEX_BESIDE_ATLAS_UP_TO.toLocaleString('en-US')}: the search index is made after the atlas files`));
    expectCompleteSite(build, slugs);
  }, 7_200_000);

  it('fails, naming it, when a debate’s page never reaches the disk (a rebuild with its caches)', () => {
    const lost = `debates/${slugs[1]}/index.html`;
    const build = buildSite('large-atlas', { content: debates, npmBuild: true, keepCache: true, env: withFault(`lost:${lost}`) });
    expect(build.status, build.output).toBe(1);
    expect(build.output).toMatch(/the build is incomplete: 1 of the \d+ files it was to publish are missing or empty/);
    expect(build.output).toContain(path.join(build.outDir, lost));
    expect(build.output).not.toContain('files the build was to publish are there');
  }, 7_200_000);
});
