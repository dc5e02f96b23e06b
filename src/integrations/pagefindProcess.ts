// The search index made in a process of its own (pagefindWorker.ts), so that Pagefind's
// failures are the build's located errors. Pagefind's Node API runs its binary with this
// process's stderr and never notices it die: a full disk while it writes the bundle made
// it print a Rust panic ("No space left on device") and left the index's promise
// unsettled, so `npm run build` ended on an unsettled await and `astro build` with code 0.
// Here its stderr is this module's to read: a panic ends the worker at once, and the build
// fails saying which folder could not be written and why, without the panic's backtrace.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { describeError } from '../lib/core/atomicWrite.ts';
import { inertLines, say } from '../lib/core/terminalText.ts';
import { locatedError } from './locatedError.ts';
import type { IndexOptions } from './pagefindIndex.ts';

export type ToIndexWorker = { root: string; options: IndexOptions };
export type FromIndexWorker = { kind: 'info' | 'warn'; message: string } | { kind: 'done' } | { kind: 'failed'; message: string };

/** Kept of Pagefind's stderr: enough for its message, never an unbounded buffer. */
const STDERR_KEPT = 64 * 1024;

/** Why Pagefind stopped, from its panic text: `No space left on device (os error 28)`, say. */
export function pagefindCause(stderr: string): string | undefined {
  const os = /message: "([^"]{1,300})"/.exec(stderr);
  if (os !== null) return os[1];
  const panic = /panicked at [^\n]*\n([^\n]{1,300})/.exec(stderr);
  return panic?.[1];
}

/**
 * Why indexing `root` failed, for the build log: a fault of the disk or of a folder (Node's
 * `ENOSPC: no space left on device, write`) in words with the operation and the path, any
 * other message line by line; made inert either way (core/terminalText.ts).
 */
export function indexFailure(root: string, error: unknown): string {
  const fault = error as NodeJS.ErrnoException;
  if (error instanceof Error && typeof fault.code === 'string' && typeof fault.syscall === 'string') {
    const where = fault.path === undefined ? '' : ` ${fault.path}`;
    return say`the search index of ${root} could not be written: ${fault.syscall}${where} failed (${describeError(fault)}); nothing was published as complete`;
  }
  return inertLines(error instanceof Error ? error.message : String(error));
}

/** Indexes `root` as indexAndReport does, in a worker process; fails with a located error if Pagefind stops. */
export function indexInWorker(root: string, logger: Pick<AstroIntegrationLogger, 'info' | 'warn'>, options: IndexOptions = {}): Promise<void> {
  const child = fork(fileURLToPath(new URL('./pagefindWorker.ts', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
  let stderr = '';
  let outcome: FromIndexWorker | undefined;
  return new Promise<void>((resolve, reject) => {
    const stopped = (cause: string | undefined) =>
      locatedError(say`Pagefind stopped before the search index of ${root} was written (into ${root}/pagefind/)${cause === undefined ? '' : `: ${cause}`}; nothing was published as complete`);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
      // Its binary panicked: it will answer nothing more, and its backtrace is not ours to show.
      if (outcome === undefined && /panicked at /.test(stderr)) {
        outcome = { kind: 'failed', message: stopped(pagefindCause(stderr)).message };
        child.kill('SIGKILL');
      }
    });
    child.on('message', (message: FromIndexWorker) => {
      if (message.kind === 'info') logger.info(inertLines(message.message));
      else if (message.kind === 'warn') logger.warn(inertLines(message.message));
      else outcome ??= message.kind === 'failed' ? { kind: 'failed', message: inertLines(message.message) } : message;
    });
    child.on('error', (error) => {
      outcome ??= { kind: 'failed', message: say`could not start the search index's process: ${error.message}` };
    });
    child.on('close', (code, signal) => {
      if (outcome?.kind === 'done') {
        // What Pagefind said besides (warnings), made inert.
        if (stderr.trim() !== '') for (const line of stderr.trimEnd().split('\n')) console.warn(say`${line}`);
        resolve();
      } else if (outcome?.kind === 'failed') reject(locatedError(outcome.message));
      else reject(stopped(pagefindCause(stderr) ?? `its process ended (${signal ?? `exit code ${code}`})`));
    });
    child.send({ root, options } satisfies ToIndexWorker);
  });
}
