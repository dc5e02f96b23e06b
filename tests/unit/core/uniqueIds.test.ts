// Ids made unique by a numbered suffix (src/lib/core/uniqueIds.ts).
import { describe, expect, it } from 'vitest';
import { idAllocator } from '../../../src/lib/core/uniqueIds.ts';

describe('idAllocator', () => {
  it('gives the wanted id, then the first free numbered one, skipping ids already taken', () => {
    const allocate = idAllocator(new Set(['a', 'a-3']));
    expect(['b', 'a', 'a', 'a', 'b'].map(allocate)).toEqual(['b', 'a-2', 'a-4', 'a-5', 'b-2']);
  });

  it('uses the given suffix and counts ids taken by other wanted ids', () => {
    const allocate = idAllocator(new Set(), (wanted, n) => `${wanted}~${n}`);
    expect(['x~2', 'x', 'x', 'x'].map(allocate)).toEqual(['x~2', 'x', 'x~3', 'x~4']);
  });

  it('gives 20,000 parts wanting one id 20,000 distinct ids', () => {
    const allocate = idAllocator();
    const ids = Array.from({ length: 20_000 }, () => allocate('opinion'));
    expect(new Set(ids).size).toBe(20_000);
    expect(ids.at(-1)).toBe('opinion-20000');
  });
});
