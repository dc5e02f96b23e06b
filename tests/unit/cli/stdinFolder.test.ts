// `add -` with a folder as standard input (probe 6): the real CLI, its own stdin reader.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { tempFolder } from '../../support/tempFolder.ts';

const main = path.join(import.meta.dirname, '../../../src/cli/main.ts');

it('says standard input is a folder, not that the file is empty', () => {
  const dir = tempFolder('debate-atlas-stdin-folder-');
  mkdirSync(path.join(dir, 'content', 'debates'), { recursive: true });
  const folder = openSync(dir, 'r');
  try {
    const run = spawnSync(process.execPath, [main, 'add', '--dry-run', '-'], { cwd: dir, stdio: [folder, 'pipe', 'pipe'], encoding: 'utf8' });
    expect(run.stderr).toContain('standard input is a folder, not a file');
    expect(run.stderr).not.toContain('empty');
    expect(run.status).toBe(2);
  } finally {
    closeSync(folder);
  }
});
