// How nodes and relations look, in one place for every drawing: the debate graph (SVG,
// graph.css) and the atlas map (canvas). Colours are CSS custom properties (graph.css
// defines them per theme); a canvas reads them with getComputedStyle, so a theme change
// restyles both. Sizes are layout units (the force layout spaces nodes by them).
import { nodeRadius } from '../graph/nodeSize.ts';
import type { NodeType } from '../graph/types.ts';

export { nodeRadius };

/** The custom property of each node type's colour. */
export const NODE_COLOUR_VARS: Readonly<Record<string, string>> = {
  persona: '--g-persona', claim: '--g-claim', steelman: '--g-steelman', synthesis: '--g-synthesis', domain: '--g-domain', question: '--g-question',
};

/** The custom property of each relation's colour. */
export const RELATION_COLOUR_VARS: Readonly<Record<string, string>> = {
  supports: '--g-supports', opposes: '--g-opposes', contested_by: '--g-contested', refines: '--g-refines', illustrates: '--g-illustrates', steelmanned_by: '--g-steelman',
};

export const NEUTRAL_COLOUR_VAR = '--g-neutral';
/** Ring of a contested node; ring of a node shared by several debates (atlas); focus ring. */
export const CONTESTED_COLOUR_VAR = '--g-contested';
export const SHARED_COLOUR_VAR = '--g-shared';
export const FOCUS_COLOUR_VAR = '--g-focus';

export const nodeColourVar = (type: NodeType): string => NODE_COLOUR_VARS[type] ?? NEUTRAL_COLOUR_VAR;
export const relationColourVar = (relation: string): string => RELATION_COLOUR_VARS[relation] ?? NEUTRAL_COLOUR_VAR;

/** Relations drawn thin and faint: structure, not argument. */
export const FAINT_RELATIONS: ReadonlySet<string> = new Set(['belongs_to', 'used_in', 'alias_of', 'related']);

/** Steelmen are diamonds; every other node is a circle. */
export const nodeShape = (type: NodeType): 'diamond' | 'circle' => (type === 'steelman' ? 'diamond' : 'circle');

/**
 * A node of the atlas: its type's size, grown with the number of debates it is used in
 * (a persona in 16 debates is three times as large), so the places where debates meet
 * are the largest things on the map.
 */
export const atlasNodeRadius = (type: NodeType, debates: number): number =>
  nodeRadius(type) * (1 + 0.5 * Math.log2(Math.max(1, debates)));
