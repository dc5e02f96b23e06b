import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import { correctionsPathFor, isCorrectionsFile, sidecarKey } from '../lib/corrections/schema.ts';
import path from 'node:path';
import type { DebateRecord } from '../lib/archive/debateRecord.ts';
import { processDebate } from '../lib/archive/processDebate.ts';
import { slugFromContentPath, type DebateSlug } from '../lib/core/ids.ts';
import type { Checked } from '../lib/core/result.ts';
import type { DebateGraph } from '../lib/graph/types.ts';
import { decodeSource, MAX_SOURCE_BYTES, type Decoded } from '../lib/parse/source.ts';
import { describeError } from '../lib/core/atomicWrite.ts';
import { displayPath, type CliIo } from './cliIo.ts';

/** A file named on the command line, decoded; a missing file is a diagnostic, not a throw. */
export async function readSourceFile(io: CliIo, file: string): Promise<Decoded> {
  const shown = displayPath(io, file);
  const fail = (message: string): Decoded => ({ ok: false, diagnostic: { severity: 'error', code: 'unreadable', file: shown, message } });
  try {
    // A file named on the command line may be a link (the user chose it); a folder or a
    // FIFO is refused before it is opened, since reading a FIFO could block for ever.
    const stats = await stat(path.resolve(io.cwd, file));
    if (stats.isDirectory()) return fail('is a folder, not a debate file');
    if (!stats.isFile()) return fail('is not a regular file');
    if (stats.size > MAX_SOURCE_BYTES) return { ok: false, diagnostic: { severity: 'error', code: 'too-large', file: shown, message: `file is ${stats.size} bytes; the limit is ${MAX_SOURCE_BYTES} bytes` } };
    return decodeSource(shown, await readFile(path.resolve(io.cwd, file)));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(code === 'ENOENT' ? noSuchFile(file) : `cannot be read (${describeError(error as NodeJS.ErrnoException)})`);
  }
}

/**
 * "no such file", and why when the name as given holds U+FFFD: Node reads a command line as
 * UTF-8, so a name whose bytes are not UTF-8 reaches it changed and is never found.
 */
export const noSuchFile = (file: string): string =>
  file.includes('\uFFFD')
    ? 'no such file: its name as given holds U+FFFD, as a name whose bytes are not UTF-8 reads on a command line; rename the file, or validate its folder, which names it by its bytes'
    : 'no such file';

/** A file's slug on the command line: its name without extension, folded as addresses are. */
export const fileSlug = (file: string): DebateSlug => slugFromContentPath(path.basename(file)) ?? ('debate' as DebateSlug);

/**
 * Any debate file the archive accepts, through the same pipeline as the site, with the
 * correction file beside it (`<name>.corrections.json`) when there is one.
 */
export async function readDebateFile(io: CliIo, file: string): Promise<Checked<DebateRecord, DebateGraph>> {
  const decoded = await readSourceFile(io, file);
  if (!decoded.ok) return { ok: false, diagnostics: [decoded.diagnostic] };
  const slug = fileSlug(file);
  const sidecarPath = isCorrectionsFile(file) ? undefined : await sidecarBeside(io, correctionsPathFor(file.split(path.sep).join('/')));
  if (sidecarPath === undefined) return processDebate(decoded.source, slug);
  const sidecar = await readSourceFile(io, sidecarPath);
  if (!sidecar.ok) return { ok: false, diagnostics: [sidecar.diagnostic] };
  return processDebate(decoded.source, slug, undefined, sidecar.source);
}

const exists = (absolute: string): Promise<boolean> => lstat(absolute).then(() => true, () => false);

/**
 * The correction file beside a log, as the archive pairs them (corrections/schema.ts
 * `sidecarKey`): its exact name, else one that differs only in Unicode normalisation
 * (looked for in the folder only when the name is not all ASCII, where no such twin exists).
 */
async function sidecarBeside(io: CliIo, wanted: string): Promise<string | undefined> {
  if (await exists(path.resolve(io.cwd, wanted))) return wanted;
  if (/^[\x00-\x7f]*$/.test(wanted)) return undefined;
  const folder = path.dirname(wanted);
  const names = await readdir(path.resolve(io.cwd, folder)).catch(() => [] as string[]);
  const twin = names.find((name) => sidecarKey(name) === sidecarKey(path.basename(wanted)));
  return twin === undefined ? undefined : path.join(folder, twin);
}
