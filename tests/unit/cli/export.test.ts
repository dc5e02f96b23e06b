// debate-atlas export as a user runs it: a file or a folder in, AIF / GraphML / GEXF /
// an Obsidian vault out, the same bytes every time, problems listed.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { DEBATE_DOWNLOADS } from '../../../src/lib/export/downloads.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';
import { graphStats } from '../../../src/lib/lint/graphStats.ts';
import { fixturePath, textSource } from '../fixtureSource.ts';
import { runCaptured } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

function workspace(): string {
  const dir = tempFolder('da-export-');
  cpSync(fixturePath('logs/valid-minimal.json'), path.join(dir, 'debates/sandwich.json'), { recursive: true });
  writeFileSync(path.join(dir, 'debates/other.json'), JSON.stringify({
    topic: 'Other', personas: [{ id: 'p1', name: 'Structuralist', position: 'x', argument: 'y' }], claims: [{ id: 'c1', text: 'Z' }],
    relations: [{ source: 'p1', target: 'c1', type: 'supports' }],
  }));
  return dir;
}

const run = (args: string[], cwd: string) => runCaptured(['export', ...args], { cwd });

describe('debate-atlas export', () => {
  it('writes AIF for one debate and lists what AIF leaves out', async () => {
    const dir = workspace();
    const result = await run(['debates/sandwich.json', '--format', 'aif', '-o', 'out/s.aif.json'], dir);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('wrote out/s.aif.json: AIF,');
    expect(result.stdout).toMatch(/left out: "c1" belongs_to "t1"/);
    const aif = JSON.parse(readFileSync(path.join(dir, 'out/s.aif.json'), 'utf8'));
    expect(Object.keys(aif)).toEqual(['nodes', 'edges', 'locutions', 'participants', 'topic', 'meta']);
  });

  it('writes xAIF for one debate that `add` reads back to the same graph', async () => {
    const dir = workspace();
    const result = await run(['debates/sandwich.json', '--format', 'xaif', '-o', 'out/s.xaif.json'], dir);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('wrote out/s.xaif.json: xAIF,');
    const xaif = JSON.parse(readFileSync(path.join(dir, 'out/s.xaif.json'), 'utf8'));
    expect(Object.keys(xaif)).toEqual(['AIF', 'text', 'dialog', 'OVA', 'debateAtlas']);
    expect(xaif.OVA.nodes.length).toBe(xaif.AIF.nodes.length);
    const validated = await runCaptured(['validate', 'out/s.xaif.json'], { cwd: dir });
    expect(validated.code).toBe(0);
    expect(validated.stdout).toContain('s.xaif.json');
  });

  // Probe 34, C5: "2 nodes, 2 relations" for a file of one edge, the other left out unsaid.
  it('counts the relations a GraphML or GEXF file holds, and names those it leaves out', async () => {
    const dir = workspace();
    writeFileSync(path.join(dir, 'debates/linked.json'), JSON.stringify({
      topic: 'Linked', personas: [{ id: 'p1', name: 'Ada', position: 'x', argument: 'y' }], claims: [{ id: 'c1', text: 'Z' }],
      relations: [{ source: 'p1', target: 'c1', type: 'supports' }, { source: 'c1', target: 'other:c1', type: 'alias_of' }],
    }));
    for (const format of ['graphml', 'gexf']) {
      const result = await run(['debates/linked.json', '--format', format, '-o', `l.${format}`], dir);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/, 2 nodes, 1 relation\n1 relation to another debate's node left out:\n {2}c1 alias_of other:c1\n/);
      expect(readFileSync(path.join(dir, `l.${format}`), 'utf8').match(/<edge /g)).toHaveLength(1);
    }
  });

  it('gives the same bytes on a second run, for every format', async () => {
    const dir = workspace();
    for (const format of ['aif', 'xaif', 'graphml', 'gexf']) {
      await run(['debates', '--format', format, '-o', `a.${format}`], dir);
      await run(['debates', '--format', format, '-o', `b.${format}`], dir);
      expect(readFileSync(path.join(dir, `a.${format}`)).equals(readFileSync(path.join(dir, `b.${format}`)))).toBe(true);
    }
    await run(['debates', '--format', 'obsidian', '-o', 'a.zip'], dir);
    await run(['debates', '--format', 'obsidian', '-o', 'b.zip'], dir);
    expect(readFileSync(path.join(dir, 'a.zip')).equals(readFileSync(path.join(dir, 'b.zip')))).toBe(true);
  });

  it('exports a folder as the merged atlas: one vault, a note per debate, personas joined by name', async () => {
    const dir = workspace();
    const result = await run(['debates', '--format', 'obsidian', '-o', 'vault'], dir);
    expect(result.code).toBe(0);
    const notes = readdirSync(path.join(dir, 'vault')).sort();
    expect(notes).toContain('Other.md');
    expect(notes).toContain('Is a hot dog a sandwich.md');
    const structuralist = readFileSync(path.join(dir, 'vault/Structuralist.md'), 'utf8');
    expect(structuralist).toContain('debates:\n  - other\n  - sandwich\n');
    const names = new Set(notes.map((n) => n.replace(/\.md$/, '').toLowerCase()));
    for (const note of notes) {
      for (const m of readFileSync(path.join(dir, 'vault', note), 'utf8').matchAll(/\[\[([^\]|]+)/g)) expect(names.has(m[1]!.toLowerCase())).toBe(true);
    }
    const zipped = await run(['debates', '--format', 'obsidian', '-o', 'vault.zip'], dir);
    expect(zipped.code).toBe(0);
    // One folder, as the atlas page's vault.zip (probe 2026-12-08 row 42).
    expect(Object.keys(unzipSync(readFileSync(path.join(dir, 'vault.zip')))).sort()).toEqual(notes.map((n) => `debate-atlas-vault/${n}`));
  });

  it('writes a vault to a folder whose names take the whole 255 bytes (a 120-emoji persona name; probe 2026-12-07, VN dir)', async () => {
    const dir = tempFolder('da-export-names-');
    const emoji = '😀'.repeat(120);
    const family = '👨\u200d👩\u200d👧\u200d👦';
    writeFileSync(path.join(dir, 'names.json'), JSON.stringify({
      topic: '中'.repeat(200),
      personas: [
        { id: 'p1', name: emoji, position: 'x', argument: 'y' },
        { id: 'p2', name: `${emoji}!`, position: 'x', argument: 'y' },
        { id: 'p3', name: family.repeat(60), position: 'x', argument: 'y' },
      ],
      claims: [{ id: 'c1', text: `e${'\u0301'.repeat(400)}` }, { id: 'c2', text: '😀'.repeat(150) }],
      relations: [{ source: 'p1', target: 'c1', type: 'supports' }, { source: 'p2', target: 'c2', type: 'opposes' }, { source: 'p3', target: 'c1', type: 'opposes' }],
    }));
    const result = await run(['names.json', '--format', 'obsidian', '-o', 'vault'], dir);
    expect(result, result.stderr).toMatchObject({ code: 0, stderr: '' });
    const notes = readdirSync(path.join(dir, 'vault'));
    // Every note written, none left half-named: no temporary is left beside them.
    expect(notes.length).toBe(6);
    expect(notes.filter((n) => n.startsWith('.'))).toEqual([]);
    for (const note of notes) expect(Buffer.byteLength(note), note).toBeLessThanOrEqual(255);
    // The two 120-emoji names both cut to 60 emoji are told apart; no family is cut in half.
    expect(notes).toContain(`${'😀'.repeat(60)}.md`);
    expect(notes).toContain(`${'😀'.repeat(60)} (2).md`);
    const families = notes.find((n) => n.startsWith(family))!;
    expect(families.replace(/\.md$/, '').split(family).every((part) => part === '')).toBe(true);
    const zipped = await run(['names.json', '--format', 'obsidian', '-o', 'vault.zip'], dir);
    expect(zipped.code).toBe(0);
    // One folder named after the debate, as its page's vault.zip holds (probe 2026-12-08 row 42).
    expect(Object.keys(unzipSync(readFileSync(path.join(dir, 'vault.zip')))).sort()).toEqual(notes.sort().map((n) => `names-vault/${n}`));
    const site = DEBATE_DOWNLOADS.find((d) => d.file === 'vault.zip')!;
    const read = processDebate(textSource('names.json', readFileSync(path.join(dir, 'names.json'), 'utf8')), 'names' as DebateSlug);
    if (!read.ok) throw new Error('names.json was not read');
    const { graph, slug, title } = read.value;
    const download = site.render({ slug, title, graph, stats: graphStats(graph), selfCheck: [], layout: layoutGraph(graph, slug) }) as Uint8Array;
    expect(Object.keys(unzipSync(download)).sort()).toEqual(Object.keys(unzipSync(readFileSync(path.join(dir, 'vault.zip')))).sort());
  });

  it('refuses a bad file with its problems and writes nothing', async () => {
    const dir = workspace();
    writeFileSync(path.join(dir, 'bad.json'), '{ "topic": "x", "personas": [] ');
    const result = await run(['bad.json', '--format', 'graphml', '-o', 'bad.graphml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^bad\.json:1:\d+: error \[json-syntax\]/);
    expect(existsSync(path.join(dir, 'bad.graphml'))).toBe(false);
  });

  it('is a usage error without --format or -o, or with an unknown format', async () => {
    const dir = workspace();
    expect((await run(['debates/sandwich.json', '-o', 'x'], dir)).code).toBe(2);
    expect((await run(['debates/sandwich.json', '--format', 'aif'], dir)).code).toBe(2);
    const unknown = await run(['debates/sandwich.json', '--format', 'dot', '-o', 'x'], dir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown --format "dot"');
  });
});

describe('debate-atlas add with AIF', () => {
  it('adds an AIF file from stdin as a debate, and validate reads it back', async () => {
    const dir = workspace();
    await run(['debates/sandwich.json', '--format', 'aif', '-o', 'sandwich.aif.json'], dir);
    const aif = readFileSync(path.join(dir, 'sandwich.aif.json'));
    const { code, stdout, stderr } = await runCaptured(['add', '-', '--as', 'imported/sandwich', '--content', 'debates', '--site', 'https://atlas.example'], { cwd: dir, stdin: new Uint8Array(aif) });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('https://atlas.example/debates/imported/sandwich/');
    expect(readFileSync(path.join(dir, 'debates/imported/sandwich.json')).equals(aif)).toBe(true);
    const validated = await runCaptured(['validate', 'debates/imported/sandwich.json'], { cwd: dir });
    expect(validated.code).toBe(0);
    expect(validated.stdout).toContain('ok debates/imported/sandwich.json (aif)');
  });
});
