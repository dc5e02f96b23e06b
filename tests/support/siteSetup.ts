// Global setup of the site project: this run builds the fixture sites its suites read
// afresh (fixtureSites.ts, once each), and its browser suites share one Chromium.
import type { TestProject } from 'vitest/node';
import { forgetFixtureSites } from './fixtureSites.ts';
import { startSharedBrowser, stopSharedBrowser } from './sharedBrowser.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  forgetFixtureSites();
  await startSharedBrowser(project);
  return stopSharedBrowser;
}
