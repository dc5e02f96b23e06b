// Many small file operations at once, a bounded number in flight: one at a time, each
// waits out the file system's latency in turn. Shared by the downloads (writing and linking
// their files) and the search fragments (linking and reading them back).

/** A bounded pool of pending file operations; `drain` waits for all of them and raises the first failure. */
export function filePool(limit: number) {
  const pending = new Set<Promise<void>>();
  const failures: unknown[] = [];
  return {
    async add(operation: () => Promise<unknown>): Promise<void> {
      while (pending.size >= limit) await Promise.race(pending);
      const task: Promise<void> = operation().then(
        () => undefined,
        (error: unknown) => void failures.push(error),
      ).finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain(): Promise<void> {
      await Promise.all(pending);
      if (failures.length > 0) throw failures[0];
    },
  };
}

/** Runs `work` on every item, at most `limit` at a time; raises the first failure once all have ended. */
export async function eachOf<T>(items: Iterable<T>, work: (item: T) => Promise<unknown>, limit: number): Promise<void> {
  const pool = filePool(limit);
  for (const item of items) await pool.add(() => work(item));
  await pool.drain();
}
