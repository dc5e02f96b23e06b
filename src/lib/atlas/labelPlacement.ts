// Label culling for the atlas map, as sigma.js does it: labels are offered largest node
// first and a label is drawn only where it overlaps no label already placed, so labels
// never overlap and the largest nodes keep theirs at every zoom. Placed boxes are kept
// in a coarse grid of the screen, so each test looks at a few boxes, not all of them.
// Pure and DOM-free (the caller measures text).

export interface LabelBox { node: number; x: number; y: number; w: number; h: number }

export interface LabelPlacer {
  /** Places the box if it overlaps no placed box (with `gap` pixels between); says if it did. */
  place: (box: LabelBox) => boolean;
  /** Whether the box would be placed (without placing it). */
  fits: (box: LabelBox) => boolean;
  readonly boxes: LabelBox[];
}

export function labelPlacer(width: number, height: number, cell = 64, gap = 2): LabelPlacer {
  const cols = Math.max(1, Math.ceil(width / cell)), rows = Math.max(1, Math.ceil(height / cell));
  const cells: number[][] = Array.from({ length: cols * rows }, () => []);
  const boxes: LabelBox[] = [];
  const range = (b: LabelBox) => ({
    c0: Math.max(0, Math.floor((b.x - gap) / cell)), c1: Math.min(cols - 1, Math.floor((b.x + b.w + gap) / cell)),
    r0: Math.max(0, Math.floor((b.y - gap) / cell)), r1: Math.min(rows - 1, Math.floor((b.y + b.h + gap) / cell)),
  });
  const fits = (box: LabelBox): boolean => {
    const { c0, c1, r0, r1 } = range(box);
    if (c0 > c1 || r0 > r1) return false; // entirely off screen
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        for (const k of cells[r * cols + c]!) {
          const o = boxes[k]!;
          if (box.x < o.x + o.w + gap && o.x < box.x + box.w + gap && box.y < o.y + o.h + gap && o.y < box.y + box.h + gap) return false;
        }
      }
    }
    return true;
  };
  return {
    boxes,
    fits,
    place(box) {
      if (!fits(box)) return false;
      const { c0, c1, r0, r1 } = range(box);
      const k = boxes.push(box) - 1;
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells[r * cols + c]!.push(k);
      return true;
    },
  };
}

/** The pairs of boxes (as nodes) that overlap, or come closer than `gap` (for tests and checks). */
export function overlappingPairs(boxes: readonly LabelBox[], gap = 0): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let a = 0; a < boxes.length; a++) {
    for (let b = a + 1; b < boxes.length; b++) {
      const p = boxes[a]!, q = boxes[b]!;
      if (p.x < q.x + q.w + gap && q.x < p.x + p.w + gap && p.y < q.y + q.h + gap && q.y < p.y + p.h + gap) pairs.push([p.node, q.node]);
    }
  }
  return pairs;
}
