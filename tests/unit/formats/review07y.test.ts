// Review 2026-12-07y (tests/fixtures/review-2026-12-07y/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { renderMarkdown } from '../../../src/lib/render/renderMarkdown.ts';
import { concedesAt, readFixtureLog, relationOn, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07y/cases', name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
/** The page's text of a block render, as plain text would give it. */
const pageText = (markdown: string) => renderMarkdown(markdown).replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').replace(/ ([.,])/g, '$1').trim();

describe('review 07y', () => {
  it.each([
    ['01-s1', 'option-a', 'mentions:mentioned'], ['02-s2', 'option-a', 'mentions:mentioned'], ['03-s3', 'option-a', 'opposes:read'],
    ['04-s4', 'option-a', 'opposes:read'], ['05-s5', 'option-b', 'supports:read'], ['06-s6', 'option-a', 'opposes:read'],
  ])('2027-12-18-10-%s line 20: %s %s (the speaker\'s verb for an option opening the clause)', (id, option, relation) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, option)).toBe(relation);
  });
  it('2027-12-18-10-05-s5: "Option A: I support B instead." only names A', () => {
    expect(relationOn(read('2027-12-18-10-05-s5.md'), 20, 'option-a')).toBe('mentions:mentioned');
  });
  it.each([['t-07-c1.md', true], ['t-08-c2.md', true], ['t-09-c3.md', false], ['t-10-c4.md', true], ['t-11-c5.md', true]])('%s concedes at line 52: %s (a past after a name, a present verb only in its own clause)', (name, concedes) => {
    expect(concedesAt(read(name), 52)).toBe(concedes);
  });
  it.each([
    ['12-r1', 'A'], ['13-r2', 'A'], ['14-r3', undefined], ['15-r4', 'A'], ['16-r5', undefined], ['17-r6', 'A'], ['18-r7', 'A'], ['19-r8', undefined],
    ['20-p1', undefined], ['21-p2', 'A'], ['22-d1', undefined], ['23-d2', undefined], ['24-d3', 'B'], ['25-d4', undefined],
  ])('2027-12-18-10-%s decides %s', (id, option) => {
    expect(chosen(`2027-12-18-10-${id}.md`)).toBe(option);
  });
  it.each([['26-a1', 2], ['27-a2', 2], ['28-a3', 1], ['29-a4', 2]])('2027-12-18-10-%s: %s action items', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it.each(['z1', 'z2', 'z3'])('%s: withdrawn at line 37 (贵行, 该行, 建行 are banks)', (id) => {
    expect(withdrawsAt(read(`2030-04-01-10-00-${id}.md`), 37)).toBe(true);
  });
  it.each([
    ['T1', 'Use `[Smith 2020]` and [smith  2020].\n\n[Smith 2020]: https://ex.org/s'],
    ['T5', '- Fares rose\n===\n[1]: https://ex.org/fares\n\nSee [the report][1].'],
    ['T7', '- ```git push --force``` is blocked on main.\n\nSee the [fare report][1].\n\n[1]: https://ex.org/fares'],
    ['T8', '- ```\n  npm ci\n```\n\nSee the [fare report][1].\n\n[1]: https://ex.org/fares'],
    ['T9', '- ```\n  npm ci\n\nSee the [fare report][1].\n\n[1]: https://ex.org/fares'],
    ['T11', 'See the [fare report][1].\n\nSources\n-------\n[1]: https://ex.org/fares'],
  ])('%s: plain text says what the page shows', (_, markdown) => {
    expect(plainText(markdown)).toBe(pageText(markdown));
  });
  it('keeps a rule or an underline inside fenced code (T3, T4)', () => {
    expect(plainText('```yaml\na: 1\n---\nb: 2\n```')).toContain('a: 1 --- b: 2');
    expect(plainText('```text\nHeading\n=======\n```')).toContain('Heading =======');
  });
});
