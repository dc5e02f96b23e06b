// Review 2026-12-07ze (tests/fixtures/review-2026-12-07ze/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07ze/cases', name).value;

describe('review 07ze', () => {
  it.each([
    ['01-o1', /^supports/], ['02-o2', /^supports/], ['10-o10', /^supports/],
    ['03-o3', /^(?:mentions|none)/], ['04-o4', /^(?:mentions|none)/], ['05-o5', /^(?:mentions|none)/], ['06-o6', /^(?:mentions|none)/], ['11-o11', /^(?:mentions|none)/],
  ])('2027-12-18-10-%s line 20: option A %s (a condition in any stretch after the verb takes no side; an idiom is none)', (id, relation) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, 'option-a') ?? 'none').toMatch(relation);
  });
  it('2027-12-18-10-14-e1 line 20: "For Option 2, obviously." states the support', () => {
    expect(relationOn(read('2027-12-18-10-14-e1.md'), 20, 'option-2')).toBe('supports:stated');
  });
  // k6 ("Option B's brokers all sit in zone A"): none, as drawing less; an "Option B's" opening can be another option's risk (review 07zf k1).
  it.each([['20-k5', 'B'], ['21-k6', undefined], ['22-k7', 'B']])('2027-12-18-10-%s: the risk threatens option %s (named alone, or labelled beside another option)', (id, key) => {
    const risks = read(`2027-12-18-10-${id}.md`).document.minutes.risks;
    expect(risks.map((r: { option?: string }) => r.option)).toEqual([key]);
  });
  it.each([['28-a1', 2], ['29-a2', 2], ['30-a3', 2], ['31-a4', 2], ['32-a5', 1], ['33-a6', 1], ['34-a7', 2], ['35-a8', 2]])('2027-12-18-10-%s: %s action item(s) (a task after "but"/"then"; a state or a time goes on remarking)', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it.each([['36-r1', 'A'], ['37-r2', 'A'], ['38-r3', 'A'], ['39-r4', 'A'], ['40-r5', 'A'], ['41-r6', 'A'], ['42-r7', 'A'], ['43-r8', undefined], ['44-r9', undefined]])('2027-12-18-10-%s: decided %s (a reversal waiting for "the vendor we chose <a time> signs")', (id, key) => {
    expect(minutesOutcome(read(`2027-12-18-10-${id}.md`).document).decision?.chosen?.key).toBe(key);
  });
  it.each([
    ['T6', '~~~\ncode *a*\n```\nstill *y*\n~~~\nafter *z*', 'code *a* still *y* after z'],
    ['T7', '````\n```js\ncode *a*\n```\n````\nafter *z*', '```js code *a* after z'],
    ['T8', '> ~~~ js\n> code *a*\n\nafter *z*', 'code *a* after z'],
    ['T9', '- a\n  ~~~\n  code *a*\n\nafter *z*', 'a code *a* after z'],
    ['T10', '```js\ncode *a*\n    ```\nafter *z*', 'code *a* after *z*'],
    ['T13', '> - a\n>   ~~~ js\n>   code *a*\n>   ~~~\n\nafter *z*', 'a code *a* after z'],
    ['no emphasis across a fence', '*x\n```\ny\n```\nz*', '*x y z*'],
  ])('%s: fenced code is code, whatever backtick lines it holds or what ends it (a line of marks alone shows nothing)', (_, text, plain) => {
    expect(plainText(text)).toBe(plain);
  });
});
