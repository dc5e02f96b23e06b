// A debate written right to left (Arabic) on its own page: the page says dir="rtl", and
// nothing widens it sideways (review 2026-12-05f: the skip links, hidden by an offset to the
// left, made every such page about 10,000 px wide), on a phone and on a desktop; its graph's
// labels read right to left inside a left-to-right drawing.
import { describe, expect, it } from 'vitest';
import { servedSite } from '../support/servedSite.ts';

const served = servedSite('markdown');
const ARABIC = 'debates/2026/rtl-arabic/';

describe('a right-to-left debate page', () => {
  it.each([[390, 844, true], [1280, 800, false]] as const)('at %i px wide, is right to left and scrolls no wider', async (width, height, touch) => {
    const page = await served.open(served.server.url + ARABIC, { viewport: { width, height }, touch, expectOk: true });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The card's text reads right to left; the graph keeps its left-to-right geometry.
    expect(await page.locator('.card__text').first().evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await page.locator('.da-graph__svg').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  }, 60_000);

  it.each([true, false])('draws its graph labels right to left, full stop at their left end (JavaScript: %s)', async (javaScript) => {
    const page = await served.open(served.server.url + ARABIC, { viewport: { width: 1280, height: 800 }, javaScript, expectOk: true });
    const svg = page.locator('.da-graph__svg');
    await svg.scrollIntoViewIfNeeded();
    await expect.poll(() => svg.locator('g.node').first().evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    // c2 "كل ترجمة تضاعف عمل الصيانة.": on its last line the full stop, its last character, is the leftmost (read right to left, it ends there).
    const line = await page.locator('g.node text.node__label', { hasText: 'الصيانة' }).evaluate((el) => {
      const span = el.lastElementChild as SVGTSpanElement, n = span.getNumberOfChars();
      const xs = Array.from({ length: n }, (_, i) => span.getExtentOfChar(i).x);
      return { text: span.textContent ?? '', stop: xs[n - 1]!, left: Math.min(...xs), right: Math.max(...xs), visible: getComputedStyle(el).visibility };
    });
    expect(line.visible).toBe('visible');
    expect(line.text.endsWith('.')).toBe(true);
    expect(line.stop).toBe(line.left);
    expect(line.stop).toBeLessThan(line.right);
  }, 60_000);

  it('shows its skip link when focused, inside the page', async () => {
    const page = await served.open(served.server.url + ARABIC, { viewport: { width: 390, height: 844 }, touch: true, expectOk: true });
    await page.keyboard.press('Tab');
    const box = await page.locator('.skip-link:focus').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThan(20);
  }, 60_000);
});
