// The bundled CLI: built from the sources, run only while it matches them, same output.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCliBundle, currentBundle, linkCliBin } from '../../../bin/cliBundle.js';
import { spawnCliSync } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const cli = (entry: string, args: string[]) => spawnCliSync(args, { entry });

describe('the CLI bundle', () => {
  it('prints what the sources print, and is used only while built from today’s sources', { timeout: 300_000 }, async () => {
    const dir = path.join(tempFolder('da-bundle-'), 'cli');
    const { entry, inputs } = await buildCliBundle(dir);
    expect(inputs).toContain('src/cli/commands/validate.ts');
    expect(currentBundle(dir)).toBe(entry);

    for (const args of [['--help'], ['validate', '--help'], ['--version'], ['validate', 'tests/fixtures/logs/valid-minimal.json']]) {
      const bundled = cli(entry, args);
      const sources = cli('src/cli/main.ts', args);
      expect(bundled).toEqual(sources);
    }

    const stampFile = path.join(dir, 'stamp.json');
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { digest: string; inputs: string[] };
    writeFileSync(stampFile, JSON.stringify({ ...stamp, inputs: [...stamp.inputs, 'src/cli/gone.ts'] }));
    expect(currentBundle(dir)).toBeUndefined();
    writeFileSync(stampFile, JSON.stringify({ ...stamp, digest: '0'.repeat(64) }));
    expect(currentBundle(dir)).toBeUndefined();
  });

  it('runs through the launcher, bundle or not', () => {
    const result = cli('bin/debate-atlas.js', ['validate', 'tests/fixtures/logs/valid-minimal.json']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('1 file checked: 1 valid');
  });

  it('links node_modules/.bin/debate-atlas to the launcher, replacing an old link', () => {
    const fakeRoot = tempFolder('da-link-');
    mkdirSync(path.join(fakeRoot, 'node_modules/.bin'), { recursive: true });
    writeFileSync(path.join(fakeRoot, 'node_modules/.bin/debate-atlas'), 'an older file');
    linkCliBin(fakeRoot);
    expect(readlinkSync(path.join(fakeRoot, 'node_modules/.bin/debate-atlas'))).toBe('../../bin/debate-atlas.js');
  });

  it('runs as `npx debate-atlas` through the link `npm ci` made', () => {
    linkCliBin(root);
    const result = spawnSync('npx', ['debate-atlas', '--help'], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: debate-atlas <command>/);
  });
});
