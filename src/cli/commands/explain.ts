// debate-atlas validate --explain FILE: the reading of one prose log, line by line — what
// each non-blank line became (a node, a relation with its reading, a field of the record,
// or not interpreted and why), then the file's problems. Everything from the file is
// printed through terminalText: one line of output per entry, nothing a terminal acts on.
import { lineReportOf } from '../../lib/archive/lineReport.ts';
import { processDebate } from '../../lib/archive/processDebate.ts';
import { slugFromContentPath, type DebateSlug } from '../../lib/core/ids.ts';
import { diagnosticLine, say, terminalText } from '../../lib/core/terminalText.ts';
import { explainLines, lineCounts, type LineEntry } from '../../lib/parse/lineExplanation.ts';
import { EXIT, type CliIo } from '../cliIo.ts';
import { printFailedChecks } from '../reporters/validateReport.ts';
import { readSourceFile } from '../readDebateFile.ts';
import { onItsOwn, uncheckedOfRefused } from './onItsOwn.ts';
import { partialOf } from '../../lib/core/result.ts';
import { sortDiagnostics } from '../../lib/core/diagnostics.ts';
import path from 'node:path';
import { clipText } from '../../lib/core/escape.ts';

const TEXT_MAX = 100;

const clip = (text: string): string => clipText(text, TEXT_MAX);

const roleLabel = (entry: LineEntry): string =>
  entry.role === 'relation' ? `relation (${entry.reading ?? 'as written'})` : entry.role === 'not-interpreted' ? 'not interpreted' : entry.role;

export async function runExplain(file: string, io: CliIo): Promise<number> {
  const decoded = await readSourceFile(io, file);
  if (!decoded.ok) {
    io.stderr(`${diagnosticLine(decoded.diagnostic)}\n`);
    return EXIT.problems;
  }
  const slug = slugFromContentPath(path.basename(file)) ?? ('debate' as DebateSlug);
  const result = processDebate(decoded.source, slug);
  if (!result.ok) {
    // As plain validate says them: in order, each once (two escapes in one field are one problem: probe 74 row 174), with
    // the references a refused file's reading makes to other debates said to be unchecked.
    const partial = partialOf(result);
    const unchecked = partial === undefined ? [] : await uncheckedOfRefused({ slug, file: decoded.source.file, graph: partial }, io.cwd);
    for (const d of sortDiagnostics([...result.diagnostics, ...unchecked])) io.stderr(`${diagnosticLine(d)}\n`);
    const errors = sortDiagnostics(result.diagnostics.filter((d) => d.severity === 'error')).length;
    io.stdout(say`${decoded.source.file}: not read (${errors} error${errors === 1 ? '' : 's'}); nothing to explain\n`);
    return EXIT.problems;
  }
  const record = result.value;
  const report = lineReportOf(record.document);
  if (!report) {
    io.stdout(say`${record.file} (${record.format}): a JSON format has no per-line reading; its problems are located by JSON path (run validate without --explain)\n`);
  } else {
    const lines = explainLines(decoded.source.text, report, record.graph);
    const counts = lineCounts(report.account, record.graph);
    io.stdout(say`${record.file} (${record.format}): ${lines.length} non-blank lines: ${counts.node} with a node, ${counts.relation} with a relation only, ${counts.field} read into fields, ${counts['not-interpreted']} not interpreted\n`);
    const width = String(lines[lines.length - 1]?.line ?? 1).length;
    for (const line of lines) {
      io.stdout(`${String(line.line).padStart(width)} | ${terminalText(clip(line.text))}\n`);
      for (const entry of line.entries) io.stdout(`${' '.repeat(width)}   ${roleLabel(entry)}: ${terminalText(entry.what)}\n`);
    }
  }
  const printed = new Set<string>();
  // A reference to another debate is said to be unchecked, as plain validate says it (probe 49 J2.4).
  for (const d of [...result.diagnostics, ...record.warnings, ...(await onItsOwn(record, io.cwd))]) {
    const line = diagnosticLine(d);
    if (!printed.has(line)) io.stderr(`${line}\n`);
    printed.add(line);
  }
  // The self-check, as plain validate prints it (probe 20: --explain left it out).
  const passed = record.selfCheck.filter((c) => c.passed).length;
  io.stdout(say`self-check ${passed}/${record.selfCheck.length}\n`);
  printFailedChecks(record.selfCheck.map(({ title, passed: ok, detail, offenders }) => ({ title, passed: ok, detail, offenders: [...offenders] })), io);
  return EXIT.ok;
}
