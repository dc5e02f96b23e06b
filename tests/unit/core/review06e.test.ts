// Review 06e (tests/fixtures/review-2026-12-06e/FINDINGS.md), written by the reviewer: what
// 5779a74f (a link's bracket read as punctuation beside a leftover mark) broke. Each row
// passed on 6eb3b256 and passes since the follow-up (a mark a leftover under any reading of
// the link's side is dropped).
import { describe, it } from 'vitest';
import { plainThenPageShow } from '../../support/seenText.ts';

describe('F1 bold names joined by a middle dot or an enumeration comma, a particle after: a raw `**` before the second name', () => {
  it.each([
    ['**[[김철수]]**·**[[이영희]]**가 발의했다', '김철수·이영희가 발의했다'],
    ['**[[田中]]**・**[[鈴木]]**は反対した', '田中・鈴木は反対した'],
    ['**[[张三]]**、**[[李四]]**认为', '张三、李四认为'],
    ['**[Kim](https://e.example)**·**[Lee](https://e.example)**가', 'Kim·Lee가'],
    ['**A**·**[[Y]]**가', 'A·Y가'],
  ])('[regression against 6eb3b256] %j', (markdown, text) => plainThenPageShow(markdown, text));
});

describe("F2 an unpaired `**`/`__` between a link's, a wikilink's or an image's bracket and punctuation is kept", () => {
  it.each([
    ['by [[X]]**. Then', 'by X. Then'],
    ["[[X]]**'s view", "X's view"],
    ['[[김철수]]**。', '김철수。'],
    ['(**[[X]]', '(X'],
    ['「**[[X]]', '「X'],
    ['[a](https://e.example)**.', 'a.'],
    [':__[[X]]', ':X'],
  ])('[regression against both] %j', (markdown, text) => plainThenPageShow(markdown, text));
  it.each([['![i](https://e.example/i.png)**.', 'i.', 'Image: i.']])('[regression against both] %j (the page labels the image)', plainThenPageShow);
});

describe('F3 a `**` before an empty link reads the letter past it and is kept where plain text pairs it', () => {
  it.each([['a**[](https://e.example)가**', 'a가']])('[regression against 6eb3b256] %j', (markdown, text) => plainThenPageShow(markdown, text));
});
