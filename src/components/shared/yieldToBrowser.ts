// Long pieces of work on the main thread are cut into steps with a yield between them, so
// that no single task keeps a slow phone from painting or answering a tap (issue 27: no
// task over 200 ms at 4× CPU slowdown). scheduler.yield() where the browser has it (the
// step resumes before other queued work), else a zero timeout.

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Milliseconds of work between yields: well under the 50 ms of a long task. */
export const SLICE_MS = 25;

/** Runs `step` for 0…count−1, yielding whenever a slice of SLICE_MS has been used. */
export async function inSlices(count: number, step: (i: number) => void): Promise<void> {
  let started = performance.now();
  for (let i = 0; i < count; i++) {
    step(i);
    if (performance.now() - started > SLICE_MS && i < count - 1) {
      await yieldToBrowser();
      started = performance.now();
    }
  }
}

/** Runs a generator of steps to its end, yielding to the browser whenever a slice of SLICE_MS has been used. */
export async function runSteps<T>(steps: Generator<void, T, void>): Promise<T> {
  let started = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - started > SLICE_MS) {
      await yieldToBrowser();
      started = performance.now();
    }
  }
}
