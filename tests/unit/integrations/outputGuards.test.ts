// A mistyped --outDir or a link planted where the build writes must never cost a user a file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimStaging } from '../../../src/integrations/buildLock.ts';
import { unsafeOutputFolder, unsafeWorkFolder } from '../../../src/integrations/outputGuards.ts';

const work = mkdtempSync(path.join(tmpdir(), 'da-guards-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const project = path.join(work, 'project');
mkdirSync(path.join(project, 'src'), { recursive: true });
mkdirSync(path.join(project, 'content', 'debates'), { recursive: true });
writeFileSync(path.join(project, 'package.json'), '{}');
writeFileSync(path.join(project, 'src', 'a.ts'), 'export {};');
writeFileSync(path.join(project, 'content', 'debates', 'd.json'), '{}');

describe('the output folder a build may replace', () => {
  it('is never the project or a folder that holds it (--outDir ., --outDir "", --outDir ..)', () => {
    for (const outDir of [project, path.join(project, '.'), path.dirname(project), '/']) {
      expect(unsafeOutputFolder(outDir, project)).toMatch(/is the project folder or holds it/);
    }
  });

  it('is never a folder of the user’s files (--outDir src, --outDir content/debates)', () => {
    for (const outDir of ['src', 'content/debates', 'content']) {
      expect(unsafeOutputFolder(path.join(project, outDir), project)).toMatch(/holds files that are not a debate-atlas site/);
    }
    const file = path.join(project, 'package.json');
    expect(unsafeOutputFolder(file, project)).toMatch(/is a file, not a folder/);
  });

  it('may be new, empty, a gh-pages checkout holding only .git, an earlier site, or a link', () => {
    expect(unsafeOutputFolder(path.join(project, 'dist'), project)).toBeUndefined();
    const empty = path.join(work, 'empty');
    mkdirSync(path.join(empty, '.git'), { recursive: true });
    expect(unsafeOutputFolder(empty, project)).toBeUndefined();
    const site = path.join(work, 'site');
    mkdirSync(path.join(site, 'debates'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(site, 'debates-index.json'), '[]');
    expect(unsafeOutputFolder(site, project)).toBeUndefined();
    const link = path.join(work, 'linked-dist');
    symlinkSync(path.join(project, 'src'), link);
    expect(unsafeOutputFolder(link, project)).toBeUndefined();
  });
});

describe('the folders a build empties and deletes in', () => {
  it('refuses a link or a file where it would empty a folder, naming it', () => {
    const victim = path.join(work, 'victim');
    mkdirSync(victim);
    writeFileSync(path.join(victim, 'keep.txt'), 'mine');
    const staging = path.join(work, '.dist.building');
    symlinkSync(victim, staging);
    expect(unsafeWorkFolder(staging, 'the staging folder')).toMatch(/\.dist\.building \(the staging folder\) is a symbolic link/);
    const file = path.join(work, 'old-output');
    writeFileSync(file, '');
    expect(unsafeWorkFolder(file, 'old outputs')).toMatch(/is not a folder/);
    expect(unsafeWorkFolder(victim, 'a real folder')).toBeUndefined();
    expect(unsafeWorkFolder(path.join(work, 'none'), 'a new folder')).toBeUndefined();
    expect(readFileSync(path.join(victim, 'keep.txt'), 'utf8')).toBe('mine');
  });
});

describe('the build lock', () => {
  it('never writes through a link planted at its name', () => {
    const victim = path.join(work, 'victim.txt');
    writeFileSync(victim, 'precious');
    const staging = path.join(work, 'linked', '.dist.building');
    mkdirSync(path.dirname(staging), { recursive: true });
    symlinkSync(victim, `${staging}.lock`);
    expect(claimStaging(staging, path.join(work, 'linked', 'dist'), process.pid)).toMatch(/is not a lock file a build wrote/);
    expect(readFileSync(victim, 'utf8')).toBe('precious');
  });

  it('takes over a stopped build’s lock by replacing the file', () => {
    const staging = path.join(work, 'stale', '.dist.building');
    mkdirSync(path.dirname(staging), { recursive: true });
    writeFileSync(`${staging}.lock`, JSON.stringify({ pid: 2 ** 30 }));
    expect(claimStaging(staging, path.join(work, 'stale', 'dist'), process.pid)).toBeUndefined();
    expect(JSON.parse(readFileSync(`${staging}.lock`, 'utf8'))).toEqual({ pid: process.pid });
  });
});
