// The file-length check of `npm run lint`: no file under src/ (.ts, .astro, …) over 400 lines.
// Prints each file over the limit and exits 1; Biome checks function length.
//
//   node scripts/check-file-length.ts [folder]
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';

export const MAX_FILE_LINES = 400;

/** Lines of a text as an editor numbers them: a final newline does not start a line. */
export function countLines(text: string): number {
  if (text === '') return 0;
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}

export function filesOverLimit(folder: string, max = MAX_FILE_LINES): { file: string; lines: number }[] {
  const files = fg.sync(['**/*.{ts,tsx,js,mjs,astro,mdx,css}'], { cwd: folder, onlyFiles: true }).sort();
  return files
    .map((file) => ({ file: `${folder}/${file}`, lines: countLines(readFileSync(`${folder}/${file}`, 'utf8')) }))
    .filter(({ lines }) => lines > max);
}

if (import.meta.main) {
  const folder = process.argv[2] ?? 'src';
  const over = filesOverLimit(folder);
  for (const { file, lines } of over) console.error(`${file}: ${lines} lines (at most ${MAX_FILE_LINES})`);
  if (over.length > 0) process.exit(1);
  console.log(`file length: no file in ${folder}/ over ${MAX_FILE_LINES} lines`);
}
