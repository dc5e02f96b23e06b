// Build benchmark: N synthetic debates → a real `astro build`, timed, with peak RSS.
// Run: npm run bench [-- N ...] (default 100 1000). Figures go in docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticLog } from './syntheticDebates.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const sizes = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0);

console.log(`node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`);
for (const n of sizes.length > 0 ? sizes : [100, 1000]) {
  const work = path.join(root, 'bench-out', `n${n}`);
  rmSync(work, { recursive: true, force: true });
  const content = path.join(work, 'debates');
  for (let i = 0; i < n; i++) {
    const file = path.join(content, String(2020 + (i % 7)), `debate-${String(i).padStart(5, '0')}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(syntheticLog(i), null, 2));
  }
  // GNU time reports the peak resident set of the build and the processes it waits for.
  const result = spawnSync('/usr/bin/time', ['-f', 'BENCH %e s %M KB', path.join(root, 'node_modules/.bin/astro'), 'build', '--outDir', path.join(work, 'dist')], {
    cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
    env: {
      ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DEBATE_ATLAS_CONTENT: content, DEBATE_ATLAS_CACHE_DIR: path.join(work, 'cache'),
      PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  });
  const figures = /BENCH ([\d.]+) s (\d+) KB/.exec(result.stderr);
  if (result.status !== 0 || !figures) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`build of ${n} debates failed`);
  }
  const pages = /(\d+) page\(s\) built/.exec(result.stdout)?.[1];
  console.log(`N=${n}: build ${figures[1]} s, peak RSS ${(Number(figures[2]) / 1024).toFixed(0)} MB, ${pages} pages`);
}
