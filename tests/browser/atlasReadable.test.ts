// The atlas map reads at a glance, on the grown atlas fixture (seven debates, shared
// personas, two "Agent A"s): labels drawn at every zoom never overlap (their boxes as
// the map measured and drew them, checked against the text's own measure), the largest
// node keeps its label, placeholder names are told apart by their debate, and the site
// search finds atlas persona pages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AtlasData } from '../../src/lib/atlas/atlasData.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { readSiteFile } from '../../scripts/support/siteFiles.ts';
import { ATLAS_READY } from '../support/pageOpener.ts';
import { servedSite } from '../support/servedSite.ts';

const served = servedSite('atlas-grown');
const data = (): AtlasData => JSON.parse(readSiteFile(fixtureSite('atlas-grown').outDir, 'atlas/atlas-data.json'));

interface Box { node: number; x: number; y: number; w: number; h: number }
interface Drawn { ms: number; labels: Box[]; titles: Array<Box & { text: string }> }

let page: Page;
const { pageErrors } = served;

beforeAll(async () => {
  page = await served.open('about:blank', { viewport: { width: 1280, height: 1000 } });
  // Keep the last drawing the map announces.
  await page.addInitScript(() => {
    document.addEventListener('atlas:drawn', (event) => { (window as unknown as { lastDraw: unknown }).lastDraw = (event as CustomEvent).detail; });
  });
  await page.goto(`${served.server.url}atlas/`);
  await page.waitForSelector(ATLAS_READY);
});

/** The drawing after the current one settles. */
async function settledDraw(): Promise<Drawn> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { lastDraw: Drawn }).lastDraw);
}

/** Widths of label texts measured independently of the map, in the map's font. */
const measured = (texts: string[]) => page.evaluate((texts) => {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = '12px system-ui, sans-serif';
  return texts.map((t) => context.measureText(t).width);
}, texts);

const overlaps = (boxes: Box[]) => {
  const pairs: string[] = [];
  for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) {
    const p = boxes[a]!, q = boxes[b]!;
    if (p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h) pairs.push(`${p.node}×${q.node}`);
  }
  return pairs;
};

describe('the atlas map reads', () => {
  it('opens on the map, with the counts below it', async () => {
    const order = await page.evaluate(() => {
      const map = document.querySelector('[data-atlas-map]')!, counts = document.querySelector('.atlas-counts')!;
      return (map.compareDocumentPosition(counts) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(order, 'the counts come after the map').toBe(true);
    expect(await page.locator('.atlas-counts').textContent()).toMatch(/7\s*debates/);
  });

  it('labels the largest nodes at three zoom levels, never overlapping', async () => {
    const d = data();
    const bruno = d.nodes.label.indexOf('Bruno Costa'); // in four debates: the largest node
    expect(bruno).toBeGreaterThanOrEqual(0);
    const canvas = page.locator('canvas[data-canvas]');
    const seen: number[] = [];
    for (const presses of [0, 3, 3]) {
      await canvas.focus();
      for (let p = 0; p < presses; p++) await page.keyboard.press('+');
      const drawn = await settledDraw();
      expect(drawn.labels.length).toBeGreaterThan(0);
      expect(overlaps(drawn.labels)).toEqual([]);
      // Each box holds its text as the browser measures it.
      const texts = drawn.labels.map((b) => d.nodes.label[b.node]!.slice(0, 41));
      const widths = await measured(texts);
      drawn.labels.forEach((b, i) => {
        if (texts[i]!.length === d.nodes.label[b.node]!.length) expect(Math.abs(b.w - widths[i]!)).toBeLessThan(1);
        expect(b.h).toBeGreaterThanOrEqual(12);
      });
      seen.push(drawn.labels.length);
      if (presses === 0) expect(drawn.labels.map((b) => b.node)).toContain(bruno);
    }
    expect(pageErrors).toEqual([]);
    await canvas.focus();
    await page.keyboard.press('0');
  });

  it('titles each debate’s island, inside the canvas, overlapping no label', async () => {
    const canvas = page.locator('canvas[data-canvas]');
    await canvas.focus();
    await page.keyboard.press('0');
    const drawn = await settledDraw();
    const d = data();
    // Whole, or cut to 48 characters around "…", keeping its start and its last word (or the words where it differs, then "…").
    expect(drawn.titles).toHaveLength(d.debates.title.length);
    for (const t of drawn.titles) {
      const full = d.debates.title[-1 - t.node]!;
      const [head = '', tail = '', rest] = t.text.split('…');
      const ends = rest === undefined ? full.endsWith(tail) : rest === '' && full.includes(tail.trim());
      expect(t.text === full || (Array.from(t.text).length <= 48 && full.startsWith(head) && ends), `${t.text} for ${full}`).toBe(true);
    }
    expect(overlaps([...drawn.labels, ...drawn.titles])).toEqual([]);
    const { width, height } = (await canvas.boundingBox())!;
    for (const box of [...drawn.labels, ...drawn.titles]) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.w).toBeLessThanOrEqual(width + 0.5);
      expect(box.y + box.h).toBeLessThanOrEqual(height + 0.5);
    }
  });

  it('clears a node’s tooltip when a filter changes', async () => {
    const canvas = page.locator('canvas[data-canvas]');
    await canvas.focus();
    await page.keyboard.press('0');
    const drawn = await settledDraw();
    const bruno = data().nodes.label.indexOf('Bruno Costa');
    const label = drawn.labels.find((b) => b.node === bruno)!;
    const origin = (await canvas.boundingBox())!;
    const tooltip = page.locator('[data-tooltip]');
    // The node sits just left of its label: move the pointer left until it is over the node.
    for (let dx = 3; dx < 40 && !(await tooltip.isVisible()); dx += 2) {
      await page.mouse.move(origin.x + label.x - dx, origin.y + label.y + label.h / 2);
    }
    expect(await tooltip.textContent()).toMatch(/^Bruno Costa/);
    await page.locator('select[data-debate]').selectOption({ index: 1 });
    await expect.poll(() => tooltip.isVisible()).toBe(false);
    await page.locator('select[data-debate]').selectOption({ index: 0 });
  });

  it('tells placeholder names apart by their debate', async () => {
    const search = page.getByLabel('Find a node');
    await search.fill('agent a');
    await expect.poll(async () => (await page.locator('.atlas-result').allTextContents()).sort()).toEqual([
      'Agent A · fpga-vs-tinytapeout — persona, 1 debate',
      'Agent A · rust-vs-go — persona, 1 debate',
    ]);
    const options = await page.locator('select[data-persona] option').allTextContents();
    expect(options).toEqual(expect.arrayContaining(['Agent A · fpga-vs-tinytapeout', 'Agent A · rust-vs-go', 'Agent B · fpga-vs-tinytapeout']));
    await search.fill('');
    // Plurals: a persona in one debate says so.
    await page.locator('select[data-persona]').selectOption({ label: 'Farah Gill' });
    await expect.poll(() => page.locator('[data-status]').textContent()).toMatch(/^Showing \d+ of \d+ nodes/);
    await page.locator('select[data-persona]').selectOption('');
  });

  it('marks a shared node as shared in the panel', async () => {
    const search = page.getByLabel('Find a node');
    await search.fill('Bruno');
    await search.press('Enter');
    await expect.poll(() => page.locator('[data-panel-body]').textContent()).toContain('persona, shared');
    await expect.poll(() => page.locator('[data-panel-body]').textContent()).toContain('Used in 4 debates');
    await page.keyboard.press('Escape');
  });

  it('is found by the site search: a persona lands on its atlas page', async () => {
    const box = page.getByRole('searchbox', { name: 'Search debates' });
    await box.click();
    await box.fill('Farah Gill');
    const links = page.locator('.site-search__results a');
    await expect.poll(() => links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))).toContain('/atlas/personas/farah-gill/');
    await page.locator('.site-search__results a[href="/atlas/personas/farah-gill/"]').click();
    await page.waitForURL(/\/atlas\/personas\/farah-gill\/$/);
    expect(await page.locator('h1').textContent()).toBe('Farah Gill');
    expect(pageErrors).toEqual([]);
  });
});
