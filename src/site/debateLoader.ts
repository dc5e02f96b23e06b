// The Astro content loader over content/debates/**: runs the src/lib pipeline once per
// sync and lays out each debate. Records are cached under a digest of the file's bytes,
// name and the pipeline's code (site/recordCache.ts), so a rebuild processes and lays out
// only what changed. The records reach the pages through site/loadedArchive.ts; Astro's
// data store keeps only an index (each debate's digest). The build fails listing every
// problem of every file, never just the first.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import type { Loader } from 'astro/loaders';
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import { loadArchive } from '../lib/archive/loadArchive.ts';
import { noteFileProblems } from '../lib/notes/noteFiles.ts';
import { noteArchiveOf } from '../lib/notes/noteReferences.ts';
import { trustedNotesFromEnv } from '../lib/notes/noteCode.ts';
import { digest } from '../lib/core/digest.ts';
import { listedProblems, sortDiagnostics } from '../lib/core/diagnostics.ts';
import { diagnosticLine, say, terminalText } from '../lib/core/terminalText.ts';
import { layoutAtlas } from '../lib/layout/layoutAtlas.ts';
import { layoutGraph } from '../lib/layout/layoutGraph.ts';
import { archiveHistory } from './history.ts';
import { publishLoadedArchive } from './loadedArchive.ts';
import { recordCache } from './recordCache.ts';
import { cacheHeldByAnother } from '../integrations/buildLock.ts';
import type { LoaderGate } from './loaderGate.ts';

/** What Astro's data store keeps of a debate: the record's digest (the record is in the record cache). */
export interface DebateIndexEntry { digest: string }

/**
 * `notesDirectory` (relative to the root or absolute): its notes' own problems join a failed
 * archive's; `checked` hears the first load's verdict (the notes' loader waits for it).
 */
export function debateLoader(options: { directory: string; required?: boolean; notesDirectory?: string; checked?: LoaderGate }): Loader {
  // The whole first load settles the gate, a failure before the archive is read included.
  const loader: Loader = {
    name: 'debate-atlas-loader',
    async load({ store, logger, config, watcher }) {
      const root = fileURLToPath(config.root);
      // A path, or a file: URL; never a path read as a URL, where "#" or "?" would cut it short
      // (DEBATE_ATLAS_CONTENT=/srv/a#b/debates read all of /srv/a).
      const directory = options.directory.startsWith('file:') ? fileURLToPath(options.directory) : path.resolve(root, options.directory) + path.sep;
      const version = await pipelineVersion(fileURLToPath(new URL('src/lib/', config.root)), root);
      const caches = path.join(fileURLToPath(config.cacheDir), 'debate-atlas');
      const warn = (message: string) => logger.warn(say`${message}`);
      const cache = recordCache(path.join(caches, 'records'), warn);
      const sync = async () => {
        const archive = await loadArchive(directory, root, {
          pipelineVersion: version,
          required: options.required,
          reuse: (_slug, digest) => cache.get(digest),
        });
        const errors = archive.diagnostics.filter((d) => d.severity === 'error');
        // The notes' own problems (links, addresses, text, code) and their references are found
        // here, before Vite compiles a note into a module the build would run (notes/noteCode.ts),
        // and listed with the debates', every problem at once; a reference into a debate that
        // failed is not checked (notes/noteReferences.ts `noteArchiveOf`).
        const notesDir = options.notesDirectory === undefined ? undefined : path.resolve(root, options.notesDirectory);
        const noteArchive = noteArchiveOf(archive.debates, archive.failed);
        const noteErrors = notesDir === undefined ? [] : sortDiagnostics((await noteFileProblems(notesDir, root, trustedNotesFromEnv(), noteArchive)).filter((d) => d.severity === 'error'));
        // The log of a build lists as much per file as `validate` does, and counts the rest.
        const whereAll = '`npx debate-atlas validate --reporter json` lists all';
        for (const warning of listedProblems(archive.diagnostics.filter((d) => d.severity === 'warning'), whereAll)) logger.warn(diagnosticLine(warning));
        if (errors.length > 0 || noteErrors.length > 0) {
          const count = (n: number) => `${n} problem${n === 1 ? '' : 's'}`;
          const heading = errors.length === 0 ? `${count(noteErrors.length)} in notes` : `${count(errors.length)} in ${folderAsShown(directory, root)}${noteErrors.length === 0 ? '' : ` and ${noteErrors.length} in its notes`}`;
          const error = new Error(
            `${heading} (nothing was published):\n` +
              listedProblems([...errors, ...noteErrors], whereAll).map((d) => `  ${diagnosticLine(d)}`).join('\n') +
              '\nFix them and build again; `npx debate-atlas validate` checks files without building.',
          );
          // The problems are in the content, not in our code: a stack trace would only bury them.
          error.stack = '';
          throw error;
        }
        if (archive.merge === undefined) throw new Error('the content loader must merge the archive');
        const present = new Set<string>();
        const debates: LaidOutDebate[] = [];
        for (const debate of archive.debates) {
          const digest = debate.digest!;
          present.add(debate.slug);
          let laidOut: LaidOutDebate;
          if ('layout' in debate) laidOut = debate as LaidOutDebate;
          else {
            // The layout stage: only the site draws, so only the site lays out.
            laidOut = { ...debate, layout: layoutGraph(debate.graph, debate.slug) };
            cache.put(laidOut);
          }
          debates.push(laidOut);
          if (store.get(debate.slug)?.digest !== digest) {
            store.set({ id: debate.slug, data: { digest } satisfies DebateIndexEntry, filePath: debate.file, digest });
          }
        }
        for (const id of store.keys()) if (!present.has(id)) store.delete(id);
        // While another build holds the cache (this is `astro dev` or `astro sync`), nothing of it is removed.
        const prune = !cacheHeldByAnother(fileURLToPath(config.cacheDir));
        if (prune) cache.prune(new Set(debates.map((d) => d.digest!)));
        else logger.info('another build holds the cache folder: its old entries are left for that build');
        const atlasLayout = layoutAtlas(archive.merge.atlas, new Map(debates.map((d) => [d.slug, d.layout])));
        const history = archiveHistory(root, directory, archive.gitLog ?? null, path.join(caches, 'history'), version, debates, warn, prune);
        publishLoadedArchive({ merge: archive.merge, ...(archive.aliases ? { aliases: archive.aliases } : {}), debates, atlasLayout, history });
        logger.info(`${archive.debates.length} debates loaded, ${archive.reused} unchanged from the cache`);
      };
      await sync();
      watcher?.on('all', (_event, changed) => {
        if (changed.startsWith(directory)) sync().catch((error: Error) => logger.error(error.message));
      });
    },
  };
  return options.checked === undefined ? loader : options.checked.after(loader);
}

/**
 * A hash of what a record depends on besides its file: the pipeline's own code, the
 * dependencies it runs on (the lockfile: d3-force lays out, yaml and markdown-it parse)
 * and Node (whose serializer writes the cache). A cached record, its downloads and its
 * page are reused only by the same pipeline.
 */
async function pipelineVersion(libDir: string, root: string): Promise<string> {
  const parts: Array<string | Uint8Array> = [];
  for (const file of (await fg('**/*.ts', { cwd: libDir })).sort()) parts.push(file, await readFile(libDir + file));
  parts.push(process.version, await readFile(path.join(root, 'package-lock.json')).catch(() => 'no lockfile'));
  return digest(parts).slice(0, 16);
}

/** The debates folder as the build's messages name it: relative to the project, else whole; inert in a terminal. */
function folderAsShown(directory: string, root: string): string {
  const relative = path.relative(root, directory);
  return terminalText(relative === '' ? '.' : relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative) ? path.resolve(directory) : relative);
}
