// What the map's modules share: the model, the view state and what it shows, and the
// actions each module may call. atlas-client.ts makes it; each module takes it.
import type { Visibility, ViewState } from '../../../lib/atlas/atlasView.ts';
import { formatCount } from '../../../lib/core/limits.ts';
import type { MapModel } from './model.ts';
import type { TitleBox } from './labels.ts';

export interface MapContext {
  root: HTMLElement;
  canvas: HTMLCanvasElement;
  /** The atlas's model: its data, indexes and the map's positions. */
  model: MapModel;
  /**
   * The model whose positions are drawn and hit: `model`, or in the local view the
   * neighbourhood laid out as its own graph (localView.ts).
   */
  geometry: MapModel;
  state: ViewState;
  vis: Visibility;
  /** Per debate, 1 when its island has a node shown (only those islands are titled). */
  islands: Uint8Array;
  hover: number;
  /** The titles of the last drawing, in canvas px (a cut one shows its whole title under the pointer). */
  titles: readonly TitleBox[];
  /** A pan or zoom gesture is under way (drawn with fewer edges; full detail when it ends). */
  moving: boolean;
  /** The selected node's index, if any. */
  focusIndex: () => number | undefined;
  /** Recomputes what is shown from the state, updates controls, status and URL, redraws. */
  applyFilters: () => void;
  selectNode: (i: number | undefined, options?: { centre?: boolean }) => void;
  centreOn: (x: number, y: number, k: number) => void;
  /** Zooms to the shown nodes. */
  fitVisible: () => void;
  redraw: () => void;
  saveUrl: () => void;
  /** Hooks the other modules register: after a selection change, after the filters change (or the view changes what is drawn). */
  onSelect: Array<() => void>;
  onFilter: Array<() => void>;
}

export const required = <T extends Element>(root: ParentNode, selector: string): T => {
  const el = root.querySelector<T>(selector);
  if (el === null) throw new Error(`atlas map: ${selector} is missing`);
  return el;
};

export const plural = (n: number, one: string, many = `${one}s`): string => `${formatCount(n)} ${n === 1 ? one : many}`;

export const compareLabels = (a: string, b: string): number => {
  const x = a.normalize('NFKC').toLowerCase(), y = b.normalize('NFKC').toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};
