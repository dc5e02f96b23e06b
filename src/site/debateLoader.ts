// The Astro content loader over content/debates/**: runs the src/lib pipeline once per
// sync and stores each debate's typed record (graph, stored layout, checks). The build
// fails listing every problem of every file, never just the first.
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { loadArchive } from '../lib/archive/loadArchive.ts';
import { formatDiagnostic } from '../lib/core/diagnostics.ts';

export function debateLoader(options: { directory: string }): Loader {
  return {
    name: 'debate-atlas-loader',
    async load({ store, logger, config, generateDigest, watcher }) {
      const root = fileURLToPath(config.root);
      const directory = fileURLToPath(new URL(options.directory, config.root));
      const sync = async () => {
        const archive = await loadArchive(directory, root);
        const errors = archive.diagnostics.filter((d) => d.severity === 'error');
        for (const warning of archive.diagnostics.filter((d) => d.severity === 'warning')) logger.warn(formatDiagnostic(warning));
        if (errors.length > 0) {
          const error = new Error(
            `${errors.length} problem${errors.length === 1 ? '' : 's'} in content/debates (nothing was published):\n` +
              errors.map((d) => `  ${formatDiagnostic(d)}`).join('\n') +
              '\nFix them and build again; `npx debate-atlas validate` checks files without building.',
          );
          // The problems are in the content, not in our code: a stack trace would only bury them.
          error.stack = '';
          throw error;
        }
        store.clear();
        for (const debate of archive.debates) {
          const data = debate as unknown as Record<string, unknown>;
          store.set({ id: debate.slug, data, filePath: debate.file, digest: generateDigest(data) });
        }
        logger.info(`${archive.debates.length} debates loaded`);
      };
      await sync();
      watcher?.on('all', (_event, changed) => {
        if (changed.startsWith(directory)) sync().catch((error: Error) => logger.error(error.message));
      });
    },
  };
}
