// The URL and the graph: a card's permalink (#n-… or #x-…) selects its node, so a shared
// link shows both; opening a node's card writes its anchor to the URL.
import type { Scene } from './scene.ts';
import type { Selection } from './selection.ts';

export function decodeAnchor(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try { return decodeURIComponent(raw); } catch { return raw; }
}

export function installUrlState(scene: Scene, selection: Selection): { openCard: (i: number) => void } {
  const selectFromHash = () => {
    const anchor = decodeAnchor(location.hash);
    const i = scene.data.nodes.findIndex((n) => n.anchor === anchor);
    if (i !== -1 && i !== selection.get()) selection.select(i);
  };
  window.addEventListener('hashchange', selectFromHash);
  selectFromHash();
  return {
    openCard(i) {
      const anchor = scene.data.nodes[i]!.anchor;
      const card = document.getElementById(anchor);
      if (!card) return;
      card.scrollIntoView({ block: 'start' });
      history.replaceState(null, '', `#${anchor}`);
      card.focus({ preventScroll: true });
    },
  };
}
