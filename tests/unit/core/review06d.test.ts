// Review 06d (tests/fixtures/review-2026-12-06d/FINDINGS.md), written by the reviewer: what
// 1a102b12 broke in the page's leftover rule and in plain text's strike retry. Each row passes
// since the follow-up; F2's rows assert results, the size is what showed the fault (53 s for
// the first before). The rows left (three of F4's) are named in FINDINGS.md's follow-up.
import { describe, expect, it } from 'vitest';
import { page, pageThenPlainShow, plainThenPageShow } from '../../support/seenText.ts';

describe('F1 an emphasis edge read as punctuation keeps a `**` that touches punctuation', () => {
  it.each([
    ['**結論：****同意**', '結論：同意'],
    ['**Kim:****Agree**', 'Kim:Agree'],
    ['：****Kim**', '：Kim'],
    ['*a***.', 'a.'],
    ['a.***b*', 'a.b'],
  ])('[regression against both] %j', plainThenPageShow);
});

describe('F2 reading past empty links was quadratic: a run of them renders (one pass)', () => {
  it.each([
    ['[](https://e.example)', 32_000, '<a href="https://e.example" rel="nofollow noopener noreferrer"></a>'],
    ['![](https://e.example)', 32_000, '<a class="md-image" href="https://e.example" rel="nofollow noopener noreferrer">Image: untitled</a>'],
  ])('[regression against both] %j repeated %i times', (piece: string, times: number, each: string) => {
    expect(page(piece.repeat(times))).toBe(each.repeat(times));
  });
});

describe("F3 bold around a link, a letter after it: the page leaked a `**` (markdown-it reads the bracket)", () => {
  it.each([
    ['회의에서 **[[김철수]]**가 말했다', '회의에서 김철수가 말했다'],
    ['**[Kim](https://e.example)**위협', 'Kim위협'],
  ])('[gap on every tree] %j', plainThenPageShow);
  it.each([['**Kim [b](https://e.example)**위협', 'Kim b위협']])('[regression against 6eb3b256] %j', plainThenPageShow);
});

describe("F4 a refused pair's freed closing marks pair where the page does not", () => {
  it.each([["x Jerry~~'s~~a\\~~ c", "x Jerry~~'s~~a~~ c"]])('[regression against 6eb3b256] %j', pageThenPlainShow);
  it.each([['x ~~a\\~~ b', 'x ~~a~~ b']])('[gap on every tree: an escaped closing mark] %j', pageThenPlainShow);
});
