// Waits until the children a step started have ended and been reaped. Pagefind's `close()`
// signals its binary but does not wait for it: a process that exits right after leaves the
// binary to init, and with it the CPU it spent, which then counts in no `time`, rusage or
// benchmark of the build (docs/decisions/pagefind-reaped.md).
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often, and how long at most, the children are looked for. */
const POLL_MS = 10;
const GIVE_UP_MS = 5_000;

/** The ids of this process's live or unreaped children (Linux's /proc); none where that cannot be read. */
export function childIds(): Set<string> {
  try {
    return new Set(readFileSync(`/proc/self/task/${process.pid}/children`, 'utf8').split(' ').filter((id) => id.trim() !== ''));
  } catch {
    return new Set();
  }
}

/** Resolves once every child not in `before` has ended (Node reaps each as it ends), or after a few seconds. */
export async function newChildrenEnded(before: ReadonlySet<string>): Promise<void> {
  const left = () => [...childIds()].some((id) => !before.has(id));
  for (let waited = 0; left() && waited < GIVE_UP_MS; waited += POLL_MS) await sleep(POLL_MS);
}
