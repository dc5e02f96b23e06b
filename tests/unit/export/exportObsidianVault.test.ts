// The vault's frontmatter is put together line by line for speed; it must be exactly
// what the yaml library writes for the whole document, for any value.
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { frontmatterWriter, type Frontmatter } from '../../../src/lib/export/exportObsidianVault.ts';

const awkward = [
  'plain words', '2020/debate-00000', '2020', '1e3', '0x1F', '.inf', 'true', 'no', 'null', '~', '',
  ' leading space', 'trailing ', '- dash first', '? question', ': colon first', 'a: b', 'a #b', '#hash',
  '"quoted"', "it's", '[x]', '{x}', '*star', '&amp', '!tag', '|pipe', '>gt', '%pct', '@at', '`tick',
  'ünïcode 日本語', 'tab\there', 'emoji 🙂', '\u00a0nbsp', 'back\\slash', 'x'.repeat(300),
];

describe('the vault frontmatter', () => {
  const write = frontmatterWriter();
  const library = (f: Frontmatter) => `---\n${stringify({ type: f.type, debates: [...f.debates], aliases: [...f.aliases] }, { lineWidth: 0 })}---\n`;
  const cases: Frontmatter[] = [
    { type: 'claim', debates: [], aliases: [] },
    { type: 'debate', debates: ['2026/a'], aliases: ['2026/a'] },
    ...awkward.map((value, i) => ({ type: i % 2 ? 'persona' : 'claim', debates: [value, 'b/c'], aliases: [value] })),
    { type: 'claim', debates: ['x'], aliases: ['line\nbreak'] },
  ];
  for (const f of cases) {
    it(`writes ${JSON.stringify(f.aliases[0] ?? '[]').slice(0, 40)} as the library does`, () => {
      expect(write(f)).toBe(library(f));
      expect(parse(write(f).slice(4, -4))).toEqual({ type: f.type, debates: f.debates, aliases: f.aliases });
    });
  }
});
