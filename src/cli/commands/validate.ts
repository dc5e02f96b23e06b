// debate-atlas validate [files or folders…]: check logs before committing them.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { DebateRecord } from '../../lib/archive/debateRecord.ts';
import { loadArchive, type Archive } from '../../lib/archive/loadArchive.ts';
import { formatDiagnostic, sortDiagnostics, type Diagnostic } from '../../lib/core/diagnostics.ts';
import { DEFAULT_DEBATES_DIR } from '../../lib/archive/contentPath.ts';
import { EXIT, UsageError, type CliIo } from '../cliIo.ts';
import { readDebateFile } from '../readDebateFile.ts';

const ARCHIVE = DEFAULT_DEBATES_DIR;

export const VALIDATE_USAGE = `debate-atlas validate [files or folders…]
  Checks every debate file (default: ${ARCHIVE}). Prints every problem with file, line
  and JSON path, and the self-check of each valid debate. Files inside ${ARCHIVE} are
  checked within the whole archive, as the build checks them: aliases and references to
  other debates included. Files elsewhere are checked on their own.
  Exit 0: all valid (self-check warnings allowed); 1: problems found; 2: usage error.`;

export async function runValidate(args: string[], io: CliIo): Promise<number> {
  if (args.some((a) => a.startsWith('-'))) throw new UsageError(`unknown option ${args.find((a) => a.startsWith('-'))}`);
  const archiveDir = path.resolve(io.cwd, ARCHIVE);
  const within = (dir: string, absolute: string) => absolute === dir || absolute.startsWith(dir + path.sep);
  const diagnostics: Diagnostic[] = [];
  const debates: DebateRecord[] = [];
  let archive: Archive | undefined;

  for (const target of args.length > 0 ? args : [ARCHIVE]) {
    const absolute = path.resolve(io.cwd, target);
    const isFolder = (await stat(absolute).catch(() => null))?.isDirectory() ?? false;
    if (within(archiveDir, absolute)) {
      // Slugs and cross-debate references only mean something relative to the archive root.
      archive ??= await loadArchive(archiveDir, io.cwd);
      const wanted = (file: string) => within(absolute, path.resolve(io.cwd, file));
      diagnostics.push(...archive.diagnostics.filter((d) => wanted(d.file) || (isFolder && absolute === archiveDir)));
      debates.push(...archive.debates.filter((d) => wanted(d.file)));
    } else if (isFolder) {
      const own = await loadArchive(absolute, io.cwd);
      diagnostics.push(...own.diagnostics);
      debates.push(...own.debates);
    } else {
      const result = await readDebateFile(io, target);
      diagnostics.push(...result.diagnostics);
      if (result.ok) debates.push(result.value);
    }
  }

  const unique = [...new Map(diagnostics.map((d) => [formatDiagnostic(d), d])).values()];
  for (const d of sortDiagnostics(unique)) (d.severity === 'error' ? io.stderr : io.stdout)(formatDiagnostic(d) + '\n');
  const errors = unique.filter((d) => d.severity === 'error');
  const failedFiles = new Set(errors.map((d) => d.file));
  const valid = [...new Map(debates.map((d) => [d.file, d])).values()].filter((d) => !failedFiles.has(d.file));
  for (const debate of valid) {
    const passed = debate.selfCheck.filter((c) => c.passed).length;
    io.stdout(`ok ${debate.file} (${debate.format}): ${debate.stats.nodes} nodes, ${debate.stats.edges} edges, self-check ${passed}/${debate.selfCheck.length}\n`);
    for (const check of debate.selfCheck.filter((c) => !c.passed)) {
      io.stdout(`  warning [self-check] ${check.title}: ${check.detail}${check.offenders.length ? ` (${check.offenders.slice(0, 10).join(', ')})` : ''}\n`);
    }
  }
  const checked = valid.length + failedFiles.size;
  io.stdout(`${checked} file${checked === 1 ? '' : 's'} checked: ${valid.length} valid, ${failedFiles.size} with problems (${errors.length} error${errors.length === 1 ? '' : 's'})\n`);
  return errors.length > 0 ? EXIT.problems : EXIT.ok;
}
