// Opening a page of a served site in a test: each page in a context of its own (a fresh
// profile with its own viewport and colour scheme; axe needs a context made with
// browser.newContext()), its script errors collected. A page opened in a test is closed
// when that test ends, passed, failed or timed out (a timed-out case's page would go on
// running its scripts, or axe, beside every later case); one opened in a hook, or asked
// to outlive its test (`forFile`), when the file ends.
import { afterAll, expect, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** Marks the interactive graph once its script has taken over the static drawing. */
export const GRAPH_READY = '[data-graph][data-enhanced="true"]';
/** Marks the atlas map once its data is drawn. */
export const ATLAS_READY = '[data-atlas-map][data-ready="true"]';

export interface OpenOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** A phone: touch events and a mobile viewport meta. */
  touch?: boolean;
  javaScript?: boolean;
  /** A selector to wait for after loading (GRAPH_READY, ATLAS_READY, …). */
  waitFor?: string;
  /** Wait until the network is idle (axe then sees every late style and script). */
  networkIdle?: boolean;
  /** Fail unless the address answers 200. */
  expectOk?: boolean;
  /** Answer alert/confirm/prompt by recording it as a page error (an injection would show). */
  dialogsAreErrors?: boolean;
  /** Keep the page open until the file ends (tests that share one loaded page), not only until its test does. */
  forFile?: boolean;
}

export interface PageOpener {
  /** Opens `address` (relative to the site's root address, or absolute) in a new context. */
  open: (address: string, options?: OpenOptions) => Promise<Page>;
  /** "<address>: <message>" for every uncaught script error (and dialog, if asked) on any page opened. */
  pageErrors: string[];
}

/** `browser` and `root` are read when a page is opened (a file's beforeAll sets them up). */
export function pageOpener(browser: () => Browser, root: () => string): PageOpener {
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => {});
  });
  async function open(address: string, options: OpenOptions = {}): Promise<Page> {
    const settings: BrowserContextOptions = {
      viewport: options.viewport ?? { width: 1280, height: 900 },
      colorScheme: options.colorScheme ?? 'light',
      javaScriptEnabled: options.javaScript ?? true,
      ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    };
    const context = await browser().newContext(settings);
    if (options.forFile || !closeWhenTestEnds(context)) contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${address}: ${error.message}`));
    if (options.dialogsAreErrors) {
      page.on('dialog', async (dialog) => { pageErrors.push(`${address}: dialog: ${dialog.message()}`); await dialog.dismiss(); });
    }
    const url = /^[a-z]+:/.test(address) ? address : `${root()}${address}`;
    const response = await page.goto(url, options.networkIdle ? { waitUntil: 'networkidle' } : {});
    if (options.expectOk) expect(response?.status(), `${address} loads`).toBe(200);
    if (options.waitFor) await page.waitForSelector(options.waitFor);
    return page;
  }
  return { open, pageErrors };
}

/** Closes `context` when the running test ends, whatever its result; false outside a test (a hook). */
function closeWhenTestEnds(context: BrowserContext): boolean {
  try {
    onTestFinished(async () => {
      await context.close().catch(() => {});
    });
    return true;
  } catch {
    return false; // not inside a test
  }
}
