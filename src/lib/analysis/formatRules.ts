// How the analysis reads each format (docs/formats.md, "How status reads for each
// format"): which panels apply, and which `opposes` arguments are attacks. One place, so
// a debate page, graph.json and the atlas read a format alike.
//
// - roundtable-kg, intermediate graphs, AIF: every rule of spec analysis §A.
// - minutes: a red-team risk (a risk node the minutes mapping names `risk-<n>`) that
//   opposes an option is a risk *to* that option, not a rebuttal: it does not attack
//   (the chosen option is not made OUT by the pre-mortem) unless its text says it
//   defeats the option. Minutes have no steelmen.
// - transcripts: two agents answer each other's positions; there are no arguments
//   between claims (status does not apply) and no steelmen. What the two conceded and
//   what stays live (the verdict) replace the crux ranking.
// Everywhere: only `supports` / `opposes` are stances, only `opposes` attacks;
// `concedes` and `mentions` are never counted.
import type { ArgEdge, ArgIndex } from './argumentGraph.ts';

export interface AnalysisRules {
  /** Status (grounded labelling) applies: the format has arguments between claims. */
  readonly status: boolean;
  /** Ranked cruxes apply (a transcript shows conceded / still live instead). */
  readonly cruxes: boolean;
  /** The format can write steelmen, so coverage means something. */
  readonly steelmen: boolean;
  /** Whether an `opposes` edge between claim-like nodes attacks (status, A1). */
  attacks(edge: ArgEdge, index: ArgIndex): boolean;
}

const always = (): boolean => true;

export const FULL_RULES: AnalysisRules = { status: true, cruxes: true, steelmen: true, attacks: always };

/** Words by which a risk says it defeats the option, not only threatens it (bounded, linear). */
const DEFEATS = /\b(?:defeats?|rules? (?:it |this |the option )?out|fatal|disqualif(?:y|ies)|non-starter|deal-?breaker|cannot work)\b|치명적|불가능|탈락|致命的?|不可能|排除/iu;

/** A minutes risk node, by the id the minutes mapping gives it (also as `<slug>:risk-<n>` on the atlas). */
export const isMinutesRiskId = (id: string, debate?: string): boolean =>
  /^risk-\d+(?:-\d+)?$/.test(debate !== undefined && id.startsWith(`${debate}:`) ? id.slice(debate.length + 1) : id);

/** A risk attacks only when its own words say it defeats the option. */
function minutesAttack(edge: ArgEdge, index: ArgIndex): boolean {
  if (!isMinutesRiskId(edge.source, edge.debate)) return true;
  const risk = index.node.get(edge.source);
  return DEFEATS.test(`${risk?.label ?? ''}\n${edge.text ?? ''}`);
}

export const MINUTES_RULES: AnalysisRules = { status: true, cruxes: true, steelmen: false, attacks: minutesAttack };
export const TRANSCRIPT_RULES: AnalysisRules = { status: false, cruxes: false, steelmen: false, attacks: always };
export const AIF_RULES: AnalysisRules = { status: true, cruxes: true, steelmen: false, attacks: always };

/** The rules of a format (by its id); unknown formats get every rule. */
export function analysisRules(format: string | undefined): AnalysisRules {
  switch (format) {
    case 'minutes': return MINUTES_RULES;
    case 'transcript': return TRANSCRIPT_RULES;
    case 'aif': return AIF_RULES;
    default: return FULL_RULES;
  }
}

const atlasCache = new WeakMap<object, AnalysisRules>();

/**
 * The merged atlas mixes formats: each edge is read by the rules of the debate that wrote
 * it; every panel applies (some debate may have steelmen). One rules object per atlas.
 */
export function atlasRules(atlas: object, formatOf: (debate: string) => string | undefined): AnalysisRules {
  const cached = atlasCache.get(atlas);
  if (cached !== undefined) return cached;
  const rules: AnalysisRules = {
    status: true, cruxes: true, steelmen: true,
    attacks: (edge, index) => (edge.debate === undefined ? true : analysisRules(formatOf(edge.debate)).attacks(edge, index)),
  };
  atlasCache.set(atlas, rules);
  return rules;
}
