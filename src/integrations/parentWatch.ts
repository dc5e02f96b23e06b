// A build whose starter has ended stops. `timeout`, `docker stop`, a CI cancel or a closed
// terminal often signal `npm` alone: npm exits at once and the build script, never told,
// would run on and publish a site after its command had already failed (probe 5, ORPH).
// The starter is the script's parent, or under a package manager's `run` (which starts it
// through `sh -c`) that shell's parent: npm itself. Both are checked a few times a second;
// once one has ended (its child adopted by another process), `onGone` runs, as a signal's
// handler would (scripts/build.ts).
import { readFileSync } from 'node:fs';

/** How often the starter is checked: a build publishes seconds after its last page at the soonest. */
export const CHECK_EVERY_MS = 250;

/** The parent of process `pid` (Linux's /proc), or undefined where that cannot be read. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // `pid (name) state ppid …`; the name may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isSafeInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/** This process's parent and, under `npm run` (and pnpm's, yarn's), the package manager above the shell. */
export function starterChain(env: NodeJS.ProcessEnv = process.env): string {
  const parent = process.ppid;
  return env['npm_lifecycle_event'] === undefined ? String(parent) : `${parent} ${parentOf(parent) ?? ''}`;
}

/** Calls `onGone` once, when the process that started this one has ended; never keeps the process alive. */
export function whenParentEnds(onGone: () => void): void {
  const started = starterChain();
  const timer = setInterval(() => {
    if (starterChain() === started) return;
    clearInterval(timer);
    onGone();
  }, CHECK_EVERY_MS);
  timer.unref();
}
