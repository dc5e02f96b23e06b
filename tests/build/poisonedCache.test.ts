// A poisoned cache entry is never published: a page copy of Astro's incremental build, a
// debate's download and a record edited in the cache folder between two builds are each
// discarded with a warning naming it and made again (src/lib/core/cache.ts), and the
// rebuild publishes byte for byte what the first build published.
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
    // A download in the site is a hard link to its cache entry: edited in place, both are.
    const download = path.join(first.outDir, 'debates/2026/ai-art/graph.json');
    writeFileSync(download, readFileSync(download, 'utf8').replace('{', '{"poisoned":true,'));
    const records = path.join(first.cacheDir, 'debate-atlas/records');
    const record = path.join(records, readdirSync(records)[0]!);
    const bytes = readFileSync(record);
    bytes[bytes.length - 20]! ^= 0x20;
    writeFileSync(record, bytes);

    const second = buildSite('poisoned', { content, keepCache: true, keepOutput: true });
    expect(second.status, second.output).toBe(0);
    expect(second.output).toContain(`Astro's page copies: discarded the cache entry ${pageCopy} and made it again`);
    expect(second.output).toMatch(/the downloads' cache: discarded the cache entry \S+ and made it again: graph\.json does not match/);
    expect(second.output).toContain(`the record cache: discarded the cache entry ${record} and made it again`);
    const again = digests(second.outDir);
    expect([...again.keys()]).toEqual([...published.keys()]);
    expect([...again].filter(([file, digest]) => published.get(file) !== digest).map(([file]) => file)).toEqual([]);
  }, 480_000);
});
