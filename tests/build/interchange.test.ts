// The interchange downloads of a built site (analysis spec §B): every debate page and the
// atlas offer AIF, GraphML, GEXF and an Obsidian vault; a vault's [[links]] all resolve
// to notes inside it; the AIF a site publishes reads back as the same AIF.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../src/lib/core/ids.ts';
import { exportAif } from '../../src/lib/export/exportAif.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { listFiles, readSiteFile } from '../../scripts/support/siteFiles.ts';
import { parseXmlStrict } from '../support/xml.ts';

const site = fixtureSite('atlas');

/** Every [[target]] or [[target|label]] of every note names a note of the vault. */
function expectVaultLinksResolve(zip: Uint8Array): number {
  const files = unzipSync(zip);
  const notes = Object.keys(files);
  expect(notes.length).toBeGreaterThan(0);
  const names = new Set(notes.map((n) => path.posix.basename(n, '.md').toLowerCase()));
  let links = 0;
  for (const note of notes) {
    expect(note).toMatch(/\.md$/);
    const text = strFromU8(files[note]!);
    expect(text.startsWith('---\ntype: ')).toBe(true);
    for (const m of text.matchAll(/\[\[([^\]|]*)(?:\|[^\]]*)?\]\]/g)) {
      links++;
      expect(names.has(m[1]!.toLowerCase()), `${note}: [[${m[1]}]]`).toBe(true);
    }
  }
  return links;
}

describe('interchange downloads', () => {
  const debatePages = listFiles(site.outDir).filter((f) => /^debates\/.+\/index\.html$/.test(f));

  it('are offered and published for every debate and for the atlas', () => {
    expect(site.status, site.output).toBe(0);
    expect(debatePages.length).toBeGreaterThan(1);
    for (const page of debatePages) {
      const dir = path.posix.dirname(page);
      const html = readSiteFile(site.outDir, page);
      for (const file of ['debate.aif.json', 'graph.graphml', 'graph.gexf', 'vault.zip']) {
        expect(html).toContain(`${file}" download`);
        expect(listFiles(site.outDir)).toContain(`${dir}/${file}`);
      }
    }
    const atlas = readSiteFile(site.outDir, 'atlas/index.html');
    for (const file of ['atlas.aif.json', 'atlas.graphml', 'atlas.gexf', 'vault.zip']) expect(atlas).toContain(`/atlas/${file}" download`);
  });

  it('writes well-formed GraphML and GEXF', () => {
    for (const file of ['atlas/atlas.graphml', 'atlas/atlas.gexf', ...debatePages.map((p) => p.replace('index.html', 'graph.graphml'))]) {
      expect(() => parseXmlStrict(readSiteFile(site.outDir, file)), file).not.toThrow();
    }
  });

  it('zips vaults whose every [[link]] resolves to a note in the vault', () => {
    expect(expectVaultLinksResolve(readFileSync(path.join(site.outDir, 'atlas/vault.zip')))).toBeGreaterThan(0);
    for (const page of debatePages) expectVaultLinksResolve(readFileSync(path.join(site.outDir, page.replace('index.html', 'vault.zip'))));
  });

  it('publishes AIF that reads back as the same AIF', () => {
    for (const file of ['atlas/atlas.aif.json', ...debatePages.map((p) => p.replace('index.html', 'debate.aif.json'))]) {
      const text = readSiteFile(site.outDir, file);
      const read = processDebate({ file, text }, 'x' as DebateSlug);
      expect(read.ok && read.value.format, file).toBe('aif');
      if (read.ok) expect(exportAif(read.value.graph).text).toBe(text);
    }
  });
});
