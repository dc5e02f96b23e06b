// The graph's browser script as one inline classic script, for the standalone graph.html.
// The site gets the same module through Astro's bundler.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';
import type { StandaloneAssets } from '../lib/export/exportStandaloneHtml.ts';

const graphDir = fileURLToPath(new URL('../components/graph/', import.meta.url));

let assets: Promise<StandaloneAssets> | undefined;

export function standaloneAssets(): Promise<StandaloneAssets> {
  assets ??= (async () => {
    try {
      const result = await build({
        stdin: { contents: "import { enhanceAllGraphs } from './graph-client.ts'; enhanceAllGraphs();", resolveDir: graphDir, loader: 'ts' },
        bundle: true, write: false, minify: true, format: 'iife', target: 'es2020', legalComments: 'none', logLevel: 'silent',
      });
      return { script: result.outputFiles[0]!.text, css: await readFile(`${graphDir}graph.css`, 'utf8') };
    } finally {
      // Bundled once per process: esbuild's service process (40–90 MB) is not kept waiting for another.
      await stop();
    }
  })();
  return assets;
}
