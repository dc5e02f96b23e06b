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

  it('accepts the tags that only restate JSON, keeping the text written', () => {
    const result = split('a: !!str x\nb: !!int 3\nc: !!bool true\nd: !!null ~\ne: !!float 1.5\nf: !!seq [x]\ng: !!map {k: v}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.diagnostics).toEqual([]);
    expect([...result.value.data!]).toEqual([['a', 'x'], ['b', '3'], ['c', 'true'], ['d', '~'], ['e', '1.5'], ['f', ['x']], ['g', new Map([['k', 'v']])]]);
  });

  it('refuses a control character written as a YAML escape, in a key as well as a value', () => {
    const result = split('"k\\e": x\nv: "a\\x07"');
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([['control-character', 2], ['control-character', 3]]);
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
