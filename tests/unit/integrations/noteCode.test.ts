// `astro dev` compiles a note as it is edited, past the content loader's check: the Vite
// plugin refuses a note with code before @astrojs/mdx turns it into a module.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { satteri } from '@astrojs/markdown-satteri';
import noteCode, { dropLayout } from '../../../src/integrations/noteCode.ts';

type Transform = (code: string, id: string) => null;

function transformOf(env: Record<string, string> = {}): Transform {
  const saved = { ...process.env };
  Object.assign(process.env, { DEBATE_ATLAS_CONTENT: 'content/debates', DEBATE_ATLAS_NOTES: '', ...env });
  let plugin: { transform: Transform } | undefined;
  try {
    const setup = noteCode().hooks['astro:config:setup'] as (options: unknown) => void;
    setup({ config: { root: pathToFileURL('/project/'), markdown: { processor: { name: 'satteri', options: { mdastPlugins: [] } } } }, updateConfig: (c: { vite: { plugins: Array<{ transform: Transform }> } }) => { plugin = c.vite.plugins[0]; } });
  } finally {
    process.env = saved;
  }
  return plugin!.transform;
}

const ESM = "---\ntitle: x\n---\nexport const host = (await import('node:fs')).readFileSync('/etc/hostname')\n";

describe('the note-code Vite plugin', () => {
  it('refuses a note with code under the notes folder, located, with no stack', () => {
    const transform = transformOf();
    let thrown: Error | undefined;
    try {
      transform(ESM, path.join('/project/content/notes', 'fs.mdx'));
    } catch (error) {
      thrown = error as Error;
    }
    expect(thrown?.message).toMatch(/^1 problem in notes \(nothing was published\):\n {2}content\/notes\/fs\.mdx:4:1: error \[note-code\] an `import` or `export`/);
    expect(thrown?.stack).toBe('');
  });

  it('refuses a note whose frontmatter names a layout or a slug, trusted or not (issue 30)', () => {
    for (const env of [{}, { DEBATE_ATLAS_TRUSTED_NOTES: 'x.mdx' }] as Array<Record<string, string>>) {
      expect(() => transformOf(env)('---\ntitle: x\nlayout: ./_evil.mjs\nslug: ../../a\n---\nText.\n', '/project/content/notes/x.mdx')).toThrow(
        /^2 problems in notes \(nothing was published\):\n {2}content\/notes\/x\.mdx:3:1: error \[schema\] layout: .*\n {2}content\/notes\/x\.mdx:4:1: error \[schema\] slug: /,
      );
    }
  });

  it('leaves the project’s own MDX, clean notes and trusted notes alone', () => {
    expect(transformOf()(ESM, '/project/src/pages/formats.mdx')).toBeNull();
    expect(transformOf()('export const x = {a: 1}', '/project/content/notes/fs.mdx?astroPropagatedAssets')).toBeNull();
    expect(transformOf()('---\ntitle: x\n---\n<Claim ref="a:c1" />\n', '/project/content/notes/ok.mdx')).toBeNull();
    expect(transformOf({ DEBATE_ATLAS_TRUSTED_NOTES: 'fs.mdx' })(ESM, '/project/content/notes/fs.mdx')).toBeNull();
  });
});

// Issue 30 (probe 2026-12-07 NL, NL2): `layout: ./_evil.mjs` in a note's frontmatter made
// @astrojs/mdx import and run that file. The schema refuses the key first; behind it, the
// compiler Astro runs never sees it (the same processor the site's config gets).
describe('a frontmatter layout, past every check', () => {
  const compile = async (processor: ReturnType<typeof satteri>, frontmatter: Record<string, unknown>) => {
    const renderer = await processor.createMdxRenderer!({ syntaxHighlight: false, shikiConfig: {}, gfm: true, smartypants: true } as never, { optimize: false, srcDir: pathToFileURL('/project/src/'), sourcemap: false } as never);
    return (await renderer.process('# Hi\n', '/project/content/notes/x.mdx', frontmatter)).code;
  };

  it('is an import of the file it names in the MDX compiler as it comes', async () => {
    expect(await compile(satteri(), { title: 'x', layout: './_evil.mjs' })).toContain('import __astro_layout_component__ from "./_evil.mjs"');
  });

  it('is never an import once the integration has set the processor up', async () => {
    const processor = satteri();
    dropLayout(processor);
    for (const layout of ['./_evil.mjs', '../debates/helper.js', '../../../../etc/passwd']) {
      const code = await compile(processor, { title: 'x', layout });
      expect(code).not.toContain('__astro_layout_component__');
      expect(code).not.toContain(layout);
    }
  });

  it('refuses a processor it cannot guard, at setup', () => {
    expect(() => dropLayout({ name: 'unified', options: {} })).toThrow(/satteri Markdown processor only, not "unified"/);
  });
});
