// What a cache folder under <cacheDir>/debate-atlas/ no longer needs: entries no debate
// uses, and temporaries a write left behind. A temporary is stale only when an hour old:
// a younger one may be another process's write in flight (`astro dev` and `astro build`
// share the folder). Shared by the record cache and the downloads' cache.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const IN_FLIGHT_MS = 60 * 60 * 1000;

/** Paths under `folder` to remove: entries (as `isEntry` tells them from temporaries) not in `used`, and old temporaries. */
export function staleEntries(folder: string, used: ReadonlySet<string>, isEntry: (name: string) => boolean): string[] {
  const stale: string[] = [];
  for (const name of readdirSync(folder)) {
    if (used.has(name)) continue;
    const entry = path.join(folder, name);
    if (isEntry(name) || leftOver(entry)) stale.push(entry);
  }
  return stale;
}

function leftOver(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs > IN_FLIGHT_MS;
  } catch {
    return false; // already gone
  }
}
