// A fixture full of script injections, clicked through in Chromium, executes nothing:
// not on the site, not in the standalone graph.html opened from disk.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runCaptured } from '../support/cli.ts';
import { GRAPH_READY } from '../support/pageOpener.ts';
import { servedSite } from '../support/servedSite.ts';
import { tempFolder } from '../support/tempFolder.ts';

const served = servedSite('hostile');

/** Opens a page that reports any dialog or injected script, then pokes every node and edge. */
async function exercise(url: string): Promise<{ dialogs: string[]; page: Page }> {
  const page = await served.open(url, { dialogsAreErrors: true, waitFor: GRAPH_READY });
  for (const node of await page.locator('g.node[data-i]').all()) {
    await node.click({ force: true });
    await node.dispatchEvent('pointerover');
    await node.focus();
  }
  for (const edge of await page.locator('g.edge[data-e]').all()) await edge.dispatchEvent('pointerover');
  await page.getByRole('button', { name: 'Contested only' }).click({ force: true });
  for (const summary of await page.locator('summary').all()) await summary.click();
  // Every dialog was recorded as "<address>: dialog: <message>" among the page errors.
  return { dialogs: served.pageErrors.filter((e) => e.startsWith(`${url}: dialog: `)), page };
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
    const out = tempFolder('da-render-');
    expect((await runCaptured(['render', 'tests/fixtures/logs/hostile-ids.json', out])).code).toBe(0);
    const { dialogs, page } = await exercise(pathToFileURL(path.join(out, 'graph.html')).href);
    expect(dialogs).toEqual([]);
    expect(await page.title()).toContain('<script>alert(1)</script>');
  });
});
