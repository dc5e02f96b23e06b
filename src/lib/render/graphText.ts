// The words the graph shows for its nodes and relations: a node's accessible name and an
// edge's tooltip head. One place for the page (server) and the browser script, which
// derives both from a node's label instead of reading them from the page.
import type { RelationType } from '../graph/types.ts';

export const RELATION_LABELS: Record<RelationType, string> = {
  supports: 'supports',
  opposes: 'opposes',
  contested_by: 'contested — see synthesis',
  refines: 'refines',
  illustrates: 'illustrates',
  steelmanned_by: 'is a steelman of',
  concedes: 'concedes',
  mentions: 'mentions',
  belongs_to: 'belongs to',
  alias_of: 'is an alias of',
  used_in: 'is used in',
  related: 'is related to',
};

export const NODE_TYPE_LABELS: Record<string, string> = {
  domain: 'Domain', persona: 'Persona', claim: 'Claim', steelman: 'Steelman',
  synthesis: 'Host synthesis', question: 'Open question',
};
export const nodeTypeLabel = (type: string) => NODE_TYPE_LABELS[type] ?? `Concept (${type})`;

/** A node's accessible name: "Claim (contested): <label>". */
export const nodeName = (type: string, contested: boolean, label: string): string =>
  `${nodeTypeLabel(type)}${contested ? ' (contested)' : ''}: ${label}`;

/** An edge's tooltip head: "Source — relation → Target", with the nodes' full labels. */
export const edgeTip = (sourceLabel: string, type: RelationType, targetLabel: string): string =>
  `${sourceLabel} — ${RELATION_LABELS[type]} → ${targetLabel}`;
