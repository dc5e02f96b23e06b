// Spatial indexes for the atlas map: what lies in a rectangle of the map, from one uniform
// grid (docs/decisions/atlas-map-view.md). Pure and DOM-free.

export interface Grid {
  minX: number;
  minY: number;
  /** Cell size in map units. */
  cell: number;
  cols: number;
  rows: number;
  start: Int32Array;
  items: Int32Array;
}

export interface Rect { x0: number; y0: number; x1: number; y1: number }

function gridFrame(bounds: readonly [number, number, number, number], targetCells: number) {
  const [minX, minY, maxX, maxY] = bounds;
  const w = Math.max(1, maxX - minX), h = Math.max(1, maxY - minY);
  const cell = Math.max(1, Math.sqrt((w * h) / Math.max(1, targetCells)));
  return { minX, minY, cell, cols: Math.max(1, Math.ceil(w / cell) + 1), rows: Math.max(1, Math.ceil(h / cell) + 1) };
}

const clampInt = (v: number, max: number) => (v < 0 ? 0 : v > max ? max : v | 0);

/** A generator of steps run to its end at once. */
function toEnd<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Packs per-cell lists (given as a count pass and a fill pass) into compressed rows. */
function pack(cells: number, visit: (emit: (cell: number, item: number) => void) => void): { start: Int32Array; items: Int32Array } {
  return toEnd(packSteps(cells, 1, 1, (_, __, emit) => visit(emit)));
}

/**
 * pack in steps: `visit(from, to, emit)` emits the cells of items from…to−1; the
 * generator yields after every `chunk` items of each pass.
 */
function* packSteps(
  cells: number, count: number, chunk: number, visit: (from: number, to: number, emit: (cell: number, item: number) => void) => void,
): Generator<void, { start: Int32Array; items: Int32Array }, void> {
  const start = new Int32Array(cells + 1);
  const counting = (c: number) => { start[c + 1]!++; };
  for (let from = 0; from < count; from += chunk) {
    visit(from, Math.min(count, from + chunk), counting);
    yield;
  }
  for (let c = 0; c < cells; c++) start[c + 1]! += start[c]!;
  const fill = start.slice(0, cells);
  const items = new Int32Array(start[cells]!);
  const filling = (c: number, item: number) => { items[fill[c]!++] = item; };
  for (let from = 0; from < count; from += chunk) {
    visit(from, Math.min(count, from + chunk), filling);
    if (from + chunk < count) yield;
  }
  return { start, items };
}

export function gridOfPoints(X: ArrayLike<number>, Y: ArrayLike<number>, bounds: readonly [number, number, number, number], targetCells = 4096): Grid {
  const frame = gridFrame(bounds, targetCells);
  const { minX, minY, cell, cols, rows } = frame;
  const packed = pack(cols * rows, (emit) => {
    for (let i = 0; i < X.length; i++) emit(clampInt((Y[i]! - minY) / cell, rows - 1) * cols + clampInt((X[i]! - minX) / cell, cols - 1), i);
  });
  return { ...frame, ...packed };
}

/** Cells a segment passes through (Amanatides–Woo grid walk), in order. */
export function segmentCells(grid: Pick<Grid, 'minX' | 'minY' | 'cell' | 'cols' | 'rows'>, ax: number, ay: number, bx: number, by: number, emit: (cell: number) => void): void {
  const { minX, minY, cell, cols, rows } = grid;
  const fx = (ax - minX) / cell, fy = (ay - minY) / cell, tx = (bx - minX) / cell, ty = (by - minY) / cell;
  let cx = clampInt(fx, cols - 1), cy = clampInt(fy, rows - 1);
  const ex = clampInt(tx, cols - 1), ey = clampInt(ty, rows - 1);
  const dx = tx - fx, dy = ty - fy;
  const stepX = dx > 0 ? 1 : -1, stepY = dy > 0 ? 1 : -1;
  const tDeltaX = dx === 0 ? Infinity : Math.abs(1 / dx), tDeltaY = dy === 0 ? Infinity : Math.abs(1 / dy);
  let tMaxX = dx === 0 ? Infinity : (dx > 0 ? cx + 1 - fx : fx - cx) * tDeltaX;
  let tMaxY = dy === 0 ? Infinity : (dy > 0 ? cy + 1 - fy : fy - cy) * tDeltaY;
  emit(cy * cols + cx);
  // At most one step per cell boundary crossed; the bound guards against rounding.
  for (let n = Math.abs(ex - cx) + Math.abs(ey - cy); n > 0 && (cx !== ex || cy !== ey); n--) {
    if (tMaxX < tMaxY) { cx += stepX; tMaxX += tDeltaX; } else { cy += stepY; tMaxY += tDeltaY; }
    if (cx < 0 || cy < 0 || cx >= cols || cy >= rows) break;
    emit(cy * cols + cx);
  }
}

export function gridOfSegments(
  X: ArrayLike<number>, Y: ArrayLike<number>, source: ArrayLike<number>, target: ArrayLike<number>,
  bounds: readonly [number, number, number, number], targetCells = 4096,
): Grid {
  return toEnd(segmentGridSteps(X, Y, source, target, bounds, targetCells, Math.max(1, source.length)));
}

/** gridOfSegments in steps: the generator yields after every `chunk` edges of each of its two passes. */
export function* segmentGridSteps(
  X: ArrayLike<number>, Y: ArrayLike<number>, source: ArrayLike<number>, target: ArrayLike<number>,
  bounds: readonly [number, number, number, number], targetCells = 4096, chunk = 500,
): Generator<void, Grid, void> {
  const frame = gridFrame(bounds, targetCells);
  const packed = yield* packSteps(frame.cols * frame.rows, source.length, chunk, (from, to, emit) => {
    for (let e = from; e < to; e++) {
      const s = source[e]!, t = target[e]!;
      segmentCells(frame, X[s]!, Y[s]!, X[t]!, Y[t]!, (c) => emit(c, e));
    }
  });
  return { ...frame, ...packed };
}

/** The range of cells covering a rectangle (clamped to the grid). */
export function cellRange(grid: Grid, r: Rect): { c0: number; c1: number; r0: number; r1: number; count: number } {
  const c0 = clampInt(Math.floor((r.x0 - grid.minX) / grid.cell), grid.cols - 1), c1 = clampInt(Math.floor((r.x1 - grid.minX) / grid.cell), grid.cols - 1);
  const r0 = clampInt(Math.floor((r.y0 - grid.minY) / grid.cell), grid.rows - 1), r1 = clampInt(Math.floor((r.y1 - grid.minY) / grid.cell), grid.rows - 1);
  return { c0, c1, r0, r1, count: (c1 - c0 + 1) * (r1 - r0 + 1) };
}

/**
 * Items in the cells covering `r`, each once: `stamp` (one slot per item, kept between
 * calls) and `mark` (a new value per call) remove the duplicates of items in several cells.
 * The walk stops when `visit` returns false.
 */
export function queryGrid(grid: Grid, r: Rect, stamp: Uint32Array, mark: number, visit: (item: number) => boolean | void): void {
  const { c0, c1, r0, r1 } = cellRange(grid, r);
  const { start, items, cols } = grid;
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const c = row * cols + col;
      for (let k = start[c]!; k < start[c + 1]!; k++) {
        const item = items[k]!;
        if (stamp[item] === mark) continue;
        stamp[item] = mark;
        if (visit(item) === false) return;
      }
    }
  }
}

/**
 * Clips segment a→b to a rectangle (Liang–Barsky). Returns false when it misses the
 * rectangle; else writes the clipped ends to `out` ([x0, y0, x1, y1]).
 */
export function clipSegment(ax: number, ay: number, bx: number, by: number, r: Rect, out: Float64Array): boolean {
  const dx = bx - ax, dy = by - ay;
  let t0 = 0, t1 = 1;
  // One boundary: p is the direction across it, q the distance inside it at t = 0.
  const side = (p: number, q: number): boolean => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) { if (t > t1) return false; if (t > t0) t0 = t; }
    else { if (t < t0) return false; if (t < t1) t1 = t; }
    return true;
  };
  if (!side(-dx, ax - r.x0) || !side(dx, r.x1 - ax) || !side(-dy, ay - r.y0) || !side(dy, r.y1 - ay)) return false;
  out[0] = ax + t0 * dx; out[1] = ay + t0 * dy; out[2] = ax + t1 * dx; out[3] = ay + t1 * dy;
  return true;
}

/**
 * A set of non-negative integers (up to 2^53) for one frame's bundled edges: open
 * addressing over typed arrays, emptied in O(1) by a generation stamp, so a frame
 * allocates nothing (a Set of large numbers boxes each one).
 */
export class FrameSet {
  private keys: Float64Array;
  private gens: Uint32Array;
  private gen = 1;
  private size = 0;
  constructor(capacity = 1 << 12) {
    let c = 16;
    while (c < capacity * 2) c <<= 1;
    this.keys = new Float64Array(c);
    this.gens = new Uint32Array(c);
  }
  clear(): void {
    this.size = 0;
    this.gen = (this.gen + 1) >>> 0;
    if (this.gen === 0) { this.gens.fill(0); this.gen = 1; }
  }
  /** Adds `key`; false when it was there already. */
  add(key: number): boolean {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const mask = this.keys.length - 1;
    let h = (Math.imul((key % 4294967296) | 0, 0x9e3779b1) ^ Math.floor(key / 4294967296)) & mask;
    while (this.gens[h] === this.gen) {
      if (this.keys[h] === key) return false;
      h = (h + 1) & mask;
    }
    this.gens[h] = this.gen;
    this.keys[h] = key;
    this.size++;
    return true;
  }
  private grow(): void {
    const old = this.keys, oldGens = this.gens, gen = this.gen;
    this.keys = new Float64Array(old.length * 2);
    this.gens = new Uint32Array(old.length * 2);
    this.gen = 1;
    this.size = 0;
    for (let i = 0; i < old.length; i++) if (oldGens[i] === gen) this.add(old[i]!);
  }
}
