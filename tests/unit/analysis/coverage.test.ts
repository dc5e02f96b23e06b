// A3: steelman coverage, worked out by hand.
import { describe, expect, it } from 'vitest';
import { formatCoverage, steelmanCoverage } from '../../../src/lib/analysis/coverage.ts';
import { claim, graph, node, persona } from './graphs.ts';

describe('A3 steelman coverage', () => {
  it('is 0 for a debate with contested claims and no steelmen', () => {
    const g = graph([persona('p'), persona('q'), claim('a', { contested: true }), claim('b', { contested: true })], ['p supports a', 'q opposes a', 'p supports b', 'q opposes b']);
    const c = steelmanCoverage(g);
    expect(c).toMatchObject({ contested: 2, covered: 0, ratio: 0, steelmen: 0, byOpponent: 0 });
    expect(formatCoverage(c)).toBe('0%');
  });

  it('is null with nothing contested', () => {
    const c = steelmanCoverage(graph([persona('p'), claim('a')], ['p supports a']));
    expect(c.ratio).toBeNull();
    expect(formatCoverage(c)).toBe('—');
  });

  it('counts covered claims and steelmen by an opponent, directly or through an opposes edge', () => {
    // a, b, c contested. a has sm1 by q, who opposes a directly → by an opponent.
    // b has sm2 by r; r supports x and x opposes b → by an opponent (through an opposes edge).
    // b also has sm3 by p, who supports b → not by an opponent.
    // c has no steelman. So covered 2 of 3; steelmen 3, by an opponent 2.
    const g = graph([
      persona('p'), persona('q'), persona('r'),
      claim('a', { contested: true }), claim('b', { contested: true }), claim('c', { contested: true }), claim('x'),
      node('sm1', 'steelman', { steelman_of: 'a', by: 'q' }),
      node('sm2', 'steelman', { steelman_of: 'b', by: 'r' }),
      node('sm3', 'steelman', { by: 'p' }),
    ], [
      'p supports a', 'q opposes a', 'p supports b', 'r supports x', 'x opposes b', 'q opposes b', 'p supports c', 'q opposes c',
      'sm1 steelmanned_by a', 'sm3 steelmanned_by b', // sm3 is found through its edge only
    ]);
    const c = steelmanCoverage(g);
    expect(c).toMatchObject({ contested: 3, covered: 2, steelmen: 3, byOpponent: 2 });
    expect(c.ratio).toBeCloseTo(2 / 3);
    expect(formatCoverage(c)).toBe('67%');
    expect(c.claims).toEqual([
      { claim: 'a', steelmen: [{ steelman: 'sm1', by: 'q', byOpponent: true }] },
      { claim: 'b', steelmen: [{ steelman: 'sm2', by: 'r', byOpponent: true }, { steelman: 'sm3', by: 'p', byOpponent: false }] },
      { claim: 'c', steelmen: [] },
    ]);
  });
});
