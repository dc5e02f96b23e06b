// Exact (all-pairs) versions of d3-force's many-body and collision forces, plugged into
// the same simulation through d3's custom-force interface. Below a few hundred nodes the
// quadtree that d3 builds twice per tick costs more than the n² sums it approximates
// (docs/benchmarks.md has a pair). The physics are
// d3's: charge falls off as 1/distance (strength × alpha / distance² along the offset),
// collisions push overlapping circles apart by their predicted positions.
import type { Force, SimulationNodeDatum } from 'd3-force';

interface Body extends SimulationNodeDatum { radius: number }

/** Exact sums are used up to this many nodes; d3's Barnes–Hut forces above it. */
export const EXACT_FORCE_LIMIT = 300;

const DISTANCE_MIN2 = 1;

export function manyBodyExact<N extends Body>(strength: number, distanceMax: number, random: () => number): Force<N, undefined> {
  let nodes: N[] = [];
  const max2 = distanceMax * distanceMax;
  const jiggle = () => (random() - 0.5) * 1e-6;
  const force = (alpha: number) => {
    const w0 = strength * alpha;
    for (let i = 0; i < nodes.length; i++) {
      const a = nodes[i]!;
      for (let j = i + 1; j < nodes.length; j++) {
        const b = nodes[j]!;
        let x = b.x! - a.x!, y = b.y! - a.y!;
        let l = x * x + y * y;
        if (l >= max2) continue;
        if (x === 0) { x = jiggle(); l += x * x; }
        if (y === 0) { y = jiggle(); l += y * y; }
        if (l < DISTANCE_MIN2) l = Math.sqrt(DISTANCE_MIN2 * l);
        const w = w0 / l;
        a.vx! += x * w; a.vy! += y * w;
        b.vx! -= x * w; b.vy! -= y * w;
      }
    }
  };
  force.initialize = (initial: N[]) => { nodes = initial; };
  return force;
}

export function collideExact<N extends Body>(padding: number, random: () => number): Force<N, undefined> {
  let nodes: N[] = [];
  const jiggle = () => (random() - 0.5) * 1e-6;
  const force = () => {
    for (let i = 0; i < nodes.length; i++) {
      const a = nodes[i]!;
      const ra = a.radius + padding, ra2 = ra * ra;
      const xi = a.x! + a.vx!, yi = a.y! + a.vy!;
      for (let j = i + 1; j < nodes.length; j++) {
        const b = nodes[j]!;
        const rb = b.radius + padding;
        const r = ra + rb;
        let x = xi - b.x! - b.vx!, y = yi - b.y! - b.vy!;
        let l = x * x + y * y;
        if (l >= r * r) continue;
        if (x === 0) { x = jiggle(); l += x * x; }
        if (y === 0) { y = jiggle(); l += y * y; }
        l = Math.sqrt(l);
        l = (r - l) / l;
        x *= l; y *= l;
        const share = (rb * rb) / (ra2 + rb * rb);
        a.vx! += x * share; a.vy! += y * share;
        b.vx! -= x * (1 - share); b.vy! -= y * (1 - share);
      }
    }
  };
  force.initialize = (initial: N[]) => { nodes = initial; };
  return force;
}
