// Enhances concept cards: a preview of the card a link points to (on hover or focus),
// and a local graph of a card's neighbours (1–2 hops) cloned from the page's graph.
// Builds DOM with textContent and cloneNode only.

const SVG = 'http://www.w3.org/2000/svg';

export function enhanceCards(root: Document = document): void {
  installPreviews(root);
  for (const details of root.querySelectorAll<HTMLDetailsElement>('details[data-local-graph]')) installLocalGraph(details, root);
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
    const card = root.getElementById(decodeHash(link.hash));
    if (!card || !card.classList.contains('card') || card.contains(link)) return;
    const title = card.querySelector('h3')?.textContent?.trim() ?? '';
    const kind = card.querySelector('.muted')?.textContent?.trim() ?? '';
    const body = card.querySelector('p:not(.muted), dl')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    tip.replaceChildren();
    const heading = root.createElement('strong');
    heading.textContent = title;
    const meta = root.createElement('span');
    meta.className = 'card-preview__kind';
    meta.textContent = kind;
    const text = root.createElement('span');
    text.textContent = body.length > 240 ? `${body.slice(0, 239)}…` : body;
    tip.append(heading, meta, text);
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
    target instanceof Element ? target.closest<HTMLAnchorElement>('main a[href^="#n-"], main a[href^="#x-"]') : null;
  root.addEventListener('pointerover', (e) => { const link = linkFrom(e.target); if (link) show(link); });
  root.addEventListener('pointerout', (e) => { if (linkFrom(e.target)) hide(); });
  root.addEventListener('focusin', (e) => { const link = linkFrom(e.target); if (link) show(link); else hide(); });
  root.addEventListener('keydown', (e) => { if (e.key === 'Escape') hide(); });
}

/** Draws the card's node and its neighbours within the chosen depth, from the main graph. */
function installLocalGraph(details: HTMLDetailsElement, root: Document): void {
  const anchor = details.dataset.localGraph!;
  const source = root.querySelector<SVGSVGElement>('.da-graph__svg');
  const depthInput = details.querySelector<HTMLSelectElement>('select');
  const holder = details.querySelector<HTMLElement>('.local-graph__canvas');
  if (!source || !depthInput || !holder) return;
  const nodes = [...source.querySelectorAll<SVGGElement>('g.node[data-i]')];
  // Domains tie every claim together; through them two hops would be the whole debate.
  const edges = [...source.querySelectorAll<SVGLineElement>('line.edge[data-s]:not(.edge--belongs_to)')];
  const start = nodes.find((n) => n.dataset.anchor === anchor);
  if (!start) return;
  details.hidden = false; // without the script the card's relation lists stand alone

  const draw = () => {
    const depth = Number(depthInput.value);
    const reached = new Set([Number(start.dataset.i)]);
    for (let hop = 0; hop < depth; hop++) {
      for (const e of edges) {
        const s = Number(e.dataset.s), t = Number(e.dataset.t);
        if (reached.has(s) && !reached.has(t)) reached.add(-t - 1);
        if (reached.has(t) && !reached.has(s)) reached.add(-s - 1);
      }
      for (const v of [...reached]) if (v < 0) { reached.delete(v); reached.add(-v - 1); }
    }
    const svg = root.createElementNS(SVG, 'svg');
    svg.setAttribute('class', 'local-graph__svg da-graph-palette');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', `${reached.size - 1} neighbours within ${depth} hop${depth === 1 ? '' : 's'}`);
    const defs = source.querySelector('defs');
    if (defs) svg.append(defs.cloneNode(true));
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const e of edges) {
      if (reached.has(Number(e.dataset.s)) && reached.has(Number(e.dataset.t))) svg.append(e.cloneNode(true));
    }
    for (const n of nodes) {
      if (!reached.has(Number(n.dataset.i))) continue;
      const copy = n.cloneNode(true) as SVGGElement;
      copy.removeAttribute('tabindex');
      copy.removeAttribute('role');
      copy.removeAttribute('aria-pressed');
      copy.removeAttribute('aria-label');
      if (n === start) copy.classList.add('is-selected');
      svg.append(copy);
      const [, x = '0', y = '0'] = /translate\(([-\d.]+),([-\d.]+)\)/.exec(n.getAttribute('transform') ?? '') ?? [];
      minX = Math.min(minX, +x); maxX = Math.max(maxX, +x); minY = Math.min(minY, +y); maxY = Math.max(maxY, +y);
    }
    const pad = 60;
    svg.setAttribute('viewBox', `${minX - pad} ${minY - pad} ${maxX - minX + 2 * pad} ${maxY - minY + 2 * pad}`);
    holder.replaceChildren(svg);
  };
  details.addEventListener('toggle', () => { if (details.open) draw(); });
  depthInput.addEventListener('change', draw);
}

/** A URL fragment as text; a malformed escape (#%E0) is taken literally rather than thrown. */
export function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return hash.replace(/^#/, '');
  }
}
