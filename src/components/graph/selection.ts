// Highlighting a node: its relations in and out light up, and for a persona the
// steelmen it wrote with theirs; the status line counts every relation, incoming too.
import type { Scene } from './scene.ts';

export interface Selection {
  get: () => number | null;
  select: (i: number | null) => void;
  toggle: (i: number) => void;
}

/** "supported by 3, opposed by 2, supports 1": a node's relations by type and direction. */
export function relationSummary(scene: Scene, i: number): string {
  const incoming = new Map<string, number>(), outgoing = new Map<string, number>();
  for (const k of scene.edgesOf[i]!) {
    const e = scene.data.edges[k]!;
    const map = e.t === i ? incoming : outgoing;
    map.set(e.type, (map.get(e.type) ?? 0) + 1);
  }
  const parts = [
    `supported by ${incoming.get('supports') ?? 0}`, `opposed by ${incoming.get('opposes') ?? 0}`,
    `supports ${outgoing.get('supports') ?? 0}`, `opposes ${outgoing.get('opposes') ?? 0}`,
  ];
  for (const [map, word] of [[incoming, 'in'], [outgoing, 'out']] as const) {
    for (const [type, n] of map) if (type !== 'supports' && type !== 'opposes') parts.push(`${type.replace(/_/g, ' ')} ${n} ${word}`);
  }
  return parts.join(', ');
}

export function createSelection(scene: Scene, status: HTMLElement, clearButton: HTMLButtonElement, onChange: () => void = () => {}): Selection {
  const { data, nodeEls, edgeEls, figure } = scene;
  let selected: number | null = null;
  const select = (i: number | null) => {
    selected = i;
    onChange();
    figure.classList.toggle('has-selection', i !== null);
    clearButton.disabled = i === null;
    for (const el of nodeEls) { el.classList.remove('is-lit', 'is-selected'); el.setAttribute('aria-pressed', 'false'); }
    for (const el of edgeEls) el.classList.remove('is-lit');
    if (i === null) { status.textContent = ''; return; }
    const litEdges = new Set<number>(scene.edgesOf[i]);
    data.nodes.forEach((n, j) => { if (n.by === i) for (const k of scene.edgesOf[j]!) litEdges.add(k); });
    const lit = new Set<number>([i]);
    data.nodes.forEach((n, j) => { if (n.by === i) lit.add(j); });
    for (const k of litEdges) { edgeEls[k]!.classList.add('is-lit'); lit.add(data.edges[k]!.s); lit.add(data.edges[k]!.t); }
    for (const j of lit) nodeEls[j]!.classList.add('is-lit');
    nodeEls[i]!.classList.add('is-selected');
    nodeEls[i]!.setAttribute('aria-pressed', 'true');
    status.textContent = `${data.nodes[i]!.name}: ${scene.edgesOf[i]!.length} relations (${relationSummary(scene, i)}). Press O to open its card, Escape to clear.`;
  };
  clearButton.addEventListener('click', () => select(null));
  return { get: () => selected, select, toggle: (i) => select(selected === i ? null : i) };
}
