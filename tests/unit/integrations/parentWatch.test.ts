// Probe 5 (FAIL 1, ORPH/SIG5): SIGTERM or SIGHUP to `npm run build` alone ended npm at once
// while the build script ran on unattended and published 13–21 s later. The script now
// notices that its starter has ended, as a real process tree shows it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_EVERY_MS } from '../../../src/integrations/parentWatch.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-parent-watch-');

const watcher = path.resolve(import.meta.dirname, '../../../src/integrations/parentWatch.ts');

/** Until a file appears (a process's report), checked a few times a second; the test's timeout bounds it. */
const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 100));
};

/**
 * The report written, not only made: writeFileSync creates the file before it writes, so a
 * check between the two saw an empty file (a clean-clone CI run, 2026-12-04).
 */
const written = (file: string) => (): boolean => existsSync(file) && readFileSync(file, 'utf8') !== '';

/**
 * The stand-in for scripts/build.ts: watches its starter, writes `gone` when told it ended,
 * and writes `checked` once the watch has looked three times with the starter alive. Its
 * own timer has the watch's period and starts after it, and Node runs timers of one period
 * in the order they were set, so its third tick comes after the watch's third check: the
 * test waits for that, not for a time that a loaded machine may not give the watch.
 */
const standIn = (gone: string, checked: string): string => `import { writeFileSync } from 'node:fs'; import { whenParentEnds } from ${JSON.stringify(watcher)};
      whenParentEnds(() => { writeFileSync(${JSON.stringify(gone)}, 'gone'); process.exit(0); });
      let ticks = 0; const tick = setInterval(() => { if (++ticks === 3) { clearInterval(tick); writeFileSync(${JSON.stringify(checked)}, 'checked'); } }, ${CHECK_EVERY_MS});
      setInterval(() => {}, 1000);`;

describe('a build whose starter has ended', () => {
  it('is told once its parent process ends, whatever ended it, and not before', async () => {
    const marker = path.join(work, 'gone');
    const checked = path.join(work, 'checked');
    // The grandchild stands for scripts/build.ts, the child for npm: the child is killed alone.
    const grandchild = standIn(marker, checked);
    const child = `const { spawn } = require('node:child_process');
      spawn(process.execPath, ['--input-type=module', '-e', ${JSON.stringify(grandchild)}], { stdio: 'ignore' });
      setInterval(() => {}, 1000);`;
    const npm = spawn(process.execPath, ['-e', child], { stdio: 'ignore' });
    await until(() => written(checked)() || existsSync(marker));
    expect(existsSync(marker)).toBe(false);
    npm.kill('SIGTERM');
    await until(written(marker));
    expect(readFileSync(marker, 'utf8')).toBe('gone');
  }, 60_000);

  it('under npm, is told when npm ends though the shell between them lives on (HUP to npm alone)', async () => {
    const marker = path.join(work, 'npm-gone');
    const checked = path.join(work, 'npm-checked');
    const grandchild = standIn(marker, checked);
    // npm starts a script as `sh -c '…'`; the shell outlives npm's hang-up.
    const script = `trap '' HUP; ${JSON.stringify(process.execPath)} --input-type=module -e '${grandchild.replace(/'/g, `'"'"'`)}'; true`;
    const child = `const { spawn } = require('node:child_process');
      spawn('sh', ['-c', ${JSON.stringify(script)}], { stdio: 'ignore', env: { ...process.env, npm_lifecycle_event: 'build' } });
      setInterval(() => {}, 1000);`;
    const npm = spawn(process.execPath, ['-e', child], { stdio: 'ignore' });
    await until(() => written(checked)() || existsSync(marker));
    expect(existsSync(marker)).toBe(false);
    npm.kill('SIGHUP');
    await until(written(marker));
    expect(readFileSync(marker, 'utf8')).toBe('gone');
  }, 60_000);
});

