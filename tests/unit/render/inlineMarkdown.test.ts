// Log text's inline Markdown: rendered safe where HTML fits, stripped where only text fits.
import { describe, expect, it } from 'vitest';
import { interpretSource } from '../../../src/lib/formats/registry.ts';
import { debateOutcome } from '../../../src/lib/render/debateOutcome.ts';
import { inlineHtml, plainText } from '../../../src/lib/render/inlineMarkdown.ts';
import { describeAction } from '../../../src/lib/formats/minutes/items.ts';
import { textSource } from '../fixtureSource.ts';
import { labelText, withoutCutLink } from '../../../src/lib/render/plainText.ts';

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

  it('keeps asterisks that are not markers: spaced, inside a word, escaped, in code', () => {
    expect(inlineHtml('2 ** 3, a**b, foo__bar, \\*\\*kept\\*\\* and `x**`')).toBe('2 ** 3, a**b, foo__bar, **kept** and <code>x**</code>');
  });

  it('renders single-star emphasis between CJK letters', () => {
    expect(inlineHtml('図は*破線の枠*で示す')).toBe('図は<em>破線の枠</em>で示す');
  });

  it('resolves wikilinks through the caller', () => {
    expect(inlineHtml('[[Alpha|the first]]', { resolveWikilink: () => '#n-a' })).toBe('<a href="#n-a" class="wikilink">the first</a>');
  });
});

describe('plainText', () => {
  it('strips every marker, keeping the words', () => {
    expect(plainText('**bold** `code` [link](x) _it_ [[t|label]]\n- item')).toBe('bold code link it label item');
  });

  it('strips *x* and _x_ as CommonMark pairs them, CJK neighbours included', () => {
    expect(plainText('論争地形を*誠実に*示す、*暫定的な*支持')).toBe('論争地形を誠実に示す、暫定的な支持');
    expect(plainText('an _open_ question, (*one*) and **two**')).toBe('an open question, (one) and two');
    expect(plainText('__init__ stays init')).toBe('init stays init');
  });

  it('keeps asterisks and underscores that are not emphasis', () => {
    expect(plainText('2 * 3 = 6, a * b, note* and snake_case_name, foo__bar')).toBe('2 * 3 = 6, a * b, note* and snake_case_name, foo__bar');
    expect(plainText('`a*b*c` and `**`')).toBe('a*b*c and **');
  });

  it('leaves text without Markdown as it is (white space collapsed)', () => {
    expect(plainText('  snake_case and 3 * 4  ')).toBe('snake_case and 3 * 4');
  });
});

describe('a `**` or `__` a cut left unpaired', () => {
  // [text as cut, rendered, plain]
  it.each([
    ['Decision: signed URLs**, with the hash', 'Decision: signed URLs, with the hash', 'Decision: signed URLs, with the hash'],
    ['谁：** 赵明 · **做什么：** 草案', '谁： 赵明 · <strong>做什么：</strong> 草案', '谁： 赵明 · 做什么： 草案'],
    ['**いつまでに:…', 'いつまでに:…', 'いつまでに:…'],
    ['a __cut', 'a cut', 'a cut'],
    ['a ** b', 'a ** b', 'a ** b'],
  ])('%j is dropped where it is not literal', (text, html, plain) => {
    expect(inlineHtml(text)).toBe(html);
    expect(plainText(text)).toBe(plain);
  });
});

describe('an action item quoted in a warning', () => {
  it('is stripped before it is cut, so no marker is cut in half', () => {
    const item = { what: '**誰が:** 伊藤 / **何を:** 添付上限 10MB のフォーム改修 / **いつまでに:** 2027-05-10 / **完了基準:** 本番反映', missing: ['who' as const], line: 72 };
    const quoted = describeAction(item);
    expect(quoted).toBe('"誰が: 伊藤 / 何を: 添付上限 10MB のフォーム改修 / いつまでに: 2027-05-1…" (line 72)');
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

// Probe 33: an evidence quote cut inside a link showed "…a [dead-letter path](https://e…".
describe('withoutCutLink', () => {
  it('keeps a cut link\'s words only, cut in its address or in its words', () => {
    expect(withoutCutLink('retries go to a [dead-letter path](https://e…')).toBe('retries go to a dead-letter path…');
    expect(withoutCutLink('retries go to a [dead-let…')).toBe('retries go to a dead-let…');
    expect(plainText(withoutCutLink('see **[the runbook](https://x.example/a…'))).toBe('see the runbook…');
  });

  it('leaves a whole link, a text not cut, and brackets that are no link as they are', () => {
    for (const text of ['a [link](https://x.example) then…', 'a [link](https://x', 'array[0] is…', 'a [b] c…', 'a [[wiki…', '![alt](https://i…']) expect(withoutCutLink(text)).toBe(text);
  });
});

describe('strikethrough, character references, footnotes, <br> and escapes (probe 39)', () => {
  it.each([
    ['run a ~~six~~ four-week pilot', 'run a four-week pilot', 'run a <s>six</s> four-week pilot'],
    ['~~all of it struck~~', 'all of it struck', '<s>all of it struck</s>'],
    ['Flip the DNS &mdash; CFO&#39;s &lt;yet&gt; &amp;', "Flip the DNS \u2014 CFO's <yet> &", "Flip the DNS \u2014 CFO's &lt;yet&gt; &amp;"],
    ['&#x202E;x &#27; &bogus; AT&T', '&#x202E;x &#27; &bogus; AT&T', '&amp;#x202E;x &amp;#27; &amp;bogus; AT&amp;T'],
    ['dual reads<br>then the cut-over', 'dual reads then the cut-over', 'dual reads<br>\nthen the cut-over'],
    ['Replace <br> with margins', 'Replace <br> with margins', 'Replace &lt;br&gt; with margins'],
    ['the numbers[^1] say so', 'the numbers say so', 'the numbers<sup>1</sup> say so'],
    ['[^1]: See the runbook.', 'See the runbook.', '<sup>1</sup> See the runbook.'],
    ['the regex [^0-9] and [^x](https://e.org)', 'the regex [^0-9] and ^x', 'the regex [^0-9] and <a href="https://e.org" rel="nofollow noopener noreferrer">^x</a>'],
    ['4\\*4 = 16, \\*all\\* of it, \\&amp;', '4*4 = 16, *all* of it, &amp;', '4*4 = 16, *all* of it, &amp;amp;'],
    ['`&amp; ~~x~~`', '&amp; ~~x~~', '<code>&amp;amp; ~~x~~</code>'],
  ])('%s', (text, plain, html) => {
    expect(plainText(text)).toBe(plain);
    expect(inlineHtml(text)).toBe(html);
  });
  it('decodes references in a name, which is otherwise never Markdown', () => {
    expect(labelText({ type: 'domain', label: 'Team load &amp; cost' })).toBe('Team load & cost');
    expect(labelText({ type: 'persona', label: '*nix_user*' })).toBe('*nix_user*');
  });
});
