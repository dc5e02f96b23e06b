// A built fixture site served on loopback and a Chromium to open it: started once per
// test file, closed after it. Open pages from `served.browser.newContext()` (axe needs a context).
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { fixtureSite } from './fixtureSites.ts';
import type { FixtureSiteName } from './buildFixtureSites.ts';
import { serveDirectory, type RunningServer } from './staticServer.ts';

export interface ServedSite {
  browser: Browser;
  server: RunningServer;
}

export function servedSite(name: FixtureSiteName, base = '/'): ServedSite {
  const served = {} as ServedSite;
  beforeAll(async () => {
    served.browser = await launchChromium();
    served.server = await serveDirectory(fixtureSite(name).outDir, base);
  });
  afterAll(async () => {
    await served.browser?.close();
    await served.server?.close();
  });
  return served;
}
