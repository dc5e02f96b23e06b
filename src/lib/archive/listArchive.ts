// The one walk over an archive folder, shared by loadArchive (site, validate) and add.
// It looks at every entry with lstat and never follows a link: a symbolic link under the
// archive (to a file, a folder, "." or "/", dangling or into /proc) is a located problem,
// never read. An entry that cannot be listed or is not a plain file or folder (a name
// that is not UTF-8, a folder without read permission, a FIFO, a device) is one located
// problem too, and the walk goes on: every other file is checked as usual.
import type { Dirent } from 'node:fs';
import { constants } from 'node:fs';
import { lstat, open, readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import { compareText, type Diagnostic } from '../core/diagnostics.ts';
import { firstInvalidUtf8Byte, MAX_SOURCE_BYTES } from '../parse/source.ts';
import { hasActiveCharacters, terminalText } from '../core/terminalText.ts';
import { describeError } from '../core/atomicWrite.ts';
import { notAFile } from '../core/fileKind.ts';

/** A regular file found under the archive folder. */
export interface ArchiveFile {
  /** Relative to the archive folder, "/" separators: what the address is made from. */
  relative: string;
  absolute: string;
  /** As diagnostics name it: relative to the display root, "/" separators. */
  file: string;
}

export interface ArchiveListing {
  /** Every regular file, in path order (UTF-16 code units), whatever its extension. */
  files: ArchiveFile[];
  /** One per entry that was not walked: links, unreadable folders, odd names and types. */
  diagnostics: Diagnostic[];
}

/** Names starting with "_" or "." are notes, drafts and tool files: not part of the archive. */
export const isSkippedName = (name: string): boolean => name.startsWith('_') || name.startsWith('.');

const toPosix = (p: string) => p.split(path.sep).join('/');


/**
 * Walks `root` (the archive folder). A missing folder is an empty archive, unless
 * `required` (a folder named explicitly: a typo must not build an empty site); `root`
 * itself being a link is a problem like any link below it, written with a trailing slash
 * or not (`debates/` would have lstat follow the link).
 */
export async function listArchive(root: string, displayRoot: string = process.cwd(), options: { required?: boolean } = {}): Promise<ArchiveListing> {
  const files: ArchiveFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const shown = (absolute: string) => toPosix(path.relative(displayRoot, absolute)) || '.';
  const problem = (absolute: string, code: string, message: string, severity: Diagnostic['severity'] = 'error') =>
    diagnostics.push({ severity, code, file: shown(absolute), message });

  const top = await lstat(path.resolve(root)).catch((error: NodeJS.ErrnoException) => error);
  if (top instanceof Error) {
    if (top.code !== 'ENOENT') problem(root, 'unreadable', `the archive folder cannot be read (${describeError(top)})`);
    // A name given as text holds U+FFFD where its bytes were not UTF-8: such a folder may exist, but no name in text reaches it.
    else if (options.required && root.includes('\uFFFD')) problem(root, 'unreadable', 'no folder has this name, which holds \uFFFD, the mark left where the bytes of a name are not UTF-8: a folder named so cannot be named in an argument or a variable; rename it in UTF-8');
    else if (options.required) problem(root, 'unreadable', 'the archive folder does not exist (no such folder); nothing was built from it');
    return { files, diagnostics };
  }
  if (top.isSymbolicLink()) {
    problem(root, 'symlink', await linkMessage(root, 'the archive folder is a symbolic link'));
    return { files, diagnostics };
  }
  if (!top.isDirectory()) {
    problem(root, 'unreadable', 'the archive folder is not a folder');
    return { files, diagnostics };
  }

  const walk = async (dir: string, relativeDir: string): Promise<void> => {
    let entries: Dirent<Buffer>[];
    try {
      // Names as bytes: a name that is not UTF-8 is reported, not silently mangled.
      entries = await readdir(dir, { withFileTypes: true, encoding: 'buffer' });
    } catch (error) {
      problem(dir, 'unreadable', `the folder cannot be listed (${describeError(error as NodeJS.ErrnoException)}); nothing in it was checked`);
      return;
    }
    const named = entries.map((entry) => ({ bytes: entry.name, name: entry.name.toString('utf8') }));
    named.sort((a, b) => compareText(a.name, b.name));
    for (const { bytes, name } of named) {
      if (isSkippedName(name)) continue;
      const absolute = path.join(dir, name);
      if (firstInvalidUtf8Byte(bytes) !== -1) {
        // The name printed is the nearest UTF-8 reading (U+FFFD for the bad bytes).
        problem(absolute, 'file-name', `the name is not valid UTF-8 (bytes ${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join(' ')}); rename it (nothing in it was read)`);
        continue;
      }
      if (hasActiveCharacters(name)) {
        // Line breaks, escape codes, bidi overrides and invisible (zero-width) characters in
        // a name spoof what a reader sees (an extension, another line of a log, "ok.json"
        // twice): refused, not only printed inertly.
        problem(absolute, 'file-name', `the name contains a control character, line break, bidi override or invisible character (${terminalText(name)}); rename it (nothing in it was read)`);
        continue;
      }
      const stats = await lstat(absolute).catch((error: NodeJS.ErrnoException) => error);
      if (stats instanceof Error) {
        problem(absolute, 'unreadable', `cannot be read (${describeError(stats)})`);
        continue;
      }
      const relative = relativeDir ? `${relativeDir}/${name}` : name;
      if (stats.isSymbolicLink()) problem(absolute, 'symlink', await linkMessage(absolute, 'a symbolic link'));
      else if (stats.isDirectory()) await walk(absolute, relative);
      else if (stats.isFile()) files.push({ relative, absolute, file: shown(absolute) });
      else problem(absolute, 'unreadable', `is ${notAFile(stats)}, not a regular file: nothing in the archive reads it; remove it`);
    }
  };
  await walk(root, '');
  files.sort((a, b) => compareText(a.relative, b.relative));
  return { files, diagnostics };
}

/**
 * A file's bytes, read without following a link and never blocking on a FIFO put in its
 * place after the listing; a file over the size limit is refused before it is read.
 */
export async function readDebateBytes(absolute: string): Promise<Uint8Array | { code: string; message: string }> {
  let handle;
  try {
    handle = await open(absolute, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const stats = await handle.stat();
    if (!stats.isFile()) return { code: 'unreadable', message: 'is not a regular file' };
    if (stats.size > MAX_SOURCE_BYTES) return { code: 'too-large', message: `file is ${stats.size} bytes; the limit is ${MAX_SOURCE_BYTES} bytes` };
    // One byte more than its size: a file that grows while it is read is noticed, not cut.
    const buffer = Buffer.alloc(stats.size + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      if ((length += bytesRead) === buffer.length) return { code: 'unreadable', message: 'changed while being read; check it again' };
    }
    return buffer.subarray(0, length);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { code: 'unreadable', message: code === 'ELOOP' ? 'became a symbolic link while being read; links are never followed' : `cannot be read (${describeError(error as NodeJS.ErrnoException)})` };
  } finally {
    await handle?.close();
  }
}

async function linkMessage(absolute: string, what: string): Promise<string> {
  const target = await readlink(absolute).catch(() => null);
  return `${what}${target === null ? '' : ` to ${target}`}: links are never followed (they could publish files from outside the archive); put the file itself here`;
}
