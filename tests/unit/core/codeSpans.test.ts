import { describe, expect, it } from 'vitest';
import { codeSpanParts } from '../../../src/lib/core/codeSpans.ts';
import { plainText } from '../../../src/lib/core/plainText.ts';

describe('code spans paired as CommonMark pairs them', () => {
  it('a run closes only at the next run of its own length (review 07zf P3)', () => {
    expect(plainText('text `` ``` `` inline *z*')).toBe('text ``` inline z');
    expect(codeSpanParts('a `b`` c` d').map((p) => [p.code, p.text])).toEqual([[false, 'a '], [true, 'b`` c'], [false, ' d']]);
  });
  it('a run that no later run matches is text, shown as written', () => {
    expect(plainText("it`s *done*")).toBe('it`s done');
    expect(plainText('``a` *b*')).toBe('``a` b');
  });
  it('emphasis inside a span stays as written', () => {
    expect(plainText('run `*x*` then *y*')).toBe('run *x* then y');
  });
  it('is one pass over runs that never close (each searched for forward would be quadratic)', () => {
    const text = Array.from({ length: 600 }, (_, i) => '`'.repeat(i + 1)).join('x');
    expect(codeSpanParts(text)).toEqual([{ code: false, text, marks: '' }]);
  });
});
