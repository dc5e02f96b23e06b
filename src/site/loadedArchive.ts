// The archive as the content loader read it, for the pages of the same build: the
// atlas uses the loader's merge and aliases instead of reading and merging again.
// Astro loads the loader and the pages as separate module graphs in one process, so
// the hand-over goes through one well-known global.
import type { Archive } from '../lib/archive/loadArchive.ts';

const KEY = Symbol.for('debate-atlas.loaded-archive');
type LoadedArchive = Required<Pick<Archive, 'merge'>> & Pick<Archive, 'aliases'>;
type Holder = { [KEY]?: LoadedArchive };

export function publishLoadedArchive(archive: Archive): void {
  if (archive.merge === undefined) throw new Error('the content loader must merge the archive');
  (globalThis as Holder)[KEY] = { merge: archive.merge, ...(archive.aliases ? { aliases: archive.aliases } : {}) };
}

/** The loader's merge and aliases, when this process ran the loader. */
export const loadedArchive = (): LoadedArchive | undefined => (globalThis as Holder)[KEY];
