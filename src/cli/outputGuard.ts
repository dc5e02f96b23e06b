// Where extract, render, export and merge may write: never over a file git tracks (unless
// the bytes would not change) and never into an archive's content folder, which the build
// reads as debates and notes. Checked for every output before the first is written.
import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { say } from '../lib/core/terminalText.ts';
import { displayPath, type CliIo } from './cliIo.ts';

export interface PlannedOutput {
  /** Absolute path. */
  target: string;
  /** The bytes to write, when held whole (a tracked file they would not change is left as it is). */
  content?: string | Uint8Array;
}

/** The tracked files under `folder`, as absolute paths; none when it is not in a git work tree. */
function trackedIn(folder: string): Promise<Set<string>> {
  return new Promise((resolve) => {
    execFile('git', ['-C', folder, 'ls-files', '-z', '--', '.'], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (error) return resolve(new Set());
      resolve(new Set(stdout.split('\0').filter(Boolean).map((name) => path.join(folder, name))));
    });
  });
}

/** The nearest folder above `file` holding an Astro project with a content folder, if any. */
async function archiveContentAbove(file: string): Promise<string | undefined> {
  let folder = path.dirname(file);
  for (;;) {
    const [config, content] = await Promise.all([stat(path.join(folder, 'astro.config.mjs')).catch(() => null), stat(path.join(folder, 'content')).catch(() => null)]);
    if (config?.isFile() && content?.isDirectory()) return path.join(folder, 'content');
    const parent = path.dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

const sameBytes = async (file: string, content: string | Uint8Array | undefined): Promise<boolean> => {
  if (content === undefined) return false;
  const existing = await readFile(file).catch(() => null);
  return existing !== null && Buffer.from(existing).equals(typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content));
};

/**
 * Every reason the outputs may not be written, one line each (empty: write them). The
 * outputs whose bytes would not change are dropped from `outputs` in place.
 */
export async function refusedOutputs(io: CliIo, command: string, outputs: PlannedOutput[]): Promise<string[]> {
  const problems: string[] = [];
  const trackedByFolder = new Map<string, Promise<Set<string>>>();
  const contentByFolder = new Map<string, Promise<string | undefined>>();
  const keep: PlannedOutput[] = [];
  for (const output of outputs) {
    const folder = path.dirname(output.target);
    if (!trackedByFolder.has(folder)) trackedByFolder.set(folder, trackedIn(folder));
    if (!contentByFolder.has(folder)) contentByFolder.set(folder, archiveContentAbove(output.target));
    const content = await contentByFolder.get(folder)!;
    const shown = displayPath(io, output.target);
    if (content !== undefined && !path.relative(content, output.target).startsWith('..')) {
      problems.push(say`debate-atlas ${command}: ${shown} is inside the archive's content folder, which the build reads as debates and notes; write it elsewhere (add puts a log into the archive)`);
      continue;
    }
    if ((await trackedByFolder.get(folder)!).has(output.target)) {
      if (await sameBytes(output.target, output.content)) continue;
      problems.push(say`debate-atlas ${command}: ${shown} is tracked by git; debate-atlas never overwrites a committed file: write elsewhere, or remove it from git first`);
      continue;
    }
    keep.push(output);
  }
  outputs.splice(0, outputs.length, ...keep);
  return problems;
}

/** `refusedOutputs`, its reasons printed: true when nothing may be written. */
export async function refusedHere(io: CliIo, command: string, outputs: PlannedOutput[]): Promise<boolean> {
  const problems = await refusedOutputs(io, command, outputs);
  for (const problem of problems) io.stderr(`${problem}\n`);
  if (problems.length > 0) io.stderr('nothing written\n');
  return problems.length > 0;
}
