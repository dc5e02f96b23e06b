// Issue 30: the merge's problems about a relation a file wrote (alias_of to a missing node,
// a kind conflict, a related edge into a missing debate) named the file but no line. They
// are located at the relation (its end, when the problem is about one) in a roundtable-kg
// log and in an intermediate graph alike; a file that is no JSON keeps them as they were.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import { relationPlaces } from '../../../src/lib/archive/locateRelations.ts';
import { formatDiagnostic } from '../../../src/lib/core/diagnostics.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const log = {
  topic: 'A',
  personas: [{ id: 'p1', name: 'Ann', position: 'x', argument: 'y' }],
  claims: [{ id: 'c1', text: 'one' }],
  relations: [
    { source: 'p1', target: 'c1', type: 'supports' },
    { source: 'c1', target: 'g:p1', type: 'alias_of' },
  ],
};
const graph = {
  topic: 'G',
  meta: { tags: [] },
  nodes: [{ id: 'p1', type: 'persona', label: 'Gil' }, { id: 'c1', type: 'claim', label: 'two', text: 'two' }],
  edges: [
    { source: 'p1', target: 'c1', type: 'supports' },
    { source: 'c1', target: 'a:nowhere', type: 'alias_of' },
    { source: 'c1', target: 'gone:c1', type: 'related' },
  ],
};

describe('merge problems about a relation are located', () => {
  it('in a log and in an intermediate graph, at the relation or its end', async () => {
    const root = tempFolder('locate-relations-');
    mkdirSync(path.join(root, 'debates'));
    writeFileSync(path.join(root, 'debates/a.json'), JSON.stringify(log, null, 2));
    writeFileSync(path.join(root, 'debates/g.json'), JSON.stringify(graph, null, 2));
    const archive = await loadArchive(path.join(root, 'debates'), root);
    expect(archive.diagnostics.map(formatDiagnostic)).toEqual([
      'debates/a.json:23:5: error [alias-kind-conflict] relations[1]: alias_of "c1" → "g:p1": "a:c1" is a claim and "g:p1" is a persona; only nodes of one type (claim and steelman count as one) can be aliases, so they were not merged',
      'debates/g.json:27:17: error [alias-missing-node] edges[1].target: alias_of "c1" → "a:nowhere": "a:nowhere": debate "a" has no node "nowhere"',
      'debates/g.json:32:17: warning [missing-debate] edges[2].target: related "c1" → "gone:c1": "gone:c1" names debate "gone", which is not in the archive; the edge was left out',
    ]);
    expect(archive.merge?.relationOf).toBeUndefined();
  });

  it('finds each relation once, whatever the file holds, and nothing in a file that is no JSON object', () => {
    const source = { file: 'x.json', text: '{"relations": [7, null, {"source": " c1 ", "target": "b:c2", "type": "alias_of"}, {"source": "c1", "target": "b:c2", "type": "alias_of"}]}' };
    const ref = { type: 'alias_of', source: 'c1', target: 'b:c2', end: 'target' as const };
    expect(relationPlaces(source, [ref]).get(ref)).toEqual({ line: 1, column: 54, path: 'relations[2].target' });
    expect(relationPlaces({ file: 'x.md', text: '# not json' }, [ref]).size).toBe(0);
    expect(relationPlaces({ file: 'x.json', text: '[1]' }, [ref]).size).toBe(0);
  });
});
