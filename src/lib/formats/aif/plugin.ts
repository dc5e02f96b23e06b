// AIF (Argument Interchange Format, AIFdb JSON): argument maps from AIFdb, OVA, oAMF or
// arguebuf, and the archive's own AIF export read back (analysis spec §B1).
import type { DebateGraph } from '../../graph/types.ts';
import type { FormatPlugin } from '../types.ts';
import { looksLikeAif, validateAif } from './validate.ts';

export interface AifDocumentInfo { format: 'aif' }

export const aifFormat: FormatPlugin<'aif', DebateGraph, AifDocumentInfo> = {
  id: 'aif',
  label: 'AIF argument map',
  kind: 'json',
  extension: '.json',
  shape: 'an AIF argument map (.json with nodeID/fromID, locutions, participants)',
  detect: (input) => {
    const json = input.json();
    return json.ok && looksLikeAif(json.value.value);
  },
  parse: (input) => {
    const json = input.json();
    return json.ok ? validateAif(json.value) : json;
  },
  toGraph: (graph) => ({ graph, document: { format: 'aif' } }),
  // AIF writes no steelmen, so coverage means nothing; every other rule applies.
  analysis: { status: true, cruxes: true, steelmen: false },
};
