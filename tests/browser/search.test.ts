// Site search in a real Chromium, on the real built pages: Pagefind's index made by the
// build, loaded by the header box only when it is used.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureSite } from '../support/fixtureSites.ts';
import { box, claimWords, debatePage, fourDayWeek, resultHrefs, results, search, SLOW } from '../support/siteSearch.ts';
import { serveDirectory } from '../../scripts/support/staticServer.ts';
import { servedSite } from '../support/servedSite.ts';
import { FULL_SUITE } from '../support/suite.ts';

// The reading fixture: a frozen copy of the sample archive, so a user's own content/ never
// changes what these tests find. (Search under a sub-path, its index in parts, is in
// searchUnderBase.test.ts, a suite of the full run.)
const served = servedSite('reading');
const hostileSite = fixtureSite('hostile');

const { pageErrors } = served;

/** A page at 1200 × 800; any dialog (an injected alert) is a page error. */
const openPage = (url: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> =>
  served.open(url, { viewport: { width: options.width ?? 1200, height: 800 }, colorScheme: options.colorScheme ?? 'light', dialogsAreErrors: true });

describe('site search', () => {
  it('loads nothing of Pagefind until the box is used; / focuses it', async () => {
    const page = await openPage(served.server.url);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // Loaded, its scripts run, and the search never started: nothing of Pagefind was asked for.
    await page.waitForLoadState('load');
    expect(await page.locator('[data-site-search]').getAttribute('data-state')).toBeNull();
    expect(requested.filter((p) => p.includes('/pagefind/'))).toEqual([]);
    expect(await page.locator('[data-search-fallback]').isHidden()).toBe(true);

    await page.keyboard.press('/');
    expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.locator('[data-site-search]').getAttribute('data-state'), SLOW).toBe('ready');
    expect(requested).toContain('/pagefind/pagefind.js');
    // A "/" typed into the box is a character, not the shortcut again.
    await page.keyboard.type('a/b');
    expect(await box(page).inputValue()).toBe('a/b');
    await page.keyboard.press('Escape');
    expect(await box(page).inputValue()).toBe('');
    expect(await page.locator('[data-search-panel]').isHidden()).toBe(true);
  });

  it('Ctrl+K focuses the box, but not while typing in another field', async () => {
    const page = await openPage(served.server.url);
    await page.evaluate(() => {
      const other = document.createElement('textarea');
      other.id = 'other';
      document.querySelector('main')?.append(other);
    });
    await page.locator('#other').focus();
    await page.keyboard.press('/');
    expect(await page.locator('#other').inputValue()).toBe('/');
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('other');
    await page.locator('#other').evaluate((el) => (el as HTMLTextAreaElement).blur());
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
  });

  it('type a claim’s words, reach its debate (Enter opens the best match)', async () => {
    const page = await openPage(served.server.url);
    await page.keyboard.press('/');
    await page.keyboard.type(claimWords, { delay: 20 });
    await expect.poll(() => page.locator('.site-search__status').textContent(), SLOW).toContain(`for “${claimWords}”`);
    expect((await resultHrefs(page))[0]).toBe('/debates/2026/four-day-week/');
    const first = results(page).first();
    expect(await first.locator('.site-search__title').textContent()).toBe(fourDayWeek.topic);
    expect(await first.locator('.site-search__meta').textContent()).toContain('Roundtable');
    expect(await first.locator('.site-search__excerpt mark').count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL(debatePage('2026/four-day-week'));
    expect(await page.locator('h1').textContent()).toBe(fourDayWeek.topic);
  });

  it('a result opens the card that matched, not the top of the page', async () => {
    const page = await openPage(served.server.url);
    await search(page, 'paging budget');
    const first = results(page).first();
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^\/debates\/2026\/parallel-edges\/#n-[a-z0-9_]+$/);
    expect(await first.locator('.site-search__card').textContent()).toMatch(/^→ /);
    // The card's title without its node id (probe 27): `→ c4 …` named the archive's id.
    const id = href.replace(/^.*#n-/, '');
    expect(await first.locator('.site-search__card').textContent()).not.toMatch(new RegExp(`^→ ${id} `));
    // Nor in the excerpt, quoted from the card's heading (probe 33): the id is shown there, not indexed.
    expect(await first.locator('.site-search__excerpt').textContent()).not.toMatch(new RegExp(`(^|\\s)${id}\\s`));
    await first.click();
    await page.waitForURL(`**${href}`);
    const card = page.locator(':target');
    expect(await card.evaluate((el) => el.matches('article.card'))).toBe(true);
    expect((await card.innerText()).toLowerCase()).toContain('paging budget');
    // Scrolled to: the card's top is in the first screen.
    const top = await card.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(-1);
    expect(top).toBeLessThan(800);
  });

  it('Enter right after typing, before results show, still reaches the debate', async () => {
    const page = await openPage(served.server.url);
    await box(page).click();
    await expect.poll(() => page.locator('[data-site-search]').getAttribute('data-state'), SLOW).toBe('ready');
    await box(page).fill(claimWords);
    await box(page).press('Enter');
    await page.waitForURL(debatePage('2026/four-day-week'));
  });

  it('arrow keys move through the results; a click opens one', async () => {
    const page = await openPage(`${served.server.url}debates/2026/four-day-week/`);
    await search(page, 'personas');
    const count = await results(page).count();
    expect(count).toBeGreaterThan(2);
    await box(page).press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.pathname);
    expect(second).toBe((await resultHrefs(page))[1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === second);

    const again = await openPage(served.server.url);
    await search(again, 'rubric');
    await results(again).first().click();
    await again.waitForURL(debatePage('2026/minutes/2026-08-10-2315-review-rubric-revision'));
  });

  it('does not match the labels every card and every debate page repeats', async () => {
    // "Opponents" names a field on every claim card and in every persona page's list of
    // debates; no debate of the fixture says the word. A search for it finds nothing
    // rather than every page.
    const page = await openPage(served.server.url);
    await search(page, 'Opponents');
    expect(await page.locator('.site-search__status').textContent()).toMatch(/^No results found/);
    // Nor what every debate page says of its downloads (Gephi, networkx: what the GraphML
    // file is for) and of its self-check ("the exporter's checklist": one debate says
    // "export" in its own words, which Pagefind's prefix matching finds).
    for (const query of ['Gephi', 'networkx']) {
      await search(page, query);
      expect(await page.locator('.site-search__status').textContent(), query).toMatch(/^No results found/);
    }
    await search(page, 'exporter');
    expect(await resultHrefs(page)).not.toContain('/debates/2026/four-day-week/');
    // The card's own words still find it.
    await search(page, claimWords);
    expect(await resultHrefs(page)).toContain('/debates/2026/four-day-week/');
  });

  it('finds the Japanese, Chinese and Korean debates from an English page', async () => {
    const page = await openPage(served.server.url);
    for (const [query, slug] of [
      ['意図が必要', '2026/ai-creativity'],
      ['創造性', '2026/ai-creativity'],
      ['私家车', '2026/city-cars'],
      ['拥堵收费', '2026/city-cars'],
      ['독자 대표', '2026/minutes/2026-06-03-14-30-next-essay-topic'],
    ] as const) {
      await search(page, query);
      expect(await resultHrefs(page), query).toContain(`/debates/${slug}/`);
    }
    // The Japanese result opens the Japanese debate.
    await search(page, '意図が必要');
    await page.keyboard.press('Enter');
    await page.waitForURL(debatePage('2026/ai-creativity'));
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    // …and from a Japanese page, English debates are found too.
    await search(page, claimWords);
    expect(await resultHrefs(page)).toContain('/debates/2026/four-day-week/');
  });

  it('the format filter narrows the results, and filters alone list debates', async () => {
    const page = await openPage(served.server.url);
    await search(page, 'personas');
    const all = await results(page).count();
    const format = page.locator('[data-site-search]').getByRole('combobox', { name: 'Format' });
    const options = await format.locator('option').allTextContents();
    expect(options).toContain('Meeting minutes (2)');
    await format.selectOption('Meeting minutes');
    await expect.poll(() => results(page).count(), SLOW).toBe(2);
    expect(all).toBeGreaterThan(2);
    for (const meta of await page.locator('.site-search__meta').allTextContents()) expect(meta).toContain('Meeting minutes');
    await box(page).fill('');
    await expect.poll(() => page.locator('.site-search__status').textContent(), SLOW).toBe('2 debates found.');
    await page.locator('[data-site-search]').getByRole('combobox', { name: 'Year' }).selectOption('2025');
    await expect.poll(() => page.locator('.site-search__status').textContent(), SLOW).toBe('No results found.');
    expect(await page.locator('[data-site-search]').getByRole('combobox', { name: 'Tag' }).locator('option').allTextContents()).toContain('交通 (1)');
  });

  it('fits a 360px-wide phone', async () => {
    const page = await openPage(served.server.url, { width: 360 });
    await search(page, 'week');
    const panel = await page.locator('[data-search-panel]').boundingBox();
    expect(panel).not.toBeNull();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  // Both themes in the full suite; the quick one runs the light theme (the themes share the
  // panel's markup and differ in colours; axe over the dark one was a tenth of this file's CPU).
  it.each(FULL_SUITE ? ['light', 'dark'] as const : ['light'] as const)('has no axe violations with results and filters open (%s theme)', async (colorScheme) => {
    const page = await openPage(served.server.url, { colorScheme });
    await search(page, 'week');
    const results = await new AxeBuilder({ page }).include('[data-site-search]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('shows injected markup in titles and excerpts as text, running nothing', async () => {
    const hostile = await serveDirectory(hostileSite.outDir);
    try {
      const page = await openPage(hostile.url);
      await search(page, 'alert');
      expect(await results(page).count()).toBeGreaterThan(0);
      const list = page.locator('.site-search__results');
      expect(await list.locator('script, img, svg, iframe, b').count()).toBe(0);
      expect(await list.locator('*:not(li, a, span, mark)').count()).toBe(0);
      expect(await list.textContent()).toContain('<script>alert(1)</script>');
    } finally {
      await hostile.close();
    }
  });

  it('without JavaScript, offers the browse page instead of a dead box', async () => {
    const page = await served.open('', { javaScript: false });
    expect(await page.getByRole('searchbox').count()).toBe(0);
    const fallback = page.locator('[data-search-fallback]');
    expect(await fallback.isVisible()).toBe(true);
    expect(await fallback.getAttribute('href')).toBe('/browse/');
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
