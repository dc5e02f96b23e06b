// The intermediate graph (spec §1.2): JSON with `nodes` and `edges` arrays.
import type { DebateGraph } from '../../graph/types.ts';
import type { FormatPlugin } from '../types.ts';
import { intermediateNearMiss, looksLikeIntermediateGraph, validateIntermediateGraph } from './validate.ts';

export interface IntermediateDocument { format: 'intermediate' }

export const intermediateFormat: FormatPlugin<'intermediate', DebateGraph, IntermediateDocument> = {
  id: 'intermediate',
  label: 'Imported graph',
  kind: 'json',
  extension: '.json',
  shape: 'an intermediate graph (.json with nodes and edges)',
  detect: (input) => {
    const json = input.json();
    return json.ok && looksLikeIntermediateGraph(json.value.value);
  },
  nearMiss: (input) => {
    const json = input.json();
    return json.ok ? intermediateNearMiss(json.value.value) : undefined;
  },
  parse: (input) => {
    const json = input.json();
    return json.ok ? validateIntermediateGraph(json.value) : json;
  },
  toGraph: (graph) => ({ graph, document: { format: 'intermediate' } }),
};
