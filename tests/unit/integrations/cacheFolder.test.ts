// The build's cache folder may not be in the archive (probe 2026-12-07, E1: a green build
// wrote its cache into content/debates and the next read it as debates) nor in the output
// folder (E2: the build blamed the user's folder for the cache it had made there): refused
// with one message naming DEBATE_ATLAS_CACHE_DIR and the folder, before anything is written.
import { spawnSync } from 'node:child_process';
import { linkSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheDirFromEnv, foldsCaseAt, misplacedCacheFolder, realPathOf } from '../../../src/integrations/cacheFolder.ts';
import { foldFileName } from '../../../src/lib/core/names.ts';
import { stagingFolder } from '../../../src/integrations/outputFolder.ts';
import { hasActiveCharacters } from '../../../src/lib/core/terminalText.ts';
import { FIXTURE_BUILDS_MS, oneBuildAtATime } from '../../support/buildSite.ts';
import { projectNode, projectRoot } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-cache-place-');
const project = path.join(work, 'project');
for (const folder of ['content/debates', 'content/notes', 'public', 'node_modules', 'dist']) mkdirSync(path.join(project, folder), { recursive: true });
const outDir = path.join(project, 'dist');
const output = { outDir, staging: stagingFolder(outDir) };
const refusal = (cacheDir: string, env: Record<string, string> = {}) =>
  misplacedCacheFolder(cacheDir, project, { DEBATE_ATLAS_CACHE_DIR: cacheDir, ...env }, output);

/** Every file and folder under `folder`, as relative paths. */
const everything = (folder: string): string[] => readdirSync(folder, { recursive: true }).map(String).sort();

describe('where the cache folder may be', () => {
  it('is DEBATE_ATLAS_CACHE_DIR, else node_modules/.astro (an empty variable is unset, not the project root)', () => {
    expect(cacheDirFromEnv({})).toBe('./node_modules/.astro');
    expect(cacheDirFromEnv({ DEBATE_ATLAS_CACHE_DIR: '' })).toBe('./node_modules/.astro');
    expect(cacheDirFromEnv({ DEBATE_ATLAS_CACHE_DIR: '/srv/cache' })).toBe('/srv/cache');
  });

  it('refuses a cache inside the archive, however the path is spelled, naming the variable and the folder', () => {
    for (const cacheDir of ['content/debates/cache', 'content/debates/cache/', 'content/debates//cache', './content/../content/debates/cache', path.join(project, 'content/debates'), 'content']) {
      expect(refusal(cacheDir), cacheDir).toMatch(new RegExp(`^DEBATE_ATLAS_CACHE_DIR=.* puts the build's cache folder, ${project}/content[^,]*, inside the archive's (debates|content) folder`));
    }
    expect(refusal('content/notes/cache')).toContain("inside the archive's notes folder");
    expect(refusal('content/debates/cache')).toContain('nothing was written');
  });

  it('refuses a cache that reaches the archive through a symbolic link, or a link that leads nowhere yet', () => {
    const linked = path.join(work, 'linked');
    symlinkSync(path.join(project, 'content/debates'), linked);
    expect(refusal(path.join(linked, 'cache'))).toContain("inside the archive's debates folder");
    // A dangling link: the cache would be made where it points.
    const dangling = path.join(work, 'dangling');
    symlinkSync(path.join(project, 'content/debates/not-yet'), dangling);
    expect(realPathOf(path.join(dangling, 'cache'))).toBe(path.join(project, 'content/debates/not-yet/cache'));
    expect(refusal(dangling)).toContain("inside the archive's debates folder");
  });

  it('follows DEBATE_ATLAS_CONTENT and DEBATE_ATLAS_NOTES to the archive built', () => {
    const elsewhere = path.join(work, 'fixture', 'debates');
    mkdirSync(elsewhere, { recursive: true });
    expect(refusal(path.join(elsewhere, 'cache'), { DEBATE_ATLAS_CONTENT: elsewhere })).toContain(`inside the archive's debates folder ${elsewhere}`);
    expect(refusal(path.join(work, 'fixture', 'notes', 'c'), { DEBATE_ATLAS_CONTENT: elsewhere })).toContain("inside the archive's notes folder");
  });

  it('refuses a cache inside the output folder, its staging folder or public/', () => {
    expect(refusal('dist/cache')).toMatch(/^DEBATE_ATLAS_CACHE_DIR=dist\/cache puts the build's cache folder, .*\/dist\/cache, inside the output folder .*\/dist, which a build replaces whole/);
    expect(refusal('.dist.building/c')).toContain('the folder a build writes into before it publishes');
    expect(refusal('public/cache')).toContain('which is copied into the site as it is');
    // Not building (astro dev, astro sync): the output folder is not looked at.
    expect(misplacedCacheFolder('dist/cache', project, { DEBATE_ATLAS_CACHE_DIR: 'dist/cache' })).toBeUndefined();
  });

  // Review rev30: Astro keeps its incremental page copies in <cache>/dist/. A cache at the
  // project root put them in the output folder: a second build discarded "stale copies"
  // from the published site (a real build logged it file by file) before publishing again.
  it("refuses a cache whose dist/ (Astro's page copies) is the output folder or holds it", () => {
    for (const cacheDir of ['.', project, './']) {
      expect(refusal(cacheDir), cacheDir).toMatch(new RegExp(`^DEBATE_ATLAS_CACHE_DIR=.* puts the folder of Astro's page copies, ${project}/dist \\(the cache folder's dist/\\), at the output folder ${project}/dist: `));
    }
    const inner = { outDir: path.join(project, 'dist', 'site'), staging: stagingFolder(path.join(project, 'dist', 'site')) };
    expect(misplacedCacheFolder('.', project, { DEBATE_ATLAS_CACHE_DIR: '.' }, inner)).toContain("Astro's page copies");
    // Not building, or another output folder: the project root is a cache like any other.
    expect(misplacedCacheFolder('.', project, { DEBATE_ATLAS_CACHE_DIR: '.' })).toBeUndefined();
    const elsewhere = { outDir: path.join(work, 'site'), staging: stagingFolder(path.join(work, 'site')) };
    expect(misplacedCacheFolder('.', project, { DEBATE_ATLAS_CACHE_DIR: '.' }, elsewhere)).toBeUndefined();
  });

  it('allows the default, and folders beside these that only share the start of their names', () => {
    expect(misplacedCacheFolder('./node_modules/.astro', project, {}, output)).toBeUndefined();
    for (const cacheDir of ['content-cache', 'dist-cache', 'publicity', '../cache', path.join(work, 'cache')]) expect(refusal(cacheDir), cacheDir).toBeUndefined();
  });

  it('escapes a hostile variable in its message', () => {
    const message = refusal('content/debates/x\u001b]0;PWNED\u0007\n::error::y')!;
    expect(hasActiveCharacters(message)).toBe(false);
    expect(message).toContain('x\\x1b]0;PWNED\\x07\\n::error::y');
  });
});

describe('a build with the cache folder in the archive or the output folder', () => {
  // A scratch archive of its own, built from the project (where the build runs).
  const archive = path.join(work, 'archive');
  mkdirSync(path.join(archive, 'content', 'debates'), { recursive: true });
  writeFileSync(path.join(archive, 'content', 'debates', 'd.json'), '{}');
  const build = (command: string[], cacheDir: string, out: string) =>
    spawnSync(command[0]!, [...command.slice(1), '--outDir', out], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', DEBATE_ATLAS_CONTENT: path.join(archive, 'content', 'debates'), DEBATE_ATLAS_CACHE_DIR: cacheDir },
    });
  const npmBuild = [projectNode, 'scripts/build.ts'];

  it('npm run build refuses at once with one line, exit 1, no stack, nothing written (E1, E2)', () => {
    const before = everything(work);
    for (const [cacheDir, out] of [[path.join(archive, 'content', 'debates', 'cache'), path.join(work, 'out')], [path.join(work, 'out', 'cache'), path.join(work, 'out')]] as const) {
      const result = build(npmBuild, cacheDir, out);
      expect(result.status, result.stderr).toBe(1);
      const lines = `${result.stdout}${result.stderr}`.trim().split('\n');
      expect(lines.length, lines.join('\n')).toBe(1);
      expect(lines[0]).toContain(`DEBATE_ATLAS_CACHE_DIR=${cacheDir} puts the build's cache folder`);
      // scripts/build.ts's own line (marked as Astro marks an error), not Astro's or a stack's.
      expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d \[ERROR\] \[build\] /);
      expect(lines[0]).not.toMatch(/not a debate-atlas site|\[ERROR\] \[(?!build\])|\bat \S+:\d+/);
    }
    expect(everything(work)).toEqual(before);
  });

  it('astro build alone refuses before it writes its data store, without a stack trace', () => {
    const before = everything(work);
    // Astro started, even to refuse, takes 100-200 MB: never beside a fixture build (the run's peak).
    const result = oneBuildAtATime(() => build([path.join(projectRoot, 'node_modules/.bin/astro'), 'build'], path.join(archive, 'content', 'debates', 'cache'), path.join(work, 'out')));
    const log = `${result.stdout}${result.stderr}`;
    expect(result.status, log).not.toBe(0);
    expect(log).toContain("puts the build's cache folder");
    expect(log).not.toMatch(/Stack trace|^\s+at /m);
    expect(everything(work)).toEqual(before);
  }, FIXTURE_BUILDS_MS);
});

describe('letter case, where the file system ignores it (issue 30, low finding 5)', () => {
  const folding = (cacheDir: string) => misplacedCacheFolder(cacheDir, project, { DEBATE_ATLAS_CACHE_DIR: cacheDir }, output, () => true);
  const exact = (cacheDir: string) => misplacedCacheFolder(cacheDir, project, { DEBATE_ATLAS_CACHE_DIR: cacheDir }, output, () => false);

  it('refuses Content/debates/cache and its kin on a file system that folds case', () => {
    expect(folding('Content/debates/cache')).toContain("inside the archive's debates folder");
    expect(folding('CONTENT/Notes/x')).toContain("inside the archive's notes folder");
    expect(folding('Public/cache')).toContain('public/');
    expect(folding('DIST/cache')).toContain('the output folder');
    expect(folding('Node_Modules/.astro')).toBeUndefined();
  });

  it('passes them where names with another case are other folders (this machine\'s file system)', () => {
    expect(exact('Content/debates/cache')).toBeUndefined();
    expect(misplacedCacheFolder('Content/debates/cache', project, { DEBATE_ATLAS_CACHE_DIR: 'Content/debates/cache' }, output)).toBeUndefined();
  });

  it('tells a file system that folds case by finding one entry under both cases', () => {
    const probe = tempFolder('da-case-probe-');
    mkdirSync(path.join(probe, 'Folder'));
    expect(foldsCaseAt(path.join(probe, 'Folder', 'not-yet', 'cache'))).toBe(false);
    // Two folders whose names differ in case only: two entries, no folding.
    mkdirSync(path.join(probe, 'fOLDER'));
    expect(foldsCaseAt(path.join(probe, 'Folder'))).toBe(false);
    // One entry under both cases (a hard link stands in for a folding file system here).
    writeFileSync(path.join(probe, 'Entry'), '');
    linkSync(path.join(probe, 'Entry'), path.join(probe, 'eNTRY'));
    expect(foldsCaseAt(path.join(probe, 'Entry'))).toBe(true);
  });

  it('folds as such a file system compares: one Unicode form, final sigma as sigma', () => {
    expect(foldFileName('/P/\u039f\u0394\u039f\u03a3/Caf\u00e9')).toBe(foldFileName('/p/\u03bf\u03b4\u03bf\u03c3/Cafe\u0301'));
  });
});
