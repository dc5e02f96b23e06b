// Caches trust a file by its change time only once the kernel's clock, which stamps change
// times in coarse ticks, has moved past it (src/integrations/downloadCache.ts). A test that
// needs that waits for the clock itself, not for a guess at how long a tick lasts.
import { lstatSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

/** The newest change time of the files and folders under `folder` (itself included). */
function newestChange(folder: string): bigint {
  let newest = lstatSync(folder, { bigint: true }).ctimeNs;
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const changed = lstatSync(path.join(folder, entry), { bigint: true }).ctimeNs;
    if (changed > newest) newest = changed;
  }
  return newest;
}

/** Resolves once a file written now has a later change time than anything under `folder`. */
export async function pastChangesUnder(folder: string): Promise<void> {
  const newest = newestChange(folder);
  const probe = `${folder}.clock-probe`;
  try {
    for (;;) {
      writeFileSync(probe, '');
      if (lstatSync(probe, { bigint: true }).ctimeNs > newest) return;
      await nextTurn();
    }
  } finally {
    rmSync(probe, { force: true });
  }
}

/** Resolves once everything under `folder` was last changed more than `ns` ago by the wall clock (src/lib/core/cache.ts: settled). */
export async function settledUnder(folder: string, ns: bigint): Promise<void> {
  const newest = newestChange(folder);
  for (;;) {
    const waited = BigInt(Date.now()) * 1_000_000n - newest;
    if (waited > ns) return;
    await sleep(Number((ns - waited) / 1_000_000n) + 1);
  }
}
