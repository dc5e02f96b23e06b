// The function-length check of `npm run lint`: no function in src/ (.ts files and the
// frontmatter and <script> blocks of .astro files) spans more than 80 lines, counted from
// its first line to its last, comments and blank lines inside it included. Biome's rule
// counts body lines only. Prints each function over the limit and exits 1.
//
//   node scripts/check-function-length.ts [folder…]
import ts from 'typescript';
import { codeBlocks, fileLine, sourceFiles, type CodeBlock } from './support/sourceCode.ts';

export const MAX_FUNCTION_LINES = 80;

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText();
  }
  return ts.isConstructorDeclaration(node) ? 'constructor' : '(anonymous)';
}

function longFunctionsIn(block: CodeBlock, max: number): LongFunction[] {
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const line = fileLine(block, fn.getStart(block.source));
      const lines = fileLine(block, fn.getEnd()) - line + 1;
      if (lines > max) found.push({ file: block.file, line, name: nameOf(fn), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(block.source);
  return found;
}

export function longFunctions(folders: readonly string[], max = MAX_FUNCTION_LINES): LongFunction[] {
  return sourceFiles(folders).flatMap((file) => codeBlocks(file).flatMap((block) => longFunctionsIn(block, max)));
}

if (import.meta.main) {
  const folders = process.argv.length > 2 ? process.argv.slice(2) : ['src'];
  const over = longFunctions(folders);
  for (const { file, line, name, lines } of over) {
    console.error(`${file}:${line}: ${name} spans ${lines} lines (at most ${MAX_FUNCTION_LINES})`);
  }
  if (over.length > 0) process.exit(1);
  console.log(`function length: no function in ${folders.join(', ')} over ${MAX_FUNCTION_LINES} lines`);
}
