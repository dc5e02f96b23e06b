// Site search in a build under a sub-path (BASE=/repo/, as GitHub Pages serves a project
// site), its index in parts of four pages (as a site of thousands of debates has it).
// A suite of the full run (`npm run test:full`): it alone of the quick suite's specs read
// the sub-path build, a build of its own; the quick suite keeps search over the reading
// fixture (search.test.ts) and the unit specs of the parts (searchSource.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../support/fixtureSites.ts';
import { box, claimWords, debatePage, fourDayWeek, resultHrefs, results, search, SLOW } from '../support/siteSearch.ts';
import { servedSite } from '../support/servedSite.ts';

const build = fixtureSite('base');
const served = servedSite('base', '/repo/');

describe('site search under a sub-path', () => {
  it('works in a build under a sub-path (BASE=/repo/), its index in parts searched as one', async () => {
    expect(build.status, build.output).toBe(0);
    // The fixture's index is built in parts of four pages (DEBATE_ATLAS_SEARCH_PAGES_PER_INDEX).
    const { parts } = JSON.parse(readFileSync(path.join(build.outDir, 'pagefind/parts.json'), 'utf8')) as { parts: string[] };
    expect(parts.length).toBeGreaterThan(2);
    const page = await served.open('', { viewport: { width: 1200, height: 800 }, dialogsAreErrors: true });
    await search(page, claimWords);
    // Each part ranks its pages on its own statistics (tiny parts here), so the debate is
    // among the results, not necessarily first.
    expect(await resultHrefs(page)).toContain('/repo/debates/2026/four-day-week/');
    // Every part was searched: each one's index was fetched.
    const { requests } = served.server;
    for (const part of parts) expect(requests.some((r) => r.path.startsWith(`/repo/pagefind/${part}`)), part).toBe(true);
    // Filter counts are summed over the parts, as one index gives them.
    const format = page.locator('[data-site-search]').getByRole('combobox', { name: 'Format' });
    expect(await format.locator('option').allTextContents()).toContain('Meeting minutes (2)');
    await format.selectOption('Meeting minutes');
    await box(page).fill('');
    await expect.poll(() => page.locator('.site-search__status').textContent(), SLOW).toBe('2 debates found.');
    await format.selectOption('');
    await search(page, claimWords);
    await results(page).filter({ hasText: fourDayWeek.topic }).first().click();
    await page.waitForURL(debatePage('2026/four-day-week', '/repo'));
    expect(requests.filter((r) => r.status !== 200 && !r.path.endsWith('favicon.svg'))).toEqual([]);
    expect(served.pageErrors).toEqual([]);
  });
});
