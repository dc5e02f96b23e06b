// A folder that cannot be removed is named with the system's own fault: an immutable file
// is EPERM at that file, not the ENOTDIR Node's recursive rm makes of it (probe 2026-12-18a row 37).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeTree } from '../../../src/lib/core/removeTree.ts';
import { tempFolder } from '../../support/tempFolder.ts';

/** Whether this machine lets the test make a file immutable (root on a file system with the flag). */
function immutableFiles(): boolean {
  const probe = tempFolder('da-immutable-probe-');
  const file = path.join(probe, 'f');
  writeFileSync(file, 'x');
  const set = spawnSync('chattr', ['+i', file]).status === 0;
  if (set) execFileSync('chattr', ['-i', file]);
  return set;
}

describe('removeTree', () => {
  it('removes a folder whole, and a missing one quietly', async () => {
    const work = tempFolder('da-remove-tree-');
    mkdirSync(path.join(work, 'a', 'b'), { recursive: true });
    writeFileSync(path.join(work, 'a', 'b', 'f'), 'x');
    await removeTree(path.join(work, 'a'));
    await removeTree(path.join(work, 'never'));
    expect(existsSync(path.join(work, 'a'))).toBe(false);
  });

  it.runIf(immutableFiles())('throws EPERM at the immutable file, not ENOTDIR', async () => {
    const work = tempFolder('da-remove-tree-');
    const folder = path.join(work, 'entry');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'a.json'), 'x');
    writeFileSync(path.join(folder, 'graph.json'), 'y');
    execFileSync('chattr', ['+i', path.join(folder, 'graph.json')]);
    try {
      await expect(removeTree(folder)).rejects.toMatchObject({ code: 'EPERM', path: path.join(folder, 'graph.json') });
    } finally {
      execFileSync('chattr', ['-i', path.join(folder, 'graph.json')]);
    }
  });
});
