// A6 on the page: a node read from a transcript or minutes links to the place it came
// from (the turn, or the minutes round, that holds its source line), and that place
// links back to its nodes. Anchors are the ones TranscriptView / MinutesView render:
// `round-<n>-<a|b>` for a turn, `tx-outcome-heading` for the verdict, `minutes-<rN>[-k]`
// for a minutes round (k counts repeats of one round in file order).
import { compareText } from '../core/diagnostics.ts';
import { nodeAnchor, type NodeAnchor, type NodeId } from '../core/ids.ts';
import type { FormatDocument } from '../formats/registry.ts';
import type { DebateGraph } from '../graph/types.ts';

export interface SourcePlace {
  /** Element id on the debate page. */
  anchor: string;
  /** "Round 2, Agent B (Skeptic)" or "R5 Pre-mortem". */
  label: string;
  line: number;
  /** Last line the place covers, when it does not run until the next place. */
  end?: number;
}

export type NodeSource = (SourcePlace & { sourceLine: number }) | { anchor?: undefined; sourceLine: number };

export interface ProvenanceIndex {
  /**
   * Where each node with a `source` came from: the place holding its line, or only the
   * line (`anchor` undefined) when no place on the page holds it (a minutes section that
   * is not one of the rounds R0–R7).
   */
  ofNode: ReadonlyMap<NodeId, NodeSource>;
  /** The nodes each place produced, in graph order. */
  nodesAt: ReadonlyMap<string, Array<{ id: NodeId; anchor: NodeAnchor; label: string; line: number }>>;
}

export function buildProvenance(graph: DebateGraph, document: FormatDocument): ProvenanceIndex {
  const places = sourcePlaces(document).sort((a, b) => a.line - b.line || compareText(a.anchor, b.anchor));
  const ofNode = new Map<NodeId, NodeSource>();
  const nodesAt = new Map<string, Array<{ id: NodeId; anchor: NodeAnchor; label: string; line: number }>>();
  for (const node of graph.nodes) {
    const line = node.source?.line;
    if (line === undefined) continue;
    // The last place that starts at or before the line (binary search).
    let lo = 0, hi = places.length - 1, found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (places[mid]!.line <= line) { found = mid; lo = mid + 1; } else hi = mid - 1;
    }
    const place = found === -1 ? undefined : places[found]!;
    if (place === undefined || (place.end !== undefined && line > place.end)) {
      ofNode.set(node.id, { sourceLine: line });
      continue;
    }
    ofNode.set(node.id, { ...place, sourceLine: line });
    const list = nodesAt.get(place.anchor) ?? [];
    list.push({ id: node.id, anchor: nodeAnchor(node.id), label: node.label, line });
    nodesAt.set(place.anchor, list);
  }
  return { ofNode, nodesAt };
}

/** The element id of the `index`th risk (0-based) in a minutes page's risks list. */
export const minutesRiskAnchor = (index: number): string => `mn-risk-${index + 1}`;

function sourcePlaces(document: FormatDocument): SourcePlace[] {
  if (document.format === 'transcript') {
    const t = document.transcript;
    const places: SourcePlace[] = [];
    for (const round of t.rounds) for (const agent of ['A', 'B'] as const) {
      const turn = round.turns[agent];
      if (!turn) continue;
      const side = t.sides[agent === 'A' ? 0 : 1]?.trim();
      places.push({ anchor: `round-${round.number}-${agent.toLowerCase()}`, label: `Round ${round.number}, Agent ${agent}${side ? ` (${side})` : ''}`, line: turn.line });
    }
    if (t.verdict) places.push({ anchor: 'tx-outcome-heading', label: 'Verdict', line: t.verdict.line });
    return places;
  }
  if (document.format === 'minutes') {
    const seen = new Map<string, number>();
    // A risk read from the risks section (not from the R5 round, which holds its own) is a
    // place of its own: its card links to its entry in the page's risks list, and back.
    const risks = document.minutes.risks.flatMap((risk, i) => (risk.round === undefined
      ? [{ anchor: minutesRiskAnchor(i), label: 'Risks', line: risk.line, end: risk.line }]
      : []));
    return [...risks, ...document.minutes.rounds.map((round) => {
      const count = (seen.get(round.key) ?? 0) + 1;
      seen.set(round.key, count);
      // The round's text is trimmed: its heading, the text's lines, and one blank line after the heading.
      const end = round.line + (round.markdown === '' ? 0 : round.markdown.split('\n').length) + 1;
      return { anchor: `minutes-${round.key.toLowerCase()}${count > 1 ? `-${count}` : ''}`, label: round.heading.replace(/\*\*|__/g, '').trim() || round.key, line: round.line, end };
        })];
  }
  return [];
}
