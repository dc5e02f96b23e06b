// What `add` does when it cannot finish: text read from stdin, which exists nowhere else, is
// saved to a named recovery file outside the archive (a refusal, a failed write, a busy
// address, a stop by a signal), and a stop by a signal removes the claim and the half-written
// file first.
import { readFile } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { say } from '../lib/core/terminalText.ts';
import { DEFAULT_DEBATES_DIR } from '../lib/archive/contentPath.ts';
import { displayPath, type CliIo } from './cliIo.ts';
import { recoveryFolderIn, saveRecovery } from './fileSystem.ts';
import { removeFile } from '../lib/core/atomicWrite.ts';
import { sniffKind } from '../lib/formats/registry.ts';
import { MAX_SOURCE_BYTES } from '../lib/parse/source.ts';

/**
 * Saves `text` (read from stdin, meant for `relative` in the archive; its bytes as read when
 * they are not UTF-8) to a recovery file and says where, with the command that adds it `when`
 * the cause is gone.
 */
export async function saveStdinText(io: CliIo, contentDir: string, relative: string, text: string | Uint8Array | AsyncIterable<Uint8Array>, when: string, moreArgs = ''): Promise<void> {
  const places = [{ folder: recoveryFolderIn(io.writes?.recoveryBase ?? tmpdir()), own: true }, { folder: io.cwd, own: false }];
  const ext = path.posix.extname(relative);
  const { saved, refused } = await saveRecovery(text, path.posix.basename(relative, ext), ext, places, contentDir);
  // The working folder shows as "." rather than as nothing.
  const shown = (folder: string): string => displayPath(io, folder) || '.';
  for (const { folder, reason } of refused) {
    io.stderr(say`  not saved in ${shown(folder)}: ${reason}; a recovery file goes only in a folder of yours no one else can write to\n`);
  }
  // The command adds it to the archive it was meant for: --content unless that is the default one (probe 19 rows 26–27).
  const content = contentDir === path.resolve(io.cwd, DEFAULT_DEBATES_DIR) ? '' : say` --content ${displayPath(io, contentDir) || '.'}`;
  io.stderr(saved !== null
    ? say`  the text read from stdin is saved in ${displayPath(io, saved)}; ${when}: debate-atlas add ${displayPath(io, saved)}${moreArgs}${content}\n`
    : say`  the text read from stdin could not be saved either (tried ${places.map((p) => shown(p.folder)).join(', ')}); it is lost unless the program that wrote it still has it\n`);
}

/** The most of an over-large stdin saved: a log of any size meant is kept whole; an endless pipe (`yes |`) stops here. */
export const MAX_SAVED_STDIN_BYTES = 16 * MAX_SOURCE_BYTES;

/**
 * Stdin refused for its size: `head`, the bytes read, and the rest of stdin (read now, as it
 * comes, never held whole) are saved to a recovery file, up to MAX_SAVED_STDIN_BYTES; a
 * stdin that went on past that is said to be cut.
 */
export async function saveOversizedStdin(io: CliIo, contentDir: string, head: Uint8Array): Promise<void> {
  let saved = 0;
  let cut = false;
  const chunks = async function* (): AsyncGenerator<Uint8Array> {
    for await (const chunk of prepend(head, io.restOfStdin?.() ?? [])) {
      const room = MAX_SAVED_STDIN_BYTES - saved;
      if (chunk.length > room) cut = true;
      const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
      saved += kept.length;
      if (kept.length > 0) yield kept;
      if (cut) return;
    }
  };
  // Named by its kind as far as its first characters tell (a "[" that opens no JSON there is a chat log's).
  const kind = sniffKind(new TextDecoder().decode(head.subarray(0, 1024)));
  await saveStdinText(io, contentDir, `stdin${kind === 'json' ? '.json' : '.md'}`, chunks(), `once it is at most ${MAX_SOURCE_BYTES} bytes`);
  if (cut) io.stderr(`  stdin went on past ${MAX_SAVED_STDIN_BYTES} bytes: those are saved, the rest was not read\n`);
}

async function* prepend(first: Uint8Array, rest: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield first;
  yield* rest;
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

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
