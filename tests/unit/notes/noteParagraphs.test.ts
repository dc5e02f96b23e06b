// Probe 10: a note of 60,000 character references took 448 MB and one of 60,000 inline tags
// 120 s, in the MDX parser, whose inline pass grows with the square of a paragraph's markup.
import { describe, expect, it } from 'vitest';
import { MAX_NOTE_PARAGRAPH_MARKUP } from '../../../src/lib/core/limits.ts';
import { noteBodyProblems } from '../../../src/lib/notes/noteCode.ts';
import { crowdedParagraphs } from '../../../src/lib/notes/noteParagraphs.ts';

const note = (body: string) => `---\ntitle: "N"\ntags: [a]\n---\n\nIntro.\n\n${body}\n`;
const lines = (problems: ReturnType<typeof crowdedParagraphs>) => problems.map((p) => `${p.line} ${p.code}`);

describe("a note's paragraphs past the markup budget", () => {
  it('refuses a paragraph of character references or inline tags at its first line, naming the limit, before the parser runs', () => {
    for (const unit of ['&lt;', '<b>x</b> ', '<a@b.c> ', '**a** ', '`a ']) {
      const problems = noteBodyProblems('n.mdx', note(unit.repeat(60_000)), false);
      expect(lines(problems), unit).toEqual(['8 too-large']);
      expect(problems[0]!.message).toContain('2,000');
    }
  });

  it('counts a paragraph over its lines, a quoted one too, until a blank line', () => {
    const quoted = Array.from({ length: 300 }, () => `> ${'&amp;'.repeat(10)}`).join('\n');
    expect(lines(crowdedParagraphs('n.mdx', note(quoted)))).toEqual(['8 too-large']);
    const split = Array.from({ length: 300 }, () => '&amp;'.repeat(10)).join('\n\n');
    expect(crowdedParagraphs('n.mdx', note(split))).toEqual([]);
  });

  it('counts list items and headings each on their own, and every crowded paragraph once', () => {
    const items = Array.from({ length: 2_000 }, (_, i) => `- [item ${i}](https://example.org/${i}) <b>x</b>`).join('\n');
    const headings = Array.from({ length: 2_000 }, () => '## <b>x</b> &amp;').join('\n');
    expect(crowdedParagraphs('n.mdx', note(`${items}\n\n${headings}`))).toEqual([]);
    const two = `${'&lt;'.repeat(MAX_NOTE_PARAGRAPH_MARKUP + 1)}\n\n${'<i>y</i>'.repeat(MAX_NOTE_PARAGRAPH_MARKUP)}`;
    expect(lines(crowdedParagraphs('n.mdx', note(two)))).toEqual(['8 too-large', '10 too-large']);
  });

  // Probe 11, rows 5 and 6: lines between `|` with no delimiter row are one paragraph to the
  // parser, and `&lt;` in them cost 1.45 GB at 120 KB; rows 2 and 3: `{` runs, quadratic too.
  it('counts lines between `|` together, a table without a delimiter row or with one, and `{`', () => {
    const fakeRows = Array.from({ length: 16 }, () => `| ${'&lt;'.repeat(200)} |`).join('\n');
    expect(lines(crowdedParagraphs('n.mdx', note(fakeRows)))).toEqual(['8 too-large']);
    const table = `| a | b |\n| --- | --- |\n${Array.from({ length: 1_100 }, () => '| <b>x</b> | y |').join('\n')}`;
    expect(lines(crowdedParagraphs('n.mdx', note(table)))).toEqual(['8 too-large']);
    expect(lines(crowdedParagraphs('n.mdx', note('{1} '.repeat(3_000))))).toEqual(['8 too-large']);
    expect(lines(crowdedParagraphs('n.mdx', note('{'.repeat(3_000))))).toEqual(['8 too-large']);
  });

  it('takes lines indented past a blank-looking width as the paragraph they continue', () => {
    const indented = `start\n${Array.from({ length: 300 }, () => `${' '.repeat(20)}${'&lt;'.repeat(10)}`).join('\n')}`;
    expect(lines(crowdedParagraphs('n.mdx', note(indented)))).toEqual(['8 too-large']);
  });

  it('keeps a paragraph at the limit, and leaves YAML anchors in the frontmatter to its own budget', () => {
    expect(crowdedParagraphs('n.mdx', note('&'.repeat(MAX_NOTE_PARAGRAPH_MARKUP)))).toEqual([]);
    const anchors = `---\ntitle: "N"\nx: [${Array.from({ length: 1_100 }, () => '&a 1, *a').join(', ')}]\n---\n\nBody.\n`;
    expect(crowdedParagraphs('n.mdx', anchors)).toEqual([]);
  });

  it('applies to a trusted note too, whose code is not checked', () => {
    expect(lines(noteBodyProblems('n.mdx', note('&lt;'.repeat(3_000)), true))).toEqual(['8 too-large']);
    expect(noteBodyProblems('n.mdx', note('{1 + 1}'), true)).toEqual([]);
  });
});
