// xAIF: the AIF graph wrapped in an object with an `AIF` key, as OVA exports it and the
// open argument mining framework passes it between modules (read.ts). Detected by that
// shape, ahead of plain AIF.
import type { DebateGraph } from '../../graph/types.ts';
import { looksLikeXaif, xaifNearMiss } from './schema.ts';
import type { FormatPlugin } from '../types.ts';
import { readXaif } from './read.ts';

export interface XaifDocumentInfo { format: 'xaif' }

export const xaifFormat: FormatPlugin<'xaif', DebateGraph, XaifDocumentInfo> = {
  id: 'xaif',
  readsCharacterReferences: true,
  label: 'xAIF argument map',
  kind: 'json',
  extension: '.json',
  shape: 'an xAIF document (.json, an object with an `AIF` key holding AIF\'s nodes and edges, as OVA and oAMF write it)',
  detect: (input) => {
    const json = input.json();
    return json.ok && looksLikeXaif(json.value.value);
  },
  nearMiss: (input) => {
    const json = input.json();
    return json.ok ? xaifNearMiss(json.value.value) : undefined;
  },
  parse: (input) => {
    const json = input.json();
    return json.ok ? readXaif(json.value) : json;
  },
  toGraph: (graph) => ({ graph, document: { format: 'xaif' } }),
  // AIF wrapped: read by AIF's rules, so no steelman coverage (an xAIF map writes no steelmen).
  analysis: { status: true, cruxes: true, steelmen: false },
};
