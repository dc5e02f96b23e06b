// The graph's tooltip: a node's full name and its text (position, argument, claim
// text); an edge's two ends, its relation, its own text and its evidence (source lines,
// stated / read from prose / mentioned / corrected, the clause quoted). Built with textContent only.
import type { Scene } from './scene.ts';
import { clipText } from '../../lib/core/escape.ts';

export interface Tooltip {
  showNode: (i: number, x: number, y: number) => void;
  showEdge: (k: number, x: number, y: number) => void;
  hide: () => void;
}

const MAX_DETAIL = 400;
const clip = (text: string) => clipText(text, MAX_DETAIL);

export function createTooltip(scene: Scene): Tooltip {
  const tip = scene.figure.querySelector<HTMLElement>('.da-graph__tooltip')!;
  const canvas = scene.figure.querySelector<HTMLElement>('.da-graph__canvas')!;
  const line = (label: string | null, text: string) => {
    const p = document.createElement('p');
    if (label) {
      const b = document.createElement('strong');
      b.textContent = `${label}: `;
      p.append(b);
    }
    p.append(document.createTextNode(clip(text)));
    return p;
  };
  const place = (x: number, y: number) => {
    tip.hidden = false;
    const box = canvas.getBoundingClientRect();
    const width = Math.min(320, box.width - 16);
    tip.style.maxWidth = `${width}px`;
    tip.style.left = `${Math.max(8, Math.min(x - box.left + 12, box.width - tip.offsetWidth - 8))}px`;
    const below = y - box.top + 12;
    tip.style.top = `${below + tip.offsetHeight > box.height ? Math.max(4, y - box.top - tip.offsetHeight - 12) : below}px`;
  };
  return {
    showNode(i, x, y) {
      const n = scene.data.nodes[i]!;
      const head = document.createElement('p');
      head.className = 'da-graph__tooltip-head';
      head.textContent = n.name;
      tip.replaceChildren(head, ...n.details.map(([label, text]) => line(label, text)));
      place(x, y);
    },
    showEdge(k, x, y) {
      const e = scene.data.edges[k]!;
      const head = document.createElement('p');
      head.className = 'da-graph__tooltip-head';
      head.textContent = e.tip;
      const evidence = e.evidence ? [line('Evidence', e.evidence)] : [];
      evidence[0]?.classList.add('da-graph__evidence');
      tip.replaceChildren(head, ...(e.text ? [line(null, e.text)] : []), ...evidence, ...(e.derived ? [line(null, '(derived by the extractor)')] : []));
      place(x, y);
    },
    hide() { tip.hidden = true; },
  };
}
