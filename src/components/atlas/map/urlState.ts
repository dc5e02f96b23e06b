// The view state in the address bar (history.replaceState), written a moment after the
// last change so a drag does not rewrite the URL every frame.
import { encodeViewState, type ViewState } from '../../../lib/atlas/atlasView.ts';

const URL_DELAY = 250;

export function urlWriter(state: () => ViewState): () => void {
  let timer = 0;
  return () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      const query = encodeViewState(state());
      const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
      if (url !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', url);
    }, URL_DELAY);
  };
}
