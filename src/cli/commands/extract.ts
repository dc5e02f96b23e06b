// debate-atlas extract <log> <intermediate.json>: roundtable-kg's first step, any format in.
import path from 'node:path';
import { say } from '../../lib/core/terminalText.ts';
import { exportIntermediateJson } from '../../lib/export/exportGraphJson.ts';
import { EXIT, outputArgument, positionalsOnly, displayPath, type CliIo, printProblems } from '../cliIo.ts';
import { writeFileAtomic } from '../../lib/core/atomicWrite.ts';
import { refusedHere } from '../outputGuard.ts';
import { readDebateFile } from '../readDebateFile.ts';
import { onItsOwn } from './onItsOwn.ts';

export const EXTRACT_USAGE = `debate-atlas extract <debate_log.json | transcript.md | minutes.md> <intermediate.json>
  Validates the log and writes the intermediate graph (nodes, edges, derived edges).`;

export async function runExtract(args: string[], io: CliIo): Promise<number> {
  const [input, given] = positionalsOnly(args, 2, 'extract takes an input file and an output file') as [string, string];
  const output = outputArgument(given, 'extract needs an output file');
  const result = await readDebateFile(io, input);
  // As validate checks a file on its own: a reference into another debate is said to be unchecked (probe 66 row 47).
  printProblems(io, result.ok ? [...result.diagnostics, ...(await onItsOwn(result.value, io.cwd))] : result.diagnostics);
  if (!result.ok) return EXIT.problems;
  const outputs = [{ target: path.resolve(io.cwd, output), content: exportIntermediateJson(result.value.graph) }];
  if (await refusedHere(io, 'extract', outputs, [path.resolve(io.cwd, input)])) return EXIT.problems;
  for (const { target, content } of outputs) await writeFileAtomic(target, content);
  const { stats } = result.value;
  io.stdout(say`wrote ${displayPath(io, output)}: ${stats.nodes} nodes, ${stats.edges} edges, ${stats.contestedClaims} contested claims\n`);
  return EXIT.ok;
}
