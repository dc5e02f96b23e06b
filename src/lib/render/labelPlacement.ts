// Label placement: every node's label goes where it overlaps no other label and no node
// and stays inside the frame; the first of eight spots around the node that is free
// wins (then below or above, slid sideways into the frame). Nodes are served in priority
// order (most relations first), so when a label finds no free spot it is a less connected
// node's, and it is hidden: its full text stays in the node's tooltip and accessible name.
// Pure: the page places labels with estimated text sizes; the browser places them again
// with measured ones.

export interface Box { x: number; y: number; w: number; h: number }

export interface LabelRequest {
  x: number;
  y: number;
  /** Node radius: the node is an obstacle of this size. */
  r: number;
  /** Label size (user units). */
  w: number;
  h: number;
  /** Higher goes first. */
  priority: number;
  /** Smaller sizes to try, in order, when the label has no room at `w`×`h` (a shorter text). */
  alternatives?: ReadonlyArray<{ w: number; h: number }>;
}

export type LabelSpot = 'below' | 'above' | 'right' | 'left' | 'below-right' | 'below-left' | 'above-right' | 'above-left';
export interface LabelPlacement {
  spot: LabelSpot | null;
  box: Box | null;
  /** Which size was placed: 0 the first, k the k-th alternative. */
  variant: number;
}

const SPOTS: LabelSpot[] = ['below', 'above', 'right', 'left', 'below-right', 'below-left', 'above-right', 'above-left'];
/**
 * The eight spots, then below and above slid sideways into the frame: a wide label of a node
 * near the frame's side still sits under or over its node, rather than being hidden (probe 39:
 * zoomed in, the claims near the edges lost their labels).
 */
const TRIES: ReadonlyArray<[LabelSpot, boolean]> = [...SPOTS.map((spot): [LabelSpot, boolean] => [spot, false]), ['below', true], ['above', true]];

/** `box` moved sideways to lie inside `frame`, if it is not wider than the frame and still spans `x`; else null. */
function slidInside(box: Box, x: number, frame: Box): Box | null {
  if (box.w > frame.w) return null;
  const left = Math.min(Math.max(box.x, frame.x), frame.x + frame.w - box.w);
  return left <= x && x <= left + box.w ? { ...box, x: left } : null;
}
/** Every node is an obstacle this much bigger than drawn (stroke, contested ring). */
const HALO = 3;
const MARGIN = 1;

function spotBox(spot: LabelSpot, n: LabelRequest): Box {
  const { x, y, w, h } = n;
  // Clear of the node's own halo.
  const r = n.r + HALO + MARGIN + 1;
  const d = r / Math.SQRT2;
  switch (spot) {
    case 'below': return { x: x - w / 2, y: y + r, w, h };
    case 'above': return { x: x - w / 2, y: y - r - h, w, h };
    case 'right': return { x: x + r, y: y - h / 2, w, h };
    case 'left': return { x: x - r - w, y: y - h / 2, w, h };
    case 'below-right': return { x: x + d, y: y + d, w, h };
    case 'below-left': return { x: x - d - w, y: y + d, w, h };
    case 'above-right': return { x: x + d, y: y - d - h, w, h };
    case 'above-left': return { x: x - d - w, y: y - d - h, w, h };
  }
}

const boxesOverlap = (a: Box, b: Box) =>
  a.x < b.x + b.w + MARGIN && b.x < a.x + a.w + MARGIN && a.y < b.y + b.h + MARGIN && b.y < a.y + a.h + MARGIN;

function circleHitsBox(cx: number, cy: number, r: number, b: Box): boolean {
  const nx = Math.max(b.x, Math.min(cx, b.x + b.w)), ny = Math.max(b.y, Math.min(cy, b.y + b.h));
  return (cx - nx) ** 2 + (cy - ny) ** 2 < (r + MARGIN) ** 2;
}

const inside = (b: Box, frame: Box) => b.x >= frame.x && b.y >= frame.y && b.x + b.w <= frame.x + frame.w && b.y + b.h <= frame.y + frame.h;

/** One placement per request, in request order. Deterministic: ties keep input order. */
export function placeLabels(requests: readonly LabelRequest[], frame: Box): LabelPlacement[] {
  const order = requests.map((_, i) => i).sort((a, b) => requests[b]!.priority - requests[a]!.priority || a - b);
  const placed: Box[] = [];
  const result: LabelPlacement[] = requests.map(() => ({ spot: null, box: null, variant: 0 }));
  // A node a little bigger than drawn: stroke and the contested ring.
  const obstacles = requests.map((n) => ({ x: n.x, y: n.y, r: n.r + HALO }));
  for (const i of order) {
    const n = requests[i]!;
    if (n.w <= 0) continue;
    const sizes = [{ w: n.w, h: n.h }, ...(n.alternatives ?? [])];
    search: for (const [variant, size] of sizes.entries()) {
      for (const [spot, slid] of TRIES) {
        const drawn = spotBox(spot, { ...n, ...size });
        const box = slid ? slidInside(drawn, n.x, frame) : drawn;
        if (box === null || !inside(box, frame)) continue;
        if (placed.some((p) => boxesOverlap(p, box))) continue;
        if (obstacles.some((o) => circleHitsBox(o.x, o.y, o.r, box))) continue;
        placed.push(box);
        result[i] = { spot, box, variant };
        break search;
      }
    }
  }
  return result;
}

/** A label's size before a browser measures it: wide scripts one em a character, others 0.6. */
export function estimateLabelSize(text: string, fontSize: number): { w: number; h: number } {
  let ems = 0;
  for (const ch of text) ems += /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|\p{Extended_Pictographic}/u.test(ch) ? 1 : /[A-Z@MW]/.test(ch) ? 0.72 : 0.6;
  return { w: Math.ceil(ems * fontSize + 2), h: Math.ceil(fontSize * 1.3) };
}

/** Label priority: most relations first; the synthesis, personas and domains before claims of equal degree. */
export const labelPriority = (n: { degree: number; type: string }): number =>
  n.degree * 4 + (n.type === 'synthesis' ? 3 : n.type === 'persona' ? 2 : n.type === 'domain' ? 1 : 0);

/** How far a node's shape reaches from its centre: a synthesis square's corners reach past r. */
export const nodeExtent = (type: string, r: number): number => (type === 'synthesis' ? Math.ceil(r * Math.SQRT2) : r);
