// The TypeScript of a source file as the lint checks read it: a .ts file whole, an .astro
// component's frontmatter and <script> blocks each with the line it starts on.
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import ts from 'typescript';

export interface CodeBlock {
  /** The file, as listed (relative to the working directory). */
  file: string;
  /** Line of the file (1-based) that the block's first line is. */
  firstLine: number;
  source: ts.SourceFile;
}

/** Every .ts and .astro file under the folders, sorted. */
export function sourceFiles(folders: readonly string[]): string[] {
  return fg.sync(folders.map((folder) => `${folder}/**/*.{ts,astro}`), { onlyFiles: true }).sort();
}

const lineOf = (text: string, index: number): number => {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
};

function astroBlocks(text: string): { code: string; start: number }[] {
  const blocks: { code: string; start: number }[] = [];
  const fence = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (fence) blocks.push({ code: fence[1]!, start: text.indexOf('\n') + 1 });
  const script = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
  for (let match = script.exec(text); match; match = script.exec(text)) {
    blocks.push({ code: match[1]!, start: match.index + match[0].indexOf('>') + 1 });
  }
  return blocks;
}

/** The code blocks of one file, parsed (not type-checked). */
export function codeBlocks(file: string): CodeBlock[] {
  const text = readFileSync(file, 'utf8');
  const parse = (code: string) => ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  if (!file.endsWith('.astro')) return [{ file, firstLine: 1, source: parse(text) }];
  return astroBlocks(text).map(({ code, start }) => ({ file, firstLine: lineOf(text, start), source: parse(code) }));
}

/** 1-based line, in the file, of a position in a block. */
export const fileLine = (block: CodeBlock, position: number): number =>
  block.firstLine + block.source.getLineAndCharacterOfPosition(position).line;
