// Probe 5 (FAIL 1, ORPH/SIG5): SIGTERM or SIGHUP to `npm run build` alone ended npm at once
// while the build script ran on unattended and published 13–21 s later. The script now
// notices that its starter has ended, as a real process tree shows it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-parent-watch-');

const watcher = path.resolve(import.meta.dirname, '../../../src/integrations/parentWatch.ts');

const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 100));
};

describe('a build whose starter has ended', () => {
  it('is told once its parent process ends, whatever ended it, and not before', async () => {
    const marker = path.join(work, 'gone');
    const ready = path.join(work, 'ready');
    // The grandchild stands for scripts/build.ts, the child for npm: the child is killed alone.
    const grandchild = `import { writeFileSync } from 'node:fs'; import { whenParentEnds } from ${JSON.stringify(watcher)};
      whenParentEnds(() => { writeFileSync(${JSON.stringify(marker)}, 'gone'); process.exit(0); });
      writeFileSync(${JSON.stringify(ready)}, 'ready'); setInterval(() => {}, 1000);`;
    const child = `const { spawn } = require('node:child_process');
      spawn(process.execPath, ['--input-type=module', '-e', ${JSON.stringify(grandchild)}], { stdio: 'ignore' });
      setInterval(() => {}, 1000);`;
    const npm = spawn(process.execPath, ['-e', child], { stdio: 'ignore' });
    await until(() => existsSync(ready));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(existsSync(marker)).toBe(false);
    npm.kill('SIGTERM');
    await until(() => existsSync(marker));
    expect(readFileSync(marker, 'utf8')).toBe('gone');
  }, 60_000);

  it('under npm, is told when npm ends though the shell between them lives on (HUP to npm alone)', async () => {
    const marker = path.join(work, 'npm-gone');
    const ready = path.join(work, 'npm-ready');
    const grandchild = `import { writeFileSync } from 'node:fs'; import { whenParentEnds } from ${JSON.stringify(watcher)};
      whenParentEnds(() => { writeFileSync(${JSON.stringify(marker)}, 'gone'); process.exit(0); });
      writeFileSync(${JSON.stringify(ready)}, 'ready'); setInterval(() => {}, 1000);`;
    // npm starts a script as `sh -c '…'`; the shell outlives npm's hang-up.
    const script = `trap '' HUP; ${JSON.stringify(process.execPath)} --input-type=module -e '${grandchild.replace(/'/g, `'"'"'`)}'; true`;
    const child = `const { spawn } = require('node:child_process');
      spawn('sh', ['-c', ${JSON.stringify(script)}], { stdio: 'ignore', env: { ...process.env, npm_lifecycle_event: 'build' } });
      setInterval(() => {}, 1000);`;
    const npm = spawn(process.execPath, ['-e', child], { stdio: 'ignore' });
    await until(() => existsSync(ready));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(existsSync(marker)).toBe(false);
    npm.kill('SIGHUP');
    await until(() => existsSync(marker));
    expect(readFileSync(marker, 'utf8')).toBe('gone');
  }, 60_000);
});

