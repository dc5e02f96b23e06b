// The /atlas/ map in a real Chromium on the built fixture: search-to-focus (CJK and
// full-width too), filters, the local view with its depth, view state in the URL
// restored on reload, keyboard pan and zoom, and hostile text kept as text.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AtlasData } from '../../src/lib/atlas/atlasData.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { readSiteFile } from '../../scripts/support/siteFiles.ts';
import { serveDirectory } from '../../scripts/support/staticServer.ts';
import { ATLAS_READY } from '../support/pageOpener.ts';
import { servedSite } from '../support/servedSite.ts';

const served = servedSite('atlas');
const hostileSite = fixtureSite('hostile');

let page: Page;
const { pageErrors } = served;
const data = (): AtlasData => JSON.parse(readSiteFile(fixtureSite('atlas').outDir, 'atlas/atlas-data.json'));
const map = () => page.locator('[data-atlas-map]');
const shown = async () => ({ nodes: Number(await map().getAttribute('data-nodes-shown')), edges: Number(await map().getAttribute('data-edges-shown')) });
const transform = async () => (await map().getAttribute('data-transform'))!.split(',').map(Number) as [number, number, number];
const query = () => new URL(page.url()).searchParams;

/** Nodes within `hops` of `start` over every edge (the independent reference for the local view). */
function within(d: AtlasData, start: number, hops: number): Set<number> {
  const seen = new Set([start]);
  let ring = [start];
  for (let h = 0; h < hops; h++) {
    const next: number[] = [];
    d.edges.source.forEach((s, e) => {
      const t = d.edges.target[e]!;
      for (const [a, b] of [[s, t], [t, s]] as const) if (ring.includes(a) && !seen.has(b)) { seen.add(b); next.push(b); }
    });
    ring = next;
  }
  return seen;
}

/** The atlas at `path` in the file's one page (its state carries from test to test). */
async function openAtlas(path = 'atlas/'): Promise<void> {
  await page.goto(`${served.server.url}${path}`);
  await page.waitForSelector(ATLAS_READY);
}

beforeAll(async () => {
  page = await served.open('atlas/', { viewport: { width: 1280, height: 1000 }, waitFor: ATLAS_READY });
});

describe('the atlas map', () => {
  it('draws every node on a canvas, with no DOM per node', async () => {
    const d = data();
    expect(await shown()).toEqual({ nodes: d.nodes.id.length, edges: d.edges.source.length });
    expect(await page.locator('[data-atlas-map] canvas').count()).toBe(1);
    expect(await page.locator('[data-atlas-map] svg').count()).toBe(0);
    await expect.poll(() => page.locator('[data-status]').textContent()).toContain(`Showing ${d.nodes.id.length} of ${d.nodes.id.length} nodes`);
    // Something was painted.
    const painted = await page.locator('canvas[data-canvas]').evaluate((c: HTMLCanvasElement) => {
      const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) n++;
      return n;
    });
    expect(painted).toBeGreaterThan(1000);
    expect(new URL(page.url()).search).toBe(''); // the default view has a clean address
    expect(pageErrors).toEqual([]);
  });

  it('search focuses and centres a node, and the panel links to its debates', async () => {
    const search = page.getByLabel('Find a node');
    await search.fill('bruno');
    await expect.poll(() => page.locator('.atlas-result').first().textContent()).toContain('Bruno Costa');
    await search.press('Enter');
    await expect.poll(() => map().getAttribute('data-focus')).toBe('2025/city-transit:p_bruno');
    const panel = page.locator('[data-panel-body]');
    await expect.poll(() => panel.textContent()).toContain('Used in 3 debates');
    const links = await panel.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/debates/2025/city-transit/#n-p_bruno', '/debates/2026/shorter-week/#n-p2']));
    expect(links.some((l) => l?.startsWith('/atlas/personas/'))).toBe(true);
    // Centred: the node's map position is in the middle of the canvas.
    const d = data();
    const i = d.nodes.id.indexOf('2025/city-transit:p_bruno');
    const [tx, ty, k] = await transform();
    const box = (await page.locator('canvas[data-canvas]').boundingBox())!;
    expect(Math.abs(d.nodes.x[i]! * k + tx - box.width / 2)).toBeLessThan(2);
    expect(Math.abs(d.nodes.y[i]! * k + ty - box.height / 2)).toBeLessThan(2);
    await expect.poll(() => query().get('focus')).toBe('2025/city-transit:p_bruno');
  });

  it('search matches CJK and full-width text by substring', async () => {
    const search = page.getByLabel('Find a node');
    await search.fill('機能');
    await expect.poll(() => page.locator('.atlas-result').first().textContent()).toContain('機能主義者');
    await search.fill('ＢＥＲＧ');
    await expect.poll(() => page.locator('.atlas-result').first().textContent()).toContain('Ada Berg');
    await page.locator('.atlas-result').first().click();
    await expect.poll(() => map().getAttribute('data-focus')).toBe('2026/remote-work:p_ada');
    await search.fill('zzzz');
    await expect.poll(() => page.locator('#atlas-search-status').textContent()).toBe('No node matches.');
    await search.fill('');
  });

  it('filters by relation type, debate and persona', async () => {
    const d = data();
    const all = await shown();
    const belongs = d.edges.relation.filter((r) => d.relations[r] === 'belongs_to').length;
    await page.getByRole('checkbox', { name: /belongs to/ }).uncheck();
    await expect.poll(shown).toEqual({ nodes: all.nodes, edges: all.edges - belongs });
    await expect.poll(() => query().get('hide')).toBe('belongs_to');
    await page.getByRole('checkbox', { name: /belongs to/ }).check();

    const city = d.debates.slug.indexOf('2025/city-transit');
    await page.getByLabel('Debate', { exact: true }).selectOption({ label: 'Cars out of city centres?' });
    const inCity = d.nodes.debate.filter((list) => list.includes(city)).length;
    await expect.poll(async () => (await shown()).nodes).toBe(inCity);
    // Its own relations between its own nodes (a relation into another debate needs that debate shown).
    const own = d.edges.debate.filter((x, e) => x === city && d.nodes.debate[d.edges.target[e]!]!.includes(city) && d.nodes.debate[d.edges.source[e]!]!.includes(city));
    expect((await shown()).edges).toBe(own.length);
    expect(own.length).toBeLessThan(d.edges.debate.filter((x) => x === city).length);
    await expect.poll(() => query().get('debate')).toBe('2025/city-transit');
    await page.getByLabel('Debate', { exact: true }).selectOption('');

    await page.getByLabel('Persona', { exact: true }).selectOption({ label: 'Dmitri Eze' });
    const dmitri = d.nodes.id.indexOf('2026/shorter-week:p3');
    await expect.poll(async () => (await shown()).nodes).toBe(within(d, dmitri, 1).size);
    await expect.poll(() => query().get('persona')).toBe('2026/shorter-week:p3');
    await page.getByLabel('Persona', { exact: true }).selectOption('');
    await expect.poll(shown).toEqual(all);
  });

  it('selects a node by clicking it and shows its local view with a depth control', async () => {
    const d = data();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    const i = d.nodes.id.indexOf('2025/city-transit:c1');
    await page.locator('canvas[data-canvas]').scrollIntoViewIfNeeded();
    const [tx, ty, k] = await transform();
    const box = (await page.locator('canvas[data-canvas]').boundingBox())!;
    await page.mouse.click(box.x + d.nodes.x[i]! * k + tx, box.y + d.nodes.y[i]! * k + ty);
    await expect.poll(() => map().getAttribute('data-focus')).toBe('2025/city-transit:c1');

    await page.getByLabel('Only nodes near the selected one').check();
    await expect.poll(async () => (await shown()).nodes).toBe(within(d, i, 1).size);
    const depth = page.getByLabel('Depth (hops)');
    await depth.fill('2');
    await depth.dispatchEvent('change');
    await expect.poll(async () => (await shown()).nodes).toBe(within(d, i, 2).size);
    expect(within(d, i, 2).size).toBeGreaterThan(within(d, i, 1).size);
    await expect.poll(() => query().get('local')).toBe('2');
    await depth.fill('9'); // clamped to 4
    await depth.dispatchEvent('change');
    await expect.poll(() => depth.inputValue()).toBe('4');
    await expect.poll(async () => (await shown()).nodes).toBe(within(d, i, 4).size);
  });

  it('restores the whole view state from the URL on reload', async () => {
    await page.getByRole('checkbox', { name: /contested by/ }).uncheck();
    const depth = page.getByLabel('Depth (hops)');
    await depth.fill('3');
    await depth.dispatchEvent('change');
    // Pan with the keyboard and zoom in: the position goes into the URL too.
    await page.locator('canvas[data-canvas]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('+');
    const before = await transform();
    // The address is updated a moment after the last change.
    await expect.poll(() => [query().get('local'), query().get('hide')]).toEqual(['3', 'contested_by']);
    await expect.poll(() => query().get('at')).toMatch(new RegExp(`,${before[2]!.toPrecision(4).replace('.', '\\.')}$`));
    const url = page.url();
    const counts = await shown();

    await page.reload();
    await page.waitForSelector('[data-atlas-map][data-ready="true"]');
    expect(page.url()).toBe(url);
    expect(await map().getAttribute('data-focus')).toBe('2025/city-transit:c1');
    expect(await page.getByLabel('Only nodes near the selected one').isChecked()).toBe(true);
    expect(await depth.inputValue()).toBe('3');
    expect(await page.getByRole('checkbox', { name: /contested by/ }).isChecked()).toBe(false);
    expect(await shown()).toEqual(counts);
    const after = await transform();
    // The URL keeps the centre in whole map units, so the restored pan is within a zoom factor of a pixel.
    expect(Math.abs(after[0] - before[0])).toBeLessThanOrEqual(before[2] + 0.1);
    expect(Math.abs(after[1] - before[1])).toBeLessThanOrEqual(before[2] + 0.1);
    expect(after[2]).toBeCloseTo(before[2], 3);

    // A shared link with a debate and a persona filter restores those controls too.
    await openAtlas(`atlas/?debate=${encodeURIComponent('2026/remote-work')}&persona=${encodeURIComponent('2026/remote-work:p_ada')}&hide=refines`);
    expect(await page.getByLabel('Debate', { exact: true }).inputValue()).toBe('2026/remote-work');
    expect(await page.getByLabel('Persona', { exact: true }).inputValue()).toBe('2026/remote-work:p_ada');
    expect(await page.getByRole('checkbox', { name: /refines/ }).isChecked()).toBe(false);
    // Unknown or malformed values are ignored, not errors.
    await openAtlas('atlas/?focus=nope&local=x&hide=%3Cscript%3E&at=1,2');
    expect(await shown()).toEqual({ nodes: data().nodes.id.length, edges: data().edges.source.length });
    expect(pageErrors).toEqual([]);
  });

  it('pans and zooms with the keyboard', async () => {
    await openAtlas();
    const canvas = page.locator('canvas[data-canvas]');
    await canvas.focus();
    const [x0, , k0] = await transform();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await transform())[0]).toBeGreaterThan(x0);
    await page.keyboard.press('+');
    await expect.poll(async () => (await transform())[2]).toBeGreaterThan(k0);
    await page.keyboard.press('-');
    await page.keyboard.press('0');
    await expect.poll(async () => (await transform())[2]).toBeCloseTo(k0, 3);
    expect(pageErrors).toEqual([]);
  });
});

describe('the open questions', () => {
  it('quotes each question as it was asked, with quotation marks but no <q> (thousands of them lay out slowly)', async () => {
    const p = await served.open('atlas/questions/');
    const quote = p.locator('[data-ledger] .quote').first();
    const marks = await quote.evaluate((el) => [getComputedStyle(el, '::before').content, getComputedStyle(el, '::after').content]);
    expect(marks).toEqual(['"\u201c"', '"\u201d"']);
    expect((await quote.textContent())!.length).toBeGreaterThan(0);
    expect(await p.locator('main q').count()).toBe(0);
  });
});

describe('the atlas map with hostile text', () => {
  it('shows script-like labels as text and runs nothing', async () => {
    const hostile = await serveDirectory(hostileSite.outDir);
    const context = await served.browser.newContext();
    const p = await context.newPage();
    const dialogs: string[] = [];
    const errors: string[] = [];
    p.on('dialog', async (dialog) => { dialogs.push(dialog.message()); await dialog.dismiss(); });
    p.on('pageerror', (error) => errors.push(error.message));
    try {
      await p.goto(`${hostile.url}atlas/?focus=${encodeURIComponent('hostile-ids:__proto__')}`);
      await p.waitForSelector('[data-atlas-map][data-ready="true"]');
      await expect.poll(() => p.locator('[data-panel-body]').textContent()).toContain('<img src=x onerror=alert(1)>');
      await p.getByLabel('Find a node').fill('<svg');
      await expect.poll(() => p.locator('.atlas-result').first().textContent()).toContain('<svg onload=alert(4)>');
      await p.locator('.atlas-result').first().click();
      expect(await p.locator('img[src="x"], iframe, svg[onload]').count()).toBe(0);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await hostile.close();
    }
  });
});
