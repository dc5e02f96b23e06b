// debate-atlas validate [files or folders…]: check logs before committing them.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { DebateRecord } from '../../lib/archive/debateRecord.ts';
import { loadArchive, type Archive } from '../../lib/archive/loadArchive.ts';
import { formatDiagnostic, sortDiagnostics, type Diagnostic } from '../../lib/core/diagnostics.ts';
import { partialOf } from '../../lib/core/result.ts';
import { slugFromContentPath } from '../../lib/core/ids.ts';
import { DEFAULT_DEBATES_DIR } from '../../lib/archive/contentPath.ts';
import { commandArgs, EXIT, UsageError, type CliIo } from '../cliIo.ts';
import { fileSlug, readDebateFile } from '../readDebateFile.ts';
import { runExplain } from './explain.ts';
import { onItsOwn, uncheckedOfRefused } from './onItsOwn.ts';
import { printReport, REPORTERS, type ReporterName } from '../reporters/validateReport.ts';
import { appendAll } from '../../lib/core/arrays.ts';
import { listArchive } from '../../lib/archive/listArchive.ts';
import { noteFileProblems, noteFolderProblems, oneNoteProblems } from '../../lib/notes/noteFiles.ts';
import { noteArchiveOf } from '../../lib/notes/noteReferences.ts';
import { trustedNotesFromEnv } from '../../lib/notes/noteCode.ts';

const ARCHIVE = DEFAULT_DEBATES_DIR;

const within = (dir: string, absolute: string) => absolute === dir || absolute.startsWith(dir + path.sep);

interface NotesHome { notesDir: string; archiveDir: string }

/**
 * A `notes` folder (or a place inside one) beside a `debates` folder, outside this
 * project's archive: another archive's notes, checked as notes against that archive,
 * never skipped as "not a debate file".
 */
async function notesFolderOf(absolute: string): Promise<NotesHome | null> {
  for (let dir = absolute, parent = path.dirname(dir); parent !== dir; dir = parent, parent = path.dirname(dir)) {
    if (path.basename(dir) !== 'notes') continue;
    const debates = path.join(parent, 'debates');
    if ((await stat(debates).catch(() => null))?.isDirectory()) return { notesDir: dir, archiveDir: debates };
  }
  return null;
}

export const VALIDATE_USAGE = `debate-atlas validate [--reporter text|json|github] [files or folders…]
       debate-atlas validate --explain FILE
  Checks every debate file (default: ${ARCHIVE}). Prints every problem with file, line
  and JSON path, and the self-check of each valid debate. Files inside ${ARCHIVE} are
  checked within the whole archive, as the build checks them: aliases and references to
  other debates included; the whole archive also checks the notes beside it (content/notes:
  links, addresses, each note's text, code and references). A note (.mdx) or the notes folder is
  checked as the build checks it, its references against the archive included; so is a
  notes folder beside a debates folder elsewhere, against that archive. Files elsewhere
  are checked on their own: a reference of theirs to another debate is said to be unchecked.
  --reporter text    one line per problem (the first 100 of each file, then how many
                     more; the first 20 ignored files, then how many more by folder),
                     then each valid debate's self-check (default)
  --reporter json    one JSON document on stdout: ok, summary, problems (all), valid
  --reporter github  one GitHub Actions annotation per problem (::error file=…,line=…,col=…::…),
                     escaped so no file name or message can forge a workflow command
  --explain FILE     how one minutes or transcript file was read, line by line: each line's
                     number and text, then what it became (a node; a relation, stated, read
                     or mentioned; a field; or not interpreted, with the reason); then its
                     problems, warnings and self-check
  Everything printed from a file (names, messages) is made inert: control characters,
  line breaks and bidi overrides are shown as escapes, so one problem is one line.
  Exit 0: all valid (self-check warnings allowed); 1: problems found; 2: usage error.`;

export async function runValidate(args: string[], io: CliIo): Promise<number> {
  const parsed = commandArgs({ args, options: { reporter: { type: 'string', default: 'text' }, explain: { type: 'string' } }, allowPositionals: true, strict: true });
  if (parsed.values.explain !== undefined) {
    if (parsed.positionals.length > 0 || args.some((a) => a.startsWith('--reporter'))) throw new UsageError('--explain takes one file and no other argument');
    return runExplain(parsed.values.explain, io);
  }
  const reporter = parsed.values.reporter as ReporterName;
  if (!REPORTERS.includes(reporter)) throw new UsageError(`--reporter must be one of ${REPORTERS.join(', ')} (got ${JSON.stringify(reporter)})`);
  const targets = parsed.positionals;
  const archiveDir = path.resolve(io.cwd, ARCHIVE);
  const diagnostics: Diagnostic[] = [];
  const debates: DebateRecord[] = [];
  let archive: Archive | undefined;

  const notesDir = path.join(path.dirname(archiveDir), 'notes');
  const notesChecked = new Set<string>();
  const archiveOfNotes = async (home: NotesHome) => {
    if (home.archiveDir !== archiveDir) {
      const other = await loadArchive(home.archiveDir, io.cwd);
      return noteArchiveOf(other.debates, other.failed);
    }
    archive ??= await loadArchive(archiveDir, io.cwd);
    return noteArchiveOf(archive.debates, archive.failed);
  };

  for (const target of targets.length > 0 ? targets : [ARCHIVE]) {
    const absolute = path.resolve(io.cwd, target);
    const isFolder = (await stat(absolute).catch(() => null))?.isDirectory() ?? false;
    const home = within(notesDir, absolute) || (!isFolder && absolute.toLowerCase().endsWith('.mdx')) ? { notesDir, archiveDir } : within(archiveDir, absolute) ? null : await notesFolderOf(absolute);
    if (home) {
      // Notes, as the build checks them, their references against their archive included.
      const inFolder = within(home.notesDir, absolute);
      const listing = inFolder ? await listArchive(home.notesDir, io.cwd) : { diagnostics: [], files: [{ relative: path.relative(home.notesDir, absolute), absolute, file: path.relative(io.cwd, absolute).split(path.sep).join('/') }] };
      const wanted = (file: string) => within(absolute, path.resolve(io.cwd, file));
      if (inFolder) appendAll(diagnostics, (await noteFolderProblems(home.notesDir, io.cwd)).filter((d) => wanted(d.file)));
      const notes = await archiveOfNotes(home);
      const trusted = home.notesDir === notesDir ? trustedNotesFromEnv() : new Set<string>();
      for (const note of listing.files) {
        if (!note.relative.toLowerCase().endsWith('.mdx') || !wanted(note.file)) continue;
        notesChecked.add(note.file);
        appendAll(diagnostics, await oneNoteProblems(note.absolute, note.file, { code: !(inFolder && trusted.has(note.relative.split(path.sep).join('/'))), archive: notes }));
      }
    } else if (within(archiveDir, absolute)) {
      // Slugs and cross-debate references only mean something relative to the archive root.
      archive ??= await loadArchive(archiveDir, io.cwd);
      const wanted = (file: string) => within(absolute, path.resolve(io.cwd, file));
      // A file checked alone is told when another file has its address: the build refuses the second of the two (probe 62 row 3).
      const address = (file: string) => slugFromContentPath(path.relative(archiveDir, path.resolve(io.cwd, file)).split(path.sep).join('/'));
      const sharesAddress = (d: Diagnostic) => !isFolder && d.code === 'slug-collision' && address(d.file) === address(absolute);
      appendAll(diagnostics, archive.diagnostics.filter((d) => wanted(d.file) || (isFolder && absolute === archiveDir) || sharesAddress(d)));
      appendAll(debates, archive.debates.filter((d) => wanted(d.file)));
      // What the build checks of the notes beside the debates, their references included.
      if (isFolder && absolute === archiveDir) appendAll(diagnostics, await noteFileProblems(notesDir, io.cwd, trustedNotesFromEnv(), await archiveOfNotes({ notesDir, archiveDir })));
    } else if (isFolder) {
      const own = await loadArchive(absolute, io.cwd);
      appendAll(diagnostics, own.diagnostics);
      appendAll(debates, own.debates);
    } else {
      const result = await readDebateFile(io, target);
      appendAll(diagnostics, result.diagnostics);
      if (result.ok) debates.push(result.value);
      const partial = partialOf(result);
      if (result.ok) appendAll(diagnostics, await onItsOwn(result.value, io.cwd));
      else if (partial !== undefined) appendAll(diagnostics, await uncheckedOfRefused({ slug: fileSlug(target), file: result.diagnostics[0]?.file ?? target, graph: partial }, io.cwd));
    }
  }

  const unique = sortDiagnostics([...new Map(diagnostics.map((d) => [formatDiagnostic(d), d])).values()]);
  const errors = unique.filter((d) => d.severity === 'error');
  const failedFiles = new Set(errors.map((d) => d.file));
  const valid = [...new Map(debates.map((d) => [d.file, d])).values()].filter((d) => !failedFiles.has(d.file));
  printReport(reporter, {
    problems: unique,
    valid: valid.map((d) => ({ file: d.file, format: d.format, nodes: d.stats.nodes, edges: d.stats.edges, selfCheck: d.selfCheck.map(({ title, passed, detail, offenders }) => ({ title, passed, detail, offenders: [...offenders] })) })),
    checked: new Set([...valid.map((d) => d.file), ...failedFiles, ...notesChecked]).size,
    withProblems: failedFiles.size,
  }, io);
  return errors.length > 0 ? EXIT.problems : EXIT.ok;
}
