// A4: stance history on a merged atlas, worked out by hand.
import { describe, expect, it } from 'vitest';
import { orderDebates, stanceHistories } from '../../../src/lib/analysis/stanceHistory.ts';
import { claim, edge, graph, persona } from './graphs.ts';

const debates = [
  { slug: 'd3', date: '2026-03-01' },
  { slug: 'undated-b' },
  { slug: 'd1', date: '2026-01-01' },
  { slug: 'undated-a' },
  { slug: 'd2', date: '2026-02-01' },
];

describe('A4 stance history', () => {
  it('orders debates by date, undated last by slug', () => {
    expect(orderDebates(debates).map((d) => d.slug)).toEqual(['d1', 'd2', 'd3', 'undated-a', 'undated-b']);
  });

  it('finds one explained and one unexplained flip of a persona', () => {
    // p supports x in d1 and opposes it in d3; in d2 the claim r opposes x → explained by r (d2).
    // p opposes y in d1 and supports it in d2; no argument supports y in d2 (the one in d1
    // is before the flip window, which is (d1, d2]) → unexplained.
    const g = graph([persona('p'), claim('x'), claim('y'), claim('r'), claim('s')], [
      edge('p supports x', { debate: 'd1' }),
      edge('p opposes y', { debate: 'd1' }),
      edge('s supports y', { debate: 'd1' }),
      edge('p supports y', { debate: 'd2' }),
      edge('r opposes x', { debate: 'd2', text: 'the new evidence' }),
      edge('p opposes x', { debate: 'd3' }),
    ]);
    const [history] = stanceHistories(g, debates);
    expect(history!.persona).toBe('p');
    expect(history!.stances.map((s) => `${s.debate} ${s.stance} ${s.claim}`)).toEqual([
      'd1 supports x', 'd1 opposes y', 'd2 supports y', 'd3 opposes x',
    ]);
    expect(history!.flips).toEqual([
      { claim: 'y', from: { debate: 'd1', date: '2026-01-01', stance: 'opposes' }, to: { debate: 'd2', date: '2026-02-01', stance: 'supports' }, explanation: null },
      {
        claim: 'x', from: { debate: 'd1', date: '2026-01-01', stance: 'supports' }, to: { debate: 'd3', date: '2026-03-01', stance: 'opposes' },
        explanation: { debate: 'd2', argument: 'r', type: 'opposes', text: 'the new evidence' },
      },
    ]);
  });

  it('counts an argument in the later debate itself, not in the earlier one', () => {
    // The attack on x is written in d2, the debate where p turns against x → explained.
    const later = graph([persona('p'), claim('x'), claim('r')], [
      edge('p supports x', { debate: 'd1' }), edge('p opposes x', { debate: 'd2' }), edge('r opposes x', { debate: 'd2' }),
    ]);
    expect(stanceHistories(later, debates)[0]!.flips[0]!.explanation).toMatchObject({ debate: 'd2', argument: 'r' });
    const earlier = graph([persona('p'), claim('x'), claim('r')], [
      edge('p supports x', { debate: 'd1' }), edge('r opposes x', { debate: 'd1' }), edge('p opposes x', { debate: 'd2' }),
    ]);
    expect(stanceHistories(earlier, debates)[0]!.flips[0]!.explanation).toBeNull();
  });

  it('is no flip when the stance stays, and a mixed debate is no side of a flip', () => {
    // d1 supports, d2 both (mixed), d3 supports: no flip. Undated debates come last.
    const g = graph([persona('p'), claim('x')], [
      edge('p supports x', { debate: 'd1' }), edge('p supports x', { debate: 'd2' }), edge('p opposes x', { debate: 'd2' }),
      edge('p supports x', { debate: 'd3' }), edge('p opposes x', { debate: 'undated-a' }),
    ]);
    const [h] = stanceHistories(g, debates);
    expect(h!.stances.map((s) => s.debate)).toEqual(['d1', 'd2', 'd2', 'd3', 'undated-a']);
    expect(h!.flips.map((f) => `${f.from.debate}→${f.to.debate}`)).toEqual(['d3→undated-a']);
  });
});
