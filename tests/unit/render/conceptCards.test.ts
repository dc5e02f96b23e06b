// The render stage's concept index: every card's lists, its backlinks and [[wikilink]]
// resolution, read from a small graph whose every relation is known.
import { describe, expect, it } from 'vitest';
import type { NodeId } from '../../../src/lib/core/ids.ts';
import type { DebateGraph, GraphEdge, GraphNode } from '../../../src/lib/graph/types.ts';
import { buildConceptIndex, listedOnCard, personaHref, wikilinkHref } from '../../../src/lib/render/conceptCards.ts';

const node = (id: string, type: GraphNode['type'], label: string, extra: Partial<GraphNode> = {}): GraphNode => ({ id: id as NodeId, type, label, ...extra });
const edge = (source: string, target: string, type: GraphEdge['type'], extra: Partial<GraphEdge> = {}): GraphEdge => ({ source, target, type, ...extra });

const graph: DebateGraph = {
  topic: 'Cards',
  meta: { tags: [] },
  nodes: [
    node('ada', 'persona', 'Ada', { position: 'Sees [[Growth first]] as the crux' }),
    node('c1', 'claim', 'Growth first'),
    node('c2', 'claim', 'Care first', { text: 'Against [[growth FIRST]], and [[nobody]]' }),
    node('s1', 'steelman', 'The best case for growth'),
    node('d1', 'domain', 'Economy'),
  ],
  edges: [
    edge('ada', 'c1', 'supports', { text: 'her own claim' }),
    edge('c2', 'c1', 'opposes', { derived: true }),
    edge('s1', 'c1', 'steelmanned_by'),
    edge('c1', 'd1', 'belongs_to'),
    edge('c2', 'other-debate:c9', 'alias_of'),
  ],
};

describe('buildConceptIndex', () => {
  const index = buildConceptIndex(graph);
  const card = (id: string) => index.byId.get(id as NodeId)!;

  it('makes one card per node, in graph order', () => {
    expect(index.cards.map((c) => c.node.id)).toEqual(['ada', 'c1', 'c2', 's1', 'd1']);
  });

  it('lists each relation on both its cards, with its note and whether it was derived', () => {
    expect(card('ada').supports).toEqual([{ id: 'c1', note: 'her own claim' }]);
    expect(card('c1').supporters).toEqual([{ id: 'ada', note: 'her own claim' }]);
    expect(card('c2').opposes).toEqual([{ id: 'c1', derived: true }]);
    expect(card('c1').opponents).toEqual([{ id: 'c2', derived: true }]);
    expect(card('c1').steelmen).toEqual([{ id: 's1' }]);
    expect(card('c1').domains).toEqual(['d1']);
    expect(card('d1').members).toEqual(['c1']);
    // An endpoint in another debate: listed on the local end.
    expect(card('c2').related).toEqual([{ id: 'other-debate:c9' }]);
  });

  it('gives every node that points here, by relation or [[wikilink]], as a backlink in graph order', () => {
    expect(card('c1').backlinks).toEqual(['ada', 'c2', 's1']);
    // belongs_to is membership, not a link to the domain.
    expect(card('d1').backlinks).toEqual([]);
  });

  it('knows which relations into a card its lists show already, so its backlinks do not repeat them', () => {
    expect(listedOnCard(card('c1'), 'supports', 'ada')).toBe(true);
    expect(listedOnCard(card('c1'), 'opposes', 'c2')).toBe(true);
    expect(listedOnCard(card('c1'), 'steelmanned_by', 's1')).toBe(true);
    // Another relation from a listed node, or a listed node's [[wikilink]], is news.
    expect(listedOnCard(card('c1'), 'related', 'c2')).toBe(false);
    expect(listedOnCard(card('c1'), 'supports', 'c2')).toBe(false);
  });

  it('resolves a [[wikilink]] by name, id or label, ignoring case and spaces around it', () => {
    expect(index.resolve(' growth FIRST ')).toBe('c1');
    expect(index.resolve('C2')).toBe('c2');
    expect(index.resolve('nobody')).toBeUndefined();
  });

  it('leaves an empty list empty and unwritable (every card shares it)', () => {
    expect(card('s1').supports).toEqual([]);
    expect(Object.isFrozen(card('s1').supports)).toBe(true);
    expect(() => (card('s1').supports as unknown[]).push({ id: 'c1' })).toThrow();
    // A list with items is the card's own.
    expect(Object.isFrozen(card('c1').supporters)).toBe(false);
  });
});

describe('where links to a node go', () => {
  it('to its card, unless the page gives the node a page of its own (a persona\'s atlas page)', () => {
    const plain = buildConceptIndex(graph);
    expect(plain.byId.get('ada' as NodeId)!.href).toBe('#n-ada');
    const index = buildConceptIndex(graph, { pageOf: (n) => (n.type === 'persona' ? `/atlas/personas/${n.id}/` : undefined) });
    expect(index.cards.map((c) => c.href)).toEqual(['/atlas/personas/ada/', '#n-c1', '#n-c2', '#n-s1', '#n-d1']);
    // The card keeps its own anchor (its permalink) either way.
    expect(index.byId.get('ada' as NodeId)!.anchor).toBe('n-ada');
    expect(wikilinkHref(index, 'ADA')).toBe('/atlas/personas/ada/');
    expect(wikilinkHref(index, 'growth first')).toBe('#n-c1');
    expect(wikilinkHref(index, 'nobody')).toBeUndefined();
  });

  it('resolves a name to a persona only: a claim\'s label is no one\'s name', () => {
    const index = buildConceptIndex(graph, { pageOf: (n) => (n.type === 'persona' ? `/atlas/personas/${n.id}/` : undefined) });
    expect(personaHref(index, ' ada ')).toBe('/atlas/personas/ada/');
    expect(personaHref(index, 'Growth first')).toBeUndefined();
    expect(personaHref(index, 'Nobody')).toBeUndefined();
    // A claim that took a persona's name first does not hide the persona.
    const shadowed = buildConceptIndex({ ...graph, nodes: [node('c0', 'claim', 'Ada'), ...graph.nodes] }, { pageOf: (n) => (n.type === 'persona' ? `/atlas/personas/${n.id}/` : undefined) });
    expect(personaHref(shadowed, 'Ada')).toBe('/atlas/personas/ada/');
  });
});
