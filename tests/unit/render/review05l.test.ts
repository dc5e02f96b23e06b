// Review 05l (tests/fixtures/review-2026-12-05l/FINDINGS.md), written by the reviewer: what the
// review 05k follow-up broke in the plain text; each row failed then and passes since. F4 (owners)
// is on the markdown fixture site (tests/build/markdownText.test.ts).
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { renderMarkdown } from '../../../src/lib/render/renderMarkdown.ts';

const resolveWikilink = (name: string): string => `/atlas/${encodeURIComponent(name)}/`;
const page = (text: string): string => renderMarkdown(text, { inline: 'auto', resolveWikilink });

describe('review 05l', () => {
  it('F1: a backtick in a link destination does not flip code and text (strike, <br>, footnote)', () => {
    expect(page('[a](u`v) ~~old~~ `code`')).toContain('<s>old</s>');
    expect(plainText('[a](u`v) ~~old~~ `code`')).toBe('a code');
    expect(plainText('![a](u`v) ~~old~~ `c`')).toBe('a c');
    expect(plainText('[a](u`v) x<br>y `c`')).toBe('a x y c');
    expect(plainText('[a](u`v) x[^1] `c`')).toBe('a x c');
  });

  it('F2: `[^1]:` right after a code span (mid-line) is text, as on the page', () => {
    expect(page('see `x`[^1]: note')).toContain('[^1]: note');
    expect(plainText('see `x`[^1]: note')).toBe('see x[^1]: note');
  });

  it('F3: a wikilink whose shown text is all struck shows no `|`', () => {
    expect(plainText('see [[x|~~a~~]] now')).not.toContain('|');
  });
});
