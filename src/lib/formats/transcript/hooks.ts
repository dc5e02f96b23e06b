// What the stages ask of a /debate transcript beyond its graph (types.ts hooks): how it
// ended and what it recommends, the turns that hold each source line, its line account,
// and the analysis without status or cruxes (two agents answer each other's positions:
// there are no arguments between claims), what was conceded standing in for the cruxes.
import type { DebateGraph } from '../../graph/types.ts';
import type { LineReport } from '../../parse/lineExplanation.ts';
import { plainText } from '../../core/plainText.ts';
import type { Concession, FormatAnalysis, FormatConcessions, OutcomeView, SourcePlace } from '../hookTypes.ts';
import { fitLine } from '../outcomeLine.ts';
import type { EndingKind, Transcript } from './model.ts';
import { declinesCall } from './noCall.ts';
import { saysNothing } from './reading.ts';
import { buildTranscriptView } from './view.ts';

export interface TranscriptOutcome {
  kind: 'transcript';
  ending: { kind: EndingKind; headline: string };
  /** Markdown of the verdict's fields, when written. */
  recommendation?: string;
  /** The verdict says outright that it makes no call ("no conclusion, no recommendation"): nothing was decided. */
  noCall?: true;
  convergedOn?: string;
  liveDisagreement?: string;
  line: string;
}

export function transcriptOutcome({ transcript }: { transcript: Transcript }): TranscriptOutcome {
  const { ending } = buildTranscriptView(transcript);
  const v = transcript.verdict;
  const recommendation = v?.recommendation;
  const noCall = declinesCall(recommendation);
  const head = noCall ? `No call: ${plainText(recommendation!)}` : recommendation !== undefined ? `Recommendation: ${plainText(recommendation)}` : v ? 'No recommendation in the verdict' : 'No verdict';
  return {
    kind: 'transcript',
    ending: { kind: ending.kind, headline: ending.headline },
    ...(recommendation !== undefined ? { recommendation } : {}),
    ...(noCall ? { noCall: true as const } : {}),
    ...(v?.convergedOn !== undefined ? { convergedOn: v.convergedOn } : {}),
    ...(v?.liveDisagreement !== undefined ? { liveDisagreement: v.liveDisagreement } : {}),
    line: fitLine(head, ending.headline),
  };
}

/** How the page shows it: how the debate ended, then the recommendation (or "none"), what converged and what stays live. */
export function transcriptOutcomeView(outcome: TranscriptOutcome): OutcomeView {
  const fields = [
    // A verdict that declines the call is quoted as what it is: no recommendation, in its own words.
    { label: outcome.noCall ? 'No call' : 'Recommendation', ...(outcome.recommendation !== undefined ? { markdown: outcome.recommendation } : { missing: 'none' }) },
    ...(outcome.convergedOn !== undefined ? [{ label: 'Converged on', markdown: outcome.convergedOn }] : []),
    ...(outcome.liveDisagreement !== undefined ? [{ label: 'Live disagreement', markdown: outcome.liveDisagreement }] : []),
  ];
  return { blocks: [{ headline: { strong: outcome.ending.headline, ending: outcome.ending.kind }, fields }] };
}

/** Each turn (`round-<n>-<a|b>`, as TranscriptView renders it) and the verdict (`tx-outcome-heading`). */
export function transcriptPlaces({ transcript: t }: { transcript: Transcript }): SourcePlace[] {
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

/** The line account with the parser's notes (a terminal's frame: what each blanked line is). */
export function transcriptLineReport({ transcript: t }: { transcript: Transcript }): LineReport {
  return { account: t.lineAccount, notes: t.lineNotes ?? [], notInterpreted: t.notInterpreted };
}

export const TRANSCRIPT_ANALYSIS: FormatAnalysis = { status: false, cruxes: false, steelmen: false };

/**
 * What the graph concedes (every `concedes` relation: a Concede bullet, an Agreement item, a
 * clause read from prose), each with who conceded it, its round and line, and whether a later
 * turn took it back; and the verdict's words on convergence, "none" and "—" read as nothing.
 */
export function transcriptConcessions({ transcript: t }: { transcript: Transcript }, graph: Pick<DebateGraph, 'nodes' | 'edges'>): FormatConcessions {
  const nodes = new Map<string, DebateGraph['nodes'][number]>(graph.nodes.map((n) => [n.id, n]));
  const conceded: Concession[] = [];
  for (const edge of graph.edges) {
    if (edge.type !== 'concedes') continue;
    const target = nodes.get(edge.target);
    // A concession of the opponent's quoted words goes to the opponent: its words are the edge's.
    const text = target?.type === 'claim' ? target.text ?? target.label : edge.text;
    if (text === undefined || text.trim() === '') continue;
    const takenIn = edge.attributes?.taken_back_in_round;
    const takenAt = edge.attributes?.taken_back_at_line;
    conceded.push({
      by: nodes.get(edge.source)?.label ?? edge.source,
      text,
      ...(edge.provenance?.round !== undefined ? { round: edge.provenance.round } : {}),
      ...(edge.provenance?.line !== undefined ? { line: edge.provenance.line } : {}),
      ...(edge.reading === 'read' ? { reading: 'read' as const } : {}),
      ...(typeof takenIn === 'number' ? { takenBack: { round: takenIn, ...(typeof takenAt === 'number' ? { line: takenAt } : {}) } } : {}),
    });
  }
  const v = t.verdict ?? undefined;
  return {
    conceded,
    verdict: v && {
      ...(!saysNothing(v.convergedOn) ? { convergedOn: v.convergedOn! } : {}),
      ...(!saysNothing(v.liveDisagreement) ? { live: v.liveDisagreement! } : {}),
      ...(v.liveUnfilled ? { liveUnfilled: true } : {}),
    },
  };
}
