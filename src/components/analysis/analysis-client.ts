// Debate page: copies each card's status onto the graph's node (data-status, and
// data-unanswered for nodes in an unanswered objection) and runs the "unanswered
// objections" filter, which marks the article (data-filter) for CSS to hide the rest.

export function enhanceAnalysis(root: Document = document): void {
  const marks = [...root.querySelectorAll<HTMLElement>('.an-status[data-node-anchor]')];
  const byAnchor = new Map<string, HTMLElement>();
  for (const el of root.querySelectorAll<SVGGElement>('g.node[data-anchor]')) {
    if (!(el.ownerSVGElement?.closest('.local-graph'))) byAnchor.set(el.getAttribute('data-anchor') ?? '', el as unknown as HTMLElement);
  }
  for (const mark of marks) {
    const node = byAnchor.get(mark.dataset.nodeAnchor ?? '');
    if (!node) continue;
    node.setAttribute('data-status', mark.dataset.status ?? '');
    if (mark.dataset.unanswered === 'true') node.setAttribute('data-unanswered', 'true');
  }
  const control = root.querySelector<HTMLElement>('[data-filter-control]');
  const box = control?.querySelector<HTMLInputElement>('input[data-filter-unanswered]');
  const article = root.querySelector<HTMLElement>('article.debate') ?? root.body;
  if (!control || !box) return;
  control.hidden = false;
  const apply = () => {
    if (box.checked) article.dataset.filter = 'unanswered';
    else delete article.dataset.filter;
  };
  box.addEventListener('change', apply);
  apply();
}
