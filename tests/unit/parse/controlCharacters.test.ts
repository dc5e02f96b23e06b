// The control-character rule: in every text field of every format, raw or escaped, a
// control character is refused with a located error; nothing passes it on.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { exportIntermediateJson } from '../../../src/lib/export/exportGraphJson.ts';
import { parseAliasFile } from '../../../src/lib/merge/mergeDebates.ts';
import { controlCharacterMatch, rawControlCharacterProblems } from '../../../src/lib/parse/controlCharacters.ts';
import { formatDiagnostic, sortDiagnostics } from '../../../src/lib/core/diagnostics.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

const slug = 'x' as DebateSlug;
const read = (file: string, text: string) => processDebate(textSource(file, text), slug);
const located = (result: ReturnType<typeof read>) =>
  result.diagnostics.filter((d) => d.code === 'control-character').sort((a, b) => a.line! - b.line!).map((d) => `${d.line}:${d.column} ${d.path ?? ''} ${d.message.split(' is not')[0]}`);

const log = fixtureSource('logs/valid-minimal.json').text;
const transcript = fixtureSource('transcripts/flip.md').text;
const minutes = fixtureSource('minutes/2026-05-18-1231-en-hold.md').text;

describe('control characters are refused with a located error', () => {
  it('in a roundtable-kg log: \\u escapes in values and keys, and raw C1 and DEL, every one at once', () => {
    const text = log
      .replace('"Is a hot dog a sandwich?"', '"Is a hot dog\\u0000 a sandwich?"')
      .replace('"A hot dog has bread around a filling"', '"A hot dog \\u001b[31mhas bread"')
      .replace('"Usage decides"', '"Usage\u0085 decides\u007f"')
      .replace('"open_questions"', '"open\\u0007questions": 1, "open_questions"');
    const result = read('log.json', text);
    expect(result.ok).toBe(false);
    expect(located(result)).toEqual([
      '2:12 topic a control character U+0000 (NUL)',
      '7:66 personas[1].position a control character U+0085',
      '7:66 personas[1].position a control character U+007F (DEL)',
      '10:27 claims[0].text a control character U+001B (ESC)',
      '21:3 ["open\\u0007questions"] a control character U+0007 (BEL)',
    ]);
  });

  it('in an intermediate graph', () => {
    const valid = read('log.json', log);
    if (!valid.ok) throw new Error('the fixture log is valid');
    const graph = JSON.parse(exportIntermediateJson(valid.value.graph));
    graph.nodes[0].label = 'evil\u009b2J';
    const result = read('graph.json', JSON.stringify(graph, null, 2));
    expect(result.ok).toBe(false);
    expect(located(result)).toEqual([expect.stringMatching(/^\d+:\d+ nodes\[0\]\.label a control character U\+009B$/)]);
  });

  it('in an AIF argument map', () => {
    const aif = fixtureSource('aif/aifdb-map.json').text;
    const at = aif.indexOf('"text"');
    const text = aif.slice(0, at) + aif.slice(at).replace(/"text"\s*:\s*"/, (m) => m + '\\u001b[2J');
    const result = read('map.json', text);
    expect(result.ok).toBe(false);
    expect(located(result)).toEqual(['3:30 nodes[0].text a control character U+001B (ESC)']);
  });

  it('in a transcript: raw in the text, and as YAML escapes in the frontmatter', () => {
    const text = transcript.replace('title: A flip', 'title: "A \\e]0;pwned\\a flip"').replace('A opening position.', 'A opening\u0001 position.');
    const result = read('t.md', text);
    expect(result.ok).toBe(false);
    expect(located(result)).toEqual(['2:8 frontmatter a control character U+001B (ESC)', '2:8 frontmatter a control character U+0007 (BEL)', '10:10  a control character U+0001']);
  });

  it('in meeting minutes: YAML \\x, \\u and \\N escapes, and raw in the text', () => {
    const text = minutes.replace('verdict: pending', 'verdict: "pend\\x01ing"').replace('budget-owner: finance', 'budget-owner: "fin\\Nance"').replace('Agenda fixed.', 'Agenda\u000b fixed.');
    const result = read('2026-05-18-1231-m.md', text);
    expect(result.ok).toBe(false);
    expect(located(result)).toEqual([
      '7:10 frontmatter a control character U+0001',
      '9:15 frontmatter a control character U+0085',
      '19:7  a control character U+000B (VT)',
    ]);
  });

  // Probe 11, row 34: Markdown decodes a reference, so `&#x1b;` was published as U+FFFD without a word.
  it('as numeric character references Markdown would decode, in prose, a log\'s strings and AIF', () => {
    const prose = read('t.md', transcript.replace('A opening position.', 'A opening &#x1b; &#0; &#xD800; &#x110000; &#9; &#8212; position.'));
    expect(prose.ok).toBe(false);
    expect(prose.diagnostics.filter((d) => d.code === 'control-character').map((d) => `${d.line}:${d.column} ${d.message.split(' is not')[0]}`)).toEqual([
      '10:11 a control character U+001B (ESC), written as &#x1b;,',
      '10:18 a control character U+0000 (NUL), written as &#0;,',
      '10:23 a lone surrogate U+D800, written as &#xD800;,',
      '10:32 a number past U+10FFFF (no character), written as &#x110000;,',
    ]);
    const json = read('log.json', log.replace('"A hot dog has bread around a filling"', '"A hot dog &#27; has bread"'));
    expect(located(json)).toEqual(['10:27 claims[0].text a control character U+001B (ESC), written as &#27;,']);
    expect(read('log.json', log.replace('"A hot dog has bread around a filling"', '"A hot dog &#8212; &#x1F600; &#12345678; has bread"')).ok).toBe(true);
    // Review: past each string's first, at most 20 more in the file, however many strings hold many.
    const many = read('log.json', log.replace('"A hot dog has bread around a filling"', JSON.stringify('\u0001'.repeat(30))).replace('"Is a hot dog a sandwich?"', JSON.stringify('\u0002'.repeat(30))));
    expect(many.diagnostics.filter((d) => d.code === 'control-character')).toHaveLength(22);
    // Probe 25 (X2): leading zeros past Markdown's digit limit are text to Markdown, a control character to HTML and the AIF tools.
    const padded = read('log.json', log.replace('"A hot dog has bread around a filling"', '"A hot dog &#x0000001b;[2J &#0000000027; &#x00000000041; has bread"'));
    expect(located(padded)).toEqual(['10:27 claims[0].text a control character U+001B (ESC), written as &#x0000001b;,', '10:27 claims[0].text a control character U+001B (ESC), written as &#0000000027;,']);
    const aif = read('map.json', JSON.stringify({ nodes: [{ nodeID: '1', text: 'bell &#7; here', type: 'I' }, { nodeID: '2', text: 'B', type: 'I' }, { nodeID: '3', text: 'Default Inference', type: 'RA' }], edges: [{ fromID: '1', toID: '3' }, { fromID: '3', toID: '2' }] }));
    expect(aif.diagnostics.filter((d) => d.code === 'control-character').map((d) => `${d.path} ${d.message.split(' is not')[0]}`)).toEqual(['nodes[0].text a control character U+0007 (BEL), written as &#7;,']);
  });

  it('in content/aliases.json', () => {
    const parsed = parseAliasFile(textSource('aliases.json', '{ "groups": [["a:c1", "b:c\\u001b2"]] }'));
    expect(parsed.ok).toBe(false);
    expect(parsed.diagnostics[0]).toMatchObject({ code: 'control-character', line: 1, column: 23, path: 'groups[0][1]' });
  });

  it('lone surrogates and noncharacters from JSON escapes', () => {
    expect(located(read('log.json', log.replace('"Is a hot dog a sandwich?"', '"Is \\ud800 a sandwich?"')))).toEqual(['2:12 topic a lone surrogate U+D800']);
    expect(located(read('log.json', log.replace('"Is a hot dog a sandwich?"', '"Is \\uffff a sandwich?"')))).toEqual(['2:12 topic the noncharacter U+FFFF']);
  });

  it('keeps tab, line feed, bidi marks, zero-width joiners, emoji and every script', () => {
    const text = log.replace('"Is a hot dog a sandwich?"', '"Is a\\tfood\\n \u200f\u05e9\u05dc\u05d5\u05dd \u2067isolate\u2069 \u200d👩‍👩‍👧 城市?"');
    const result = read('log.json', text);
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    expect(controlCharacterMatch('plain text, 城市, \u202e, \t\n\r')).toBeNull();
  });
});

// Probe 3, FAIL 18: 100,000 NUL bytes on stdin listed "99980 more control characters after
// this one" before the 20th problem it counts from (same place, sorted by message).
describe('a run of control characters past the listed twenty', () => {
  it('counts the rest at the first one not listed, so the count sorts last', () => {
    const problems = sortDiagnostics(rawControlCharacterProblems('-', '\u0000'.repeat(100_000), (offset) => ({ line: 1, column: offset + 1 })));
    expect(problems).toHaveLength(21);
    expect(problems.slice(0, 20).every((d) => d.message.startsWith('a control character U+0000 (NUL)'))).toBe(true);
    expect(formatDiagnostic(problems[20]!)).toBe('-:1:21: error [control-character] 99980 more control characters from here on');
  });
});

describe('a JSON syntax error at an invisible character names it (probe 2026-12-08 row 17)', () => {
  const syntax = (text: string) => read('log.json', text).diagnostics.filter((d) => d.code === 'json-syntax').map((d) => `${d.line}:${d.column} ${d.message}`);

  it('U+2028 after the opening brace, at its line and column, by code point', () => {
    expect(syntax('{\n \u2028"topic": "x"}')).toEqual(['2:2 invalid JSON: unexpected character: the invisible character U+2028 (line separator)']);
  });

  it('a no-break space and a zero-width space are named; a visible character is quoted', () => {
    expect(syntax('{\u00a0"a": 1}')).toEqual(['1:2 invalid JSON: unexpected character: the invisible character U+00A0 (no-break space)']);
    expect(syntax('[1,\u200b2]')).toEqual(['1:4 invalid JSON: unexpected character: the invisible character U+200B (zero-width space)']);
    expect(syntax('{x}')[0]).toMatch(/unexpected character: "x"$/);
  });
});
