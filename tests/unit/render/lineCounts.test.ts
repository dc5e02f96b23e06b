import { describe, expect, it } from 'vitest';
import { counted, keptAsWritten } from '../../../src/lib/render/lineCounts.ts';

describe('line counts in words', () => {
  it('agree with their number', () => {
    expect(counted(1, 'line')).toBe('1 line');
    expect(counted(0, 'line')).toBe('0 lines');
    expect(keptAsWritten(1)).toBe('1 line of the file could not be read into the debate; it is kept here as written.');
    expect(keptAsWritten(4)).toBe('4 lines of the file could not be read into the debate; they are kept here as written.');
  });
});
