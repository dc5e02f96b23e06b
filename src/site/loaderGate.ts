// One content loader waiting for another's verdict: Astro runs every collection's loader at
// once, so a loader whose own failure would be a worse message (Astro's, one entry, with a
// stack trace) waits until the loader that checks everything has passed, and fails with
// its error when it has not.
import type { Loader } from 'astro/loaders';

export interface LoaderGate {
  /** Called by the checking loader once: undefined when everything passed, else its error. */
  settle(failure: Error | undefined): void;
  /** The checking `loader`, settling the gate with its first load's outcome, whatever throws. */
  after(loader: Loader): Loader;
  /** `loader`, run once the checking loader has passed; its error otherwise. */
  before(loader: Loader): Loader;
}

export function checkedFirst(): LoaderGate {
  let settle: (failure: Error | undefined) => void = () => {};
  const verdict = new Promise<Error | undefined>((resolve) => {
    settle = resolve;
  });
  return {
    settle: (failure) => settle(failure),
    after: (loader) => ({
      ...loader,
      load: async (context) => {
        try {
          await loader.load(context);
          settle(undefined);
        } catch (error) {
          settle(error instanceof Error ? error : new Error(String(error)));
          throw error;
        }
      },
    }),
    before: (loader) => ({
      ...loader,
      load: async (context) => {
        const failure = await verdict;
        if (failure !== undefined) throw failure;
        return loader.load(context);
      },
    }),
  };
}
