// Probe 5 (FAILs 3, 4: FO-1m, FO-6m, FC-1m): a full output or cache disk while Astro or
// rolldown writes printed their error with a stack (a Rust backtrace for rolldown) and no
// folder. The build script leaves the frames out once the disk is said to be full, and
// names each folder it writes to with the space left there.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskFullLines, diskFullSummary } from '../../../src/integrations/diskFull.ts';
import { tempFolder } from '../../support/tempFolder.ts';

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
    const kept = astro.flatMap((line) => lines.pass(line));
    expect(kept).toEqual([astro[0], astro[1], astro[2], astro[7], astro[11]]);
    expect(lines.full).toBe(true);
    expect(lines.dropped).toBe(7);
  });

  it('names each folder the build writes to and the space left on its disk, a missing one by the folder above', () => {
    const dir = tempFolder('da-disk-full-');
    const summary = diskFullSummary([{ what: 'output folder', folder: path.join(dir, 'dist') }, { what: 'cache folder', folder: dir }], { dropped: 3, failedFile: undefined, panicLeftOut: false });
    expect(summary).toMatch(/^the build stopped: a disk it writes to is full \(ENOSPC\) \(3 lines of stack trace left out: the fault is the disk, not the code\)\. /);
    expect(summary).toMatch(new RegExp(`output folder ${path.join(dir, 'dist').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\d+\\.\\d MB free; cache folder `));
    expect(summary).toContain('the last output folder is as it was');
  });

  // Probe 5, FO-1m, as `npm run build -- --outDir out/site` printed it on 2026-12-02 with
  // out/ a tmpfs of 8 MiB, 1 MiB free (stderr; the frames after it were already left out).
  const rolldown = [
    '15:47:52 [ERROR] [vite] \u2717 Build failed in 20.96s',
    '[UNHANDLEABLE_ERROR] Something went wrong inside rolldown, please report this problem at https://github.com/rolldown/rolldown/issues.',
    'Failed to write file in /w/out/.site.building/.prerender/chunks/jsx-runtime_CgoVUPa1.mjs',
    '',
    'Caused by:',
    '    No space left on device (os error 28)',
    '',
    '',
    'Stack backtrace:',
    '   0: <unknown>',
  ];

  it('leaves rolldown’s panic out when it says the disk is full, and names the file it could not write in the one line after', () => {
    const lines = new DiskFullLines();
    const kept = [...rolldown.flatMap((line) => lines.pass(line, 'stderr')), ...lines.end('stderr')];
    expect(kept).toEqual([rolldown[0]]);
    expect(lines).toMatchObject({ full: true, failedFile: '/w/out/.site.building/.prerender/chunks/jsx-runtime_CgoVUPa1.mjs', panicLeftOut: true, dropped: 2 });
    const dir = tempFolder('da-disk-full-');
    const summary = diskFullSummary([{ what: 'output folder', folder: path.join(dir, 'site') }], lines);
    expect(summary).toMatch(/^the build stopped: a disk it writes to is full \(ENOSPC\): could not write \/w\/out\/\.site\.building\/\.prerender\/chunks\/jsx-runtime_CgoVUPa1\.mjs \(rolldown's panic message and 2 lines of stack trace left out: the fault is the disk, not the code\)\. output folder /);
    expect(summary).not.toContain('\n');
    expect(summary).not.toContain('please report');
  });

  it('passes rolldown’s panic on whole when it is not a full disk, in order, on the stream it came from', () => {
    const lines = new DiskFullLines();
    const panic = [rolldown[1]!, 'Caused by:', '    index out of bounds'];
    expect(lines.pass(panic[0]!, 'stderr')).toEqual([]);
    expect(lines.pass('15:47:53 [build] an stdout line meanwhile', 'stdout')).toEqual(['15:47:53 [build] an stdout line meanwhile']);
    expect(lines.pass(panic[1]!, 'stderr')).toEqual([]);
    expect(lines.pass(panic[2]!, 'stderr')).toEqual([]);
    expect(lines.pass('15:47:54 [ERROR] next', 'stderr')).toEqual([...panic, '15:47:54 [ERROR] next']);
    expect(lines.pass(panic[0]!, 'stderr')).toEqual([]);
    expect(lines.end('stderr')).toEqual([panic[0]]);
    expect(lines.full).toBe(false);
  });
});
