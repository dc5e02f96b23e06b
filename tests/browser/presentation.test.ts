// How pages present themselves to a reader: the theme toggle, a phone with touch, print.
import { describe, expect, it } from 'vitest';
import { GRAPH_READY } from '../support/pageOpener.ts';
import { servedSite } from '../support/servedSite.ts';

const served = servedSite('reading');

describe('themes', () => {
  it('follow the system until the toggle is used, then keep the choice across pages', async () => {
    const page = await served.open('', { colorScheme: 'dark' });
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const toggle = page.locator('[data-theme-toggle]');
    expect(await background()).toBe('rgb(13, 17, 23)');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await background()).toBe('rgb(255, 255, 255)');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await page.goto(`${served.server.url}debates/2026/four-day-week/`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await background()).toBe('rgb(255, 255, 255)');
  });
});

describe('on a phone', () => {
  it('the graph is usable by touch: a tap highlights a persona, nothing overflows the screen', async () => {
    const page = await served.open('debates/2026/four-day-week/', { viewport: { width: 390, height: 844 }, touch: true, waitFor: GRAPH_READY });
    const persona = page.locator('.da-graph g.node--persona').first();
    await persona.scrollIntoViewIfNeeded();
    // The node's shape: its label may sit beside it, out of the tap's way.
    const box = (await persona.locator('.node__shape').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => persona.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.da-graph g.edge.is-lit').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('print', () => {
  it('leaves out navigation and graph controls, keeps the cards', async () => {
    const page = await served.open('debates/2026/four-day-week/');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.da-graph__toolbar').isVisible()).toBe(false);
    expect(await page.locator('article.card').first().isVisible()).toBe(true);
  });
});
