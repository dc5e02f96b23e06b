// What a command may touch besides the file system: its streams and working directory.
// Tests pass their own; main.ts passes the process's.
import path from 'node:path';

export interface CliIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Stdin's bytes, at most `limit` + 1 of them: reading stops there. */
  readStdin: (limit: number) => Promise<Uint8Array>;
}

export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

export class UsageError extends Error {}

/** A path as the user should see it: relative to where they ran the command. */
export const displayPath = (io: CliIo, file: string): string => {
  const relative = path.relative(io.cwd, path.resolve(io.cwd, file));
  return (relative.startsWith('..') ? path.resolve(io.cwd, file) : relative).split(path.sep).join('/');
};
