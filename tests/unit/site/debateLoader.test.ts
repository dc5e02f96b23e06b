// A failed archive still lists its notes' own problems (probe 3, B5 and B8): every problem
// at once, not the debates' first and the notes' after a second build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { cacheLockOf } from '../../../src/integrations/buildLock.ts';
import { debateLoader } from '../../../src/site/debateLoader.ts';
import { checkedFirst, type LoaderGate } from '../../../src/site/loaderGate.ts';
import { tempFolder } from '../../support/tempFolder.ts';

let dir: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-loader-');
});

async function failure(notesDirectory?: string, checked?: LoaderGate): Promise<string | null> {
  const loader = debateLoader({ directory: pathToFileURL(path.join(dir, 'content', 'debates') + '/').href, ...(notesDirectory ? { notesDirectory } : {}), ...(checked ? { checked } : {}) });
  return loader
    .load({
      store: { get: () => undefined, set: () => true, delete: () => {}, keys: () => [][Symbol.iterator]() },
      logger: { warn: () => {}, info: () => {}, error: () => {} },
      config: { root: pathToFileURL(dir + '/'), cacheDir: pathToFileURL(path.join(dir, 'cache') + '/') },
    } as never)
    .then(() => null, (error: Error) => error.message);
}

// Review rev30: the folder was read as a URL, so "#" or "?" in its path cut it short
// (DEBATE_ATLAS_CONTENT=/srv/a#b/debates read all of /srv/a, unlike every check of the path).
describe('the content loader of a folder whose name holds "#"', () => {
  it('reads that folder, not the path cut at the "#"', async () => {
    const debates = path.join(dir, 'a#b', 'debates');
    await mkdir(debates, { recursive: true });
    await writeFile(path.join(debates, 'bad.json'), '{"topic": "t",');
    const loader = debateLoader({ directory: `${debates}/` });
    const context = { store: { get: () => undefined, set: () => true, delete: () => {}, keys: () => [][Symbol.iterator]() }, logger: { warn: () => {}, info: () => {}, error: () => {} }, config: { root: pathToFileURL(dir + '/'), cacheDir: pathToFileURL(path.join(dir, 'cache') + '/') } };
    const message = await loader.load(context as never).then(() => null, (error: Error) => error.message);
    expect(message).toMatch(/^1 problem in a#b\/debates .*\n {2}a#b\/debates\/bad\.json:/);
  });

  // Probe 9: the heading said "content/debates" whatever folder DEBATE_ATLAS_CONTENT named.
  it('names the folder it read in the heading, whole when outside the project, escaped', async () => {
    const outside = tempFolder('debate-atlas-loader-outside-');
    const debates = path.join(outside, 'x\u001b[31m', 'debates');
    await mkdir(debates, { recursive: true });
    await writeFile(path.join(debates, 'bad.json'), '{"topic": "t",');
    const loader = debateLoader({ directory: `${debates}/` });
    const context = { store: { get: () => undefined, set: () => true, delete: () => {}, keys: () => [][Symbol.iterator]() }, logger: { warn: () => {}, info: () => {}, error: () => {} }, config: { root: pathToFileURL(dir + '/'), cacheDir: pathToFileURL(path.join(dir, 'cache') + '/') } };
    const message = (await loader.load(context as never).then(() => null, (error: Error) => error.message)) ?? '';
    expect(message.split('\n')[0]).toBe(`1 problem in ${outside}/x\\x1b[31m/debates (nothing was published):`);
  });
});

describe('the content loader of a failed archive', () => {
  beforeEach(async () => {
    await mkdir(path.join(dir, 'content', 'debates'), { recursive: true });
    await mkdir(path.join(dir, 'content', 'notes'));
    await mkdir(path.join(dir, 'outside'));
    await writeFile(path.join(dir, 'content', 'debates', 'bad.json'), '{"topic": "t",');
    await writeFile(path.join(dir, 'outside', 'secret.mdx'), '---\ntitle: secret\n---\n');
    await symlink(path.join(dir, 'outside', 'secret.mdx'), path.join(dir, 'content', 'notes', 'secret.mdx'));
    await writeFile(path.join(dir, 'content', 'notes', 'n.mdx'), '---\ntitle: "N"\nsummary: "s\\x9bs"\n---\n\nText.\n');
  });

  it('lists the notes’ problems with the debates’', async () => {
    const message = await failure(path.join(dir, 'content', 'notes'));
    expect(message).toMatch(/^1 problem in content\/debates and 2 in its notes \(nothing was published\):\n/);
    expect(message).toContain('content/debates/bad.json:');
    expect(message).toContain('content/notes/secret.mdx: error [symlink] a symbolic link to ');
    expect(message).toMatch(/content\/notes\/n\.mdx:3:\d+: error \[control-character\] frontmatter: a control character U\+009B/);
  });

  it('names a notes folder relative to the project root', async () => {
    expect(await failure('content/notes')).toMatch(/^1 problem in content\/debates and 2 in its notes/);
  });

  it('without a notes folder, lists the debates’ problems alone', async () => {
    await rm(path.join(dir, 'content', 'notes'), { recursive: true });
    expect(await failure('content/notes')).toMatch(/^1 problem in content\/debates \(nothing was published\):\n {2}content\/debates\/bad\.json/);
  });
});

// Probe 3, B4: a note's `export` read the build machine's /etc/hostname into its page. The
// loader runs before Vite compiles any note: a note with code fails the build there.
describe('the content loader of an archive whose note holds code', () => {
  beforeEach(async () => {
    await mkdir(path.join(dir, 'content', 'debates'), { recursive: true });
    await mkdir(path.join(dir, 'content', 'notes'));
    await writeFile(path.join(dir, 'content', 'debates', 'ok.json'), await readFile(path.join(import.meta.dirname, '../../../examples/roundtable-kg.json')));
    await writeFile(path.join(dir, 'content', 'notes', 'fs.mdx'), "---\ntitle: fs\n---\n\nexport const host = (await import('node:fs')).readFileSync('/etc/hostname', 'utf8')\n\nHost: {host}\n");
  });

  it('refuses it before anything is compiled, naming file and line, though every debate is valid', async () => {
    const message = await failure('content/notes');
    expect(message).toMatch(/^2 problems in notes \(nothing was published\):\n {2}content\/notes\/fs\.mdx:5:1: error \[note-code\] an `import` or `export` runs on the build machine/);
    expect(message).toContain('content/notes/fs.mdx:7:7: error [note-code] an expression `{…}`');
  });

  it('compiles it as written once the owner names it in DEBATE_ATLAS_TRUSTED_NOTES', async () => {
    process.env['DEBATE_ATLAS_TRUSTED_NOTES'] = 'fs.mdx';
    try {
      expect(await failure('content/notes')).toBeNull();
    } finally {
      delete process.env['DEBATE_ATLAS_TRUSTED_NOTES'];
    }
  });
});

// Issue 30 (probe 2026-12-07, NS date2): Astro runs the notes' glob loader beside this one,
// and its schema check stopped the build on one note with a stack trace. The notes' loader
// waits for this one's verdict, and fails with its error, every note's problems listed.
describe('the notes loader behind the content loader', () => {
  const notesLoader = (gate: LoaderGate, loaded: string[]) => gate.before({ name: 'notes', load: async () => { loaded.push('notes'); } });

  beforeEach(async () => {
    await mkdir(path.join(dir, 'content', 'debates'), { recursive: true });
    await mkdir(path.join(dir, 'content', 'notes'));
    await writeFile(path.join(dir, 'content', 'debates', 'ok.json'), await readFile(path.join(import.meta.dirname, '../../../examples/roundtable-kg.json')));
  });

  it('never loads when a note is refused, and fails with the same located list', async () => {
    await writeFile(path.join(dir, 'content', 'notes', 'a.mdx'), '---\ntitle: A\nlayout: ./_evil.mjs\n---\n');
    await writeFile(path.join(dir, 'content', 'notes', 'b.mdx'), '---\ntitle: B\ndate: "99999-01-01"\nslug: ../../x\n---\n');
    const gate = checkedFirst();
    const loaded: string[] = [];
    const notes = notesLoader(gate, loaded).load({} as never).then(() => null, (error: Error) => error.message);
    const message = await failure('content/notes', gate);
    expect(await notes).toBe(message);
    expect(loaded).toEqual([]);
    expect(message).toMatch(/^3 problems in notes \(nothing was published\):\n {2}content\/notes\/a\.mdx:3:1: error \[schema\] layout: /);
    expect(message).toContain('content/notes/b.mdx:3:1: error [schema] date: the year must be between 1000 and 9999');
    expect(message).toContain('content/notes/b.mdx:4:1: error [schema] slug: ');
  });

  it('fails with the content loader when that fails before it reads the archive', async () => {
    // A folder URL no file path can name (an encoded "/"): the loader throws before any check,
    // and the notes' loader must hear it rather than wait for a verdict that never comes.
    const gate = checkedFirst();
    const loaded: string[] = [];
    const notes = notesLoader(gate, loaded).load({} as never).then(() => null, (error: Error) => error.message);
    const loader = debateLoader({ directory: 'file:///a%2Fb/', checked: gate });
    const message = await loader.load({ config: { root: pathToFileURL(dir + '/'), cacheDir: pathToFileURL(path.join(dir, 'cache') + '/') } } as never).then(() => null, (error: Error) => error.message);
    expect(message).toMatch(/encoded \/ characters/);
    expect(await notes).toBe(message);
    expect(loaded).toEqual([]);
  });

  it('loads once every note has passed', async () => {
    await writeFile(path.join(dir, 'content', 'notes', 'a.mdx'), '---\ntitle: A\ndate: 2026-09-03\n---\n');
    const gate = checkedFirst();
    const loaded: string[] = [];
    const notes = notesLoader(gate, loaded).load({} as never);
    expect(await failure('content/notes', gate)).toBeNull();
    await notes;
    expect(loaded).toEqual(['notes']);
  });
});

// Review 05g F4: `astro dev` and `astro sync` claim no cache, and pruned the records a running
// build was reading. While another live build holds the cache, the loader removes nothing.
describe('the content loader beside a build that holds the cache', () => {
  const loadOnce = async () => {
    const loader = debateLoader({ directory: pathToFileURL(path.join(dir, 'content', 'debates') + '/').href });
    await loader.load({
      store: { get: () => undefined, set: () => true, delete: () => {}, keys: () => [][Symbol.iterator]() },
      logger: { warn: () => {}, info: () => {}, error: () => {} },
      config: { root: pathToFileURL(dir + '/'), cacheDir: pathToFileURL(path.join(dir, 'cache') + '/') },
    } as never);
  };

  it('leaves another archive\'s records in place while that build runs, and prunes them once it has ended', async () => {
    await mkdir(path.join(dir, 'content', 'debates'), { recursive: true });
    await writeFile(path.join(dir, 'content', 'debates', 'a.json'), await readFile(path.join(import.meta.dirname, '../../fixtures/logs/valid-minimal.json')));
    await loadOnce();
    const records = path.join(dir, 'cache', 'debate-atlas', 'records');
    const others = path.join(records, 'f'.repeat(64));
    await writeFile(others, 'another archive\'s record');
    const build = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(cacheLockOf(path.join(dir, 'cache')), JSON.stringify({ pid: build.pid }));
      await loadOnce();
      expect(existsSync(others)).toBe(true);
    } finally {
      build.kill();
      await new Promise((resolve) => build.once('exit', resolve));
    }
    await loadOnce();
    expect(existsSync(others)).toBe(false);
  });
});
