// An alias_of between a persona and a claim of one debate is refused when the file is
// checked alone, at its relation, as the archive's merge refuses it (probe 20 row 29).
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

const log = JSON.parse(fixtureSource('logs/valid-minimal.json').text) as { relations: object[] };
const read = (relations: object[]) =>
  processDebate(textSource('log.json', JSON.stringify({ ...log, relations: [...log.relations, ...relations] }, null, 2)), 'x' as DebateSlug);

describe('alias_of between two kinds of node in one debate', () => {
  it('is an alias-kind-conflict at the relation, every one at once', () => {
    const result = read([{ source: 'p1', target: 'c1', type: 'alias_of' }, { source: 'c2', target: 'p2', type: 'alias_of' }]);
    expect(result.ok).toBe(false);
    const problems = result.diagnostics.filter((d) => d.code === 'alias-kind-conflict');
    expect(problems.map((d) => [d.path, d.message.slice(0, 60)])).toEqual([
      ['relations[4]', 'alias_of "p1" → "c1": "p1" is a persona and "c1" is a claim;'],
      ['relations[5]', 'alias_of "c2" → "p2": "c2" is a claim and "p2" is a persona;'],
    ]);
    expect(problems.every((d) => typeof d.line === 'number' && d.line > 1)).toBe(true);
  });
  it('finds it when the log qualifies its own ids with its slug, as the merge resolves them', () => {
    const result = read([{ source: 'x:p1', target: 'c1', type: 'alias_of' }]);
    expect(result.diagnostics.map((d) => d.code)).toContain('alias-kind-conflict');
  });
  it('keeps an alias between a claim and a steelman, and between two claims', () => {
    expect(read([{ source: 'c1', target: 'sm1', type: 'alias_of' }, { source: 'c1', target: 'c2', type: 'alias_of' }]).ok).toBe(true);
  });
});
