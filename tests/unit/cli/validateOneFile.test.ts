// `validate` of one file inside the archive, as a pull request's check runs it: a file whose
// address another file already has is told so, whichever of the two comes first (probe 62 row 3).
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCaptured } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';
import { fixturePath } from '../fixtureSource.ts';

const valid = fileURLToPath(fixturePath('logs/valid-minimal.json'));
let dir: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-validate-one-');
  await mkdir(path.join(dir, 'content', 'debates'), { recursive: true });
  for (const name of ['Dup.json', 'dup.json', 'cafe\u0301.json', 'caf\u00e9.json', 'alone.json']) await copyFile(valid, path.join(dir, 'content', 'debates', name));
});

describe('validate one file inside the archive', () => {
  it.each(['Dup.json', 'dup.json', 'cafe\u0301.json', 'caf\u00e9.json'])('%s: exit 1, the shared address named', async (name) => {
    const { code, stderr } = await runCaptured(['validate', '--', `content/debates/${name}`], { cwd: dir });
    expect(code).toBe(1);
    expect(stderr).toMatch(/error \[slug-collision\] has the same address \/debates\/(dup|café)\//u);
  });
  it('a file with an address of its own: exit 0', async () => {
    const { code } = await runCaptured(['validate', '--', 'content/debates/alone.json'], { cwd: dir });
    expect(code).toBe(0);
  });
});
