// One Chromium for every browser suite of a run, started when the first suite asks for it
// (not while the unit files and fixture builds run, where its ~100 MB would count towards the
// run's peak: docs/benchmarks.md). The site project's global setup offers it: a folder
// where a test file leaves a request and the setup answers with the browser server's
// WebSocket address (or why it could not start). Each test file connects to that server
// and opens contexts of its own (a context is a fresh profile: cookies, storage, viewport)
// instead of starting a browser per file. A file run outside that setup starts its own.
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { findChromium, launchChromium } from '../../scripts/support/chromium.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The folder where a test file asks for the shared browser; empty when none is offered. */
    chromiumRendezvous: string;
  }
}

const REQUEST = 'request';
const ENDPOINT = 'endpoint';
const FAILED = 'failed';

let folder: string | undefined;
let watcher: FSWatcher | undefined;
let launching: Promise<BrowserServer | undefined> | undefined;

/** Global setup: offers the browser; it is started on the first request. */
export function offerSharedBrowser(project: TestProject): void {
  const offered = mkdtempSync(path.join(tmpdir(), 'shared-browser-'));
  folder = offered;
  watcher = watch(offered, (_event, name) => {
    if (name === REQUEST) launching ??= launchServer(offered);
  });
  project.provide('chromiumRendezvous', offered);
}

async function launchServer(offered: string): Promise<BrowserServer | undefined> {
  try {
    const { executablePath, args } = await findChromium();
    const server = await chromium.launchServer({ executablePath, args, headless: true });
    answer(offered, ENDPOINT, server.wsEndpoint());
    return server;
  } catch (error) {
    answer(offered, FAILED, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/** Written whole, then renamed, so a reader never sees half an answer. */
function answer(offered: string, name: string, text: string): void {
  const partial = path.join(offered, `${name}.partial`);
  writeFileSync(partial, text);
  renameSync(partial, path.join(offered, name));
}

export async function stopSharedBrowser(): Promise<void> {
  watcher?.close();
  const server = await launching;
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
  watcher = undefined;
  launching = undefined;
}

/** The run's browser, connected for this file (close() disconnects it, leaving it running for the others). */
export async function sharedBrowser(): Promise<Browser> {
  let offered = '';
  try {
    offered = inject('chromiumRendezvous') ?? '';
  } catch {
    // Not inside a vitest worker with a provided context (a script): start one.
  }
  return offered ? chromium.connect(await requestEndpoint(offered)) : launchChromium();
}

/** Asks for the browser (once per run: a request already made stands) and waits for the answer. */
function requestEndpoint(offered: string): Promise<string> {
  const answered = new Promise<string>((resolve, reject) => {
    const settle = (): void => {
      const endpoint = path.join(offered, ENDPOINT);
      const failed = path.join(offered, FAILED);
      if (!existsSync(endpoint) && !existsSync(failed)) return;
      seen.close();
      if (existsSync(endpoint)) resolve(readFileSync(endpoint, 'utf8'));
      else reject(new Error(`the shared Chromium did not start: ${readFileSync(failed, 'utf8')}`));
    };
    // Watched before it is checked, so an answer written in between is not missed.
    const seen = watch(offered, settle);
    settle();
  });
  try {
    closeSync(openSync(path.join(offered, REQUEST), 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return answered;
}
