// The notes folder's files as addresses: two notes whose paths fold to one address
// (`A.mdx` and `a.mdx`, `b c.mdx` and `b-c.mdx`, a name in NFC and in NFD) would publish
// only one of them, silently; each later one is refused like a debate's slug collision,
// by the same rule (archive/addresses.ts).
import type { Diagnostic } from '../core/diagnostics.ts';
import { AddressBook } from '../archive/addresses.ts';
import { listArchive } from '../archive/listArchive.ts';

/** The notes' collisions, given the folder's files relative to it (in path order). */
export function noteAddressCollisions(files: ReadonlyArray<{ relative: string; file: string }>): Diagnostic[] {
  const book = new AddressBook('/notes/');
  const problems: Diagnostic[] = [];
  for (const { relative, file } of files) {
    if (!relative.toLowerCase().endsWith('.mdx')) continue;
    const claim = book.claim(relative, file);
    if (!claim.ok && claim.diagnostic.code === 'slug-collision') problems.push(claim.diagnostic);
  }
  return problems;
}

/** Walks the notes folder (as the archive is walked: no links, `_` and `.` names skipped). */
export async function noteFolderCollisions(notesDir: string, displayRoot: string): Promise<Diagnostic[]> {
  const listing = await listArchive(notesDir, displayRoot);
  return noteAddressCollisions(listing.files);
}
