// Review 06c (tests/fixtures/review-2026-12-06c/FINDINGS.md), written by the reviewer: what
// a9987060 (strikes read in one list with emphasis and links) broke. plainText's strikes went
// back to 6eb3b256's reading (with review 05k F9's retry), and the page's leftover rule reads
// past an empty link (review 06e's follow-up): each row here passes since. The gaps left
// (F1's, F7) are named in FINDINGS.md's follow-up.
import { describe, it } from 'vitest';
import { pageThenPlainShow, plainThenPageShow } from '../../support/seenText.ts';

describe('F1 emphasis closes where markdown-it refuses it (rule of 3, one delimiter per character), so a strike the page draws is dropped', () => {
  it.each([
    ['x *a ~~b**c~~ d', 'x *a d'],
    ['x _a ~~b.__.c~~ d', 'x _a d'],
    ['*~~**~~_', '*_'],
    ['.~~ **~~a*a~~', '.~~ **'],
  ])('[regression] %j', pageThenPlainShow);
});

describe('F2 a numbered item past 1 ends the paragraph of a list item before it', () => {
  it.each([
    ['1. ~~a\n2. b~~ c', '~~a b~~ c'],
    ['1. a\n2. ~~b\n3. c~~ d', 'a ~~b c~~ d'],
    ['- ~~a\n2. b~~ c', '~~a b~~ c'],
  ])('[regression] %j', pageThenPlainShow);
});

describe('F3 emphasis reaches across paragraph ends PARAGRAPH_BREAK misses, and into autolinks', () => {
  it.each([
    ['*a\r\n\r\n~~b* c~~ d', '*a d'],
    ['# *a\n~~b* c~~ d', '*a d'],
    ['*x ~~a <https://e.example/b*> c~~ y*', 'x y'],
  ])('[regression] %j', pageThenPlainShow);
});

describe("F4 a link's barrier where the page reads no link (escaped bracket, address with a space)", () => {
  it.each([
    ['\\[a ~~b](https://e.example) c~~ d', '[a d'],
    ['[a ~~b\\](https://e.example) c~~ d', '[a d'],
    ['[a ~~b](b c) c~~ d', '[a d'],
  ])('[regression] %j', pageThenPlainShow);
});

describe('F5 the new paragraph ends are too narrow (`01.`) or too wide (indented 4)', () => {
  it.each([
    ['x ~~a\n01. b~~ c', 'x ~~a b~~ c'],
    ['x ~~a\n    ===\nb~~ c', 'x c'],
    ['x ~~a\n    ---\nb~~ c', 'x c'],
  ])('[regression] %j', pageThenPlainShow);
});

describe("F6 an empty link's text is read as the edge, not as what lies beyond the link; emphasis at the edge as no mark", () => {
  it.each([
    ['x **[](https://e.example)b', 'x b'],
    ['__[](https://e.example)a', 'a'],
    ['x [**b**](https://e.example)** c', 'x b c'],
  ])('[regression against 2d5e9e4a] %j', plainThenPageShow);
});
