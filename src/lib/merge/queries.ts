// Read-only questions the site asks of the merged atlas. Each builds (once per atlas
// object, cached in a WeakMap) an index of nodes and edges, so asking about every
// persona stays linear overall. The atlas must not be mutated after the first query.
import { groupedBy } from '../core/arrays.ts';
import { compareText } from '../core/diagnostics.ts';
import type { AtlasNodeId, DebateSlug, NodeId } from '../core/ids.ts';
import type { AtlasEdge, AtlasGraph, AtlasNode, PerDebateEntry } from './mergeDebates.ts';

export interface NodeRef {
  id: AtlasNodeId;
  label: string;
  /** The node's type: a persona's or a domain's label is a name, shown as written. */
  type?: string;
}

export interface AtlasIndex {
  atlas: AtlasGraph;
  node: ReadonlyMap<AtlasNodeId, AtlasNode>;
  outgoing: ReadonlyMap<AtlasNodeId, readonly AtlasEdge[]>;
  incoming: ReadonlyMap<AtlasNodeId, readonly AtlasEdge[]>;
  /** Steelman nodes by author (per-debate `by`), with the debate they were written in. */
  steelmenBy: ReadonlyMap<AtlasNodeId, ReadonlyArray<{ debate: DebateSlug; steelman: AtlasNodeId }>>;
}

const indexes = new WeakMap<AtlasGraph, AtlasIndex>();

export function indexAtlas(atlas: AtlasGraph): AtlasIndex {
  const cached = indexes.get(atlas);
  if (cached !== undefined) return cached;
  const node = new Map<AtlasNodeId, AtlasNode>();
  for (const n of atlas.nodes) node.set(n.id, n);
  const outgoing = new Map<AtlasNodeId, AtlasEdge[]>();
  const incoming = new Map<AtlasNodeId, AtlasEdge[]>();
  const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [value]);
    else list.push(value);
  };
  for (const e of atlas.edges) {
    push(outgoing, e.source, e);
    push(incoming, e.target, e);
  }
  const steelmenBy = new Map<AtlasNodeId, Array<{ debate: DebateSlug; steelman: AtlasNodeId }>>();
  for (const n of atlas.nodes) {
    for (const p of n.perDebate) if (p.type === 'steelman' && p.by !== undefined) push(steelmenBy, p.by, { debate: p.debate, steelman: n.id });
  }
  const index: AtlasIndex = { atlas, node, outgoing, incoming, steelmenBy };
  indexes.set(atlas, index);
  return index;
}

const incomingGrouped = new WeakMap<readonly AtlasEdge[], Map<DebateSlug, AtlasEdge[]>>();

/** The edges into `id` from debate `debate`: grouped once a node, so a node of k debates asked once a debate costs O(k), not O(k²). */
function incomingIn(index: AtlasIndex, id: AtlasNodeId, debate: DebateSlug): readonly AtlasEdge[] {
  const incoming = index.incoming.get(id);
  if (incoming === undefined) return [];
  let grouped = incomingGrouped.get(incoming);
  if (grouped === undefined) incomingGrouped.set(incoming, (grouped = groupedBy(incoming, (e) => e.debate)));
  return grouped.get(debate) ?? [];
}

const isClaimLike = (n: AtlasNode | undefined): n is AtlasNode => n !== undefined && (n.type === 'claim' || n.type === 'steelman');
const isPersona = (n: AtlasNode | undefined): n is AtlasNode => n !== undefined && n.type === 'persona';

/** Unique refs sorted by id. */
function refs(index: AtlasIndex, ids: Iterable<AtlasNodeId>): NodeRef[] {
  return [...new Set(ids)]
    .sort(compareText)
    .map((id) => {
      const node = index.node.get(id);
      return node === undefined ? { id, label: id } : { id, label: node.label, type: node.type };
    });
}

// ---------------------------------------------------------------------------------

export interface PersonaInDebate {
  debate: DebateSlug;
  /** The original persona node(s) in this debate (usually one), with their stance there. */
  as: Array<{ id: NodeId; label: string; position?: string }>;
  /** Claims and steelmen it supports / opposes in this debate (its own steelmen excluded). */
  supports: NodeRef[];
  opposes: NodeRef[];
  /** Steelmen it wrote in this debate. */
  steelmen: NodeRef[];
  /** Personas that oppose what it supports, or support what it opposes, in this debate. */
  opponents: NodeRef[];
}

export interface PersonaAcrossDebates {
  persona: NodeRef;
  debates: PersonaInDebate[];
}

/** A persona's stance and company in every debate it took part in; null when `id` is not a persona. */
export function personaAcrossDebates(atlas: AtlasGraph, id: AtlasNodeId): PersonaAcrossDebates | null {
  const index = indexAtlas(atlas);
  const persona = index.node.get(id);
  if (!isPersona(persona)) return null;
  // Grouped once: a persona of k debates costs O(k) here, not O(k²).
  const outIn = groupedBy(index.outgoing.get(id) ?? [], (e) => e.debate);
  const writtenIn = groupedBy(index.steelmenBy.get(id) ?? [], (w) => w.debate);
  const asIn = groupedBy(persona.perDebate, (p) => p.debate);
  const debates = persona.used_in.map((debate): PersonaInDebate => {
    const steelmen = new Set((writtenIn.get(debate) ?? []).map((w) => w.steelman));
    const supports: AtlasNodeId[] = [];
    const opposes: AtlasNodeId[] = [];
    for (const e of outIn.get(debate) ?? []) {
      if (!isClaimLike(index.node.get(e.target)) || steelmen.has(e.target)) continue;
      if (e.type === 'supports') supports.push(e.target);
      else if (e.type === 'opposes') opposes.push(e.target);
    }
    const opponents: AtlasNodeId[] = [];
    const collect = (claims: readonly AtlasNodeId[], against: 'supports' | 'opposes') => {
      for (const claim of claims) {
        for (const e of incomingIn(index, claim, debate)) {
          if (e.type === against && e.source !== id && isPersona(index.node.get(e.source))) opponents.push(e.source);
        }
      }
    };
    collect([...supports, ...steelmen], 'opposes');
    collect(opposes, 'supports');
    return {
      debate,
      as: (asIn.get(debate) ?? []).map((p) => ({ id: p.id, label: p.label, ...(p.position !== undefined ? { position: p.position } : {}) })),
      supports: refs(index, supports),
      opposes: refs(index, opposes),
      steelmen: refs(index, steelmen),
      opponents: refs(index, opponents),
    };
  });
  return { persona: { id, label: persona.label }, debates };
}

// ---------------------------------------------------------------------------------

export interface SharedClaim {
  claim: NodeRef;
  debates: Array<{ debate: DebateSlug; supporters: NodeRef[]; opponents: NodeRef[] }>;
}

/** Claims (and steelmen) used in more than one debate, with the personas for and against in each. */
export function sharedClaims(atlas: AtlasGraph): SharedClaim[] {
  const index = indexAtlas(atlas);
  const shared: SharedClaim[] = [];
  for (const claim of atlas.nodes) {
    if (!isClaimLike(claim) || claim.used_in.length < 2) continue;
    shared.push({
      claim: { id: claim.id, label: claim.label },
      debates: claim.used_in.map((debate) => {
        const by = (type: 'supports' | 'opposes') =>
          refs(index, incomingIn(index, claim.id, debate).filter((e) => e.type === type && isPersona(index.node.get(e.source))).map((e) => e.source));
        return { debate, supporters: by('supports'), opponents: by('opposes') };
      }),
    });
  }
  return shared; // atlas nodes are sorted by id already
}

// ---------------------------------------------------------------------------------

export interface OpenQuestion {
  question: NodeRef;
  debates: DebateSlug[];
  /** How each debate asked it. */
  asked: PerDebateEntry[];
}

/** Open questions, one per merged question node; most widely asked first, then by id. */
export function openQuestionLedger(atlas: AtlasGraph): OpenQuestion[] {
  return atlas.nodes
    .filter((n) => n.type === 'question')
    .map((n) => ({ question: { id: n.id, label: n.label }, debates: [...n.used_in], asked: [...n.perDebate] }))
    .sort((a, b) => b.debates.length - a.debates.length || compareText(a.question.id, b.question.id));
}

// ---------------------------------------------------------------------------------

export const MAX_HOPS = 6;
export const DEFAULT_MAX_NODES = 500;

/**
 * Node ids within `hops` edges of `id` (edges followed both ways), the start first, then
 * ring by ring, each ring in id order. Bounded: hops at most MAX_HOPS and at most
 * `maxNodes` ids (the nearest are kept). Empty when `id` is not in the atlas.
 */
export function localNeighbourhood(atlas: AtlasGraph, id: AtlasNodeId, hops: number, maxNodes = DEFAULT_MAX_NODES): AtlasNodeId[] {
  const index = indexAtlas(atlas);
  if (!index.node.has(id) || !(maxNodes >= 1)) return [];
  const depth = Math.max(0, Math.min(MAX_HOPS, Math.floor(Number.isFinite(hops) ? hops : 0)));
  const seen = new Set<AtlasNodeId>([id]);
  const result: AtlasNodeId[] = [id];
  let ring: AtlasNodeId[] = [id];
  for (let h = 0; h < depth && ring.length > 0 && result.length < maxNodes; h++) {
    const next = new Set<AtlasNodeId>();
    for (const at of ring) {
      for (const e of index.outgoing.get(at) ?? []) if (!seen.has(e.target)) next.add(e.target);
      for (const e of index.incoming.get(at) ?? []) if (!seen.has(e.source)) next.add(e.source);
    }
    ring = [...next].sort(compareText).slice(0, maxNodes - result.length);
    for (const n of ring) {
      seen.add(n);
      result.push(n);
    }
  }
  return result;
}
