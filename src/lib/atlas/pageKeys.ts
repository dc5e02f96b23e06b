// Page addresses for atlas nodes, derived from what a node is, so that adding debates never
// breaks a published address (docs/decisions/atlas-page-addresses.md).
import { compareText } from '../core/diagnostics.ts';
import { fnv1a, portableSegment, slugifySegment, type AtlasNodeId, type DebateSlug } from '../core/ids.ts';
import { normaliseName } from '../core/names.ts';
import { isPlaceholderName } from '../merge/names.ts';

declare const brand: unique symbol;
/** One path segment under /atlas/personas/ or /atlas/claims/: letters, digits, "-", "_". */
export type AtlasPageKey = string & { readonly [brand]: 'AtlasPageKey' };

const hash7 = (text: string) => fnv1a(text).toString(36).padStart(7, '0');

/** The key of one member id (a claim's address): a readable slug of the id plus a hash of it. */
export function atlasPageKey(id: AtlasNodeId): AtlasPageKey {
  const readable = slugifySegment(id).slice(0, 48).replace(/[-_]+$/, '');
  return `${readable === '' ? 'n' : readable}-${hash7(id)}` as AtlasPageKey;
}

/**
 * The key of a persona or domain name: the slug of the normalised name when the slug
 * spells the name exactly ("Ada Berg" → `ada-berg`, "機能主義者" → `機能主義者`), else the
 * slug plus a hash of the name ("Dr. Ada" → `dr-ada-0k3f9x1`), so two names never share
 * a key and a key depends on its name alone. A placeholder name is keyed with its debate.
 */
export function nameKey(name: string, debate?: DebateSlug): AtlasPageKey {
  const normalised = normaliseName(name);
  const identity = debate !== undefined && isPlaceholderName(normalised) ? `${normalised} ${debate}` : normalised;
  const slug = slugifySegment(identity).slice(0, 60).replace(/[-_]+$/, '');
  const exact = slug !== '' && !identity.includes('-') && identity.replace(/ /g, '-') === slug;
  return (exact ? portableSegment(slug) : `${slug === '' ? 'n' : slug}-${hash7(identity)}`) as AtlasPageKey;
}

/** What a key is needed for: a node with a page, and the keys of its members. */
export interface KeyedNode {
  id: AtlasNodeId;
  /** The node's own key first (its page), then other keys that must lead to it. */
  keys: AtlasPageKey[];
}

export interface PageKeyPlan {
  keyOf: Map<AtlasNodeId, AtlasPageKey>;
  /** Addresses that lead to another page, sorted by `from`. */
  redirects: Array<{ from: AtlasPageKey; to: AtlasPageKey }>;
}

/**
 * Unique keys for a set of nodes; the same set always gives the same keys. When two
 * nodes want one key (a hash collision), the node with the smaller id keeps it and the
 * other gets a numeric suffix; a redirect never takes a key a page has.
 */
export function planPageKeys(nodes: readonly KeyedNode[]): PageKeyPlan {
  const sorted = [...nodes].sort((a, b) => compareText(a.id, b.id));
  const keyOf = new Map<AtlasNodeId, AtlasPageKey>();
  const taken = new Set<string>();
  for (const node of sorted) {
    const base = node.keys[0]!;
    let key: string = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    taken.add(key);
    keyOf.set(node.id, key as AtlasPageKey);
  }
  const redirects: PageKeyPlan['redirects'] = [];
  for (const node of sorted) {
    for (const from of node.keys.slice(1)) {
      if (taken.has(from)) continue;
      taken.add(from);
      redirects.push({ from, to: keyOf.get(node.id)! });
    }
  }
  redirects.sort((a, b) => compareText(a.from, b.from));
  return { keyOf, redirects };
}
