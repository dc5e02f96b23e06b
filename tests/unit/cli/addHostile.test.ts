// `debate-atlas add` under attack or bad luck, through the real binary: racing adds of one
// address, stdin that never ends, a full disk, a symbolic link on the way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { cliMain, projectNode, spawnCli, spawnCliSync } from '../../support/cli.ts';
import { rounds } from '../../support/suite.ts';
import { fixturePath } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const fixture = (name: string) => fileURLToPath(fixturePath(name));

let dir: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-add-hostile-');
});

/** The CLI as a separate process, started at once; resolves when it exits. */
const start = (args: string[]) => spawnCli(args, { cwd: dir });

/** Every file under a folder, dot files included (claims and temporary files would show). */
async function everything(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => path.relative(folder, path.join(e.parentPath, e.name))).sort();
}

/** Rounds of each race: every round is one more chance for a lost update to show (20 in the full suite). */
const ROUNDS = rounds(20, 4);

describe('racing adds of one address', () => {
  it(`a .json and a .md for the same address, ${ROUNDS} times: exactly one is written, the other says why`, async () => {
    const log = await readFile(fixture('logs/valid-minimal.json'), 'utf8');
    const transcript = (await readFile(fixture('transcripts/flip.md'), 'utf8')).replace('title: A flip', 'title: Is a hot dog a sandwich?').replace('date: 2026-06-03T09:00:00Z', 'date: 2026-01-02');
    await writeFile(path.join(dir, 'a.json'), log);
    await writeFile(path.join(dir, 'b.md'), transcript);
    let doubleWrites = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const content = path.join(dir, `content-${round}`);
      await mkdir(content);
      const runs = await Promise.all([start(['add', 'a.json', '--content', content]), start(['add', 'b.md', '--content', content])]);
      const files = await everything(content);
      if (files.length > 1) doubleWrites++;
      expect(files.length, files.join(', ')).toBe(1);
      expect(files[0]).toMatch(/^2026\/is-a-hot-dog-a-sandwich\.(json|md)$/);
      expect(runs.map((r) => r.code).sort()).toEqual([0, 1]);
      const loser = runs.find((r) => r.code === 1)!;
      expect(loser.stderr).toMatch(/the address 2026\/is-a-hot-dog-a-sandwich (is already used by|was taken by) content-\d+\/2026\/is-a-hot-dog-a-sandwich\.(json|md)/);
    }
    expect(doubleWrites).toBe(0);
  }, 300_000);

  it(`the same log added twice at once, ${ROUNDS} times: both exit 0, one file`, async () => {
    await copyFile(fixture('logs/valid-minimal.json'), path.join(dir, 'a.json'));
    for (let round = 0; round < ROUNDS; round++) {
      const content = path.join(dir, `content-${round}`);
      await mkdir(content);
      const runs = await Promise.all([start(['add', 'a.json', '--content', content]), start(['add', 'a.json', '--content', content])]);
      expect(runs.map((r) => r.code), runs.map((r) => r.stderr).join('\n')).toEqual([0, 0]);
      expect(await everything(content)).toEqual(['2026/is-a-hot-dog-a-sandwich.json']);
      expect(runs.map((r) => r.stdout).join('')).toMatch(/already in the archive as content-\d+\/2026\/is-a-hot-dog-a-sandwich\.json/);
    }
  }, 300_000);
});

describe('stdin', () => {
  it('stops reading at the 16 MiB limit: an endless stdin is refused, not read whole', () => {
    // /dev/zero never ends: an add that read stdin to its end would never exit.
    const zero = openSync('/dev/zero', 'r');
    const tmp = tempFolder('debate-atlas-endless-stdin-');
    const result = spawnCliSync(['add', '-', '--content', dir], { cwd: dir, stdin: zero, env: { TMPDIR: tmp } });
    expect(result.stderr).toContain('<stdin>: error [too-large] more than 16777216 bytes; the limit is 16777216 bytes\n');
    expect(result.code).toBe(1);
    // What it read is saved, up to 16 times the limit, and the cut is said.
    const saved = /saved in (\S+); once it is at most 16777216 bytes: debate-atlas add/.exec(result.stderr);
    expect(saved, result.stderr).not.toBeNull();
    expect(statSync(path.resolve(dir, saved![1]!)).size).toBe(16 * 16777216);
    expect(result.stderr).toContain(`stdin went on past ${16 * 16777216} bytes: those are saved, the rest was not read`);
  });

  it('stopped by a signal while it saves the rest of stdin: names the file and the bytes it holds, exits 130', async () => {
    const tmp = tempFolder('debate-atlas-stopped-stdin-');
    const recovery = path.join(tmp, `debate-atlas-recovery-${process.getuid?.() ?? 'user'}`);
    const child = spawn(projectNode, [cliMain, 'add', '-', '--content', dir], { cwd: dir, env: { ...process.env, TMPDIR: tmp, SITE: '', BASE: '' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    // The pipe breaks once add is stopped: expected, not a failure of the test.
    child.stdin.on('error', () => {});
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    // One byte past the limit, and the pipe left open: add holds them, saves them, then waits
    // for more from a writer gone quiet, which the stop must not wait for (review).
    child.stdin.write(Buffer.alloc(16_777_217, 0x61));
    await until(async () => (await readdir(recovery).catch(() => [])).some((name) => name.startsWith('stdin-')));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    const said = /stopped by SIGINT while saving stdin: the first (\d+) bytes read are saved, the rest was not read\n {2}the text read from stdin is saved in (\S+);/.exec(stderr);
    expect(said, stderr).not.toBeNull();
    expect(statSync(path.resolve(dir, said![2]!)).size).toBe(Number(said![1]));
    expect(Number(said![1])).toBe(16_777_217);
  });

  it('a write that fails while it saves the rest of stdin: the bytes saved and why, no hidden file', () => {
    const tmp = tempFolder('debate-atlas-efbig-stdin-');
    // A file-size limit of 40,001 blocks (20 MB, not a whole number of stdin's chunks, so the
    // failing write leaves part of its chunk): the held 16 MiB fit, the rest does not.
    const command = ['bash', '-c', `trap '' XFSZ; ulimit -f 40001; exec "${projectNode}" "${cliMain}" add - --content "${dir}"`];
    const result = spawnCliSync([], { cwd: dir, stdin: openSync('/dev/zero', 'r'), env: { TMPDIR: tmp }, command });
    expect(result.code).toBe(1);
    const said = /the rest of stdin could not be saved \(the file is larger than this system allows, EFBIG\): the first (\d+) bytes read are saved\n {2}the text read from stdin is saved in (\S+);/.exec(result.stderr);
    expect(said, result.stderr).not.toBeNull();
    expect(statSync(path.resolve(dir, said![2]!)).size).toBe(Number(said![1]));
    const recovery = path.dirname(path.resolve(dir, said![2]!));
    expect(readdirSync(recovery)).toEqual([path.basename(said![2]!)]);
  });
});

describe('a refused stdin that cannot be saved anywhere', () => {
  it('says why each place failed: the write\'s own fault, not a rule about folders', async () => {
    await mkdir(path.join(dir, 'debates'));
    const tmp = tempFolder('debate-atlas-efbig-recovery-');
    // 40 KB of text that is no debate log, under a file-size limit of 8 blocks (4 KiB): add refuses it, and every recovery file fails to be written.
    const text = `${'not a debate log, just notes. '.repeat(1400)}\n`;
    const command = ['bash', '-c', `trap '' XFSZ; ulimit -f 8; exec "${projectNode}" "${cliMain}" add - --content debates`];
    const result = spawnCliSync([], { cwd: dir, stdin: text, env: { TMPDIR: tmp }, command });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^ {2}not saved in \S+debate-atlas-recovery-\d+: the file could not be written \(the file is larger than this system allows, EFBIG\)$/m);
    expect(result.stderr).toMatch(/^ {2}not saved in \.: the file could not be written \(the file is larger than this system allows, EFBIG\)$/m);
    expect(result.stderr).toContain('the text read from stdin could not be saved either');
    expect(result.stderr).not.toContain('a recovery file goes only in');
    expect(await everything(dir)).toEqual([]);
  });
});

describe('a full disk', () => {
  it('removes the temporary file and names the file that could not be written', async () => {
    const content = path.join(dir, 'debates');
    await mkdir(content);
    // A log bigger than the disk: 64 KiB of tmpfs where the machine allows mounting one
    // (as root), else a file-size limit (ulimit -f) that makes the same write fail.
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', content]).status === 0;
    try {
      const log = (await readFile(fixture('logs/valid-minimal.json'), 'utf8')).replace('"Is a taco a sandwich?"', JSON.stringify('Is a taco a sandwich? '.repeat(8000)));
      await writeFile(path.join(dir, 'big.json'), log);
      const args = ['add', 'big.json', '--content', 'debates'];
      const command = mounted ? undefined : ['bash', '-c', `trap '' XFSZ; ulimit -f 64; exec "${projectNode}" "${cliMain}" ${args.join(' ')}`];
      const result = spawnCliSync(args, { cwd: dir, ...(command ? { command } : {}) });
      expect(result.stderr).toMatch(
        mounted
          ? /^debate-atlas add: could not write debates\/2026\/is-a-hot-dog-a-sandwich\.json \(no space left on the device, ENOSPC\); nothing was written there$/m
          : /^debate-atlas add: could not write debates\/2026\/is-a-hot-dog-a-sandwich\.json \(the file is larger than this system allows, EFBIG\); nothing was written there$/m,
      );
      expect(result.code).toBe(1);
      expect(await everything(content)).toEqual([]);
    } finally {
      if (mounted) spawnSync('umount', [content]);
    }
  });
});

describe('links', () => {
  it('add --as x/y never writes through a symlinked folder', async () => {
    const content = path.join(dir, 'debates');
    const outside = path.join(dir, 'outside');
    await mkdir(content);
    await mkdir(outside);
    await symlink(outside, path.join(content, 'x'));
    const result = await start(['add', fixture('logs/valid-minimal.json'), '--as', 'x/y', '--content', 'debates']);
    expect(result.stderr).toContain('debates/x: error [symlink] a symbolic link: add never writes through a link');
    expect(result.code).toBe(1);
    expect(await readdir(outside)).toEqual([]);
    expect(existsSync(path.join(content, 'x/y.json'))).toBe(false);
  });

  it('a link holding the address counts as taken', async () => {
    const content = path.join(dir, 'debates');
    await mkdir(path.join(content, '2026'), { recursive: true });
    await symlink('/etc/hostname', path.join(content, '2026/is-a-hot-dog-a-sandwich.json'));
    const result = await start(['add', fixture('logs/valid-minimal.json'), '--content', 'debates']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the address 2026/is-a-hot-dog-a-sandwich is already used by debates/2026/is-a-hot-dog-a-sandwich.json');
  });
});

/** Waits until `ready` holds, checking every 50 ms: an event to wait for, not a time. */
async function until(ready: () => Promise<boolean>): Promise<void> {
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 50));
}
