import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DebateRecord } from '../lib/archive/debateRecord.ts';
import { processDebate } from '../lib/archive/processDebate.ts';
import { slugFromContentPath, type DebateSlug } from '../lib/core/ids.ts';
import type { Parsed } from '../lib/core/result.ts';
import { decodeSource } from '../lib/core/source.ts';
import { displayPath, type CliIo } from './cliIo.ts';

/** Any debate file the archive accepts, through the same pipeline as the site. */
export async function readDebateFile(io: CliIo, file: string): Promise<Parsed<DebateRecord>> {
  const shown = displayPath(io, file);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path.resolve(io.cwd, file));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable', file: shown, message: reason }] };
  }
  const decoded = decodeSource(shown, bytes);
  if (!decoded.ok) return { ok: false, diagnostics: [decoded.diagnostic] };
  const slug = slugFromContentPath(path.basename(file)) ?? ('debate' as DebateSlug);
  return processDebate(decoded.source, slug);
}
