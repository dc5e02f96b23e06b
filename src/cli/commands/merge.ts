// debate-atlas merge <files…> -o merged.json: roundtable-kg's way of joining several
// graphs (spec §5) — the output is one intermediate graph that `render` draws.
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadArchive, readAliases } from '../../lib/archive/loadArchive.ts';
import { locateRelationProblems } from '../../lib/archive/locateRelations.ts';
import { mergedGraphChunks } from '../../lib/atlas/exportMergedGraph.ts';
import type { Diagnostic } from '../../lib/core/diagnostics.ts';
import { say, terminalText } from '../../lib/core/terminalText.ts';
import { mergeDebates, type AliasFile, type MergeInput } from '../../lib/merge/mergeDebates.ts';
import { cappedList, commandArgs, EXIT, UsageError, displayPath, outputArgument, printCapped, type CliIo, printProblems } from '../cliIo.ts';
import { writeFileAtomic } from '../../lib/core/atomicWrite.ts';
import { refusedHere } from '../outputGuard.ts';
import { fileSlug, readDebateFile } from '../readDebateFile.ts';
import { partialOf, type Checked } from '../../lib/core/result.ts';
import type { DebateRecord } from '../../lib/archive/debateRecord.ts';
import type { DebateGraph } from '../../lib/graph/types.ts';
import { formatCount } from '../../lib/core/limits.ts';
import type { SuggestionSearch } from '../../lib/merge/types.ts';
import { appendAll } from '../../lib/core/arrays.ts';

export const MERGE_USAGE = `debate-atlas merge <files or folders…> -o <merged.json> [--aliases <aliases.json>]
  Merges logs, transcripts, minutes or intermediate graphs into one graph (ids become
  <slug>:<id>; every node keeps used_in). A folder is read as an archive: every debate
  file under it, slug = path inside the folder without extension, and its aliases.json
  beside it when there is one (as the site reads content/debates and content/aliases.json).
  A file's slug is its name without extension. Same-name personas and domains join;
  --aliases adds groups like content/aliases.json. Writes an intermediate graph: render
  draws it, merge reads it again. Prints merges and suggestions.
  Every file is read and checked, and merged as far as it is valid, so every problem of
  every file is listed in one run (its aliases and cross-debate references included); on
  any error nothing is written and the exit code is 1.`;

interface MergeArgs { inputs: string[]; output: string; aliases?: string }

function parseMergeArgs(args: string[]): MergeArgs {
  const { values, positionals } = commandArgs({ args, options: { output: { type: 'string', short: 'o' }, aliases: { type: 'string' } }, allowPositionals: true, strict: true });
  if (positionals.length === 0) throw new UsageError('merge needs at least one debate file or folder');
  return { inputs: positionals, output: outputArgument(values.output, 'merge needs -o <merged.json>'), ...(values.aliases ? { aliases: values.aliases } : {}) };
}

export async function runMerge(args: string[], io: CliIo): Promise<number> {
  const { inputs, output, aliases: aliasesFile } = parseMergeArgs(args);
  const problems: Diagnostic[] = [];
  const debates: MergeInput[] = [];
  const aliasFiles: AliasFile[] = [];
  // Every input is read before anything is reported, so all problems come out together.
  for (const input of inputs) {
    const absolute = path.resolve(io.cwd, input);
    if ((await stat(absolute).catch(() => null))?.isDirectory()) {
      const archive = await loadArchive(absolute, io.cwd, { merge: false });
      appendAll(problems, archive.diagnostics);
      appendAll(debates, archive.debates.map((d) => ({ slug: d.slug, file: d.file, graph: d.graph })));
      appendAll(debates, archive.failedParts ?? []);
      if (archive.aliases) aliasFiles.push(archive.aliases);
      continue;
    }
    const result = await readDebateFile(io, input);
    appendAll(problems, result.diagnostics);
    if (result.ok) debates.push({ slug: result.value.slug, file: result.value.file, graph: result.value.graph });
    else debates.push(failedInput(io, input, result));
  }
  if (aliasesFile !== undefined) {
    const aliases = await readAliases(path.resolve(io.cwd, aliasesFile), io.cwd, problems, { required: true });
    if (aliases) aliasFiles.push(aliases);
  }
  // A failed file is merged as far as it was read (`incomplete`), so the aliases and
  // references of every file are checked too; a reference into it is not said to be
  // missing (docs/decisions/every-problem-at-once.md). Nothing is written on any error.
  const merged = await locateRelationProblems(mergeDebates(await eachFileOnce(io, debates, problems), aliasFiles), io.cwd);
  const all = [...problems, ...merged.diagnostics];
  printProblems(io, all);
  const errors = all.filter((d) => d.severity === 'error').length;
  if (errors > 0) {
    io.stderr(`nothing written: ${errors} error${errors === 1 ? '' : 's'}\n`);
    return EXIT.problems;
  }
  const planned = [{ target: path.resolve(io.cwd, output) }];
  const read = [...debates, ...aliasFiles].map((input) => path.resolve(io.cwd, input.file));
  if (await refusedHere(io, 'merge', planned, read)) return EXIT.problems;
  if (planned.length > 0) await writeFileAtomic(planned[0]!.target, mergedGraphChunks(merged.atlas));
  const { atlas, report } = merged;
  io.stdout(
    `wrote ${terminalText(displayPath(io, output))}: ${atlas.debates.length} debates, ${atlas.stats.nodes} nodes, ${atlas.stats.edges} edges; ` +
      `${report.merges.length} merge${report.merges.length === 1 ? '' : 's'}, ${report.suggestions.length} suggestion${report.suggestions.length === 1 ? '' : 's'}\n`,
  );
  printCapped(io.stdout, report.merges, (m) => say`merged ${cappedList(m.members)} → ${m.canonical} (${[...new Set(m.reasons.map((r) => r.kind))].join(', ')})\n`,
    (more) => `… and ${formatCount(more)} more merges, not listed\n`);
  printCapped(io.stdout, report.suggestions, (s) => say`suggestion: ${JSON.stringify(s.labelA)} (${s.a}) and ${JSON.stringify(s.labelB)} (${s.b}): ${s.why}; not merged\n`,
    (more) => `… and ${formatCount(more)} more suggestions, not listed\n`);
  const cut = searchCut(report.suggestionSearch);
  if (cut !== undefined) io.stderr(`debate-atlas merge: warning: the near-name search was cut short (${cut}): suggestions among those names are not listed\n`);
  return EXIT.ok;
}

/** How the near-name search was cut short, in words, or undefined when it looked at every candidate pair. */
function searchCut(search: SuggestionSearch): string | undefined {
  const parts = [
    search.skippedBuckets > 0 ? `${formatCount(search.skippedBuckets)} groups of more than ${formatCount(search.bucketCap)} similar names skipped` : '',
    search.capped ? `stopped at ${formatCount(search.comparisonCap)} comparisons` : '',
  ].filter((part) => part !== '');
  return parts.length === 0 ? undefined : parts.join('; ');
}

/**
 * The debates, each file once: a file named again under another slug (directly and through
 * its folder, or through a link) is a `duplicate-debate` error, as a slug given twice is,
 * found by the file's real path. The same slug twice is left to the merge's own check.
 */
async function eachFileOnce(io: CliIo, debates: readonly MergeInput[], problems: Diagnostic[]): Promise<MergeInput[]> {
  const seen = new Map<string, MergeInput>();
  const once: MergeInput[] = [];
  for (const debate of debates) {
    const absolute = path.resolve(io.cwd, debate.file);
    const real = await realpath(absolute).catch(() => absolute);
    const earlier = seen.get(real);
    if (earlier !== undefined && earlier.slug !== debate.slug) {
      problems.push({
        severity: 'error', code: 'duplicate-debate', file: debate.file,
        message: `this file is already given as debate ${JSON.stringify(earlier.slug)} by ${JSON.stringify(earlier.file)}; a file is merged once, so ${JSON.stringify(debate.slug)} was left out of the atlas`,
      });
      continue;
    }
    if (earlier === undefined) seen.set(real, debate);
    once.push(debate);
  }
  return once;
}

/** A file that failed: its valid parts, or an empty graph when it has none, marked `incomplete`. */
function failedInput(io: CliIo, input: string, result: Checked<DebateRecord, DebateGraph>): MergeInput {
  const empty: DebateGraph = { topic: '', meta: { tags: [] }, nodes: [], edges: [] };
  return { slug: fileSlug(input), file: displayPath(io, input), graph: partialOf(result) ?? empty, incomplete: true };
}
