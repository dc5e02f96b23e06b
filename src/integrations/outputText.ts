// Defense in depth for "no control character in any output": every check upstream refuses
// or escapes them (parse/controlCharacters.ts, core/escape.ts, notes/noteCode.ts), and this
// look at a finished site (`node scripts/check-output-text.ts dist`, before a deploy) names
// the file and the byte offset of any that got through anyway: a C0 control but tab, line
// feed and carriage return (ESC among them), DEL, or a C1 control (U+0080–U+009F, UTF-8
// C2 80–C2 9F), in a text file of the site (html, xml, json, md, txt, css, js, svg, csv,
// gexf, graphml, webmanifest) or in the name of an entry of one of its zip files.
// One pass over the bytes, no decoding: linear, but about 6% of a cold build's CPU at
// 1,000 debates, so not part of every build (docs/benchmarks.md).
import { open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
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

/** Every text file and zip entry name under `root` holding a control character: the first of each, by byte offset. */
export async function controlCharactersIn(root: string): Promise<ControlFound[]> {
  const found: ControlFound[] = [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
  for (const file of files) {
    const relative = path.relative(root, file);
    if (TEXT.test(file)) {
      const bytes = await readFile(file);
      const at = firstControl(bytes);
      if (at >= 0) found.push({ file: relative, offset: at, byte: describe(bytes, at) });
    } else if (file.toLowerCase().endsWith('.zip')) {
      for (const name of await zipEntryNames(file)) {
        const at = firstControl(name);
        if (at >= 0) found.push({ file: `${relative}: entry ${Buffer.from(name).toString('utf8')}`, offset: at, byte: describe(name, at) });
      }
    }
  }
  return found;
}

/** Fails the build, naming each file and offset, if any output of `root` holds a control character; `shownAs` names the folder as published. */
export async function checkOutputText(root: string, shownAs = root): Promise<void> {
  const found = await controlCharactersIn(root);
  if (found.length === 0) return;
  const named = found.slice(0, NAMED).map((f) => say`\n  ${path.join(shownAs, f.file)}: ${f.byte} at byte ${f.offset}`).join('');
  const more = found.length > NAMED ? `\n  … and ${found.length - NAMED} more` : '';
  throw locatedError(`the site holds control characters no page, feed or download may carry (a check upstream let them through):${named}${more}`);
}
