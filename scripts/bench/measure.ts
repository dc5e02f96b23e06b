// Runs a command and measures it as a user experiences it: wall time of the whole
// process, and the peak resident memory of every process it started (Pagefind's binary
// and any other child included), sampled from /proc every 50 ms.
//
// The command runs in a process group of its own, and memory is summed over that group,
// not over the process tree: a process whose parent has ended leaves the tree but not the
// group.
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
  /** Peak of the summed RSS of every process in the command's process group, in MB. */
  peakMB: number;
  status: number;
  stdout: string;
  stderr: string;
}

/** The summed RSS in KB of every live process in process group `group`. */
function groupRssKB(group: number): number {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command's name (which may hold spaces and parentheses): state, ppid, pgrp.
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== group) continue;
      total += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${name}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended between readdir and read
    }
  }
  return total;
}

export function measure(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string }): Promise<Measured> {
  spawnSync('sync');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // detached: the leader of a new process group (and session), whose id is its pid.
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    let stdout = '', stderr = '', peak = 0;
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.stdin.end(options.input ?? '');
    const sample = () => { if (child.pid !== undefined) peak = Math.max(peak, groupRssKB(child.pid)); };
    const timer = setInterval(sample, 50);
    child.on('error', (error) => { clearInterval(timer); reject(error); });
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({ seconds: (performance.now() - started) / 1000, peakMB: peak / 1024, status: code ?? 1, stdout, stderr });
    });
  });
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const bin = path.join(projectRoot, 'node_modules/.bin');

/** `npm run build` (scripts/build.ts) of `content` into `work/dist`, its cache in `work/cache`, measured with every process it starts. */
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
