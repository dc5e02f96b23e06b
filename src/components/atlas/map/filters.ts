// The filter controls: relation types shown, one debate, one persona, the local view and
// its depth, and the fit / clear buttons. The state is the source of truth; syncFilters
// puts it back into the controls after a change made elsewhere (a restore, a selection).
import { MAX_HOPS, MIN_HOPS, clampHops } from '../../../lib/atlas/atlasView.ts';
import { formatCount } from '../../../lib/core/limits.ts';
import { relationColourVar } from '../../../lib/render/nodeStyle.ts';
import { compareLabels, plural, required, type MapContext } from './context.ts';

/** Below this width the filters start folded, so the map stays near its search box. */
const NARROW = '(max-width: 40rem)';

export function setUpFilters(ctx: MapContext): void {
  const { root, model, state } = ctx;
  const data = model.data;
  if (matchMedia(NARROW).matches) required<HTMLDetailsElement>(root, 'details[data-filters]').open = false;
  const relations = required<HTMLElement>(root, '[data-relations]');
  data.relations.forEach((relation, r) => {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.value = relation;
    box.checked = true;
    const swatch = document.createElement('span');
    swatch.className = 'atlas-swatch';
    swatch.setAttribute('aria-hidden', 'true');
    swatch.style.setProperty('--swatch', `var(${relationColourVar(relation)})`);
    label.append(box, swatch, ` ${relation.replace(/_/g, ' ')} (${formatCount(model.edgesByRelation[r]!.length)})`);
    relations.append(label);
  });
  relations.addEventListener('change', () => {
    state.hidden = [...relations.querySelectorAll<HTMLInputElement>('input:not(:checked)')].map((i) => i.value).sort();
    ctx.applyFilters();
  });

  // The debate and persona lists can hold thousands of options: filled after the first drawing.
  const debateSelect = required<HTMLSelectElement>(root, 'select[data-debate]');
  const personaSelect = required<HTMLSelectElement>(root, 'select[data-persona]');
  setTimeout(() => {
    fillLists(ctx, debateSelect, personaSelect);
    syncFilters(ctx);
  }, 0);
  // A filter chosen above the map (on a phone, a screen above it) brings the map into the window, fitted.
  const fitAndShow = () => {
    ctx.fitVisible();
    ctx.canvas.scrollIntoView({ block: 'nearest' });
  };
  debateSelect.addEventListener('change', () => {
    state.debate = debateSelect.value || null;
    ctx.applyFilters();
    fitAndShow();
  });
  personaSelect.addEventListener('change', () => {
    state.persona = personaSelect.value || null;
    ctx.applyFilters();
    fitAndShow();
  });

  const local = required<HTMLInputElement>(root, 'input[data-local]');
  const hops = required<HTMLInputElement>(root, 'input[data-hops]');
  hops.min = String(MIN_HOPS);
  hops.max = String(MAX_HOPS);
  local.addEventListener('change', () => {
    state.local = local.checked && state.focus !== null;
    state.hops = clampHops(Number(hops.value));
    ctx.applyFilters(); // leaving the local view puts the atlas's view back
    if (state.local) fitAndShow();
  });
  hops.addEventListener('change', () => {
    state.hops = clampHops(Number(hops.value));
    if (!state.local) { syncFilters(ctx); return; }
    ctx.applyFilters();
    fitAndShow();
  });

  required<HTMLButtonElement>(root, '[data-action="fit"]').addEventListener('click', () => {
    ctx.fitVisible();
    ctx.saveUrl();
  });
  required<HTMLButtonElement>(root, '[data-action="clear"]').addEventListener('click', () => ctx.selectNode(undefined));
  ctx.onFilter.push(() => syncFilters(ctx));
}

/** The debates by title and the personas by name, as options. */
function fillLists(ctx: MapContext, debateSelect: HTMLSelectElement, personaSelect: HTMLSelectElement): void {
  const { model } = ctx;
  const data = model.data;
  const debateOrder = data.debates.slug.map((_, d) => d).sort((a, b) => compareLabels(data.debates.title[a]!, data.debates.title[b]!) || a - b);
  // Appended through a fragment, never spread into append(): past ~125,000 arguments the
  // call overflows the stack.
  const debateOptions = document.createDocumentFragment();
  for (const d of debateOrder) debateOptions.append(new Option(data.debates.title[d]!, data.debates.slug[d]!));
  debateSelect.append(debateOptions);
  const personas: number[] = [];
  for (let i = 0; i < model.n; i++) if (data.nodes.type[i] === model.index.personaType) personas.push(i);
  personas.sort((a, b) => compareLabels(data.nodes.label[a]!, data.nodes.label[b]!) || a - b);
  const personaOptions = document.createDocumentFragment();
  for (const i of personas) {
    const count = model.debates[i]!;
    personaOptions.append(new Option(count > 1 ? `${data.nodes.label[i]} (${plural(count, 'debate')})` : data.nodes.label[i]!, data.nodes.id[i]!));
  }
  personaSelect.append(personaOptions);
}

/** Puts the state into the form controls. */
export function syncFilters(ctx: MapContext): void {
  const { root, state } = ctx;
  for (const box of root.querySelectorAll<HTMLInputElement>('[data-relations] input')) box.checked = !state.hidden.includes(box.value);
  required<HTMLSelectElement>(root, 'select[data-debate]').value = state.debate ?? '';
  required<HTMLSelectElement>(root, 'select[data-persona]').value = state.persona ?? '';
  const local = required<HTMLInputElement>(root, 'input[data-local]');
  local.checked = state.local;
  local.disabled = state.focus === null;
  required<HTMLInputElement>(root, 'input[data-hops]').value = String(state.hops);
  required<HTMLButtonElement>(root, '[data-action="clear"]').disabled = state.focus === null;
}
