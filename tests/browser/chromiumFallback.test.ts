// Without Debian's chromium and without CHROMIUM_PATH, or with a system browser that does
// not start, the browser suites still run: the support code falls back to the Chromium
// inside the @sparticuz/chromium devDependency. Here that path is taken on purpose,
// whatever this machine has installed.
import { chmodSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledFolder, findChromium, launchChromium } from '../../scripts/support/chromium.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { tempFolder } from '../support/tempFolder.ts';
import { serveDirectory } from '../../scripts/support/staticServer.ts';

const reading = fixtureSite('reading');
const scratch = tempFolder('da-chromium-');

describe('the Chromium fallback', () => {
  it('opens and closes several contexts on the bundled Chromium, a debate page’s graph in each', async () => {
    const choice = await findChromium({ force: 'bundled', env: undefined, system: '/nonexistent/chromium' });
    expect(choice.source).toBe('@sparticuz/chromium');
    // Single-process mode would end the browser with its first closed context, and the
    // flags that weaken a browser's security are never passed.
    expect(choice.args.filter((a) => /single-process|disable-web-security|allow-running-insecure-content|site-isolation|disable-features/.test(a))).toEqual([]);
    const browser = await launchChromium(choice);
    const server = await serveDirectory(reading.outDir);
    try {
      for (const debate of ['2026/parallel-edges', '2026/ai-creativity', '2026/parallel-edges']) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${server.url}debates/${debate}/`);
        await page.waitForSelector('[data-graph][data-enhanced="true"]');
        expect(await page.locator('.da-graph g.node').count()).toBeGreaterThan(0);
        await context.close();
        expect(browser.isConnected()).toBe(true);
      }
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it('falls back when the system Chromium is installed but does not start', async () => {
    const broken = path.join(scratch, 'chromium');
    writeFileSync(broken, '#!/bin/sh\necho "error while loading shared libraries" >&2\nexit 1\n');
    chmodSync(broken, 0o755);
    const choice = await findChromium({ env: undefined, system: broken });
    expect(choice.source).toBe('@sparticuz/chromium');
    const browser = await launchChromium(choice);
    try {
      const page = await browser.newPage();
      await page.setContent('<p>started</p>');
      expect(await page.textContent('p')).toBe('started');
    } finally {
      await browser.close();
    }
  });

  it('unpacks the bundled binary once, into a stable folder, and reuses it', async () => {
    const first = await findChromium({ force: 'bundled' });
    expect(first.executablePath).toBe(path.join(bundledFolder(), 'chromium'));
    const unpacked = statSync(first.executablePath).mtimeMs;
    const again = await findChromium({ force: 'bundled' });
    expect(again.executablePath).toBe(first.executablePath);
    expect(statSync(again.executablePath).mtimeMs).toBe(unpacked);
  });

  it('forces the bundled Chromium over CHROMIUM_PATH and the system one', async () => {
    const choice = await findChromium({ force: 'bundled', env: '/nonexistent/chrome', system: '/nonexistent/chromium' });
    expect(choice.source).toBe('@sparticuz/chromium');
    await expect(findChromium({ force: 'system' })).rejects.toThrow(/DEBATE_ATLAS_CHROMIUM is "system"; the only value it takes is "bundled"/);
  });

  it('honours CHROMIUM_PATH, and says so when it points nowhere', async () => {
    await expect(findChromium({ env: '/nonexistent/chrome' })).rejects.toThrow(/CHROMIUM_PATH is \/nonexistent\/chrome/);
  });
});
