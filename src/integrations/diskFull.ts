// A disk that fills while Astro or its bundler writes (a page, the incremental cache) fails
// in their code: Astro prints `ENOSPC: no space left on device, write` with a stack, rolldown
// panics (`Something went wrong inside rolldown, please report this problem …`) with a Rust
// backtrace, and neither names the folder (probe 5, FO/FC). The build script passes their
// lines on; once one says the disk is full, the stack frames after it (and rolldown's
// panic message, held until it says why) are left out (the fault is the disk, not the
// code) and the script ends with one line naming the file that could not be written and
// each folder the build writes to with the space left on its disk.
import { statfsSync } from 'node:fs';
import { nearestExisting } from './outputGuards.ts';

const NO_SPACE = /\bENOSPC\b|No space left on device|os error 28\b/;
/** A JavaScript frame, Astro's `Stack trace:` and `Location:` lines (and the indented `file:line:column` under it), a Rust backtrace's frames. */
const STACK_LINE = /^\s*(?:at\s|Stack trace:|Stack backtrace:|Location:|\d+:\s+0x[0-9a-f]+|\d+:\s|[│|]?\s*at\s)|^\s+\S+:\d+:\d+$/;
/** The first line of rolldown's panic: what follows says why, a full disk among others. */
const ROLLDOWN_PANIC = /Something went wrong inside rolldown, please report this problem/;
/** The lines of that message after its first: the file, `Caused by:`, the cause indented, blank lines. */
const PANIC_CONTINUES = /^(?:\s|$|Caused by:|Failed to write file in )/;
/** The file a write failed on, as rolldown and Node name it. */
const FAILED_FILE = /^Failed to write file in (.+)$|ENOSPC: no space left on device, \w+ '([^']+)'/;
/** A panic message longer than this is no full disk's: passed on as it is. */
const MAX_HELD = 50;

/**
 * Passes lines on, leaving out stack frames once a line has said the disk is full. rolldown's
 * panic says the disk is full only on its last lines (`Failed to write file in …`, `Caused
 * by:`, `No space left on device (os error 28)`), after asking for a bug report: its lines
 * are held until the message ends, then left out if it was a full disk (the file it
 * names goes into the summary), passed on as they were otherwise.
 */
export class DiskFullLines {
  full = false;
  /** The file a write failed on, when the tool that failed named it. */
  failedFile: string | undefined;
  #dropped = 0;
  #panicLeftOut = false;
  readonly #held = new Map<string, string[]>();

  /** The lines to print for one line of the stream `from` (none while a panic message is held). */
  pass(line: string, from = 'stdout'): string[] {
    const held = this.#held.get(from);
    if (held !== undefined) {
      if (PANIC_CONTINUES.test(line) && !STACK_LINE.test(line) && held.length < MAX_HELD) {
        this.#note(line);
        held.push(line);
        if (!NO_SPACE.test(line)) return [];
        this.#held.delete(from);
        this.#panicLeftOut = true;
        return [];
      }
      this.#held.delete(from);
      return [...held, ...this.#one(line)];
    }
    if (ROLLDOWN_PANIC.test(line)) {
      this.#held.set(from, [line]);
      return [];
    }
    return this.#one(line);
  }

  /** What is still held of the stream `from` when it ends. */
  end(from = 'stdout'): string[] {
    const held = this.#held.get(from) ?? [];
    this.#held.delete(from);
    return held;
  }

  #note(line: string): void {
    if (NO_SPACE.test(line)) this.full = true;
    const file = FAILED_FILE.exec(line);
    if (file !== null) this.failedFile ??= file[1] ?? file[2];
  }

  #one(line: string): string[] {
    this.#note(line);
    if (this.full && STACK_LINE.test(line)) {
      this.#dropped++;
      return [];
    }
    // A full disk's error blocks are spaced by blank lines; the summary follows them.
    return this.full && line.trim() === '' ? [] : [line];
  }

  get dropped(): number {
    return this.#dropped;
  }

  /** Whether rolldown's panic message was left out (a full disk, said by the summary). */
  get panicLeftOut(): boolean {
    return this.#panicLeftOut;
  }
}

const megabytes = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** What the build says after a full disk: the file a write failed on (when known), each folder it writes to and the space left where it is. */
export function diskFullSummary(folders: ReadonlyArray<{ what: string; folder: string }>, lines: Pick<DiskFullLines, 'dropped' | 'failedFile' | 'panicLeftOut'>): string {
  const space = folders.map(({ what, folder }) => {
    try {
      const stats = statfsSync(nearestExisting(folder));
      return `${what} ${folder}: ${megabytes(stats.bavail * stats.bsize)} free`;
    } catch (error) {
      return `${what} ${folder}: free space unknown (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
    }
  });
  const { dropped, failedFile, panicLeftOut } = lines;
  const file = failedFile === undefined ? '' : `: could not write ${failedFile}`;
  const leftOut = [panicLeftOut ? "rolldown's panic message" : '', dropped > 0 ? `${dropped} line${dropped === 1 ? '' : 's'} of stack trace` : ''].filter((part) => part !== '');
  const left = leftOut.length > 0 ? ` (${leftOut.join(' and ')} left out: the fault is the disk, not the code)` : '';
  return `the build stopped: a disk it writes to is full (ENOSPC)${file}${left}. ${space.join('; ')}. Free space there, or build into folders on a disk with room (--outDir, DEBATE_ATLAS_CACHE_DIR); the last output folder is as it was`;
}
