// `add` loses nothing when a write fails: no claim file is left behind, nothing is left in
// the archive, and text read from stdin is saved to a named recovery file outside it. The
// failures are injected (as root, a read-only folder would not stop a write).
import { mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AddWrites } from '../../../src/cli/cliIo.ts';
import { claimAddress, WriteError } from '../../../src/cli/fileSystem.ts';
import { runCaptured } from '../../support/cli.ts';
import { fixturePath } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

let dir: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-add-recovery-');
  await mkdir(path.join(dir, 'debates'));
});

const fullDisk = (file: string) => new WriteError(file, 'no space left on the device, ENOSPC', 'ENOSPC');

const add = (args: string[], stdin: string, writes: Partial<AddWrites>) =>
  runCaptured(['add', ...args, '--content', 'debates'], { cwd: dir, stdin, writes: { recoveryDir: path.join(dir, 'recovery'), ...writes } });

/** Every file under a folder, dot files included (claims and temporary files would show). */
async function everything(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => path.relative(folder, path.join(e.parentPath, e.name))).sort();
}

describe('add when the debate cannot be written', () => {
  it('saves stdin to a named recovery file outside the archive and leaves no claim behind', async () => {
    // A generated log large enough to be worth losing: 2,000 claims.
    const log = JSON.parse(await readFile(fixturePath('logs/valid-minimal.json'), 'utf8')) as { claims: unknown[] };
    for (let i = 0; i < 2000; i++) log.claims.push({ id: `g${i}`, text: `generated claim ${i}` });
    const text = JSON.stringify(log, null, 2);
    const result = await add(['-'], text, { write: async (file) => { throw fullDisk(file); } });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^debate-atlas add: could not write debates\/2026\/is-a-hot-dog-a-sandwich\.json \(no space left on the device, ENOSPC\); nothing was written there$/m);
    const saved = /the text read from stdin is saved in (recovery\/is-a-hot-dog-a-sandwich-\d{8}T\d{6}-[0-9a-f]{6}\.json); once the disk has room: debate-atlas add \1$/m.exec(result.stderr);
    expect(saved, result.stderr).not.toBeNull();
    expect(await readFile(path.join(dir, saved![1]!), 'utf8')).toBe(text);
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
  });

  it('saves stdin when the claim itself cannot be written', async () => {
    const text = await readFile(fixturePath('logs/valid-minimal.json'), 'utf8');
    const result = await add(['-'], text, { claim: async (folder, name) => { throw fullDisk(path.join(folder, `.${name}.add-claim`)); } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('could not write debates/2026/.is-a-hot-dog-a-sandwich.add-claim (no space left on the device, ENOSPC)');
    expect(result.stderr).toMatch(/saved in recovery\/is-a-hot-dog-a-sandwich-[^ ]+\.json;/);
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
  });

  it('says so when the text cannot be saved either, and never saves it inside the archive', async () => {
    const text = await readFile(fixturePath('logs/valid-minimal.json'), 'utf8');
    const result = await add(['-'], text, { write: async (file) => { throw fullDisk(file); }, recoveryDir: path.join(dir, 'debates', 'rescue') });
    expect(result.stderr).toContain('the text read from stdin could not be saved either (tried debates/rescue)');
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
  });

  it('names the failed write without a recovery file when the input is a file (it still exists)', async () => {
    const result = await add([fileURLToPath(fixturePath('logs/valid-minimal.json'))], '', { write: async (file) => { throw fullDisk(file); } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('could not write debates/2026/is-a-hot-dog-a-sandwich.json');
    expect(result.stderr).not.toContain('recovery');
  });
});

describe('the claim on an address', () => {
  it('is removed when it was created but could not be written (a full disk)', async () => {
    const folder = path.join(dir, 'debates', '2026');
    await expect(claimAddress(folder, 'x', async () => { throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC', syscall: 'write' }); }))
      .rejects.toBeInstanceOf(WriteError);
    expect(await everything(folder)).toEqual([]);
    // …so the next add takes it at once instead of waiting and calling the address busy.
    const next = await claimAddress(folder, 'x');
    expect('release' in next).toBe(true);
    if ('release' in next) await next.release();
  });
});

