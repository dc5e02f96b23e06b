// The variable scripts/build.ts sets for `astro build`: the file the build writes its
// after-build job into (siteOutputs.ts) instead of running the step itself, or STEP_DONE
// where it ran the step itself (a small archive whose atlas files were made beside the pages). A module of
// its own, so the script and the stream filter load it without the build's integrations.

/** Set by scripts/build.ts: the file the build writes the after-build job into, instead of running it. */
export const AFTER_BUILD_ENV = 'DEBATE_ATLAS_AFTER_BUILD';

/** What the build writes into that file when it runs the step itself (before it runs): nothing is left for the script to do. */
export const STEP_DONE = { done: true } as const;

/** The job file's text says the step ran in the build (STEP_DONE). */
export const stepDone = (text: string): boolean => {
  try {
    return (JSON.parse(text) as { done?: unknown }).done === true;
  } catch {
    return false;
  }
};
