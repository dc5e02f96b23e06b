// `add` loses nothing when a write fails: no claim file is left behind, nothing is left in
// the archive, and text read from stdin is saved to a named recovery file outside it. The
// failures are injected (as root, a read-only folder would not stop a write).
import { chmod, chown, lstat, mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AddWrites } from '../../../src/cli/cliIo.ts';
import { claimAddress, holderOfClaim, recoveryFolderIn, WriteError } from '../../../src/cli/fileSystem.ts';
import { runCaptured } from '../../support/cli.ts';
import { fixturePath } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

let dir: string;
/** The stand-in for the temp folder: tests never touch the real one's recovery folder. */
let base: string;
/** The user's recovery folder in it, relative to `dir` as messages show it. */
let recovery: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-add-recovery-');
  await mkdir(path.join(dir, 'debates'));
  base = path.join(dir, 'tmp');
  await mkdir(base);
  recovery = path.relative(dir, recoveryFolderIn(base));
});

const fullDisk = (file: string) => new WriteError(file, 'no space left on the device, ENOSPC', 'ENOSPC');

const add = (args: string[], stdin: string, writes: Partial<AddWrites>) =>
  runCaptured(['add', ...args, '--content', 'debates'], { cwd: dir, stdin, writes: { recoveryBase: base, ...writes } });
const failingWrite = { write: async (file: string) => { throw fullDisk(file); } };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
    const saved = new RegExp(`the text read from stdin is saved in (${escaped(recovery)}/is-a-hot-dog-a-sandwich-\\d{8}T\\d{6}-[0-9a-f]{6}\\.json); once the disk has room: debate-atlas add \\1 --content debates$`, 'm').exec(result.stderr);
    expect(saved, result.stderr).not.toBeNull();
    expect(await readFile(path.join(dir, saved![1]!), 'utf8')).toBe(text);
    // Made for the user alone: the folder 0700, the file 0600.
    expect((await lstat(path.join(dir, recovery))).mode & 0o777).toBe(0o700);
    expect((await lstat(path.join(dir, saved![1]!))).mode & 0o777).toBe(0o600);
    expect(result.stderr).not.toContain('not saved in');
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
  });

  it('saves stdin when the claim itself cannot be written', async () => {
    const text = await readFile(fixturePath('logs/valid-minimal.json'), 'utf8');
    const result = await add(['-'], text, { claim: async (folder, name) => { throw fullDisk(path.join(folder, `.${name}.add-claim`)); } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('could not write debates/2026/.is-a-hot-dog-a-sandwich.add-claim (no space left on the device, ENOSPC)');
    expect(result.stderr).toMatch(new RegExp(`saved in ${escaped(recovery)}/is-a-hot-dog-a-sandwich-[^ ]+\\.json;`));
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
  });

  it('says so when the text cannot be saved either, and never saves it inside the archive', async () => {
    const text = await readFile(fixturePath('logs/valid-minimal.json'), 'utf8');
    // Run from inside the archive, its temp folder there too: neither place may take the file.
    const inside = path.join(dir, 'debates', 'rescue');
    await mkdir(inside);
    const result = await runCaptured(['add', '-', '--content', '.'], { cwd: path.join(dir, 'debates'), stdin: text, writes: { ...failingWrite, recoveryBase: inside } });
    expect(result.stderr).toContain(`the text read from stdin could not be saved either (tried rescue/${path.basename(recovery)}, .)`);
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
  });

  it('names the failed write without a recovery file when the input is a file (it still exists)', async () => {
    const result = await add([fileURLToPath(fixturePath('logs/valid-minimal.json'))], '', { write: async (file) => { throw fullDisk(file); } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('could not write debates/2026/is-a-hot-dog-a-sandwich.json');
    expect(result.stderr).not.toContain('recovery');
  });
});

describe('the recovery folder planted by another user (probe 2026-12-07, R1 and R3)', () => {
  const text = () => readFile(fixturePath('logs/valid-minimal.json'), 'utf8');
  /** The one recovery file saved in the working folder, instead of the temp folder's. */
  const savedInWorkingFolder = async (stderr: string): Promise<string> => {
    const saved = /the text read from stdin is saved in (is-a-hot-dog-a-sandwich-\d{8}T\d{6}-[0-9a-f]{6}\.json);/.exec(stderr);
    expect(saved, stderr).not.toBeNull();
    expect((await lstat(path.join(dir, saved![1]!))).mode & 0o777).toBe(0o600);
    return saved![1]!;
  };

  it('never writes through a symbolic link at the recovery folder: refused, said, saved in the working folder', async () => {
    const victim = path.join(dir, 'victim');
    await mkdir(victim);
    await writeFile(path.join(victim, 'important.txt'), 'keep');
    await symlink(victim, path.join(dir, recovery));
    const result = await add(['-'], await text(), failingWrite);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`  not saved in ${recovery}: it is a symbolic link; a recovery file goes only in a folder of yours no one else can write to\n`);
    expect(await readdir(victim)).toEqual(['important.txt']);
    expect(await readFile(path.join(dir, await savedInWorkingFolder(result.stderr)), 'utf8')).toBe(await text());
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('does not use a recovery folder others can write to (mode 0777), nor one of another user', async () => {
    await mkdir(path.join(dir, recovery));
    await chmod(path.join(dir, recovery), 0o777);
    const result = await add(['-'], await text(), failingWrite);
    expect(result.stderr).toContain(`  not saved in ${recovery}: others can write to it (mode 0777);`);
    expect(await readdir(path.join(dir, recovery))).toEqual([]);
    await savedInWorkingFolder(result.stderr);
  });

  it.skipIf(process.getuid?.() !== 0)('does not use a folder of another user (as root: one chowned to nobody)', async () => {
    await mkdir(path.join(dir, recovery), { mode: 0o700 });
    await chown(path.join(dir, recovery), 65534, 65534);
    const result = await add(['-'], await text(), failingWrite);
    expect(result.stderr).toContain(`  not saved in ${recovery}: it belongs to another user (uid 65534);`);
    expect(await readdir(path.join(dir, recovery))).toEqual([]);
    await savedInWorkingFolder(result.stderr);
  });

  it('does not use a recovery folder planted as a file, nor one in a temp folder others can rename it in', async () => {
    await writeFile(path.join(dir, recovery), 'planted');
    const planted = await add(['-'], await text(), failingWrite);
    expect(planted.stderr).toContain(`  not saved in ${recovery}: it is not a folder;`);
    await savedInWorkingFolder(planted.stderr);
    // A temp folder anyone may write to and not sticky: another user could swap the folder.
    const open = path.join(dir, 'open-tmp');
    await mkdir(open);
    await chmod(open, 0o777);
    const result = await add(['-'], await text(), { ...failingWrite, recoveryBase: open });
    expect(result.stderr).toMatch(/ not saved in open-tmp\/debate-atlas-recovery[^:]*: the folder it is in, .*open-tmp, cannot be used: others can write to it \(mode 0777\);/);
    expect(await readdir(open)).toEqual([]);
    // …while a sticky one (as /tmp is, mode 1777) keeps others from renaming what is ours.
    await chmod(open, 0o1777);
    const sticky = await add(['-'], await text(), { ...failingWrite, recoveryBase: open });
    expect(sticky.stderr).toMatch(/the text read from stdin is saved in open-tmp\/debate-atlas-recovery[^/]*\/is-a-hot-dog/);
  });

  it('uses the working folder only when it is safe too, else says the text is lost', async () => {
    await symlink(path.join(dir, 'nowhere'), path.join(dir, recovery));
    await chmod(dir, 0o777);
    const result = await add(['-'], await text(), failingWrite);
    expect(result.stderr).toContain('  not saved in .: others can write to it (mode 0777);');
    expect(result.stderr).toContain('could not be saved either');
    expect((await readdir(dir)).sort()).toEqual(['debates', 'tmp']);
  });
});

describe('the working folder, the fallback, by the preferred folder\'s checks (issue 30, low finding 4)', () => {
  const text = () => readFile(fixturePath('logs/valid-minimal.json'), 'utf8');
  /** The preferred folder made unusable (a link), so the working folder is tried. */
  const plantLink = () => symlink(path.join(dir, 'nowhere'), path.join(dir, recovery));

  it('never saves into the archive through a link: a working folder reached by a link into it is inside it', async () => {
    await plantLink();
    const inside = path.join(dir, 'debates', 'rescue');
    await mkdir(inside);
    await symlink(path.join(dir, 'debates'), path.join(dir, 'into-archive'));
    const cwd = path.join(dir, 'into-archive', 'rescue');
    const result = await runCaptured(['add', '-', '--content', path.join(dir, 'debates')], { cwd, stdin: await text(), writes: { ...failingWrite, recoveryBase: base } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`  not saved in .: it is inside the archive (${inside}), where the next build would read the file;`);
    expect(result.stderr).toContain('could not be saved either');
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
  });

  it('refuses the preferred folder too when its temp folder is a link into the archive, making nothing there', async () => {
    await symlink(path.join(dir, 'debates'), path.join(dir, 'tmp-into-archive'));
    const result = await add(['-'], await text(), { ...failingWrite, recoveryBase: path.join(dir, 'tmp-into-archive') });
    expect(result.stderr).toContain(`: it is inside the archive (${path.join(dir, 'debates', path.basename(recovery))}), where the next build would read the file;`);
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
    expect(await readdir(path.join(dir, 'debates'))).not.toContain(path.basename(recovery));
    // …and the working folder, outside the archive and safe, takes it.
    expect(result.stderr).toMatch(/the text read from stdin is saved in is-a-hot-dog-a-sandwich-\d{8}T\d{6}-[0-9a-f]{6}\.json;/);
  });

  it('looks at a working folder reached through a link where it leads, and never through a link at the folder itself', async () => {
    await plantLink();
    const open = path.join(dir, 'open');
    await mkdir(path.join(open, 'work'), { recursive: true });
    await chmod(path.join(open, 'work'), 0o777);
    await symlink(open, path.join(dir, 'via'));
    // The folder itself others may write to, reached through a link: refused where it leads.
    const result = await runCaptured(['add', '-', '--content', path.join(dir, 'debates')], { cwd: path.join(dir, 'via', 'work'), stdin: await text(), writes: { ...failingWrite, recoveryBase: base } });
    expect(result.stderr).toContain('  not saved in .: others can write to it (mode 0777);');
    expect(await readdir(path.join(open, 'work'))).toEqual([]);
    // A working folder that is itself a link: refused, as the preferred folder is.
    await symlink(path.join(open, 'work'), path.join(dir, 'work-link'));
    const linked = await runCaptured(['add', '-', '--content', path.join(dir, 'debates')], { cwd: path.join(dir, 'work-link'), stdin: await text(), writes: { ...failingWrite, recoveryBase: base } });
    expect(linked.stderr).toContain('  not saved in .: it is a symbolic link;');
    expect(await readdir(path.join(open, 'work'))).toEqual([]);
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


describe('add when it cannot finish for another reason (probe 2026-12-14 rows 24 and 25)', () => {
  it('saves stdin when the address is busy (a claim left by a crashed add)', async () => {
    const text = await readFile(fixturePath('logs/valid-minimal.json'), 'utf8');
    const result = await add(['-'], text, { claim: async (folder, name) => ({ busy: path.join(folder, `.${name}.add-claim`) }) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('another add is writing the address 2026/is-a-hot-dog-a-sandwich');
    const saved = new RegExp(`saved in (${escaped(recovery)}/is-a-hot-dog-a-sandwich-[^ ]+\\.json); once the address is free: debate-atlas add \\1 --content debates$`, 'm').exec(result.stderr);
    expect(saved, result.stderr).not.toBeNull();
    expect(await readFile(path.join(dir, saved![1]!), 'utf8')).toBe(text);
  });

  it('says when the process a busy claim names is not running here, and that another machine may hold it (probe 15)', async () => {
    const folder = path.join(dir, 'claims');
    await mkdir(folder, { recursive: true });
    const claim = (pid: string) => {
      const file = path.join(folder, `.${pid}.add-claim`);
      return writeFile(file, pid).then(() => holderOfClaim(file));
    };
    expect(await claim(`${process.pid}\n`)).toEqual({ pid: process.pid, runsHere: true });
    // Past Linux's largest process id: no process has it.
    expect(await claim('999999999\n')).toEqual({ pid: 999_999_999, runsHere: false });
    expect(await claim('not a pid')).toBeUndefined();
    const text = await readFile(fixturePath('logs/valid-minimal.json'), 'utf8');
    const result = await add(['-'], text, { claim: async (where, name) => ({ busy: path.join(where, `.${name}.add-claim`), holder: { pid: 999_999_999, runsHere: false } }) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('It names process 999999999, which is not running on this machine: unless an add on another machine or container sharing this archive holds it, a crashed add left');
  });

  it('stopped by a signal the moment its claim file is made (probe 15 row 16): removes it, saves stdin, exits 128 + the signal', async () => {
    const text = await readFile(fixturePath('logs/valid-minimal.json'), 'utf8');
    let exited: (code: number) => void = () => {};
    const exit = new Promise<number>((resolve) => { exited = resolve; });
    const realExit = process.exit;
    process.exit = ((code?: number) => { exited(code ?? 0); return undefined as never; }) as typeof process.exit;
    try {
      void add(['-'], text, {
        // The real claim, stopped by SIGINT as soon as the file exists, before add has it back.
        claim: (folder, name, writeOwner, claimed) => claimAddress(folder, name, writeOwner, (release) => {
          claimed?.(release);
          process.emit('SIGINT', 'SIGINT');
        }),
      });
      expect(await exit).toBe(130);
    } finally {
      process.exit = realExit;
    }
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
    expect((await readdir(path.join(dir, recovery))).filter((name) => name.startsWith('is-a-hot-dog-a-sandwich-'))).toHaveLength(1);
  });

  it('stopped by a signal while writing: removes its claim and its temporary file, saves stdin, exits 128 + the signal', async () => {
    const text = await readFile(fixturePath('logs/valid-minimal.json'), 'utf8');
    let exited: (code: number) => void = () => {};
    const exit = new Promise<number>((resolve) => { exited = resolve; });
    const realExit = process.exit;
    process.exit = ((code?: number) => { exited(code ?? 0); return undefined as never; }) as typeof process.exit;
    try {
      const running = add(['-'], text, {
        write: async (_file, _content, options) => {
          // Half a file under its temporary name, then the stop.
          await writeFile(options!.temporary!, text.slice(0, 10));
          process.emit('SIGTERM', 'SIGTERM');
          // The write's own end comes after the signal: the stop waits for it, and add goes no further.
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      });
      expect(await exit).toBe(143);
      void running;
    } finally {
      process.exit = realExit;
    }
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
    const saved = (await readdir(path.join(dir, recovery))).filter((name) => name.startsWith('is-a-hot-dog-a-sandwich-'));
    expect(saved).toHaveLength(1);
    expect(await readFile(path.join(dir, recovery, saved[0]!), 'utf8')).toBe(text);
  });
});

describe('add refusing text from stdin keeps it (probe 18b row 30)', () => {
  it('saves a log with problems, named in the message, to add once fixed', async () => {
    const text = '{"topic": 1}\n';
    const result = await add(['-'], text, {});
    expect(result.code).toBe(1);
    const saved = new RegExp(`saved in (${escaped(recovery)}/stdin-\\d{8}T\\d{6}-[0-9a-f]{6}\\.json); once it is fixed: debate-atlas add \\1 --content debates$`, 'm').exec(result.stderr);
    expect(saved, result.stderr).not.toBeNull();
    expect(await readFile(path.join(dir, saved![1]!), 'utf8')).toBe(text);
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
  });

  it('saves a log whose address another file holds, with the --as that adds it', async () => {
    const text = await readFile(fixturePath('logs/valid-minimal.json'), 'utf8');
    expect((await add(['-'], text, {})).code).toBe(0);
    const other = text.replace('"topic": "', '"topic": "Again: ');
    const result = await add(['-', '--as', '2026/is-a-hot-dog-a-sandwich'], other, {});
    expect(result.code).toBe(1);
    const saved = new RegExp(`saved in (${escaped(recovery)}/is-a-hot-dog-a-sandwich-[0-9T-]+-[0-9a-f]{6}\\.json); under another address: debate-atlas add \\1 --as 2026/is-a-hot-dog-a-sandwich-2 --content debates$`, 'm').exec(result.stderr);
    expect(saved, result.stderr).not.toBeNull();
    expect(await readFile(path.join(dir, saved![1]!), 'utf8')).toBe(other);
  });

  it('saves nothing for a file given by name: it still exists', async () => {
    await writeFile(path.join(dir, 'bad.json'), '{"topic": 1}\n');
    const result = await add(['bad.json'], '', {});
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('saved in');
  });
});

describe('add refusing stdin that is not UTF-8 keeps its bytes (issue 30)', () => {
  it('saves the bytes as read, to add once they are UTF-8; nothing under --dry-run', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('# Caf'), 0xe9, 0x0a, 0xff, 0xfe]);
    const run = (args: string[]) => runCaptured(['add', '-', ...args, '--content', 'debates'], { cwd: dir, stdin: bytes, writes: { recoveryBase: base } });
    const result = await run([]);
    expect(result.code).toBe(1);
    const saved = new RegExp(`saved in (${escaped(recovery)}/stdin-\\d{8}T\\d{6}-[0-9a-f]{6}\\.txt); once it is UTF-8: debate-atlas add \\1 --content debates$`, 'm').exec(result.stderr);
    expect(saved, result.stderr).not.toBeNull();
    expect(new Uint8Array(await readFile(path.join(dir, saved![1]!)))).toEqual(bytes);
    expect((await run(['--dry-run'])).stderr).not.toContain('saved in');
  });
});

describe('add refusing stdin: the saved file adds back as it came (review)', () => {
  it('names a refused chat log that opens with "[" .md, and saves nothing under --dry-run', async () => {
    const result = await add(['-'], '[a note] nothing here\n', {});
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/saved in \S+\/stdin-[0-9T]+-[0-9a-f]{6}\.md;/);
    const dry = await add(['-', '--dry-run'], '{"topic": 1}\n', {});
    expect(dry.code).toBe(1);
    expect(dry.stderr).not.toContain('saved in');
  });
});

describe('add refusing stdin over the size limit keeps all of it (issue 30)', () => {
  it('saves every byte, the part past the limit too, and says how to add it back; nothing under --dry-run', async () => {
    const limit = 16 * 1024 * 1024;
    const text = `{"topic": "${'x'.repeat(limit + 5000)}"}\n`;
    const result = await add(['-'], text, {});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`<stdin>: error [too-large] more than ${limit} bytes; the limit is ${limit} bytes\n`);
    const saved = new RegExp(`saved in (${escaped(recovery)}/stdin-\\d{8}T\\d{6}-[0-9a-f]{6}\\.json); once it is at most ${limit} bytes: debate-atlas add \\1 --content debates$`, 'm').exec(result.stderr);
    expect(saved, result.stderr).not.toBeNull();
    expect(await readFile(path.join(dir, saved![1]!), 'utf8')).toBe(text);
    expect(result.stderr).toContain(`all ${Buffer.byteLength(text)} bytes read from stdin are saved`);
    expect(result.stderr).not.toContain('went on past');
    expect(await everything(path.join(dir, 'debates'))).toEqual([]);
    expect((await add(['-', '--dry-run'], text, {})).stderr).not.toContain('saved in');
  });
});
