// The archive as the content loader read it, for the pages of the same build: the
// atlas uses the loader's merge and aliases instead of reading and merging again.
// Astro loads the loader and the pages as separate module graphs in one process, so
// the hand-over goes through one well-known global.
import type { Archive } from '../lib/archive/loadArchive.ts';

const KEY = Symbol.for('debate-atlas.loaded-archive');
type Holder = { [KEY]?: Pick<Archive, 'merge' | 'aliases'> };

export function publishLoadedArchive(archive: Archive): void {
  (globalThis as Holder)[KEY] = { merge: archive.merge, ...(archive.aliases ? { aliases: archive.aliases } : {}) };
}

/** The loader's merge and aliases, when this process ran the loader. */
export const loadedArchive = (): Pick<Archive, 'merge' | 'aliases'> | undefined => (globalThis as Holder)[KEY];
