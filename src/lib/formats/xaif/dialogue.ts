// xAIF's dialogue layer (IAT): each speaker's stances from the illocutions, each claim's
// source locution, the dialogue order (docs/decisions/xaif-reading.md).
import type { Diagnostic } from '../../core/diagnostics.ts';
import type { GraphEdge, SourceRef } from '../../graph/types.ts';
import type { JsonPath } from '../../parse/jsonDocument.ts';
import { ILLOCUTION_STANCES, type XaifFile } from './schema.ts';
import { boundedQuote, plainText } from './sourceText.ts';

type At = (path: JsonPath, code: string, message: string, severity?: Diagnostic['severity']) => Diagnostic;
type Aif = XaifFile['AIF'];

export interface DialogueInput {
  aif: Aif;
  /** Index of each node id's first node. */
  nodeAt: ReadonlyMap<string, number>;
  /** Edges whose both ends exist. */
  edges: ReadonlyArray<{ fromID: string; toID: string }>;
  /** The persona each participant id became. */
  personaOf: ReadonlyMap<string, { id: string; label: string }>;
  /** Graph id of each I-node. */
  isClaim: (nodeID: string) => boolean;
  passages: ReadonlyMap<string, string>;
  at: At;
  line: (path: JsonPath) => number;
}

export interface Dialogue {
  /** Persona → claim relations, in dialogue order. */
  stances: GraphEdge[];
  claimSource: Map<string, SourceRef>;
  schemeSource: Map<string, SourceRef>;
  warnings: Diagnostic[];
}

interface Speaker { persona: { id: string; label: string }; time: string | undefined }

const push = (map: Map<string, string[]>, key: string, value: string) => {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
};

export function readDialogue(input: DialogueInput): Dialogue {
  const { aif, nodeAt, edges } = input;
  const typeOf = (id: string) => aif.nodes[nodeAt.get(id)!]!.type;
  const warnings: Diagnostic[] = [];
  const speakerOf = locutionSpeakers(input, warnings);
  const outOf = new Map<string, string[]>(), inOf = new Map<string, string[]>();
  for (const e of edges) {
    const from = typeOf(e.fromID), to = typeOf(e.toID);
    if (from === 'YA' || from === 'TA' || to === 'YA' || to === 'TA') { push(outOf, e.fromID, e.toID); push(inOf, e.toID, e.fromID); }
  }
  const order = dialogueOrder(aif, outOf, inOf, typeOf);
  const ref = (lId: string): SourceRef => {
    const index = nodeAt.get(lId)!;
    const node = aif.nodes[index]!;
    const speaker = speakerOf.get(lId);
    // OVA writes an L node as "<speaker>: <words>"; the words are the quote.
    const written = plainText(node.text);
    const prefix = speaker === undefined ? '' : `${speaker.persona.label}:`;
    const words = prefix !== ':' && written.startsWith(prefix) ? written.slice(prefix.length).trim() : written;
    const quote = boundedQuote(input.passages.get(lId) ?? words);
    const time = speaker?.time ?? node.timestamp;
    return {
      line: input.line(['AIF', 'nodes', index]), round: order.get(lId)! + 1,
      ...(speaker !== undefined ? { speaker: speaker.persona.label } : {}),
      ...(quote !== '' ? { quote } : {}),
      ...(time !== undefined ? { time } : {}),
    };
  };

  const anchors: Array<{ order: number; index: number; lId: string; target: string; illocution: string }> = [];
  aif.nodes.forEach((node, index) => {
    if (node.type !== 'YA' || nodeAt.get(node.nodeID) !== index) return;
    const locutions = (inOf.get(node.nodeID) ?? []).flatMap((from) =>
      typeOf(from) === 'L' ? [from] : typeOf(from) === 'TA' ? (outOf.get(from) ?? []).filter((to) => typeOf(to) === 'L') : []);
    const lId = locutions.sort((a, b) => order.get(a)! - order.get(b)!)[0];
    if (lId === undefined) return;
    for (const target of outOf.get(node.nodeID) ?? []) anchors.push({ order: order.get(lId)!, index, lId, target, illocution: node.text.trim() });
  });
  anchors.sort((a, b) => a.order - b.order || a.index - b.index);

  const result: Dialogue = { stances: [], claimSource: new Map(), schemeSource: new Map(), warnings };
  for (const anchor of anchors) {
    const targetType = typeOf(anchor.target);
    if (targetType === 'RA' || targetType === 'CA' || targetType === 'MA') {
      if (!result.schemeSource.has(anchor.target)) result.schemeSource.set(anchor.target, ref(anchor.lId));
      continue;
    }
    if (!input.isClaim(anchor.target)) continue;
    const source = ref(anchor.lId);
    if (!result.claimSource.has(anchor.target)) result.claimSource.set(anchor.target, source);
    const speaker = speakerOf.get(anchor.lId);
    if (speaker === undefined) continue;
    const stance = ILLOCUTION_STANCES[anchor.illocution];
    result.stances.push({
      source: speaker.persona.id, target: anchor.target, type: stance ?? 'mentions',
      ...(anchor.illocution !== '' ? { text: anchor.illocution } : {}),
      provenance: source, reading: stance === undefined ? 'mentioned' : 'stated',
    });
  }
  return result;
}

/** Each L node's speaker (and time) from `locutions`; a row that names no participant is reported. */
function locutionSpeakers(input: DialogueInput, warnings: Diagnostic[]): Map<string, Speaker> {
  const speakers = new Map<string, Speaker>();
  const named = new Set(input.aif.locutions.map((l) => l.nodeID));
  input.aif.locutions.forEach((l, i) => {
    const pid = l.personID ?? l.personId;
    const index = input.nodeAt.get(l.nodeID);
    if (index === undefined) {
      warnings.push(input.at(['AIF', 'locutions', i, 'nodeID'], 'missing-reference', `no node has nodeID ${JSON.stringify(l.nodeID)}; this locution is not imported`, 'warning'));
      return;
    }
    if (pid === undefined || pid === null) {
      warnings.push(input.at(['AIF', 'locutions', i], 'missing-reference', 'names no personID; its locution has no speaker', 'warning'));
      return;
    }
    const persona = input.personaOf.get(pid);
    if (persona === undefined) {
      warnings.push(input.at(['AIF', 'locutions', i, l.personID == null ? 'personId' : 'personID'], 'missing-reference', `no participant has participantID ${JSON.stringify(pid)}; its locution has no speaker`, 'warning'));
      return;
    }
    if (!speakers.has(l.nodeID)) speakers.set(l.nodeID, { persona, time: l.start ?? l.timestamp });
  });
  // Locutions no row names (a row that names one is reported above): their claims keep a source, but no one's stance.
  const unattributed = input.aif.nodes.flatMap((n, i) => (n.type === 'L' && input.nodeAt.get(n.nodeID) === i && !named.has(n.nodeID) ? [i] : []));
  if (unattributed.length > 0) {
    warnings.push(input.at(['AIF', 'nodes', unattributed[0]!], 'no-speaker', `${unattributed.length} locution${unattributed.length === 1 ? ' has' : 's have'} no participant in \`locutions\`: what they anchor is no one's stance`, 'warning'));
  }
  return speakers;
}

/** Each L node's place in the dialogue: TA chains first (from locutions no TA leads to), then the rest in file order. */
function dialogueOrder(aif: Aif, outOf: Map<string, string[]>, inOf: Map<string, string[]>, typeOf: (id: string) => string): Map<string, number> {
  const next = (lId: string) => (outOf.get(lId) ?? []).filter((ta) => typeOf(ta) === 'TA').flatMap((ta) => (outOf.get(ta) ?? []).filter((to) => typeOf(to) === 'L'));
  const hasPrevious = (lId: string) => (inOf.get(lId) ?? []).some((ta) => typeOf(ta) === 'TA');
  const order = new Map<string, number>();
  const locutions = aif.nodes.filter((n) => n.type === 'L').map((n) => n.nodeID);
  const walk = (start: string) => {
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (order.has(id)) continue;
      order.set(id, order.size);
      const following = next(id);
      for (let k = following.length - 1; k >= 0; k--) stack.push(following[k]!);
    }
  };
  for (const id of locutions) if (!hasPrevious(id)) walk(id);
  for (const id of locutions) walk(id);
  return order;
}
