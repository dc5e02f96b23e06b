import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sortDiagnostics } from '../../../../src/lib/core/diagnostics.ts';
import { decodeSource } from '../../../../src/lib/parse/source.ts';
import { parseRoundtableLog } from '../../../../src/lib/formats/roundtable-kg/validate.ts';
import { fixturePath, fixtureSource, textSource } from '../../fixtureSource.ts';

const problemsOf = (text: string) => {
  const result = parseRoundtableLog(textSource('log.json', text));
  expect(result.ok).toBe(false);
  return result.diagnostics;
};

describe('parseRoundtableLog', () => {
  it('reads a valid log into typed, normalised data', () => {
    const result = parseRoundtableLog(fixtureSource('logs/valid-minimal.json'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.domains).toEqual([{ id: 't1', name: 'Taxonomy of sandwiches' }]);
    expect(result.value.meta.tags).toEqual(['food']);
    expect(result.value.open_questions).toEqual(['Is a taco a sandwich?']);
  });

  it('names line and column of a JSON syntax error', () => {
    const [problem, ...rest] = parseRoundtableLog(fixtureSource('logs/syntax-error.json')).diagnostics;
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ severity: 'error', code: 'json-syntax', file: 'logs/syntax-error.json', line: 4, column: 18 });
    expect(problem!.message).toMatch(/expected ","/);
  });

  it('refuses every repeated key of an object at once, each at its line, naming the first', () => {
    const diagnostics = parseRoundtableLog(fixtureSource('logs/duplicate-keys.json')).diagnostics;
    expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.path}`)).toEqual([
      'duplicate-key 3:2 topic', 'duplicate-key 4:75 personas[0].name', 'duplicate-key 6:2 topic',
    ]);
    expect(diagnostics[0]!.message).toBe('the key "topic" appears twice in one object (first at line 2); keys must be unique (JSON readers keep only one of the values)');
  });

  it('lists 20 repeated keys and counts the rest, reading each object once', () => {
    const keys = Array.from({ length: 100_000 }, () => '"k": 1').join(',\n');
    const diagnostics = problemsOf(`{"topic": "T", "personas": [], "claims": [], "relations": [],\n${keys}}`);
    expect(diagnostics).toHaveLength(21);
    expect(diagnostics[19]).toMatchObject({ code: 'duplicate-key', line: 22, path: 'k' });
    // Probe 4 (J04b): the count line sat at the 20th's place and sorted before it; it is at the 21st's now, last.
    expect(diagnostics[20]).toMatchObject({ code: 'duplicate-key', line: 23, message: '99,979 more repeated keys from here on' });
    expect(sortDiagnostics(diagnostics).at(-1)!.message).toBe('99,979 more repeated keys from here on');
  });

  it('lists every problem of a file at once, each with its JSON path and line', () => {
    const diagnostics = parseRoundtableLog(fixtureSource('logs/many-problems.json')).diagnostics;
    const summary = diagnostics.map((d) => `${d.line} ${d.path} ${d.code}`);
    // The schema pass reports the wrong type and the unknown relation type together, and the
    // parts that passed it are checked for references in the same run.
    expect(summary).toEqual([
      '5 personas[1].argument schema',
      '13 relations[1].type schema',
      '5 personas[1].id duplicate-id',
      '9 claims[1].steelman_of missing-reference',
      '9 claims[1].by missing-reference',
      '12 relations[0].target missing-reference',
    ]);
    expect(diagnostics[1]!.message).toContain('allowed: supports, opposes, contested_by, refines, illustrates, steelmanned_by, concedes, mentions, belongs_to, alias_of, used_in, related');
  });

  it('reports duplicate ids, missing references and a steelman naming nothing, all together', () => {
    const text = readFileSync(fixturePath('logs/many-problems.json'), 'utf8').replace('"argument": 42', '"argument": "z"').replace('"agrees"', '"supports"');
    const diagnostics = problemsOf(text);
    expect(diagnostics.map((d) => [d.line, d.path, d.code])).toEqual([
      [5, 'personas[1].id', 'duplicate-id'],
      [9, 'claims[1].steelman_of', 'missing-reference'],
      [9, 'claims[1].by', 'missing-reference'],
      [12, 'relations[0].target', 'missing-reference'],
    ]);
    expect(diagnostics[1]!.message).toBe('steelman_of names "c404", but no claim has that id');
  });

  it('says a required field is required, and wrong types by name', () => {
    const diagnostics = problemsOf('{"personas": [], "claims": [], "relations": {}}');
    expect(diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual([
      'topic: is required',
      'relations: must be an array, not an object',
    ]);
  });

  it('says what a value of the wrong type should be, for a union too', () => {
    const diagnostics = problemsOf(JSON.stringify({
      topic: 't', meta: { created: 20260301 }, personas: [], claims: [], open_questions: [[['Who?']], null],
    }));
    expect(diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual([
      'meta.created: must be a string, not a number',
      'open_questions[0]: must be a string or an object, not an array',
      'open_questions[1]: must be a string or an object, not null',
    ]);
  });

  it('refuses a steelman with only one of steelman_of and by', () => {
    const diagnostics = problemsOf(JSON.stringify({
      topic: 't', personas: [{ id: 'p', name: 'n', position: 'p', argument: 'a' }],
      claims: [{ id: 'c', text: 'x' }, { id: 'sm', text: 'y', steelman_of: 'c' }],
    }));
    expect(diagnostics).toMatchObject([{ code: 'steelman-incomplete', path: 'claims[1]' }]);
  });

  it('allows cross-debate endpoints only on alias_of and related', () => {
    const log = (type: string) => JSON.stringify({
      topic: 't', personas: [], claims: [{ id: 'c1', text: 'x' }],
      relations: [{ source: 'c1', target: '2026/other-debate:c7', type }],
    });
    expect(parseRoundtableLog(textSource('a.json', log('alias_of'))).ok).toBe(true);
    expect(problemsOf(log('supports'))[0]!.message).toContain('only alias_of and related');
  });

  it('refuses an empty file and invalid UTF-8, naming the place', () => {
    const empty = decodeSource('empty.json', readFileSync(fixturePath('logs/empty.json')));
    expect(empty).toMatchObject({ ok: false, diagnostic: { code: 'empty', file: 'empty.json' } });
    const invalid = decodeSource('bad.json', readFileSync(fixturePath('logs/invalid-utf8.json')));
    expect(invalid).toMatchObject({ ok: false, diagnostic: { code: 'invalid-utf8', line: 1, column: 15 } });
    // Probe 25 (E2): every bad place in the one error, each sequence once.
    const bytes = new Uint8Array([...Buffer.from('{"a": "x'), 0xed, 0xa0, 0x80, ...Buffer.from('",\n "b": "'), 0xc0, 0xaf, ...Buffer.from('"}')]);
    const two = decodeSource('two.json', bytes);
    expect(two).toMatchObject({ ok: false, diagnostic: { code: 'invalid-utf8', line: 1, column: 9 } });
    expect(two.ok ? '' : two.diagnostic.message).toBe('not valid UTF-8 (byte 0xed at offset 8); also at line 2 column 8 (byte 0xc0 at offset 21); save the file as UTF-8');
  });

  it('accepts a byte-order mark and CRLF line ends', () => {
    const result = parseRoundtableLog(fixtureSource('logs/bom-crlf.json'));
    expect(result).toMatchObject({ ok: true, value: { topic: 'BOM and CRLF' } });
  });

  it('neither hangs nor overflows the stack on deeply nested or huge input', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(problemsOf(deep)).toMatchObject([{ code: 'too-deep', line: 1 }]);
    const deepInString = JSON.stringify({ topic: '['.repeat(100_000), personas: [], claims: [] });
    expect(parseRoundtableLog(textSource('s.json', deepInString)).ok).toBe(true);
    const huge = new Uint8Array(17 * 1024 * 1024).fill(0x20);
    expect(decodeSource('huge.json', huge)).toMatchObject({ ok: false, diagnostic: { code: 'too-large' } });
    const manyClaims = JSON.stringify({
      topic: 'big', personas: [], relations: [],
      claims: Array.from({ length: 50_000 }, (_, i) => ({ id: `c${i}`, text: `claim ${i}` })),
    });
    expect(parseRoundtableLog(textSource('many.json', manyClaims)).ok).toBe(true);
  });

  it('takes hostile ids as plain ids', () => {
    const result = parseRoundtableLog(fixtureSource('logs/hostile-ids.json'));
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
