// The import check of `npm run lint`: imports point down, never up. Nothing in src/ imports
// scripts/ or tests/; nothing in scripts/ imports tests/ (tests are the top consumer:
// what both need lives in scripts/support/); src/lib imports nothing outside src/lib; and a
// folder of src/lib imports only its own tier's folder and lower tiers (STAGE_TIERS,
// explained in docs/architecture.md). Prints each upward import and exits 1.
//
//   node scripts/check-imports.ts
import path from 'node:path';
import ts from 'typescript';
import { codeBlocks, fileLine, sourceFiles, type CodeBlock } from './support/sourceCode.ts';

/** The folders of src/lib, lowest first; a folder may import its own and lower tiers only. */
export const STAGE_TIERS: readonly (readonly string[])[] = [
  ['core'],
  ['graph'],
  ['parse'],
  ['schemas'],
  ['extract'],
  ['formats'],
  ['corrections', 'lint', 'analysis'],
  ['merge'],
  ['layout', 'render'],
  ['export', 'archive'],
  ['atlas', 'notes'],
];

export interface UpwardImport {
  file: string;
  line: number;
  target: string;
  rule: string;
}

const tierOf = (folder: string): number => STAGE_TIERS.findIndex((tier) => tier.includes(folder));

/** Why `from` may not import `to` (paths relative to the project root), or undefined. */
export function upwardRule(from: string, to: string): string | undefined {
  const [fromTop, fromSub, fromStage = ''] = from.split('/');
  const [toTop, toSub, toStage = ''] = to.split('/');
  if (fromTop === 'src' && (toTop === 'scripts' || toTop === 'tests')) return `src/ imports ${toTop}/`;
  if (fromTop === 'scripts' && toTop === 'tests') return 'scripts/ imports tests/';
  if (fromTop !== 'src' || fromSub !== 'lib') return undefined;
  if (toTop !== 'src' || toSub !== 'lib') return 'src/lib imports outside src/lib';
  if (fromStage === toStage || !to.includes('/', 'src/lib/'.length)) return undefined;
  const [fromTier, toTier] = [tierOf(fromStage), tierOf(toStage)];
  if (fromTier === -1 || toTier === -1) return `src/lib/${fromTier === -1 ? fromStage : toStage} has no tier in STAGE_TIERS`;
  return toTier >= fromTier ? `lib/${fromStage} (tier ${fromTier}) imports lib/${toStage} (tier ${toTier})` : undefined;
}

function specifiers(block: CodeBlock): { text: string; position: number }[] {
  const found: { text: string; position: number }[] = [];
  const visit = (node: ts.Node): void => {
    const literal =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? node.arguments[0]
          : ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)
            ? node.argument.literal
            : undefined;
    if (literal && ts.isStringLiteralLike(literal)) found.push({ text: literal.text, position: literal.getStart() });
    ts.forEachChild(node, visit);
  };
  visit(block.source);
  return found;
}

export function upwardImports(folders: readonly string[] = ['src', 'scripts']): UpwardImport[] {
  const found: UpwardImport[] = [];
  for (const file of sourceFiles(folders)) {
    for (const block of codeBlocks(file)) {
      for (const { text, position } of specifiers(block)) {
        if (!text.startsWith('.')) continue;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), text));
        const rule = upwardRule(file, target);
        if (rule) found.push({ file, line: fileLine(block, position), target, rule });
      }
    }
  }
  return found;
}

if (import.meta.main) {
  const found = upwardImports();
  for (const { file, line, target, rule } of found) console.error(`${file}:${line}: imports ${target}: ${rule}`);
  if (found.length > 0) process.exit(1);
  console.log('imports: none points up (src/lib tiers, src → scripts/tests, scripts → tests)');
}
