// Log text's inline Markdown: rendered safe where HTML fits, stripped where only text fits.
import { describe, expect, it } from 'vitest';
import { interpretSource } from '../../../src/lib/formats/registry.ts';
import { debateOutcome } from '../../../src/lib/render/debateOutcome.ts';
import { inlineHtml, plainText } from '../../../src/lib/render/inlineMarkdown.ts';
import { textSource } from '../fixtureSource.ts';

describe('inlineHtml', () => {
  it('renders bold, italics, code and links, and escapes the rest', () => {
    expect(inlineHtml('**위협 대상: A**, `x<y`, [doc](https://e.org) and _it_ <b>raw</b>')).toBe(
      '<strong>위협 대상: A</strong>, <code>x&lt;y</code>, <a href="https://e.org" rel="nofollow noopener noreferrer">doc</a> and <em>it</em> &lt;b&gt;raw&lt;/b&gt;',
    );
  });

  it('keeps links only as the site keeps them', () => {
    expect(inlineHtml('[x](javascript:alert(1))')).not.toContain('<a');
  });

  it('drops links inside another link, keeping their text and emphasis', () => {
    expect(inlineHtml('see **[doc](https://e.org)** and [[Other]]', { links: false })).toBe('see <strong>doc</strong> and <span>Other</span>');
  });

  it('resolves wikilinks through the caller', () => {
    expect(inlineHtml('[[Alpha|the first]]', { resolveWikilink: () => '#n-a' })).toBe('<a href="#n-a" class="wikilink">the first</a>');
  });
});

describe('plainText', () => {
  it('strips every marker, keeping the words', () => {
    expect(plainText('**bold** `code` [link](x) _it_ [[t|label]]\n- item')).toBe('bold code link it label item');
  });

  it('leaves text without Markdown as it is (white space collapsed)', () => {
    expect(plainText('  snake_case and 3 * 4  ')).toBe('snake_case and 3 * 4');
  });
});

describe('one-line outcome of a hold', () => {
  const minutes = (resume: string) => `---\ndate: 2026-05-18\ntype: meeting\nstatus: hold\n---\n\n# T\n\n## R1 Problem definition\n\nQ?\n\n## Hold\n\nHeld.\n\n- **Reason:** no data.\n- **Resume condition:** ${resume}\n`;
  const line = (resume: string) => {
    const read = interpretSource(textSource('2026-05-18-1231-t.md', minutes(resume)));
    if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
    return debateOutcome(read.value.document, read.value.graph).line;
  };

  it('says "resume when" once when the condition already says it', () => {
    expect(line('Resume when the **A/B test** ends.')).toBe('On hold: no data. · resume when the A/B test ends.');
    expect(line('the A/B test ends.')).toBe('On hold: no data. · resume when the A/B test ends.');
  });
});
