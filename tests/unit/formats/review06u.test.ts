// Review 2026-12-06u (tests/fixtures/review-2026-12-06u/FINDINGS.md): English and CJK logs read
// worse than on a7712e46 by the rules for concessions taken back, another side's concession,
// and "unchanged" in Chinese; the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06u/cases', name).value;
const concededAt = (value: any, line: number) => value.graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line);

describe('U1–U6: a concession kept, however the refusal to take it back is framed', () => {
  for (const [name, lines] of [['u05-en.md', [95, 96, 98, 111, 112]], ['u06-zh.md', [80, 81, 82]], ['u07-ja.md', [81, 82, 83]], ['u08-ko.md', [81, 82, 83]]] as const) {
    it(`${name}: lines ${lines.join(', ')} concede`, () => {
      const value = read(name);
      for (const line of lines) expect(concededAt(value, line), `line ${line}`).toBe(true);
    });
  }
});

describe('U7: 坚持原本的看法, 保持原定方案, 坚持原判断, 保持原做法 say unchanged', () => {
  it('u06-zh: no position drawn on lines 49, 87, 98, 128', () => {
    const lines = read('u06-zh.md').graph.nodes.filter((n: any) => /-position$/u.test(n.id)).map((n: any) => n.source?.line);
    for (const line of [49, 87, 98, 128]) expect(lines).not.toContain(line);
  });

  it('line 38, `坚持原先的立场，退款类问题排除在外。`, adds a condition: a refined position, drawn as written', () => {
    expect(read('u06-zh.md').graph.nodes.some((n: any) => n.source?.line === 38 && /-position$/u.test(n.id))).toBe(true);
  });
});
