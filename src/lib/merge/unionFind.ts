// Disjoint sets over 0..n-1 with path compression and union by size: near-linear joins
// for hundreds of thousands of nodes, in typed arrays.
export class UnionFind {
  readonly #parent: Int32Array;
  readonly #size: Int32Array;

  constructor(n: number) {
    this.#parent = new Int32Array(n);
    this.#size = new Int32Array(n).fill(1);
    for (let i = 0; i < n; i++) this.#parent[i] = i;
  }

  find(x: number): number {
    const parent = this.#parent;
    let root = x;
    while (parent[root]! !== root) root = parent[root]!;
    while (parent[x]! !== root) {
      const next = parent[x]!;
      parent[x] = root;
      x = next;
    }
    return root;
  }

  union(a: number, b: number): void {
    let ra = this.find(a), rb = this.find(b);
    if (ra === rb) return;
    if (this.#size[ra]! < this.#size[rb]!) [ra, rb] = [rb, ra];
    this.#parent[rb] = ra;
    this.#size[ra] = this.#size[ra]! + this.#size[rb]!;
  }
}
