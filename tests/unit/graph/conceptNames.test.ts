// Card names (seed 000 §9: a claim by its id and the start of its text) are cut from the text
// as read, never inside its markup (probe 27: `…推定できる**機…` kept a lone `**`).
import { expect, it } from 'vitest';
import { conceptName } from '../../../src/lib/graph/conceptNames.ts';
import type { GraphNode } from '../../../src/lib/graph/types.ts';

const claim = (text: string) => ({ id: 'sm1', type: 'steelman', label: text, text } as unknown as GraphNode);

it('cuts the plain text, so no emphasis marker is left in the name', () => {
  const name = conceptName(claim('スティールマン：意図は行動から推定できる**機能的状態**を持つ'));
  expect(name.startsWith('sm1 スティールマン：意図は行動から推定できる')).toBe(true);
  expect(name).not.toMatch(/\*|`|\[|\]/);
});

it('keeps a short text whole, its markup read', () => {
  expect(conceptName(claim('Ship **weekly**'))).toBe('sm1 Ship weekly');
});
