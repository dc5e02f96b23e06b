// The CLI as a user runs it: validate, extract, render, usage errors and exit codes.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCaptured, spawnCliSync } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const root = path.resolve(import.meta.dirname, '../../..');

const run = (argv: string[], cwd = root) => runCaptured(argv, { cwd });

describe('debate-atlas validate', () => {
  it('exits 0 for the sample archive and prints each self-check', async () => {
    const { code, stdout } = await run(['validate']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ok content\/debates\/2026\/ai-creativity\.json \(roundtable-kg\): 9 nodes, \d+ edges, self-check 5\/5$/m);
    expect(stdout).toContain('warning [self-check] Every claim is supported, opposed or refined');
  });

  it('exits 1 listing every problem of every file', async () => {
    const { code, stderr, stdout } = await run(['validate', 'tests/fixtures/logs/many-problems.json', 'tests/fixtures/logs/syntax-error.json', 'tests/fixtures/logs/valid-minimal.json']);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      // Schema and reference errors of one file together, in the order of the file.
      expect.stringMatching(/^tests\/fixtures\/logs\/many-problems\.json:5:13: error \[duplicate-id\] personas\[1\]\.id: /),
      expect.stringMatching(/^tests\/fixtures\/logs\/many-problems\.json:5:61: error \[schema\] personas\[1\]\.argument: /),
      expect.stringMatching(/^tests\/fixtures\/logs\/many-problems\.json:9:66: error \[missing-reference\] claims\[1\]\.steelman_of: /),
      expect.stringMatching(/^tests\/fixtures\/logs\/many-problems\.json:9:80: error \[missing-reference\] claims\[1\]\.by: /),
      expect.stringMatching(/^tests\/fixtures\/logs\/many-problems\.json:12:33: error \[missing-reference\] relations\[0\]\.target: /),
      expect.stringMatching(/^tests\/fixtures\/logs\/many-problems\.json:13:47: error \[schema\] relations\[1\]\.type: unknown relation type "agrees"/),
      expect.stringMatching(/^tests\/fixtures\/logs\/syntax-error\.json:4:18: error \[json-syntax\]/),
    ]);
    expect(stdout).toContain('3 files checked: 1 valid, 2 with problems (7 errors)');
  });

  it('exits 1 for a missing file and 2 for usage errors', async () => {
    expect((await run(['validate', 'nope.json'])).code).toBe(1);
    expect((await run(['validate', '--bogus'])).code).toBe(2);
    expect((await run(['frobnicate'])).code).toBe(2);
    // extract and render read their arguments as every command does (node:util parseArgs).
    expect((await run(['extract', 'a.json'])).code).toBe(2);
    const unknown = await run(['render', 'a.json', 'out', '--bogus']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown option '--bogus'/i);
    expect((await run([])).code).toBe(2);
    expect((await run(['--help'])).code).toBe(0);
  });
});

describe('an empty argument (an unset variable)', () => {
  // Probe 11's row 39 in general: `validate ""` checked nothing and passed, `merge "" -o x`
  // wrote an empty atlas, exit 0.
  it('is a usage error for every command, as a path or an option value, and nothing is written', async () => {
    const cwd = tempFolder('da-cli-empty-');
    const cases: string[][] = [
      ['validate', ''], ['validate', '--reporter', ''], ['merge', '', '-o', 'x.json'], ['merge', 'a.json', '-o', ''],
      ['export', '', '-f', 'aif', '-o', 'out'], ['extract', '', 'x.json'], ['render', 'a.json', ''], ['diff', '', 'b.json'],
      ['add', ''], ['add', 'a.json', '--content', ''],
    ];
    for (const argv of cases) {
      const result = await run(argv, cwd);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr, argv.join(' ')).toMatch(/is empty \("", an unset variable\?\)|"" is empty \(an unset variable\?\)/);
    }
    expect(readdirSync(cwd)).toEqual([]);
  });
});

describe('a file named on the command line that is not there', () => {
  // Probe 12, row 45: a name whose bytes are not UTF-8 reaches Node with U+FFFD in it.
  it('says why when its name holds U+FFFD, as a non-UTF-8 name reads on a command line', async () => {
    const result = await run(['validate', 'missing\uFFFD.json'], tempFolder('da-cli-fffd-'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no such file: its name as given holds U+FFFD, as a name whose bytes are not UTF-8 reads on a command line');
    expect((await run(['validate', 'missing.json'], tempFolder('da-cli-fffd-'))).stderr).toContain('missing.json: error [unreadable] no such file\n');
  });
});

describe('debate-atlas extract and render', () => {
  it('does the two roundtable-kg steps', async () => {
    const out = tempFolder('da-cli-');
    const extracted = await run(['extract', 'content/debates/2026/ai-creativity.json', path.join(out, 'intermediate.json')]);
    expect(extracted).toMatchObject({ code: 0, stderr: '' });
    const intermediate = JSON.parse(readFileSync(path.join(out, 'intermediate.json'), 'utf8'));
    expect(intermediate.nodes.find((n: { id: string }) => n.id === 'sm1').type).toBe('steelman');

    const rendered = await run(['render', path.join(out, 'intermediate.json'), path.join(out, 'site')]);
    expect(rendered.code).toBe(0);
    expect(readdirSync(path.join(out, 'site')).sort()).toEqual(['README.md', 'concepts.md', 'graph.html', 'graph.json']);
    const html = readFileSync(path.join(out, 'site/graph.html'), 'utf8');
    expect(html).toContain('AI は真の創造性を持つか');
    expect(html.slice(html.lastIndexOf('<script>'))).toContain('enhanced'); // the browser script is inline
  });

  it('says, as validate does, that a reference into another debate was not checked (probe 66 row 47)', async () => {
    const out = tempFolder('da-cli-');
    const extracted = await run(['extract', 'tests/fixtures/probe-2026-12-66/cases/k02-kg-ja-congestion.json', path.join(out, 'i.json')]);
    expect(extracted.code).toBe(0);
    expect(extracted.stderr).toMatch(/k02-kg-ja-congestion\.json:19:\d+: warning \[alias-unchecked\]/u);
  });

  it('renders the same files twice, byte for byte', async () => {
    const out = tempFolder('da-cli-');
    await run(['render', 'content/debates/2026/four-day-week.json', path.join(out, 'a')]);
    await run(['render', 'content/debates/2026/four-day-week.json', path.join(out, 'b')]);
    for (const file of ['graph.html', 'graph.json', 'concepts.md', 'README.md']) {
      expect(readFileSync(path.join(out, 'a', file)).equals(readFileSync(path.join(out, 'b', file))), file).toBe(true);
    }
  });

  it('refuses a broken log and writes nothing', async () => {
    const out = tempFolder('da-cli-');
    const broken = path.join(out, 'log.json');
    writeFileSync(broken, '{"topic": "x", "personas": [], "claims": [], "relations": [{"source": "a", "target": "b", "type": "supports"}]}');
    const { code, stderr } = await run(['extract', broken, path.join(out, 'i.json')]);
    expect(code).toBe(1);
    expect(stderr).toContain('relations[0].source: no domain, persona, claim or synthesis has id "a"');
    expect(readdirSync(out)).toEqual(['log.json']);
  });

  it('runs from its sources on the project’s Node', () => {
    const result = spawnCliSync(['validate', 'tests/fixtures/logs/valid-minimal.json']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('1 file checked: 1 valid');
  });
});

// Probe 5 (FAIL 9, Z04 extract): extract printed every warning (100,000 lines for a
// 100,000-turn transcript) where validate lists 100 per file and counts the rest.
describe('extract, render and merge print a bounded list of problems', () => {
  it('lists the first 100 warnings of a file, then one line counting the rest', async () => {
    const dir = tempFolder('da-bounded-');
    const claims = Array.from({ length: 250 }, (_, i) => `{"id": "c${i}", "text": "claim ${i}", "__proto__": {"x": ${i}}}`);
    const relations = Array.from({ length: 250 }, (_, i) => `{"source": "p1", "target": "c${i}", "type": "supports"}`);
    writeFileSync(path.join(dir, 'log.json'), `{"topic": "T", "personas": [{"id": "p1", "name": "A", "position": "x", "argument": "y"}],\n "claims": [\n${claims.join(',\n')}],\n "relations": [${relations.join(', ')}]}`);
    for (const argv of [['extract', 'log.json', 'out.json'], ['render', 'log.json', 'out']]) {
      const { code, stderr } = await run(argv, dir);
      expect(code, argv[0]).toBe(0);
      const lines = stderr.trimEnd().split('\n');
      expect(lines, argv[0]).toHaveLength(101);
      expect(lines[0]).toMatch(/^log\.json:3:\d+: warning \[left-out-key\] claims\[0\]\.__proto__: /);
      expect(lines[100]).toMatch(/^log\.json: warning \[more\] … and 150 more problems in this file \(0 errors\), not listed/);
    }
  });
});

describe('validate and add within an archive', () => {
  const log = (extra: object) => JSON.stringify({ topic: 't', personas: [], claims: [{ id: 'c1', text: 'x' }], ...extra });
  function archive() {
    const cwd = tempFolder('da-archive-');
    const dir = path.join(cwd, 'content/debates');
    mkdirSync(path.join(dir, '2025'), { recursive: true });
    mkdirSync(path.join(dir, '2026'), { recursive: true });
    writeFileSync(path.join(dir, '2025/a.json'), log({}));
    writeFileSync(path.join(dir, '2026/b.json'), log({ relations: [{ source: 'c1', target: '2025/a:c1', type: 'alias_of' }] }));
    return { cwd, dir };
  }

  it('checks a file or a subfolder against the whole archive, as the build does', async () => {
    const { cwd, dir } = archive();
    expect((await run(['validate', 'content/debates/2026'], cwd)).code).toBe(0);
    expect((await run(['validate', 'content/debates/2026/b.json'], cwd)).code).toBe(0);
    writeFileSync(path.join(dir, '2026/c.json'), log({ relations: [{ source: 'c1', target: '2024/gone:c1', type: 'alias_of' }] }));
    const single = await run(['validate', 'content/debates/2026/c.json'], cwd);
    expect(single.code).toBe(1);
    expect(single.stderr).toContain('content/debates/2026/c.json');
    expect(single.stdout).toContain('1 file checked: 0 valid, 1 with problems');
    expect(single.stdout).not.toContain('ok content/debates/2026/c.json');
  });

  it('a file outside the archive says an alias into another debate is unchecked, at its line (probe 44 J01)', async () => {
    const { cwd } = archive();
    writeFileSync(path.join(cwd, 'loose.json'), log({ relations: [{ source: 'c1', target: '2024/gone:c1', type: 'alias_of' }] }));
    const loose = await run(['validate', 'loose.json'], cwd);
    expect(loose.code).toBe(0);
    expect(loose.stdout).toMatch(/^loose\.json:1:\d+: warning \[alias-unchecked\] relations\[0\]\.target: alias_of "c1" → "2024\/gone:c1": .* not checked, as a file outside the archive is checked on its own/m);
    expect(loose.stdout).toContain('ok loose.json');
  });

  it('add refuses a log whose alias points at a debate the archive does not have', async () => {
    const { cwd, dir } = archive();
    const incoming = path.join(cwd, 'incoming.json');
    writeFileSync(incoming, log({ topic: 'New one', relations: [{ source: 'c1', target: '2024/gone:c1', type: 'alias_of' }] }));
    const before = readdirSync(path.join(dir, '2026'));
    const result = await run(['add', incoming], cwd);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('2024/gone');
    expect(readdirSync(path.join(dir, '2026'))).toEqual(before);
  });
});
