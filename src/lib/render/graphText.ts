// The words the graph shows for its nodes and relations: a node's accessible name and an
// edge's tooltip head. One place for the page (server) and the browser script, which
// derives both from a node's label instead of reading them from the page.
import { CHANGED_STANCE_KEY, type JsonValue, type Reading, type RelationType, type SourceRef } from '../graph/types.ts';
import { plainText, withoutCutLink } from './plainText.ts';

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

/** How a relation read from prose was obtained, in the words the page shows. */
export const READING_LABELS: Record<Reading, string> = {
  stated: 'stated in the log',
  read: 'read from prose',
  mentioned: 'only mentioned',
  corrected: 'corrected by hand',
};

/** Where a relation was read: "line 28–29 · round 2 · Agent A"; '' when the log gave no place. */
export function evidencePlace(p: SourceRef | undefined): string {
  if (!p) return '';
  const lines = p.endLine !== undefined && p.endLine > p.line ? `lines ${p.line}–${p.endLine}` : `line ${p.line}`;
  return [lines, p.round !== undefined ? `round ${p.round}` : '', p.speaker ?? ''].filter((part) => part !== '').join(' · ');
}

/** A relation's evidence as the page shows it: its place, its reading and the words quoted. */
export interface Evidence {
  place: string;
  reading?: Reading;
  quote?: string;
  /** A later change of this stance by its author: "line 37 (withdrawn): “…”" (CHANGED_STANCE_KEY). */
  changed?: string;
}

export function edgeEvidence(e: { provenance?: SourceRef; reading?: Reading; attributes?: { readonly [key: string]: JsonValue } }): Evidence | undefined {
  if (!e.provenance && !e.reading) return undefined;
  const changed = e.attributes?.[CHANGED_STANCE_KEY];
  return {
    place: evidencePlace(e.provenance),
    ...(e.reading ? { reading: e.reading } : {}),
    // The words as read, their Markdown markers stripped (a quote is shown as plain text).
    ...(e.provenance?.quote ? { quote: plainText(withoutCutLink(e.provenance.quote)) } : {}),
    ...(typeof changed === 'string' ? { changed } : {}),
  };
}

/** One line of text for a tooltip or a title: "line 28 · round 2 · A — read from prose: “…”". */
export function evidenceText(ev: Evidence): string {
  const reading = ev.reading ? READING_LABELS[ev.reading] : '';
  const head = [ev.place, reading].filter((part) => part !== '').join(' — ');
  const text = ev.quote ? `${head}: “${ev.quote}”` : head;
  return ev.changed ? `${text} · changed at ${ev.changed}` : text;
}
