// The output folder emptied as a build begins (src/integrations/outputFolder.ts): at once
// (entries renamed into the cache folder), then deleted on a thread; `.git` kept.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyOutputFolder } from '../../../src/integrations/outputFolder.ts';

const work = mkdtempSync(path.join(tmpdir(), 'da-output-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function lastBuild(outDir: string): void {
  mkdirSync(path.join(outDir, 'debates/2026/a'), { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), '<p>old</p>');
  writeFileSync(path.join(outDir, 'debates/2026/a/index.html'), '<p>old</p>');
  mkdirSync(path.join(outDir, '.git'));
  writeFileSync(path.join(outDir, '.git/HEAD'), 'ref: refs/heads/gh-pages\n');
}

describe('emptying the output folder', () => {
  it('leaves it empty but for .git at once, and deletes the old entries and any stopped build’s leftovers after', async () => {
    const outDir = path.join(work, 'dist');
    const trashRoot = path.join(work, 'cache/debate-atlas/old-output');
    lastBuild(outDir);
    mkdirSync(path.join(trashRoot, 'output-stopped'), { recursive: true });
    writeFileSync(path.join(trashRoot, 'output-stopped/index.html'), '<p>older</p>');

    const { deleted } = emptyOutputFolder(outDir, trashRoot);
    expect(readdirSync(outDir)).toEqual(['.git']);
    await deleted;
    expect(readdirSync(trashRoot)).toEqual([]);
    expect(existsSync(path.join(outDir, '.git/HEAD'))).toBe(true);
  });

  it('does nothing to a folder that is not there yet', async () => {
    const { deleted } = emptyOutputFolder(path.join(work, 'none'), path.join(work, 'cache-none'));
    await deleted;
    expect(existsSync(path.join(work, 'none'))).toBe(false);
    expect(existsSync(path.join(work, 'cache-none'))).toBe(false);
  });

  it('deletes the entries where they are when the cache folder lies inside the output folder', async () => {
    const outDir = path.join(work, 'dist-holding-cache');
    lastBuild(outDir);
    const { deleted } = emptyOutputFolder(outDir, path.join(outDir, '.cache/debate-atlas/old-output'));
    await deleted;
    expect(readdirSync(outDir)).toEqual(['.git']);
  });
});
