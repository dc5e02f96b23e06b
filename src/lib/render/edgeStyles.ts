// How each relation type is drawn, told apart without colour: every type has its own
// dash pattern and its own arrowhead, and its own colour (a CSS custom property, so
// themes restyle it). The graph, its legend and the standalone graph.html share this.
import { RELATION_TYPES, type RelationType } from '../graph/types.ts';

export type MarkerShape = 'triangle' | 'bar' | 'open-triangle' | 'chevron' | 'dot' | 'diamond' | 'open-dot' | 'square' | 'open-diamond' | 'open-square' | 'open-bar' | 'none';

export interface EdgeStyle {
  /** stroke-dasharray, or '' for a solid line. */
  dash: string;
  marker: MarkerShape;
}

export const EDGE_STYLES: Record<RelationType, EdgeStyle> = {
  supports: { dash: '', marker: 'triangle' },
  opposes: { dash: '', marker: 'bar' },
  contested_by: { dash: '7 4', marker: 'open-triangle' },
  refines: { dash: '9 3 2 3', marker: 'chevron' },
  illustrates: { dash: '1.5 3', marker: 'dot' },
  steelmanned_by: { dash: '5 3', marker: 'diamond' },
  concedes: { dash: '4 2 1 2', marker: 'open-square' },
  mentions: { dash: '1 4', marker: 'open-bar' },
  belongs_to: { dash: '12 4', marker: 'open-dot' },
  alias_of: { dash: '6 2 1.5 2 1.5 2', marker: 'square' },
  used_in: { dash: '3 2', marker: 'open-diamond' },
  related: { dash: '2 5', marker: 'none' },
};

/** Legend order: the argument's relations first, structure after. */
export const LEGEND_RELATIONS: readonly RelationType[] = RELATION_TYPES;

/** Marker path in a 10×10 box, pointing right (+x), tip at x=10. */
const MARKER_PATHS: Record<Exclude<MarkerShape, 'none'>, { d: string; open: boolean }> = {
  triangle: { d: 'M0,0L10,5L0,10z', open: false },
  bar: { d: 'M6,0H10V10H6z', open: false },
  'open-triangle': { d: 'M1,1L9.5,5L1,9z', open: true },
  chevron: { d: 'M1,0.5L9.5,5L1,9.5', open: true },
  dot: { d: 'M1,5a4,4 0 1,0 8,0a4,4 0 1,0 -8,0', open: false },
  diamond: { d: 'M0,5L5,0.5L10,5L5,9.5z', open: false },
  'open-dot': { d: 'M1.5,5a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0', open: true },
  square: { d: 'M2,2H10V8H2z', open: false },
  'open-diamond': { d: 'M1,5L5.5,1L10,5L5.5,9z', open: true },
  'open-square': { d: 'M2,2H9.5V8H2z', open: true },
  'open-bar': { d: 'M6,0.5H9.5V9.5H6z', open: true },
};

/** `<marker>` elements for every relation type of one figure. */
export function edgeMarkers(figureId: string): string {
  return (Object.keys(EDGE_STYLES) as RelationType[])
    .filter((type) => EDGE_STYLES[type].marker !== 'none')
    .map((type) => {
      const shape = MARKER_PATHS[EDGE_STYLES[type].marker as Exclude<MarkerShape, 'none'>];
      return `<marker id="${figureId}-arrow-${type}" class="marker marker--${type}${shape.open ? ' marker--open' : ''}" viewBox="-1 -1 12 12" refX="9.5" refY="5" markerWidth="8" markerHeight="8" markerUnits="userSpaceOnUse" orient="auto"><path d="${shape.d}"/></marker>`;
    })
    .join('');
}

/**
 * One figure's edge styles as CSS, once per type instead of as attributes on every edge:
 * `[data-edge-style="<figureId>"] .edge--<type> .edge__line` gets the type's dash and
 * arrowhead. The figure's SVG carries the attribute (and so does a copy of its edges, such
 * as a card's local graph). Text inside an SVG <style> is parsed as markup, so no "<" or
 * "&" here: figure ids are ASCII names.
 */
export function edgeStyleSheet(figureId: string): string {
  return (Object.keys(EDGE_STYLES) as RelationType[])
    .map((type) => {
      const style = EDGE_STYLES[type];
      const rules = [style.dash ? `stroke-dasharray:${style.dash}` : '', style.marker === 'none' ? '' : `marker-end:url(#${figureId}-arrow-${type})`].filter(Boolean);
      return rules.length ? `[data-edge-style="${figureId}"] .edge--${type} .edge__line{${rules.join(';')}}` : '';
    })
    .join('');
}

/** The attributes that make one relation type's line: dash and arrowhead (the legend's swatches). */
export function edgeLineAttributes(figureId: string, type: RelationType): string {
  const style = EDGE_STYLES[type];
  return `${style.dash ? ` stroke-dasharray="${style.dash}"` : ''}${style.marker === 'none' ? '' : ` marker-end="url(#${figureId}-arrow-${type})"`}`;
}
