// Defense in depth for "no control character in any output": every check upstream refuses
// or escapes them (parse/controlCharacters.ts, core/escape.ts, notes/noteCode.ts), and this
// look at a finished site (`node scripts/check-output-text.ts dist`, before a deploy) names
// the file and the byte offset of any that got through anyway: a C0 control but tab, line
// feed and carriage return (ESC among them), DEL, or a C1 control (U+0080–U+009F, UTF-8
// C2 80–C2 9F), in a text file of the site (html, xml, json, md, txt, css, js, svg, csv,
// gexf, graphml, webmanifest) or in the name of an entry of one of its zip files; in a
// JSON file and in the search index's page fragments (Pagefind's `.pf_fragment`: gzip of
// `pagefind_dcd` and JSON) written raw or as a JSON escape (`\u001b`, `\b`), which a
// reader decodes. Format characters (Unicode Cf: U+200B, bidi marks) are text, not
// controls (docs/decisions/invisible-characters.md); the fragments hold a U+200B after
// every word by Pagefind's format (docs/decisions/search-index-word-marks.md), counted
// and said, not looked for.
// One pass over the bytes, no decoding: linear, but about 6% of a cold build's CPU at
// 1,000 debates, so not part of every build (docs/benchmarks.md).
import { open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { say } from '../lib/core/terminalText.ts';
import { locatedError } from './locatedError.ts';

const TEXT = /\.(?:html|xml|json|md|txt|css|js|mjs|svg|csv|gexf|graphml|webmanifest)$/i;
/** How many the error names; the rest are counted. */
const NAMED = 20;

export interface ControlFound { file: string; offset: number; byte: string }

/** The offset of the first control character in `bytes` (UTF-8), or -1. */
export function firstControl(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b < 0x20) {
      if (b !== 0x09 && b !== 0x0a && b !== 0x0d) return i;
    } else if (b === 0x7f) return i;
    else if (b === 0xc2) {
      const next = bytes[i + 1];
      if (next !== undefined && next >= 0x80 && next <= 0x9f) return i;
    }
  }
  return -1;
}

/** A control character's code: C0 but tab and line breaks, DEL, C1. */
const isControlCode = (code: number): boolean => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);

/**
 * The offset of the first control character JSON text writes as an escape (`\u001b`,
 * `\u0085`, `\b`, `\f`), or -1, with its code. One pass: each backslash and what it
 * escapes are read together, so `\\b` (a backslash, then b) is text.
 */
export function firstEscapedControl(bytes: Uint8Array): { at: number; code: number } | undefined {
  for (let i = bytes.indexOf(0x5c); i !== -1 && i + 1 < bytes.length; i = bytes.indexOf(0x5c, i)) {
    const next = bytes[i + 1]!;
    if (next === 0x62 || next === 0x66) return { at: i, code: next === 0x62 ? 0x08 : 0x0c };
    if (next === 0x75) {
      const code = Number.parseInt(Buffer.from(bytes.subarray(i + 2, i + 6)).toString('latin1'), 16);
      if (isControlCode(code)) return { at: i, code };
      i += 6;
    } else i += 2;
  }
  return undefined;
}

/** Pagefind's page fragment, decompressed (its `pagefind_dcd` signature and JSON); the bytes as they are if not gzip. */
function fragmentBytes(bytes: Buffer): Buffer {
  try {
    return gunzipSync(bytes);
  } catch {
    return bytes;
  }
}

const U200B = Buffer.from('\u200b', 'utf8');

/** How many times `needle` occurs in `bytes`. */
function occurrences(bytes: Buffer, needle: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + needle.length)) count++;
  return count;
}

/** `U+001B`, or `U+0085` for the two bytes of a C1 control. */
const describe = (bytes: Uint8Array, at: number): string => `U+${(bytes[at] === 0xc2 ? bytes[at + 1]! : bytes[at]!).toString(16).toUpperCase().padStart(4, '0')}`;

/** The entry names of a zip file (its central directory; ZIP64 too), as raw bytes. */
export async function zipEntryNames(file: string): Promise<Uint8Array[]> {
  const handle = await open(file, 'r');
  try {
    const size = (await handle.stat()).size;
    const tailLength = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end < 0) return [];
    let count = tail.readUInt16LE(end + 10);
    let start = tail.readUInt32LE(end + 16);
    let length = tail.readUInt32LE(end + 12);
    const locator = end - 20;
    if ((start === 0xffffffff || count === 0xffff) && locator >= 0 && tail.readUInt32LE(locator) === 0x07064b50) {
      const record = Buffer.alloc(56);
      await handle.read(record, 0, 56, Number(tail.readBigUInt64LE(locator + 8)));
      count = Number(record.readBigUInt64LE(32));
      length = Number(record.readBigUInt64LE(40));
      start = Number(record.readBigUInt64LE(48));
    }
    const directory = Buffer.alloc(length);
    await handle.read(directory, 0, length, start);
    const names: Uint8Array[] = [];
    for (let at = 0, i = 0; i < count && at + 46 <= directory.length && directory.readUInt32LE(at) === 0x02014b50; i++) {
      const nameLength = directory.readUInt16LE(at + 28);
      names.push(directory.subarray(at + 46, at + 46 + nameLength));
      at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    return names;
  } finally {
    await handle.close();
  }
}

/** What a look at a site found: every control character (the first of each file), and the word marks of its search index. */
export interface OutputScan {
  found: ControlFound[];
  /** U+200B in the search index's page fragments, decompressed: Pagefind's word marks (and any the pages' text holds). */
  wordMarks: number;
}

/** The first control character of a text file, raw or, in JSON, escaped. */
function controlIn(bytes: Buffer, json: boolean): { offset: number; byte: string } | undefined {
  const at = firstControl(bytes);
  if (at >= 0) return { offset: at, byte: describe(bytes, at) };
  const escaped = json ? firstEscapedControl(bytes) : undefined;
  return escaped && { offset: escaped.at, byte: `U+${escaped.code.toString(16).toUpperCase().padStart(4, '0')} (a JSON escape)` };
}

/** Every text file, JSON text, search fragment and zip entry name under `root` holding a control character (the first of each, by byte offset), and the fragments' word marks. */
export async function scanOutput(root: string): Promise<OutputScan> {
  const found: ControlFound[] = [];
  let wordMarks = 0;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
  for (const file of files) {
    const relative = path.relative(root, file);
    if (TEXT.test(file)) {
      const control = controlIn(await readFile(file), /\.json$/i.test(file));
      if (control) found.push({ file: relative, ...control });
    } else if (file.endsWith('.pf_fragment')) {
      const bytes = fragmentBytes(await readFile(file));
      wordMarks += occurrences(bytes, U200B);
      const control = controlIn(bytes, true);
      if (control) found.push({ file: `${relative} (decompressed)`, ...control });
    } else if (file.toLowerCase().endsWith('.zip')) {
      for (const name of await zipEntryNames(file)) {
        const at = firstControl(name);
        if (at >= 0) found.push({ file: `${relative}: entry ${Buffer.from(name).toString('utf8')}`, offset: at, byte: describe(name, at) });
      }
    }
  }
  return { found, wordMarks };
}

/** Every file and zip entry name under `root` holding a control character: the first of each, by byte offset. */
export const controlCharactersIn = async (root: string): Promise<ControlFound[]> => (await scanOutput(root)).found;

/** Fails the build, naming each file and offset, if any output of `root` holds a control character; `shownAs` names the folder as published. */
export async function checkOutputText(root: string, shownAs = root): Promise<{ wordMarks: number }> {
  const { found, wordMarks } = await scanOutput(root);
  if (found.length === 0) return { wordMarks };
  const named = found.slice(0, NAMED).map((f) => say`\n  ${path.join(shownAs, f.file)}: ${f.byte} at byte ${f.offset}`).join('');
  const more = found.length > NAMED ? `\n  … and ${found.length - NAMED} more` : '';
  throw locatedError(`the site holds control characters no page, feed or download may carry (a check upstream let them through):${named}${more}`);
}
