// debate-atlas add <file | ->: put one log into the archive, validated, under a clear
// address, never overwriting anything. "-" reads stdin, so an agent run can pipe into it.
import { isCorrectionsFile } from '../../lib/corrections/schema.ts';
import path from 'node:path';
import type { DebateRecord } from '../../lib/archive/debateRecord.ts';
import { debatePageUrl, normaliseText, planAddition, referencedSlugs, type ExistingFile } from '../../lib/archive/planAddition.ts';
import { processDebate } from '../../lib/archive/processDebate.ts';
import { DEFAULT_DEBATES_DIR } from '../../lib/archive/contentPath.ts';
import { listArchive, readDebateBytes } from '../../lib/archive/listArchive.ts';
import { aliasesPathFor, readAliases } from '../../lib/archive/loadArchive.ts';
import { kindFromFileName, sniffKind } from '../../lib/formats/registry.ts';
import { sortDiagnostics, type Diagnostic } from '../../lib/core/diagnostics.ts';
import { parseDebateSlug, slugFromContentPath, type DebateSlug } from '../../lib/core/ids.ts';
import type { Parsed } from '../../lib/core/result.ts';
import { diagnosticLine, say, visibleSpelling } from '../../lib/core/terminalText.ts';
import { mergeDebates } from '../../lib/merge/mergeDebates.ts';
import { decodeSource, type SourceText } from '../../lib/parse/source.ts';
import { commandArgs, EXIT, UsageError, displayPath, type CliIo } from '../cliIo.ts';
import { temporaryBeside, writeError, writeFileAtomic, WriteError } from '../../lib/core/atomicWrite.ts';
import { checkContentFolder, claimAddress, howItDiffers, linkOnTheWay, type Claim } from '../fileSystem.ts';
import { holderOf } from '../addressHolder.ts';
import { saveOversizedStdin, saveStdinText, stopCleanly } from '../addRecovery.ts';
import { readInput, STDIN_NAME } from '../addInput.ts';

export const ADD_USAGE = `debate-atlas add <file | -> [--as <slug>] [--dry-run] [--content <dir>] [--site <url>]
  Adds one debate to the archive; "-" reads it from stdin (e.g. piped from an agent run).
  The format is recognised by content: roundtable-kg log or intermediate graph (written
  as .json), /debate transcript or meeting minutes (written as .md). The log is checked
  first: any problem refuses it, all listed; warnings are printed and do not block. It is
  written as <content>/<slug>.<ext> with a byte-order mark removed and LF line ends,
  otherwise unchanged, and the page address is printed.
  Address (slug): <YYYY>/<title> when the debate has a date, else <title>, where <title> is
  the title in lower case, letters of any script and digits kept, every other run of
  characters "-", at most 60 characters (2026/should-we-ban-cars, 2026/城市中心该不该禁止私家车);
  no letters or digits in the title: debate-<content hash>. A Markdown file named the
  harness way (2026-06-03-14-30-title.md) keeps its name, which carries its date and title.
  Never overwrites: content already in the archive is reported and not written again; an
  address already used by another file (any extension or letter case) is refused. Two adds
  of one address at the same time: one writes, the other reports what happened (each add
  claims the address with an exclusive .<name>.add-claim file while it writes). Never
  writes through a symbolic link. stdin is held up to the 16 MiB limit; more is refused, and
  all of it saved to a recovery file, the rest appended as it comes, up to 256 MiB (an
  endless pipe is cut there, said).
  If the log is refused or a write fails (a full disk), nothing is left in the archive, and
  text read from stdin is saved to a recovery file outside it (temp folder's
  debate-atlas-recovery-<uid>/, a folder of yours no one else can write to, else the
  working folder), named with the command that adds it.
  --as <slug>      use this address instead, e.g. 2026/my-debate (still never overwrites)
  --dry-run        check and print what would be written; write nothing
  --content <dir>  the archive folder (default: ${DEFAULT_DEBATES_DIR})
  --site <url>     origin for the printed page address (default: $SITE, else
                   http://localhost:4321); the base path comes from $BASE (default /)
  Exit 0: added, or already in the archive; 1: refused (problems in the log, address taken,
  input unreadable); 2: usage error (no input, unknown option, invalid --as or --site,
  no content folder).`;

interface AddOptions {
  input: string;
  requestedSlug?: DebateSlug;
  dryRun: boolean;
  content: string;
  site: string;
  base: string;
}

function parseOptions(args: string[]): AddOptions {
  const { values, positionals } = commandArgs({
    args,
    options: { as: { type: 'string' }, 'dry-run': { type: 'boolean' }, content: { type: 'string' }, site: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length === 0) throw new UsageError('add needs a file to add, or "-" to read it from stdin');
  if (positionals.length > 1) throw new UsageError(`add takes one file at a time (got ${positionals.length})`);
  let requestedSlug: DebateSlug | undefined;
  if (values.as !== undefined) {
    const slug = parseDebateSlug(values.as);
    if (slug === null) {
      const near = slugFromContentPath(values.as.replace(/\.(?:json|md|markdown)$/i, '') + '.x');
      throw new UsageError(
        `--as ${visibleSpelling(JSON.stringify(values.as))} is not a slug: use lower-case letters (any script), digits, "-" and "_", ` +
          `segments joined by "/", no extension${near ? ` (did you mean --as ${near}?)` : ''}`,
      );
    }
    requestedSlug = slug;
  }
  const site = values.site ?? (process.env['SITE'] || 'http://localhost:4321');
  if (!URL.canParse(site) || !/^https?:$/.test(new URL(site).protocol)) {
    throw new UsageError(`${values.site !== undefined ? '--site' : 'SITE'} ${JSON.stringify(site)} is not an http(s) URL`);
  }
  return {
    input: positionals[0]!,
    ...(requestedSlug ? { requestedSlug } : {}),
    dryRun: values['dry-run'] ?? false,
    content: values.content ?? DEFAULT_DEBATES_DIR,
    site,
    base: process.env['BASE'] || '/',
  };
}

/**
 * Runs the archive's pipeline over the text, which reads it by its content: a file and
 * the same bytes on stdin are read alike (formats/registry.ts `sniffKind`).
 */
const interpret = (shown: string, text: string, slug: DebateSlug): Parsed<DebateRecord> => processDebate({ file: shown, text }, slug);

interface ArchiveFiles {
  /** Every debate file's normalised text, for the duplicate and address checks. */
  existing: ExistingFile[];
  /** The decoded sources by slug, processed only when the new debate refers to them. */
  sources: Map<DebateSlug, SourceText>;
}

/**
 * The archive as add needs it: listed once (listArchive: no links followed), each debate
 * file read once. An entry that cannot be read still holds its address.
 */
async function readArchive(contentDir: string, displayRoot: string): Promise<ArchiveFiles> {
  const listing = await listArchive(contentDir, displayRoot);
  const existing: ExistingFile[] = [];
  const sources = new Map<DebateSlug, SourceText>();
  for (const entry of listing.files) {
    if (kindFromFileName(entry.relative) === null) continue;
    // A correction file is no debate, but its address is never planned over either.
    if (isCorrectionsFile(entry.relative)) { existing.push({ path: entry.relative, text: '' }); continue; }
    const bytes = await readDebateBytes(entry.absolute);
    const decoded = bytes instanceof Uint8Array ? decodeSource(entry.file, bytes) : null;
    existing.push({ path: entry.relative, text: decoded?.ok ? normaliseText(decoded.source.text) : '' });
    const slug = slugFromContentPath(entry.relative);
    if (decoded?.ok && slug !== null && !sources.has(slug)) sources.set(slug, decoded.source);
  }
  for (const problem of listing.diagnostics) {
    const relative = path.relative(contentDir, path.resolve(displayRoot, problem.file)).split(path.sep).join('/');
    if (kindFromFileName(relative) !== null && !relative.startsWith('..')) existing.push({ path: relative, text: '' });
  }
  return { existing, sources };
}

/**
 * Aliases and cross-debate references checked against the archive, as the build will, in
 * one merge of the new debate with only the debates it refers to (and those an alias group
 * joins it with): never the whole archive.
 */
async function crossDebateProblems(contentDir: string, displayRoot: string, archive: ArchiveFiles, record: DebateRecord): Promise<Diagnostic[]> {
  const problems: Diagnostic[] = [];
  const aliases = await readAliases(aliasesPathFor(contentDir), displayRoot, problems);
  const others: DebateRecord[] = [];
  for (const slug of referencedSlugs(record.graph, record.slug, aliases)) {
    const source = archive.sources.get(slug);
    const other = source ? processDebate(source, slug) : null;
    if (other?.ok) others.push(other.value);
  }
  const merged = mergeDebates([...others, record].map((d) => ({ slug: d.slug, file: d.file, graph: d.graph })), aliases);
  return merged.diagnostics.filter((d) => d.file === record.file);
}

export async function runAdd(args: string[], io: CliIo): Promise<number> {
  const options = parseOptions(args);
  const contentDir = path.resolve(io.cwd, options.content);
  await checkContentFolder(contentDir, displayPath(io, contentDir));
  const refuse = (diagnostics: Diagnostic[], shown: string): number => refuseWith(io, diagnostics, shown);

  const fromStdin = options.input === '-';
  const input = await readInput(io, options.input);
  if ('refused' in input) {
    const code = refuse([input.refused], input.refused.file);
    // A stop while the rest of stdin is saved ends add as the signal would (128 + its number).
    const stopped = input.stdinHead && !options.dryRun ? await saveOversizedStdin(io, contentDir, input.stdinHead) : undefined;
    return stopped ?? code;
  }
  const decoded = decodeSource(input.shown, input.bytes);
  // Refused stdin exists nowhere else: kept, bytes that are not UTF-8 as read, named by its kind ("[" may open a chat log).
  const refuseKept = async (diagnostics: Diagnostic[], name: string, content: string | Uint8Array, when: string): Promise<number> => {
    const code = refuse(diagnostics, input.shown);
    if (fromStdin && !options.dryRun) await saveStdinText(io, contentDir, name, content, when);
    return code;
  };
  // Nothing but blanks read: nothing to keep (probe 36 A2 got an empty recovery file and advice to make it UTF-8).
  if (!decoded.ok && decoded.diagnostic.code === 'empty') return refuse([decoded.diagnostic], input.shown);
  if (!decoded.ok) return refuseKept([decoded.diagnostic], 'stdin.txt', input.bytes, 'once it is UTF-8');
  const { text } = decoded.source;
  const first = interpret(input.shown, text, (options.requestedSlug ?? 'debate') as DebateSlug);
  if (!first.ok) return refuseKept(first.diagnostics, `stdin${sniffKind(text) === 'json' ? '.json' : '.md'}`, text, 'once it is fixed');
  for (const d of sortDiagnostics(first.diagnostics)) io.stderr(diagnosticLine(d) + '\n');

  const record = first.value;
  // From stdin a Markdown file without a title of its own is named after the stand-in file name.
  const ownTitle = input.fileName === undefined && record.title === STDIN_NAME ? undefined : record.title;
  const archive = await readArchive(contentDir, io.cwd);
  const plan = planAddition(
    {
      text,
      format: record.format,
      ...(ownTitle !== undefined ? { title: ownTitle } : {}),
      ...(record.date ? { date: record.date } : {}),
      ...(input.fileName !== undefined ? { sourceName: input.fileName } : {}),
      ...(options.requestedSlug ? { requestedSlug: options.requestedSlug } : {}),
    },
    archive.existing,
  );
  const shownInArchive = (relative: string) => displayPath(io, path.join(contentDir, relative));
  const pageOf = (slug: DebateSlug) => debatePageUrl(options.site, options.base, slug);
  const alreadyThere = (relative: string, slug: DebateSlug | null): number => {
    io.stdout(say`already in the archive as ${shownInArchive(relative)}; nothing written\n`);
    if (slug) io.stdout(say`  page: ${pageOf(slug)}\n`);
    return EXIT.ok;
  };

  if (plan.kind === 'duplicate') return alreadyThere(plan.path, plan.slug);
  if (plan.kind === 'taken') {
    const owners = plan.takenBy.map(shownInArchive).join(', ');
    const differs = plan.takenBy.length === 1 ? await howItDiffers(path.join(contentDir, plan.takenBy[0]!)) : 'which have different content';
    io.stderr(
      say`debate-atlas add: the address ${plan.slug} is already used by ${owners}, ${differs}; nothing written ` +
        say`(add never overwrites).\n  ${options.requestedSlug ? 'Choose another' : 'Choose an address'} with --as <slug>, e.g. --as ${plan.suggestion}\n`,
    );
    if (fromStdin && !options.dryRun) await saveStdinText(io, contentDir, plan.path, text, 'under another address', say` --as ${plan.suggestion}`);
    return EXIT.problems;
  }
  return addPlanned(io, options, contentDir, { input, text, record, ownTitle, archive, plan });
}

interface Planned {
  input: { shown: string; fileName?: string | undefined };
  text: string;
  /** The log as first read, under the requested or a stand-in slug. */
  record: DebateRecord;
  ownTitle: string | undefined;
  archive: ArchiveFiles;
  plan: { path: string; slug: DebateSlug };
}

/** The address is free: read the log under it, check it against the archive, write it and say so. */
async function addPlanned(io: CliIo, options: AddOptions, contentDir: string, planned: Planned): Promise<number> {
  const { input, text, record, ownTitle, archive, plan } = planned;
  const refuse = async (diagnostics: Diagnostic[], shown: string): Promise<number> => {
    const code = refuseWith(io, diagnostics, shown);
    if (options.input === '-' && !options.dryRun) await saveStdinText(io, contentDir, plan.path, text, 'once it is fixed');
    return code;
  };
  const target = path.join(contentDir, plan.path);
  const shownTarget = displayPath(io, target);
  // A Markdown file's name can carry its date and title, and an AIF or xAIF file without
  // `topic` is titled by its name ("<stdin>" from stdin): read it again under its new name
  // when the name changes, so add says the title its page will show. Else it reads the same.
  const stem = (file: string): string => path.basename(file).replace(/\.[^.]*$/, '');
  const renamed = input.fileName === undefined || stem(input.fileName) !== path.posix.basename(plan.slug);
  const titledByName = record.title === stem(input.fileName ?? input.shown);
  const final = (kindFromFileName(plan.path) === 'markdown' || titledByName) && renamed
    ? processDebate({ file: shownTarget, text }, plan.slug)
    : { ok: true as const, value: { ...record, slug: plan.slug, file: shownTarget }, diagnostics: [] };
  if (!final.ok) return refuse(final.diagnostics, input.shown);
  const crossProblems = await crossDebateProblems(contentDir, io.cwd, archive, final.value);
  if (crossProblems.some((d) => d.severity === 'error')) return refuse(crossProblems, input.shown);
  warnRenamed(io, input.shown, shownTarget, ownTitle !== undefined, record, final.value);

  const viaLink = await linkOnTheWay(contentDir, target);
  if (viaLink !== null) {
    return refuse([{ severity: 'error', code: 'symlink', file: displayPath(io, viaLink), message: 'a symbolic link: add never writes through a link (links under the archive are never followed); choose another address with --as' }], input.shown);
  }
  if (!options.dryRun) {
    const written = await writeClaimed(io, contentDir, plan.path, plan.slug, text, options.input === '-');
    if (written !== 'written') return written === 'duplicate' ? EXIT.ok : EXIT.problems;
  }
  printAdded(io, options.dryRun, shownTarget, final.value, debatePageUrl(options.site, options.base, plan.slug));
  return EXIT.ok;
}

function refuseWith(io: CliIo, diagnostics: Diagnostic[], shown: string): number {
  for (const d of sortDiagnostics(diagnostics)) io.stderr(diagnosticLine(d) + '\n');
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  io.stderr(say`debate-atlas add: ${shown} refused (${errors} problem${errors === 1 ? '' : 's'}); nothing written\n`);
  return EXIT.problems;
}

/** A title or date that came from the file name and changes under the new name. */
function warnRenamed(io: CliIo, shown: string, shownTarget: string, ownTitle: boolean, before: DebateRecord, after: DebateRecord): void {
  const changes: string[] = [];
  if (ownTitle && after.title !== before.title) changes.push(`title ${JSON.stringify(after.title)} (was ${JSON.stringify(before.title)})`);
  if (after.date !== before.date) changes.push(`date ${after.date ?? 'none'} (was ${before.date ?? 'none'})`);
  if (changes.length > 0) {
    io.stderr(diagnosticLine({
      severity: 'warning', code: 'file-name', file: shown,
      message: `under its new name ${shownTarget} the page shows ${changes.join(' and ')}, which came from the file name; put them in the frontmatter to keep them, or choose the name with --as`,
    }) + '\n');
  }
}

function printAdded(io: CliIo, dryRun: boolean, shownTarget: string, debate: DebateRecord, page: string): void {
  const passed = debate.selfCheck.filter((c) => c.passed).length;
  const { personas, claims, contested } = debate.counts;
  io.stdout(
    say`${dryRun ? 'would write' : 'added'} ${shownTarget}: ${JSON.stringify(debate.title)} (${debate.format}), ` +
      `${personas} persona${personas === 1 ? '' : 's'}, ${claims} claim${claims === 1 ? '' : 's'}, ${contested} contested; ` +
      `${debate.stats.nodes} nodes, ${debate.stats.edges} edges; self-check ${passed}/${debate.selfCheck.length}\n`,
  );
  for (const check of debate.selfCheck.filter((c) => !c.passed)) {
    io.stdout(say`  warning [self-check] ${check.title}: ${check.detail}${check.offenders.length ? ` (${check.offenders.slice(0, 10).join(', ')})` : ''}\n`);
  }
  io.stdout(say`  page: ${page}${dryRun ? '' : ' (after the next build)'}\n`);
  if (dryRun) io.stdout('dry run: nothing written\n');
}

/** What to do about a busy address: wait, or remove a claim its add left behind when it died. */
function busyAdvice(io: CliIo, claim: { busy: string; holder?: { pid: number; runsHere: boolean } }): string {
  const shown = displayPath(io, claim.busy);
  if (claim.holder?.runsHere === false) {
    return say`It names process ${claim.holder.pid}, which is not running on this machine: unless an add on another machine or container sharing this archive holds it, a crashed add left ${shown} behind: remove it and try again.\n`;
  }
  return say`Try again; if no add is running, a crashed one left ${shown} behind: remove it.\n`;
}

/**
 * Writes the debate under a claim on its address, so of two adds racing for one address
 * (a .json and a .md, or the same log twice) exactly one writes. Under the claim the
 * address is looked at again: another add may have written it since the archive was listed.
 */
async function writeClaimed(io: CliIo, contentDir: string, relative: string, slug: DebateSlug, text: string, fromStdin: boolean): Promise<'written' | 'duplicate' | 'refused'> {
  const target = path.join(contentDir, relative);
  const { claim: claimWith = claimAddress, write = writeFileAtomic } = io.writes ?? {};
  const temporary = temporaryBeside(target);
  // Watching for a stop before the claim exists: the claim is handed over the moment it is made.
  const stop = stopCleanly({ io, contentDir, relative, text, fromStdin, temporary });
  let claim: Claim;
  try {
    claim = await stop.step(() => claimWith(path.dirname(target), path.posix.basename(slug), undefined, (release) => { stop.release = release; }));
  } catch (error) {
    stop.off();
    return writeFailed(io, error, contentDir, relative, text, fromStdin);
  }
  if ('busy' in claim) {
    stop.off();
    io.stderr(say`debate-atlas add: another add is writing the address ${slug} (${displayPath(io, claim.busy)} exists); nothing written. ` + busyAdvice(io, claim));
    if (fromStdin) await saveStdinText(io, contentDir, relative, text, 'once the address is free');
    return 'refused';
  }
  stop.release = claim.release;
  try {
    const holder = await stop.step(() => holderOf(contentDir, relative, slug));
    if (holder !== null && holder.text === text) {
      io.stdout(say`already in the archive as ${displayPath(io, path.join(contentDir, holder.path))} (added by another add just now); nothing written\n`);
      return 'duplicate';
    }
    if (holder !== null) {
      const shown = displayPath(io, path.join(contentDir, holder.path));
      io.stderr(say`debate-atlas add: the address ${slug} was taken by ${shown} while adding, ${await howItDiffers(path.join(contentDir, holder.path))}; nothing written (add never overwrites). Choose another address with --as <slug>.\n`);
      return 'refused';
    }
    await stop.step(() => write(target, text, { exclusive: true, temporary }));
    return 'written';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || error instanceof WriteError) return await writeFailed(io, error, contentDir, relative, text, fromStdin);
    io.stderr(say`debate-atlas add: ${displayPath(io, target)} appeared while adding; nothing written (add never overwrites)\n`);
    return 'refused';
  } finally {
    stop.off();
    const left = await claim.release();
    if (left !== null) {
      io.stderr(say`  could not remove the claim file ${displayPath(io, claim.file)} (${left}); remove it, or the next add of ${slug} waits for it and calls the address busy\n`);
    }
  }
}

/**
 * A write that failed (a full disk, a read-only folder): named, and text read from stdin,
 * which exists nowhere else, saved to a recovery file outside the archive, named too.
 */
async function writeFailed(io: CliIo, error: unknown, contentDir: string, relative: string, text: string, fromStdin: boolean): Promise<'refused'> {
  // Any fault of the file system (it has a syscall) is told as a write error: add never throws one.
  if (!(error instanceof WriteError) && (error as NodeJS.ErrnoException | undefined)?.syscall === undefined) throw error;
  const failure = error instanceof WriteError ? error : writeError(path.join(contentDir, relative), error);
  const left = failure.leftovers.map((file) => displayPath(io, file));
  io.stderr(say`debate-atlas add: could not write ${displayPath(io, failure.file)} (${failure.reason}); ` +
    (left.length === 0 ? 'nothing was written there\n' : say`left behind, as they could not be removed: ${left.join(', ')}; remove them\n`));
  if (fromStdin) await saveStdinText(io, contentDir, relative, text, whenFixed(failure.code));
  return 'refused';
}

/** When to add the saved text again, as the fault's cause says: room on the disk only for a full one. */
function whenFixed(code: string | undefined): string {
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'once the disk has room';
  if (code === 'ENOTDIR') return 'once the file in the way is moved';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'once the folder can be written to';
  return 'once the fault is fixed';
}
