// The format registry: a file's kind from its extension (or sniffed, for stdin), then the
// first plugin of that kind whose content detection says yes; every plugin behind one interface.
import { describe, expect, it } from 'vitest';
import { FORMATS, formatById, interpretSource, kindFromFileName, sniffKind } from '../../../src/lib/formats/registry.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

describe('format registry', () => {
  it('lists each format once, each with the interface the registry loops over', () => {
    expect(new Set(FORMATS.map((f) => f.id)).size).toBe(FORMATS.length);
    for (const format of FORMATS) {
      expect(format.label).not.toBe('');
      expect(['json', 'markdown']).toContain(format.kind);
      expect(format.extension).toBe(format.kind === 'json' ? '.json' : '.md');
      expect(formatById(format.id)).toBe(format);
    }
  });

  it('tells the kind an extension names, and the kind text is by its first character', () => {
    expect(kindFromFileName('a/b.JSON')).toBe('json');
    expect(kindFromFileName('notes.markdown')).toBe('markdown');
    expect(kindFromFileName('x.txt')).toBeNull();
    expect(kindFromFileName('<stdin>')).toBeNull();
    expect(sniffKind('  \n{ "topic": "x" }')).toBe('json');
    expect(sniffKind('# Minutes')).toBe('markdown');
  });

  // Probe 2026-12-08 rows 14/15: a file whose extension says the other kind.
  it('reads a file by its content when its extension says the other kind, and says so', () => {
    const log = fixtureSource('logs/valid-minimal.json').text;
    const asMd = interpretSource(textSource('d/json-as.md', log));
    expect(asMd.ok && asMd.value.format).toBe('roundtable-kg');
    expect(asMd.diagnostics.map((d) => `${d.file}:${d.line} ${d.severity} ${d.code} ${d.message}`)).toEqual([
      'd/json-as.md:1 warning file-extension this .md file holds JSON (it starts with "{"): read by its content as Roundtable; rename it to .json',
    ]);
    const aif = interpretSource(textSource('aif-as.md', ` \n${fixtureSource('aif/aifdb-map.json').text}`));
    expect(aif.ok && aif.value.format).toBe('aif');
    const minutes = interpretSource(textSource('min-as.json', fixtureSource('minutes/2026-05-18-1231-en-hold.md').text));
    expect(minutes.ok && minutes.value.format).toBe('minutes');
    expect(minutes.diagnostics[0]).toMatchObject({ code: 'file-extension', severity: 'warning', line: 1, message: expect.stringContaining('this .json file holds no JSON (a JSON file starts with "{" or "["): read by its content as Meeting minutes; rename it to .md') });
    // Neither kind: the error says what the content looks like.
    const neither = interpretSource(textSource('x.json', 'topic: none'));
    expect(neither.diagnostics.map((d) => d.code)).toEqual(['unknown-format']);
    expect(neither.diagnostics[0]!.message).toMatch(/^this \.json file holds no JSON \(a JSON file starts with "\{" or "\["\), so it was read as Markdown, which matches no debate format/);
    // A JSON file with a syntax error is still one, whatever its name.
    expect(interpretSource(textSource('broken.md', '{"topic": ')).diagnostics.map((d) => d.code)).toEqual(['json-syntax']);
  });

  it('tells JSON from Markdown that starts with "[" by whether it parses, unless the file is named .json', () => {
    expect(sniffKind('[12:00] Ana: hello', 'markdown')).toBe('markdown');
    expect(sniffKind('[12:00] Ana: hello')).toBe('markdown');
    expect(sniffKind(' [1, 2]', 'markdown')).toBe('json');
    expect(sniffKind('[1, 2')).toBe('markdown');
    expect(sniffKind('[1, 2', 'json')).toBe('json');
    expect(sniffKind('\uFEFF\r\n{')).toBe('json');
  });

  it('reads each fixture as the format its content is, whatever the folder', () => {
    const cases: Array<[string, string]> = [
      ['logs/valid-minimal.json', 'roundtable-kg'],
      ['transcripts/natural-convergence.md', 'transcript'],
      ['minutes/2026-06-03-14-30-ko-full.md', 'minutes'],
    ];
    for (const [name, format] of cases) {
      const read = interpretSource(fixtureSource(name));
      expect(read.ok && read.value.format, name).toBe(format);
    }
    const intermediate = interpretSource(textSource('g.json', JSON.stringify({ topic: 't', nodes: [{ id: 'a', type: 'claim', label: 'A' }], edges: [] })));
    expect(intermediate.ok && intermediate.value.format).toBe('intermediate');
  });

  it('reads text without a file name by sniffing, never by inventing a name', () => {
    const text = fixtureSource('transcripts/natural-convergence.md').text;
    const read = interpretSource(textSource('<stdin>', text));
    expect(read.ok && read.value.format).toBe('transcript');
    const json = interpretSource(textSource('<stdin>', '{"topic": "x", "personas": []}'));
    expect(json.ok).toBe(false);
    expect(json.diagnostics.every((d) => d.file === '<stdin>')).toBe(true);
  });

  it('reports a Markdown file that is no format once, with a line, naming what was expected', () => {
    const read = interpretSource(textSource('notes.md', '# Shopping list\n\n- eggs\n'));
    expect(read.ok).toBe(false);
    expect(read.diagnostics).toEqual([expect.objectContaining({ code: 'unknown-format', file: 'notes.md', line: 1 })]);
    expect(read.diagnostics[0]!.message).toContain('expected one of');
  });

  it('checks a JSON object with a key of a log as a log, so its errors say what a log lacks', () => {
    const read = interpretSource(textSource('x.json', '{"topic": "", "claims": []}'));
    expect(read.ok).toBe(false);
    expect(read.diagnostics.map((d) => d.path)).toEqual(['topic', 'personas']);
  });

  it('says what a JSON object with no format\'s marks is not: the formats tried, and no log schema errors', () => {
    const read = interpretSource(textSource('x.json', '{"title": "not a topic"}'));
    expect(read.diagnostics).toEqual([expect.objectContaining({ code: 'unknown-format', file: 'x.json', line: 1 })]);
    expect(read.diagnostics[0]!.message).toMatch(/^matches no debate format \(tried xAIF argument map, AIF argument map, Imported graph, Roundtable\); expected one of: /);
  });

  it('names the nearest format and why it did not match', () => {
    const wrapped = interpretSource(textSource('x.json', '{"AIF": [], "text": "", "OVA": {}}'));
    expect(wrapped.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('closest: xAIF argument map: an object with an `AIF` key: read as xAIF, but `AIF` is an array, not an object holding AIF\'s nodes and edges')]);
    const lower = interpretSource(textSource('x.json', '{"aif": {"nodes": []}, "ova": []}'));
    expect(lower.diagnostics[0]!.message).toContain('closest: xAIF argument map: has xAIF\'s `aif`, `ova` but no `AIF` key');
    const half = interpretSource(textSource('x.json', '{"nodes": []}'));
    expect(half.diagnostics[0]!.message).toContain('closest: Imported graph: has `nodes` (an array) and `edges` (no)');
  });

  it('still reports a JSON syntax error as one', () => {
    const read = interpretSource(textSource('x.json', '{"topic": '));
    expect(read.diagnostics.map((d) => d.code)).toEqual(['json-syntax']);
  });

  // Probe 4 (J03, a note): `__proto__` keys were dropped without a word.
  it('says where it left out a __proto__ key, in every JSON format, and never applies it', () => {
    const log = '{"topic": "T", "__proto__": {"synthesis": {"id": "s9", "text": "INJECTED"}},\n "personas": [], "claims": [{"id": "c1", "text": "x", "__proto__": {"polluted": 1}, "constructor": 2}], "relations": []}';
    const read = interpretSource(textSource('log.json', log));
    if (!read.ok) throw new Error(read.diagnostics.map((d) => d.message).join('; '));
    expect(read.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.path}`)).toEqual([
      'warning left-out-key 1:16 __proto__',
      'warning left-out-key 2:55 claims[0].__proto__',
    ]);
    expect(read.value.warnings).toHaveLength(2);
    expect(JSON.stringify(read.value.graph)).not.toContain('INJECTED');
    expect(JSON.stringify(read.value.graph)).not.toContain('polluted');
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    const graph = '{"topic": "t", "nodes": [{"id": "a", "type": "claim", "label": "A", "attributes": {"__proto__": {"x": 1}}}], "edges": []}';
    expect(interpretSource(textSource('g.json', graph)).diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['left-out-key nodes[0].attributes.__proto__']);
  });
  // Probe 25 (E9): one inside a kept unknown object was warned about and still published.
  it('leaves out a __proto__ key at any depth of a kept unknown field, written plain or escaped', () => {
    const log = '{"topic": "T", "personas": [], "claims": [{"id": "c1", "text": "x", "extra": {"keep": 1, "__proto__": {"polluted": "claim"}, "deep": [{"\\u005f_proto__": {"polluted": 2}}]}}], "relations": []}';
    const read = interpretSource(textSource('log.json', log));
    if (!read.ok) throw new Error(read.diagnostics.map((d) => d.message).join('; '));
    expect(read.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['left-out-key claims[0].extra.__proto__', 'left-out-key claims[0].extra.deep[0].__proto__']);
    expect(JSON.stringify(read.value.graph)).not.toContain('polluted');
    expect(JSON.stringify(read.value.graph)).toContain('"keep":1');
  });

  // Probe 2026-12-08 (HN, FAIL 5): numbers in unknown keys were published changed without a word.
  it('says where reading changes a number as written, and passes equal spellings of one number', () => {
    const log = '{"topic": "T", "x_big": 1e999, "x_negzero": -0, "x_prec": 9007199254740993,\n "x_small": 1e-400, "x_long": 123456789012345678901234567890,\n'
      + ' "x_same": [1.0, 1e2, 0.50, -1.5E-3, 9007199254740992, 17e-1, 0.1, 5e-324], "personas": [], "claims": [{"id": "c1", "text": "x", "x_deep": {"n": 0.30000000000000000444}}], "relations": []}';
    const read = interpretSource(textSource('log.json', log));
    if (!read.ok) throw new Error(read.diagnostics.map((d) => d.message).join('; '));
    expect(read.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.path}: ${d.message}`)).toEqual([
      ['1:25 x_big', '1e999', 'null'], ['1:45 x_negzero', '-0', '0'], ['1:59 x_prec', '9007199254740993', '9007199254740992'],
      ['2:13 x_small', '1e-400', '0'], ['2:31 x_long', '123456789012345678901234567890', '1.2345678901234568e+29'],
      ['3:146 claims[0].x_deep.n', '0.30000000000000000444', '0.3'],
    ].map(([at, written, read]) => `warning changed-number ${at}: the number ${written} is read as ${read} (a JSON number is a double); write it as a string, "${written}", to keep it as written`));
    expect(read.value.graph.attributes).toMatchObject({ x_prec: 9007199254740992 }); // kept as read: the warning says so;
  });

  it('lists 20 changed numbers, then counts the rest, one line for a million digits', () => {
    const log = `{"topic": "T", "x": [${Array.from({ length: 25 }, () => '1e999').join(', ')}], "y": 1${'0'.repeat(1_000_000)}1, "personas": [], "claims": [], "relations": []}`;
    const messages = interpretSource(textSource('log.json', log)).diagnostics.filter((d) => d.code === 'changed-number').map((d) => d.message);
    expect(messages).toHaveLength(21);
    expect(messages[20]).toBe('6 more numbers that reading changes from here on');
    const one = interpretSource(textSource('log.json', `{"topic": "T", "y": 1${'0'.repeat(1_000_000)}1, "personas": [], "claims": [], "relations": []}`));
    expect(one.diagnostics.filter((d) => d.code === 'changed-number').map((d) => d.message)).toEqual([
      `the number 1${'0'.repeat(31)}… (1000002 characters) is read as null (a JSON number is a double); write it as a string, "1${'0'.repeat(31)}… (1000002 characters)", to keep it as written`,
    ]);
  });

  // Probe 4 (Y13, a note): `tags: &t [a, *t]` kept `a` and dropped the nested list without a word.
  it('says which tag items are not text and were left out, in minutes and transcripts', () => {
    const minutes = '---\ndate: 2026-05-18T12:31+09:00\ntype: meeting\ntags: &t [a, *t, {b: 1}]\nparticipants:\n  - analyst\n  - skeptic\n---\n\n# Pricing\n\n## R1 Problem definition\n\nWhich layout?\n\n## R2 Independent opinions\n\n- **analyst:** Option A, the table.\n- **skeptic**: I prefer B because a slider is clearer.\n\n## R6 Convergence\n\nOption A chosen.\n';
    const read = interpretSource(textSource('m.md', minutes));
    if (!read.ok) throw new Error(read.diagnostics.map((d) => d.message).join('; '));
    expect(read.value.graph.meta.tags).toEqual(['a']);
    const tagWarnings = read.diagnostics.filter((d) => d.path === 'tags');
    expect(tagWarnings.map((d) => `${d.line} ${d.code}: ${d.message}`)).toEqual([
      '4 frontmatter: tags: 2 items are not text (a nested list or a map, as a recursive alias makes) and were left out; write each as text',
    ]);
    const transcript = '---\ntitle: Tabs or spaces\ntask: Which indentation?\nsides: [Tabs, Spaces]\ntags: [ok, [nested]]\n---\n\n🅰️ Agent A — Round 1 (Opening)\n\n## Position\n\nUse tabs.\n\n🅱️ Agent B — Round 1 (Opening)\n\n## Position\n\nUse spaces.\n';
    const t = interpretSource(textSource('t.md', transcript));
    expect(t.diagnostics.filter((d) => d.path === 'tags').map((d) => d.message)).toEqual([
      'tags: an item is not text (a nested list or a map, as a recursive alias makes) and was left out; write each as text',
    ]);
  });

  // Issue 30 (probe 4, FAIL 5's pattern in a log): a control character or a repeated key
  // stopped the file there; the schema and reference problems came only after a rerun.
  it('lists a log\'s control characters and repeated keys with its schema and reference problems', () => {
    const log = '{"topic": "T", "personas": [{"id": "p1", "name": "A\\u001b", "position": "x"}], "claims": [{"id": "c1", "text": "y"}],\n "relations": [{"source": "p1", "target": "zz", "type": "supports"}], "topic": "again"}';
    const read = interpretSource(textSource('log.json', log));
    expect(read.ok).toBe(false);
    expect(read.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.path}`).sort()).toEqual([
      '1:29 schema personas[0].argument',
      '1:50 control-character personas[0].name',
      '2:43 missing-reference relations[0].target',
      '2:71 duplicate-key topic',
    ]);
  });
});

