// A disk that fills while Astro or its bundler writes (a page, the incremental cache) fails
// in their code: Astro prints `ENOSPC: no space left on device, write` with a stack, rolldown
// panics with a Rust backtrace, and neither names the folder (probe 5, FO/FC). The build
// script passes their lines on; once one says the disk is full, the stack frames after it
// are left out (the fault is the disk, not the code) and the script ends by naming each
// folder the build writes to with the space left on its disk.
import { statfsSync } from 'node:fs';
import { nearestExisting } from './outputGuards.ts';

const NO_SPACE = /\bENOSPC\b|No space left on device|os error 28\b/;
/** A JavaScript frame, Astro's `Stack trace:` and `Location:` lines, a Rust backtrace's frames. */
const STACK_LINE = /^\s*(?:at\s|Stack trace:|Stack backtrace:|Location:|\d+:\s+0x[0-9a-f]+|\d+:\s|[│|]?\s*at\s)/;

/** Passes lines on, leaving out stack frames once a line has said the disk is full. */
export class DiskFullLines {
  full = false;
  #dropped = 0;
  /** The line to print, or undefined to leave it out. */
  pass(line: string): string | undefined {
    if (NO_SPACE.test(line)) this.full = true;
    if (this.full && STACK_LINE.test(line)) {
      this.#dropped++;
      return undefined;
    }
    return line;
  }
  get dropped(): number {
    return this.#dropped;
  }
}

const megabytes = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** What the build says after a full disk: each folder it writes to and the space left where it is. */
export function diskFullSummary(folders: ReadonlyArray<{ what: string; folder: string }>, dropped: number): string {
  const space = folders.map(({ what, folder }) => {
    try {
      const stats = statfsSync(nearestExisting(folder));
      return `${what} ${folder}: ${megabytes(stats.bavail * stats.bsize)} free`;
    } catch (error) {
      return `${what} ${folder}: free space unknown (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
    }
  });
  const left = dropped > 0 ? ` (${dropped} line${dropped === 1 ? '' : 's'} of stack trace left out: the fault is the disk, not the code)` : '';
  return `the build stopped: a disk it writes to is full (ENOSPC)${left}. ${space.join('; ')}. Free space there, or build into folders on a disk with room (--outDir, DEBATE_ATLAS_CACHE_DIR); the last output folder is as it was`;
}
