// The debates' downloads made while the pages are written (src/integrations/earlyDownloads.ts),
// through a real build of 120 generated roundtables with the line at 100: the worker starts
// when at least that many debates have no cache entry, the site is published whole, and a
// rebuild with nothing changed makes no downloads beside the pages, takes every debate from
// the cache, and makes the atlas files beside the pages instead (atlasBesidePages.ts), with
// the rest of the step in the build's last hook.
// Full suite only.
import { describe, expect, it } from 'vitest';
import { buildSite, testOutput } from '../support/buildSite.ts';
import { expectCompleteSite } from '../support/completeSite.ts';
import { writeListArchive } from '../support/listArchive.ts';

const LINE = 100;
const ROUNDTABLES = LINE + 20;
const env = { DEBATE_ATLAS_DOWNLOADS_BESIDE_PAGES_FROM: String(LINE) };
const archive = writeListArchive(testOutput('content-downloads-beside-pages'), ROUNDTABLES, 0);
/** As writeListArchive names them: `<year>/debate-<n>`. */
const slugs = Array.from({ length: ROUNDTABLES }, (_, i) => `${2024 + (i % 3)}/debate-${String(i).padStart(3, '0')}`);

describe('downloads made beside the pages', () => {
  it('a cold build starts the worker, publishes every debate’s downloads, and a rebuild takes them all from the cache', () => {
    const cold = buildSite('downloads-beside-pages', { content: archive.folder, npmBuild: true, env });
    expect(cold.status, cold.output).toBe(0);
    expect(cold.output).toContain(`[debate-atlas:downloads] making the downloads of ${ROUNDTABLES} debate(s) while the pages are written`);
    expect(cold.output).toMatch(new RegExp(`wrote the downloads of ${ROUNDTABLES} debate\\(s\\) \\((\\d+ made while the pages were written, \\d+ from the last build|0 from the cache)\\)`));
    expectCompleteSite(cold, slugs);

    const again = buildSite('downloads-beside-pages', { content: archive.folder, npmBuild: true, keepCache: true, env });
    expect(again.status, again.output).toBe(0);
    expect(again.output).not.toContain('making the downloads of');
    // A rebuild under 2,000 debates makes the atlas files beside the pages instead (atlasBesidePages.ts).
    expect(again.output).toContain('[debate-atlas:downloads] making the atlas files while the pages are written');
    expect(again.output).toMatch(/and 5 atlas files \(made while the pages were written; /);
    expect(again.output).toContain(`wrote the downloads of ${ROUNDTABLES} debate(s) (${ROUNDTABLES} from the cache)`);
    // The step ran in the build's last hook, the index begun beside the atlas worker: Astro's
    // own Complete! comes once, after the index and the final check, and nothing "follows".
    expect(again.output).not.toContain('pages written; the downloads');
    expect(again.output.match(/\[build\] Complete!/g)).toHaveLength(1);
    expect(again.output.indexOf('[build] Complete!')).toBeGreaterThan(again.output.indexOf('files the build was to publish are there'));
    expect(again.output.indexOf('files the build was to publish are there')).toBeGreaterThan(again.output.indexOf('[debate-atlas:pagefind] indexed'));
    expectCompleteSite(again, slugs);
  }, 1_200_000);
});
