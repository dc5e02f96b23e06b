// A rebuild after one log changes processes that log only (records come back from the
// record cache by content digest), says so in the build log, renders only the pages whose
// inputs changed (Astro's incremental build restores the others), the downloads of the
// changed log (the others come from the downloads' cache) and the search sources of the
// pages that changed, and publishes exactly what a cold build of the same content
// publishes, byte for byte.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src/lib/atlas/pageKeys.ts';
import { buildSite } from '../support/buildSite.ts';
import { writeFixtureArchive } from '../support/fixtureArchive.ts';
import { listFiles } from '../../scripts/support/siteFiles.ts';


describe('a rebuild from the cache', () => {
  it('reprocesses only the changed log and publishes what a cold build publishes', () => {
    const { debates } = writeFixtureArchive('incremental', { from: ['tests/fixtures/sites/atlas'] });
    const changedFile = path.join(debates, '2026/remote-work.json');

    const first = buildSite('incremental', { content: debates });
    expect(first.status, first.output).toBe(0);
    expect(first.output).toMatch(/4 debates loaded, 0 unchanged from the cache/);
    expect(first.output).toMatch(/wrote the downloads of 4 debate\(s\) \(0 from the cache\) and 5 atlas files \(0 of \d+ vault notes kept from the last build\)/);
    const download = (slug: string, file: string) => path.join(first.outDir, 'debates/2026', slug, file);
    // The downloads' cache entries' files: an entry made again is a new file.
    const downloadsCache = path.join(first.cacheDir, 'debate-atlas/downloads');
    const cachedFiles = () => new Set(readdirSync(downloadsCache).filter((entry) => !entry.startsWith('.')).map((entry) => statSync(path.join(downloadsCache, entry, 'graph.json')).ino));
    const firstCached = cachedFiles();
    const firstBytes = new Map(['ai-art', 'shorter-week'].map((slug) => [slug, readFileSync(download(slug, 'graph.json'))]));

    const log = JSON.parse(readFileSync(changedFile, 'utf8')) as { topic: string };
    writeFileSync(changedFile, JSON.stringify({ ...log, topic: 'Remote work, reconsidered after an edit' }, null, 2));
    // Built over the first build's output, with a file no build writes: the build empties
    // the folder itself (integrations/outputFolder.ts), all but a .git.
    writeFileSync(path.join(first.outDir, 'stale.html'), '<p>from an older build</p>');
    mkdirSync(path.join(first.outDir, '.git'));
    writeFileSync(path.join(first.outDir, '.git/HEAD'), 'ref: refs/heads/gh-pages\n');
    const second = buildSite('incremental', { content: debates, keepCache: true, keepOutput: true });
    expect(second.status, second.output).toBe(0);
    expect(existsSync(path.join(second.outDir, 'stale.html'))).toBe(false);
    expect(readFileSync(path.join(second.outDir, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/gh-pages\n');
    rmSync(path.join(second.outDir, '.git'), { recursive: true });
    // The old output went to the cache folder, whole (its stray page too), where the next build's start deletes it.
    const waiting = readdirSync(path.join(second.cacheDir, 'debate-atlas/old-output'));
    expect(waiting).toHaveLength(1);
    expect(existsSync(path.join(second.cacheDir, 'debate-atlas/old-output', waiting[0]!, 'site/stale.html'))).toBe(true);
    expect(second.output).toMatch(/the last output waits in .*old-output.* for the next build, which deletes it as it starts/);
    expect(second.output).toMatch(/4 debates loaded, 3 unchanged from the cache/);
    expect(readFileSync(path.join(second.outDir, 'debates/2026/remote-work/index.html'), 'utf8')).toContain('Remote work, reconsidered after an edit');

    // What was rendered again and what was restored from the previous build.
    const plain = second.output.replace(/\x1b\[[0-9;]*m/g, '');
    const restored = (route: string) => new RegExp(`${route.replaceAll('.', '\\.')} \\((restored|cached)\\)`).test(plain);
    expect(restored('/debates/2026/remote-work/index.html'), 'the changed debate').toBe(false);
    expect(restored('/debates/2026/ai-art/index.html'), 'an unrelated debate').toBe(true);
    // Downloads come from their own cache (integrations/downloadCache.ts), copied into the
    // output: an unchanged debate's entry is the very entry the first build made.
    expect(second.output).toMatch(/wrote the downloads of 4 debate\(s\) \(3 from the cache\) and 5 atlas files/);
    // The atlas vault deflates only the notes that changed (integrations/deflatedEntries.ts).
    const [, keptNotes, allNotes] = /and 5 atlas files \((\d+) of (\d+) vault notes kept from the last build\)/.exec(second.output) ?? [];
    expect(Number(keptNotes)).toBeGreaterThan(0);
    expect(Number(keptNotes)).toBeLessThan(Number(allNotes));
    const secondCached = cachedFiles();
    expect([...secondCached].filter((ino) => firstCached.has(ino)), 'three entries kept, the changed debate\'s made again').toHaveLength(3);
    expect(secondCached.size).toBe(4);
    expect(readFileSync(download('ai-art', 'graph.json')), "an unrelated debate's graph.json").toEqual(firstBytes.get('ai-art'));
    // A copy, never the cache's own file (probe 36 B9): an edit to the cache cannot reach the site.
    expect(statSync(download('ai-art', 'graph.json')).nlink).toBe(1);
    expect(readFileSync(download('remote-work', 'README.md'), 'utf8')).toContain('Remote work, reconsidered after an edit');
    // shorter-week's cards name remote-work ("also in"): its page is rendered again, its downloads are not.
    expect(restored('/debates/2026/shorter-week/index.html')).toBe(false);
    expect(readFileSync(download('shorter-week', 'graph.json'))).toEqual(firstBytes.get('shorter-week'));
    expect(readFileSync(path.join(second.outDir, 'debates/2026/shorter-week/index.html'), 'utf8')).toContain('Remote work, reconsidered after an edit');

    // A tag's or a year's page is keyed by the debates it lists.
    expect(restored('/tags/work/index.html'), "the edited debate's tag").toBe(false);
    expect(restored('/tags/ai/index.html'), 'a tag of unchanged debates').toBe(true);
    expect(restored('/years/2026/index.html'), "the edited debate's year").toBe(false);
    expect(restored('/years/2025/index.html'), 'a year of unchanged debates').toBe(true);
    // The search index keeps the sources of the pages that did not change (integrations/searchSource.ts).
    const indexed = (output: string) => {
      const [, pages, sources, read, found] = /indexed (\d+) page\(s\) into pagefind\/ \([^)]*, (\d+) page source\(s\) from the last build, (\d+) of (\d+) HTML pages read whole\)/.exec(output) ?? [];
      return { pages: Number(pages), sources: Number(sources), read: Number(read), found: Number(found) };
    };
    expect(indexed(first.output)).toMatchObject({ sources: 0 });
    expect(indexed(first.output).read).toBe(indexed(first.output).found);
    // Not the edited debate's, nor those of the pages that name it; the others.
    const { pages, sources, read, found } = indexed(second.output);
    expect(sources).toBeGreaterThan(0);
    expect(sources).toBeLessThan(pages);
    // A page restored from its copy is known by the copy's seal: only the others are read whole (integrations/pageCopies.ts).
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(found - sources);
    // The record cache keeps one record per debate: the edited log's old record is gone.
    expect(readdirSync(path.join(second.cacheDir, 'debate-atlas/records')).filter((f) => !f.startsWith('.')).length).toBe(4);

    // An atlas page is keyed by what it shows: Ada Berg's page names the edited debate,
    // Eun-ji Ito's (city-transit only) does not.
    expect(restored(`/atlas/personas/${nameKey('Ada Berg')}/index.html`)).toBe(false);
    expect(restored(`/atlas/personas/${nameKey('Eun-ji Ito')}/index.html`)).toBe(true);

    const cold = buildSite('incremental-cold', { content: debates });
    expect(cold.status, cold.output).toBe(0);
    const files = listFiles(cold.outDir);
    expect(listFiles(second.outDir)).toEqual(files);
    const differing = files.filter((file) => !readFileSync(path.join(cold.outDir, file)).equals(readFileSync(path.join(second.outDir, file))));
    expect(differing).toEqual([]);
  }, 240_000);
});
