// Probe 5 (FAILs 3, 4: FO-1m, FO-6m, FC-1m): a full output or cache disk while Astro or
// rolldown writes printed their error with a stack (a Rust backtrace for rolldown) and no
// folder. The build script leaves the frames out once the disk is said to be full, and
// names each folder it writes to with the space left there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskFullLines, diskFullSummary } from '../../../src/integrations/diskFull.ts';

describe('a full disk during astro build', () => {
  it('keeps every line until the disk is said to be full, then leaves the stack frames out', () => {
    const lines = new DiskFullLines();
    const astro = [
      '13:05:44 [build] Building static entrypoints...',
      '    at ordinary (a frame before any disk fault is kept)',
      '[ERROR] ENOSPC: no space left on device, write',
      '  Location:',
      '    /x/node_modules/astro/dist/core/build/incremental.js:171:5',
      '  Stack trace:',
      '    at async write (node:internal/fs/promises:1450:8)',
      'Caused by: No space left on device (os error 28)',
      'Stack backtrace:',
      '   0: rolldown::write',
      '             at /rust/src/lib.rs:12:5',
      '13:05:50 [build] next line',
    ];
    const kept = astro.map((line) => lines.pass(line)).filter((line) => line !== undefined);
    expect(kept).toEqual([astro[0], astro[1], astro[2], astro[4], astro[7], astro[11]]);
    expect(lines.full).toBe(true);
    expect(lines.dropped).toBe(6);
  });

  it('names each folder the build writes to and the space left on its disk, a missing one by the folder above', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'da-disk-full-'));
    try {
      const summary = diskFullSummary([{ what: 'output folder', folder: path.join(dir, 'dist') }, { what: 'cache folder', folder: dir }], 3);
      expect(summary).toMatch(/^the build stopped: a disk it writes to is full \(ENOSPC\) \(3 lines of stack trace left out: the fault is the disk, not the code\)\. /);
      expect(summary).toMatch(new RegExp(`output folder ${path.join(dir, 'dist').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\d+\\.\\d MB free; cache folder `));
      expect(summary).toContain('the last output folder is as it was');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
