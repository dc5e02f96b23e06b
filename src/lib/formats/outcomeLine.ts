// The pieces every format's outcome is made of (types.ts `outcome`): items that link to
// cards, and the one-line form the index prints.
import { nodeAnchor, type NodeAnchor, type NodeId } from '../core/ids.ts';
import { truncateLabel } from '../core/escape.ts';

export interface OutcomeItem {
  id: NodeId;
  anchor: NodeAnchor;
  /** Full text, as the log wrote it (may hold [[wikilinks]]). */
  text: string;
}

export const outcomeItem = (n: { id: NodeId; label: string; text?: string | undefined }): OutcomeItem => ({ id: n.id, anchor: nodeAnchor(n.id), text: n.text ?? n.label });

/** The longest one-line outcome, in code points. */
export const OUTCOME_LINE_MAX = 180;

/** Head and tail on one line; the head is shortened so the tail always shows. */
export function fitLine(head: string, tail: string): string {
  if (tail === '') return truncateLabel(head, OUTCOME_LINE_MAX);
  const room = OUTCOME_LINE_MAX - Array.from(tail).length - 3;
  return `${truncateLabel(head, Math.max(24, room))} · ${tail}`;
}
