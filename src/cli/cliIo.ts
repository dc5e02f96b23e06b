// What a command may touch besides the file system: its streams and working directory.
// Tests pass their own; main.ts passes the process's.
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { writeFileAtomic } from '../lib/core/atomicWrite.ts';
import { listedProblems, sortDiagnostics, type Diagnostic } from '../lib/core/diagnostics.ts';
import { diagnosticLine } from '../lib/core/terminalText.ts';
import type { claimAddress } from './fileSystem.ts';

export interface CliIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Stdin's bytes, at most `limit` + 1 of them: reading stops there. */
  readStdin: (limit: number) => Promise<Uint8Array>;
  /** After readStdin stopped at its limit: the bytes past it, then the rest of stdin as it comes, until `stop` aborts (absent: nothing more). */
  restOfStdin?: (stop?: AbortSignal) => AsyncIterable<Uint8Array>;
  /** Stand-ins for the writes `add` makes, so a test can fail one without filling a disk. */
  writes?: Partial<AddWrites>;
}

/** The writes `add` makes: its claim on the address, the debate file, and where text is saved when they fail. */
export interface AddWrites {
  claim: typeof claimAddress;
  write: typeof writeFileAtomic;
  /** The folder holding the recovery folder, debate-atlas-recovery-<uid>/, where text read from stdin is saved when the write fails (default: the temp folder). */
  recoveryBase: string;
}

export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

export class UsageError extends Error {}

/** A path as the user should see it: relative to where they ran the command (`.` for that folder itself). */
export const displayPath = (io: CliIo, file: string): string => {
  const relative = path.relative(io.cwd, path.resolve(io.cwd, file));
  return (relative.startsWith('..') ? path.resolve(io.cwd, file) : relative || '.').split(path.sep).join('/');
};

/**
 * A command's arguments through node:util's parseArgs, the one options reader of every
 * command: an unknown or malformed option (`--frobnicate`) is a usage error the same way
 * everywhere.
 */
export function commandArgs<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  let parsed: ReturnType<typeof parseArgs<T>>;
  try {
    const read = parseArgs({ ...config, tokens: true } as ParseArgsConfig & { tokens: true });
    checkOptionTokens(read.tokens, config.options ?? {});
    parsed = read as unknown as ReturnType<typeof parseArgs<T>>;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError((error as Error).message);
  }
  // An empty argument is an unset variable, never a path or a value: `validate "$DIR"` would check nothing and pass.
  if ((parsed.positionals as string[] | undefined)?.includes('')) throw new UsageError('an argument is empty ("", an unset variable?): give a file or folder, or leave it out');
  for (const [name, value] of Object.entries(parsed.values as Record<string, unknown>)) {
    if (value === '' || (Array.isArray(value) && value.includes(''))) throw new UsageError(`--${name} "" is empty (an unset variable?): give it a value or leave it out`);
  }
  return parsed;
}

/**
 * What parseArgs lets through and a user never means: an option given twice (the last
 * would win unsaid, `--format aif --format gexf`) and a short option glued to "=" (`-o=x`
 * is the name "=x").
 */
function checkOptionTokens(tokens: ReturnType<typeof parseArgs<ParseArgsConfig & { tokens: true }>>['tokens'], options: NonNullable<ParseArgsConfig['options']>): void {
  const seen = new Map<string, string | undefined>();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (token.inlineValue === true && !token.rawName.startsWith('--') && token.value?.startsWith('=') === true) {
      throw new UsageError(`${token.rawName}${token.value}: a short option takes its value after a space (${token.rawName} VALUE), or write --${token.name}${token.value}`);
    }
    if (options[token.name]?.multiple !== true && seen.has(token.name)) {
      throw new UsageError(`--${token.name} is given twice${token.value === undefined ? '' : ` (${seen.get(token.name) ?? ''}, then ${token.value})`}: give it once`);
    }
    seen.set(token.name, token.value);
  }
}

/**
 * The output path a command was given (`-o`, or extract's and render's last argument): none,
 * an empty one (an unset variable) and `-` are usage errors. `-` is no file name here: the
 * commands write their report on stdout, so their output never goes there either
 * (docs/cli.md); `./-` names a file called `-`.
 */
export function outputArgument(value: string | undefined, missing: string): string {
  if (value === undefined || value === '') throw new UsageError(missing);
  if (value === '-') throw new UsageError('the output cannot be "-": no command writes its output to stdout (its report goes there); give a path, ./- for a file named "-"');
  // Node reads arguments as UTF-8: a byte that is not arrives as U+FFFD, and the file would get another name than the one typed.
  if (value.includes('\uFFFD')) throw new UsageError('the output\'s name holds U+FFFD, most likely a byte that is not UTF-8 (arguments are read as UTF-8): name the output in UTF-8');
  return value;
}

/** Exactly `count` positional arguments and no options. */
export function positionalsOnly(args: string[], count: number, what: string): string[] {
  const { positionals } = commandArgs({ args, options: {}, allowPositionals: true, strict: true });
  if (positionals.length !== count) throw new UsageError(what);
  return positionals;
}

/**
 * A command's problems on stderr, sorted: the first 100 of each file, then one line counting
 * the rest, as `validate` prints them (a 100,000-turn transcript's warnings are no terminal flood).
 */
export function printProblems(io: CliIo, problems: readonly Diagnostic[]): void {
  for (const d of listedProblems(sortDiagnostics(problems), '`debate-atlas validate --reporter json` lists all')) io.stderr(diagnosticLine(d) + '\n');
}

/** At most this many lines of one kind in a command's report; the rest are counted. */
export const MAX_REPORT_LINES = 20;

/**
 * Bounded output for any input (probe 2026-12-09 ALM: 32,003 lines of merges): the
 * first `MAX_REPORT_LINES` items printed by `line`, then one line counting the rest.
 */
export function printCapped<T>(write: (text: string) => void, items: readonly T[], line: (item: T) => string, rest: (count: number) => string): void {
  for (const item of items.slice(0, MAX_REPORT_LINES)) write(line(item));
  if (items.length > MAX_REPORT_LINES) write(rest(items.length - MAX_REPORT_LINES));
}

/** The first `MAX_REPORT_LINES` names joined, and how many more: one line stays bounded too. */
export const cappedList = (names: readonly string[]): string =>
  names.length <= MAX_REPORT_LINES ? names.join(', ') : `${names.slice(0, MAX_REPORT_LINES).join(', ')}, … and ${(names.length - MAX_REPORT_LINES).toLocaleString('en-US')} more`;
