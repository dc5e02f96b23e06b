// Review 06b (tests/fixtures/review-2026-12-06b/FINDINGS.md), written by the reviewer:
// plainText's strikes and the page's leftover marks beside links (a1582365) against the page.
// Each [regression] row agreed on 6eb3b256 and passes since the follow-up; the gaps left
// (F1's and F2's gap rows, F3, F4, F6) are named in FINDINGS.md's follow-up.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { pageThenPlainShow, seen } from '../../support/seenText.ts';

describe('F1 a strike opened inside emphasis does not close outside it (the page pairs `*`/`_` and `~~` in one pass)', () => {
  it.each([
    ['x *a ~~b* c~~~ y', 'x a ~~b c~~~ y'],
    ['x *a ~~~b* c~~ y', 'x a ~~~b c~~ y'],
    ['x *a ~~b~* c~~ y', 'x a ~~b~ c~~ y'],
    ['x **a ~~b** c ~d~~ y', 'x a ~~b c ~d~~ y'],
    ['_~~_ _~~~_', '~~ ~~~'],
  ])('[regression] %j', pageThenPlainShow);
});

describe("F2 a strike does not cross a link's brackets (markdown-it reads a link's text on its own)", () => {
  it.each([['x [a ~~b](https://e.example) c~~~ d', 'x a ~~b c~~~ d']])('[regression] %j', pageThenPlainShow);
});

describe("F5 a link's edge read as a letter where plain text reads another character (empty text, code, emphasis inside the link)", () => {
  it.each([
    ['a [](https://e.example)** c', 'a ** c'],
    ['a **[](https://e.example) b', 'a ** b'],
    ['[*b*](https://e.example)**a', 'ba'],
  ])('[regression] %j', (markdown: string, text: string) => {
    // What 6eb3b256 showed on both sides; the row asks only that they pageThenPlainShow.
    expect(seen(markdown)).toBe(plainText(markdown));
    expect(plainText(markdown)).toBe(text);
  });
});
