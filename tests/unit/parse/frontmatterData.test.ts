// YAML frontmatter as data, not types: tags refused with their line, decoded strings held
// to the control-character rule, keys and items bounded before the parser builds them.
import { describe, expect, it } from 'vitest';
import { MAX_FRONTMATTER_ENTRIES } from '../../../src/lib/core/limits.ts';
import { splitFrontmatter } from '../../../src/lib/parse/frontmatter.ts';

const split = (yaml: string) => splitFrontmatter({ file: 'm.md', text: `---\n${yaml}\n---\nbody\n` });

/** Base64 of bytes, so a test writes what `!!binary` would decode. */
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('frontmatter tags', () => {
  it('refuses every tag that builds something other than data, with its line', () => {
    const tagged = ['!!binary GwAH', '!!set {x, y}', '!!omap [x: 1]', '!!pairs [x: 1]', '!!timestamp 2026-01-01', '!foo bar', '!<tag:example.com,2026:x> y'];
    for (const value of tagged) {
      const result = split(`title: ok\nfield: ${value}`);
      expect(result.ok, value).toBe(false);
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      expect(errors, value).toHaveLength(1);
      expect(errors[0], value).toMatchObject({ code: 'frontmatter', file: 'm.md', line: 3, path: 'frontmatter' });
      expect(errors[0]!.message, value).toMatch(/YAML tag \S+ is not allowed/);
    }
  });

  it('hands on the rest of a refused frontmatter, without what was refused', () => {
    const result = split(`title: !!binary ${base64('\u001b')}\ntags: [a, !!set {x}, "b\\e", c]\nsummary: kept\nodd: "\\x07"`);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line)).toEqual([2, 3, 3, 5]);
    const data = (result as { partial: { data: Map<string, unknown> } }).partial.data;
    expect([...data]).toEqual([['tags', ['a', 'c']], ['summary', 'kept']]);
  });

  it('keeps the refusal when an alias points at what was refused (review)', () => {
    const result = split('x: &a !!binary aGVsbG8=\ntitle: *a');
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line} ${d.message.slice(0, 30)}`)).toEqual(['2 the YAML tag !!binary is not a']);
  });

  it('names the tag as written: !!binary, !!set, !foo', () => {
    expect(split('a: !!binary AAAA').diagnostics.at(-1)!.message).toContain('!!binary');
    expect(split('a: !!set {x}').diagnostics.at(-1)!.message).toContain('!!set');
    expect(split('a: !foo x').diagnostics.at(-1)!.message).toContain('!foo');
  });

  it('never decodes !!binary into control characters or noncharacters', () => {
    for (const smuggled of ['\u001b[31m', '\u0000', '\u0007', '\ufffe']) {
      const result = split(`title: !!binary ${base64(smuggled)}\ntags: [a, !!binary ${base64(smuggled)}]`);
      expect(result.ok).toBe(false);
      expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line)).toEqual([2, 3]);
      expect(JSON.stringify(result)).not.toMatch(/[\u0000-\u0008\u001b\ufffe]/);
    }
  });

  it('accepts the tags that only restate JSON, keeping the text written (a null is no text: below)', () => {
    const result = split('a: !!str x\nb: !!int 3\nc: !!bool true\nd: !!null ~\ne: !!float 1.5\nf: !!seq [x]\ng: !!map {k: v}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.diagnostics.map((d) => [d.line, d.path])).toEqual([[5, 'd']]);
    expect([...result.value.data!]).toEqual([['a', 'x'], ['b', '3'], ['c', 'true'], ['d', ''], ['e', '1.5'], ['f', ['x']], ['g', new Map([['k', 'v']])]]);
  });

  it('refuses a control character written as a YAML escape, in a key as well as a value', () => {
    const result = split('"k\\e": x\nv: "a\\x07"');
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([['control-character', 2], ['control-character', 3]]);
  });
});

describe('frontmatter scalars that YAML would read as no text (probe 5, K03)', () => {
  it('never makes a YAML null the word "null": a list item is left out, a key reads as not given, each a warning at its line naming the field', () => {
    const result = split('title: null\ntags: [a, 7, null, "null", ~, true]\nparticipants:\n  - name: ~\nlang: NULL');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.data!.get('title')).toBe('');
    expect(result.value.data!.get('tags')).toEqual(['a', '7', '', 'null', '', 'true']);
    expect(result.value.data!.get('lang')).toBe('');
    expect(result.diagnostics.map((d) => [d.severity, d.line, d.column, d.path])).toEqual([
      ['warning', 2, 8, 'title'],
      ['warning', 3, 11, 'tags'], ['warning', 3, 14, 'tags'], ['warning', 3, 28, 'tags'], ['warning', 3, 31, 'tags'],
      ['warning', 5, 11, 'participants.name'],
      ['warning', 6, 7, 'lang'],
    ]);
    const messages = result.diagnostics.map((d) => d.message);
    expect(messages[0]).toBe('title is YAML null ("null"), not text: read as not given; quote it to mean the word');
    expect(messages[1]).toBe('an item of tags is a YAML number ("7"), not text: read as the text "7"; quote it to say so (a list of text has only text)');
    expect(messages[2]).toBe('an item of tags is YAML null ("null"), not text: the item is left out; quote it to mean the word');
    expect(messages[4]).toContain('a YAML true/false ("true")');
  });

  it('keeps a key’s own number or true/false as the text written, without a word (a harness writes phase: 2)', () => {
    const result = split('phase: 2\nround: 0x1F\nflag: true\nratio: 1e3\ndate: 2026-06-03\nempty:\nquoted: "7"\ntags: ["7", \'null\', v1.2, 2026-06-03]');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.diagnostics).toEqual([]);
    expect(Object.fromEntries(result.value.data!)).toEqual({ phase: '2', round: '0x1F', flag: 'true', ratio: '1e3', date: '2026-06-03', empty: '', quoted: '7', tags: ['7', 'null', 'v1.2', '2026-06-03'] });
  });

  it('still refuses !!binary, !!set and custom tags as errors, before any scalar is read', () => {
    for (const value of ['!!binary GwAH', '!!set {x, y}', '!foo 7']) {
      const result = split(`tags: [7, null, ${value}]`);
      expect(result.ok, value).toBe(false);
      expect(result.diagnostics.map((d) => d.severity), value).toEqual(['error']);
    }
  });
});

describe('frontmatter budget', () => {
  it('reads frontmatter at the limit of keys', () => {
    const keys = Array.from({ length: MAX_FRONTMATTER_ENTRIES - 1 }, (_, i) => `k${i}: v`).join('\n');
    const result = split(keys);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.data!.size).toBe(MAX_FRONTMATTER_ENTRIES - 1);
  });

  it('refuses 80,000 keys with the line where the limit is passed and the limit named', () => {
    const keys = Array.from({ length: 80_000 }, (_, i) => `k${i}: v`).join('\n');
    const result = split(keys);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'too-large', file: 'm.md', line: MAX_FRONTMATTER_ENTRIES + 2, path: 'frontmatter' })]);
    expect(result.diagnostics[0]!.message).toContain('10,000 keys and list items');
  });

  it('refuses a 6 MB list, in block and in flow form, before the parser builds it', () => {
    const block = split(`tags:\n${'- x\n'.repeat(1_500_000)}`);
    expect(block.diagnostics).toEqual([expect.objectContaining({ code: 'too-large', line: MAX_FRONTMATTER_ENTRIES + 2 })]);
    const flow = split(`tags: [${'x,'.repeat(3_000_000)}x]`);
    expect(flow.diagnostics).toEqual([expect.objectContaining({ code: 'too-large', line: 2 })]);
  });

  it('counts items whatever quotes or brackets come before them', () => {
    const lure = `title: "don't [ {\nnote: it's ] }\n${Array.from({ length: 20_000 }, (_, i) => `k${i}: v`).join('\n')}`;
    expect(split(lure).diagnostics[0]).toMatchObject({ code: 'too-large' });
  });

  it('still finds a duplicate key, once per repeat', () => {
    const keys = [...Array.from({ length: 5_000 }, (_, i) => `k${i}: v`), 'k7: again', 'k9: again'].join('\n');
    const result = split(keys);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => d.line)).toEqual([5_002, 5_003]);
  });
});
