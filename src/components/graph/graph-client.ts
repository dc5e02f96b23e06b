// Enhances the server-rendered graph SVG: zoom, pan, drag, tooltips, "contested only",
// highlight of a node's relations, and a keyboard path. Reads only the DOM it was
// given; sets text with textContent, never markup.
import { drag } from 'd3-drag';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';

interface NodeView { el: SVGGElement; x: number; y: number; r: number; by: number | null; type: string; label: string }
interface EdgeView { el: SVGLineElement; s: number; t: number; type: string }

export function enhanceGraph(figure: HTMLElement): void {
  if (figure.dataset.enhanced) return;
  figure.dataset.enhanced = 'true';
  const svg = figure.querySelector<SVGSVGElement>('svg.da-graph__svg')!;
  const viewport = svg.querySelector<SVGGElement>('.da-graph__viewport')!;
  const tooltip = figure.querySelector<HTMLElement>('.da-graph__tooltip')!;
  const status = figure.querySelector<HTMLElement>('.da-graph__status')!;
  const clearButton = figure.querySelector<HTMLButtonElement>('[data-action="clear"]')!;
  const contestedButton = figure.querySelector<HTMLButtonElement>('[data-action="contested"]')!;

  const nodes: NodeView[] = [...svg.querySelectorAll<SVGGElement>('g.node[data-i]')].map((el) => {
    const [, x = '0', y = '0'] = /translate\(([-\d.]+),([-\d.]+)\)/.exec(el.getAttribute('transform') ?? '') ?? [];
    return {
      el, x: Number(x), y: Number(y), r: Number(el.dataset.r ?? 8),
      by: el.dataset.by === undefined ? null : Number(el.dataset.by),
      type: [...el.classList].find((c) => c.startsWith('node--'))?.slice(6) ?? 'foreign',
      label: el.getAttribute('aria-label') ?? '',
    };
  });
  const edges: EdgeView[] = [...svg.querySelectorAll<SVGLineElement>('line.edge[data-s]')].map((el) => ({
    el, s: Number(el.dataset.s), t: Number(el.dataset.t), type: [...el.classList].find((c) => c.startsWith('edge--'))?.slice(6) ?? '',
  }));
  const edgesOf = nodes.map(() => [] as EdgeView[]);
  for (const e of edges) { edgesOf[e.s]?.push(e); edgesOf[e.t]?.push(e); }

  // Zoom and pan on the whole canvas; pinch works through the same behaviour on touch.
  const zoomBehaviour: ZoomBehavior<SVGSVGElement, unknown> = zoom<SVGSVGElement, unknown>()
    .scaleExtent([0.2, 8])
    .on('zoom', (event) => viewport.setAttribute('transform', event.transform.toString()));
  select(svg).call(zoomBehaviour).on('dblclick.zoom', null);
  figure.querySelector('[data-action="reset"]')?.addEventListener('click', () => {
    select(svg).call(zoomBehaviour.transform, zoomIdentity);
  });

  // Drag moves a node and the ends of its edges; the layout itself stays stored.
  const place = (i: number) => {
    const n = nodes[i]!;
    n.el.setAttribute('transform', `translate(${n.x},${n.y})`);
    for (const e of edgesOf[i]!) drawEdge(e);
  };
  const drawEdge = (e: EdgeView) => {
    const s = nodes[e.s]!, t = nodes[e.t]!;
    const dx = t.x - s.x, dy = t.y - s.y, length = Math.hypot(dx, dy) || 1;
    const k = Math.max(0, (length - t.r - 3) / length);
    e.el.setAttribute('x1', String(s.x)); e.el.setAttribute('y1', String(s.y));
    e.el.setAttribute('x2', String(s.x + dx * k)); e.el.setAttribute('y2', String(s.y + dy * k));
  };
  nodes.forEach((n, i) => {
    select<SVGGElement, unknown>(n.el).call(
      drag<SVGGElement, unknown>()
        .on('start', () => n.el.classList.add('is-dragging'))
        .on('drag', (event) => { n.x = event.x; n.y = event.y; place(i); })
        .on('end', () => n.el.classList.remove('is-dragging')),
    );
  });

  // Highlight: a node's relations, and for a persona the steelmen it wrote.
  let selected: number | null = null;
  const selectNode = (i: number | null) => {
    selected = i;
    figure.classList.toggle('has-selection', i !== null);
    clearButton.disabled = i === null;
    for (const n of nodes) { n.el.classList.remove('is-lit', 'is-selected'); n.el.setAttribute('aria-pressed', 'false'); }
    for (const e of edges) e.el.classList.remove('is-lit');
    if (i === null) { status.textContent = ''; return; }
    const lit = new Set<number>([i]);
    const litEdges = new Set<EdgeView>(edgesOf[i]);
    nodes.forEach((n, j) => { if (n.by === i) { lit.add(j); for (const e of edgesOf[j]!) litEdges.add(e); } });
    for (const e of litEdges) { e.el.classList.add('is-lit'); lit.add(e.s); lit.add(e.t); }
    for (const j of lit) nodes[j]!.el.classList.add('is-lit');
    nodes[i]!.el.classList.add('is-selected');
    nodes[i]!.el.setAttribute('aria-pressed', 'true');
    const count = (type: string) => [...litEdges].filter((e) => e.type === type && e.s === i).length;
    status.textContent = `${nodes[i]!.label}: ${litEdges.size} relations (supports ${count('supports')}, opposes ${count('opposes')}). Press O to open its card, Escape to clear.`;
  };
  const toggle = (i: number) => selectNode(selected === i ? null : i);
  clearButton.addEventListener('click', () => selectNode(null));

  contestedButton.addEventListener('click', () => {
    const on = figure.dataset.focus !== 'contested';
    if (on) figure.dataset.focus = 'contested'; else delete figure.dataset.focus;
    contestedButton.setAttribute('aria-pressed', String(on));
    status.textContent = on ? 'Showing contested claims and the relations around them.' : 'Showing all relations.';
  });

  // Keyboard: one tab stop for the graph, arrows move between nodes (neighbours first).
  let focused = 0;
  const focusNode = (i: number) => {
    nodes[focused]?.el.setAttribute('tabindex', '-1');
    focused = (i + nodes.length) % nodes.length;
    nodes[focused]!.el.setAttribute('tabindex', '0');
    nodes[focused]!.el.focus();
  };
  const openCard = (i: number) => {
    const anchor = nodes[i]!.el.dataset.anchor;
    const card = anchor ? document.getElementById(anchor) : null;
    if (!card) return;
    card.scrollIntoView({ block: 'start' });
    history.replaceState(null, '', `#${anchor}`);
    card.focus({ preventScroll: true });
  };
  const neighbourTurn = new Map<number, number>();
  const neighbours = (i: number) => [...new Set(edgesOf[i]!.map((e) => (e.s === i ? e.t : e.s)))];
  nodes.forEach((n, i) => {
    n.el.addEventListener('click', (event) => { if (!(event as MouseEvent).defaultPrevented) toggle(i); });
    n.el.addEventListener('dblclick', () => openCard(i));
    n.el.addEventListener('focus', () => { focused = i; });
    n.el.addEventListener('keydown', (event) => {
      const key = event.key;
      if (key === 'Enter' || key === ' ') toggle(i);
      else if (key === 'ArrowRight' || key === 'ArrowDown') focusNode(i + 1);
      else if (key === 'ArrowLeft' || key === 'ArrowUp') focusNode(i - 1);
      else if (key === 'n' || key === 'N') {
        // Each press from the same node visits its next neighbour.
        const near = neighbours(i);
        const turn = neighbourTurn.get(i) ?? 0;
        neighbourTurn.set(i, turn + 1);
        if (near.length) focusNode(near[turn % near.length]!);
      } else if (key === 'o' || key === 'O') openCard(i);
      else return;
      event.preventDefault();
    });
  });
  figure.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && selected !== null) { selectNode(null); event.preventDefault(); }
  });
  svg.addEventListener('click', (event) => { if (event.target === svg) selectNode(null); });

  // A card's permalink (#n-… or #x-…) also selects its node, so a shared link shows both.
  const selectFromHash = () => {
    let anchor = location.hash.slice(1);
    try { anchor = decodeURIComponent(anchor); } catch { /* a malformed escape: match it as written */ }
    const i = nodes.findIndex((n) => n.el.dataset.anchor === anchor);
    if (i !== -1 && i !== selected) selectNode(i);
  };
  window.addEventListener('hashchange', selectFromHash);
  selectFromHash();

  // Tooltips: the relation text of an edge, the full label of a node.
  const showTip = (target: Element, x: number, y: number) => {
    const text = target.querySelector(':scope > title')?.textContent ?? '';
    if (!text) return;
    tooltip.textContent = text;
    tooltip.hidden = false;
    const box = figure.querySelector('.da-graph__canvas')!.getBoundingClientRect();
    tooltip.style.left = `${Math.min(x - box.left + 12, box.width - 220)}px`;
    tooltip.style.top = `${y - box.top + 12}px`;
  };
  svg.addEventListener('pointerover', (event) => {
    const target = (event.target as Element).closest('line.edge, g.node');
    if (target) showTip(target, event.clientX, event.clientY);
  });
  svg.addEventListener('pointerout', () => { tooltip.hidden = true; });
  for (const n of nodes) {
    n.el.addEventListener('focus', () => {
      const box = n.el.getBoundingClientRect();
      showTip(n.el, box.right, box.bottom);
    });
    n.el.addEventListener('blur', () => { tooltip.hidden = true; });
  }
}

export function enhanceAllGraphs(root: ParentNode = document): void {
  for (const figure of root.querySelectorAll<HTMLElement>('[data-graph]')) enhanceGraph(figure);
}
