// A note in a real Chromium: the embedded claim card and the embedded graph, enhanced by
// the same script as the debate page; the site search finds it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GRAPH_READY } from '../support/pageOpener.ts';
import { servedSite } from '../support/servedSite.ts';

const served = servedSite('notes');
let page: Page;
const { pageErrors } = served;

beforeAll(async () => {
  page = await served.open('notes/hybrid-work/', { waitFor: `.note-graph ${GRAPH_READY}` });
});

describe('a note page', () => {
  it('shows the embedded claim with its status, and its link opens the claim on its debate page', async () => {
    const claim = page.locator('[data-embed="claim"]');
    await expect.poll(() => claim.isVisible()).toBe(true);
    expect(await claim.locator('.badge--contested').textContent()).toBe('contested');
    await claim.getByRole('link', { name: 'Remote work raises productivity' }).click();
    await page.waitForURL(/\/debates\/2026\/remote-work\/#n-c1$/);
    expect(await page.locator('#n-c1 .discussed-in a').textContent()).toBe('Why hybrid work keeps winning');
    await page.goBack();
    await page.waitForSelector('.note-graph [data-graph][data-enhanced="true"]');
  });

  it('is found by the site search', async () => {
    const search = page.getByRole('searchbox', { name: 'Search debates' });
    await search.click();
    await search.fill('hybrid work keeps winning');
    await expect.poll(() => page.locator('.site-search__results a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname)))
      .toContain('/notes/hybrid-work/');
    await search.fill('');
    await page.keyboard.press('Escape');
  });

  it('draws the embedded local graph: the focus and its neighbours, interactive', async () => {
    const nodes = page.locator('.note-graph g.node[data-i]');
    expect(await nodes.count()).toBe(5);
    const box = await page.locator('.note-graph svg.da-graph__svg').boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    await page.locator('.note-graph').getByRole('button', { name: 'Contested only' }).click();
    expect(await page.locator('.note-graph').getByRole('button', { name: 'Contested only' }).getAttribute('aria-pressed')).toBe('true');
    expect(pageErrors).toEqual([]);
  });
});
