// `astro build` alone writes its lines through this process's own streams; `npm run build`
// reads Astro's from a pipe (scripts/build.ts). Both apply one filter to each line: every
// control character but a colour code made visible, colours only to a terminal, a full
// disk's stack frames left out (diskFull.ts) and the disk summed up in one line at the end.
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { relayedLine } from '../lib/core/terminalText.ts';
import { DiskFullLines, diskFullSummary } from './diskFull.ts';
import { publishedFolderOf } from './outputFolder.ts';
import { AFTER_BUILD_ENV } from './afterBuildEnv.ts';

/** Whether a stream shows colours: a terminal, and NO_COLOR not set. */
export const showsColours = (stream: { isTTY?: boolean }): boolean => stream.isTTY === true && process.env.NO_COLOR === undefined;

export type StreamName = 'stdout' | 'stderr';

/** The lines to print for one line of Astro's output, read from `from`. */
export const filteredLines = (diskFull: DiskFullLines, line: string, from: StreamName, colours: boolean): string[] =>
  diskFull.pass(line, from).map((passed) => relayedLine(passed, colours));

/** The part of a stream this relay needs: its write, and whether it is a terminal. */
export interface WritableLike {
  write: NodeJS.WriteStream['write'];
  isTTY?: boolean;
}

/**
 * Wraps each stream's `write` so that what is written comes out a line at a time through
 * `filteredLines`. A line that is not finished is held until it is, or until a line comes
 * on the other stream (Astro's error after a page's name, which waits for its time), or
 * `end()`. Returns `end`, which prints what is held and then the disk's summary, if any.
 */
export function relayStreams(streams: Record<StreamName, WritableLike>, diskFull: DiskFullLines): { end: (summary: () => string | undefined) => void } {
  const names = Object.keys(streams) as StreamName[];
  const writes = new Map(names.map((name) => [name, streams[name].write.bind(streams[name])]));
  const held = new Map<StreamName, string>(names.map((name) => [name, '']));
  const print = (name: StreamName, lines: readonly string[]) => {
    for (const line of lines) writes.get(name)!(`${line}\n`);
  };
  const emit = (name: StreamName, line: string) => print(name, filteredLines(diskFull, line, name, showsColours(streams[name])));
  const finish = (name: StreamName) => {
    const rest = held.get(name)!;
    held.set(name, '');
    if (rest !== '') emit(name, rest);
  };
  for (const name of names) {
    const decoder = new StringDecoder('utf8');
    streams[name].write = ((chunk: string | Uint8Array, encoding?: BufferEncoding | ((error?: Error | null) => void), callback?: (error?: Error | null) => void) => {
      const text = typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk));
      const parts = (held.get(name)! + text).split('\n');
      held.set(name, parts.pop()!);
      if (parts.length > 0) for (const other of names) if (other !== name) finish(other);
      for (const line of parts) emit(name, line);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done !== undefined) process.nextTick(done, null);
      return true;
    }) as NodeJS.WriteStream['write'];
  }
  return {
    end: (summary) => {
      for (const name of names) {
        finish(name);
        print(name, diskFull.end(name).map((line) => relayedLine(line, showsColours(streams[name]))));
      }
      const said = summary();
      if (said !== undefined) print('stderr', [relayedLine(said, false)]);
    },
  };
}

/**
 * Under `astro build` alone (scripts/build.ts relays Astro's output itself, and sets
 * AFTER_BUILD_ENV), this process's stdout and stderr go through `relayStreams`; as the
 * process exits with a failure after a full disk, one line names the file and each
 * folder's free space, as `npm run build` does.
 */
export default function ownStreams(): AstroIntegration {
  let building = false;
  return {
    name: 'debate-atlas:own-streams',
    hooks: {
      'astro:config:setup': ({ command }) => {
        building = command === 'build' && !process.env[AFTER_BUILD_ENV];
      },
      'astro:config:done': ({ config }) => {
        if (!building) return;
        const diskFull = new DiskFullLines();
        const relay = relayStreams({ stdout: process.stdout, stderr: process.stderr }, diskFull);
        const outDir = fileURLToPath(config.outDir);
        const folders = [
          { what: 'output folder', folder: publishedFolderOf(outDir) ?? outDir },
          { what: 'cache folder', folder: fileURLToPath(config.cacheDir) },
        ];
        process.once('exit', (code) => relay.end(() => (code !== 0 && diskFull.full ? `[build] ${diskFullSummary(folders, diskFull)}` : undefined)));
      },
    },
  };
}
