// Which atlas pages exist and how atlas nodes link, decided once from the merged atlas.
// Pure: the site passes its URL functions in, so the rules are unit-tested here.
import { compareText } from '../core/diagnostics.ts';
import { nodeAnchor, type AtlasNodeId, type DebateSlug } from '../core/ids.ts';
import type { AliasMerge, AtlasGraph, AtlasNode, MergeReason, PerDebateEntry } from '../merge/mergeDebates.ts';
import { indexAtlas, openQuestionLedger, sharedClaims, type OpenQuestion, type SharedClaim } from '../merge/queries.ts';
import { displayName } from './displayNames.ts';
import { atlasPageKey, nameKey, planPageKeys, type AtlasPageKey, type KeyedNode } from './pageKeys.ts';
import { foldText } from '../core/names.ts';

export interface PersonaEntry {
  id: AtlasNodeId;
  key: AtlasPageKey;
  /** Its name as readers see it (a placeholder name with its debate). */
  label: string;
  /** Number of debates it took part in. */
  debates: number;
}

export interface ClaimEntry extends SharedClaim {
  key: AtlasPageKey;
}

export interface AtlasPagePlan {
  /** Every persona of the atlas, by normalised label then id. */
  personas: PersonaEntry[];
  /** Claims and steelmen used in more than one debate, by id. */
  claims: ClaimEntry[];
  questions: OpenQuestion[];
  keyOf: ReadonlyMap<AtlasNodeId, AtlasPageKey>;
  kindOf: ReadonlyMap<AtlasNodeId, 'persona' | 'claim'>;
  /** Addresses that lead to another page (see pageKeys.ts), per kind, sorted. */
  redirects: { persona: Redirect[]; claim: Redirect[] };
}

export interface Redirect { from: AtlasPageKey; to: AtlasPageKey }

/** Every name a persona is written as gives a key; its canonical member's name is its page. */
function personaKeys(node: AtlasNode): KeyedNode {
  const own = nameKey(node.label, node.id.slice(0, node.id.indexOf(':')) as DebateSlug);
  const others = node.perDebate.map((p) => nameKey(p.label, p.debate)).filter((k) => k !== own);
  return { id: node.id, keys: [own, ...new Set(others)] };
}

/** A shared claim's page is its canonical member's key; every other member's key redirects. */
function claimKeys(node: AtlasNode): KeyedNode {
  return { id: node.id, keys: [atlasPageKey(node.id), ...node.members.filter((m) => m !== node.id).map(atlasPageKey)] };
}

const sortLabel = (label: string) => foldText(label);

export function planAtlasPages(atlas: AtlasGraph): AtlasPagePlan {
  const personaNodes = atlas.nodes.filter((n) => n.type === 'persona');
  const shared = sharedClaims(atlas);
  const byId = new Map(atlas.nodes.map((n) => [n.id, n]));
  const personaPlan = planPageKeys(personaNodes.map(personaKeys));
  const claimPlan = planPageKeys(shared.map((c) => claimKeys(byId.get(c.claim.id)!)));
  const keyOf = new Map([...personaPlan.keyOf, ...claimPlan.keyOf]);
  const kindOf = new Map<AtlasNodeId, 'persona' | 'claim'>();
  for (const n of personaNodes) kindOf.set(n.id, 'persona');
  for (const c of shared) kindOf.set(c.claim.id, 'claim');
  const personas = personaNodes
    .map((n) => ({ id: n.id, key: keyOf.get(n.id)!, label: displayName(n), debates: n.used_in.length }))
    .sort((a, b) => compareText(sortLabel(a.label), sortLabel(b.label)) || compareText(a.id, b.id));
  return {
    personas,
    claims: shared.map((c) => ({ ...c, key: keyOf.get(c.claim.id)! })),
    questions: openQuestionLedger(atlas),
    keyOf,
    kindOf,
    redirects: { persona: personaPlan.redirects, claim: claimPlan.redirects },
  };
}

/** The member of `node` that stands for it in `debate` (the first, if several). */
export const memberIn = (node: AtlasNode, debate: DebateSlug): PerDebateEntry | undefined => node.perDebate.find((p) => p.debate === debate);

export interface AtlasUrls {
  debate: (slug: DebateSlug) => string;
  persona: (key: AtlasPageKey) => string;
  claim: (key: AtlasPageKey) => string;
}

export interface AtlasLinker {
  /** The node's atlas page when it has one. */
  page: (id: AtlasNodeId) => string | undefined;
  /** Its atlas page, else its card on the page of `debate` (or of its first debate). */
  node: (id: AtlasNodeId, debate?: DebateSlug) => string;
  /** Its card on the page of one debate. */
  inDebate: (entry: Pick<PerDebateEntry, 'debate' | 'id'>) => string;
}

export function atlasLinker(atlas: AtlasGraph, plan: AtlasPagePlan, urls: AtlasUrls): AtlasLinker {
  const index = indexAtlas(atlas);
  // Made once a debate and once a node: the persona pages' keys alone ask for tens of thousands of links.
  const debateUrls = new Map<DebateSlug, string>();
  const debateUrl = (slug: DebateSlug): string => {
    let url = debateUrls.get(slug);
    if (url === undefined) debateUrls.set(slug, (url = urls.debate(slug)));
    return url;
  };
  const inDebate = (entry: Pick<PerDebateEntry, 'debate' | 'id'>) => `${debateUrl(entry.debate)}#${nodeAnchor(entry.id)}`;
  const pages = new Map<AtlasNodeId, string | undefined>();
  const page = (id: AtlasNodeId): string | undefined => {
    if (pages.has(id)) return pages.get(id);
    const key = plan.keyOf.get(id);
    const url = key === undefined ? undefined : plan.kindOf.get(id) === 'persona' ? urls.persona(key) : urls.claim(key);
    pages.set(id, url);
    return url;
  };
  return {
    page,
    inDebate,
    node: (id, debate) => {
      const own = page(id);
      if (own !== undefined) return own;
      const node = index.node.get(id);
      const member = node === undefined ? undefined : ((debate === undefined ? undefined : memberIn(node, debate)) ?? node.perDebate[0]);
      return member === undefined ? '#' : inDebate(member);
    },
  };
}

/** One sentence per merge reason, for the alias report. */
export function describeReason(reason: MergeReason): string {
  switch (reason.kind) {
    case 'alias':
      return `alias_of relation in ${reason.file ?? 'a log'}`;
    case 'aliases-file':
      return `listed as one group in ${reason.file ?? 'the aliases file'}`;
    case 'same-name':
      return 'same name after NFKC, case folding and whitespace trimming';
  }
}

/** Merges for the report: the kinds of reason each one has, most members first. */
export function sortMergesForReport(merges: readonly AliasMerge[]): AliasMerge[] {
  return [...merges].sort((a, b) => b.members.length - a.members.length || compareText(a.canonical, b.canonical));
}
