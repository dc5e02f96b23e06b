// Runs a command and measures it as a user experiences it: wall time of the whole
// process, the CPU seconds of its whole process tree, and the peak memory of every
// process it started (Pagefind's binary and any other child included), sampled from
// /proc every 50 ms (every 500 ms after the first 10 s): as RSS, and as PSS (a page shared by n processes counts 1/n in
// each; RSS counts it in every one, so summed RSS overcounts a browser's processes,
// which share most of their pages). On a shared machine the CPU seconds move less with
// the load than the wall time does.
//
// The command runs in a process group of its own, and memory is summed over that group
// and the process tree: a process whose parent has ended leaves the tree but not the
// group, and a browser started detached (the test suites' Chromium) leaves the group but
// not the tree.
//
// Each command starts after `sync`: the step before it (deleting the last run's output,
// a build's few hundred megabytes) leaves dirty pages whose writeback would otherwise
// land inside this command's time. Without it, the same cold build of 1,000 debates
// measured 27–29 s alone and 34–35 s inside the bench.
import { selfCpuSeconds } from '../support/processCpu.ts';
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Measured {
  seconds: number;
  /** CPU seconds (user + system) of the command and every descendant it waited for. */
  cpuSeconds: number;
  /** Peak of the summed RSS of every process in the command's process group, in MB. */
  peakMB: number;
  /** Peak of their summed PSS (shared pages divided among the processes sharing them), in MB. */
  peakPssMB: number;
  status: number;
  stdout: string;
  stderr: string;
}

interface Memory { rssKB: number; pssKB: number }

/**
 * The summed RSS and PSS in KB of every live process in process group `leader` or descended from
 * it: a process whose parent has ended leaves the tree but not the group, and a browser
 * started detached (playwright's) leaves the group but not the tree.
 */
function groupMemory(leader: number): Memory {
  const processes: Array<{ pid: number; ppid: number; pgrp: number }> = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command's name (which may hold spaces and parentheses): state, ppid, pgrp.
      const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.push({ pid: Number(name), ppid: Number(ppid), pgrp: Number(pgrp) });
    } catch {
      // the process ended between readdir and read
    }
  }
  const children = new Map<number, number[]>();
  for (const p of processes) {
    const siblings = children.get(p.ppid);
    if (siblings) siblings.push(p.pid);
    else children.set(p.ppid, [p.pid]);
  }
  const counted = new Set(processes.filter((p) => p.pgrp === leader).map((p) => p.pid));
  for (const queue = [leader]; queue.length > 0;) {
    const pid = queue.pop()!;
    counted.add(pid);
    for (const child of children.get(pid) ?? []) queue.push(child);
  }
  const total: Memory = { rssKB: 0, pssKB: 0 };
  for (const pid of counted) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      total.rssKB += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      total.pssKB += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // ended since (or a kernel thread, which has no rollup)
    }
  }
  return total;
}

/**
 * CPU seconds of this process's waited-for children so far: a child's figure includes every
 * descendant it waited for, so the difference across one command is the CPU of its whole
 * tree (an orphan re-parented to init is not counted; the build leaves none).
 */
const childrenCpuSeconds = (): number => selfCpuSeconds('children');

/** `sampleMs`: how often memory is sampled in the first 10 s (default 50 ms; then every 500 ms at least). */
export function measure(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string; sampleMs?: number }): Promise<Measured> {
  spawnSync('sync');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpuBefore = childrenCpuSeconds();
    // detached: the leader of a new process group (and session), whose id is its pid.
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    let stdout = '', stderr = '', peakRss = 0, peakPss = 0;
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.stdin.end(options.input ?? '');
    const sample = () => {
      if (child.pid === undefined) return;
      const { rssKB, pssKB } = groupMemory(child.pid);
      peakRss = Math.max(peakRss, rssKB);
      peakPss = Math.max(peakPss, pssKB);
    };
    // After the first 10 s, every 500 ms: reading smaps_rollup walks a process's page tables
    // under its memory lock, and every 50 ms of a 3 GB build cost the sampler half a core
    // and slowed the build it measured (docs/benchmarks.md, 2026-12-04).
    let timer: NodeJS.Timeout;
    const next = () => {
      timer = setTimeout(() => {
        sample();
        next();
      }, performance.now() - started < 10_000 ? (options.sampleMs ?? 50) : Math.max(options.sampleMs ?? 50, 500));
    };
    next();
    child.on('error', (error) => { clearTimeout(timer); reject(error); });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ seconds: (performance.now() - started) / 1000, cpuSeconds: childrenCpuSeconds() - cpuBefore, peakMB: peakRss / 1024, peakPssMB: peakPss / 1024, status: code ?? 1, stdout, stderr });
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
