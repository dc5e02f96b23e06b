// The side panel: what the selected node is and where it is used, as links. Text goes in
// through textContent only.
import { compareLabels, plural, required, type MapContext } from './context.ts';

export function setUpPanel(ctx: MapContext): void {
  const show = () => showPanel(ctx);
  ctx.onSelect.push(show);
  show();
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

function showPanel(ctx: MapContext): void {
  const body = required<HTMLElement>(ctx.root, '[data-panel-body]');
  const { model } = ctx;
  const data = model.data;
  const i = ctx.focusIndex();
  if (i === undefined) {
    body.replaceChildren(el('p', 'Nothing selected. Click a node on the map or find one by name.', 'muted'));
    ctx.root.dataset.focus = '';
    return;
  }
  ctx.root.dataset.focus = data.nodes.id[i]!;
  const type = model.typeName[i]!;
  const debates = data.nodes.debate[i]!;
  const parts: HTMLElement[] = [
    el('p', data.nodes.label[i]!, 'atlas-panel__label'),
    el('p', `${type}${data.nodes.contested[i] ? ', contested' : ''}${model.debates[i]! > 1 ? ', shared' : ''}`, 'muted'),
    el('p', `Used in ${plural(model.debates[i]!, 'debate')}:`),
  ];
  const list = el('ul');
  debates.forEach((d, m) => {
    const link = el('a', data.debates.title[d]!);
    link.href = `${data.debates.url[d]}#${data.nodes.anchor[i]![m]}`;
    const item = el('li');
    item.append(link);
    list.append(item);
  });
  parts.push(list);
  const page = data.nodes.page[i];
  if (page) {
    const link = el('a', type === 'persona' ? 'This persona across debates' : 'This claim across debates');
    link.href = page;
    const p = el('p');
    p.append(link);
    parts.push(p);
  }
  // Relations by type (all of them, not only the ones shown).
  const counts = new Map<string, number>();
  const { adjStart, adjEdge } = model.index;
  for (let a = adjStart[i]!; a < adjStart[i + 1]!; a++) {
    const relation = data.relations[model.relation[adjEdge[a]!]!]!;
    counts.set(relation, (counts.get(relation) ?? 0) + 1);
  }
  if (counts.size > 0) {
    parts.push(el('p', `Relations: ${[...counts].sort((a, b) => compareLabels(a[0], b[0])).map(([r, c]) => `${r.replace(/_/g, ' ')} ${c}`).join(', ')}.`, 'muted'));
  }
  body.replaceChildren(...parts);
}
