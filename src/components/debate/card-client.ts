// Enhances concept cards: a preview of the card a link points to or stands for (data-card:
// a persona's name links to its atlas page, and previews its card here), on hover or focus,
// and a local graph of a card's neighbours (1–2 hops) cloned from the page's graph.
// Builds DOM with textContent and cloneNode only.

import { readSceneData } from '../graph/scene.ts';
import type { SceneData } from '../../lib/render/graphIsland.ts';
import { clipText } from '../../lib/core/escape.ts';
import { inSlices } from '../shared/yieldToBrowser.ts';

const SVG = 'http://www.w3.org/2000/svg';

export async function enhanceCards(root: Document = document): Promise<void> {
  installPreviews(root);
  await installLocalGraphs(root);
}

function installPreviews(root: Document): void {
  const tip = root.createElement('div');
  tip.className = 'card-preview';
  tip.id = 'card-preview';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  root.body.append(tip);
  let owner: HTMLAnchorElement | null = null;

  const show = (link: HTMLAnchorElement) => {
    const card = root.getElementById(link.dataset['card'] ?? decodeHash(link.hash));
    if (!card || !card.classList.contains('card') || card.contains(link)) return;
    const title = card.querySelector('h3')?.textContent?.trim() ?? '';
    const kind = card.querySelector('.muted')?.textContent?.trim() ?? '';
    tip.replaceChildren();
    const heading = root.createElement('strong');
    heading.textContent = title;
    const meta = root.createElement('span');
    meta.className = 'card-preview__kind';
    meta.textContent = kind;
    tip.append(heading, meta, ...previewFields(card, root));
    const box = link.getBoundingClientRect();
    tip.hidden = false;
    tip.style.left = `${Math.max(8, Math.min(window.scrollX + box.left, window.scrollX + document.documentElement.clientWidth - tip.offsetWidth - 8))}px`;
    tip.style.top = `${window.scrollY + box.bottom + 6}px`;
    owner = link;
    link.setAttribute('aria-describedby', tip.id);
  };
  const hide = () => {
    tip.hidden = true;
    owner?.removeAttribute('aria-describedby');
    owner = null;
  };
  const linkFrom = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>('main a[href^="#n-"], main a[href^="#x-"], main a[data-card]') : null;
  root.addEventListener('pointerover', (e) => { const link = linkFrom(e.target); if (link) show(link); });
  root.addEventListener('pointerout', (e) => { if (linkFrom(e.target)) hide(); });
  root.addEventListener('focusin', (e) => { const link = linkFrom(e.target); if (link) show(link); else hide(); });
  root.addEventListener('keydown', (e) => { if (e.key === 'Escape') hide(); });
}

/**
 * Gives every card of a node in the page's graph a "Local graph" (closed until asked for).
 * Built here rather than written in each card: it only works with the script, and a page
 * of many cards would carry the same hidden markup once per card. A slice of cards at a
 * time, yielding between slices (no long task on a slow phone).
 */
async function installLocalGraphs(root: Document): Promise<void> {
  const figure = root.querySelector<HTMLElement>('[data-graph]');
  const source = figure?.querySelector<SVGSVGElement>('.da-graph__svg');
  const data = figure ? readSceneData(figure) : null;
  if (!source || !data) return;
  // Domains tie every claim together; through them two hops would be the whole debate.
  const edges = data.edges.map((e, k) => ({ ...e, k })).filter((e) => e.type !== 'belongs_to');
  await inSlices(data.nodes.length, (start) => {
    const n = data.nodes[start]!;
    const card = root.getElementById(n.anchor);
    if (!card?.classList.contains('card')) return;
    const details = localGraphDetails(root, n.anchor);
    // Where the card's own fields end: after its list and "Also in", before notes and backlinks.
    const after = card.querySelector(':scope > .card__elsewhere') ?? card.querySelector(':scope > dl');
    if (after) after.after(details); else card.append(details);
    installLocalGraph(details, root, source, data, edges, start);
  });
}

function localGraphDetails(root: Document, anchor: string): HTMLDetailsElement {
  const details = root.createElement('details');
  details.className = 'local-graph';
  details.dataset.localGraph = anchor;
  const summary = root.createElement('summary');
  summary.textContent = 'Local graph';
  const label = root.createElement('label');
  label.className = 'local-graph__depth';
  const select = root.createElement('select');
  for (const hops of [1, 2]) select.append(new Option(`${hops} hop${hops === 1 ? '' : 's'}`, String(hops), hops === 1, hops === 1));
  label.append('Depth', select);
  const canvas = root.createElement('div');
  canvas.className = 'local-graph__canvas';
  details.append(summary, label, canvas);
  return details;
}

/** Draws the card's node and its neighbours within the chosen depth, from the graph's data island. */
function installLocalGraph(
  details: HTMLDetailsElement, root: Document, source: SVGSVGElement, data: SceneData,
  edges: ReadonlyArray<SceneData['edges'][number] & { k: number }>, start: number,
): void {
  const depthInput = details.querySelector<HTMLSelectElement>('select')!;
  const holder = details.querySelector<HTMLElement>('.local-graph__canvas')!;

  const draw = () => {
    const depth = Number(depthInput.value);
    const reached = new Set([start]);
    for (let hop = 0; hop < depth; hop++) {
      const next = new Set(reached);
      for (const e of edges) {
        if (reached.has(e.s)) next.add(e.t);
        if (reached.has(e.t)) next.add(e.s);
      }
      for (const v of next) reached.add(v);
    }
    const svg = root.createElementNS(SVG, 'svg');
    svg.setAttribute('class', 'local-graph__svg da-graph-palette');
    // The copied edges take their dash and arrowhead from the page figure's edge styles.
    svg.setAttribute('data-edge-style', source.getAttribute('data-edge-style') ?? '');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', `${reached.size - 1} neighbours within ${depth} hop${depth === 1 ? '' : 's'}`);
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const e of edges) {
      if (!reached.has(e.s) || !reached.has(e.t)) continue;
      const copy = source.querySelector(`g.edge[data-e="${e.k}"]`)?.cloneNode(true);
      if (copy) svg.append(copy);
    }
    for (const i of reached) {
      const n = source.querySelector<SVGGElement>(`g.node[data-i="${i}"]`);
      if (!n) continue;
      const copy = n.cloneNode(true) as SVGGElement;
      for (const attribute of ['tabindex', 'role', 'aria-pressed', 'aria-label']) copy.removeAttribute(attribute);
      copy.classList.remove('is-lit');
      if (i === start) copy.classList.add('is-selected');
      svg.append(copy);
      const { x, y } = data.nodes[i]!;
      minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
    }
    const pad = 60;
    svg.setAttribute('viewBox', `${minX - pad} ${minY - pad} ${maxX - minX + 2 * pad} ${maxY - minY + 2 * pad}`);
    holder.replaceChildren(svg);
  };
  details.addEventListener('toggle', () => { if (details.open) draw(); });
  depthInput.addEventListener('change', draw);
}

const squeeze = (text: string | null | undefined, max: number) => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return clipText(t, max);
};

/** The card's text, then each of its fields on a line of its own ("Position: …"). */
function previewFields(card: Element, root: Document): HTMLElement[] {
  const lines: HTMLElement[] = [];
  const text = card.querySelector(':scope > p:not(.muted)');
  if (text) {
    const line = root.createElement('span');
    line.textContent = squeeze(text.textContent, 240);
    lines.push(line);
  }
  for (const dt of card.querySelectorAll(':scope > dl > dt')) {
    const dd = dt.nextElementSibling;
    const value = squeeze(dd?.textContent, 160);
    if (!value || value === '—' || lines.length >= 5) continue;
    const line = root.createElement('span');
    line.className = 'card-preview__field';
    const label = root.createElement('b');
    label.textContent = `${squeeze(dt.textContent, 40)}: `;
    line.append(label, root.createTextNode(value));
    lines.push(line);
  }
  return lines;
}

/** A URL fragment as text; a malformed escape (#%E0) is taken literally rather than thrown. */
export function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return hash.replace(/^#/, '');
  }
}
