// jsonChunks writes, in pieces, exactly what stableJson writes whole.
import { describe, expect, it } from 'vitest';
import { stableJson } from '../../src/lib/export/exportGraphJson.ts';
import { jsonChunks, JsonSequence } from '../../src/lib/export/jsonChunks.ts';

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

  it('refuses a value with no JSON form, as stableJson cannot write one', () => {
    expect(() => whole(undefined)).toThrow(/no JSON form/);
  });
});
