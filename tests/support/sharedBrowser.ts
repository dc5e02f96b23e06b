// One Chromium for every browser suite of a run: the site project's global setup starts it
// as a browser server, and each test file connects to it and opens contexts of its own
// (a context is a fresh profile: cookies, storage, viewport), instead of starting a
// browser per file. A file run outside that setup starts its own.
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { findChromium, launchChromium } from '../../scripts/support/chromium.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The shared browser server's WebSocket address; empty when none was started. */
    chromiumEndpoint: string;
  }
}

let server: BrowserServer | undefined;

/** Global setup: starts the browser server and hands its address to the test files. */
export async function startSharedBrowser(project: TestProject): Promise<void> {
  const { executablePath, args } = await findChromium();
  server = await chromium.launchServer({ executablePath, args, headless: true });
  project.provide('chromiumEndpoint', server.wsEndpoint());
}

export async function stopSharedBrowser(): Promise<void> {
  await server?.close();
  server = undefined;
}

/** The run's browser, connected for this file (close() disconnects it, leaving it running for the others). */
export async function sharedBrowser(): Promise<Browser> {
  let endpoint = '';
  try {
    endpoint = inject('chromiumEndpoint') ?? '';
  } catch {
    // Not inside a vitest worker with a provided context (a script): start one.
  }
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}
