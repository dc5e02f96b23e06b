// debate-atlas as a test runs it: in this process through `runCli` (or one command's own
// entry) with its output captured, or as the real binary in a process of its own (what a
// user's shell starts: exit status, stdin, signals, other processes racing it).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../../src/cli/cliIo.ts';
import { runCli } from '../../src/cli/main.ts';
import { tempFolder } from './tempFolder.ts';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The project's own Node and the CLI's launcher, as `npx debate-atlas` starts them: the
 * bundle `npm ci` built while it matches the sources (a fresh clone, CI), the TypeScript
 * sources once one is edited (bin/debate-atlas.js). A process started from the bundle
 * costs a third of the CPU (docs/benchmarks.md); tests/unit/cli/bundle.test.ts checks that
 * both print the same.
 */
export const projectNode = path.join(projectRoot, 'node_modules/.bin/node');
export const cliMain = path.join(projectRoot, 'bin/debate-atlas.js');

export interface CliResult { code: number | null; stdout: string; stderr: string }

export interface CliOptions {
  /** Where the command runs (default: the repository). */
  cwd?: string;
  /** What the command reads from stdin (default: nothing). */
  stdin?: string | Uint8Array;
  /** Stand-ins for `add`'s writes (see CliIo). */
  writes?: CliIo['writes'];
}

/** An io whose output is kept; `output()` gives what was written so far. */
export function capturedIo(options: CliOptions = {}): { io: CliIo; output: () => { stdout: string; stderr: string } } {
  let stdout = '', stderr = '';
  const { stdin } = options;
  const bytes = typeof stdin === 'string' ? new TextEncoder().encode(stdin) : stdin ?? new Uint8Array();
  let readTo = bytes.length;
  const io: CliIo = {
    cwd: options.cwd ?? projectRoot,
    stdout: (text) => { stdout += text; },
    stderr: (text) => { stderr += text; },
    // As the process's stdin does: at most limit + 1 bytes at first, the rest on request.
    readStdin: async (limit) => {
      readTo = Math.min(bytes.length, limit + 1);
      return bytes.subarray(0, readTo);
    },
    restOfStdin: async function* () {
      yield bytes.subarray(readTo);
    },
    // Text `add` saves from stdin goes to a folder of the test's, never the machine's temp folder.
    writes: options.writes ?? (stdin === undefined ? {} : { recoveryBase: tempFolder('debate-atlas-cli-recovery-') }),
  };
  return { io, output: () => ({ stdout, stderr }) };
}

type Command = (argv: string[], io: CliIo) => Promise<number>;

/** `debate-atlas <argv…>` in this process; `command` runs one command's entry instead of the whole CLI. */
export async function runCaptured(argv: string[], options: CliOptions = {}, command: Command = runCli): Promise<CliResult & { code: number }> {
  const { io, output } = capturedIo(options);
  const code = await command(argv, io);
  return { code, ...output() };
}

export interface ProcessOptions {
  cwd?: string;
  /** Text piped in, or an open file descriptor (a never-ending /dev/zero). */
  stdin?: string | number;
  env?: Record<string, string>;
  /** Run as this user and group (root's tests drop to "nobody" so permission bits apply). */
  uid?: number;
  gid?: number;
  /** The script run instead of the launcher (the sources' src/cli/main.ts, a bundle). */
  entry?: string;
}

/** SITE and BASE emptied: a page address printed by `add` must not depend on the caller's shell. */
const cliEnv = (env: Record<string, string> = {}) => ({ ...process.env, SITE: '', BASE: '', ...env });

const processOptions = (options: ProcessOptions) => ({
  cwd: options.cwd ?? projectRoot,
  env: cliEnv(options.env),
  ...(options.uid === undefined ? {} : { uid: options.uid }),
  ...(options.gid === undefined ? {} : { gid: options.gid }),
});

/** The real binary in a process of its own, started at once; resolves when it has exited and its output is read. */
export function spawnCli(args: string[], options: ProcessOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const stdin = typeof options.stdin === 'number' ? options.stdin : 'pipe';
    const child = spawn(projectNode, [options.entry ?? cliMain, ...args], { ...processOptions(options), stdio: [stdin, 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout?.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr?.on('data', (d: Buffer) => { stderr += d.toString(); });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (child.stdin) child.stdin.end(typeof options.stdin === 'string' ? options.stdin : undefined);
  });
}

/** The same, waiting for it; `command` replaces the whole command line (a shell that sets limits first). */
export function spawnCliSync(args: string[], options: ProcessOptions & { command?: string[] } = {}): CliResult {
  const [file, ...rest] = options.command ?? [projectNode, options.entry ?? cliMain, ...args];
  const stdin = options.stdin;
  const result = spawnSync(file!, rest, {
    ...processOptions(options),
    encoding: 'utf8',
    ...(typeof stdin === 'number' ? { stdio: [stdin, 'pipe', 'pipe'] } : { input: stdin ?? '' }),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
