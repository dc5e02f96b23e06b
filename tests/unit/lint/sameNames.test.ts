// Two personas of one debate whose names are equal once normalised (NFC/NFD, full-width,
// case) are an error located in that debate, not a silent merge in the atlas.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

const log = fixtureSource('logs/valid-minimal.json').text;
const read = (file: string, text: string) => processDebate(textSource(file, text), 'x' as DebateSlug);

describe('same name after normalisation inside one debate', () => {
  it('NFC and NFD spellings of one persona name are an error at the second one', () => {
    const text = log.replace('"Structuralist"', '"Caf\u00e9"').replace('"Culinary traditionalist"', '"Cafe\u0301"');
    const result = read('log.json', text);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'same-name', file: 'log.json', line: 7, column: 28 }),
    ]);
    expect(result.diagnostics[0]!.message).toContain('persona "Cafe\u0301" (p2) and "Caf\u00e9" (p1) have the same name once normalised');
  });

  it('full-width letters and letter case too; a domain as well', () => {
    const text = log.replace('"Culinary traditionalist"', '"ＳＴＲＵＣＴＵＲＡＬＩＳＴ"');
    const result = read('log.json', text);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([['same-name', 7]]);
  });

  it('in a transcript, two sides named alike', () => {
    const transcript = fixtureSource('transcripts/flip.md').text.replace('title: A flip', 'title: A flip\nsides: [Caf\u00e9, Cafe\u0301]');
    const result = read('t.md', transcript);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.code === 'same-name')).toHaveLength(1);
  });

  it('different names stay fine', () => {
    expect(read('log.json', log).ok).toBe(true);
  });
});
