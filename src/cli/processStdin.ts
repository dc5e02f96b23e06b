// The process's stdin for the CLI's io (cliIo.ts): read up to a limit, the rest left unread
// until a command asks for it (`add` saves an over-large stdin to a recovery file).
import { fstatSync } from 'node:fs';
import { UsageError, type CliIo } from './cliIo.ts';

/** readStdin and restOfStdin over process.stdin, and `close`, which ends stdin once the command is done. */
export function processStdin(): Pick<CliIo, 'readStdin' | 'restOfStdin'> & { close: () => void } {
  let chunks: AsyncIterator<Buffer> | undefined;
  let overflow: Buffer | undefined;
  return {
    readStdin: async (limit) => {
      // `add - < folder`: a folder's descriptor reads as nothing, which would say "empty".
      if (fstatSync(0).isDirectory()) throw new UsageError('standard input is a folder, not a file: pipe a debate log into `-`');
      // Stops at limit + 1 bytes: enough to know the input is too large, never more held.
      // The stream stays open (destroyOnReturn: false) for restOfStdin.
      chunks = process.stdin.iterator({ destroyOnReturn: false })[Symbol.asyncIterator]();
      const read: Buffer[] = [];
      let length = 0;
      while (length <= limit) {
        const next = await chunks.next();
        if (next.done) break;
        read.push(next.value);
        length += next.value.length;
      }
      const all = Buffer.concat(read);
      overflow = all.subarray(limit + 1);
      return all.subarray(0, limit + 1);
    },
    restOfStdin: async function* (stop) {
      // A stop ends a wait for a writer that has gone quiet: the stream is destroyed, the read
      // ends; a stop that came before this began ends it at once.
      const end = () => process.stdin.destroy();
      const stopped = () => stop?.aborted === true;
      if (stopped()) end();
      else stop?.addEventListener('abort', end, { once: true });
      try {
        if (overflow !== undefined && overflow.length > 0 && !stopped()) yield overflow;
        overflow = undefined;
        if (chunks === undefined || stopped()) return;
        for (let next = await chunks.next(); !next.done && !stopped(); next = await chunks.next()) yield next.value;
      } finally {
        stop?.removeEventListener('abort', end);
      }
    },
    close: () => {
      if (chunks !== undefined) process.stdin.destroy();
    },
  };
}
