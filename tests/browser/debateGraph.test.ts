// The interactive graph in a real Chromium, on the real built pages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureSite } from '../support/fixtureSites.ts';
import { readSiteFile } from '../support/siteFiles.ts';
import { servedSite } from '../support/servedSite.ts';

const served = servedSite('sample');

const SLUG = '2026/four-day-week';
let page: Page;
const pageErrors: string[] = [];

interface GraphJson { nodes: Array<{ id: string; type: string; contested?: boolean; by?: string }>; edges: Array<{ source: string; target: string; type: string }> }
const graph = (): GraphJson => JSON.parse(readSiteFile(fixtureSite('sample').outDir, `debates/${SLUG}/graph.json`));

beforeAll(async () => {
  page = await (await served.browser.newContext()).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${served.server.url}debates/${SLUG}/`);
  await page.waitForSelector('[data-graph][data-enhanced="true"]');
});

describe('the debate graph', () => {
  it('renders every node and drawable edge, with a legend', async () => {
    const g = graph();
    expect(await page.locator('.da-graph g.node[data-i]').count()).toBe(g.nodes.length);
    expect(await page.locator('.da-graph line.edge[data-s]').count()).toBe(g.edges.length);
    expect(await page.locator('.da-legend li').count()).toBeGreaterThanOrEqual(10);
    expect(pageErrors).toEqual([]);
  });

  it('"Contested only" hides every edge not touching a contested claim', async () => {
    const g = graph();
    const contested = new Set(g.nodes.filter((n) => n.contested).map((n) => g.nodes.indexOf(n)));
    expect(contested.size).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Contested only' }).click();
    const visibility = await page.locator('.da-graph line.edge[data-s]').evaluateAll((lines) =>
      lines.map((l) => ({ s: Number((l as SVGElement).dataset.s), t: Number((l as SVGElement).dataset.t), shown: getComputedStyle(l).display !== 'none' })));
    for (const edge of visibility) expect(edge.shown).toBe(contested.has(edge.s) || contested.has(edge.t));
    expect(visibility.filter((e) => e.shown).length).toBeGreaterThan(0);
    expect(visibility.filter((e) => !e.shown).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Contested only' }).click();
    expect(await page.locator('.da-graph line.edge[data-s]').evaluateAll((ls) => ls.every((l) => getComputedStyle(l).display !== 'none'))).toBe(true);
  });

  it('clicking a persona lights up every relation it has and its steelmen; again or Escape clears', async () => {
    const g = graph();
    const author = g.nodes.find((n) => n.type === 'persona' && g.nodes.some((s) => s.by === n.id))!;
    const i = g.nodes.indexOf(author);
    const steelmen = g.nodes.filter((n) => n.by === author.id).map((n) => n.id);
    const expected = g.edges.filter((e) => [author.id, ...steelmen].includes(e.source) || [author.id, ...steelmen].includes(e.target)).length;

    const node = page.locator(`.da-graph g.node[data-i="${i}"]`);
    await node.click();
    expect(await page.locator('.da-graph line.edge.is-lit').count()).toBe(expected);
    expect(await page.locator('.da-graph').getAttribute('class')).toContain('has-selection');
    for (const id of steelmen) expect(await page.locator(`.da-graph g.node[data-i="${g.nodes.findIndex((n) => n.id === id)}"]`).getAttribute('class')).toContain('is-lit');
    expect(await node.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('.da-graph__status').textContent()).toContain('relations');

    await node.click();
    expect(await page.locator('.da-graph line.edge.is-lit').count()).toBe(0);
    await node.click();
    await page.keyboard.press('Escape');
    expect(await page.locator('.da-graph line.edge.is-lit').count()).toBe(0);
    expect(await page.locator('.da-graph').getAttribute('class')).not.toContain('has-selection');
  });

  it('is reachable by keyboard: one tab stop, arrows move, Enter highlights, O opens the card', async () => {
    await page.locator('.da-graph g.node[data-i="0"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as SVGElement | null)?.dataset.i)).toBe('1');
    expect(await page.locator('.da-graph g.node[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Enter');
    expect(await page.locator('.da-graph g.node[data-i="1"]').getAttribute('aria-pressed')).toBe('true');
    const anchor = await page.locator('.da-graph g.node[data-i="1"]').getAttribute('data-anchor');
    await page.keyboard.press('o');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(anchor);
    expect(new URL(page.url()).hash).toBe(`#${anchor}`);
  });

  it('zooms with the wheel and shows relation text in a tooltip', async () => {
    const canvas = page.locator('.da-graph__svg');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.locator('.da-graph__viewport').getAttribute('transform')).toMatch(/scale\(/);
    await page.getByRole('button', { name: 'Reset view' }).click();
    const edge = page.locator('.da-graph line.edge--supports[data-s]').first();
    await edge.dispatchEvent('pointerover', { clientX: box.x + 10, clientY: box.y + 10 });
    await expect.poll(() => page.locator('.da-graph__tooltip').textContent()).toContain('supports');
    expect(pageErrors).toEqual([]);
  });
});

describe('concept cards', () => {
  it('a card permalink selects its node in the graph', async () => {
    const g = graph();
    const i = g.nodes.findIndex((n) => n.id === 'c3');
    await page.goto(`${served.server.url}debates/${SLUG}/#n-c3`);
    await page.waitForSelector('[data-graph][data-enhanced="true"]');
    expect(await page.locator(`.da-graph g.node[data-i="${i}"]`).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('#n-c3').evaluate((el) => el.matches(':target'))).toBe(true);
  });

  it('a link to another card previews it on focus', async () => {
    const link = page.locator('#n-c3 dd a[href="#n-p_coord"], #n-c3 dd a').first();
    const target = (await link.getAttribute('href'))!.slice(1);
    await link.focus();
    const preview = page.locator('#card-preview');
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.textContent()).toContain((await page.locator(`#${target} h3`).textContent())!.trim());
    expect(await link.getAttribute('aria-describedby')).toBe('card-preview');
    await page.keyboard.press('Escape');
    await expect.poll(() => preview.isVisible()).toBe(false);
  });

  it('shows a local graph of a card’s neighbours with a depth control', async () => {
    const g = graph();
    const neighbours = new Set<string>();
    for (const e of g.edges) {
      if (e.type === 'belongs_to') continue;
      if (e.source === 'c3') neighbours.add(e.target);
      if (e.target === 'c3') neighbours.add(e.source);
    }
    const details = page.locator('#n-c3 details.local-graph');
    await details.locator('summary').click();
    // The graph is drawn on the details element's toggle event, which fires after the click.
    await expect.poll(() => details.locator('svg g.node').count()).toBe(neighbours.size + 1);
    await details.locator('select').selectOption('2');
    await expect.poll(() => details.locator('svg g.node').count()).toBeGreaterThan(neighbours.size + 1);
  });
});
