// A5: contextual backlinks name relation, source label, relation text and debate.
import { describe, expect, it } from 'vitest';
import { backlinkPhrase, contextualBacklinks } from '../../../src/lib/analysis/backlinks.ts';
import { claim, edge, graph, node, persona } from './graphs.ts';

describe('A5 contextual backlinks', () => {
  it('lists every relation into a node with its context, belongs_to left out', () => {
    const g = graph([persona('p'), claim('a'), claim('b'), node('d', 'domain')], [
      edge('p supports a', { text: 'because' }), 'b opposes a', 'a belongs_to d', 'p related elsewhere:x',
    ]);
    const links = contextualBacklinks(g, '2026/one');
    expect(links.get('a')).toEqual([
      { type: 'opposes', source: 'b', sourceLabel: 'label of b', sourceType: 'claim', debate: '2026/one' },
      { type: 'supports', source: 'p', sourceLabel: 'Persona p', sourceType: 'persona', text: 'because', debate: '2026/one' },
    ]);
    expect(links.has('d')).toBe(false);
    expect(links.has('elsewhere:x')).toBe(false);
    expect(backlinkPhrase('supports')).toBe('supported by');
  });

  it('keeps each atlas edge\'s own debate', () => {
    const g = graph([persona('p'), claim('a')], [edge('p supports a', { debate: 'd1' }), edge('p opposes a', { debate: 'd2' })]);
    expect(contextualBacklinks(g).get('a')!.map((l) => `${l.type} ${l.debate}`)).toEqual(['opposes d2', 'supports d1']);
  });
});
