// debate-atlas init: a clone's sample archive removed, files of your own kept and named,
// a changed sample never removed without --force; examples/ holds a valid log of each format.
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCaptured } from '../../support/cli.ts';
import { SAMPLE_FILES } from '../../../src/cli/sampleArchive.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const root = path.resolve(import.meta.dirname, '../../..');

const run = (argv: string[], cwd: string) => runCaptured(argv, { cwd });

/** A clone's content/ folder, copied from this repository's samples. */
function clone(): string {
  const dir = tempFolder('da-init-');
  cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  return dir;
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')).sort();

describe('debate-atlas init', () => {
  it('knows the samples this repository ships, byte for byte', () => {
    const shipped = Object.fromEntries(filesUnder(path.join(root, 'content')).map((f) => [f, createHash('sha256').update(readFileSync(path.join(root, 'content', f))).digest('hex')]));
    expect(shipped).toEqual(SAMPLE_FILES);
  });

  it('removes the samples and keeps a file of your own, naming it', async () => {
    const dir = clone();
    writeFileSync(path.join(dir, 'content/debates/2026/mine.json'), '{}');
    const { code, stdout } = await run(['init'], dir);
    expect(code).toBe(0);
    expect(stdout).toContain(`Removed ${Object.keys(SAMPLE_FILES).length} sample files from content/.`);
    expect(stdout).toContain('Kept 1 file of your own');
    expect(stdout).toContain('  content/debates/2026/mine.json');
    expect(filesUnder(path.join(dir, 'content'))).toEqual(['debates/.gitkeep', 'debates/2026/mine.json']);
    // The folders the samples leave empty go too.
    expect(existsSync(path.join(dir, 'content/notes'))).toBe(false);
    expect(existsSync(path.join(dir, 'content/debates/2025'))).toBe(false);
  });

  it('removes nothing while a sample was changed, unless --force', async () => {
    const dir = clone();
    appendFileSync(path.join(dir, 'content/notes/deep-work-and-handoffs.mdx'), '\nMy own paragraph.\n');
    const refused = await run(['init'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('1 sample file was changed since the clone; nothing was removed:\n  content/notes/deep-work-and-handoffs.mdx\n');
    expect(filesUnder(path.join(dir, 'content'))).toEqual(Object.keys(SAMPLE_FILES).sort());
    const forced = await run(['init', '--force'], dir);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('Among them 1 changed sample (--force): content/notes/deep-work-and-handoffs.mdx');
    expect(filesUnder(path.join(dir, 'content'))).toEqual(['debates/.gitkeep']);
  });

  it('does nothing on an archive already empty, and refuses arguments it does not take', async () => {
    const dir = clone();
    expect((await run(['init'], dir)).code).toBe(0);
    const again = await run(['init'], dir);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Removed 0 sample files');
    expect((await run(['init', 'content'], dir)).code).toBe(2);
    expect((await run(['init', '--yes'], dir)).code).toBe(2);
  });

  it('points to examples/, whose every log is valid', async () => {
    const { code, stdout } = await run(['validate', 'examples'], root);
    expect(code).toBe(0);
    expect(stdout).toContain('5 files checked: 5 valid');
    for (const format of ['roundtable-kg', 'intermediate', 'transcript', 'minutes', 'aif']) expect(stdout).toMatch(new RegExp(`^ok examples/\\S+ \\(${format}\\)`, 'm'));
  });
});

describe('init run inside the archive (probe 6, I7)', () => {
  it('refuses from a folder under content/, removes nothing and writes nothing there', async () => {
    const dir = clone();
    const before = filesUnder(path.join(dir, 'content'));
    const inside = path.join(dir, 'content', 'debates', '2026');
    const { code, stderr } = await run(['init'], inside);
    expect(code).toBe(2);
    expect(stderr).toContain("init runs in the project's folder, not inside its archive");
    expect(filesUnder(path.join(dir, 'content'))).toEqual(before);
  });
});
