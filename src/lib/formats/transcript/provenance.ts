// Provenance of a transcript's graph (spec analysis A6): each node the transcript's
// mapping made from a turn or the verdict carries the line of that turn's header (or of
// the verdict), its round and its speaker. Nodes that already have a source (set by the
// mapping itself) keep it; the graph's node ids are those of transcriptToLog.
import type { DebateGraph, GraphNode } from '../../graph/types.ts';
import type { AgentKey, Transcript, Turn } from './parse.ts';

const POSITION_ID = /^([ab])-r(\d+)-position$/;

export function attachTranscriptSources(graph: DebateGraph, t: Transcript): DebateGraph {
  const turns = new Map<string, Turn>();
  for (const round of t.rounds) for (const agent of ['A', 'B'] as const) {
    const turn = round.turns[agent];
    if (turn) turns.set(`${agent}${round.number}`, turn);
  }
  const speaker = (agent: AgentKey) => t.sides[agent === 'A' ? 0 : 1]?.trim() || `Agent ${agent}`;
  const fromTurn = (agent: AgentKey, round: number): GraphNode['source'] | undefined => {
    const turn = turns.get(`${agent}${round}`);
    return turn ? { line: turn.line, round, speaker: speaker(agent) } : undefined;
  };
  const sourceOf = (node: GraphNode): GraphNode['source'] | undefined => {
    const position = POSITION_ID.exec(node.id);
    if (position) return fromTurn(position[1]!.toUpperCase() as AgentKey, Number(position[2]));
    if (node.id === 'agent-a' || node.id === 'agent-b') return fromTurn(node.id === 'agent-a' ? 'A' : 'B', 1);
    if ((node.id === 'converged' || node.id === 'live-disagreement' || node.id === 'verdict') && t.verdict) return { line: t.verdict.line };
    return undefined;
  };
  return {
    ...graph,
    nodes: graph.nodes.map((node) => {
      if (node.source !== undefined) return node;
      const source = sourceOf(node);
      return source === undefined ? node : { ...node, source };
    }),
  };
}
