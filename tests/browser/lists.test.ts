// The index at a few hundred debates (a generated archive, built once here): numbered
// static pages that work without JavaScript, a first page of a few screens, and sort and
// filters (tag, year, persona, format, outcome, text) that work in Chromium over the list
// index; without JavaScript none of those controls is shown.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { LIST_PAGE_SIZE, type ListIndex } from '../../src/lib/archive/listing.ts';
import { buildSite, testOutput, type SiteBuild } from '../support/buildSite.ts';
import { writeListArchive, type ListArchive } from '../support/listArchive.ts';
import { servedSite } from '../support/servedSite.ts';

let archive: ListArchive;
let build: SiteBuild;

beforeAll(async () => {
  archive = writeListArchive(testOutput('content-lists'));
  build = buildSite('lists', { content: archive.folder });
  if (build.status !== 0) throw new Error(build.output);
}, 400_000);

// Served once the build above has run (hooks run in the order they are declared).
const served = servedSite({ root: () => build.outDir });
const { pageErrors } = served;

/** The list index is fetched and parsed on first use: a loaded machine may take seconds. */
const SLOW = { timeout: 30_000 };
const total = () => archive.roundtables + archive.minutes.held + archive.minutes.decided;
const read = (file: string) => readFileSync(path.join(build.outDir, file), 'utf8');
const items = (html: string) => [...html.matchAll(/<li class="debate-item"[^>]*>\s*<h2 class="debate-item__title"><a href="([^"]+)"/g)].map((m) => m[1]!);

/** A page in a context of its own. */
const open = (url: string, options: { javaScript?: boolean; width?: number } = {}): Promise<Page> =>
  served.open(url, { javaScript: options.javaScript ?? true, viewport: { width: options.width ?? 1280, height: 900 } });

describe('the index in static pages', () => {
  it('lists every debate exactly once, a page at a time', () => {
    const pages = Math.ceil(total() / LIST_PAGE_SIZE);
    const seen: string[] = [];
    for (let p = 1; p <= pages; p++) {
      const listed = items(read(p === 1 ? 'index.html' : `page/${p}/index.html`));
      expect(listed.length).toBe(p < pages ? LIST_PAGE_SIZE : total() - LIST_PAGE_SIZE * (pages - 1));
      seen.push(...listed);
    }
    expect(existsSync(path.join(build.outDir, `page/${pages + 1}/index.html`))).toBe(false);
    expect(new Set(seen).size).toBe(total());
  });

  it('links the pages and keeps a tag page paged too', () => {
    const index = read('index.html');
    expect(index).toContain('<a href="/page/2/" rel="next">Next</a>');
    expect(read('page/2/index.html')).toContain('<a href="/" aria-label="Page 1">1</a>');
    const tagged = Math.ceil(archive.roundtables / 4);
    expect(items(read('tags/energy/index.html')).length).toBe(LIST_PAGE_SIZE);
    expect(items(read(`tags/energy/page/${Math.ceil(tagged / LIST_PAGE_SIZE)}/index.html`)).length).toBeGreaterThan(0);
  });

  it('offers a bounded list index with one row per debate', () => {
    const index = JSON.parse(read('debates-index.json')) as ListIndex;
    expect(index.rows.length).toBe(total());
    expect(Buffer.byteLength(read('debates-index.json')) / total()).toBeLessThan(600);
  });

  it('says a hold once: "resume when" is not repeated', () => {
    const html = read('index.html') + read(`page/${Math.ceil(total() / LIST_PAGE_SIZE)}/index.html`);
    const all = Array.from({ length: Math.ceil(total() / LIST_PAGE_SIZE) }, (_, i) => read(i === 0 ? 'index.html' : `page/${i + 1}/index.html`)).join('');
    expect(all).toContain('· resume when the pilot ends');
    expect(html + all).not.toMatch(/resume when resume when/i);
  });
});

describe('in Chromium', () => {
  it('shows a first page of at most four desktop screens, each outcome on one line', async () => {
    const page = await open('');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(4 * 900);
    const lines = await page.locator('.debate-item__outcome').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))));
    expect(lines.length).toBe(LIST_PAGE_SIZE);
    expect(lines.every((n) => n === 1)).toBe(true);
    // A line cut to fit never widens the page: on a 360px phone nothing scrolls sideways.
    const phone = await open('', { width: 360 });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('without JavaScript shows no control that needs it, and the pages still work', async () => {
    const page = await open('', { javaScript: false });
    expect(await page.locator('[data-list-controls]').isVisible()).toBe(false);
    expect(await page.locator('[data-theme-toggle]').isVisible()).toBe(false);
    expect(await page.locator('.pagination a[rel="next"]').getAttribute('href')).toBe('/page/2/');
    const second = await open('page/2/', { javaScript: false });
    expect(await second.locator('.debate-item').count()).toBe(LIST_PAGE_SIZE);
    expect(await second.locator('.pagination').isVisible()).toBe(true);
  });

  it('filters by tag, year, persona, format, outcome and text, and sorts', async () => {
    const page = await open('');
    const form = page.locator('[data-list-controls]');
    await expect.poll(() => form.isVisible(), SLOW).toBe(true);
    const status = form.locator('[data-list-status]');
    const count = async () => Number((await status.textContent())?.match(/^(\d+)/)?.[1] ?? NaN);

    await form.locator('select[name="format"]').selectOption('minutes');
    await expect.poll(() => status.textContent(), SLOW).toMatch(/^20 debates match/);
    expect(await page.locator('[data-pager]').isVisible()).toBe(false);
    await form.locator('select[name="outcome"]').selectOption('on-hold');
    await expect.poll(count, SLOW).toBe(archive.minutes.held);
    expect(await page.locator('.debate-item').count()).toBe(archive.minutes.held);
    await form.locator('select[name="outcome"]').selectOption('');
    await form.locator('select[name="format"]').selectOption('');

    // The tag field suggests the most used tags and takes any tag as typed.
    await form.locator('input[name="tag"]').fill('Energy');
    await expect.poll(count, SLOW).toBe(Math.ceil(archive.roundtables / 4));
    await form.locator('select[name="year"]').selectOption('2024');
    await expect.poll(count, SLOW).toBeLessThan(Math.ceil(archive.roundtables / 4));
    expect(await count()).toBeGreaterThan(0);
    await form.locator('input[name="tag"]').fill('');
    await form.locator('select[name="year"]').selectOption('');

    await form.locator('input[name="persona"]').fill('Hiro Ito');
    await expect.poll(count, SLOW).toBeGreaterThan(0);
    const withHiro = await count();
    expect(withHiro).toBeLessThan(total());
    await form.locator('input[name="persona"]').fill('');

    await form.locator('input[name="q"]').fill('Debate 042');
    await expect.poll(count, SLOW).toBe(1);
    expect(await page.locator('.debate-item a').first().textContent()).toMatch(/^Debate 042 on /);
    await form.locator('input[name="q"]').fill('');

    await form.locator('select[name="sort"]').selectOption('contested');
    await expect.poll(count, SLOW).toBe(total());
    const firstMeta = await page.locator('.debate-item .debate-item__meta').first().textContent();
    expect(firstMeta).toContain('6 contested');
    await form.locator('select[name="sort"]').selectOption('title');
    await expect.poll(() => page.locator('.debate-item a').first().textContent(), SLOW).toMatch(/^Debate 000 /);

    await form.locator('select[name="sort"]').selectOption('newest');
    await expect.poll(() => page.locator('[data-pager]').isVisible(), SLOW).toBe(true);
    expect(await page.locator('.debate-item').count()).toBe(LIST_PAGE_SIZE);
  });

  it('draws a filtered row as the page draws it: the same facts, badges and tags (probe 27)', async () => {
    const page = await open('');
    const form = page.locator('[data-list-controls]');
    await expect.poll(() => form.isVisible(), SLOW).toBe(true);
    const rowFacts = (href: string) => page.locator(`.debate-item:has(a[href="${href}"])`).first().evaluate((li) => ({
      meta: (li.querySelector('.debate-item__meta') as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      badges: [...li.querySelectorAll('.badge')].map((b) => `${b.className}|${b.textContent}|${b.getAttribute('title')}`),
      tags: [...li.querySelectorAll('.tag')].map((t) => `${t.textContent}|${t.getAttribute('href')}`),
    }));
    // A tagged roundtable: it carries tags and every kind of badge the archive has.
    const href = (await page.locator('.debate-item:has(.tag):has(.badge--contested) .debate-item__title a').first().getAttribute('href'))!;
    const onPage = await rowFacts(href);
    expect(onPage.tags.length).toBeGreaterThan(0);
    expect(onPage.badges.length).toBeGreaterThan(1);
    const title = (await page.locator(`.debate-item__title a[href="${href}"]`).textContent())!;
    await form.locator('input[name="q"]').fill(title);
    await expect.poll(() => page.locator('[data-pager]').isVisible(), SLOW).toBe(false);
    expect(await rowFacts(href)).toEqual(onPage);
  });

  it('keeps the filters and the sort in the address, and a page opened with them shows that list (probe 27)', async () => {
    const page = await open('');
    const form = page.locator('[data-list-controls]');
    await expect.poll(() => form.isVisible(), SLOW).toBe(true);
    await form.locator('select[name="format"]').selectOption('minutes');
    await form.locator('select[name="sort"]').selectOption('title');
    await expect.poll(() => new URL(page.url()).search, SLOW).toBe('?format=minutes&sort=title');
    await form.locator('select[name="format"]').selectOption('');
    await expect.poll(() => new URL(page.url()).search, SLOW).toBe('?sort=title');

    const shared = await open('?format=minutes&sort=title');
    const status = shared.locator('[data-list-status]');
    await expect.poll(() => status.textContent(), SLOW).toMatch(/^20 debates match/);
    expect(await shared.locator('select[name="format"]').inputValue()).toBe('minutes');
    // An unknown value is left unset, never a filter that matches nothing.
    const unknown = await open('?format=nonsense');
    expect(await unknown.locator('select[name="format"]').inputValue()).toBe('');
    expect(await unknown.locator('[data-pager]').isVisible()).toBe(true);
  });

  it('pages the question ledger, the cruxes and the persona index in a few screens each, filtered and sorted by the same form', async () => {
    for (const url of ['atlas/questions/', 'atlas/cruxes/', 'browse/', 'browse/personas/']) {
      const page = await open(url);
      expect(await page.evaluate(() => document.documentElement.scrollHeight), url).toBeLessThanOrEqual(4 * 900);
    }
    const questions = await open('atlas/questions/');
    const form = questions.locator('[data-list-controls]');
    await expect.poll(() => form.isVisible(), SLOW).toBe(true);
    const status = form.locator('[data-list-status]');
    await form.locator('input[name="debate"]').fill('Debate 042');
    await expect.poll(() => status.textContent(), SLOW).toBe('1 question matches.');
    expect(await questions.locator('[data-list-items] .debate-item a').first().textContent()).toBe('Question of debate 42?');
    expect(await questions.locator('[data-pager]').isVisible()).toBe(false);
    await form.locator('input[name="debate"]').fill('');
    await form.locator('select[name="sort"]').selectOption('text');
    await expect.poll(() => questions.locator('[data-list-items] .debate-item a').first().textContent(), SLOW).toBe('Question of debate 0?');

    const cruxes = await open('atlas/cruxes/');
    const cruxForm = cruxes.locator('[data-list-controls]');
    await expect.poll(() => cruxForm.isVisible(), SLOW).toBe(true);
    await cruxForm.locator('input[name="persona"]').fill('Hiro Ito');
    await expect.poll(() => cruxForm.locator('[data-list-status]').textContent(), SLOW).toMatch(/^\d+ cruxes? match/);
    const names = await cruxes.locator('[data-list-items] .debate-item__outcome').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((line) => line.includes('Hiro Ito'))).toBe(true);

    const noScript = await open('atlas/cruxes/', { javaScript: false });
    expect(await noScript.locator('[data-list-controls]').isVisible()).toBe(false);
    expect(await noScript.locator('.pagination a[rel="next"]').getAttribute('href')).toBe('/atlas/cruxes/page/2/');

    for (const page of [questions, cruxes]) {
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map((v) => `${page.url()}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }, 300_000);

  it('has no axe violations on the list pages, in both themes, filtered or not', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const url of ['', 'page/2/']) {
        const page = await served.open(url, { colorScheme });
        if (url === '') {
          await page.locator('[data-list-controls] select[name="outcome"]').selectOption('on-hold');
          await expect.poll(() => page.locator('[data-list-status]').textContent(), SLOW).toMatch(/match/);
        }
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(violations.map((v) => `${colorScheme} /${url}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    }
  }, 300_000);

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
