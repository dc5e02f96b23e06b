// debate-atlas merge <files…> -o merged.json: roundtable-kg's way of joining several
// graphs (spec §5) — the output is one intermediate graph that `render` draws.
import path from 'node:path';
import { exportMergedGraph } from '../../lib/atlas/exportMergedGraph.ts';
import type { Diagnostic } from '../../lib/core/diagnostics.ts';
import { diagnosticLine, say, terminalText } from '../../lib/core/terminalText.ts';
import { mergeDebates, parseAliasFile, type AliasFile, type MergeInput } from '../../lib/merge/mergeDebates.ts';
import { EXIT, UsageError, displayPath, type CliIo } from '../cliIo.ts';
import { writeFileAtomic } from '../fileSystem.ts';
import { readDebateFile, readSourceFile } from '../readDebateFile.ts';

export const MERGE_USAGE = `debate-atlas merge <debate files…> -o <merged.json> [--aliases <aliases.json>]
  Merges logs, transcripts, minutes or intermediate graphs into one graph (ids become
  <slug>:<id>, slug = file name without extension; every node keeps used_in). Same-name
  personas and domains join; --aliases adds groups like content/aliases.json. Writes an
  intermediate graph: render draws it, merge reads it again. Prints merges and suggestions.`;

interface MergeArgs { inputs: string[]; output: string; aliases?: string }

function parseArgs(args: string[]): MergeArgs {
  const inputs: string[] = [];
  let output: string | undefined;
  let aliases: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => {
      const next = args[++i];
      if (next === undefined || next === '') throw new UsageError(`${arg} needs a file name`);
      return next;
    };
    if (arg === '-o' || arg === '--output') {
      if (output !== undefined) throw new UsageError('give -o only once');
      output = value();
    } else if (arg === '--aliases') {
      if (aliases !== undefined) throw new UsageError('give --aliases only once');
      aliases = value();
    } else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option ${arg}`);
    else inputs.push(arg);
  }
  if (inputs.length === 0) throw new UsageError('merge needs at least one debate file');
  if (output === undefined) throw new UsageError('merge needs -o <merged.json>');
  return { inputs, output, ...(aliases !== undefined ? { aliases } : {}) };
}

export async function runMerge(args: string[], io: CliIo): Promise<number> {
  const { inputs, output, aliases: aliasesFile } = parseArgs(args);
  const problems: Diagnostic[] = [];
  const debates: MergeInput[] = [];
  // Every file is read before anything is reported, so all problems come out together.
  for (const file of inputs) {
    const result = await readDebateFile(io, file);
    problems.push(...result.diagnostics);
    if (result.ok) debates.push({ slug: result.value.slug, file: result.value.file, graph: result.value.graph });
  }
  let aliases: AliasFile | undefined;
  if (aliasesFile !== undefined) {
    const read = await readAliases(io, aliasesFile);
    problems.push(...read.diagnostics);
    aliases = read.aliases;
  }
  // A file that could not be read would only add "missing debate" noise to the merge.
  const merged = problems.some((d) => d.severity === 'error') ? undefined : mergeDebates(debates, aliases);
  const all = [...problems, ...(merged?.diagnostics ?? [])];
  for (const d of all) io.stderr(diagnosticLine(d) + '\n');
  const errors = all.filter((d) => d.severity === 'error').length;
  if (merged === undefined || errors > 0) {
    io.stderr(`nothing written: ${errors} error${errors === 1 ? '' : 's'}\n`);
    return EXIT.problems;
  }
  await writeFileAtomic(path.resolve(io.cwd, output), exportMergedGraph(merged.atlas));
  const { atlas, report } = merged;
  io.stdout(
    `wrote ${terminalText(displayPath(io, output))}: ${atlas.debates.length} debates, ${atlas.stats.nodes} nodes, ${atlas.stats.edges} edges; ` +
      `${report.merges.length} merge${report.merges.length === 1 ? '' : 's'}, ${report.suggestions.length} suggestion${report.suggestions.length === 1 ? '' : 's'}\n`,
  );
  for (const m of report.merges) io.stdout(say`merged ${m.members.join(', ')} → ${m.canonical} (${[...new Set(m.reasons.map((r) => r.kind))].join(', ')})\n`);
  for (const s of report.suggestions) io.stdout(say`suggestion: ${JSON.stringify(s.labelA)} (${s.a}) and ${JSON.stringify(s.labelB)} (${s.b}): ${s.why}; not merged\n`);
  return EXIT.ok;
}

async function readAliases(io: CliIo, file: string): Promise<{ aliases?: AliasFile; diagnostics: Diagnostic[] }> {
  const decoded = await readSourceFile(io, file);
  if (!decoded.ok) return { diagnostics: [decoded.diagnostic] };
  const parsed = parseAliasFile(decoded.source);
  return parsed.ok ? { aliases: parsed.value, diagnostics: parsed.diagnostics } : { diagnostics: parsed.diagnostics };
}
