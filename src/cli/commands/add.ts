// debate-atlas add <file | ->: put one log into the archive, validated, under a clear
// address, never overwriting anything. "-" reads stdin, so an agent run can pipe into it.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fg from 'fast-glob';
import type { DebateRecord } from '../../lib/archive/debateRecord.ts';
import { debatePageUrl, normaliseText, planAddition, type ExistingFile } from '../../lib/archive/planAddition.ts';
import { processDebate } from '../../lib/archive/processDebate.ts';
import { DEFAULT_DEBATES_DIR } from '../../lib/archive/contentPath.ts';
import { kindFromFileName, sniffKind } from '../../lib/formats/registry.ts';
import { checkAgainstArchive, loadArchive } from '../../lib/archive/loadArchive.ts';
import { compareText, formatDiagnostic, sortDiagnostics, type Diagnostic } from '../../lib/core/diagnostics.ts';
import { parseDebateSlug, slugFromContentPath, type DebateSlug } from '../../lib/core/ids.ts';
import type { Parsed } from '../../lib/core/result.ts';
import { decodeSource } from '../../lib/parse/source.ts';
import { EXIT, UsageError, displayPath, type CliIo } from '../cliIo.ts';
import { writeFileAtomic } from '../fileSystem.ts';

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
  address already used by another file (any extension or letter case) is refused.
  --as <slug>      use this address instead, e.g. 2026/my-debate (still never overwrites)
  --dry-run        check and print what would be written; write nothing
  --content <dir>  the archive folder (default: ${DEFAULT_DEBATES_DIR})
  --site <url>     origin for the printed page address (default: $SITE, else
                   http://localhost:4321); the base path comes from $BASE (default /)
  Exit 0: added, or already in the archive; 1: refused (problems in the log, address taken,
  input unreadable); 2: usage error (no input, unknown option, invalid --as or --site,
  no content folder).`;

const STDIN_NAME = '<stdin>';

interface AddOptions {
  input: string;
  requestedSlug?: DebateSlug;
  dryRun: boolean;
  content: string;
  site: string;
  base: string;
}

function parseOptions(args: string[]): AddOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { as: { type: 'string' }, 'dry-run': { type: 'boolean' }, content: { type: 'string' }, site: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length === 0) throw new UsageError('add needs a file to add, or "-" to read it from stdin');
  if (positionals.length > 1) throw new UsageError(`add takes one file at a time (got ${positionals.length})`);
  let requestedSlug: DebateSlug | undefined;
  if (values.as !== undefined) {
    const slug = parseDebateSlug(values.as);
    if (slug === null) {
      const near = slugFromContentPath(values.as.replace(/\.(?:json|md|markdown)$/i, '') + '.x');
      throw new UsageError(
        `--as ${JSON.stringify(values.as)} is not a slug: use lower-case letters (any script), digits, "-" and "_", ` +
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

/** The input's bytes and the names it goes by: `shown` in messages, `fileName` for its facts. */
async function readInput(io: CliIo, input: string): Promise<{ shown: string; fileName?: string; bytes: Uint8Array } | Diagnostic> {
  if (input === '-') return { shown: STDIN_NAME, bytes: await io.readStdin() };
  const shown = displayPath(io, input);
  try {
    return { shown, fileName: path.basename(input), bytes: await readFile(path.resolve(io.cwd, input)) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder; add takes one file' : (error as Error).message;
    return { severity: 'error', code: 'unreadable', file: shown, message: reason };
  }
}

const hasDebateExtension = (name: string) => kindFromFileName(name) !== null;

/**
 * Runs the archive's pipeline over the text. A file with a debate extension is read as
 * the archive would read it; stdin and other names are sniffed: "{" first → JSON, else Markdown.
 */
function interpret(shown: string, fileName: string | undefined, text: string, slug: DebateSlug): Parsed<DebateRecord> {
  const kind = (fileName !== undefined ? kindFromFileName(fileName) : null) ?? sniffKind(text);
  return processDebate({ file: shown, text }, slug, kind);
}

/** The archive's debate files as loadArchive sees them (no "_" or "." names), with normalised text. */
async function readArchive(contentDir: string): Promise<ExistingFile[]> {
  const files = (await fg('**/*', { cwd: contentDir, onlyFiles: true, dot: false, ignore: ['**/_*', '**/_*/**'] }))
    .filter(hasDebateExtension)
    .sort(compareText);
  const decoder = new TextDecoder('utf-8');
  const existing: ExistingFile[] = [];
  for (const file of files) {
    const bytes = await readFile(path.join(contentDir, file)).catch(() => null);
    if (bytes) existing.push({ path: file, text: normaliseText(decoder.decode(bytes)) });
  }
  return existing;
}

export async function runAdd(args: string[], io: CliIo): Promise<number> {
  const options = parseOptions(args);
  const contentDir = path.resolve(io.cwd, options.content);
  if (!(await stat(contentDir).catch(() => null))?.isDirectory()) {
    throw new UsageError(`the content folder ${displayPath(io, contentDir)} does not exist; run in the project folder or pass --content <dir>`);
  }
  const refuse = (diagnostics: Diagnostic[], shown: string): number => {
    for (const d of sortDiagnostics(diagnostics)) io.stderr(formatDiagnostic(d) + '\n');
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    io.stderr(`debate-atlas add: ${shown} refused (${errors} problem${errors === 1 ? '' : 's'}); nothing written\n`);
    return EXIT.problems;
  };

  const input = await readInput(io, options.input);
  if ('severity' in input) return refuse([input], options.input === '-' ? STDIN_NAME : displayPath(io, options.input));
  const decoded = decodeSource(input.shown, input.bytes);
  if (!decoded.ok) return refuse([decoded.diagnostic], input.shown);
  const { text } = decoded.source;
  const first = interpret(input.shown, input.fileName, text, (options.requestedSlug ?? 'debate') as DebateSlug);
  if (!first.ok) return refuse(first.diagnostics, input.shown);
  for (const d of sortDiagnostics(first.diagnostics)) io.stderr(formatDiagnostic(d) + '\n');

  const record = first.value;
  // From stdin a Markdown file without a title of its own is named after the stand-in file name.
  const ownTitle = input.fileName === undefined && record.title === STDIN_NAME ? undefined : record.title;
  const plan = planAddition(
    {
      text,
      format: record.format,
      ...(ownTitle !== undefined ? { title: ownTitle } : {}),
      ...(record.date ? { date: record.date } : {}),
      ...(input.fileName !== undefined ? { sourceName: input.fileName } : {}),
      ...(options.requestedSlug ? { requestedSlug: options.requestedSlug } : {}),
    },
    await readArchive(contentDir),
  );
  const shownInArchive = (relative: string) => displayPath(io, path.join(contentDir, relative));
  const pageOf = (slug: DebateSlug) => debatePageUrl(options.site, options.base, slug);

  if (plan.kind === 'duplicate') {
    io.stdout(`already in the archive as ${shownInArchive(plan.path)}; nothing written\n`);
    if (plan.slug) io.stdout(`  page: ${pageOf(plan.slug)}\n`);
    return EXIT.ok;
  }
  if (plan.kind === 'taken') {
    const owners = plan.takenBy.map(shownInArchive).join(', ');
    io.stderr(
      `debate-atlas add: the address ${plan.slug} is already used by ${owners}, which has different content; nothing written ` +
        `(add never overwrites).\n  ${options.requestedSlug ? 'Choose another' : 'Choose an address'} with --as <slug>, e.g. --as ${plan.suggestion}\n`,
    );
    return EXIT.problems;
  }

  const target = path.join(contentDir, plan.path);
  const shownTarget = displayPath(io, target);
  // Read again under its new name: for Markdown the name can carry the date and title.
  const final = processDebate({ file: shownTarget, text }, plan.slug);
  if (!final.ok) return refuse(final.diagnostics, input.shown);
  // Aliases and cross-debate references are checked against the archive, as the build will.
  const crossProblems = checkAgainstArchive(await loadArchive(contentDir, io.cwd), final.value);
  if (crossProblems.some((d) => d.severity === 'error')) return refuse(crossProblems, input.shown);
  const changes: string[] = [];
  if (ownTitle !== undefined && final.value.title !== record.title) changes.push(`title ${JSON.stringify(final.value.title)} (was ${JSON.stringify(record.title)})`);
  if (final.value.date !== record.date) changes.push(`date ${final.value.date ?? 'none'} (was ${record.date ?? 'none'})`);
  if (changes.length > 0) {
    io.stderr(formatDiagnostic({
      severity: 'warning', code: 'file-name', file: input.shown,
      message: `under its new name ${shownTarget} the page shows ${changes.join(' and ')}, which came from the file name; put them in the frontmatter to keep them, or choose the name with --as`,
    }) + '\n');
  }

  if (!options.dryRun) {
    try {
      await writeFileAtomic(target, text, { exclusive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      io.stderr(`debate-atlas add: ${shownTarget} appeared while adding; nothing written (add never overwrites)\n`);
      return EXIT.problems;
    }
  }
  const debate = final.value;
  const passed = debate.selfCheck.filter((c) => c.passed).length;
  const { personas, claims, contested } = debate.counts;
  io.stdout(
    `${options.dryRun ? 'would write' : 'added'} ${shownTarget}: ${JSON.stringify(debate.title)} (${debate.format}), ` +
      `${personas} persona${personas === 1 ? '' : 's'}, ${claims} claim${claims === 1 ? '' : 's'}, ${contested} contested; ` +
      `${debate.stats.nodes} nodes, ${debate.stats.edges} edges; self-check ${passed}/${debate.selfCheck.length}\n`,
  );
  for (const check of debate.selfCheck.filter((c) => !c.passed)) {
    io.stdout(`  warning [self-check] ${check.title}: ${check.detail}${check.offenders.length ? ` (${check.offenders.slice(0, 10).join(', ')})` : ''}\n`);
  }
  io.stdout(`  page: ${pageOf(plan.slug)}${options.dryRun ? '' : ' (after the next build)'}\n`);
  if (options.dryRun) io.stdout('dry run: nothing written\n');
  return EXIT.ok;
}
