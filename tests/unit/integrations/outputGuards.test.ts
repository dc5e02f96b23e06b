// A mistyped --outDir or a link planted where the build writes must never cost a user a file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimStaging } from '../../../src/integrations/buildLock.ts';
import { unbuildableProjectFolder, unsafeBuildFolders, unsafeOutputFolder, unsafePublicFolder, unsafeWorkFolder } from '../../../src/integrations/outputGuards.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-guards-');
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

  it('may be new, empty, a gh-pages checkout holding only .git, or an earlier site', () => {
    expect(unsafeOutputFolder(path.join(project, 'dist'), project)).toBeUndefined();
    const empty = path.join(work, 'empty');
    mkdirSync(path.join(empty, '.git'), { recursive: true });
    expect(unsafeOutputFolder(empty, project)).toBeUndefined();
    const site = path.join(work, 'site');
    mkdirSync(path.join(site, 'debates'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(site, 'debates-index.json'), '[]');
    expect(unsafeOutputFolder(site, project)).toBeUndefined();
  });

  it('is never a symbolic link, even to an earlier site: publishing would replace the link, never reach its target (probe 18a row 16)', () => {
    const site = path.join(work, 'www-site');
    mkdirSync(site);
    writeFileSync(path.join(site, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(site, 'debates-index.json'), '[]');
    const link = path.join(work, 'linked-dist');
    symlinkSync(site, link);
    expect(unsafeOutputFolder(link, project)).toBe(`the output folder ${link} is a symbolic link (to ${site}): a build publishes by putting a new folder in its place, which would replace the link and never reach where it points. Build into the folder itself (--outDir <its path>), or remove the link.`);
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
    expect(JSON.parse(readFileSync(`${staging}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
  });
});

describe('the public/ folder a build copies into the site', () => {
  const publicOf = (name: string) => {
    const folder = path.join(tempFolder('da-public-'), name, 'public');
    mkdirSync(path.join(folder, 'img'), { recursive: true });
    writeFileSync(path.join(folder, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(folder, 'img', 'logo.svg'), '<svg/>');
    return folder;
  };

  it('refuses a link that leads out of it, naming the link, so /etc/passwd is never published', () => {
    const folder = publicOf('leak');
    symlinkSync('/etc/passwd', path.join(folder, 'leak.txt'));
    const refused = unsafePublicFolder(folder);
    expect(refused).toMatch(/holds a symbolic link or special file the build will not publish: public\/leak\.txt\. /);
    expect(refused).toMatch(/links are not followed/);
    // The one check both `npm run build` and the astro:build:start hook make.
    expect(unsafeBuildFolders(path.join(folder, '..', 'dist'), path.join(folder, '..', '.dist.building'), path.join(folder, '..', 'cache', 'old'), path.dirname(folder), folder)).toBe(refused);
  });

  it('refuses links to folders (a loop), dangling links, chains that end outside and named pipes, each named, escaped', () => {
    const folder = publicOf('many');
    symlinkSync('.', path.join(folder, 'self'));
    symlinkSync('..', path.join(folder, 'img', 'up'));
    symlinkSync('missing.txt', path.join(folder, 'dangling'));
    symlinkSync('/etc/hostname', path.join(folder, 'img', 'out'));
    symlinkSync('img/out', path.join(folder, 'chain'));
    symlinkSync('/etc/passwd', path.join(folder, 'esc\x1b[2J.txt'));
    execFileSync('mkfifo', [path.join(folder, 'pipe')]);
    const refused = unsafePublicFolder(folder)!;
    expect(refused).toContain('holds 7 symbolic links or special files');
    for (const name of ['public/chain', 'public/dangling', 'public/esc\\x1b[2J.txt', 'public/img/out', 'public/img/up', 'public/pipe', 'public/self']) expect(refused).toContain(name);
    expect(refused).not.toMatch(/[\u0000-\u001f]/);
  });

  it('allows plain files and folders, a link to a file inside it, and no public/ at all', () => {
    const folder = publicOf('fine');
    symlinkSync('img/logo.svg', path.join(folder, 'logo.svg'));
    expect(unsafePublicFolder(folder)).toBeUndefined();
    expect(unsafePublicFolder(path.join(folder, 'none'))).toBeUndefined();
  });
});

describe('the project folder (probe 2026-12-18a row 33)', () => {
  it('is refused, in one line, when its path holds a sign Vite reads as part of a URL', () => {
    expect(unbuildableProjectFolder('/tmp/pp-#1/project')).toMatch(/^the project folder \/tmp\/pp-#1\/project holds "#" in its path: Vite/);
    expect(unbuildableProjectFolder('/tmp/a\nb/project')).toMatch(/holds a line break in its path/);
    expect(unbuildableProjectFolder('/tmp/pp-1/project')).toBeUndefined();
  });
});

