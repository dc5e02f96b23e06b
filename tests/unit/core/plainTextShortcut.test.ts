// plainText's shortcut (src/lib/core/plainText.ts): a text with no markup character is only
// its white space collapsed. Checked against every pass on the strings of the fixture logs
// and on texts made to sit at the shortcut's edge.
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { markupAsPlainText, plainText } from '../../../src/lib/core/plainText.ts';

/** Every string in the JSON fixtures (up to a bound), each once. */
function fixtureStrings(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of fg.sync('tests/fixtures/**/*.json', { ignore: ['**/node_modules/**'] }).sort().slice(0, 400)) {
    try {
      walk(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // not JSON (a fixture of a broken log): its text is not needed here
    }
  }
  return [...found];
}

const EDGES = [
  'plain words', '  spaced\n\tout  ', 'four-day week', 'a + b', 'C# and F#', '1 > 0', 'x — y', 'Tom & Jerry',
  '- a list item', '+ another', '# heading', '> quote', '1. first', '12) twelfth', '  3. indented', 'line\n- item', 'line\r# heading',
  'line\u2028> quote', 'line\u20297. seven', '2024 was a year', 'see [link](x)', '`code`', '*em*', '_em_', '~~struck~~', 'a<br>b', '\\*x', '&amp;',
  '[[wikilink]]', 'note[^1]', 'ｆｕｌｌ\u3000width', 'تشغيل', '会议　决定',
];

describe('plainText without markup', () => {
  it('is the text with its white space collapsed, as every pass makes it', () => {
    const texts = [...fixtureStrings(), ...EDGES];
    expect(texts.length).toBeGreaterThan(1000);
    const differ = texts.filter((text) => plainText(text) !== markupAsPlainText(text));
    expect(differ.slice(0, 5)).toEqual([]);
  });
});
