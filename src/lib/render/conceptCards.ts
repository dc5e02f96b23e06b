// The Obsidian-style card of every node: what it says, who stands where, and what
// links to it. concepts.md and the debate page both render these.
import { nodeAnchor, type NodeAnchor, type NodeId } from '../core/ids.ts';
import { conceptNames } from '../graph/conceptNames.ts';
import { CROSS_DEBATE_RELATIONS, type DebateGraph, type GraphEdge, type GraphNode } from '../graph/types.ts';
import { wikilinkTargets } from '../graph/wikilinks.ts';
import { edgeEvidence, type Evidence } from './graphText.ts';
import { withoutCutLink } from './plainText.ts';

export interface CardLink {
  id: NodeId;
  /** The relation's own text, if the log gave one. */
  note?: string;
  derived?: boolean;
  /** Where a relation read from a transcript or minutes came from, and how it was read. */
  evidence?: Evidence;
  /** Set by a correction file beside the log (`reading: 'corrected'`). */
  corrected?: boolean;
}

export interface ConceptCard {
  node: GraphNode;
  name: string;
  anchor: NodeAnchor;
  /** Where a link to the node goes: its card (`#anchor`), or for a persona its atlas page when it has one. */
  href: string;
  supports: readonly CardLink[];
  opposes: readonly CardLink[];
  supporters: readonly CardLink[];
  opponents: readonly CardLink[];
  refines: readonly CardLink[];
  refinedBy: readonly CardLink[];
  illustrates: readonly CardLink[];
  illustratedBy: readonly CardLink[];
  steelmen: readonly CardLink[];
  /** The personas who concede this point (a `concedes` relation). */
  concededBy: readonly CardLink[];
  related: readonly CardLink[];
  domains: readonly NodeId[];
  /** A domain's members: the nodes that belong to it, in graph order. */
  members: readonly NodeId[];
  /** Every node with a relation or a [[wikilink]] pointing here, in graph order. */
  backlinks: readonly NodeId[];
  /** The passage the node was read from (its source's quote), with who said it and when. */
  passage?: CardPassage;
}

export interface CardPassage { quote: string; speaker?: string; time?: string }

/** A node's source passage, when its source quotes one. */
export function cardPassage(node: GraphNode): CardPassage | undefined {
  const source = node.source;
  if (source?.quote === undefined || source.quote.trim() === '') return undefined;
  return {
    quote: withoutCutLink(source.quote),
    ...(source.speaker !== undefined ? { speaker: source.speaker } : {}),
    ...(source.time !== undefined ? { time: source.time } : {}),
  };
}

/** A card's lists. */
type Section = { [K in keyof ConceptCard]-?: ConceptCard[K] extends readonly unknown[] ? K : never }[keyof ConceptCard];

/**
 * Every empty list of every card: a card fills three or four of its thirteen, and the
 * atlas of 10,000 debates has 270,000 cards (an empty array apiece was 110 MB of the
 * vault's heap). Frozen, so a push onto it fails loudly.
 */
const NONE: readonly never[] = Object.freeze([]);

/** Adds to a card's list, making the list with its first item (sized to it, not to V8's sixteen for a first push). */
function append<K extends Section>(card: ConceptCard, key: K, item: ConceptCard[K][number]): void {
  const list = card[key];
  if (list === NONE) card[key] = [item] as ConceptCard[K];
  else (list as Array<ConceptCard[K][number]>).push(item);
}

/** The card list each incoming relation is shown in above the backlinks. */
const LISTED_IN: Readonly<Record<string, Section>> = {
  supports: 'supporters', opposes: 'opponents', refines: 'refinedBy', illustrates: 'illustratedBy', steelmanned_by: 'steelmen',
};

/**
 * Whether a relation of `type` from `source` into this card is already listed on it (its
 * supporters, opponents, …): its backlinks leave it out rather than say it twice. A
 * persona's card lists what it supports and opposes, not who supports it.
 */
export function listedOnCard(card: ConceptCard, type: string, source: string): boolean {
  const section = LISTED_IN[type];
  if (section === undefined || card.node.type === 'persona') return false;
  return (card[section] as readonly CardLink[]).some((l) => l.id === source);
}

export interface ConceptIndex {
  cards: ConceptCard[];
  byId: Map<NodeId, ConceptCard>;
  /** Resolves a [[wikilink]] by card name, id or label, ignoring case. */
  resolve(name: string): NodeId | undefined;
  /** The persona of that name, label or id, ignoring case: personas only, a claim of that name is no one. */
  persona(name: string): ConceptCard | undefined;
}

/**
 * A link to a card's node: its href, and where it leaves the page (a persona's atlas page)
 * the card it stands for, so hovering it still previews the card (card-client.ts).
 */
export function cardLink(card: ConceptCard): { href: string; 'data-card'?: string } {
  return card.href === `#${card.anchor}` ? { href: card.href } : { href: card.href, 'data-card': card.anchor };
}

/** Where a link to the persona named `name` goes (its atlas page or its card), if it names one. */
export const personaHref = (index: ConceptIndex, name: string): string | undefined => index.persona(name)?.href;

/** Where a [[wikilink]] to `name` goes on this page (the card's href), if it names a node. */
export function wikilinkHref(index: ConceptIndex, name: string): string | undefined {
  const id = index.resolve(name);
  return id === undefined ? undefined : index.byId.get(id)?.href;
}

export interface ConceptIndexOptions {
  /** A page of its own for a node (a persona's atlas page): links to the node go there instead of its card. */
  pageOf?: (node: GraphNode) => string | undefined;
}

export function buildConceptIndex(graph: DebateGraph, options: ConceptIndexOptions = {}): ConceptIndex {
  const names = conceptNames(graph);
  const byId = new Map<NodeId, ConceptCard>();
  for (const node of graph.nodes) {
    const anchor = nodeAnchor(node.id);
    const card: ConceptCard = {
      node, name: names.get(node.id)!, anchor, href: options.pageOf?.(node) ?? `#${anchor}`,
      supports: NONE, opposes: NONE, supporters: NONE, opponents: NONE, refines: NONE, refinedBy: NONE,
      illustrates: NONE, illustratedBy: NONE, steelmen: NONE, concededBy: NONE, related: NONE, domains: NONE, members: NONE, backlinks: NONE,
    };
    const passage = cardPassage(node);
    if (passage !== undefined) card.passage = passage;
    byId.set(node.id, card);
  }
  // The index's lookups are closures: kept apart from the working sets below (the edges'
  // backlink sets, the nodes' order), which a closure made here would keep alive with it.
  const { resolve, persona } = nameLookups(graph, names, byId);
  addRelations(graph, byId, resolve);
  const cards = [...byId.values()];
  for (const card of cards) fitLists(card);
  return { cards, byId, resolve, persona };
}

/** Resolves a [[wikilink]] or a persona's name by card name, id or label, ignoring case. */
function nameLookups(graph: DebateGraph, names: ReadonlyMap<NodeId, string>, byId: ReadonlyMap<NodeId, ConceptCard>): Pick<ConceptIndex, 'resolve' | 'persona'> {
  const byName = new Map<string, NodeId>();
  const personaByName = new Map<string, ConceptCard>();
  for (const node of graph.nodes) {
    for (const key of [names.get(node.id)!, node.id, node.label]) {
      const folded = key.trim().toLowerCase();
      if (folded && !byName.has(folded)) byName.set(folded, node.id);
      if (folded && node.type === 'persona' && !personaByName.has(folded)) personaByName.set(folded, byId.get(node.id)!);
    }
  }
  return {
    resolve: (name: string) => byName.get(name.trim().toLowerCase()),
    persona: (name: string) => personaByName.get(name.trim().toLowerCase()),
  };
}

function cardLinkOf(e: GraphEdge, other: string): CardLink {
  const made: CardLink = { id: other as NodeId };
  if (e.text) made.note = e.text;
  if (e.derived) made.derived = true;
  const evidence = edgeEvidence(e);
  if (evidence) made.evidence = evidence;
  if (e.reading === 'corrected') made.corrected = true;
  return made;
}

/** Every relation onto the cards at its ends, then each card's backlinks (relations and [[wikilinks]] into it). */
function addRelations(graph: DebateGraph, byId: ReadonlyMap<NodeId, ConceptCard>, resolve: (name: string) => NodeId | undefined): void {
  const backlinkSets = new Map<NodeId, Set<string>>();
  const addBacklink = (to: string, from: string) => {
    if (to === from || !byId.has(to as NodeId) || !byId.has(from as NodeId)) return;
    const set = backlinkSets.get(to as NodeId) ?? new Set<string>();
    set.add(from);
    backlinkSets.set(to as NodeId, set);
  };

  for (const e of graph.edges) {
    const source = byId.get(e.source as NodeId), target = byId.get(e.target as NodeId);
    if (e.type !== 'belongs_to') addBacklink(e.target, e.source);
    if (!source || !target) {
      // A `<slug>:<id>` endpoint in another debate: listed with the local end's relations.
      if (source && CROSS_DEBATE_RELATIONS.has(e.type)) append(source, 'related', cardLinkOf(e, e.target));
      else if (target && CROSS_DEBATE_RELATIONS.has(e.type)) append(target, 'related', cardLinkOf(e, e.source));
      continue;
    }
    switch (e.type) {
      case 'supports': append(source, 'supports', cardLinkOf(e, e.target)); append(target, 'supporters', cardLinkOf(e, e.source)); break;
      case 'opposes': append(source, 'opposes', cardLinkOf(e, e.target)); append(target, 'opponents', cardLinkOf(e, e.source)); break;
      case 'refines': append(source, 'refines', cardLinkOf(e, e.target)); append(target, 'refinedBy', cardLinkOf(e, e.source)); break;
      case 'illustrates': append(source, 'illustrates', cardLinkOf(e, e.target)); append(target, 'illustratedBy', cardLinkOf(e, e.source)); break;
      case 'steelmanned_by': append(target, 'steelmen', cardLinkOf(e, e.source)); break;
      case 'belongs_to': append(source, 'domains', e.target as NodeId); append(target, 'members', e.source as NodeId); break;
      case 'concedes': append(source, 'related', cardLinkOf(e, e.target)); append(target, 'concededBy', cardLinkOf(e, e.source)); break;
      case 'related': case 'contested_by': case 'alias_of': case 'used_in': case 'mentions':
        append(source, 'related', cardLinkOf(e, e.target)); break;
    }
  }
  for (const node of graph.nodes) {
    for (const text of [node.text, node.position, node.argument]) {
      for (const name of text ? wikilinkTargets(text) : []) {
        const target = resolve(name);
        if (target !== undefined) addBacklink(target, node.id);
      }
    }
  }
  const order = new Map(graph.nodes.map((n, i) => [n.id as string, i]));
  for (const [id, set] of backlinkSets) {
    byId.get(id)!.backlinks = [...set].sort((a, b) => order.get(a)! - order.get(b)!) as NodeId[];
  }
}

/** The lists `append` grows (a card's backlinks are made whole). */
const SECTIONS: readonly Section[] = ['supports', 'opposes', 'supporters', 'opponents', 'refines', 'refinedBy', 'illustrates', 'illustratedBy', 'steelmen', 'concededBy', 'related', 'domains', 'members'];

/**
 * Each list grown by `push` copied at its length: a list's second item grows its room to
 * seventeen, and at 10,000 debates the cards' lists held about 90 MB of empty room.
 */
function fitLists(card: ConceptCard): void {
  for (const key of SECTIONS) {
    const list = card[key];
    if (list.length > 1) (card as Record<Section, readonly unknown[]>)[key] = list.slice();
  }
}
