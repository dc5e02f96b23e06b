#!/usr/bin/env node
// debate-atlas: the command line. Runs on Node 24 (the project's own runtime), which
// executes these TypeScript files directly; bin/debate-atlas.js runs the bundle of them
// when it is current. A command's module is imported only when that command runs.
import { readFileSync } from 'node:fs';
import { EXIT, UsageError, displayPath, type CliIo } from './cliIo.ts';
import { terminalText } from '../lib/core/terminalText.ts';
import { processStdin } from './processStdin.ts';

interface Command {
  run: (args: string[], io: CliIo) => Promise<number>;
  usage: string;
}

/** Each command: a one-line summary for the top-level help, and how to load the rest. */
const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  validate: {
    summary: 'check debate files: every problem with file and line, each self-check',
    load: async () => { const m = await import('./commands/validate.ts'); return { run: m.runValidate, usage: m.VALIDATE_USAGE }; },
  },
  extract: {
    summary: 'validate a log and write its intermediate graph',
    load: async () => { const m = await import('./commands/extract.ts'); return { run: m.runExtract, usage: m.EXTRACT_USAGE }; },
  },
  render: {
    summary: 'write graph.html, concepts.md, graph.json and README.md for a debate',
    load: async () => { const m = await import('./commands/render.ts'); return { run: m.runRender, usage: m.RENDER_USAGE }; },
  },
  add: {
    summary: 'add a log (a file, or stdin) to the archive and print its page address',
    load: async () => { const m = await import('./commands/add.ts'); return { run: m.runAdd, usage: m.ADD_USAGE }; },
  },
  merge: {
    summary: 'merge debate files or folders into one graph',
    load: async () => { const m = await import('./commands/merge.ts'); return { run: m.runMerge, usage: m.MERGE_USAGE }; },
  },
  export: {
    summary: 'write a debate or a folder as AIF, xAIF, GraphML, GEXF or an Obsidian vault',
    load: async () => { const m = await import('./commands/export.ts'); return { run: m.runExport, usage: m.EXPORT_USAGE }; },
  },
  diff: {
    summary: 'what changed between two versions of a debate',
    load: async () => { const m = await import('./commands/diff.ts'); return { run: m.runDiff, usage: m.DIFF_USAGE }; },
  },
  init: {
    summary: 'turn this clone into an empty archive of your own',
    load: async () => { const m = await import('./commands/init.ts'); return { run: m.runInit, usage: m.INIT_USAGE }; },
  },
};

const width = Object.keys(COMMANDS).reduce((most, name) => Math.max(most, name.length), 0);

export const USAGE = `Usage: debate-atlas <command> [arguments]

Commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`).join('\n')}

\`debate-atlas <command> --help\` prints a command's arguments and options.

Exit codes: 0 success, 1 problems in the input (all listed) or a file that could not be
read or written, 2 usage error.`;

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout)(USAGE + '\n');
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version') {
    io.stdout(packageVersion() + '\n');
    return EXIT.ok;
  }
  const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!entry) {
    io.stderr(`debate-atlas: unknown command "${terminalText(name)}"\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  const command = await entry.load();
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(command.usage + '\n');
    return EXIT.ok;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    return reportFailure(name, command, error, io);
  }
}

async function reportFailure(name: string, command: Command, error: unknown, io: CliIo): Promise<number> {
  if (error instanceof UsageError) {
    io.stderr(`debate-atlas ${name}: ${terminalText(error.message)}\n\n${command.usage}\n`);
    return EXIT.usage;
  }
  const { WriteError } = await import('../lib/core/atomicWrite.ts');
  if (error instanceof WriteError) {
    // A full disk or a read-only folder: the temporary file is already gone.
    io.stderr(`debate-atlas ${name}: could not write ${terminalText(displayPath(io, error.file))} (${error.reason}); nothing was written there\n`);
    return EXIT.problems;
  }
  io.stderr(`debate-atlas ${name}: ${terminalText((error as Error).message)}\n`);
  return EXIT.problems;
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** Runs the CLI on the process's arguments and streams. */
export async function main(): Promise<void> {
  // A reader that stops early (`| head`) is not an error of ours: stop quietly.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  const stdin = processStdin();
  const io: CliIo = {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin: stdin.readStdin,
    restOfStdin: stdin.restOfStdin,
  };
  try {
    process.exitCode = await runCli(process.argv.slice(2), io);
  } finally {
    stdin.close();
  }
}

if (import.meta.main) await main();
