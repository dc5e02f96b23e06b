// Writing a file made in chunks (the atlas's downloads, `merge -o` of a large archive):
// hundreds of megabytes that are never held as one string.
import type { FileHandle } from 'node:fs/promises';

/** Bytes gathered before each write: few system calls, and never more than this held. */
const WRITE_BYTES = 1 << 20;

/** Writes `chunks` in order at the handle's position. */
export async function writeChunksTo(handle: FileHandle, chunks: Iterable<string | Uint8Array>): Promise<void> {
  // Text and bytes are gathered apart (an exporter yields one kind): strings are joined
  // and encoded once per write, byte chunks concatenated once.
  let pending: Array<string | Uint8Array> = [];
  let size = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    size = 0;
    // writeFile on a handle writes at its position and loops until all is written.
    await handle.writeFile(typeof batch[0] === 'string' ? (batch as string[]).join('') : Buffer.concat(batch as Uint8Array[]));
  };
  for (const chunk of chunks) {
    if (pending.length > 0 && typeof chunk !== typeof pending[0]) await flush();
    pending.push(chunk);
    size += chunk.length;
    if (size >= WRITE_BYTES) await flush();
  }
  await flush();
}
