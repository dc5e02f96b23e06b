// Without Debian's chromium and without CHROMIUM_PATH, the browser suites still run: the
// support code falls back to the Chromium inside the @sparticuz/chromium devDependency.
// Here that path is taken on purpose, whatever this machine has installed.
import { describe, expect, it } from 'vitest';
import { findChromium, launchChromium } from '../support/chromium.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { serveDirectory } from '../support/staticServer.ts';

describe('the Chromium fallback', () => {
  it('unpacks @sparticuz/chromium and runs a debate page’s graph in it', async () => {
    const choice = await findChromium({ env: undefined, system: '/nonexistent/chromium' });
    expect(choice.source).toBe('@sparticuz/chromium');
    // The flags that would switch off web security are never passed.
    expect(choice.args.filter((a) => /disable-web-security|allow-running-insecure-content/.test(a))).toEqual([]);
    const browser = await launchChromium(choice);
    const server = await serveDirectory(fixtureSite('reading').outDir);
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}debates/2026/parallel-edges/`);
      await page.waitForSelector('[data-graph][data-enhanced="true"]');
      expect(await page.locator('.da-graph g.node').count()).toBeGreaterThan(0);
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it('honours CHROMIUM_PATH, and says so when it points nowhere', async () => {
    await expect(findChromium({ env: '/nonexistent/chrome' })).rejects.toThrow(/CHROMIUM_PATH is \/nonexistent\/chrome/);
  });
});
