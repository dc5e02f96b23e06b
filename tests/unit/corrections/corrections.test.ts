// Corrections without editing the record (issue 26 item 5): a `<log>.corrections.json`
// beside a log states a stance, a persona's role or "not a claim"; it is checked against
// its log (located errors naming the sidecar), applied by the one pipeline stage the
// build and the CLI share, kept out of the debates, and part of the debate's digest.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import { formatDiagnostic } from '../../../src/lib/core/diagnostics.ts';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import { correctionsJsonSchema, correctionsPathFor } from '../../../src/lib/corrections/schema.ts';
import { planAddition } from '../../../src/lib/archive/planAddition.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { runCaptured } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const log = {
  topic: 'Ban cars downtown?',
  personas: [
    { id: 'p_urb', name: 'Urbanist', position: 'ban', argument: 'streets for people' },
    { id: 'p_shop', name: 'Shopkeeper', position: 'keep', argument: 'customers drive' },
    { id: 'p_host', name: 'Chair', position: '-', argument: '-' },
  ],
  claims: [{ id: 'c1', text: 'A ban helps shops' }, { id: 'c2', text: 'Round 2: positions unchanged' }],
  relations: [
    { source: 'p_urb', target: 'c1', type: 'supports' },
    { source: 'p_shop', target: 'c1', type: 'supports', text: 'read as support' },
    { source: 'p_shop', target: 'c2', type: 'supports' },
  ],
  synthesis: { id: 's1', text: 'Depends on transit.' },
};
const logText = JSON.stringify(log, null, 2);
const corrections = {
  stances: [{ persona: 'Shopkeeper', target: 'c1', stance: 'against', note: 'he says the opposite in round 2' }],
  roles: [{ persona: 'p_host', role: 'moderator' }],
  not_claims: [{ node: 'c2', note: 'a status line' }],
};
const read = (sidecar?: object | string) => processDebate(
  { file: 'd/x.json', text: logText }, 'x' as DebateSlug, undefined,
  sidecar === undefined ? undefined : { file: 'd/x.corrections.json', text: typeof sidecar === 'string' ? sidecar : JSON.stringify(sidecar, null, 2) },
);

describe('a correction file', () => {
  it('overrides a stance, marks the relation corrected, and re-reads what is contested', () => {
    const r = read(corrections);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const { graph } = r.value;
    expect(graph.edges.filter((e) => e.source === 'p_shop' && e.target === 'c1')).toEqual([
      { source: 'p_shop', target: 'c1', type: 'opposes', text: 'he says the opposite in round 2', reading: 'corrected' },
    ]);
    expect(graph.nodes.find((n) => n.id === 'c1')!.contested).toBe(true);
    expect(graph.edges).toContainEqual({ source: 'c1', target: 's1', type: 'contested_by', text: 'supported and opposed', derived: true });
    expect(r.value.counts.contested).toBe(1);
  });

  it('takes a moderator out of the self-check\'s silent personas', () => {
    const before = read();
    const after = read(corrections);
    if (!before.ok || !after.ok) throw new Error('not read');
    const silent = (r: typeof before & { ok: true }) => r.value.selfCheck.find((c) => c.id === 'personas-have-outgoing')!.offenders;
    expect(silent(before)).toEqual(['p_host']);
    expect(silent(after)).toEqual([]);
    expect(after.value.graph.nodes.find((n) => n.id === 'p_host')!.role).toBe('moderator');
  });

  it('removes "not a claim" and lists it as not interpreted, naming the file', () => {
    const r = read(corrections);
    if (!r.ok) throw new Error('not read');
    expect(r.value.graph.nodes.some((n) => n.id === 'c2')).toBe(false);
    expect(r.value.graph.edges.some((e) => e.target === 'c2' || e.source === 'c2')).toBe(false);
    expect(r.value.graph.corrections).toMatchObject({ file: 'd/x.corrections.json', notInterpreted: [{ id: 'c2', text: 'Round 2: positions unchanged', note: 'a status line' }] });
  });

  it('sets no stance at all with "none"', () => {
    const r = read({ stances: [{ persona: 'p_shop', target: 'c1', stance: 'none' }] });
    if (!r.ok) throw new Error('not read');
    expect(r.value.graph.edges.filter((e) => e.source === 'p_shop' && e.target === 'c1')).toEqual([]);
  });

  it('reports every unknown id or option with the sidecar\'s file, line and field', () => {
    const r = read({ stances: [{ persona: 'nobody', target: 'option-z', stance: 'for' }], roles: [{ persona: 'p_urb', role: 'judge' }], not_claims: [{ node: 'p_urb' }] });
    expect(r.ok).toBe(false);
    // The schema error of roles[0] hides none of the others (docs/decisions/every-problem-at-once.md).
    expect(r.diagnostics.map((d) => `${d.file}:${d.line} ${d.path} ${d.code}`)).toEqual([
      'd/x.corrections.json:4 stances[0].persona correction',
      'd/x.corrections.json:5 stances[0].target correction',
      'd/x.corrections.json:12 roles[0].role schema',
      'd/x.corrections.json:17 not_claims[0].node correction',
    ]);
    const r2 = read({ stances: [{ persona: 'nobody', target: 'option-z', stance: 'for' }], not_claims: [{ node: 'p_urb' }] });
    expect(r2.diagnostics.map((d) => `${d.file}:${d.line} ${d.path}`)).toEqual([
      'd/x.corrections.json:4 stances[0].persona',
      'd/x.corrections.json:5 stances[0].target',
      'd/x.corrections.json:11 not_claims[0].node',
    ]);
    expect(r2.diagnostics[1]!.message).toContain('no claim or option of the log has id "option-z"; ids: c1, c2, s1');
    expect(read('{ "stances": [').diagnostics[0]).toMatchObject({ file: 'd/x.corrections.json', code: 'json-syntax' });
  });

  // Probe 25 (C-ALL): a control character or a repeated key was the sidecar's only error listed.
  it('lists a control character and a repeated key beside every other problem of the file', () => {
    const text = '{"stances": [{"persona": "nobody", "target": "c1", "stance": "for", "note": "a \\u001b b &#x1b;"}],\n "roles": [{"persona": "p_urb", "role": "judge"}],\n "roles": []}';
    const r = read(text);
    expect(r.diagnostics.map((d) => `${d.line} ${d.path} ${d.code}`)).toEqual([
      '1 stances[0].persona correction',
      '1 stances[0].note control-character',
      '1 stances[0].note control-character',
      '3 roles duplicate-key',
    ]);
  });

  it('has a JSON Schema for editors, and a name beside its log', () => {
    const schema = correctionsJsonSchema('https://example.org/schema/corrections.json') as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(['$schema', 'stances', 'roles', 'not_claims', 'outcome']);
    const outcome = JSON.stringify(schema.properties['outcome']);
    for (const kind of ['decided', 'hold', 'escalated', 'none']) expect(outcome).toContain(`"${kind}"`);
    expect(correctionsPathFor('2026/meeting.md')).toBe('2026/meeting.corrections.json');
    expect(correctionsPathFor('a.b/log')).toBe('a.b/log.corrections.json');
  });
});

describe('correction files in an archive and on the command line', () => {
  const dir = tempFolder('corrections-');
  const content = path.join(dir, 'debates');
  mkdirSync(path.join(content, '2026'), { recursive: true });
  writeFileSync(path.join(content, '2026/cars.json'), logText);
  writeFileSync(path.join(content, '2026/cars.corrections.json'), JSON.stringify(corrections));
  writeFileSync(path.join(content, '2026/orphan.corrections.json'), '{}');

  it('applies the sidecar to its log, never reads it as a debate, and flags one without a log', async () => {
    const archive = await loadArchive(content, dir);
    expect(archive.debates.map((d) => d.slug)).toEqual(['2026/cars']);
    expect(archive.debates[0]!.graph.corrections?.file).toBe('debates/2026/cars.corrections.json');
    expect(archive.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file} ${d.code}`)).toEqual(['debates/2026/orphan.corrections.json orphan-corrections']);
  });

  it('puts the sidecar into the debate\'s digest, so editing it rebuilds the debate', async () => {
    const first = (await loadArchive(content, dir)).debates[0]!.digest;
    writeFileSync(path.join(content, '2026/cars.corrections.json'), JSON.stringify({ roles: [{ persona: 'p_host', role: 'host' }] }));
    const second = (await loadArchive(content, dir)).debates[0]!;
    expect(second.digest).not.toBe(first);
    expect(second.graph.nodes.find((n) => n.id === 'p_host')!.role).toBe('host');
    writeFileSync(path.join(content, '2026/cars.corrections.json'), JSON.stringify(corrections));
  });

  it('is applied by the CLI (extract writes the corrected graph)', async () => {
    const { code, stdout, stderr } = await runCaptured(['extract', 'debates/2026/cars.json', 'out.json'], { cwd: dir });
    expect(code, stderr).toBe(0);
    const graph = JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8'));
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'p_shop', target: 'c1', type: 'opposes', reading: 'corrected' }));
    expect(stdout).not.toContain('\u001b');
  });

  // Probe 2026-12-07 CR-nfd: a log named in NFD (as macOS may save "café") and its
  // correction file in NFC printed as the same name and were called an orphan.
  it('pairs a log and its correction file whose names differ only in Unicode normalisation', async () => {
    const root = tempFolder('corrections-nfc-');
    const debates = path.join(root, 'debates');
    mkdirSync(debates);
    writeFileSync(path.join(debates, 'cafe\u0301.json'), logText);
    writeFileSync(path.join(debates, 'caf\u00e9.corrections.json'), JSON.stringify(corrections));
    const archive = await loadArchive(debates, root);
    expect(archive.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(archive.debates[0]!.graph.corrections?.file).toBe('debates/caf\u00e9.corrections.json');
    // The CLI, given the log, finds the same file.
    const { code, stderr } = await runCaptured(['extract', 'debates/cafe\u0301.json', 'out.json'], { cwd: root });
    expect(code, stderr).toBe(0);
    expect(JSON.parse(readFileSync(path.join(root, 'out.json'), 'utf8')).corrections.file).toBe('debates/caf\u00e9.corrections.json');
  });

  it('applies the one of the exact name and says a twin in the other normalisation is one too many, written out', async () => {
    const root = tempFolder('corrections-twins-');
    const debates = path.join(root, 'debates');
    mkdirSync(debates);
    writeFileSync(path.join(debates, 'caf\u00e9.json'), logText);
    writeFileSync(path.join(debates, 'caf\u00e9.corrections.json'), JSON.stringify(corrections));
    writeFileSync(path.join(debates, 'cafe\u0301.corrections.json'), '{}');
    writeFileSync(path.join(debates, 'th\u00e9.corrections.json'), '{}');
    const archive = await loadArchive(debates, root);
    expect(archive.debates[0]!.graph.corrections?.file).toBe('debates/caf\u00e9.corrections.json');
    expect(archive.diagnostics.map(formatDiagnostic)).toEqual([
      'debates/cafe\u0301.corrections.json: error [orphan-corrections] a second correction file for one log: its name differs from debates/caf\u00e9.corrections.json, the one applied, only in Unicode normalisation (written out: this name is debates/cafe\\u0301.corrections.json, that one debates/caf\u00e9.corrections.json; a \\u escape is a combining accent, decomposed as NFD); remove one',
      'debates/th\u00e9.corrections.json: error [orphan-corrections] a correction file with no debate beside it; it corrects the log of the same name (th\u00e9.json or .md)',
    ]);
  });

  it('is never planned over by add', () => {
    const plan = planAddition({ text: 'x', format: 'roundtable-kg', title: 'cars.corrections' }, [{ path: 'cars.corrections.json', text: '' }]);
    expect(plan.kind === 'add' ? plan.path : plan.path).not.toBe('cars.corrections.json');
  });
});
