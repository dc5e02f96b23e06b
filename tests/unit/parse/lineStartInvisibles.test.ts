// Probe 2026-12-09 LE-bom-heading / LE-zw-heading: a byte-order mark or zero-width space in
// a Markdown line's syntax (left by `cat a.md b.md`) no longer turns a heading into text
// silently: the line reads as it looks, and a warning names the line and the character.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interpretSource } from '../../../src/lib/formats/registry.ts';
import { withoutInvisibleSyntax } from '../../../src/lib/parse/lineStartInvisibles.ts';
import { textSource } from '../fixtureSource.ts';

const MINUTES = readFileSync(new URL('../../../examples/2026-05-18-1231-pricing-page-minutes.md', import.meta.url), 'utf8');
const HEADING = '## R2 Independent opinions';

describe('zero-width characters in a Markdown line\'s syntax', () => {
  it('reads a heading after a byte-order mark or with a zero-width space inside `##` as the heading, each line warned', () => {
    const plain = interpretSource(textSource('m.md', MINUTES));
    expect(plain.ok).toBe(true);
    const headingLine = MINUTES.slice(0, MINUTES.indexOf(HEADING)).split('\n').length;
    for (const [spoiled, name, column] of [['\ufeff' + HEADING, 'U+FEFF (byte order mark)', 1], ['#\u200b' + HEADING.slice(1), 'U+200B (zero-width space)', 2]] as const) {
      const read = interpretSource(textSource('m.md', MINUTES.replace(HEADING, spoiled)));
      expect(read.ok).toBe(true);
      if (!read.ok || !plain.ok) continue;
      expect(read.value.graph).toEqual(plain.value.graph);
      const warning = read.diagnostics.find((d) => d.code === 'invisible-character');
      expect(warning).toMatchObject({ severity: 'warning', line: headingLine, column });
      expect(warning?.message).toContain(`the invisible character ${name} in the line's Markdown syntax was ignored`);
    }
  });

  // Probe 10: every such warning guessed at a joined file, a soft hyphen was not named.
  it('says a joined file only of a byte order mark, and names a soft hyphen', () => {
    const [bom] = withoutInvisibleSyntax('f.md', '\ufeff# A').warnings;
    expect(bom?.message).toContain('U+FEFF (byte order mark) in the line\'s Markdown syntax was ignored, so the line reads as it looks (left by joining two files?); remove it');
    for (const [character, name] of [['\u00ad', 'U+00AD (soft hyphen)'], ['\u2060', 'U+2060 (word joiner)'], ['\u200c', 'U+200C (zero-width non-joiner)']] as const) {
      const [warning] = withoutInvisibleSyntax('f.md', `#${character} A`).warnings;
      expect(warning?.message).toBe(`the invisible character ${name} in the line's Markdown syntax was ignored, so the line reads as it looks; remove it`);
    }
  });

  it('keeps text after the syntax as it is, and lists at most 20 lines, counting the rest', () => {
    expect(withoutInvisibleSyntax('f.md', '- a\u200bb\nx\u200b').text).toBe('- a\u200bb\nx\u200b');
    const many = withoutInvisibleSyntax('f.md', Array.from({ length: 25 }, (_, i) => `\ufeff# h${i}`).join('\n'));
    expect(many.text.split('\n')[24]).toBe('# h24');
    expect(many.warnings).toHaveLength(21);
    expect(many.warnings[20]).toMatchObject({ line: 21, message: expect.stringMatching(/^5 more lines/) });
  });
});
