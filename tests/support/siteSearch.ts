// The header's search box as a reader uses it, for the search suites: the reading
// fixture's claim a reader types, the box, its results, a search that waits for them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { projectRoot } from './buildSite.ts';

const FIXTURE = 'tests/fixtures/sites/reading/debates';

interface Log { topic: string; claims: Array<{ id: string; text: string }> }
export const fourDayWeek = JSON.parse(readFileSync(path.join(projectRoot, FIXTURE, '2026/four-day-week.json'), 'utf8')) as Log;
const claim = fourDayWeek.claims.find((c) => c.id === 'c3')!;
/** The first words of a claim, as a reader would type them. */
export const claimWords = claim.text.split(/\s+/).slice(0, 7).join(' ');

/** A debate page, at its top or at one of its cards (#n-…). */
export const debatePage = (slug: string, base = '') => new RegExp(`${base}/debates/${slug.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(#[^/]*)?$`);

/** Pagefind's first load fetches its script, worker, WebAssembly and index. */
export const SLOW = { timeout: 30_000 };

export const box = (page: Page) => page.getByRole('searchbox', { name: 'Search debates' });
export const results = (page: Page) => page.locator('.site-search__results a');
export const resultHrefs = (page: Page) => results(page).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));

export async function search(page: Page, query: string): Promise<void> {
  await box(page).click();
  await box(page).fill(query);
  await expect.poll(() => page.locator('.site-search__status').textContent(), SLOW).toContain(`for “${query}”`);
}
