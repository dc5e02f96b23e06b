// "Find a node": label search (atlasView.searchNodes) with a result list that the arrow
// keys walk; Enter selects the first result and centres the map on it, and the page
// scrolls the least it can to show the map whole (else its centre) in the window.
import { searchNodes } from '../../../lib/atlas/atlasView.ts';
import { plural, required, type MapContext } from './context.ts';

const LIMIT = 12;

export function setUpSearch(ctx: MapContext): void {
  const input = required<HTMLInputElement>(ctx.root, 'input[data-search]');
  const list = required<HTMLElement>(ctx.root, '[data-results]');
  const status = required<HTMLElement>(ctx.root, '[data-search-status]');
  const { model } = ctx;
  const data = model.data;
  let results: number[] = [];
  const pick = (i: number) => {
    ctx.selectNode(i, { centre: true });
    list.replaceChildren();
    status.textContent = `Selected ${data.nodes.label[i]}.`;
    bringIntoView(ctx.canvas);
  };
  const resultItem = (i: number) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'atlas-result';
    const kind = document.createElement('span');
    kind.className = 'muted';
    kind.textContent = ` — ${model.typeName[i]}, ${plural(model.debates[i]!, 'debate')}`;
    button.append(data.nodes.label[i]!, kind);
    button.addEventListener('click', () => pick(i));
    button.addEventListener('keydown', (event) => {
      const buttons = [...list.querySelectorAll<HTMLButtonElement>('button')];
      const at = buttons.indexOf(button);
      if (event.key === 'ArrowDown') buttons[at + 1]?.focus();
      else if (event.key === 'ArrowUp') (buttons[at - 1] ?? input).focus();
      else if (event.key === 'Escape') input.focus();
      else return;
      event.preventDefault();
    });
    item.append(button);
    return item;
  };
  const update = () => {
    results = searchNodes(model.index, input.value, LIMIT);
    list.replaceChildren(...results.map(resultItem));
    status.textContent = input.value.trim() === '' ? '' : results.length === 0 ? 'No node matches.'
      : `${results.length === LIMIT ? `${LIMIT} or more matches` : plural(results.length, 'match', 'matches')}; Enter selects the first.`;
  };
  input.addEventListener('input', update);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (results[0] !== undefined) pick(results[0]);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      list.querySelector<HTMLButtonElement>('button')?.focus();
    } else if (event.key === 'Escape') {
      input.value = '';
      update();
    }
  });
}

/** Scrolls the page the least it can so the canvas is wholly in the window, or at least its centre (where a found node is put). */
function bringIntoView(canvas: HTMLElement): void {
  const box = canvas.getBoundingClientRect();
  const height = window.innerHeight;
  if (box.top >= 0 && box.bottom <= height) return;
  const by = box.height <= height
    ? (box.top < 0 ? box.top : box.bottom - height)
    : box.top + box.height / 2 - height / 2;
  window.scrollBy({ top: by, behavior: 'instant' });
}
