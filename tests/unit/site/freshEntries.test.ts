// Probe 9 (NP): a note's title or summary edited in Astro's data store was published, since
// Astro's glob loader keeps a stored entry while its file's digest is unchanged. The notes'
// loader (site/freshEntries.ts) makes every entry from its file on each load and names an
// entry the store held otherwise.
import { pathToFileURL } from 'node:url';
import type { Loader } from 'astro/loaders';
import { describe, expect, it } from 'vitest';
import { freshEntries } from '../../../src/site/freshEntries.ts';

interface Entry { id: string; data: Record<string, unknown>; filePath?: string; digest?: string }

/** The part of Astro's scoped data store a loader uses, over `entries`. */
function storeOf(entries: Entry[]) {
  const held = new Map(entries.map((entry) => [entry.id, entry]));
  return {
    held,
    store: {
      get: (id: string) => held.get(id),
      entries: () => [...held.entries()],
      keys: () => [...held.keys()],
      clear: () => held.clear(),
      delete: (id: string) => held.delete(id),
      // As Astro's: an entry whose digest is the stored one is kept as it is.
      set: (entry: Entry) => {
        if (entry.digest !== undefined && held.get(entry.id)?.digest === entry.digest) return false;
        held.set(entry.id, entry);
        return true;
      },
    },
  };
}

/** As Astro's glob loader: each file's entry set with its digest (the store keeps a same-digest entry). */
const globOf = (files: Entry[]): Loader => ({
  name: 'glob',
  load: async ({ store }) => {
    for (const file of files) store.set(file as never);
  },
});

const note = (title: string, digest = 'd1'): Entry => ({ id: 'hello', data: { title, summary: 'S', tags: ['a'] }, filePath: 'content/notes/hello.mdx', digest });

async function load(loader: Loader, stored: Entry[]) {
  const { held, store } = storeOf(stored);
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message), info: () => {}, error: () => {} };
  await loader.load({ store, logger, config: { cacheDir: pathToFileURL('/cache/') } } as never);
  return { held, warnings };
}

describe('notes made from their files on every load', () => {
  it('drops a stored entry edited in the cache, naming it and the store, and publishes the file’s', async () => {
    const { held, warnings } = await load(freshEntries(globOf([note('Hello')]), 'notes'), [note('POISONED')]);
    expect(held.get('hello')?.data['title']).toBe('Hello');
    expect(warnings).toEqual([expect.stringContaining(`Astro's data store (/cache/data-store.json): discarded the cache entry "hello" of the notes collection`)]);
    expect(warnings[0]).toContain('content/notes/hello.mdx');
  });

  it('without it, the stored entry is what the glob loader keeps (the fault it guards against)', async () => {
    const { held } = await load(globOf([note('Hello')]), [note('POISONED')]);
    expect(held.get('hello')?.data['title']).toBe('POISONED');
  });

  it('says nothing of an entry the store held as its file makes it, nor of one whose file changed, and drops a removed note', async () => {
    const stored = [note('Hello'), { ...note('Old', 'd0'), id: 'changed' }, { ...note('Gone'), id: 'gone' }];
    const { held, warnings } = await load(freshEntries(globOf([note('Hello'), { ...note('New', 'd2'), id: 'changed' }]), 'notes'), stored);
    expect(warnings).toEqual([]);
    expect([...held.keys()].sort()).toEqual(['changed', 'hello']);
    expect(held.get('changed')?.data['title']).toBe('New');
  });

  it('says an entry made from the same note at another path was made there, not edited (probe 30 B3a)', async () => {
    const moved = { ...note('Hello'), filePath: '/old/content/notes/hello.mdx' };
    const { held, warnings } = await load(freshEntries(globOf([note('Hello')]), 'notes'), [moved]);
    expect(held.get('hello')?.filePath).toBe('content/notes/hello.mdx');
    expect(warnings).toEqual([expect.stringContaining('it was made from /old/content/notes/hello.mdx, not content/notes/hello.mdx; made from the file')]);
    expect(warnings[0]).not.toContain('edited');
  });

  it('takes key order as no difference', async () => {
    const reordered = { id: 'hello', digest: 'd1', filePath: 'content/notes/hello.mdx', data: { tags: ['a'], summary: 'S', title: 'Hello' } };
    const { warnings } = await load(freshEntries(globOf([note('Hello')]), 'notes'), [reordered]);
    expect(warnings).toEqual([]);
  });

  it('names the first 20 poisoned entries, then counts the rest in one line (probe 15, row 14)', async () => {
    const notes = Array.from({ length: 36 }, (_, i) => ({ ...note(`Note ${i}`), id: `n${String(i).padStart(2, '0')}` }));
    const poisoned = notes.map((entry) => ({ ...entry, data: { ...entry.data, title: 'POISONED' } }));
    const { held, warnings } = await load(freshEntries(globOf(notes), 'notes'), poisoned);
    expect(warnings).toHaveLength(21);
    expect(warnings[19]).toContain('"n19" of the notes collection');
    expect(warnings[20]).toBe(`Astro's data store (/cache/data-store.json): 16 more entries of the notes collection did not match their files (edited in the cache); made from the files`);
    expect([...held.values()].every((entry) => entry.data['title'] !== 'POISONED')).toBe(true);
  });
});
