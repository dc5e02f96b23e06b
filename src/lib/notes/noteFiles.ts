// The notes folder's files as addresses: two notes whose paths fold to one address
// (`A.mdx` and `a.mdx`, `b c.mdx` and `b-c.mdx`, a name in NFC and in NFD) would publish
// only one of them, silently; each later one is refused like a debate's slug collision,
// by the same rule (archive/addresses.ts). `x/index.mdx` has the address of `x.mdx` (the
// build drops a folder's trailing `index`), so the pair is a collision too.
import type { Diagnostic } from '../core/diagnostics.ts';
import path from 'node:path';
import { AddressBook } from '../archive/addresses.ts';
import { urlUnsafeSign } from '../core/urlPaths.ts';
import { appendAll } from '../core/arrays.ts';
import { slugFromContentPath } from '../core/ids.ts';
import { listArchive, readDebateBytes, type ArchiveListing } from '../archive/listArchive.ts';
import { splitFrontmatter } from '../parse/frontmatter.ts';
import { decodeSource } from '../parse/source.ts';
import { controlCharacterMatch, controlCharacterProblem, rawControlCharacterProblems } from '../parse/controlCharacters.ts';
import { LineIndex } from '../parse/source.ts';
import { noteBodyProblems } from './noteCode.ts';
import { noteFrontmatterProblems } from './noteFrontmatter.ts';
import { checkNoteTags, scanNoteTags, type NoteArchive } from './noteReferences.ts';

/** The notes' collisions, given the folder's files relative to it (in path order). */
export function noteAddressCollisions(files: ReadonlyArray<{ relative: string; file: string }>): Diagnostic[] {
  const book = new AddressBook('/notes/');
  const problems: Diagnostic[] = [];
  for (const { relative, file } of files) {
    if (!relative.toLowerCase().endsWith('.mdx')) continue;
    const claim = book.claim(addressPath(relative), file);
    if (!claim.ok) problems.push(claim.diagnostic);
  }
  return problems;
}

// A folder's index note is published at the folder's address; a top-level index.mdx keeps /notes/index/.
const addressPath = (relative: string): string => relative.replace(/\\/g, '/').replace(/\/index\.mdx$/i, '.mdx');

/**
 * A note's address under /notes/ (`a/B c.mdx` is `a/b-c`): its path by the debates' rule,
 * never its frontmatter (a `slug:` is refused: schemas/noteFrontmatter.ts); null for a
 * name with no letter or digit (refused as `bad-slug` above).
 */
export const noteAddress = (relative: string): string | null => slugFromContentPath(addressPath(relative));

/**
 * Walks the notes folder as the archive is walked (archive/listArchive.ts): `_` and `.`
 * names skipped, a symbolic link (to a note or a folder, inside or outside) a located
 * `symlink` error never followed, like an unreadable entry; then the address collisions.
 */
export async function noteFolderProblems(notesDir: string, displayRoot: string): Promise<Diagnostic[]> {
  return listingProblems(await listArchive(notesDir, displayRoot), notesDir, displayRoot);
}

const listingProblems = (listing: ArchiveListing, notesDir: string, displayRoot: string): Diagnostic[] =>
  [...listing.diagnostics, ...notNotes(listing.files), ...unloadableFolder(listing.files, notesDir, displayRoot), ...unloadableNames(listing.files), ...noteAddressCollisions(listing.files)];

/**
 * A note whose path holds `#`, `?`, `%`, `\` or a line break: the build's file loader reads a
 * note by its path as a URL and cannot find (or decode) it, so it would be dropped or fail
 * the build with a stack trace (probe 2026-12-18a rows 24–25); refused at the file instead.
 */
const unloadableNames = (files: ArchiveListing['files']): Diagnostic[] =>
  files.flatMap(({ relative, file }) => {
    const sign = urlUnsafeSign(relative);
    return sign === undefined || !relative.toLowerCase().endsWith('.mdx') ? [] : [{
      severity: 'error' as const, code: 'bad-note-name', file,
      message: `a note's path may not hold ${sign} (the site's file loader reads the path as a URL and would lose the note); rename it`,
    }];
  });

/** The same signs in the folders above the notes (probe 2026-12-18a rows 27–28): one error at the notes folder, when it holds a note. */
function unloadableFolder(files: ArchiveListing['files'], notesDir: string, displayRoot: string): Diagnostic[] {
  const sign = urlUnsafeSign(path.resolve(notesDir));
  if (sign === undefined || !files.some(({ relative }) => relative.toLowerCase().endsWith('.mdx'))) return [];
  const file = path.relative(displayRoot, path.resolve(notesDir)).split(path.sep).join('/') || '.';
  return [{
    severity: 'error', code: 'bad-note-path', file,
    message: `the notes folder's path holds ${sign}: the site's file loader reads a note's path as a URL and cannot load notes under it; move or rename it or the folders above it`,
  }];
}

/** A file in the notes folder that no note is made of (`n.md`, `n.markdown`): said, as the debates folder says its own (probe 2026-12-14 row 8). */
const notNotes = (files: ArchiveListing['files']): Diagnostic[] =>
  files
    .filter(({ relative }) => !relative.toLowerCase().endsWith('.mdx'))
    .map(({ file }) => ({ severity: 'warning', code: 'ignored-file', file, message: 'ignored: not a note (a note is an .mdx file)' }));

/**
 * The notes folder's symbolic links, relative to it ("" when the folder itself is one): the
 * build's file glob follows links, so it is told to skip these, and never reads behind them.
 */
export async function noteLinks(notesDir: string): Promise<string[]> {
  const listing = await listArchive(notesDir, notesDir);
  return listing.diagnostics.filter((d) => d.code === 'symlink').map((d) => (d.file === '.' ? '' : d.file));
}

/**
 * A note's own text as a debate's is held (parse/controlCharacters.ts): no character that
 * pages, the feed or a terminal cannot carry, raw in the file (the body is published as
 * written) or decoded from its frontmatter (YAML "\e", "\x85"), each at its line.
 */
export function noteTextProblems(file: string, text: string, data: { title: string; summary?: string | undefined; tags: readonly string[] }): Diagnostic[] {
  const lines = new LineIndex(text);
  const problems = rawControlCharacterProblems(file, text, (offset) => lines.position(offset));
  const fields: Array<[string, string]> = [['title', data.title], ['summary', data.summary ?? ''], ...data.tags.map((tag, i): [string, string] => [`tags[${i}]`, tag])];
  for (const [field, value] of fields) {
    const character = controlCharacterMatch(value);
    if (character === null) continue;
    const key = new RegExp(`^${field.replace(/\[\d+\]$/, '')}[ \\t]*:`, 'm').exec(text);
    problems.push(controlCharacterProblem(file, character, key === null ? { line: 1, column: 1 } : lines.position(key.index), field));
  }
  return problems;
}

/**
 * Every check of the notes that needs no debate: the folder (links, collisions) and each
 * note's own text, read as the build reads it (no link followed), code included (no
 * `import`, `export` or expression but in the `trusted` notes, paths relative to the
 * folder: notes/noteCode.ts). The build's content loader runs it before anything is
 * compiled, with the debates' checks, so the notes' problems are listed with theirs. Given
 * the archive, their references to debates too: a note's broken frontmatter then hides none
 * of its broken references (the pages check them again, site/notes.ts).
 */
export async function noteFileProblems(notesDir: string, displayRoot: string, trusted: ReadonlySet<string> = new Set(), archive?: NoteArchive): Promise<Diagnostic[]> {
  const listing = await listArchive(notesDir, displayRoot);
  const problems = listingProblems(listing, notesDir, displayRoot);
  for (const { relative, absolute, file } of listing.files) {
    if (relative.toLowerCase().endsWith('.mdx')) appendAll(problems, await oneNoteProblems(absolute, file, { code: !trusted.has(relative), ...(archive !== undefined ? { archive } : {}) }));
  }
  return problems;
}

/**
 * One note's own problems, as the build finds them (`file` names it): unreadable, not
 * UTF-8, control characters raw or in its frontmatter, its paragraphs' markup budget, then
 * its code (unless `code` is false: a trusted note) and, given the archive, its references (`validate` of one note).
 */
export async function oneNoteProblems(absolute: string, file: string, options: { code: boolean; archive?: NoteArchive }): Promise<Diagnostic[]> {
  const bytes = await readDebateBytes(absolute);
  if (!(bytes instanceof Uint8Array)) return [{ severity: 'error', code: bytes.code, file, message: bytes.message }];
  const decoded = decodeSource(file, bytes);
  if (!decoded.ok) return [decoded.diagnostic];
  // Raw characters anywhere, then the frontmatter's own problems (a YAML escape such as
  // "\x9b" decodes to one), each once at its place.
  const problems = noteTextProblems(file, decoded.source.text, { title: '', tags: [] });
  const seen = new Set(problems.map((d) => `${d.line}:${d.column}`));
  const split = splitFrontmatter(decoded.source);
  // Its warnings too (a number in `tags`, a YAML null), but not a log's "never closed": a note's is an error below.
  const unclosed = split.ok && split.value.unclosed === true;
  appendAll(problems, split.diagnostics.filter((d) => (d.severity === 'error' || !unclosed) && !seen.has(`${d.line}:${d.column}`)));
  // The schema the build's collection reads the frontmatter with (title, date, summary, tags;
  // no `layout`, no `slug`), once the YAML itself is read.
  if (split.ok) appendAll(problems, noteFrontmatterProblems(decoded.source, split.value));
  appendAll(problems, noteBodyProblems(file, decoded.source.text, !options.code));
  if (options.archive !== undefined) appendAll(problems, checkNoteTags(file, scanNoteTags(decoded.source.text), options.archive).diagnostics);
  return problems;
}
