// The size of a node of each type, in layout units: the force layout spaces nodes by it
// and every drawing (debate graph, atlas map) draws it. Renderers read it through
// src/lib/render/nodeStyle.ts, with the colours.
import type { NodeType } from './types.ts';

export const nodeRadius = (type: NodeType): number =>
  type === 'persona' ? 14 : type === 'synthesis' ? 16 : type === 'domain' ? 12 : type === 'steelman' ? 11 : 9;
