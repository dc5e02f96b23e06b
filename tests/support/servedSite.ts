// A built fixture site served on loopback and the run's shared Chromium to open it: served
// once per test file, closed after it. `served.open(address, options)` opens a page of it
// in a context of its own (see pageOpener.ts); `served.browser` for anything else.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { fixtureSite } from './fixtureSites.ts';
import type { FixtureSiteName } from './buildFixtureSites.ts';
import { pageOpener, type PageOpener } from './pageOpener.ts';
import { sharedBrowser } from './sharedBrowser.ts';
import { serveDirectory, type RunningServer } from '../../scripts/support/staticServer.ts';

export interface ServedSite extends PageOpener {
  browser: Browser;
  server: RunningServer;
}

/** `root`: a built folder instead of a fixture site's (a site a test file builds itself). */
export function servedSite(name: FixtureSiteName | { root: () => string }, base = '/'): ServedSite {
  const served = {} as ServedSite;
  // A fixture site is built (if no suite has yet) as the file is collected, outside any hook's timeout.
  const root = typeof name === 'string' ? () => fixtureSite(name).outDir : name.root;
  if (typeof name === 'string') fixtureSite(name);
  beforeAll(async () => {
    served.browser = await sharedBrowser();
    served.server = await serveDirectory(root(), base);
  });
  // Registered before the opener's own afterAll, so it runs after it (vitest runs them in reverse).
  afterAll(async () => {
    await served.browser?.close();
    await served.server?.close();
  });
  Object.assign(served, pageOpener(() => served.browser, () => served.server.url));
  return served;
}
