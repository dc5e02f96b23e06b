// How the merge resolves an endpoint or alias reference, and how it says what is missing.
import type { DebateSlug, NodeId } from '../core/ids.ts';

export type Resolution =
  | { kind: 'found'; index: number }
  | { kind: 'not-local' }
  | { kind: 'no-debate'; slug: DebateSlug }
  | { kind: 'no-node'; slug: DebateSlug; id: NodeId }
  /** Not in a debate that failed its own checks: the node may be a part it left out, so nothing is said. */
  | { kind: 'unchecked' };

/** A reference that cannot be placed and whose problem is said. */
export type Missing = Exclude<Resolution, { kind: 'found' } | { kind: 'unchecked' }>;

const quote = (text: string): string => JSON.stringify(text);

export function missingCode(r: Missing): string {
  return r.kind === 'no-debate' ? 'alias-missing-debate' : 'alias-missing-node';
}

export function describeMissing(ref: string, r: Missing): string {
  switch (r.kind) {
    case 'not-local':
      return `${quote(ref)} is neither a node of this debate nor a "<slug>:<id>" reference`;
    case 'no-debate':
      return `${quote(ref)} names debate ${quote(r.slug)}, which is not in the archive`;
    case 'no-node':
      return `${quote(ref)}: debate ${quote(r.slug)} has no node ${quote(r.id)}`;
  }
}
