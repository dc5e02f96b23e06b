// Two personas of one debate whose names are equal once normalised (NFC/NFD, full-width,
// case) are an error located in that debate, not a silent merge in the atlas.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

const log = fixtureSource('logs/valid-minimal.json').text;
const read = (file: string, text: string) => processDebate(textSource(file, text), 'x' as DebateSlug);

describe('same name after normalisation inside one debate', () => {
  it('NFC and NFD spellings of one persona name are an error at the second one', () => {
    const text = log.replace('"Structuralist"', '"Caf\u00e9"').replace('"Culinary traditionalist"', '"Cafe\u0301"');
    const result = read('log.json', text);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'same-name', file: 'log.json', line: 7, column: 28 }),
    ]);
    expect(result.diagnostics[0]!.message).toContain('persona "Cafe\u0301" (p2) and "Caf\u00e9" (p1) have the same name once normalised');
  });

  it('full-width letters and letter case too; a domain as well', () => {
    const text = log.replace('"Culinary traditionalist"', '"ＳＴＲＵＣＴＵＲＡＬＩＳＴ"');
    const result = read('log.json', text);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([['same-name', 7]]);
  });

  it('names differing only by an invisible character (zero-width space, soft hyphen) are an error at the second one', () => {
    const result = processDebate(fixtureSource('logs/zero-width-twins.json'), 'x' as DebateSlug);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['same-name', 4, 25], ['same-name', 6, 25]]);
    expect(result.diagnostics[0]!.message).toContain('persona "Al\u200bice" (p2) and "Alice" (p1) have the same name once normalised (Unicode form, width, case, spaces, invisible characters)');
    expect(result.diagnostics[1]!.message).toContain('persona "Bob" (p4) and "Bo\u00adb" (p3)');
  });

  // Probe 2026-12-09 ZI-names: default-ignorable characters that are not Cf.
  it('names differing only by a variation selector, a grapheme joiner or a Hangul filler are an error too', () => {
    for (const invisible of ['\ufe0f', '\u034f', '\u3164', '\u115f', '\u{e0100}', '\u2800']) {
      const text = log.replace('"Structuralist"', '"Ann"').replace('"Culinary traditionalist"', `"Ann${invisible}"`);
      expect(read('log.json', text).diagnostics.map((d) => d.code), JSON.stringify(invisible)).toEqual(['same-name']);
    }
  });

  it('a variation selector after an emoji chooses its look: kept, so those names stay apart', () => {
    const text = log.replace('"Structuralist"', '"\u2764\ufe0f"').replace('"Culinary traditionalist"', '"\u2764\ufe0e"');
    expect(read('log.json', text).diagnostics.filter((d) => d.code === 'same-name')).toEqual([]);
  });

  it('a joiner between two emoji is visible: those names stay apart', () => {
    const text = log.replace('"Structuralist"', '"\u{1f469}\u200d\u{1f4bb}"').replace('"Culinary traditionalist"', '"\u{1f469}\u{1f4bb}"');
    expect(read('log.json', text).diagnostics.filter((d) => d.code === 'same-name')).toEqual([]);
  });

  it('in a transcript, two sides named alike', () => {
    const transcript = fixtureSource('transcripts/flip.md').text.replace('title: A flip', 'title: A flip\nsides: [Caf\u00e9, Cafe\u0301]');
    const result = read('t.md', transcript);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.code === 'same-name')).toHaveLength(1);
  });

  it('different names stay fine', () => {
    expect(read('log.json', log).ok).toBe(true);
  });

  it('many pairs of names spelled alike: each reported where its second spelling is written; each name looked up once', () => {
    const pairs = 500;
    const name = (i: number) => `Name ${String(i).padStart(5, '0')}`;
    const persona = (id: number, label: string) => ({ id: `p${id}`, name: label, position: 'a', argument: 'b' });
    const personas = [
      ...Array.from({ length: pairs }, (_, i) => persona(i, name(i))),
      ...Array.from({ length: pairs }, (_, i) => persona(pairs + i, name(i).toUpperCase())),
      ...Array.from({ length: pairs }, (_, i) => persona(2 * pairs + i, name(0).toUpperCase())),
    ];
    const text = JSON.stringify({ topic: 'T', meta: { tags: [] }, personas, claims: [{ id: 'c1', text: 'x' }], relations: [] }, null, 1);
    const lines = text.split('\n');
    const problems = read('log.json', text).diagnostics.filter((d) => d.code === 'same-name');
    expect(problems).toHaveLength(2 * pairs);
    const upper = (i: number) => lines.indexOf(`   "name": "${name(i).toUpperCase()}",`) + 1;
    expect(problems.map((d) => d.line)).toEqual([...Array.from({ length: pairs }, (_, i) => upper(i)), ...Array.from({ length: pairs }, () => upper(0))]);
  });
});

// Probe 12, rows 9 and 10: "" and "   " were refused as empty, but a name or tag of
// invisible characters only was published (a tag page titled "Tag: ").
describe('a name or tag that shows nothing', () => {
  it('is refused as an empty one is, naming what it is, each at once', () => {
    const text = log.replace('"Structuralist"', '"\u200b\u200d"').replace('"Culinary traditionalist"', '"\u202e"');
    const result = read('log.json', text);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.path, d.message.split(' (')[0]])).toEqual([
      ['empty-name', 'persona "p1"', "the persona p1's name is only invisible characters or spaces"],
      ['empty-name', 'persona "p2"', "the persona p2's name is only invisible characters or spaces"],
    ]);
  });

  // Probe 13, row 1: the topic, a claim's text and a note's title were still published empty-looking.
  it('the topic and a claim\'s text too, each at once', () => {
    const text = log.replace('"Is a hot dog a sandwich?"', '"\u200b\u200d"').replace('"A hot dog has bread around a filling"', '"\u202e "');
    const result = read('log.json', text);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.path, d.message.split(' (')[0]])).toEqual([
      ['empty-name', 'topic', 'the topic is only invisible characters or spaces'],
      ['empty-name', 'claim "c1"', "the claim c1's text is only invisible characters or spaces"],
    ]);
  });

  // Probe 34, A3: AIF allows empty text (an L or YA node's); an I-node's empty text was a blank claim.
  it('an AIF claim with no text at all, refused as the other formats refuse it', () => {
    const aif = JSON.stringify({
      nodes: [
        { nodeID: '1', text: '', type: 'I' },
        { nodeID: '2', text: 'Conclusion stands', type: 'I' },
        { nodeID: '3', text: '', type: 'RA' },
      ],
      edges: [{ edgeID: 'e1', fromID: '1', toID: '3' }, { edgeID: 'e2', fromID: '3', toID: '2' }],
      locutions: [],
    });
    const result = read('map.json', aif);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.code === 'empty-name').map((d) => d.message.split(':')[0])).toEqual(["the claim 1's text is empty"]);
  });

  // Review 2026-12-05f, #5: an intermediate graph's claim with an empty label but its text kept was refused.
  it('a claim whose label is empty but whose text is not passes', () => {
    const graph = JSON.stringify({ topic: 'T', nodes: [{ id: 'c1', type: 'claim', label: '', text: 'The text is here' }], edges: [] });
    expect(read('g.json', graph).diagnostics.filter((d) => d.code === 'empty-name')).toEqual([]);
  });

  it('a tag too, at its line; a name with letters and a bidi mark passes', () => {
    const tagged = read('log.json', log.replace('"food"', '"\u00ad\u2060"'));
    expect(tagged.diagnostics.map((d) => [d.code, d.line, d.path])).toEqual([['empty-name', 3, 'tags']]);
    // Probe 25 (BR): the Braille blank is a symbol that draws nothing.
    expect(read('log.json', log.replace('"food"', '"\u2800\u2800"')).diagnostics.map((d) => d.code)).toEqual(['empty-name']);
    const marked = read('log.json', log.replace('"Structuralist"', '"\u202bStructuralist\u202c"'));
    expect(marked.diagnostics.filter((d) => d.code === 'empty-name')).toEqual([]);
  });
});

