// What `add` reads: a file, or stdin ("-") up to the size limit. Stdin past the limit is
// refused, and what it held is kept for the recovery file (addRecovery.ts): a pipe's text
// exists nowhere else.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { readDebateBytes } from '../lib/archive/listArchive.ts';
import type { Diagnostic } from '../lib/core/diagnostics.ts';
import { MAX_SOURCE_BYTES } from '../lib/parse/source.ts';
import { displayPath, type CliIo } from './cliIo.ts';
import { noSuchFile } from './readDebateFile.ts';

export const STDIN_NAME = '<stdin>';

/** The input's bytes and the names it goes by: `shown` in messages, `fileName` for its facts. */
export interface AddInput {
  shown: string;
  fileName?: string;
  bytes: Uint8Array;
}

/** Why the input cannot be read; `stdinHead` holds the first bytes of a stdin over the limit, whose rest is still unread. */
export interface RefusedInput {
  refused: Diagnostic;
  stdinHead?: Uint8Array;
}

export async function readInput(io: CliIo, input: string): Promise<AddInput | RefusedInput> {
  if (input === '-') {
    // At most one byte past the limit is held: a 600 MB pipe costs 16 MiB of memory, not 600 MB.
    const bytes = await io.readStdin(MAX_SOURCE_BYTES);
    if (bytes.length > MAX_SOURCE_BYTES) {
      const message = `more than ${MAX_SOURCE_BYTES} bytes; the limit is ${MAX_SOURCE_BYTES} bytes`;
      return { refused: { severity: 'error', code: 'too-large', file: STDIN_NAME, message }, stdinHead: bytes };
    }
    return { shown: STDIN_NAME, bytes };
  }
  const shown = displayPath(io, input);
  const refused = (code: string, message: string): RefusedInput => ({ refused: { severity: 'error', code, file: shown, message } });
  const absolute = path.resolve(io.cwd, input);
  const stats = await stat(absolute).catch((error: NodeJS.ErrnoException) => error);
  if (stats instanceof Error) return refused('unreadable', stats.code === 'ENOENT' ? noSuchFile(input) : `cannot be read (${stats.code ?? 'error'})`);
  if (stats.isDirectory()) return refused('unreadable', 'is a folder; add takes one file');
  const bytes = await readDebateBytes(absolute);
  return bytes instanceof Uint8Array ? { shown, fileName: path.basename(input), bytes } : refused(bytes.code, bytes.message);
}
