// Turning the bytes of an untrusted file into text: UTF-8 only, a byte-order mark
// and CRLF line ends accepted, size bounded so no input can exhaust the build.
import type { Diagnostic } from '../core/diagnostics.ts';
import { MAX_SOURCE_BYTES } from '../core/limits.ts';

/** A decoded input file. `file` is the name diagnostics use. */
export interface SourceText {
  file: string;
  text: string;
}

/** Logs are text written by agents; anything larger than this is refused, not parsed. */
export { MAX_SOURCE_BYTES };

export type Decoded = { ok: true; source: SourceText } | { ok: false; diagnostic: Diagnostic };

export function decodeSource(file: string, bytes: Uint8Array): Decoded {
  const fail = (code: string, message: string, line?: number, column?: number): Decoded => ({
    ok: false,
    diagnostic: { severity: 'error', code, file, message, ...(line === undefined ? {} : { line, column }) },
  });
  if (bytes.length > MAX_SOURCE_BYTES) {
    return fail('too-large', `file is ${bytes.length} bytes; the limit is ${MAX_SOURCE_BYTES} bytes`);
  }
  const invalid = invalidUtf8Bytes(bytes, MAX_PLACES_LISTED + 1);
  if (invalid.length > 0) {
    // Every bad place is named in the one error (at the first), so one fix does not reveal the next (probe 25, E2).
    const places = bytePositions(bytes, invalid);
    const at = (k: number) => `byte 0x${bytes[invalid[k]!]!.toString(16).padStart(2, '0')} at offset ${invalid[k]}`;
    const others = places.slice(1, MAX_PLACES_LISTED).map((p, k) => `line ${p.line} column ${p.column} (${at(k + 1)})`);
    const more = invalid.length > MAX_PLACES_LISTED ? ', and more' : '';
    const also = others.length > 0 ? `; also at ${others.join(', ')}${more}` : '';
    return fail('invalid-utf8', `not valid UTF-8 (${at(0)})${also}; save the file as UTF-8`, places[0]!.line, places[0]!.column);
  }
  let text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  text = text.replace(/\r\n?/g, '\n');
  if (text.trim() === '') return fail('empty', 'file is empty');
  return { ok: true, source: { file, text } };
}

/** Bad places of a file past the first that its one invalid-utf8 error names. */
const MAX_PLACES_LISTED = 10;

/** Offsets of the bytes that break UTF-8, up to `limit`: each bad sequence once (its continuation bytes are part of it). */
function invalidUtf8Bytes(bytes: Uint8Array, limit: number): number[] {
  const found: number[] = [];
  for (let at = firstInvalidUtf8Byte(bytes); at !== -1 && found.length < limit;) {
    found.push(at);
    let next = at + 1;
    while (next < bytes.length && (bytes[next]! & 0xc0) === 0x80) next++;
    at = firstInvalidUtf8Byte(bytes, next);
  }
  return found;
}

/** Offset of the first byte from `from` that breaks UTF-8 (overlongs and surrogates included), or -1. */
export function firstInvalidUtf8Byte(bytes: Uint8Array, from = 0): number {
  let i = from;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) { i++; continue; }
    let need: number, min: number;
    if (b >= 0xc2 && b <= 0xdf) { need = 1; min = 0x80; }
    else if (b >= 0xe0 && b <= 0xef) { need = 2; min = 0x800; }
    else if (b >= 0xf0 && b <= 0xf4) { need = 3; min = 0x10000; }
    else return i;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

/** Line and column of each offset (ascending), in one pass over the bytes. */
function bytePositions(bytes: Uint8Array, offsets: readonly number[]): Array<{ line: number; column: number }> {
  const places: Array<{ line: number; column: number }> = [];
  let line = 1, lineStart = 0, i = 0;
  for (const offset of offsets) {
    for (; i < offset; i++) if (bytes[i] === 0x0a) { line++; lineStart = i + 1; }
    places.push({ line, column: offset - lineStart + 1 });
  }
  return places;
}

/** Maps character offsets in a text to 1-based line and column. */
export class LineIndex {
  readonly #starts: number[] = [0];
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.#starts.push(i + 1);
  }
  position(offset: number): { line: number; column: number } {
    let lo = 0, hi = this.#starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.#starts[mid]! <= offset) lo = mid; else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.#starts[lo]! + 1 };
  }
}
