import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DebateRecord } from '../lib/archive/debateRecord.ts';
import { processDebate } from '../lib/archive/processDebate.ts';
import { slugFromContentPath, type DebateSlug } from '../lib/core/ids.ts';
import type { Parsed } from '../lib/core/result.ts';
import { decodeSource, type Decoded } from '../lib/parse/source.ts';
import { displayPath, type CliIo } from './cliIo.ts';

/** A file named on the command line, decoded; a missing file is a diagnostic, not a throw. */
export async function readSourceFile(io: CliIo, file: string): Promise<Decoded> {
  const shown = displayPath(io, file);
  try {
    return decodeSource(shown, await readFile(path.resolve(io.cwd, file)));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    return { ok: false, diagnostic: { severity: 'error', code: 'unreadable', file: shown, message: reason } };
  }
}

/** Any debate file the archive accepts, through the same pipeline as the site. */
export async function readDebateFile(io: CliIo, file: string): Promise<Parsed<DebateRecord>> {
  const decoded = await readSourceFile(io, file);
  if (!decoded.ok) return { ok: false, diagnostics: [decoded.diagnostic] };
  const slug = slugFromContentPath(path.basename(file)) ?? ('debate' as DebateSlug);
  return processDebate(decoded.source, slug);
}
