// Argument analysis in a real Chromium on the analysis fixture site: the "unanswered
// objections" filter (cards and graph), the "Where they split" panel, a persona's stance
// timeline with an explained and an unexplained flip, and a provenance link to a
// transcript turn and back.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { servedSite } from '../support/servedSite.ts';

const served = servedSite('analysis');
const JANUARY = 'debates/2026/downtown-cars-january/';
const TRANSCRIPT = 'debates/2026/tabs-or-spaces/';
const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

const { pageErrors } = served;
let page: Page;
async function open(path: string): Promise<Page> {
  page = await served.open(path, { viewport: { width: 1280, height: 1000 } });
  return page;
}

describe('the debate page', () => {
  it('puts "Where they split" above the graph, cruxes ranked, with coverage and the unanswered objection', async () => {
    await open(JANUARY);
    const panel = page.locator('[data-analysis-panel]');
    expect(await panel.getByRole('heading', { name: 'Where they split' }).isVisible()).toBe(true);
    const panelTop = (await panel.boundingBox())!.y;
    const graphTop = (await page.locator('#graph-heading').boundingBox())!.y;
    expect(panelTop).toBeLessThan(graphTop);
    // c1 and c3 both have one persona per side; c1 comes first by id.
    expect((await panel.locator('[data-cruxes] > li').allInnerTexts()).map(squeeze)).toEqual([
      'A car-free downtown helps local shops 1 for (Urbanist) · 1 against (Shopkeeper)',
      'Cleaner air is worth the inconvenience 1 for (Urbanist) · 1 against (Driver advocate)',
    ]);
    expect(squeeze(await panel.locator('[data-coverage]').innerText())).toBe('Steelman coverage: 50% (1 of 2 contested claims steelmanned; 1 of 1 steelman by an opponent)');
    expect(squeeze(await panel.locator('[data-unanswered-count]').innerText())).toBe('1 unanswered objection: Shopkeeper: Deliveries collapse without car access → A car-free downtown helps local shops');
    // The card of c1 carries its status, the atlas's other label and its crux rank.
    expect(squeeze(await page.locator('#n-c1 .an-status').innerText())).toBe('falls falls here, stands across the archive 1 unanswered objection against it crux #1');
    // c2 objects unanswered here, but March attacks it (through an alias): OUT on the atlas.
    expect(squeeze(await page.locator('#n-c2 .an-status').innerText())).toBe('stands stands here, falls across the archive unanswered objection');
  });

  it('marks graph nodes with their status and filters to unanswered objections', async () => {
    await open(JANUARY);
    const node = (anchor: string) => page.locator(`#debate-graph g.node[data-anchor="${anchor}"]`);
    await expect.poll(() => node('n-c1').getAttribute('data-status')).toBe('OUT');
    expect(await node('n-c3').getAttribute('data-status')).toBe('IN');
    expect(await node('n-p_urb').getAttribute('data-status')).toBeNull();
    const visibleCards = () => page.locator('.cards > .card:visible').evaluateAll((cards) => cards.map((c) => c.id));
    expect(await visibleCards()).toContain('n-c3');

    await page.getByLabel('Show only unanswered objections').check();
    expect((await visibleCards()).sort()).toEqual(['n-c1', 'n-c2']);
    const opacity = (anchor: string) => node(anchor).evaluate((el) => getComputedStyle(el).opacity);
    expect(await opacity('n-c3')).toBe('0.15');
    expect(await opacity('n-c2')).toBe('1');

    await page.getByLabel('Show only unanswered objections').uncheck();
    expect(await visibleCards()).toContain('n-c3');
    expect(await opacity('n-c3')).toBe('1');
  });

  it('links a transcript node to the turn it came from, and the turn back to it', async () => {
    await open(TRANSCRIPT);
    const card = page.locator('#n-a-r1-position');
    const link = card.locator('a[data-provenance]');
    expect(squeeze(await card.locator('.an-source').innerText())).toMatch(/^From Round 1, Agent A \(Tabs\), line (1\d|2[0-5])$/);
    await link.click();
    expect(new URL(page.url()).hash).toBe('#round-1-a');
    const turn = page.locator('#round-1-a');
    expect(await turn.evaluate((el) => el.matches(':target'))).toBe(true);
    const back = turn.locator('[data-source-backlinks] a', { hasText: 'Use tabs, enforced by' });
    await back.click();
    expect(new URL(page.url()).hash).toBe('#n-a-r1-position');
  });
});

describe('the atlas persona page', () => {
  async function persona(name: string): Promise<void> {
    await open('atlas/personas/');
    await page.getByRole('link', { name, exact: true }).first().click();
    await page.waitForSelector('[data-stance-timeline]');
  }

  it('shows the stance timeline by date with an explained flip linked to its argument', async () => {
    await persona('Shopkeeper');
    const timeline = page.locator('[data-stance-timeline]');
    expect(await timeline.locator('.an-timeline > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-timeline-debate')))).toEqual([
      '2026/downtown-cars-january', '2026/downtown-cars-march',
    ]);
    const flip = timeline.locator('[data-flip]');
    expect(await flip.count()).toBe(1);
    expect(await flip.getAttribute('data-flip')).toBe('explained');
    expect(squeeze(await flip.innerText())).toBe('Flip: opposes → supports on A car-free downtown helps local shops (since Should the city ban private cars downtown?). Explained by Foot traffic rose 20% on the pilot streets (supports it, in Car-free downtown: the pilot results).');
    await flip.locator('a[data-explained-by]').click();
    expect(new URL(page.url()).pathname).toMatch(/\/debates\/2026\/downtown-cars-march\/$/);
    expect(new URL(page.url()).hash).toBe('#n-b3');
  });

  it('flags a flip no argument explains', async () => {
    await persona('Driver advocate');
    const flip = page.locator('[data-stance-timeline] [data-flip]');
    expect(await flip.getAttribute('data-flip')).toBe('unexplained');
    expect(squeeze(await flip.innerText())).toContain('Flip: opposes → supports on Cleaner air is worth the inconvenience');
    expect(await flip.locator('.badge', { hasText: 'unexplained' }).isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
