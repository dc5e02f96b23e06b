// `astro dev` compiles a note as it is edited, past the content loader's check: the Vite
// plugin refuses a note with code before @astrojs/mdx turns it into a module.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import noteCode from '../../../src/integrations/noteCode.ts';

type Transform = (code: string, id: string) => null;

function transformOf(env: Record<string, string> = {}): Transform {
  const saved = { ...process.env };
  Object.assign(process.env, { DEBATE_ATLAS_CONTENT: 'content/debates', DEBATE_ATLAS_NOTES: '', ...env });
  let plugin: { transform: Transform } | undefined;
  try {
    const setup = noteCode().hooks['astro:config:setup'] as (options: unknown) => void;
    setup({ config: { root: pathToFileURL('/project/') }, updateConfig: (c: { vite: { plugins: Array<{ transform: Transform }> } }) => { plugin = c.vite.plugins[0]; } });
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

  it('leaves the project’s own MDX, clean notes and trusted notes alone', () => {
    expect(transformOf()(ESM, '/project/src/pages/formats.mdx')).toBeNull();
    expect(transformOf()('export const x = {a: 1}', '/project/content/notes/fs.mdx?astroPropagatedAssets')).toBeNull();
    expect(transformOf()('---\ntitle: x\n---\n<Claim ref="a:c1" />\n', '/project/content/notes/ok.mdx')).toBeNull();
    expect(transformOf({ DEBATE_ATLAS_TRUSTED_NOTES: 'fs.mdx' })(ESM, '/project/content/notes/fs.mdx')).toBeNull();
  });
});
