// How `validate` prints what it found: `text` for people, `json` for tools, `github` for
// GitHub Actions (one workflow-command annotation per problem). Every reporter makes input
// inert: text through terminalText, JSON with every active character as a \u escape, and
// GitHub annotations escaped by the workflow-command rules so no file name or message can
// end the annotation early or forge a command of its own.
import { listedProblems, type Diagnostic } from '../../lib/core/diagnostics.ts';
import { diagnosticLine, inertJsonText, say, terminalText } from '../../lib/core/terminalText.ts';
import type { CliIo } from '../cliIo.ts';

export const REPORTERS = ['text', 'json', 'github'] as const;
export type ReporterName = (typeof REPORTERS)[number];

/** A debate that passed, with its self-check. */
export interface ValidFile {
  file: string;
  format: string;
  nodes: number;
  edges: number;
  selfCheck: Array<{ title: string; passed: boolean; detail: string; offenders: string[] }>;
}

export interface ValidateReport {
  /** Sorted, each once. */
  problems: Diagnostic[];
  valid: ValidFile[];
  checked: number;
  withProblems: number;
}

export function printReport(reporter: ReporterName, report: ValidateReport, io: CliIo): void {
  if (reporter === 'json') io.stdout(inertJson(jsonReport(report)) + '\n');
  else if (reporter === 'github') printGithub(report, io);
  else printText(report, io);
}

const errorCount = (report: ValidateReport) => report.problems.filter((d) => d.severity === 'error').length;

function summary(report: ValidateReport): string {
  const errors = errorCount(report);
  const { checked, withProblems } = report;
  return `${checked} file${checked === 1 ? '' : 's'} checked: ${checked - withProblems} valid, ${withProblems} with problems (${errors} error${errors === 1 ? '' : 's'})`;
}

function printText(report: ValidateReport, io: CliIo): void {
  for (const d of listedProblems(report.problems, '--reporter json lists all')) (d.severity === 'error' ? io.stderr : io.stdout)(diagnosticLine(d) + '\n');
  for (const debate of report.valid) {
    const passed = debate.selfCheck.filter((c) => c.passed).length;
    io.stdout(say`ok ${debate.file} (${debate.format}): ${debate.nodes} nodes, ${debate.edges} edges, self-check ${passed}/${debate.selfCheck.length}\n`);
    printFailedChecks(debate.selfCheck, io);
  }
  io.stdout(summary(report) + '\n');
}

/** The self-checks a debate failed, one warning line each (also under `validate --explain`). */
export function printFailedChecks(selfCheck: ValidFile['selfCheck'], io: CliIo): void {
  for (const check of selfCheck.filter((c) => !c.passed)) {
    io.stdout(say`  warning [self-check] ${check.title}: ${check.detail}${check.offenders.length ? ` (${check.offenders.slice(0, 10).join(', ')})` : ''}\n`);
  }
}

function jsonReport(report: ValidateReport) {
  return {
    ok: errorCount(report) === 0,
    summary: { checked: report.checked, valid: report.checked - report.withProblems, withProblems: report.withProblems, errors: errorCount(report), warnings: report.problems.length - errorCount(report) },
    problems: report.problems.map((d) => ({
      severity: d.severity, code: d.code, file: d.file,
      ...(d.line !== undefined ? { line: d.line } : {}), ...(d.column !== undefined ? { column: d.column } : {}),
      ...(d.path !== undefined ? { path: d.path } : {}), message: d.message,
    })),
    valid: report.valid,
  };
}

/** Indented JSON, inert on a terminal (core/terminalText.ts: `inertJsonText`). */
export const inertJson = (value: unknown): string => inertJsonText(JSON.stringify(value, null, 2));

/** GitHub's rule for a command's message: %, CR and LF as %25, %0D, %0A. */
export const escapeGithubData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** GitHub's rule for a property value: the message's, plus ":" and "," as %3A and %2C. */
export const escapeGithubProperty = (text: string): string => escapeGithubData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * `::error file=…,line=…,col=…,title=…::message`. Escaped by GitHub's rules first (the runner
 * turns %0A back into the file name's line break, so the annotation lands on the right file);
 * whatever a log viewer could still act on (ESC, bidi overrides) then goes through terminalText.
 */
export function githubAnnotation(d: Diagnostic): string {
  const properties = [
    `file=${terminalText(escapeGithubProperty(d.file))}`,
    ...(d.line !== undefined ? [`line=${d.line}`] : []),
    ...(d.column !== undefined ? [`col=${d.column}`] : []),
    `title=${terminalText(escapeGithubProperty(`debate-atlas [${d.code}]`))}`,
  ];
  const message = `${d.path ? `${d.path}: ` : ''}${d.message}`;
  return `::${d.severity === 'error' ? 'error' : 'warning'} ${properties.join(',')}::${terminalText(escapeGithubData(message))}`;
}

function printGithub(report: ValidateReport, io: CliIo): void {
  for (const d of listedProblems(report.problems, '--reporter json lists all')) io.stdout(githubAnnotation(d) + '\n');
  io.stdout(summary(report) + '\n');
}
