// What `add` does when it cannot finish: text read from stdin, which exists nowhere else, is
// saved to a named recovery file outside the archive (a refusal, a failed write, a busy
// address, a stop by a signal), and a stop by a signal removes the claim and the half-written
// file first.
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { say } from '../lib/core/terminalText.ts';
import { DEFAULT_DEBATES_DIR } from '../lib/archive/contentPath.ts';
import { displayPath, type CliIo } from './cliIo.ts';
import { recoveryFolderIn, saveRecovery } from './fileSystem.ts';
import { describeError, removeFile } from '../lib/core/atomicWrite.ts';
import { sniffKind } from '../lib/formats/registry.ts';
import { MAX_SOURCE_BYTES } from '../lib/parse/source.ts';

/**
 * Saves `text` (read from stdin, meant for `relative` in the archive; its bytes as read when
 * they are not UTF-8) to a recovery file and says where, with the command that adds it `when`
 * the cause is gone.
 */
export async function saveStdinText(io: CliIo, contentDir: string, relative: string, text: string | Uint8Array, when: string, moreArgs = '', extend?: (file: string) => Promise<string>): Promise<void> {
  const places = [{ folder: recoveryFolderIn(io.writes?.recoveryBase ?? tmpdir()), own: true }, { folder: io.cwd, own: false }];
  const ext = path.posix.extname(relative);
  const { saved, refused } = await saveRecovery(text, path.posix.basename(relative, ext), ext, places, contentDir);
  // The working folder shows as "." rather than as nothing.
  const shown = (folder: string): string => displayPath(io, folder) || '.';
  for (const { folder, reason, failedWrite } of refused) {
    io.stderr(failedWrite
      ? say`  not saved in ${shown(folder)}: ${reason}\n`
      : say`  not saved in ${shown(folder)}: ${reason}; a recovery file goes only in a folder of yours no one else can write to\n`);
  }
  // The command adds it to the archive it was meant for: --content unless that is the default one (probe 19 rows 26–27).
  const content = contentDir === path.resolve(io.cwd, DEFAULT_DEBATES_DIR) ? '' : say` --content ${displayPath(io, contentDir) || '.'}`;
  // What is written to the file after it is saved (the rest of an over-large stdin) is said before it is named.
  const extended = saved !== null && extend !== undefined ? await extend(saved) : '';
  if (extended !== '') io.stderr(`  ${extended}\n`);
  io.stderr(saved !== null
    ? say`  the text read from stdin is saved in ${displayPath(io, saved)}; ${when}: debate-atlas add ${displayPath(io, saved)}${moreArgs}${content}\n`
    : say`  the text read from stdin could not be saved either (tried ${places.map((p) => shown(p.folder)).join(', ')}); it is lost unless the program that wrote it still has it\n`);
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The most of an over-large stdin saved: a log of any size meant is kept whole; an endless pipe (`yes |`) stops here. */
const MAX_SAVED_STDIN_BYTES = 16 * MAX_SOURCE_BYTES;

/**
 * Stdin refused for its size: `head`, the bytes held, is saved to a recovery file as any
 * refused stdin is (the next place tried if one fails), then the rest of stdin is appended
 * to it as it comes, never held whole, up to MAX_SAVED_STDIN_BYTES in all. A stop signal, a
 * failed write or the cap ends the appending; the message says how much the file holds.
 */
export async function saveOversizedStdin(io: CliIo, contentDir: string, head: Uint8Array): Promise<number | undefined> {
  // Named by its kind as far as its first characters tell (a "[" that opens no JSON there is a chat log's).
  const kind = sniffKind(new TextDecoder().decode(head.subarray(0, 1024)));
  let stoppedBy: (typeof STOP_SIGNALS)[number] | undefined;
  const stop = new AbortController();
  const listeners = STOP_SIGNALS.map((signal) => [signal, () => { stoppedBy ??= signal; stop.abort(); }] as const);
  for (const [signal, listener] of listeners) process.on(signal, listener);
  try {
    await saveStdinText(io, contentDir, `stdin${kind === 'json' ? '.json' : '.md'}`, head, `once it is at most ${MAX_SOURCE_BYTES} bytes`, '', async (file) => {
      const { bytes, ended, fault } = await appendRest(file, io.restOfStdin?.(stop.signal), stop.signal);
      if (stoppedBy !== undefined) return `stopped by ${stoppedBy} while saving stdin: the first ${bytes} bytes read are saved, the rest was not read`;
      if (fault !== undefined) return `the rest of stdin could not be saved (${fault}): the first ${bytes} bytes read are saved`;
      return ended ? `all ${bytes} bytes read from stdin are saved` : `stdin went on past ${MAX_SAVED_STDIN_BYTES} bytes: those are saved, the rest was not read`;
    });
  } finally {
    for (const [signal, listener] of listeners) process.off(signal, listener);
  }
  return stoppedBy === undefined ? undefined : 128 + constants.signals[stoppedBy];
}

/** Appends the rest of stdin to `file` up to the cap; the bytes the file then holds, and why it stopped. */
async function appendRest(file: string, rest: AsyncIterable<Uint8Array> | undefined, stopped: AbortSignal): Promise<{ bytes: number; ended: boolean; fault?: string }> {
  let handle: FileHandle | undefined;
  let ended = false;
  let fault: string | undefined;
  try {
    handle = await open(file, 'a');
    let bytes = (await handle.stat()).size;
    ended = true;
    for await (const chunk of rest ?? []) {
      if (stopped.aborted) break;
      const kept = chunk.subarray(0, MAX_SAVED_STDIN_BYTES - bytes);
      await handle.writeFile(kept);
      bytes += kept.length;
      if (kept.length < chunk.length) {
        ended = false;
        break;
      }
    }
  } catch (error) {
    // A stop ends the read with an error of the stream's; a fault of the disk is said.
    if (!stopped.aborted) fault = describeError(error as NodeJS.ErrnoException);
  }
  await handle?.close().catch(() => {});
  // What the file holds, as the disk has it: a write that failed may have put part of its chunk there.
  const bytes = await stat(file).then((stats) => stats.size, () => 0);
  return { bytes, ended: ended && !stopped.aborted && fault === undefined, ...(fault === undefined ? {} : { fault }) };
}

/** What `add` holds while it writes under its claim: the files a stop must remove, and what it was writing. */
export interface WriteInProgress {
  io: CliIo;
  contentDir: string;
  relative: string;
  text: string;
  fromStdin: boolean;
  temporary: string;
}

/**
 * Until the guard's `off` is called, a stop signal ends `add` without leaving its claim
 * or its temporary file behind, saving stdin's text unless the debate was written whole;
 * it exits as the signal would have (128 + its number).
 */
export function stopCleanly(write: WriteInProgress): StopGuard {
  const { io, contentDir, relative, text, fromStdin, temporary } = write;
  const target = path.join(contentDir, relative);
  const stop = async (signal: (typeof STOP_SIGNALS)[number]) => {
    stopListening();
    guard.stopping = true;
    // The step under way (the claim, the write) ends first: what it made is then on disk to be seen or removed.
    await guard.pending;
    await removeFile(temporary);
    await guard.release?.();
    const whole = await readFile(target, 'utf8').then((written) => written === text, () => false);
    const claimed = guard.release === undefined ? '' : '; its claim file is removed';
    io.stderr(say`debate-atlas add: stopped by ${signal} ${whole ? `after writing ${displayPath(io, target)} whole` : `while writing ${displayPath(io, target)}; nothing was written there`}${claimed}\n`);
    if (!whole && fromStdin) await saveStdinText(io, contentDir, relative, text, 'to add it');
    process.exit(128 + constants.signals[signal]);
  };
  const listeners = STOP_SIGNALS.map((signal) => [signal, () => void stop(signal)] as const);
  const stopListening = () => {
    for (const [signal, listener] of listeners) process.off(signal, listener);
  };
  for (const [signal, listener] of listeners) process.on(signal, listener);
  const guard: StopGuard = {
    off: stopListening,
    stopping: false,
    step: async (work) => {
      if (guard.stopping) return untilStopped();
      const running = work();
      guard.pending = running.then(() => undefined, () => undefined);
      try {
        const value = await running;
        return guard.stopping ? untilStopped() : value;
      } catch (error) {
        if (guard.stopping) return untilStopped();
        throw error;
      }
    },
  };
  return guard;
}

/**
 * `off` ends the watch; `stopping` is true once a signal came: the write's own failure (its
 * temporary removed under it) is then no news; `release` removes add's claim, set the moment
 * the claim file is made.
 */
export interface StopGuard {
  off: () => void;
  stopping: boolean;
  release?: () => Promise<string | null>;
  /** The step under way, settled or not: a stop waits for it. */
  pending?: Promise<void>;
  /** Runs one step of add's work unless a stop has begun; once one has, add goes no further (the stop ends the process). */
  step: <T>(work: () => Promise<T>) => Promise<T>;
}

/** What `add` awaits once a stop is under way: nothing, until the stop ends the process. */
const untilStopped = (): Promise<never> => new Promise<never>(() => {});
