// The variable scripts/build.ts sets for `astro build`: the file the build writes its
// after-build job into (siteOutputs.ts) instead of running the step itself. A module of
// its own, so the script and the stream filter load it without the build's integrations.

/** Set by scripts/build.ts: the file the build writes the after-build job into, instead of running it. */
export const AFTER_BUILD_ENV = 'DEBATE_ATLAS_AFTER_BUILD';
