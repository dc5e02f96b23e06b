// A poisoned cache entry is never published: a page copy of Astro's incremental build, a
// debate's download and a record edited in the cache folder between two builds are each
// discarded with a warning naming it and made again (src/lib/core/cache.ts), and the
// rebuild publishes byte for byte what the first build published. A note's entry in
// Astro's data store edited the same way is never published (probe 9, NP).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../support/buildSite.ts';
import { listFiles } from '../../scripts/support/siteFiles.ts';

const content = 'tests/fixtures/sites/atlas/debates';
const digests = (root: string) => new Map(listFiles(root).map((file) => [file, createHash('sha256').update(readFileSync(path.join(root, file))).digest('hex')]));

describe('a rebuild over a poisoned cache', () => {
  it('discards each edited entry, naming it, and publishes what the first build published', () => {
    const first = buildSite('poisoned', { content });
    expect(first.status, first.output).toBe(0);
    const published = digests(first.outDir);

    const pageCopy = path.join(first.cacheDir, 'dist/debates/2026/ai-art/index.html');
    writeFileSync(pageCopy, readFileSync(pageCopy, 'utf8').replace('</body>', '<script>poisoned()</script></body>'));
    // A download's cache entry edited in place: the site holds a copy, which stays as it was
    // (probe 36 B9: a hard link carried the edit into the published site).
    const download = path.join(first.outDir, 'debates/2026/ai-art/graph.json');
    const downloads = path.join(first.cacheDir, 'debate-atlas/downloads');
    const entry = readdirSync(downloads).filter((key) => !key.startsWith('.')).map((key) => path.join(downloads, key, 'graph.json')).find((file) => readFileSync(file).equals(readFileSync(download)))!;
    writeFileSync(entry, readFileSync(entry, 'utf8').replace('{', '{"poisoned":true,'));
    expect(readFileSync(download, 'utf8')).not.toContain('poisoned');
    const records = path.join(first.cacheDir, 'debate-atlas/records');
    const record = path.join(records, readdirSync(records)[0]!);
    const bytes = readFileSync(record);
    bytes[bytes.length - 20]! ^= 0x20;
    writeFileSync(record, bytes);

    // `npm run build` this time: its after-build step marks a warning [WARN] as Astro's logger does (probe 18a row 13).
    const second = buildSite('poisoned', { content, keepCache: true, keepOutput: true, npmBuild: true });
    expect(second.status, second.output).toBe(0);
    expect(second.output).toContain(`Astro's page copies: discarded the cache entry ${pageCopy} and made it again`);
    expect(second.output).toMatch(/\[WARN\] \[debate-atlas:downloads\] the downloads' cache: discarded the cache entry \S+ and made it again: graph\.json does not match/);
    expect(second.output).toContain(`the record cache: discarded the cache entry ${record} and made it again`);
    const again = digests(second.outDir);
    expect([...again.keys()]).toEqual([...published.keys()]);
    expect([...again].filter(([file, digest]) => published.get(file) !== digest).map(([file]) => file)).toEqual([]);
  }, 480_000);

  it('publishes a note as its file says, whatever its entry in Astro\u2019s data store says, naming the entry', () => {
    const notes = 'tests/fixtures/sites/notes/debates';
    const first = buildSite('poisoned-notes', { content: notes });
    expect(first.status, first.output).toBe(0);
    const store = path.join(first.cacheDir, 'data-store.json');
    // A hand edit of the text the store holds for the note (its file unchanged).
    writeFileSync(store, readFileSync(store, 'utf8').replaceAll('Why hybrid work keeps winning', 'POISONED hybrid work winning').replaceAll('Two debates, one', 'POISONED,  one'));
    const second = buildSite('poisoned-notes', { content: notes, keepCache: true });
    expect(second.status, second.output).toBe(0);
    expect(second.output).toContain(`Astro's data store (${store}): discarded the cache entry "hybrid-work" of the notes collection`);
    const poisoned = listFiles(second.outDir).filter((file) => /\.(html|xml|json)$/.test(file) && readFileSync(path.join(second.outDir, file), 'utf8').includes('POISONED'));
    expect(poisoned).toEqual([]);
    expect(readFileSync(path.join(second.outDir, 'notes/hybrid-work/index.html'), 'utf8')).toContain('Why hybrid work keeps winning');
    expect(readFileSync(store, 'utf8')).not.toContain('POISONED');
  }, 480_000);
});
