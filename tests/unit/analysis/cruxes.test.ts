// A2: cruxes and their ranking, worked out by hand.
import { describe, expect, it } from 'vitest';
import { findCruxes } from '../../../src/lib/analysis/cruxes.ts';
import { claim, graph, node, persona } from './graphs.ts';

describe('A2 cruxes', () => {
  it('needs at least one persona on each side', () => {
    const g = graph([persona('p'), persona('q'), claim('a'), claim('b'), claim('x')], [
      'p supports a', 'q supports a', // only supporters
      'p supports b', 'x opposes b', // the opposition is a claim, not a persona
    ]);
    expect(findCruxes(g)).toEqual([]);
  });

  it('ranks by min(s, o), then s + o, then id', () => {
    // a: s=2 (p,q) o=2 (r,t) → min 2, sum 4
    // b: s=3 (p,q,r) o=1 (t)  → min 1, sum 4
    // c: s=1 (p) o=1 (q)      → min 1, sum 2
    // d: s=1 (q) o=1 (p)      → min 1, sum 2 (ties with c: id order)
    // syn (synthesis, claim-like): s=1 (r) o=2 (p,q) → min 1, sum 3
    const g = graph([persona('p'), persona('q'), persona('r'), persona('t'), claim('d'), claim('c'), claim('b'), claim('a'), node('syn', 'synthesis')], [
      'p supports a', 'q supports a', 'r opposes a', 't opposes a',
      'p supports b', 'q supports b', 'r supports b', 't opposes b',
      'p supports c', 'q opposes c',
      'q supports d', 'p opposes d',
      'r supports syn', 'p opposes syn', 'q opposes syn',
    ]);
    expect(findCruxes(g).map((c) => [c.id, c.rank])).toEqual([['a', 1], ['b', 2], ['syn', 3], ['c', 4], ['d', 5]]);
    expect(findCruxes(g)[0]).toEqual({ id: 'a', rank: 1, supporters: ['p', 'q'], opponents: ['r', 't'] });
  });

  it('counts a persona once however many edges it has', () => {
    const g = graph([persona('p'), persona('q'), claim('a')], ['p supports a', 'p supports a', 'q opposes a']);
    expect(findCruxes(g)).toEqual([{ id: 'a', rank: 1, supporters: ['p'], opponents: ['q'] }]);
  });
});
