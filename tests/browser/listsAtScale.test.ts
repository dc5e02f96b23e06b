// The index at 1,000 debates (issue 27's Done-when), as a reader on a 1280×800 desktop sees
// it: a first page of at most four screens, a filter that narrows the list, a sort that
// reorders it, and numbered pages that reach the last debate. The fixture site
// `lists-1000` (tests/support/listArchive.ts, 980 roundtables and 20 minutes) is built once
// per run through the run's build lock, beside the unit files in a whole full run; only
// the full suite reads it (`npm run test:full`). The list pages at 250 debates, every
// filter and the pages without JavaScript are in lists.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LIST_PAGE_SIZE } from '../../src/lib/archive/listing.ts';
import { testOutput } from '../support/buildSite.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { LARGE_LIST_ARCHIVE } from '../support/listArchive.ts';
import { listFiles } from '../../scripts/support/siteFiles.ts';
import { servedSite } from '../support/servedSite.ts';

const served = servedSite('lists-1000');
const DESKTOP = { width: 1280, height: 800 };
const TOTAL = LARGE_LIST_ARCHIVE.roundtables + LARGE_LIST_ARCHIVE.minutes;
/** The list index is fetched and parsed on first use: a loaded machine may take seconds. */
const SLOW = { timeout: 30_000 };

const open = (address: string): Promise<Page> => served.open(address, { viewport: DESKTOP });
const titles = (page: Page) => page.locator('[data-list-items] .debate-item__title a').allTextContents();
const dates = (page: Page) => page.locator('[data-list-items] .debate-item__meta span:first-child').allTextContents();

/**
 * The debate the index lists last, read from the generated logs themselves: newest first,
 * so the oldest date, and among debates of that date the last slug.
 */
function lastDebateTitle(): string {
  const content = testOutput('content-lists-1000');
  const logs = listFiles(content).filter((f) => f.endsWith('.json')).map((f) => {
    const log = JSON.parse(readFileSync(path.join(content, f), 'utf8')) as { topic: string; meta: { created: string } };
    return { slug: f.replace(/\.json$/, ''), date: log.meta.created, title: log.topic };
  });
  logs.sort((a, b) => (a.date === b.date ? (a.slug < b.slug ? -1 : 1) : a.date < b.date ? 1 : -1));
  return logs.at(-1)!.title;
}

describe('the index at 1,000 debates on a 1280×800 desktop', () => {
  it('builds', () => {
    const site = fixtureSite('lists-1000');
    expect(site.status, site.output).toBe(0);
  });

  it('shows a first page of at most four screens', async () => {
    const page = await open('');
    expect(await page.locator('[data-list-items] .debate-item').count()).toBe(LIST_PAGE_SIZE);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(4 * DESKTOP.height);
  });

  it('narrows the list with a filter: a year shows only that year’s debates', async () => {
    const page = await open('');
    const form = page.locator('[data-list-controls]');
    await expect.poll(() => form.isVisible(), SLOW).toBe(true);
    const status = form.locator('[data-list-status]');
    await form.locator('select[name="year"]').selectOption('2025');
    await expect.poll(() => status.textContent(), SLOW).toMatch(/^\d+ debates match\.$/);
    const matching = Number((await status.textContent())!.match(/^(\d+)/)![1]);
    expect(matching).toBeGreaterThan(LIST_PAGE_SIZE);
    expect(matching).toBeLessThan(TOTAL);
    const shown = await dates(page);
    expect(shown.length).toBe(LIST_PAGE_SIZE);
    expect(shown.every((d) => d.startsWith('2025-'))).toBe(true);
    // The text filter finds one debate of the thousand (Debate 942 is of 2024).
    await form.locator('select[name="year"]').selectOption('');
    await form.locator('input[name="q"]').fill('Debate 942');
    await expect.poll(() => status.textContent(), SLOW).toBe('1 debate matches.');
    expect(await titles(page)).toEqual([expect.stringMatching(/^Debate 942 on /)]);
  });

  it('reorders the list with a sort: by title, and most contested first', async () => {
    const page = await open('');
    const form = page.locator('[data-list-controls]');
    await expect.poll(() => form.isVisible(), SLOW).toBe(true);
    const newest = await titles(page);
    await form.locator('select[name="sort"]').selectOption('title');
    await expect.poll(() => titles(page), SLOW).not.toEqual(newest);
    const byTitle = await titles(page);
    expect(byTitle[0]).toMatch(/^Debate 000 on /);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b, 'en')));
    expect(await form.locator('[data-list-status]').textContent()).toBe(`${TOTAL} debates match.`);
    await form.locator('select[name="sort"]').selectOption('contested');
    await expect.poll(async () => (await page.locator('[data-list-items] .debate-item__meta').first().textContent()) ?? '', SLOW).toContain('6 contested');
  });

  it('reaches the last debate through its numbered pages', async () => {
    const pages = Math.ceil(TOTAL / LIST_PAGE_SIZE);
    const page = await open('');
    const last = page.locator(`.pagination a[aria-label="Page ${pages}"]`);
    await last.click();
    await expect.poll(() => page.locator('.pagination [aria-current="page"]').textContent()).toBe(String(pages));
    expect(await page.locator('.pagination a[rel="next"]').count()).toBe(0);
    const shown = await titles(page);
    expect(shown.length).toBe(TOTAL - LIST_PAGE_SIZE * (pages - 1));
    expect(shown.at(-1)).toBe(lastDebateTitle());
  });

  it('raised no page errors', () => {
    expect(served.pageErrors).toEqual([]);
  });
});
