// Which part of the graph an event happened on.
export type Hit = { kind: 'node'; i: number; el: SVGGElement } | { kind: 'edge'; k: number; el: SVGGElement } | null;

export function hitTest(target: EventTarget | null): Hit {
  if (!(target instanceof Element)) return null;
  const el = target.closest<SVGGElement>('g.node[data-i], g.edge[data-e]');
  if (!el) return null;
  return el.classList.contains('node') ? { kind: 'node', i: Number(el.dataset.i), el } : { kind: 'edge', k: Number(el.dataset.e), el };
}
