// Review 2026-12-07zf (tests/fixtures/review-2026-12-07zf/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { inlineHtml } from '../../../src/lib/render/inlineMarkdown.ts';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07zf/cases', name).value;

describe('review 07zf', () => {
  it.each([
    ['01-o1', /^supports/], ['02-o2', /^supports/], ['03-o3', /^supports/], ['04-o4', /^supports/], ['08-o8', /^opposes/],
    ['12-o12', /^supports/], ['13-o13', /^supports/], ['14-o14', /^supports/], ['15-o15', /^supports/], ['05-o5', /^(?:mentions|none)/],
  ])('2027-12-18-10-%s line 20: option A %s (idioms, asides, and a condition that is the next clause\'s, take no side away)', (id, relation) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, 'option-a') ?? 'none').toMatch(relation);
  });
  it('2027-12-18-10-16-e1 line 20: "For Option 2, originally." states nothing', () => {
    expect(relationOn(read('2027-12-18-10-16-e1.md'), 20, 'option-2')).not.toBe('supports:stated');
  });
  it('2027-12-18-10-20-k1: "Option B\'s replay log is what Option A lacks: …" is no risk to B', () => {
    const risks = read('2027-12-18-10-20-k1.md').document.minutes.risks;
    expect(risks.map((r: { option?: string }) => r.option)).not.toContain('B');
  });
  it.each([['27-a1', 1], ['28-a2', 1], ['29-a3', 2], ['30-a4', 2], ['31-a5', 2], ['32-a6', 1], ['33-a7', 1], ['34-a8', 2]])('2027-12-18-10-%s: %s action item(s) (a noun then a finite verb is a subject; "release" and "sprint" are objects)', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it.each([['35-r1', 'A'], ['36-r2', 'A'], ['37-r3', undefined], ['38-r4', undefined], ['40-r6', 'A'], ['41-r7', undefined]])('2027-12-18-10-%s: decided %s (several weeks ago, earlier this year, in the spring of 2026)', (id, key) => {
    expect(minutesOutcome(read(`2027-12-18-10-${id}.md`).document).decision?.chosen?.key).toBe(key);
  });
  it.each([['53-d1', 64, '6 月 1 日前'], ['55-d3', 64, undefined], ['56-d4', 48, undefined], ['57-d5', 48, undefined], ['58-d6', 48, '6월 1일까지']])('2031-05-04-10-%s: the due date after the comma on line %s is %s (a version or an amount is none)', (id, line, when) => {
    const items = read(`2031-05-04-10-${id}.md`).document.minutes.actionItems;
    const item = items.find((i: { line: number }) => i.line === line);
    expect(item).toBeDefined();
    expect(item.when).toBe(when);
  });
  it.each([['t-61-t1.md', 49], ['t-65-t5.md', 49]])('%s: a status reason wrapped after an abbreviation goes on to line %s', (name, line) => {
    const transcript = read(name).document.transcript;
    expect(transcript.notInterpreted.map((l: { line: number }) => l.line)).not.toContain(line);
  });
  it('i1, i2, i8: inline text drops a quote around code, a quote after a number, a bullet before a fence', () => {
    expect(inlineHtml('1. > « a »')).toBe('1. « a »');
    expect(inlineHtml('> ```\n> code\n> ```')).toBe('<code>code</code>');
    expect(inlineHtml('- ```js\n  x = 1\n  ```')).not.toMatch(/^-/u);
  });
});
