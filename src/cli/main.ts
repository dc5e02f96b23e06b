#!/usr/bin/env node
// debate-atlas: the command line. Runs on Node 24 (the project's own runtime), which
// executes these TypeScript files directly.
import { readFileSync } from 'node:fs';
import { runAdd, ADD_USAGE } from './commands/add.ts';
import { runExport, EXPORT_USAGE } from './commands/export.ts';
import { runDiff, DIFF_USAGE } from './commands/diff.ts';
import { runExtract, EXTRACT_USAGE } from './commands/extract.ts';
import { runInit, INIT_USAGE } from './commands/init.ts';
import { runMerge, MERGE_USAGE } from './commands/merge.ts';
import { runRender, RENDER_USAGE } from './commands/render.ts';
import { runValidate, VALIDATE_USAGE } from './commands/validate.ts';
import { EXIT, UsageError, displayPath, type CliIo } from './cliIo.ts';
import { WriteError } from './fileSystem.ts';
import { terminalText } from '../lib/core/terminalText.ts';

const COMMANDS: Record<string, { run: (args: string[], io: CliIo) => Promise<number>; usage: string }> = {
  validate: { run: runValidate, usage: VALIDATE_USAGE },
  extract: { run: runExtract, usage: EXTRACT_USAGE },
  render: { run: runRender, usage: RENDER_USAGE },
  add: { run: runAdd, usage: ADD_USAGE },
  merge: { run: runMerge, usage: MERGE_USAGE },
  export: { run: runExport, usage: EXPORT_USAGE },
  diff: { run: runDiff, usage: DIFF_USAGE },
  init: { run: runInit, usage: INIT_USAGE },
};

export const USAGE = `Usage: debate-atlas <command> [arguments]

${Object.values(COMMANDS).map((c) => c.usage).join('\n\n')}

Exit codes: 0 success, 1 problems in the input (all listed) or a file that could not be
read or written, 2 usage error.`;

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout)(USAGE + '\n');
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version') {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    io.stdout(pkg.version + '\n');
    return EXIT.ok;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.stderr(`debate-atlas: unknown command "${terminalText(name)}"\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(command.usage + '\n');
    return EXIT.ok;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`debate-atlas ${name}: ${terminalText(error.message)}\n\n${command.usage}\n`);
      return EXIT.usage;
    }
    if (error instanceof WriteError) {
      // A full disk or a read-only folder: the temporary file is already gone.
      io.stderr(`debate-atlas ${name}: could not write ${terminalText(displayPath(io, error.file))} (${error.reason}); nothing was written there\n`);
      return EXIT.problems;
    }
    io.stderr(`debate-atlas ${name}: ${terminalText((error as Error).message)}\n`);
    return EXIT.problems;
  }
}

if (import.meta.main) {
  // A reader that stops early (`| head`) is not an error of ours: stop quietly.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  const io: CliIo = {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin: async (limit) => {
      // Stops at limit + 1 bytes: enough to know the input is too large, never more.
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of process.stdin) {
        chunks.push(chunk as Buffer);
        length += (chunk as Buffer).length;
        if (length > limit) break;
      }
      process.stdin.destroy();
      return Buffer.concat(chunks).subarray(0, limit + 1);
    },
  };
  process.exitCode = await runCli(process.argv.slice(2), io);
}
