// The atlas map's local view laid out as its own graph: a hub's 1-hop star and a 2-hop
// chain, spread so no two discs touch and linked nodes stay apart, in a box far smaller than the map, and the same
// positions for the same input.
import { describe, expect, it } from 'vitest';
import { layoutLocal } from '../../../src/lib/atlas/localLayout.ts';

/** A hub (node 1000) with `n` neighbours (nodes 0..n-1), as a persona in many debates. */
const star = (n: number) => ({
  members: [1000, ...Array.from({ length: n }, (_, i) => i)],
  radius: (i: number) => (i === 1000 ? 20 : 9),
  links: Array.from({ length: n }, (_, i) => [1000, i] as const),
});

describe('the local view layout', () => {
  it('puts the selected node at the origin and spreads a 75-node star without touching discs', () => {
    const input = star(75);
    const { members, x, y, bounds } = layoutLocal(input);
    expect([...members]).toEqual(input.members);
    expect([x[0], y[0]]).toEqual([0, 0]);
    for (let a = 0; a < members.length; a++) for (let b = a + 1; b < members.length; b++) {
      const gap = Math.hypot(x[a]! - x[b]!, y[a]! - y[b]!) - input.radius(members[a]!) - input.radius(members[b]!);
      expect(gap, `${members[a]} and ${members[b]}`).toBeGreaterThan(0);
    }
    // Compact: a few thousand map units across, where the atlas at 209 debates spans hundreds of thousands.
    expect(bounds[2] - bounds[0]).toBeLessThan(3000);
    expect(bounds[3] - bounds[1]).toBeLessThan(3000);
    for (let j = 0; j < members.length; j++) {
      expect(x[j]! - input.radius(members[j]!)).toBeGreaterThanOrEqual(bounds[0]);
      expect(x[j]! + input.radius(members[j]!)).toBeLessThanOrEqual(bounds[2]);
    }
  });

  it('gives the same positions for the same input, and ignores links to non-members', () => {
    const input = { members: [5, 6, 7, 8], radius: () => 10, links: [[5, 6], [6, 7], [7, 8], [8, 99]] as Array<readonly [number, number]> };
    const a = layoutLocal(input), b = layoutLocal(input);
    expect([...a.x]).toEqual([...b.x]);
    expect([...a.y]).toEqual([...b.y]);
    // Linked nodes a link's length apart, give or take.
    for (let j = 1; j < 4; j++) expect(Math.hypot(a.x[j]! - a.x[j - 1]!, a.y[j]! - a.y[j - 1]!)).toBeGreaterThan(60);
  });

  it('lays out a lone node at the origin', () => {
    const { x, y, bounds } = layoutLocal({ members: [3], radius: () => 12, links: [] });
    expect([x[0], y[0]]).toEqual([0, 0]);
    expect(bounds).toEqual([-12, -12, 12, 12]);
  });
});
