// The archive as the content loader read it, for the rest of the same build: the atlas
// pages use the loader's merge, aliases and atlas layout instead of reading, merging and
// laying out again, and the downloads integration writes its files from the loader's
// records. Astro loads the loader, the integrations and the pages as separate module
// graphs in one process, so the hand-over goes through one well-known global.
import type { Archive } from '../lib/archive/loadArchive.ts';
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import type { AtlasLayout } from '../lib/layout/layoutAtlas.ts';
import type { ArchiveHistory } from './history.ts';

const KEY = Symbol.for('debate-atlas.loaded-archive');
export type LoadedArchive = Required<Pick<Archive, 'merge'>> & Pick<Archive, 'aliases'> & {
  /** Every debate of the archive with its layout, newest first. */
  debates: readonly LaidOutDebate[];
  atlasLayout: AtlasLayout;
  /** The git log and the old versions' cache, for the History section (history.ts). */
  history?: ArchiveHistory;
};
type Holder = { [KEY]?: LoadedArchive };

export function publishLoadedArchive(loaded: LoadedArchive): void {
  (globalThis as Holder)[KEY] = loaded;
}

/** What the loader published, when this process ran the loader. */
export const loadedArchive = (): LoadedArchive | undefined => (globalThis as Holder)[KEY];
