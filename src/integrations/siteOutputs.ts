// The outputs beside the pages, the last integration: the downloads, the atlas files and
// the search index, made by the one after-build step (afterBuild.ts) once Astro has
// written the pages, then the final check; most debates' downloads are made into the cache
// while the pages are written (earlyDownloads.ts). `astro build` alone runs the step in its
// `astro:build:done` hook; under `npm run build` the hook writes the step's job into the
// file scripts/build.ts names (AFTER_BUILD_ENV), and the script runs it once Astro's
// process has ended. `astro dev` serves the downloads from the same tables (site/devDownloads.ts).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { say } from '../lib/core/terminalText.ts';
import { loadedArchive } from '../site/loadedArchive.ts';
import { debatesToPublish, prepareAfterBuild, prepareAfterBuildBeside, runAfterBuild, runAfterBuildBeside, type AtlasBeside } from './afterBuild.ts';
import { startAtlasBesidePages } from './atlasBesidePages.ts';
import { startEarlyDownloads, type EarlyDownloads } from './earlyDownloads.ts';
import { armExitGuard, disarmExitGuard } from './publishedSite.ts';
import { locatedHook } from './locatedError.ts';
import { AFTER_BUILD_ENV, STEP_DONE } from './afterBuildEnv.ts';


/** Searchable pages per part of the search index, when asked (pagefindIndex.ts); unset, one index. */
export const pagesPerIndexFrom = (env: NodeJS.ProcessEnv = process.env): number | undefined => Number(env.DEBATE_ATLAS_SEARCH_PAGES_PER_INDEX) || undefined;

export default function siteOutputs(): AstroIntegration {
  let cache = '';
  let base = '/';
  let staticBuild = false;
  let early: EarlyDownloads | undefined;
  let atlasBeside: Promise<AtlasBeside> | undefined;
  return {
    name: 'debate-atlas:site-complete',
    hooks: {
      // From here until the final check has passed, an exit with code 0 is a failure (publishedSite.ts).
      'astro:config:setup': ({ command }) => {
        if (command === 'build') armExitGuard('astro build');
      },
      'astro:config:done': ({ config, buildOutput }) => {
        base = config.base;
        staticBuild = buildOutput === 'static' && config.adapter === undefined;
        cache = path.join(fileURLToPath(config.cacheDir), 'debate-atlas');
      },
      'astro:server:setup': async ({ server }) => {
        const { devDownload } = await import('../site/devDownloads.ts');
        server.middlewares.use((request, response, next) => {
          const served = devDownload(request.url ?? '', base, loadedArchive());
          if (served === undefined) return next();
          response.setHeader('Content-Type', served.contentType);
          response.end(served.body);
        });
      },
      // The content is synced and its records cached: one worker begins beside the pages, on
      // the debates' downloads when thousands are to be made, else on the atlas files of an
      // archive small enough for both in memory.
      'astro:build:start': ({ logger }) => {
        const loaded = loadedArchive();
        if (!staticBuild || loaded === undefined) return;
        const log = logger.fork('debate-atlas:downloads');
        early = startEarlyDownloads(debatesToPublish(loaded), cache, log);
        if (early === undefined) atlasBeside = startAtlasBesidePages(loaded, cache, log);
      },
      // `dir` is wherever this build writes (`--outDir` included).
      'astro:build:done': locatedHook(async ({ dir, logger }) => {
        const made = await early?.stop();
        const loaded = loadedArchive();
        if (loaded === undefined) throw new Error('debate-atlas:site-complete: the content loader did not run in this build');
        if (!staticBuild) {
          await atlasBeside;
          disarmExitGuard();
          return;
        }
        const logFor = (part: string) => logger.fork(`debate-atlas:${part}`);
        const jobFile = process.env[AFTER_BUILD_ENV];
        if (atlasBeside !== undefined) {
          // A small archive's atlas files are still being made beside the pages: the step
          // starts here and now, under `npm run build` too, and needs no job handed on.
          // Said before the step runs: nothing may fail after the site is published (review 07zg E14).
          if (jobFile) await writeFile(jobFile, `${JSON.stringify(STEP_DONE)}\n`);
          const { job, atlas } = prepareAfterBuildBeside(loaded, fileURLToPath(dir), cache, pagesPerIndexFrom(), atlasBeside);
          await runAfterBuildBeside(job, atlas, logFor);
        } else {
          const job = await prepareAfterBuild(loaded, fileURLToPath(dir), cache, pagesPerIndexFrom(), made);
          if (jobFile) {
            await writeFile(jobFile, `${JSON.stringify(job)}\n`);
            logger.info(say`the downloads, the atlas files and the search index are made once this build has ended (scripts/build.ts)`);
          } else {
            await runAfterBuild(job, logFor);
          }
        }
        disarmExitGuard();
      }),
    },
  };
}
