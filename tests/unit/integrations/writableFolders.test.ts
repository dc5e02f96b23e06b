// Probe 10, rows CF and RO: a file at the cache folder's name ended in Node's uncaught ENOTDIR
// with its stack, a read-only cache or project in Astro's stack trace. Both are now one
// located line before Astro starts, from `npm run build` and from `astro build` alone.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unwritableBuildFolders, unwritableFolder } from '../../../src/integrations/writableFolders.ts';
import { hasActiveCharacters } from '../../../src/lib/core/terminalText.ts';
import { FIXTURE_BUILDS_MS, oneBuildAtATime } from '../../support/buildSite.ts';
import { projectNode, projectRoot } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-writable-');

describe('a folder the build writes first', () => {
  it('says why it cannot be written: a file at its name, a file on its way', () => {
    const folder = path.join(work, 'files');
    mkdirSync(folder);
    const file = path.join(folder, 'a-file');
    writeFileSync(file, 'x');
    expect(unwritableFolder(file)).toBe('something that is not a folder has its name');
    expect(unwritableFolder(path.join(file, 'cache'))).toBe('not a folder, ENOTDIR');
    expect(readdirSync(folder)).toEqual(['a-file']);
  });

  it('makes a folder that does not exist yet, and leaves nothing of its check in it', () => {
    const fresh = path.join(work, 'fresh', 'cache');
    expect(unwritableFolder(fresh)).toBeUndefined();
    expect(readdirSync(fresh)).toEqual([]);
  });

  it('names the variable and the folder, escaped', () => {
    const file = path.join(work, 'x\u001b[31m');
    writeFileSync(file, 'x');
    const message = unwritableBuildFolders(file, projectRoot, () => {}, { DEBATE_ATLAS_CACHE_DIR: file })!;
    expect(message).toContain("DEBATE_ATLAS_CACHE_DIR=");
    expect(message).toContain('cannot be written (something that is not a folder has its name)');
    expect(hasActiveCharacters(message)).toBe(false);
  });
});

describe("Astro's own entries in the cache folder (probe 11, rows 11 and 13)", () => {
  const cacheWith = (name: string, place: (entry: string) => void) => {
    const cache = path.join(work, `astro-${name}-${readdirSync(work).length}`);
    mkdirSync(cache);
    place(path.join(cache, name));
    const warnings: string[] = [];
    return { cache, warnings, problem: unwritableBuildFolders(cache, projectRoot, (message) => warnings.push(message)) };
  };

  it('removes a file or link where its page copies go, and a link or FIFO at its files, naming each', () => {
    const target = path.join(work, 'link-target');
    mkdirSync(target);
    writeFileSync(path.join(target, 'kept'), 'x');
    const cases: Array<[string, (entry: string) => void]> = [
      ['dist', (entry) => writeFileSync(entry, 'x')],
      ['dist', (entry) => symlinkSync(target, entry)],
      ['data-store.json', (entry) => symlinkSync('/nowhere', entry)],
      ['incremental-build.json', (entry) => execFileSync('mkfifo', [entry])],
    ];
    for (const [name, place] of cases) {
      const { cache, warnings, problem } = cacheWith(name, place);
      expect(problem).toBeUndefined();
      expect(warnings).toEqual([expect.stringContaining(`${path.join(cache, name)}, where Astro keeps`)]);
      expect(existsSync(path.join(cache, name))).toBe(false);
    }
    expect(readdirSync(target)).toEqual(['kept']);
  });

  it('refuses a folder where a file of Astro\'s goes, naming it, and removes nothing', () => {
    const { cache, warnings, problem } = cacheWith('data-store.json', (entry) => mkdirSync(path.join(entry, 'inside'), { recursive: true }));
    expect(problem).toBe(`${path.join(cache, 'data-store.json')}, where Astro keeps its content store, is a folder: remove it (everything in the cache folder ${cache} is made again when missing); nothing was published.`);
    expect(warnings).toEqual([]);
    expect(existsSync(path.join(cache, 'data-store.json', 'inside'))).toBe(true);
  });

  it('leaves what Astro wrote as it is', () => {
    const { cache, warnings, problem } = cacheWith('dist', (entry) => mkdirSync(path.join(entry, 'atlas'), { recursive: true }));
    writeFileSync(path.join(cache, 'data-store.json'), '{}');
    expect([problem, warnings]).toEqual([undefined, []]);
    expect(unwritableBuildFolders(cache, projectRoot, (message) => warnings.push(message))).toBeUndefined();
    expect(readdirSync(cache).sort()).toEqual(['data-store.json', 'dist']);
    expect(readdirSync(path.join(cache, 'dist'))).toEqual(['atlas']);
  });
});

describe('a build whose cache folder is a file', () => {
  const archive = path.join(work, 'archive');
  mkdirSync(path.join(archive, 'debates'), { recursive: true });
  writeFileSync(path.join(archive, 'debates', 'd.json'), '{}');
  const cacheFile = path.join(work, 'cache-file');
  writeFileSync(cacheFile, 'x');
  const build = (command: string[]) =>
    spawnSync(command[0]!, [...command.slice(1), '--outDir', path.join(work, 'out')], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', DEBATE_ATLAS_CONTENT: path.join(archive, 'debates'), DEBATE_ATLAS_CACHE_DIR: cacheFile },
    });

  it('npm run build refuses in one line, exit 1, no stack trace', () => {
    const result = build([projectNode, 'scripts/build.ts']);
    const lines = `${result.stdout}${result.stderr}`.trim().split('\n');
    expect(result.status, lines.join('\n')).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`the build's cache folder ${cacheFile} cannot be written (something that is not a folder has its name)`);
  });

  it('astro build alone refuses before Astro writes, without a stack trace', () => {
    // Astro started, even to refuse, takes 100-200 MB: never beside a fixture build (the run's peak).
    const result = oneBuildAtATime(() => build([path.join(projectRoot, 'node_modules/.bin/astro'), 'build']));
    const log = `${result.stdout}${result.stderr}`;
    expect(result.status, log).not.toBe(0);
    expect(log).toContain('cannot be written (something that is not a folder has its name)');
    expect(log).not.toMatch(/Stack trace|^\s+at /m);
  }, FIXTURE_BUILDS_MS);
});
