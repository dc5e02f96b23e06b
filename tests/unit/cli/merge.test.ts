// debate-atlas merge as a user runs it: files in, one intermediate graph out, problems listed.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cappedList, UsageError } from '../../../src/cli/cliIo.ts';
import { runMerge } from '../../../src/cli/commands/merge.ts';
import { runRender } from '../../../src/cli/commands/render.ts';
import { syntheticSlug, writeSyntheticArchive } from '../../../scripts/syntheticDebates.ts';
import { runCaptured } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const log = (topic: string, personas: Array<[string, string]>, claims: Array<[string, string]>, relations: Array<[string, string, string]>, questions: string[] = []) =>
  JSON.stringify({
    topic,
    personas: personas.map(([id, name]) => ({ id, name, position: `${name}'s view`, argument: 'because' })),
    claims: claims.map(([id, text]) => ({ id, text })),
    relations: relations.map(([source, target, type]) => ({ source, target, type })),
    open_questions: questions,
  });

/** A folder with three debates: a shared persona (case variant), an alias_of across files, a near name. */
function workspace(): string {
  const dir = tempFolder('da-merge-');
  writeFileSync(path.join(dir, 'remote.json'), log('Remote?', [['p1', 'Ada Berg'], ['p2', 'Chiara Dahl']], [['c1', 'Remote work raises productivity']], [['p1', 'c1', 'supports'], ['p2', 'c1', 'opposes']], ['Who pays?']));
  writeFileSync(path.join(dir, 'week.json'), log('Four days?', [['p1', 'ADA BERG']], [['c1', 'Working from home raises productivity'], ['c2', 'Short weeks work']], [['p1', 'c2', 'supports'], ['c1', 'remote:c1', 'alias_of']], ['Who should pay?']));
  writeFileSync(path.join(dir, 'city.json'), log('Cars?', [['p1', 'Chiara Dahll']], [['c1', 'Cars take space']], [['p1', 'c1', 'supports']]));
  writeFileSync(path.join(dir, 'aliases.json'), JSON.stringify({ groups: [['remote:q1', 'week:q1']] }));
  return dir;
}

const run = (args: string[], cwd: string) => runCaptured(args, { cwd }, runMerge);

describe('debate-atlas merge', () => {
  // Probe 2026-12-09 ALM: 32,000 alias groups printed 32,003 lines.
  it('prints at most 20 merges, one line counting the rest, and at most 20 members on a merge line', async () => {
    expect(cappedList(Array.from({ length: 23 }, (_, i) => `d${i}:c0`))).toMatch(/^d0:c0, d1:c0, .*, d19:c0, … and 3 more$/);
    const dir = tempFolder('da-merge-cap-');
    const files = Array.from({ length: 25 }, (_, k) => `d${k}.json`);
    files.forEach((file, k) => {
      const claims = Array.from({ length: 30 }, (_, i): [string, string] => [`c${i}`, `claim ${k}-${i} of debate ${k}`]);
      writeFileSync(path.join(dir, file), log(`Debate ${k}`, [['p1', `Person ${k}`]], claims, [['p1', 'c0', 'supports']]));
    });
    const groups = [...Array.from({ length: 30 }, (_, i) => [`d0:c${i}`, `d1:c${i}`]), files.slice(2).map((_, k) => `d${k + 2}:c0`)];
    writeFileSync(path.join(dir, 'aliases.json'), JSON.stringify({ groups }));
    const result = await run([...files, '--aliases', 'aliases.json', '-o', 'm.json'], dir);
    expect(result.code, result.stderr).toBe(0);
    const merges = result.stdout.split('\n').filter((l) => l.startsWith('merged '));
    expect(merges).toHaveLength(20);
    expect(result.stdout).toMatch(/^… and \d+ more merges, not listed$/m);
    expect(result.stdout.split('\n').length).toBeLessThan(30);
  });

  // Probe 13, row 2: past a group of 64 names sharing a word the search skips the group, and
  // the suggestions fell to none without a word from `merge`.
  it('warns when the near-name search was cut short, and says nothing when it was not', async () => {
    const dir = tempFolder('da-merge-cut-');
    const personas = (k: number) => Array.from({ length: 40 }, (_, i): [string, string] => [`p${i}`, `Persona Smith${k}${i}x`]);
    for (const k of [1, 2]) writeFileSync(path.join(dir, `d${k}.json`), log(`Debate ${k}`, personas(k), [['c1', `Claim ${k}`]], [['p0', 'c1', 'supports']]));
    const cut = await run(['d1.json', 'd2.json', '-o', 'm.json'], dir);
    expect(cut.code).toBe(0);
    expect(cut.stderr).toMatch(/^debate-atlas merge: warning: the near-name search was cut short \(\d+ groups of more than 64 similar names skipped\): suggestions among those names are not listed\n$/);
    expect((await run(['remote.json', 'week.json', 'city.json', '-o', 'm2.json'], workspace())).stderr).toBe('');
  });

  it('merges debates into one graph that render draws', async () => {
    const dir = workspace();
    const result = await run(['remote.json', 'week.json', 'city.json', '--aliases', 'aliases.json', '-o', 'out/merged.json'], dir);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('wrote out/merged.json: 3 debates,');
    expect(result.stdout).toContain('merged remote:c1, week:c1 → remote:c1 (alias)');
    expect(result.stdout).toContain('merged remote:p1, week:p1 → remote:p1 (same-name)');
    expect(result.stdout).toContain('merged remote:q1, week:q1 → remote:q1 (aliases-file)');
    expect(result.stdout).toMatch(/suggestion: "Chiara Dahll" \(city:p1\) and "Chiara Dahl" \(remote:p2\): edit distance 1; not merged/);

    const merged = JSON.parse(readFileSync(path.join(dir, 'out/merged.json'), 'utf8'));
    expect(merged.topic).toBe('Merged atlas: 3 debates');
    expect(merged.nodes.map((n: { id: string }) => n.id)).toContain('week:c2');
    expect(merged.nodes.find((n: { id: string }) => n.id === 'remote:c1')).toMatchObject({ used_in: ['remote', 'week'], members: ['remote:c1', 'week:c1'] });
    expect(merged.edges).toContainEqual({ source: 'remote:p1', target: 'week:c2', type: 'supports', debate: 'week' });

    const rendered = (await runCaptured(['out/merged.json', 'out/site'], { cwd: dir }, runRender)).code;
    expect(rendered).toBe(0);
    expect(readFileSync(path.join(dir, 'out/site/graph.html'), 'utf8')).toContain('Merged atlas: 3 debates');
    // And merging the merged graph again works like any intermediate graph.
    expect((await run(['out/merged.json', 'city.json', '-o', 'again.json'], dir)).stderr).not.toContain('error');
  });

  it('writes the same bytes whatever the order of the files', async () => {
    const dir = workspace();
    await run(['remote.json', 'week.json', 'city.json', '-o', 'a.json'], dir);
    await run(['city.json', 'week.json', 'remote.json', '-o', 'b.json'], dir);
    expect(readFileSync(path.join(dir, 'a.json')).equals(readFileSync(path.join(dir, 'b.json')))).toBe(true);
  });

  it('refuses an alias to a missing debate or node, naming the file and the reference, and writes nothing', async () => {
    const dir = workspace();
    writeFileSync(path.join(dir, 'bad.json'), log('Bad', [['p1', 'Zed']], [['c1', 'x'], ['c2', 'y']], [['p1', 'c1', 'supports'], ['c1', 'nowhere:c1', 'alias_of'], ['c2', 'remote:c404', 'alias_of']]));
    const result = await run(['remote.json', 'bad.json', '-o', 'merged.json'], dir);
    expect(result.code).toBe(1);
    // Located at the relation's end (issue 30: they named the file only).
    expect(result.stderr).toContain('bad.json:1:241: error [alias-missing-debate] relations[1].target: alias_of "c1" → "nowhere:c1": "nowhere:c1" names debate "nowhere", which is not in the archive');
    expect(result.stderr).toContain('bad.json:1:297: error [alias-missing-node] relations[2].target: alias_of "c2" → "remote:c404": "remote:c404": debate "remote" has no node "c404"');
    expect(result.stderr).toContain('nothing written: 2 errors');
    expect(existsSync(path.join(dir, 'merged.json'))).toBe(false);
  });

  it('refuses to alias nodes of different kinds, and a bad aliases file', async () => {
    const dir = workspace();
    writeFileSync(path.join(dir, 'kinds.json'), JSON.stringify({ groups: [['remote:p1', 'city:c1']] }));
    const kinds = await run(['remote.json', 'city.json', '--aliases', 'kinds.json', '-o', 'm.json'], dir);
    expect(kinds.code).toBe(1);
    expect(kinds.stderr).toMatch(/kinds\.json:1:25: error \[alias-kind-conflict\] groups\[0\]\[1\]: "remote:p1" is a persona and "city:c1" is a claim/);
    writeFileSync(path.join(dir, 'broken.json'), '{"groups": [["remote:p1"]]}');
    const broken = await run(['remote.json', '--aliases', 'broken.json', '-o', 'm.json'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('broken.json:1:13: error [schema] groups[0]: a group needs at least two references');
    expect(readdirSync(dir)).not.toContain('m.json');
  });

  it('collapses alias chains and cycles across files without hanging', async () => {
    const dir = tempFolder('da-merge-');
    const names = ['a', 'b', 'c'];
    names.forEach((name, i) => {
      const next = names[(i + 1) % names.length];
      writeFileSync(path.join(dir, `${name}.json`), log(name, [['p1', `P ${name}`]], [['c1', `claim ${name}`]], [['p1', 'c1', 'supports'], ['c1', `${next}:c1`, 'alias_of']]));
    });
    const result = await run(['a.json', 'b.json', 'c.json', '-o', 'm.json'], dir);
    expect(result.code).toBe(0);
    const merged = JSON.parse(readFileSync(path.join(dir, 'm.json'), 'utf8'));
    expect(merged.nodes.filter((n: { type: string }) => n.type === 'claim')).toEqual([expect.objectContaining({ id: 'a:c1', members: ['a:c1', 'b:c1', 'c:c1'] })]);
  });

  it('merges a folder as an archive: slugs from paths, its aliases.json, alias_of across its files', async () => {
    const dir = workspace();
    const archive = path.join(dir, 'archive', 'debates');
    writeSyntheticArchive(archive, 12);
    writeFileSync(path.join(dir, 'archive', 'aliases.json'), JSON.stringify({ groups: [[`${syntheticSlug(1)}:c2`, `${syntheticSlug(2)}:c2`]] }));
    const result = await run(['archive/debates', '-o', 'm.json'], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('wrote m.json: 12 debates');
    const merged = JSON.parse(readFileSync(path.join(dir, 'm.json'), 'utf8')) as { nodes: Array<{ id: string; used_in: string[] }> };
    // debate 5 says its c1 is debate 0's c1, debate 10 says so of debate 5's: one chain, one node.
    expect(merged.nodes.find((n) => n.id === `${syntheticSlug(0)}:c1`)?.used_in).toEqual([syntheticSlug(0), syntheticSlug(10), syntheticSlug(5)]); // sorted by slug
    expect(merged.nodes.find((n) => n.id === `${syntheticSlug(1)}:c2`)?.used_in).toEqual([syntheticSlug(1), syntheticSlug(2)]);
  });

  // Issue 30: a file that failed its own checks stopped the merge, so the aliases of every
  // file went unchecked. Each file is merged as far as it is valid; nothing is written.
  it('lists every problem of every file, the merge\'s included, and writes nothing', async () => {
    const dir = workspace();
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({
      topic: 'Bad', personas: [{ id: 'p1', name: 'Zed', position: 'x', argument: 'y' }],
      claims: [{ id: 'c1', text: 5 }, { id: 'c2', text: 'y' }],
      relations: [{ source: 'p1', target: 'c9', type: 'supports' }, { source: 'c2', target: 'nowhere:c1', type: 'alias_of' }, { source: 'c2', target: 'remote:c404', type: 'alias_of' }, { source: 'c2', target: 'broken:c1', type: 'alias_of' }],
    }, null, 1));
    writeFileSync(path.join(dir, 'broken.json'), '{"topic": ');
    mkdirSync(path.join(dir, 'folder/debates'), { recursive: true });
    writeFileSync(path.join(dir, 'folder/debates/f.json'), log('F', [['p1', 'Fay']], [['c1', 'x']], [['p1', 'c1', 'supports'], ['c1', 'gone:c1', 'alias_of'], ['p1', 'c8', 'opposes']]));
    const result = await run(['remote.json', 'bad.json', 'broken.json', 'folder/debates', '-o', 'merged.json'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    // broken.json is in the merge, empty: its alias from bad.json may be right, so is not checked.
    expect(result.stderr.split('\n')).toEqual([
      'bad.json:14:12: error [schema] claims[0].text: text must be a string',
      'bad.json:24:14: error [missing-reference] relations[0].target: no domain, persona, claim or synthesis has id "c9"',
      'bad.json:29:14: error [alias-missing-debate] relations[1].target: alias_of "c2" → "nowhere:c1": "nowhere:c1" names debate "nowhere", which is not in the archive',
      'bad.json:34:14: error [alias-missing-node] relations[2].target: alias_of "c2" → "remote:c404": "remote:c404": debate "remote" has no node "c404"',
      'broken.json:1:11: error [json-syntax] invalid JSON: expected a value',
      'folder/debates/f.json:1:216: error [alias-missing-debate] relations[1].target: alias_of "c1" → "gone:c1": "gone:c1" names debate "gone", which is not in the archive',
      'folder/debates/f.json:1:269: error [missing-reference] relations[2].target: no domain, persona, claim or synthesis has id "c8"',
      'nothing written: 7 errors',
      '',
    ]);
    expect(existsSync(path.join(dir, 'merged.json'))).toBe(false);
  });

  // Probe 2026-12-08, FAIL 9: a folder and a file inside it merged that file twice, under two slugs.
  it('takes a file given directly and through its folder, or through a link, as the same file: a duplicate-debate error', async () => {
    const dir = workspace();
    mkdirSync(path.join(dir, 'archive/debates/2026'), { recursive: true });
    writeFileSync(path.join(dir, 'archive/debates/2026/cars.json'), readFileSync(path.join(dir, 'city.json')));
    symlinkSync(path.join(dir, 'archive/debates/2026/cars.json'), path.join(dir, 'linked.json'));
    for (const [args, slugs] of [
      [['archive/debates', 'archive/debates/2026/cars.json'], ['2026/cars', 'cars']],
      [['archive/debates/2026/cars.json', 'archive/debates'], ['cars', '2026/cars']],
      [['archive/debates', 'linked.json'], ['2026/cars', 'linked']],
    ] as const) {
      const result = await run([...args, '-o', 'm.json'], dir);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toContain(`error [duplicate-debate] this file is already given as debate "${slugs[0]}"`);
      expect(result.stderr).toContain(`so "${slugs[1]}" was left out of the atlas`);
      expect(existsSync(path.join(dir, 'm.json'))).toBe(false);
    }
  });

  it('lists every unreadable file, and rejects wrong usage', async () => {
    const dir = workspace();
    mkdirSync(path.join(dir, 'sub'));
    writeFileSync(path.join(dir, 'sub/broken.json'), '{"topic": ');
    const result = await run(['remote.json', 'missing.json', 'sub/broken.json', '-o', 'm.json'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('missing.json: error [unreadable] no such file');
    expect(result.stderr).toMatch(/sub\/broken\.json:1:\d+: error \[json-syntax\]/);
    await expect(run(['remote.json'], dir)).rejects.toThrow(UsageError);
    await expect(run(['-o', 'm.json'], dir)).rejects.toThrow(/at least one debate file/);
    await expect(run(['remote.json', '-o'], dir)).rejects.toThrow(/--output.*argument missing/);
    await expect(run(['remote.json', '-o', 'm.json', '--frobnicate'], dir)).rejects.toThrow(/unknown option '--frobnicate'/i);
  });
});
