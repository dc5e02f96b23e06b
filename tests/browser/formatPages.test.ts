// The transcript and minutes views on a built fixture archive (a frozen copy of the sample), in a real Chromium:
// layout at desktop and phone widths, and what each page must say in text.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { servedSite } from '../support/servedSite.ts';

const served = servedSite('reading');

const CAPPED = 'debates/2026/transcripts/fpga-vs-tiny-tapeout/';
const CONVERGED = 'debates/2026/transcripts/postgres-vs-dynamo/';
const MINUTES_KO = 'debates/2026/minutes/2026-06-03-14-30-next-essay-topic/';
const MINUTES_EN = 'debates/2026/minutes/2026-08-10-2315-review-rubric-revision/';

const { pageErrors } = served;

/**
 * Each page at 1280 px is loaded once for the file and read by every test that checks
 * it (these tests read a page; one moves focus), rather than loaded afresh by each: a
 * page load in a fresh context was most of this file's Chromium CPU (docs/benchmarks.md).
 */
const loaded = new Map<string, Promise<Page>>();
const open = (path: string): Promise<Page> => {
  if (!loaded.has(path)) loaded.set(path, served.open(path, { viewport: { width: 1280, height: 900 }, expectOk: true, forFile: true }));
  return loaded.get(path)!;
};

/** Rendered text (innerText), whitespace collapsed. */
const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('transcript pages', () => {
  it('show both agents of a round side by side at 1280px', async () => {
    const page = await open(CAPPED);
    const round = page.locator('.tx-round[data-round="2"]');
    const a = (await round.locator('.tx-turn[data-agent="A"]').boundingBox())!;
    const b = (await round.locator('.tx-turn[data-agent="B"]').boundingBox())!;
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(a.x + a.width).toBeLessThanOrEqual(b.x);
    expect(a.width).toBeGreaterThan(300);
    expect(Math.abs(a.width - b.width)).toBeLessThan(2);
  });

  it('stack them into one timeline at 400px', async () => {
    // Read by this test only: closed when it ends.
    const page = await served.open(CAPPED, { viewport: { width: 400, height: 900 }, expectOk: true });
    for (const number of [1, 4, 6]) {
      const round = page.locator(`.tx-round[data-round="${number}"]`);
      const a = (await round.locator('.tx-turn[data-agent="A"]').boundingBox())!;
      const b = (await round.locator('.tx-turn[data-agent="B"]').boundingBox())!;
      expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
      expect(Math.abs(a.x - b.x)).toBeLessThan(2);
    }
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  });

  it('show every round with both agents, their parts and statuses', async () => {
    const page = await open(CAPPED);
    expect(await page.locator('.tx-round').count()).toBe(6);
    expect(await page.locator('.tx-turn[data-agent]').count()).toBe(12);
    await expect.poll(() => page.getByRole('heading', { name: 'Round 1 — Opening' }).isVisible()).toBe(true);
    const a2 = page.locator('#round-2-a');
    for (const part of ['Engagement', 'Refined position']) expect(await a2.getByRole('heading', { name: part }).isVisible()).toBe(true);
    expect(await a2.locator('.tx-engagement li[data-kind="attack"] .tx-kind').first().textContent()).toBe('Attack');
    expect(squeeze(await a2.locator('.tx-status').innerText())).toMatch(/^CONTINUE B has not shown/);
    expect(squeeze(await page.locator('#round-4-a .tx-status').innerText())).toMatch(/^DONE The hybrid covers both goals/);
  });

  it('the capped debate shows the cap, the flip and the asymmetric stop', async () => {
    const page = await open(CAPPED);
    const ending = page.locator('.tx-ending');
    expect(squeeze(await ending.locator('.tx-ending__headline').innerText())).toBe('Hit the 6-round cap: no mutual DONE by round 6');
    expect(squeeze(await ending.innerText())).toContain('Asymmetric stop in round 6: A DONE, B CONTINUE');
    const flips = page.locator('.tx-flips li');
    expect(await flips.count()).toBe(1);
    expect(squeeze(await flips.innerText())).toContain('Agent A: DONE in round 4 → CONTINUE in round 5');
    expect(squeeze(await page.locator('#round-5-a .tx-status').innerText())).toContain('Flip: said DONE in round 4, CONTINUE now.');
    expect(squeeze(await page.locator('.tx-verdict [data-field="rounds"] dd').innerText())).toBe('6 — hit 6-round cap');
    expect(await page.locator('[data-unfinished-banner]').count()).toBe(0);
  });

  it('the converged debate shows natural convergence and the verdict card', async () => {
    const page = await open(CONVERGED);
    expect(squeeze(await page.locator('.tx-ending__headline').innerText())).toBe('Both agents said DONE in round 3 — natural convergence');
    expect(squeeze(await page.locator('.tx-flips').innerText())).toContain('No agent went from DONE back to CONTINUE.');
    const verdict = page.locator('.tx-verdict');
    expect(await verdict.getByRole('heading', { name: 'Verdict' }).isVisible()).toBe(true);
    expect((await verdict.locator('dt').allTextContents()).map(squeeze)).toEqual(['Converged on', 'Live disagreement', 'Recommendation', 'What tipped the call', 'Rounds']);
    expect(squeeze(await verdict.locator('[data-field="convergedOn"] dd').innerText())).toMatch(/^PostgreSQL on RDS/);
    expect(squeeze(await verdict.locator('[data-field="rounds"] dd').innerText())).toBe('3 — natural convergence');
    expect(await verdict.locator('code', { hasText: 'tstzrange' }).count()).toBe(1);
    expect(squeeze(await page.locator('.tx-sides').innerText())).toBe('A Agent A (PostgreSQL) B Agent B (DynamoDB)');
    expect(await page.locator('[data-unfinished-banner]').count()).toBe(0);
  });

  it('headings go down one level at a time', async () => {
    for (const path of [CAPPED, MINUTES_KO]) {
      const page = await open(path);
      const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((hs) => hs.map((h) => Number(h.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `${path} heading ${i}`).toBeLessThanOrEqual(1);
    }
  });

  it('permalinks show focus', async () => {
    const page = await open(CONVERGED);
    const link = page.locator('.tx-round[data-round="2"] .tx-permalink');
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  });
});

describe('minutes pages', () => {
  it('show the rubric with totals and the chosen option', async () => {
    const page = await open(MINUTES_KO);
    const table = page.getByRole('table', { name: /R6 rubric/ });
    expect(squeeze(await table.locator('caption').innerText())).toBe('R6 rubric: 4 criteria, 3 options; option A chosen');
    const totals = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-option'), r.querySelector('.mn-total')?.textContent?.replace(/\s+/g, ' ').trim()]));
    expect(totals).toEqual([['A', '16 (highest)'], ['B', '15'], ['C', '13']]);
    const chosen = table.locator('tr[data-chosen="true"]');
    expect(await chosen.count()).toBe(1);
    expect(await chosen.getAttribute('data-option')).toBe('A');
    expect(squeeze(await chosen.locator('th').innerText())).toContain('✓ chosen');
    expect(squeeze(await page.locator('.mn-chosen-line').innerText())).toMatch(/^Chosen option: A/);
  });

  it('flag the missing action-item field visibly and in text', async () => {
    const page = await open(MINUTES_KO);
    const table = page.getByRole('table', { name: /action items/ });
    expect(squeeze(await table.locator('caption').innerText())).toBe('4 action items; 1 with a missing field');
    const incomplete = table.locator('tbody tr[data-complete="false"]');
    expect(await incomplete.count()).toBe(1);
    const cell = incomplete.locator('td[data-missing="done"]');
    expect(await cell.isVisible()).toBe(true);
    expect(squeeze(await cell.innerText())).toBe('missing');
    expect(await incomplete.locator('.wikilink--unresolved', { hasText: 'internal-liaison' }).count()).toBe(1);
    expect(await table.locator('td[data-missing]').count()).toBe(1);
  });

  it('show the goal check as pass or missing with details', async () => {
    const page = await open(MINUTES_KO);
    const items = page.locator('.mn-goal__list li');
    expect(await items.evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-goal'), li.querySelector('.badge')?.textContent]))).toEqual([
      ['decision-or-hold', 'pass'], ['action-items-complete', 'missing'], ['risk', 'pass'], ['unknowns', 'pass'],
    ]);
    expect(squeeze(await page.locator('[data-goal="action-items-complete"]').innerText())).toContain('lacks done criteria');
    expect(squeeze(await page.locator('.mn-goal__summary').innerText())).toBe('1 of 4 end conditions are missing.');
  });

  it('show the rounds R0–R7 in order and resolve wikilinks', async () => {
    const page = await open(MINUTES_KO);
    expect(await page.locator('.mn-round').evaluateAll((s) => s.map((e) => e.getAttribute('data-round')))).toEqual(['R0', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7']);
    // A persona's [[name]] goes to its atlas page, which exists.
    const link = page.locator('#minutes-r2 a.wikilink', { hasText: 'doc-reviewer' }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/atlas\/personas\/doc-reviewer/);
    expect((await page.request.get(new URL(href!, page.url()).href)).status()).toBe(200);
  });

  it('the English one shows the hold with reason and resume condition', async () => {
    const page = await open(MINUTES_EN);
    const hold = page.locator('[data-outcome="hold"]');
    expect(await hold.getByRole('heading', { name: 'On hold' }).isVisible()).toBe(true);
    expect(squeeze(await hold.locator('[data-field="reason"] dt').innerText())).toBe('Reason');
    expect(squeeze(await hold.locator('[data-field="reason"] dd').innerText())).toMatch(/^the three options rest on three different causes/);
    expect(squeeze(await hold.locator('[data-field="resume-condition"] dt').innerText())).toBe('Resume condition');
    expect(squeeze(await hold.locator('[data-field="resume-condition"] dd').innerText())).toMatch(/^resume when the blind re-scoring of 12 archived drafts/);
    expect(await page.locator('[data-outcome="decision"]').count()).toBe(0);
    expect(squeeze(await page.locator('.mn-rubric caption').innerText())).toBe('R6 rubric: 4 criteria, 3 options; no option chosen (on hold)');
    expect(await page.locator('.mn-goal__list .badge').allTextContents()).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(squeeze(await page.locator('[data-goal="decision-or-hold"]').innerText())).toContain('explicit hold with reason and resume condition');
    const date = page.locator('[data-fact="date"] time');
    expect(squeeze(await date.innerText())).toBe('2026-08-10 23:15 +09:00');
    expect(await date.getAttribute('datetime')).toBe('2026-08-10T23:15+09:00');
  });

  it('ran no script errors and loaded no images from the logs', async () => {
    for (const path of [CAPPED, CONVERGED, MINUTES_KO, MINUTES_EN]) {
      const page = await open(path);
      expect(await page.locator('.tx img, .mn img').count()).toBe(0);
    }
    expect(pageErrors).toEqual([]);
  });
});
