// `add` never throws on a write fault (probe 2026-12-09 AD5, AD1, AD3): an append-only
// folder (chattr +a: files can be made and linked, never removed or renamed) is simulated
// by failing unlink, rm and rename there with EPERM; what could not be removed is named,
// text from stdin is saved, and the advice matches the cause (no "disk has room" for EPERM).
import * as fsPromises from 'node:fs/promises';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recoveryFolderIn } from '../../../src/cli/fileSystem.ts';
import { runCaptured } from '../../support/cli.ts';
import { fixturePath } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

/** The folder that behaves as append-only, when set. */
const appendOnly: { folder: string | null } = vi.hoisted(() => ({ folder: null }));

vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof fsPromises>();
  const refused = (file: unknown): boolean => appendOnly.folder !== null && String(file).startsWith(appendOnly.folder + '/');
  const eperm = (syscall: string, file: unknown) => Object.assign(new Error(`EPERM: operation not permitted, ${syscall} '${String(file)}'`), { code: 'EPERM', errno: -1, syscall, path: String(file) });
  const guard = <F extends (...args: never[]) => Promise<unknown>>(syscall: string, fn: F): F =>
    (async (...args: Parameters<F>) => { if (refused(args[0])) throw eperm(syscall, args[0]); return fn(...args); }) as F;
  const unlink = guard('unlink', real.unlink);
  const rm = guard('rm', real.rm);
  const rename = guard('rename', real.rename);
  return { ...real, default: { ...real, unlink, rm, rename }, unlink, rm, rename };
});

let dir: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-add-append-only-');
  await mkdir(path.join(dir, 'debates', '2026'), { recursive: true });
  await mkdir(path.join(dir, 'tmp'));
  appendOnly.folder = null;
});

const add = async () =>
  runCaptured(['add', '-', '--content', 'debates'], { cwd: dir, stdin: await readFile(fixturePath('logs/valid-minimal.json'), 'utf8'), writes: { recoveryBase: path.join(dir, 'tmp') } });

describe('add into a folder it cannot remove files from (chattr +a)', () => {
  it('does not throw: names the fault and every file left behind, and saves stdin', async () => {
    appendOnly.folder = path.join(dir, 'debates', '2026');
    const result = await add();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^debate-atlas add: could not write debates\/2026\/is-a-hot-dog-a-sandwich\.json \(operation not permitted, EPERM\); left behind, as they could not be removed: debates\/2026\/\.tmp-[0-9a-f]{12}, debates\/2026\/is-a-hot-dog-a-sandwich\.json; remove them$/m);
    expect(result.stderr).toContain('could not remove the claim file debates/2026/.is-a-hot-dog-a-sandwich.add-claim (operation not permitted, EPERM)');
    const recovery = path.relative(dir, recoveryFolderIn(path.join(dir, 'tmp')));
    expect(result.stderr).toMatch(new RegExp(`saved in ${recovery}/[^ ]+\\.json; once the folder can be written to: debate-atlas add `));
    expect(result.stderr).not.toContain('disk has room');
    expect(result.stderr).not.toMatch(/ENOTDIR|\n\s+at /);
  });

  it('says a file is where the year folder goes (AD3), not EEXIST on the claim', async () => {
    await fsPromises.rm(path.join(dir, 'debates', '2026'), { recursive: true });
    await writeFile(path.join(dir, 'debates', '2026'), 'x');
    const result = await add();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('could not write debates/2026 (a file is where a folder is needed, ENOTDIR); nothing was written there');
    expect(result.stderr).toContain('once the file in the way is moved: debate-atlas add ');
    expect(result.stderr).not.toContain('EEXIST');
    expect(await readdir(path.join(dir, 'debates'))).toEqual(['2026']);
  });
});
