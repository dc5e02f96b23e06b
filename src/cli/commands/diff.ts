// debate-atlas diff <a> <b>: what changed between two versions of one debate (spec
// analysis A7): nodes added, removed and changed, edges added and removed, by id.
import { diffVersions, isEmptyDiff, summariseDiff, type VersionDiff } from '../../lib/analysis/versionDiff.ts';
import { diagnosticLine, terminalText } from '../../lib/core/terminalText.ts';
import { inertJson } from '../reporters/validateReport.ts';
import { commandArgs, EXIT, UsageError, displayPath, type CliIo } from '../cliIo.ts';
import { readDebateFile } from '../readDebateFile.ts';

export const DIFF_USAGE = `debate-atlas diff <before> <after> [--json]
  Compares two versions of one debate (any format; two files, e.g. from two commits):
  nodes added, removed and changed (same id, other label, text or fields), edges added
  and removed (an edge is source, type, target), sorted by id. --json prints the same
  as JSON. Exit 0 whether or not they differ, 1 when a file has problems.`;

export async function runDiff(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = commandArgs({ args, options: { json: { type: 'boolean' } }, allowPositionals: true, strict: true });
  if (positionals.length !== 2) throw new UsageError(`diff takes two files (got ${positionals.length})`);
  const [a, b] = positionals as [string, string];
  const before = await readDebateFile(io, a);
  const after = await readDebateFile(io, b);
  let failed = false;
  for (const result of [before, after]) {
    for (const d of result.diagnostics) if (d.severity === 'error') io.stderr(diagnosticLine(d) + '\n');
    if (!result.ok) failed = true;
  }
  if (!before.ok || !after.ok || failed) return EXIT.problems;
  const diff = diffVersions(before.value.graph, after.value.graph);
  if (values.json) io.stdout(inertJson({ before: displayPath(io, a), after: displayPath(io, b), ...diff }) + '\n');
  else io.stdout(formatDiff(diff, displayPath(io, a), displayPath(io, b)));
  return EXIT.ok;
}

/** The text report: a summary line, then one line per change. */
export function formatDiff(d: VersionDiff, a: string, b: string): string {
  const t = terminalText;
  const lines = [`${t(a)} → ${t(b)}: ${summariseDiff(d)}`];
  if (isEmptyDiff(d)) return lines.join('\n') + '\n';
  const quote = (value: unknown) => (value === undefined ? '(none)' : t(JSON.stringify(value)));
  for (const n of d.nodes.added) lines.push(`+ node ${t(n.id)} (${t(n.type)}): ${t(n.label)}`);
  for (const n of d.nodes.removed) lines.push(`- node ${t(n.id)} (${t(n.type)}): ${t(n.label)}`);
  for (const n of d.nodes.changed) {
    lines.push(`~ node ${t(n.id)}: ${t(n.label)}`);
    for (const f of n.fields) lines.push(`    ${t(f.field)}: ${quote(f.before)} → ${quote(f.after)}`);
  }
  for (const e of d.edges.added) lines.push(`+ edge ${t(e.source)} ${t(e.type)} ${t(e.target)}`);
  for (const e of d.edges.removed) lines.push(`- edge ${t(e.source)} ${t(e.type)} ${t(e.target)}`);
  return lines.join('\n') + '\n';
}
