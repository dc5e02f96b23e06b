// What a complete build publishes: every debate's page and downloads, the atlas files and
// the search index, and the final check's line saying so (src/integrations/afterBuild.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { ATLAS_DOWNLOADS } from '../../src/lib/atlas/atlasDownloads.ts';
import { DEBATE_DOWNLOADS } from '../../src/lib/export/downloads.ts';
import type { SiteBuild } from './buildSite.ts';

export function expectCompleteSite(build: SiteBuild, slugs: readonly string[]): void {
  for (const slug of slugs) {
    expect(existsSync(path.join(build.outDir, 'debates', slug, 'index.html')), slug).toBe(true);
    for (const { file } of DEBATE_DOWNLOADS) expect(existsSync(path.join(build.outDir, 'debates', slug, file)), `${slug}/${file}`).toBe(true);
  }
  for (const { file } of ATLAS_DOWNLOADS) expect(existsSync(path.join(build.outDir, 'atlas', file)), file).toBe(true);
  expect(existsSync(path.join(build.outDir, 'pagefind/pagefind-entry.json'))).toBe(true);
  expect(build.output).toMatch(/\[debate-atlas:site-complete\] all \d+ files the build was to publish are there/);
}
