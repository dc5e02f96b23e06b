// Review 2026-12-07zc (tests/fixtures/review-2026-12-07zc/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { liveViewsHeldBy, readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07zc/cases', name).value;
type Node = { id: string; label?: string; text?: string };
const labels = (name: string) => read(name).graph.nodes.filter((n: Node) => n.id.startsWith('option-')).map((n: Node) => n.label);
const heldByA = (name: string) => liveViewsHeldBy(read(name), 'agent-a');

describe('review 07zc', () => {
  it.each([
    ['01-e1', 'option-a', /^opposes/], ['02-e2', 'option-2', /^supports/], ['03-e3', 'option-3', /^supports/],
    ['06-e6', 'option-2', /^supports/], ['31-o6', 'option-a', /^(?:mentions|none)/],
  ])('2027-12-18-10-%s line 20: %s %s ("For Opção 2." states; "Option A: I\'d oppose it only if …" takes no side)', (id, option, relation) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, option) ?? 'none').toMatch(relation);
  });
  it('e5: upper-case "OPCIÓN A: cinta" defines the options with their titles', () => {
    expect(labels('2027-12-18-10-05-e5.md')).toEqual(['OPCIÓN A: cinta', 'OPCIÓN B: S3 Glacier', 'OPCIÓN C: disco']);
  });
  it('v7: "…，而且…" is no contrast: side A keeps the whole sentence', () => {
    expect(heldByA('t-51-v7.md')).toEqual(['单体派认为多开实例就够，而且团队希望先不拆']);
  });
  it('v10: a long holder after "，而" is still split off', () => {
    expect(heldByA('t-54-v10.md')).toEqual(['单体派认为多开实例就够']);
  });
  it.each([
    ['T7', '- a\n  ~~~ js\n  see [x][1]\n  ~~~\n\n[1]: https://ex.org/x', 'a see [x][1]'],
    ['T8', '- a\n  ```js title=x\n  see [x][1]\n  ```\n\nafter [y][1]\n\n[1]: https://ex.org/x', 'a see [x][1] after y'],
  ])('%s: a fence\'s marks and info string are not text; its code stays code', (_, markdown, text) => {
    expect(plainText(markdown)).toBe(text);
  });
});
