// Runs a command and measures it as a user experiences it: wall time of the whole
// process, and the peak resident memory of its whole process tree (Pagefind's binary
// and any other child included), sampled from /proc every 50 ms.
//
// Each command starts after `sync`: the step before it (deleting the last run's output,
// a build's few hundred megabytes) leaves dirty pages whose writeback would otherwise
// land inside this command's time. Without it, the same cold build of 1,000 debates
// measured 27–29 s alone and 34–35 s inside the bench.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Measured {
  seconds: number;
  /** Peak of the summed RSS of the process and all its descendants, in MB. */
  peakTreeMB: number;
  status: number;
  stdout: string;
  stderr: string;
}

/** RSS in KB of every live process, by pid, with its parent. */
function processTable(): Map<number, { ppid: number; rssKB: number }> {
  const table = new Map<number, { ppid: number; rssKB: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const rssKB = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      table.set(Number(name), { ppid, rssKB });
    } catch {
      // the process ended between readdir and read
    }
  }
  return table;
}

function treeRssKB(root: number): number {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += table.get(pid)?.rssKB ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function measure(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string }): Promise<Measured> {
  spawnSync('sync');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '', stderr = '', peak = 0;
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.stdin.end(options.input ?? '');
    const sample = () => { if (child.pid !== undefined) peak = Math.max(peak, treeRssKB(child.pid)); };
    const timer = setInterval(sample, 50);
    child.on('error', (error) => { clearInterval(timer); reject(error); });
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({ seconds: (performance.now() - started) / 1000, peakTreeMB: peak / 1024, status: code ?? 1, stdout, stderr });
    });
  });
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const bin = path.join(projectRoot, 'node_modules/.bin');

/** `npm run build` (scripts/build.ts) of `content` into `work/dist`, its cache in `work/cache`, measured as a whole process tree. */
export function measureSiteBuild(content: string, work: string): Promise<Measured> {
  return measure(path.join(bin, 'node'), ['scripts/build.ts', '--outDir', path.join(work, 'dist')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      DEBATE_ATLAS_CONTENT: content,
      DEBATE_ATLAS_CACHE_DIR: path.join(work, 'cache'),
    },
  });
}
