// `npm run build`: `astro build`, then the search index in this process once the build's
// process has ended. Inside `astro build` the index was made at its end, beside the
// build's own memory (2.3 GB at 10,000 debates, held until the process exits) while
// Pagefind peaked at 3.0–3.2 GB; one after the other, the larger of the two is the peak
// (docs/benchmarks.md). The index is the one `astro build` alone makes
// (src/integrations/pagefindIndex.ts), so both ways publish the same site.
//
// Usage: node scripts/build.ts [astro build options]; every option goes to `astro build`.
// The build says which folder it wrote (into a file this script names), so the index goes
// where Astro put the site, whatever the options or the config said.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { AFTER_BUILD_ENV, indexAndReport, searchIndexSettings, type BuiltSite } from '../src/integrations/pagefindIndex.ts';
import { say } from '../src/lib/core/terminalText.ts';

const time = () => new Date().toTimeString().slice(0, 8);
const logger = {
  info: (message: string) => console.log(`${time()} [debate-atlas:pagefind] ${message}`),
  warn: (message: string) => console.warn(`${time()} [debate-atlas:pagefind] ${message}`),
};
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Runs `astro build` with these options; resolves with its exit status (128 + n if signal n stopped it) and what it built (the folder, and where the search index's sources and fragments are kept), if it got that far. */
async function astroBuild(options: readonly string[]): Promise<{ status: number; built?: BuiltSite }> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'debate-atlas-build-'));
  const built = path.join(scratch, 'built.json');
  try {
    const astro = path.join(import.meta.dirname, '../node_modules/astro/bin/astro.mjs');
    const child = spawn(process.execPath, [...process.execArgv, astro, 'build', ...options], {
      stdio: 'inherit',
      env: { ...process.env, [AFTER_BUILD_ENV]: built },
    });
    // A signal sent to this process alone (a CI runner's stop, `timeout`) reaches the build too.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    for (const signal of FORWARDED) process.on(signal, forward);
    const status = await new Promise<number>((resolve) => {
      child.on('error', (error) => {
        console.error(say`could not start astro build: ${error.message}`);
        resolve(1);
      });
      child.on('exit', (code, signal) => resolve(code ?? 128 + (signal === null ? 0 : constants.signals[signal])));
    });
    for (const signal of FORWARDED) process.off(signal, forward);
    if (status !== 0) return { status };
    // No such file: the build wrote no site (`--help`, `--version`).
    const written = await readFile(built, 'utf8').catch(() => undefined);
    return written === undefined ? { status } : { status, built: JSON.parse(written) as BuiltSite };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const { status, built } = await astroBuild(process.argv.slice(2));
if (status !== 0 || built === undefined) process.exit(status);
try {
  await indexAndReport(built.outDir, logger, { ...searchIndexSettings(), searchStore: built.searchStore });
} catch (error) {
  console.error(say`${time()} [debate-atlas:pagefind] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
