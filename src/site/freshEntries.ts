// A content loader whose entries are made again on every load, never taken from Astro's
// data store (<cacheDir>/data-store.json). Astro's glob loader keeps an entry as the store
// holds it while its file's digest is unchanged: a note's title or summary edited in the
// store was published (probe 2026-12-09, NP), and its filePath would name the module to
// compile. Nothing is published from a cache the build did not check: the store's old
// entries are compared with the ones made from the files, and one that differs although
// its file did not is named in a warning (docs/decisions/notes-not-from-the-data-store.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { discardedWarning } from '../lib/core/cache.ts';
import { say } from '../lib/core/terminalText.ts';

/** The store's entry file, under Astro's cache folder (astro/dist/content/consts.js). */
const DATA_STORE = 'data-store.json';

/** Entries named one by one; past them, one line counts the rest (as the checks list long problems). */
const LISTED = 20;

/** JSON with every object's keys sorted: two entries equal in content compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item) && !(item instanceof Date)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/** `loader`, its collection cleared before each load, with a warning for each stored entry that was not what its file makes. */
export function freshEntries(loader: Loader, collection: string): Loader {
  return {
    ...loader,
    load: async (context) => {
      const stored = context.store.entries();
      context.store.clear();
      await loader.load(context);
      const storeFile = path.join(fileURLToPath(context.config.cacheDir), DATA_STORE);
      let poisoned = 0;
      for (const [id, before] of stored) {
        const made = context.store.get(id);
        // A file changed since is a new entry, not a poisoned one.
        if (made === undefined || made.digest !== before.digest || canonical(made) === canonical(before)) continue;
        if (poisoned < LISTED) {
          // The same file at another path (the content folder moved) is no edit: said as it is.
          const moved = before.filePath !== undefined && before.filePath !== made.filePath;
          const problem = moved
            ? `it was made from ${before.filePath}, not ${made.filePath ?? 'its file'}; made from the file`
            : `its stored data did not match ${made.filePath ?? 'its file'} (edited in the cache); made from the file`;
          context.logger.warn(say`${discardedWarning(`Astro's data store (${storeFile})`, `"${id}" of the ${collection} collection`, problem)}`);
        }
        poisoned += 1;
      }
      // One line per entry would grow with the archive: the first LISTED, then a count.
      if (poisoned > LISTED) {
        context.logger.warn(say`Astro's data store (${storeFile}): ${poisoned - LISTED} more entries of the ${collection} collection did not match their files (edited in the cache); made from the files`);
      }
    },
  };
}
