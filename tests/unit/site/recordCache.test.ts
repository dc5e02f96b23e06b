// The content loader's record cache (src/site/recordCache.ts): a record comes back under
// its digest exactly as it was put, an unreadable or foreign entry is a miss (the record
// is made again), entries no debate uses are pruned, and nothing but a digest names a file.
import { readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import type { LaidOutDebate } from '../../../src/lib/archive/debateRecord.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';
import { recordCache } from '../../../src/site/recordCache.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-records-');
let records: LaidOutDebate[];

beforeAll(async () => {
  const archive = await loadArchive('tests/fixtures/sites/atlas/debates', process.cwd(), { pipelineVersion: 'test' });
  records = archive.debates.map((d) => ({ ...d, layout: layoutGraph(d.graph, d.slug) }));
});

describe('the record cache', () => {
  it('gives back each record under its digest, equal to what was put', () => {
    const cache = recordCache(path.join(work, 'equal'));
    for (const record of records) cache.put(record);
    for (const record of records) expect(cache.get(record.digest!)).toEqual(record);
    expect(readdirSync(path.join(work, 'equal')).sort()).toEqual(records.map((r) => r.digest!).sort());
  });

  it('misses on an absent, unreadable or mislabelled entry', () => {
    const folder = path.join(work, 'misses');
    const cache = recordCache(folder);
    const [a, b] = records;
    expect(cache.get(a!.digest!)).toBeUndefined();
    writeFileSync(path.join(folder, a!.digest!), 'not a serialized record');
    expect(cache.get(a!.digest!)).toBeUndefined();
    // b's record filed under a's digest: not a's record.
    cache.put(b!);
    writeFileSync(path.join(folder, a!.digest!), readFileSync(path.join(folder, b!.digest!)));
    expect(cache.get(a!.digest!)).toBeUndefined();
  });

  it('discards an entry edited or cut short, naming it, and makes it again', () => {
    const folder = path.join(work, 'poisoned');
    const warnings: string[] = [];
    const cache = recordCache(folder, (message) => warnings.push(message));
    const [a, b] = records;
    cache.put(a!);
    cache.put(b!);
    const entryA = path.join(folder, a!.digest!);
    const bytes = readFileSync(entryA);
    // A slug edited in place (same length), and another entry cut short.
    const at = bytes.indexOf(Buffer.from(a!.slug));
    expect(at).toBeGreaterThan(0);
    bytes.write('X', at);
    writeFileSync(entryA, bytes);
    const entryB = path.join(folder, b!.digest!);
    writeFileSync(entryB, readFileSync(entryB).subarray(0, 200));
    expect(cache.get(a!.digest!)).toBeUndefined();
    expect(cache.get(b!.digest!)).toBeUndefined();
    expect(warnings).toEqual([
      `the record cache: discarded the cache entry ${entryA} and made it again: its bytes do not match its digest (edited or cut short)`,
      `the record cache: discarded the cache entry ${entryB} and made it again: its bytes do not match its digest (edited or cut short)`,
    ]);
    expect(readdirSync(folder)).toEqual([]);
    cache.put(a!);
    expect(cache.get(a!.digest!)).toEqual(a);
  });

  it('says once, with its path, that a cache folder it cannot make is not used, and goes on without it', () => {
    const file = path.join(work, 'a-file');
    writeFileSync(file, '');
    const folder = path.join(file, 'records');
    const warnings: string[] = [];
    const cache = recordCache(folder, (message) => warnings.push(message));
    expect(() => cache.put(records[0]!)).not.toThrow();
    expect(cache.get(records[0]!.digest!)).toBeUndefined();
    expect(cache.prune(new Set())).toBe(0);
    expect(warnings).toEqual([`the record cache cannot be used (not a folder, ENOTDIR: ${folder}): what it would hold is made again`]);
  });

  it('prunes the entries no debate uses and old leftovers, never a write in flight', () => {
    const folder = path.join(work, 'prune');
    const cache = recordCache(folder);
    for (const record of records) cache.put(record);
    const inFlight = `${records[1]!.digest!}.999.tmp`;
    writeFileSync(path.join(folder, inFlight), '');
    const leftover = `${records[1]!.digest!}.998.tmp`;
    writeFileSync(path.join(folder, leftover), '');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(path.join(folder, leftover), twoHoursAgo, twoHoursAgo);
    const kept = new Set([records[0]!.digest!]);
    expect(cache.prune(kept)).toBe(records.length);
    expect(readdirSync(folder).sort()).toEqual([...kept, inFlight].sort());
  });

  it('leaves a record uncached when it cannot be written, without failing', () => {
    const folder = path.join(work, 'unwritable');
    const cache = recordCache(folder);
    rmSync(folder, { recursive: true });
    expect(() => cache.put(records[0]!)).not.toThrow();
    expect(cache.get(records[0]!.digest!)).toBeUndefined();
  });

  it('names files by digest only', () => {
    const cache = recordCache(path.join(work, 'names'));
    for (const digest of ['../escape', 'a/b', '', '.hidden']) {
      expect(() => cache.get(digest)).toThrow(/not a cache key/);
      expect(() => cache.put({ ...records[0]!, digest })).toThrow(/not a cache key/);
    }
  });
});
