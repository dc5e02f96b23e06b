// The archive file that holds an address now, for `add` to report what took it while it wrote.
import path from 'node:path';
import { normaliseText } from '../lib/archive/planAddition.ts';
import { readDebateBytes } from '../lib/archive/listArchive.ts';
import { kindFromFileName } from '../lib/formats/registry.ts';
import { slugFromContentPath, type DebateSlug } from '../lib/core/ids.ts';
import { decodeSource } from '../lib/parse/source.ts';
import { namesIn } from './fileSystem.ts';

/** An archive file that has this address now (any extension or letter case), with its text. */
export async function holderOf(contentDir: string, relativePath: string, slug: DebateSlug): Promise<{ path: string; text: string } | null> {
  const folder = path.posix.dirname(relativePath);
  for (const name of await namesIn(path.join(contentDir, folder))) {
    const relative = folder === '.' ? name : `${folder}/${name}`;
    if (kindFromFileName(name) === null || slugFromContentPath(relative) !== slug) continue;
    const bytes = await readDebateBytes(path.join(contentDir, relative));
    const decoded = bytes instanceof Uint8Array ? decodeSource(relative, bytes) : null;
    return { path: relative, text: decoded?.ok ? normaliseText(decoded.source.text) : '' };
  }
  return null;
}
