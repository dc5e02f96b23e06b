// Review 2026-12-07za (tests/fixtures/review-2026-12-07za/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { renderMarkdown } from '../../../src/lib/render/renderMarkdown.ts';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07za/cases', name).value;
const pageText = (markdown: string) => renderMarkdown(markdown).replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').replace(/ ([.,])/g, '$1').trim();
const side = (name: string, option: string) => relationOn(read(name), 20, option) ?? 'none';

describe('review 07za', () => {
  it.each([
    ['01-f1', 'option-b', /^opposes/], ['02-f2', 'option-b', /^opposes/], ['03-f3', 'option-b', /^opposes/], ['05-f5', 'option-b', /^supports/],
    ['06-f6', 'option-b', /^opposes/], ['07-f7', 'option-b', /^opposes/], ['12-o5', 'option-b', /^opposes/], ['12-o5', 'option-a', /^(?:mentions|none)/],
    ['08-o1', 'option-a', /^(?:mentions|none)/], ['09-o2', 'option-a', /^supports/], ['10-o3', 'option-a', /^supports/],
  ])('2027-12-18-10-%s line 20: %s %s (a fronted concession ends before its main clause; an opening option is named where the clause sides on another)', (id, option, relation) => {
    expect(side(`2027-12-18-10-${id}.md`, option)).toMatch(relation);
  });
  it.each([
    ['T3', '> ```\n> see [x][1]\n> ````\n\nsee [y][1]\n\n[1]: https://ex.org/x'],
    ['T4', '-\t```\n  see [x][1]\n  ```\n\n[1]: https://ex.org/x'],
    ['T6', '- a\n  b\n  ==='],
    ['T7', '- Fares rose\nsharply\n==='],
  ])('%s: plain text says what the page shows', (_, markdown) => {
    expect(plainText(markdown)).toBe(pageText(markdown));
  });
  it('T5: four spaces in, a fence is indented code and opens nothing (the definition is read)', () => {
    // The indented code's backticks are no code span's marks (none closes them): shown, as the page shows them (07zf P3).
    expect(plainText('    ```\n\nsee [x][1]\n\n[1]: https://ex.org/x')).toBe('``` see x');
  });
  it.each([['16-a1', 1], ['17-a2', 1], ['18-a3', 2]])('2027-12-18-10-%s: %s action items (a remark goes on: "good-ish: almost there by …")', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it('r1: "Decision reversed, but only after the vendor we chose in March signs …" waits: A stays decided', () => {
    expect(minutesOutcome(read('2027-12-18-10-19-r1.md').document).decision?.chosen?.key).toBe('A');
  });
});
