// One tab stop for the graph: arrows move between nodes, N visits neighbours in turn,
// Enter or Space highlights, O opens the node's card, Escape clears.
import type { Scene } from './scene.ts';
import type { Selection } from './selection.ts';

export function installKeyboard(scene: Scene, selection: Selection, openCard: (i: number) => void): void {
  const { nodeEls, data } = scene;
  let focused = 0;
  const focusNode = (i: number) => {
    nodeEls[focused]?.setAttribute('tabindex', '-1');
    focused = (i + nodeEls.length) % nodeEls.length;
    nodeEls[focused]!.setAttribute('tabindex', '0');
    nodeEls[focused]!.focus();
  };
  const turns = new Map<number, number>();
  const neighbours = (i: number) => [...new Set(scene.edgesOf[i]!.map((k) => (data.edges[k]!.s === i ? data.edges[k]!.t : data.edges[k]!.s)))];
  nodeEls.forEach((el, i) => {
    el.addEventListener('focus', () => { focused = i; });
    el.addEventListener('keydown', (event) => {
      const key = event.key;
      if (key === 'Enter' || key === ' ') selection.toggle(i);
      else if (key === 'ArrowRight' || key === 'ArrowDown') focusNode(i + 1);
      else if (key === 'ArrowLeft' || key === 'ArrowUp') focusNode(i - 1);
      else if (key === 'n' || key === 'N') {
        const near = neighbours(i);
        const turn = turns.get(i) ?? 0;
        turns.set(i, turn + 1);
        if (near.length) focusNode(near[turn % near.length]!);
      } else if (key === 'o' || key === 'O') openCard(i);
      else return;
      event.preventDefault();
    });
  });
  scene.figure.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && selection.get() !== null) { selection.select(null); event.preventDefault(); }
  });
}
