// debate-atlas validate [files or folders…]: check logs before committing them.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadArchive } from '../../lib/archive/loadArchive.ts';
import type { DebateRecord } from '../../lib/archive/debateRecord.ts';
import { formatDiagnostic, sortDiagnostics, type Diagnostic } from '../../lib/core/diagnostics.ts';
import { EXIT, UsageError, type CliIo } from '../cliIo.ts';
import { readDebateFile } from '../readDebateFile.ts';

export const VALIDATE_USAGE = `debate-atlas validate [files or folders…]
  Checks every debate file (default: content/debates). Prints every problem with file,
  line and JSON path, and the self-check of each valid debate.
  Exit 0: all valid (self-check warnings allowed); 1: problems found; 2: usage error.`;

export async function runValidate(args: string[], io: CliIo): Promise<number> {
  if (args.some((a) => a.startsWith('-'))) throw new UsageError(`unknown option ${args.find((a) => a.startsWith('-'))}`);
  const targets = args.length > 0 ? args : ['content/debates'];
  const diagnostics: Diagnostic[] = [];
  const debates: DebateRecord[] = [];
  for (const target of targets) {
    const absolute = path.resolve(io.cwd, target);
    const info = await stat(absolute).catch(() => null);
    if (info?.isDirectory()) {
      const archive = await loadArchive(absolute, io.cwd);
      diagnostics.push(...archive.diagnostics);
      debates.push(...archive.debates);
    } else {
      const result = await readDebateFile(io, target);
      diagnostics.push(...result.diagnostics);
      if (result.ok) debates.push(result.value);
    }
  }
  for (const d of sortDiagnostics(diagnostics)) (d.severity === 'error' ? io.stderr : io.stdout)(formatDiagnostic(d) + '\n');
  for (const debate of debates) {
    const passed = debate.selfCheck.filter((c) => c.passed).length;
    io.stdout(`ok ${debate.file} (${debate.format}): ${debate.stats.nodes} nodes, ${debate.stats.edges} edges, self-check ${passed}/${debate.selfCheck.length}\n`);
    for (const check of debate.selfCheck.filter((c) => !c.passed)) {
      io.stdout(`  warning [self-check] ${check.title}: ${check.detail}${check.offenders.length ? ` (${check.offenders.slice(0, 10).join(', ')})` : ''}\n`);
    }
  }
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const failedFiles = new Set(errors.map((d) => d.file)).size;
  io.stdout(`${debates.length + failedFiles} file${debates.length + failedFiles === 1 ? '' : 's'} checked: ${debates.length} valid, ${failedFiles} with problems (${errors.length} error${errors.length === 1 ? '' : 's'})\n`);
  return errors.length > 0 ? EXIT.problems : EXIT.ok;
}
