// debate-atlas render <intermediate.json> <outdir>: roundtable-kg's second step.
import path from 'node:path';
import { say, terminalText } from '../../lib/core/terminalText.ts';
import { exportConceptsMd } from '../../lib/export/exportConceptsMd.ts';
import { exportGraphJson } from '../../lib/export/exportGraphJson.ts';
import { exportReadmeMd } from '../../lib/export/exportReadmeMd.ts';
import { exportStandaloneHtml } from '../../lib/export/exportStandaloneHtml.ts';
import { EXIT, outputArgument, positionalsOnly, displayPath, type CliIo, printProblems } from '../cliIo.ts';
import { writeFileAtomic } from '../../lib/core/atomicWrite.ts';
import { standaloneAssets } from '../graphClientBundle.ts';
import { refusedHere } from '../outputGuard.ts';
import { readDebateFile } from '../readDebateFile.ts';
import { layoutGraph } from '../../lib/layout/layoutGraph.ts';

export const RENDER_USAGE = `debate-atlas render <intermediate.json | any debate file> <outdir>
  Writes graph.html (self-contained, opens from disk), concepts.md, graph.json and README.md.`;

export async function runRender(args: string[], io: CliIo): Promise<number> {
  const [input, given] = positionalsOnly(args, 2, 'render takes an input file and an output folder') as [string, string];
  const outdir = outputArgument(given, 'render needs an output folder');
  const result = await readDebateFile(io, input);
  printProblems(io, result.diagnostics);
  if (!result.ok) return EXIT.problems;
  const { graph, stats, selfCheck, slug, format } = result.value;
  // render draws, so it is the one command that runs the layout stage.
  const layout = layoutGraph(graph, slug);
  const files: Array<[string, string]> = [
    ['graph.html', exportStandaloneHtml(graph, stats, layout, selfCheck, await standaloneAssets())],
    ['concepts.md', exportConceptsMd(graph)],
    ['graph.json', exportGraphJson(graph, stats, layout, format)],
    ['README.md', exportReadmeMd(graph, stats, selfCheck)],
  ];
  const outputs = files.map(([name, content]) => ({ target: path.resolve(io.cwd, outdir, name), content }));
  if (await refusedHere(io, 'render', outputs, [path.resolve(io.cwd, input)])) return EXIT.problems;
  for (const { target, content } of outputs) await writeFileAtomic(target, content);
  io.stdout(`wrote ${files.map(([name]) => terminalText(displayPath(io, path.join(outdir, name)))).join(', ')}\n`);
  for (const check of selfCheck.filter((c) => !c.passed)) io.stdout(say`warning [self-check] ${check.title}: ${check.detail}\n`);
  return EXIT.ok;
}
