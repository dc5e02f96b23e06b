// Review 2026-12-07z (tests/fixtures/review-2026-12-07z/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readStances } from '../../../src/lib/formats/minutes/stanceReading.ts';
import { renderMarkdown } from '../../../src/lib/render/renderMarkdown.ts';
import { concedesAt, readFixtureLog, relationOn, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07z/cases', name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const pageText = (markdown: string) => renderMarkdown(markdown).replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').replace(/ ([.,])/g, '$1').trim();
const side = (name: string, option: string) => relationOn(read(name), 20, option) ?? 'none';

describe('review 07z', () => {
  it.each([
    ['01-f1', 'option-b', /^supports/], ['01-f1', 'option-a', /^(?:mentions|none)/], ['02-f2', 'option-a', /^opposes/],
    ['03-f3', 'option-b', /^supports/], ['03-f3', 'option-a', /^(?:mentions|none)/], ['03-f3', 'option-c', /^(?:mentions|none)/],
    ['04-f4', 'option-a', /^supports/], ['04-f4', 'option-b', /^(?:mentions|none)/], ['05-f5', 'option-b', /^opposes/],
  ])('2027-12-18-10-%s line 20: %s %s (a fronted concession ends at the comma before its main clause)', (id, option, relation) => {
    expect(side(`2027-12-18-10-${id}.md`, option)).toMatch(relation);
  });
  it.each([['t-80-j1.md', true], ['t-81-j2.md', false], ['t-22-c1.md', true], ['t-23-c2.md', true], ['t-24-c3.md', false]])('%s concedes: %s', (name, concedes) => {
    expect(concedesAt(read(name), name.startsWith('t-8') ? 77 : 52)).toBe(concedes);
  });
  it.each([['17-r1', 'A'], ['18-r2', 'A'], ['19-r3', undefined], ['20-p1', undefined], ['21-p2', undefined], ['25-d1', 'B'], ['26-d2', undefined]])('2027-12-18-10-%s decides %s', (id, option) => {
    expect(chosen(`2027-12-18-10-${id}.md`)).toBe(option);
  });
  it.each([['27-a1', 1], ['28-a2', 1], ['29-a3', 2]])('2027-12-18-10-%s: %s action items (good-ish: then a task verb opens a task)', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it.each([['z1', false], ['z2', true]])('%s: withdrawn at line 37: %s (应该行 is a condition, 贵行 a bank)', (id, withdrawn) => {
    expect(withdrawsAt(read(`2030-04-01-10-00-${id}.md`), 37)).toBe(withdrawn);
  });
  it.each([
    ['T1', '> ```\n> see [x][1]\n> ```\n\n[1]: https://ex.org/x'],
    ['T2', '- a\n  - b\n    - ```\n      see [x][1]\n      ```\n\n[1]: https://ex.org/x'],
    ['T3', '- ```\n\tsee [x][1]\n  ```\n\n[1]: https://ex.org/x'],
    ['T4', '- Fares rose\nsharply\n==='],
    ['T5', '1. ```\n   npm ci\n   ---\n   ```\n\nSee the [fare report][1].\n\n[1]: https://ex.org/fares'],
    ['T6', '- a\n  - ```\n    ---\n    ```'],
    ['T7', '10. ```\n   npm ci\n\nSee the [fare report][1].\n\n[1]: https://ex.org/fares'],
  ])('%s: plain text says what the page shows (fences in quotes and list items, tabs, lazy lines)', (_, markdown) => {
    expect(plainText(markdown)).toBe(pageText(markdown));
  });
  it('s3: "Option A, I oppose, and so does Ben." opposes A (the verb ends its phrase before the rest)', () => {
    expect(side('2027-12-18-10-12-s3.md', 'option-a')).toMatch(/^opposes/);
  });
  it.each([
    ['Option A, I oppose it strongly because it is slow.', 'A=opposes'], ['Option A: I oppose it, frankly.', 'A=opposes'],
    ['Option A, I support expanding it.', 'A=supports'], ['Option A, I oppose B.', 'A=mentions B=opposes'],
  ])('%s → %s', (text, expected) => {
    expect(readStances(text, ['A', 'B', 'C']).map((r) => `${r.option}=${r.relation}`).join(' ')).toBe(expected);
  });
});
