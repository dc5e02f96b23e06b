// The map's colours, read from the page's CSS custom properties (graph.css), per theme.
import type { AtlasData } from '../../../lib/atlas/atlasData.ts';
import { CONTESTED_COLOUR_VAR, FOCUS_COLOUR_VAR, NEUTRAL_COLOUR_VAR, SHARED_COLOUR_VAR, nodeColourVar, relationColourVar } from '../../../lib/render/nodeStyle.ts';

export interface Colours { nodes: string[]; edges: string[]; contested: string; shared: string; focus: string; label: string; halo: string }

export function readColours(root: Element, data: AtlasData): Colours {
  const style = getComputedStyle(root);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const neutral = read(NEUTRAL_COLOUR_VAR, '#adb5bd');
  return {
    nodes: data.types.map((t) => read(nodeColourVar(t), neutral)),
    edges: data.relations.map((r) => read(relationColourVar(r), neutral)),
    contested: read(CONTESTED_COLOUR_VAR, '#e8590c'),
    shared: read(SHARED_COLOUR_VAR, '#212529'),
    focus: read(FOCUS_COLOUR_VAR, '#1c7ed6'),
    label: read('--fg', '#1f2328'),
    halo: read('--bg', '#ffffff'),
  };
}

/** Calls `changed` when the theme changes (the toggle or the system setting). */
export function onThemeChange(changed: () => void): void {
  new MutationObserver(changed).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', changed);
}
