// One copy of each repeated id, slug and type of the atlas the after-build worker reads back
// (src/lib/atlas/sharedStrings.ts): the atlas is the same value after as before.
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { shareAtlasStrings } from '../../../src/lib/atlas/sharedStrings.ts';
import type { AtlasGraphFields } from '../../../src/lib/merge/types.ts';

const atlas = {
  nodes: [
    { id: 'a/one:c1', type: 'claim', label: 'Cars out', text: 'Cars out', members: ['a/one:c1', 'b/two:c1'], used_in: ['a/one', 'b/two'], contested: false, domain: 'a/one:d1' },
    { id: 'a/one:d1', type: 'domain', label: 'Streets', members: ['a/one:d1'], used_in: ['a/one'], contested: true, by: 'a/one:c1', steelman_of: 'a/one:c1' },
  ],
  edges: [
    { source: 'a/one:c1', target: 'a/one:d1', type: 'belongs_to', debate: 'a/one', derived: true },
    { source: 'a/one:d1', target: 'a/one:c1', type: 'supports', debate: 'b/two', text: 'because' },
  ],
  debates: ['a/one', 'b/two'],
  stats: { nodes: 2, edges: 2, nodesByType: {}, edgesByType: {}, inputNodes: 3, inputEdges: 2, mergedNodes: 1, selfLoopsDropped: 0, duplicateEdgesDropped: 0 },
} as unknown as AtlasGraphFields;

describe('shareAtlasStrings', () => {
  it('leaves the atlas read back from its bytes equal to what was written', () => {
    const read = deserialize(serialize(atlas)) as AtlasGraphFields;
    shareAtlasStrings(read);
    expect(read).toEqual(atlas);
    // Key order too: the files write fields in the order they are found.
    expect(JSON.stringify(read)).toBe(JSON.stringify(atlas));
  });
});
