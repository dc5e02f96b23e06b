// The notes collection (content/notes/**/*.mdx), read once per build: every component
// reference in every note is checked against the archive, and the build fails listing
// each broken one with file and line. Cards read from here which notes discuss them.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getCollection, type CollectionEntry } from 'astro:content';
import { notesDirFromEnv } from '../lib/archive/contentPath.ts';
import { appendAll } from '../lib/core/arrays.ts';
import { compareText, formatDiagnostic, sortDiagnostics, type Diagnostic } from '../lib/core/diagnostics.ts';
import type { DebateSlug, NodeId } from '../lib/core/ids.ts';
import { noteFolderProblems, noteTextProblems } from '../lib/notes/noteFiles.ts';
import { checkNoteTags, noteArchiveOf, scanNoteTags, type NoteReference } from '../lib/notes/noteReferences.ts';
import { getDebates } from './debates.ts';
import { withBase } from './paths.ts';
import { holdsBidiControl } from '../lib/core/escape.ts';

export interface Note {
  /** The note's address under /notes/: its path without extension. */
  slug: string;
  title: string;
  date?: string;
  summary?: string;
  tags: string[];
  file: string;
  references: NoteReference[];
  entry: CollectionEntry<'notes'>;
  /** The file holds a bidi embedding, override or isolate: its page is closed against one left open (src/middleware.ts). */
  bidiControls?: true;
}

export const noteUrl = (slug: string): string => withBase(`notes/${slug.split('/').map(encodeURIComponent).join('/')}/`);

let cached: Promise<Note[]> | undefined;

/** Every note, newest first (undated last, then by slug); throws listing every broken reference and address collision. */
export function getNotes(): Promise<Note[]> {
  if (import.meta.env.DEV) cached = undefined;
  cached ??= loadNotes();
  return cached;
}

async function loadNotes(): Promise<Note[]> {
  // No notes folder: no collection to read (Astro would warn that it is empty).
  const [entries, debates] = await Promise.all([existsSync(notesDirFromEnv()) ? getCollection('notes') : [], getDebates()]);
  const archive = noteArchiveOf(debates);
  // Astro keeps one entry per id, so notes whose names fold to one address are found here,
  // and links (which Astro's glob would follow) are refused here.
  const problems: Diagnostic[] = await noteFolderProblems(path.resolve(notesDirFromEnv()), process.cwd());
  const notes: Note[] = [];
  for (const entry of entries) {
    const file = (entry.filePath ?? entry.id).split(path.sep).join('/');
    // The whole file, frontmatter included, so lines are the lines an editor shows.
    const text = await readFile(path.resolve(file), 'utf8');
    const { references, diagnostics } = checkNoteTags(file, scanNoteTags(text), archive);
    appendAll(problems, diagnostics);
    appendAll(problems, noteTextProblems(file, text, entry.data));
    notes.push({
      slug: entry.id, title: entry.data.title, file, references, entry, tags: entry.data.tags,
      ...(entry.data.date !== undefined ? { date: entry.data.date } : {}),
      ...(entry.data.summary !== undefined ? { summary: entry.data.summary } : {}),
      ...(holdsBidiControl([text, entry.data]) ? { bidiControls: true as const } : {}),
    });
  }
  if (problems.length > 0) {
    const error = new Error(
      `${problems.length} ${problems.every((d) => d.code === 'note-reference') ? 'broken reference' : 'problem'}${problems.length === 1 ? '' : 's'} in notes (nothing was published):\n` +
        sortDiagnostics(problems).map((d) => `  ${formatDiagnostic(d)}`).join('\n'),
    );
    error.stack = '';
    throw error;
  }
  return notes.sort((a, b) => (a.date === b.date ? compareText(a.slug, b.slug) : a.date === undefined ? 1 : b.date === undefined ? -1 : compareText(b.date, a.date)));
}

/** For a debate's cards: the notes that embed each node (as a claim or as a graph's focus). */
export async function notesDiscussing(slug: DebateSlug): Promise<Map<NodeId, Array<{ title: string; href: string }>>> {
  const out = new Map<NodeId, Array<{ title: string; href: string }>>();
  for (const note of await getNotes()) {
    for (const ref of note.references) {
      if (ref.kind === 'persona' || ref.debate !== slug) continue;
      const node = ref.kind === 'claim' ? ref.node : ref.focus;
      if (node === undefined) continue;
      const list = out.get(node) ?? [];
      if (!list.some((l) => l.title === note.title)) list.push({ title: note.title, href: noteUrl(note.slug) });
      out.set(node, list);
    }
  }
  return out;
}

export async function notePaths() {
  return (await getNotes()).map((note) => ({ params: { slug: note.slug }, props: { note } }));
}
