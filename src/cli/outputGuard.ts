// Where extract, render, export and merge may write: only a regular file or a new name
// (never over a link, a named pipe, a device or a folder: the atomic write's rename would
// replace it), never over one of the command's inputs, never over a file git tracks
// (unless the bytes would not change) and never into an archive's content folder, which
// the build reads as debates and notes, however the path gets there (a linked folder on
// the way is followed to where it leads). Checked for every output before the first is
// written (docs/decisions/cli-output-paths.md).
import { execFile } from 'node:child_process';
import type { Stats } from 'node:fs';
import { lstat, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { archiveNamed, debatesDirFromEnv, notesDirFromEnv } from '../lib/archive/contentPath.ts';
import { notAFile } from '../lib/core/fileKind.ts';
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

/** The debates and notes folders DEBATE_ATLAS_CONTENT (and DEBATE_ATLAS_NOTES) name: the archive a build here reads, wherever it is. */
function namedArchiveFolders(): string[] {
  if (!archiveNamed()) return [];
  return [path.resolve(debatesDirFromEnv()), path.resolve(notesDirFromEnv())];
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

/**
 * Where `folder` leads: its deepest existing part through realpath (every link on the
 * way followed), the names below it as given: folders still to be made are no links.
 */
async function whereItLeads(folder: string): Promise<string> {
  const below: string[] = [];
  let current = folder;
  for (;;) {
    try {
      return path.join(await realpath(current), ...below);
    } catch (error) {
      const parent = path.dirname(current);
      // Not there yet: the folder above is looked at; anything else is the write's to report.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) return folder;
      below.unshift(path.basename(current));
      current = parent;
    }
  }
}

/** The nearest existing part of `folder` (links followed) when it is no folder, and what it is: the write could only fail there. */
async function notAFolderOnTheWay(folder: string): Promise<{ at: string; what: string } | null> {
  for (let current = folder; ; current = path.dirname(current)) {
    let stats: Stats;
    try {
      stats = await stat(current);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || path.dirname(current) === current) return null;
      continue;
    }
    return stats.isDirectory() ? null : { at: current, what: notAFile(stats) ?? 'a file' };
  }
}

const isInside = (folder: string, file: string): boolean => {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** The real content folders of the archives above `target` as given and above where it leads. */
async function contentFoldersAbove(target: string, real: string): Promise<string[]> {
  const found = await Promise.all([archiveContentAbove(target), archiveContentAbove(real)]);
  const folders = [...found.filter((folder): folder is string => folder !== undefined), ...namedArchiveFolders()];
  return Promise.all(folders.map((folder) => realpath(folder).catch(() => folder)));
}

/** Where each output folder leads and the content folders above it, looked up once per folder (a vault's thousands of notes share a few). */
class FolderFacts {
  private readonly leads = new Map<string, Promise<string>>();
  private readonly contents = new Map<string, Promise<string[]>>();
  private readonly blocked = new Map<string, Promise<{ at: string; what: string } | null>>();

  /** A file, pipe or device where `target`'s folder should be (notAFolderOnTheWay). */
  blockedBy(target: string): Promise<{ at: string; what: string } | null> {
    const folder = path.dirname(target);
    if (!this.blocked.has(folder)) this.blocked.set(folder, notAFolderOnTheWay(folder));
    return this.blocked.get(folder)!;
  }

  /** Where `target` leads: its folder's real path, its own name as given (lstat looks at what is there). */
  async real(target: string): Promise<string> {
    const folder = path.dirname(target);
    if (!this.leads.has(folder)) this.leads.set(folder, whereItLeads(folder));
    return path.join(await this.leads.get(folder)!, path.basename(target));
  }

  /** The real content folders above `target` and above where it leads. */
  async contentAbove(target: string): Promise<string[]> {
    const folder = path.dirname(target);
    if (!this.contents.has(folder)) this.contents.set(folder, this.real(target).then((real) => contentFoldersAbove(target, real)));
    return this.contents.get(folder)!;
  }
}

/** The files read (dev and inode): an output that is one of them would replace the input. */
async function inputFiles(inputs: readonly string[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const input of inputs) {
    const stats = await stat(input).catch(() => null);
    if (stats?.isFile() && !files.has(`${stats.dev}:${stats.ino}`)) files.set(`${stats.dev}:${stats.ino}`, input);
  }
  return files;
}

const sameBytes = async (file: string, content: string | Uint8Array | undefined): Promise<boolean> => {
  if (content === undefined) return false;
  const existing = await readFile(file).catch(() => null);
  return existing !== null && Buffer.from(existing).equals(typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content));
};

/**
 * Every reason the outputs may not be written, one line each (empty: write them). The
 * outputs whose bytes would not change are dropped from `outputs` in place. `inputs`: the
 * absolute paths of the files the command read.
 */
export async function refusedOutputs(io: CliIo, command: string, outputs: PlannedOutput[], inputs: readonly string[] = []): Promise<string[]> {
  const problems: string[] = [];
  const trackedByFolder = new Map<string, Promise<Set<string>>>();
  const read = await inputFiles(inputs);
  const facts = new FolderFacts();
  const keep: PlannedOutput[] = [];
  for (const output of outputs) {
    const shown = displayPath(io, output.target);
    const refused = await refusal({ command, shown, target: output.target, read, facts, io });
    if (refused !== null) {
      problems.push(refused);
      continue;
    }
    const real = await facts.real(output.target);
    const folder = path.dirname(real);
    if (!trackedByFolder.has(folder)) trackedByFolder.set(folder, trackedIn(folder));
    if ((await trackedByFolder.get(folder)!).has(real)) {
      if (await sameBytes(output.target, output.content)) continue;
      problems.push(say`debate-atlas ${command}: ${shown} is tracked by git; debate-atlas never overwrites a committed file: write elsewhere, or remove it from git first`);
      continue;
    }
    keep.push(output);
  }
  outputs.splice(0, outputs.length, ...keep);
  return problems;
}

/** Why `target` may not be written whatever git says, or null. */
async function refusal({ command, shown, target, read, facts, io }: { command: string; shown: string; target: string; read: Map<string, string>; facts: FolderFacts; io: CliIo }): Promise<string | null> {
  const blocked = await facts.blockedBy(target);
  if (blocked !== null) return say`debate-atlas ${command}: ${displayPath(io, blocked.at)} is ${blocked.what}, not a folder, so ${shown} cannot be written: give a folder's path`;
  const existing = await lstat(target).catch(() => null);
  const what = existing === null ? null : notAFile(existing);
  if (what !== null) {
    return say`debate-atlas ${command}: ${shown} is ${what}, not a regular file; debate-atlas only writes regular files and never replaces anything else at an output's name: give the path of a file`;
  }
  const real = await facts.real(target);
  if ((await facts.contentAbove(target)).some((content) => isInside(content, real))) {
    const through = real === target ? '' : ` (it leads to ${displayPath(io, real)})`;
    return say`debate-atlas ${command}: ${shown}${through} is inside the archive's content folder, which the build reads as debates and notes; write it elsewhere (add puts a log into the archive)`;
  }
  if (existing !== null) {
    const input = read.get(`${existing.dev}:${existing.ino}`);
    if (input !== undefined) return say`debate-atlas ${command}: ${shown} is the input ${displayPath(io, input)}; writing it would replace what was read: write elsewhere`;
  }
  return null;
}

/** Refused outputs named one by one; past them, a count. */
const LISTED_REFUSALS = 20;

/** `refusedOutputs`, its reasons printed (the first LISTED_REFUSALS, then a count): true when nothing may be written. */
export async function refusedHere(io: CliIo, command: string, outputs: PlannedOutput[], inputs: readonly string[] = []): Promise<boolean> {
  const problems = await refusedOutputs(io, command, outputs, inputs);
  // A vault of 10,000 notes into a file is one fault, not 10,000 lines: the first few, then a count.
  for (const problem of problems.slice(0, LISTED_REFUSALS)) io.stderr(`${problem}\n`);
  if (problems.length > LISTED_REFUSALS) io.stderr(`debate-atlas ${command}: ${problems.length - LISTED_REFUSALS} more outputs refused\n`);
  if (problems.length > 0) io.stderr('nothing written\n');
  return problems.length > 0;
}
