// `npm run build`: `astro build`, then the search index in this process once the build's
// process has ended. Inside `astro build` the index was made at its end, beside the
// build's own memory (2.3 GB at 10,000 debates, held until the process exits) while
// Pagefind peaked at 3.0 GB; one after the other, the larger of the two is the peak
// (docs/benchmarks.md). The index is the one `astro build` alone makes
// (src/integrations/pagefindIndex.ts), so both ways publish the same site.
//
// Usage: node scripts/build.ts [astro build options]; every option goes to `astro build`,
// and `--outDir` (from `--root`) also says where the index is made (default: dist/).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AFTER_BUILD_ENV, indexAndReport, searchIndexSettings } from '../src/integrations/pagefindIndex.ts';
import { say } from '../src/lib/core/terminalText.ts';

const astroArgs = process.argv.slice(2);
// Only where the site goes is read here (astro reads --outDir from --root); astro checks the rest.
const { values } = parseArgs({
  args: astroArgs,
  options: { outDir: { type: 'string' }, root: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  strict: false,
  allowPositionals: true,
});
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const outDir = path.resolve(text(values.root, '.'), text(values.outDir, 'dist'));

const astro = path.join(import.meta.dirname, '../node_modules/astro/bin/astro.mjs');
const status = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, [astro, 'build', ...astroArgs], { stdio: 'inherit', env: { ...process.env, [AFTER_BUILD_ENV]: '1' } });
  child.on('error', (error) => {
    console.error(say`could not start astro build: ${error.message}`);
    resolve(1);
  });
  // Stopped by a signal: exit as a shell reports it (128 + its number).
  child.on('exit', (code, signal) => resolve(code ?? 128 + (signal === null ? 0 : constants.signals[signal])));
});
if (status !== 0 || values.help === true) process.exit(status);

const time = () => new Date().toTimeString().slice(0, 8);
const logger = {
  info: (message: string) => console.log(`${time()} [debate-atlas:pagefind] ${message}`),
  warn: (message: string) => console.warn(`${time()} [debate-atlas:pagefind] ${message}`),
};
try {
  await indexAndReport(outDir, logger, searchIndexSettings());
} catch (error) {
  console.error(say`${time()} [debate-atlas:pagefind] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
