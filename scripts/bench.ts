// The archive benchmark (issue 8): synthetic archives of N roundtable logs (24 claims,
// shared personas, alias_of edges) through the CLI and the real build, each measured as
// a whole process group (wall time, peak RSS of every process including Pagefind), with
// the floors beside them. Run: npm run bench [-- N …] (default 1000); figures go in
// docs/benchmarks.md. `--huge` adds the single-debate cases (5,000 claims, 50,000 nodes).
import { appendFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bareScriptSource, writeBareAstroProject } from './bench/floors.ts';
import { hugeLog } from './bench/hugeDebates.ts';
import { measureLongTasks } from './bench/longTasks.ts';
import { measure, measureSiteBuild, type Measured } from './bench/measure.ts';
import { syntheticSlug, writeSyntheticArchive } from './syntheticDebates.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = path.join(root, 'node_modules/.bin');
const node = path.join(bin, 'node');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
const { values, positionals } = parseArgs({ options: { huge: { type: 'boolean' }, 'no-floors': { type: 'boolean' } }, allowPositionals: true });
const sizes = positionals.map(Number).filter((n) => Number.isInteger(n) && n > 0);

const rows: string[] = [];
const report = (what: string, m: Pick<Measured, 'seconds' | 'cpuSeconds' | 'peakMB'>, note = '') => {
  const row = `| ${what} | ${m.seconds.toFixed(1)} s | ${m.cpuSeconds.toFixed(1)} s | ${m.peakMB.toFixed(0)} MB | ${note} |`;
  rows.push(row);
  console.log(row);
};
const check = (what: string, m: Measured): Measured => {
  if (m.status !== 0) {
    console.error(m.stdout.slice(-3000), m.stderr.slice(-3000));
    throw new Error(`${what} failed (exit ${m.status})`);
  }
  return m;
};
// As `npm run build` builds: `astro build`, then the after-build step once it has ended.
const build = (content: string, work: string, label: string) => measureSiteBuild(content, work).then((m) => check(label, m));
const fromCache = (m: Measured) => /(\d+) unchanged from the cache/.exec(m.stdout)?.[1] ?? '?';

console.log(`node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${new Date().toISOString().slice(0, 10)}`);
console.log('| measure | wall time | CPU (user + system, all its processes) | peak memory (all its processes) | note |\n| --- | --- | --- | --- | --- |');
for (const n of sizes.length > 0 ? sizes : [1000]) {
  const work = path.join(root, 'bench-out', `n${n}`);
  rmSync(work, { recursive: true, force: true });
  const content = path.join(work, 'debates');
  writeSyntheticArchive(content, n);

  report(`validate ${n}`, check('validate', await measure(node, ['src/cli/main.ts', 'validate', content], { cwd: root, env })));
  report(`merge ${n} (CLI, a folder)`, check('merge', await measure(node, ['src/cli/main.ts', 'merge', content, '-o', path.join(work, 'merged.json')], { cwd: root, env })));

  const cold = await build(content, work, 'cold build');
  const pages = /(\d+) page\(s\) built/.exec(cold.stdout)?.[1] ?? '?';
  const page = path.join(work, 'dist/debates', syntheticSlug(0), 'index.html');
  report(`cold build ${n}`, cold, `${pages} pages; a debate page ${(statSync(page).size / 1024).toFixed(0)} KB`);

  // One log changes: its topic is edited, as a user's commit would.
  const changed = path.join(content, `${syntheticSlug(1)}.json`);
  const log = JSON.parse(readFileSync(changed, 'utf8')) as { topic: string };
  writeFileSync(changed, JSON.stringify({ ...log, topic: `${log.topic} (edited)` }, null, 2));
  const rebuild = await build(content, work, 'rebuild');
  report(`rebuild ${n} after one log changed`, rebuild, `${fromCache(rebuild)} of ${n} records from the cache (${(rebuild.seconds / cold.seconds).toFixed(2)}× cold; CPU ${(rebuild.cpuSeconds / cold.cpuSeconds).toFixed(2)}×)`);

  if (!values['no-floors']) {
    const script = path.join(work, 'bare-script.mjs');
    writeFileSync(script, bareScriptSource());
    const bareScript = check('bare script', await measure(node, [script, content, path.join(work, 'bare-script-out')], { cwd: root, env }));
    report(`floor: bare script, ${n} pages`, bareScript, `cold build is ${(cold.seconds / bareScript.seconds).toFixed(0)}× this`);
    const bare = path.join(work, 'bare-astro');
    writeBareAstroProject(bare, root);
    const bareAstro = check('bare Astro', await measure(path.join(bin, 'astro'), ['build'], {
      cwd: bare, env: { ...env, BARE_CONTENT: content, BARE_CACHE: path.join(work, 'bare-cache') },
    }));
    report(`floor: bare Astro, ${n} pages`, bareAstro, `cold build is ${(cold.seconds / bareAstro.seconds).toFixed(1)}× this`);
  }
}

if (values.huge) {
  const work = path.join(root, 'bench-out', 'huge');
  rmSync(work, { recursive: true, force: true });
  const content = path.join(work, 'debates');
  mkdirSync(content, { recursive: true });
  writeFileSync(path.join(content, 'big.json'), JSON.stringify(hugeLog(5_000, 4)));
  const big = await build(content, work, 'huge build');
  const page = path.join(work, 'dist/debates/big/index.html');
  const tasks = await measureLongTasks(path.join(work, 'dist'), '/debates/big/', '[data-node-filter]');
  report('build of one debate, 5,000 claims / 20,000 relations', big,
    `page ${(statSync(page).size / 2 ** 20).toFixed(2)} MB; in Chromium, loading and filtering: longest main-thread task ${tasks.longestMs} ms, ${tasks.tasksOver200} over 200 ms`);
  const file50k = path.join(work, 'nodes-50k.json');
  writeFileSync(file50k, JSON.stringify(hugeLog(50_000, 2)));
  report('validate one debate of 50,000 nodes', check('validate 50k', await measure(node, ['src/cli/main.ts', 'validate', file50k], { cwd: root, env })));
}

const out = process.env['BENCH_APPEND'];
if (out) appendFileSync(out, rows.join('\n') + '\n');
