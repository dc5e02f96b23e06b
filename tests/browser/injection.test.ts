// A fixture full of script injections, clicked through in Chromium, executes nothing:
// not on the site, not in the standalone graph.html opened from disk.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runCli } from '../../src/cli/main.ts';
import { projectRoot } from '../support/buildSite.ts';
import { servedSite } from '../support/servedSite.ts';

const served = servedSite('hostile');

/** Opens a page that reports any dialog or injected script, then pokes every node and edge. */
async function exercise(url: string): Promise<{ dialogs: string[]; page: Page }> {
  const page = await (await served.browser.newContext()).newPage();
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => { dialogs.push(dialog.message()); await dialog.dismiss(); });
  await page.goto(url);
  await page.waitForSelector('[data-graph][data-enhanced="true"]');
  for (const node of await page.locator('g.node[data-i]').all()) {
    await node.click({ force: true });
    await node.dispatchEvent('pointerover');
    await node.focus();
  }
  for (const edge of await page.locator('g.edge[data-e]').all()) await edge.dispatchEvent('pointerover');
  await page.getByRole('button', { name: 'Contested only' }).click({ force: true });
  for (const summary of await page.locator('summary').all()) await summary.click();
  return { dialogs, page };
}

describe('script injection', () => {
  it.each(['hostile-transcript', 'hostile-minutes'])('executes nothing on the %s page, links included', async (slug) => {
    const { dialogs, page } = await exercise(`${served.server.url}debates/${slug}/`);
    for (const link of await page.locator('main a[href]').all()) {
      expect(await link.getAttribute('href')).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect(await page.locator('main img, main iframe, main object, main embed').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('executes nothing on the debate page', async () => {
    const { dialogs, page } = await exercise(`${served.server.url}debates/hostile-ids/`);
    expect(dialogs).toEqual([]);
    expect(await page.locator('img[src="x"], iframe, svg[onload]').count()).toBe(0);
    expect(await page.locator('.da-graph__tooltip').textContent()).not.toBe('');
    await expect.poll(() => page.locator('article.card h3', { hasText: '<img src=x onerror=alert(1)>' }).isVisible()).toBe(true);
  });

  it('executes nothing in the standalone graph.html opened from disk', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'da-render-'));
    const io = { cwd: projectRoot, stdout: () => {}, stderr: () => {}, readStdin: async () => new Uint8Array() };
    expect(await runCli(['render', 'tests/fixtures/logs/hostile-ids.json', out], io)).toBe(0);
    const { dialogs, page } = await exercise(pathToFileURL(path.join(out, 'graph.html')).href);
    expect(dialogs).toEqual([]);
    expect(await page.title()).toContain('<script>alert(1)</script>');
  });
});
