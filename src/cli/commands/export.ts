// debate-atlas export <file|folder> --format aif|xaif|graphml|gexf|obsidian -o <out>: a debate,
// or a whole archive merged as the atlas merges it, in a format other tools read
// (analysis spec §B).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadArchive } from '../../lib/archive/loadArchive.ts';
import { mergedTopic } from '../../lib/atlas/exportMergedGraph.ts';
import { sortDiagnostics, type Diagnostic } from '../../lib/core/diagnostics.ts';
import { diagnosticLine, say, terminalText } from '../../lib/core/terminalText.ts';
import { exportAif, formatAifReport } from '../../lib/export/exportAif.ts';
import { exportXaif } from '../../lib/export/exportXaif.ts';
import { layoutGraph } from '../../lib/layout/layoutGraph.ts';
import { exportGexf } from '../../lib/export/exportGexf.ts';
import { exportGraphMl } from '../../lib/export/exportGraphMl.ts';
import { graphFileRows } from '../../lib/export/graphFile.ts';
import { exportObsidianVault, vaultZip } from '../../lib/export/exportObsidianVault.ts';
import { atlasSubject, debateSubject, type ExportSubject } from '../../lib/export/subject.ts';
import { commandArgs, EXIT, UsageError, displayPath, outputArgument, type CliIo } from '../cliIo.ts';
import { writeFileAtomic } from '../../lib/core/atomicWrite.ts';
import { EXPORT_FORMATS, EXPORTERS, type ExportFormat } from '../../lib/export/exporters.ts';
import { refusedHere } from '../outputGuard.ts';
import { readDebateFile } from '../readDebateFile.ts';

export const EXPORT_USAGE = `debate-atlas export <file | folder> --format aif|xaif|graphml|gexf|obsidian -o <out>
  Writes one debate file, or every debate of a folder merged as the atlas merges them
  (aliases.json beside the folder included), in a format other tools read:
    aif       AIF JSON for AIFdb, OVA, oAMF, arguebuf (prints the relations AIF leaves out)
    xaif      xAIF for OVA and argument-mining pipelines (oAMF): AIF with locutions, the
              text and an OVA layout; reads back to the same graph
    graphml   GraphML for yEd, Gephi, networkx
    gexf      GEXF 1.2 for Gephi
    obsidian  an Obsidian vault: -o names a folder, or a .zip file (one <slug>-vault/
              folder inside, as the site's vault.zip)
  The same input always gives the same bytes. Writes are atomic; a vault's notes are
  written over those of an earlier export, other files in the folder are left alone.`;

interface ExportOptions { input: string; format: ExportFormat; output: string }

function parseOptions(args: string[]): ExportOptions {
  const { values, positionals } = commandArgs({ args, options: { format: { type: 'string', short: 'f' }, output: { type: 'string', short: 'o' } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'export needs a debate file or a folder' : `export takes one file or folder (got ${positionals.length})`);
  const format = values.format;
  if (format === undefined) throw new UsageError(`export needs --format (${EXPORT_FORMATS.join(', ')})`);
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new UsageError(`unknown --format ${JSON.stringify(format)}; use one of ${EXPORT_FORMATS.join(', ')}`);
  return { input: positionals[0]!, format: format as ExportFormat, output: outputArgument(values.output, 'export needs -o <out>') };
}

export async function runExport(args: string[], io: CliIo): Promise<number> {
  const options = parseOptions(args);
  const absolute = path.resolve(io.cwd, options.input);
  const isFolder = (await stat(absolute).catch(() => null))?.isDirectory() ?? false;
  const read = isFolder ? await readArchive(absolute, io) : await readOne(options.input, io);
  for (const d of sortDiagnostics(read.diagnostics)) (d.severity === 'error' ? io.stderr : io.stdout)(diagnosticLine(d) + '\n');
  if (read.subject === undefined) {
    const errors = read.diagnostics.filter((d) => d.severity === 'error').length;
    io.stderr(`nothing written: ${errors} error${errors === 1 ? '' : 's'}\n`);
    return EXIT.problems;
  }
  const subject = read.subject;
  const target = path.resolve(io.cwd, options.output);
  const { outputs, said } = exportedFiles(options.format, subject, target, read.slug);
  if (await refusedHere(io, 'export', outputs, read.inputs)) return EXIT.problems;
  for (const output of outputs) await writeFileAtomic(output.target, output.content);
  io.stdout(say`wrote ${displayPath(io, options.output)}: ` + said);
  return EXIT.ok;
}

interface Read {
  subject?: ExportSubject;
  diagnostics: Diagnostic[];
  /** One debate's address (its layout's seed, as the site lays it out). */
  slug?: string;
  /** The absolute paths of the files read: never an output. */
  inputs?: string[];
}

async function readOne(file: string, io: CliIo): Promise<Read> {
  const result = await readDebateFile(io, file);
  if (!result.ok) return { diagnostics: result.diagnostics };
  const { graph, slug, title } = result.value;
  return { subject: debateSubject(graph, slug, title), diagnostics: result.diagnostics, slug, inputs: [path.resolve(io.cwd, file)] };
}

async function readArchive(folder: string, io: CliIo): Promise<Read> {
  const archive = await loadArchive(folder, io.cwd);
  if (archive.diagnostics.some((d) => d.severity === 'error')) return { diagnostics: archive.diagnostics };
  const titles = new Map(archive.debates.map((d) => [d.slug as string, d.title]));
  // loadArchive merges unless asked not to; the check keeps the types honest.
  if (archive.merge === undefined) throw new Error('the archive was loaded without its merge');
  const { atlas } = archive.merge;
  const inputs = [...archive.debates.map((d) => path.resolve(io.cwd, d.file)), ...(archive.aliases ? [path.resolve(io.cwd, archive.aliases.file)] : [])];
  return { subject: atlasSubject(atlas, mergedTopic(atlas.debates.length), (slug) => titles.get(slug) ?? slug), diagnostics: archive.diagnostics, inputs };
}

/** Relations a GraphML or GEXF file leaves out, listed one a line up to this many, then counted. */
const LEFT_OUT_LISTED = 20;

/** The files one export writes, and what the command says of them after "wrote <out>: ". */
function exportedFiles(format: ExportFormat, subject: ExportSubject, target: string, slug: Read['slug']): { outputs: Array<{ target: string; content: string | Uint8Array }>; said: string } {
  const { nodes, edges } = subject.graph;
  switch (format) {
    case 'aif': {
      const aif = exportAif(subject.graph);
      const left = formatAifReport(aif.report);
      const leftOut = left.length === 0 ? '' : `${left.length} node${left.length === 1 ? '' : 's'} or relation${left.length === 1 ? '' : 's'} AIF has no place for:\n${left.map((l) => `  ${terminalText(l)}\n`).join('')}`;
      return { outputs: [{ target, content: aif.text }], said: `AIF, ${aif.document.nodes.length} nodes, ${aif.document.participants.length} participants\n${leftOut}` };
    }
    case 'xaif': {
      const layout = slug === undefined ? undefined : layoutGraph(subject.graph, slug);
      return { outputs: [{ target, content: exportXaif(subject.graph, layout) }], said: `xAIF, ${nodes.length} nodes, ${edges.length} relations\n` };
    }
    case 'graphml':
    case 'gexf': {
      // What the file holds: a relation to another debate's node has no end to draw there (probe 34, C5).
      const rows = graphFileRows(subject);
      const { leftOut } = rows;
      const listed = leftOut.slice(0, LEFT_OUT_LISTED).map((e) => `  ${terminalText(`${e.source} ${e.type} ${e.target}`)}\n`).join('');
      const more = leftOut.length > LEFT_OUT_LISTED ? `  and ${leftOut.length - LEFT_OUT_LISTED} more\n` : '';
      const left = leftOut.length === 0 ? '' : `${leftOut.length} relation${leftOut.length === 1 ? '' : 's'} to another debate's node left out:\n${listed}${more}`;
      const written = rows.edges.length;
      return { outputs: [{ target, content: format === 'graphml' ? exportGraphMl(subject, rows) : exportGexf(subject, rows) }], said: `${EXPORTERS[format].label}, ${nodes.length} nodes, ${written} relation${written === 1 ? '' : 's'}\n${left}` };
    }
    case 'obsidian': {
      const files = exportObsidianVault(subject);
      // The .zip is the site's: one `<slug>-vault/` folder (`debate-atlas-vault/` for a folder of debates).
      const outputs = target.toLowerCase().endsWith('.zip') ? [{ target, content: vaultZip(files, slug) }] : files.map((file) => ({ target: path.join(target, file.path), content: file.content }));
      return { outputs, said: `an Obsidian vault of ${files.length} notes\n` };
    }
  }
}
