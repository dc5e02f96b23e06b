import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions } from '../../../scripts/check-function-length.ts';
import { upwardRule } from '../../../scripts/check-imports.ts';
import { tempFolder } from '../../support/tempFolder.ts';

describe('the import check', () => {
  it('refuses src → tests, src → scripts and scripts → tests', () => {
    expect(upwardRule('src/cli/main.ts', 'tests/support/cli.ts')).toBe('src/ imports tests/');
    expect(upwardRule('src/lib/core/x.ts', 'scripts/support/chromium.ts')).toBe('src/ imports scripts/');
    expect(upwardRule('scripts/bench-atlas.ts', 'tests/support/cli.ts')).toBe('scripts/ imports tests/');
    expect(upwardRule('tests/unit/x.test.ts', 'scripts/support/chromium.ts')).toBeUndefined();
  });

  it('lets a stage import lower tiers and its own folder, never a higher tier or a sibling', () => {
    expect(upwardRule('src/lib/render/view.ts', 'src/lib/graph/types.ts')).toBeUndefined();
    expect(upwardRule('src/lib/render/view.ts', 'src/lib/render/escape.ts')).toBeUndefined();
    expect(upwardRule('src/lib/graph/nodeSize.ts', 'src/lib/render/escape.ts')).toBe('lib/graph (tier 1) imports lib/render (tier 8)');
    expect(upwardRule('src/lib/render/view.ts', 'src/lib/layout/x.ts')).toBe('lib/render (tier 8) imports lib/layout (tier 8)');
    expect(upwardRule('src/lib/merge/x.ts', 'src/site/y.ts')).toBe('src/lib imports outside src/lib');
    expect(upwardRule('src/lib/newstage/x.ts', 'src/lib/core/y.ts')).toBe('src/lib/newstage has no tier in STAGE_TIERS');
  });
});

describe('the function-length check', () => {
  const folder = tempFolder('function-length-');
  const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  // step ${i}`).join('\n');

  it('counts a function from its first line to its last, comments included, in .ts and .astro', () => {
    mkdirSync(path.join(folder, 'c'), { recursive: true });
    writeFileSync(path.join(folder, 'short.ts'), `export function fits() {\n${body(78)}\n}\n`);
    writeFileSync(path.join(folder, 'long.ts'), `// header\nexport const tooLong = () => {\n${body(79)}\n};\n`);
    writeFileSync(
      path.join(folder, 'c/View.astro'),
      `---\nconst x = 1;\n---\n<p>{x}</p>\n<script>\n  function inScript() {\n${body(80)}\n  }\n</script>\n`,
    );
    expect(longFunctions([folder])).toEqual([
      { file: `${folder}/c/View.astro`, line: 6, name: 'inScript', lines: 82 },
      { file: `${folder}/long.ts`, line: 2, name: 'tooLong', lines: 81 },
    ]);
  });
});
