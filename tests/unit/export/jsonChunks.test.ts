// jsonChunks writes, in pieces, exactly what stableJson writes whole.
import { describe, expect, it } from 'vitest';
import { stableJson } from '../../../src/lib/export/exportGraphJson.ts';
import { jsonChunks, JsonSequence } from '../../../src/lib/export/jsonChunks.ts';

const whole = (value: unknown, depth?: number) => [...jsonChunks(value, depth)].join('');

const VALUES: Array<[string, unknown]> = [
  ['a number', 3.25],
  ['a string with quotes, newlines and U+2028', 'a "b"\n\tc\u2028d'],
  ['null', null],
  ['empty containers', { a: [], b: {}, c: [[]], d: [{}] }],
  ['members with no JSON form', { a: undefined, b: () => 1, c: [undefined, () => 1, Symbol('s')], d: 1 }],
  ['an object whose members all have none', { a: undefined }],
  ['a Date (toJSON)', { when: new Date(Date.UTC(2026, 10, 30)) }],
  ['keys that need escaping', { 'a"b': 1, 'ä\n': [1, 2] }],
  ['integer-like keys, which JSON.stringify puts first', { b: 1, 2: 2, 1: 3, a: { 10: 'x', 9: 'y' } }],
  ['toJSON that leaves a member out, and toJSON given its key', { gone: { toJSON: () => undefined }, keyed: { toJSON: (key: string) => `key ${key}` }, list: [{ toJSON: (key: string) => key }] }],
  ['boxed primitives', { n: Object(1), s: Object('s'), b: Object(false), list: [Object(2)] }],
  ['sparse arrays and -0', { a: [, 1, , 2], z: -0 }],
  ['a deep graph', { topic: 'T', nodes: [{ id: 'n1', attributes: { x: [1, { y: 'z' }] } }, { id: 'n2' }], edges: [], stats: { n: 2 } }],
];

describe('jsonChunks', () => {
  for (const [name, value] of VALUES) {
    it(`matches stableJson: ${name}`, () => {
      for (const depth of [0, 1, 2, 5]) expect(whole(value, depth)).toBe(stableJson(value));
    });
  }

  it('writes a JsonSequence as the array of its items, made as they are written', () => {
    const made: number[] = [];
    const sequence = new JsonSequence(function* () {
      for (const i of [1, 2, 3]) {
        made.push(i);
        yield { i, undefinedField: undefined };
      }
    });
    const chunks = jsonChunks({ nodes: sequence, empty: new JsonSequence(() => []) });
    const first = chunks.next();
    expect(first.done).toBe(false);
    expect(made).toEqual([]);
    const text = (first.value as string) + [...chunks].join('');
    expect(made).toEqual([1, 2, 3]);
    expect(text).toBe(stableJson({ nodes: [{ i: 1 }, { i: 2 }, { i: 3 }], empty: [] }));
  });

  it('refuses a JsonSequence deeper than the levels it opens (it would be written as {})', () => {
    expect(() => whole({ a: { b: new JsonSequence(() => [1]) } }, 1)).toThrow(/JsonSequence/);
    expect(whole({ a: { b: new JsonSequence(() => [1]) } }, 3)).toBe(stableJson({ a: { b: [1] } }));
  });

  it('refuses a value with no JSON form, as stableJson cannot write one', () => {
    expect(() => whole(undefined)).toThrow(/no JSON form/);
  });
});
