// A roundtable-kg log with schema errors still has its references checked: every problem of
// the file in one run. A reference that depends on a part the schema refused is skipped.
import { describe, expect, it } from 'vitest';
import { parseRoundtableLog } from '../../../../src/lib/formats/roundtable-kg/validate.ts';
import { textSource } from '../../fixtureSource.ts';

const persona = (id: unknown, extra: Record<string, unknown> = {}) => ({ id, name: `n-${String(id)}`, position: 'p', argument: 'a', ...extra });
const problems = (log: Record<string, unknown>) => {
  const result = parseRoundtableLog(textSource('log.json', JSON.stringify(log, null, 1)));
  expect(result.ok).toBe(false);
  return result.diagnostics.map((d) => `${d.path} ${d.code}`);
};

describe('schema and reference errors of one file', () => {
  it('are listed together, the references at their place in the file', () => {
    expect(problems({
      topic: 't',
      personas: [persona('p1')],
      claims: [{ id: 'c0', text: '' }, { id: 'c1', text: 'ok', domain: 'd404' }],
      relations: [{ source: 'c1', target: 'c404', type: 'supports' }],
    })).toEqual(['claims[0].text schema', 'claims[1].domain missing-reference', 'relations[0].target missing-reference']);
  });

  it('lists a missing topic beside a missing reference', () => {
    expect(problems({ personas: [], claims: [{ id: 'c1', text: 'x' }], relations: [{ source: 'c1', target: 'nowhere', type: 'opposes' }] }))
      .toEqual(['topic schema', 'relations[0].target missing-reference']);
  });

  it('does not call a reference to a refused part missing, but still checks its kind and its id', () => {
    expect(problems({
      topic: 't',
      // p2 lacks its argument: refused, but its id is read.
      personas: [persona('p1'), persona('p2', { argument: undefined }), persona('c1', { argument: 7 })],
      claims: [{ id: 'c1', text: 'x' }, { id: 's1', text: 'y', steelman_of: 'c1', by: 'p2' }, { id: 's2', text: 'z', steelman_of: 'p2', by: 'p1' }],
      relations: [{ source: 'p2', target: 'c1', type: 'supports' }],
    })).toEqual([
      'personas[1].argument schema',
      'personas[2].argument schema',
      'personas[2].id duplicate-id',
      'claims[2].steelman_of wrong-reference',
    ]);
  });

  it('skips the endpoints of a relation whose type is refused, and checks the others', () => {
    expect(problems({
      topic: 't', personas: [], claims: [{ id: 'c1', text: 'x' }],
      relations: [{ source: 'c1', target: 'gone', type: 'agrees' }, { source: 'c1', target: 'gone-too', type: 'supports' }],
    })).toEqual(['relations[0].type schema', 'relations[1].target missing-reference']);
  });

  it('reports no reference missing when a refused part’s id cannot be read, but still wrong kinds', () => {
    expect(problems({
      topic: 't',
      personas: [persona(42), persona('p1')],
      claims: [{ id: 'c1', text: 'x' }, { id: 's1', text: 'y', steelman_of: 'c1', by: 'p7' }, { id: 's2', text: 'z', steelman_of: 'p1', by: 'p1' }],
    })).toEqual(['personas[0].id schema', 'claims[2].steelman_of wrong-reference']);
  });

  it('reports both a domain and domains beside the references', () => {
    expect(problems({
      topic: 't', domain: { id: 'd1', name: 'one' }, domains: [{ id: 'd2', name: 'two' }], personas: [],
      claims: [{ id: 'c1', text: 'x', domain: 'd1' }, { id: 'c2', text: 'y', domain: 'd3' }],
    })).toEqual(['domains schema', 'claims[1].domain missing-reference']);
  });
});

describe('an id spelled in another Unicode form (probe 20)', () => {
  it('is a missing reference that says the two differ only in Unicode form', () => {
    const result = parseRoundtableLog(textSource('log.json', JSON.stringify({
      topic: 't', personas: [persona('p_jos\u00e9')], claims: [{ id: 'c1', text: 'x' }],
      relations: [{ source: 'p_jose\u0301', target: 'c1', type: 'supports' }],
    }, null, 1)));
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]!.message).toContain('"p_jos\u00e9" differs from it only in Unicode form');
  });
});
