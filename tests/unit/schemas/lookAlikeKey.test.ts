// Probe 2026-12-09 LE-bom-json / LE-bom-key: a byte-order mark between JSON tokens is a
// syntax error naming it; inside a required key, the error names the look-alike key at
// its line instead of only saying the key is missing.
import { describe, expect, it } from 'vitest';
import { interpretSource } from '../../../src/lib/formats/registry.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

describe('an invisible character in a JSON log', () => {
  it('between tokens: the syntax error names it (LE-bom-json)', () => {
    const read = interpretSource(textSource('bom.json', '{"topic": "t",\n\ufeff"personas": []}'));
    expect(read.ok).toBe(false);
    expect(read.diagnostics[0]).toMatchObject({ code: 'json-syntax', line: 2, column: 1 });
    expect(read.diagnostics[0]!.message).toContain('U+FEFF (byte order mark)');
  });

  it('inside a required key: the key is named at its line with the character (LE-bom-key)', () => {
    const log = fixtureSource('logs/valid-minimal.json').text;
    const line = log.slice(0, log.indexOf('"personas"')).split('\n').length;
    const read = interpretSource(textSource('key.json', log.replace('"personas"', '"per\ufeffsonas"')));
    expect(read.ok).toBe(false);
    const problem = read.diagnostics.find((d) => d.path === 'personas');
    expect(problem).toMatchObject({ severity: 'error', code: 'schema', line });
    expect(problem!.message).toBe('is required; the key "per\ufeffsonas" here is it with the invisible character U+FEFF (byte order mark) in it: remove that character');
  });
});
