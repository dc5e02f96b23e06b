// Counts with thousands separators, grouped by hand (a page's first toLocaleString is a
// long task on a slow phone), the same text toLocaleString('en-US') gives.
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../src/lib/core/limits.ts';

describe('formatCount', () => {
  it('groups the digits of an integer by threes, as toLocaleString does', () => {
    for (const n of [0, 7, 42, 999, 1_000, 12_345, 50_000, 123_456, 1_234_567, -1_234, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
    expect(formatCount(6_121)).toBe('6,121');
  });

  it('leaves a fraction to toLocaleString', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
