// Review 2026-12-07v (tests/fixtures/review-2026-12-07v/FINDINGS.md): its reader rows and the text rows T2–T5, T7.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { renderMarkdown } from '../../../src/lib/render/renderMarkdown.ts';
import { concedesAt, readFixtureLog, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07v/cases', name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;

describe('review 07v', () => {
  it.each([['t-01-c1.md', true], ['t-02-c2.md', true], ['t-03-c3.md', true], ['t-04-c4.md', false]])('%s concedes at line 52: %s (a past after a name concedes; "a managed cluster" waits)', (name, concedes) => {
    expect(concedesAt(read(name), 52)).toBe(concedes);
  });
  it.each([['z1', true], ['z2', true], ['z3', false], ['z4', true], ['z5', false]])('%s: withdrawn at line 37: %s (银行, 投行 are names; 觉得行 a condition)', (id, withdrawn) => {
    expect(withdrawsAt(read(`2030-04-01-10-00-${id}.md`), 37)).toBe(withdrawn);
  });
  it.each([['t-70-j1.md', true], ['t-71-j2.md', true], ['t-72-j3.md', false]])('%s concedes at line 77: %s', (name, concedes) => expect(concedesAt(read(name), 77)).toBe(concedes));
  it.each([['05-d1', undefined], ['06-d2', undefined], ['07-d3', 'B'], ['08-d4', 'B'], ['09-r1', 'A'], ['10-r2', 'A'], ['11-r3', undefined]])('2027-12-18-10-%s decides %s ("picks/selects between A and B" open; "only after that migration is done" to come)', (id, option) => {
    expect(chosen(`2027-12-18-10-${id}.md`)).toBe(option);
  });
  it.each([['12-a1', 2], ['13-a2', 1]])('2027-12-18-10-%s: %s action items ("fine-tuning — retrain …" a task)', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it('reads a reference definition after a heading or a closing fence (T3, T4)', () => {
    const afterHeading = 'See the [fare report][1].\n\n## Sources\n[1]: https://ex.org/fares';
    expect(plainText(afterHeading)).toBe('See the fare report. Sources');
    expect(renderMarkdown(afterHeading, { inline: true })).toContain('<a href="https://ex.org/fares"');
    expect(plainText('```\nx=1\n```\n[f]: https://ex.org/f\n\nSee [docs][f].')).toBe('x=1 See docs.');
  });
  it('reads a shortcut reference the text defines, as the page links it (T2); an undefined one stays', () => {
    const shortcut = 'As shown [Smith 2020] and [Jones].\n\n[Smith 2020]: https://ex.org/s';
    expect(plainText(shortcut)).toBe('As shown Smith 2020 and [Jones].');
    expect(renderMarkdown(shortcut, { inline: true })).toMatch(/<a href="https:\/\/ex\.org\/s"[^>]*>Smith 2020<\/a> and \[Jones\]/);
    expect(plainText('Use [[wiki]] and [i]\n\n[wiki]: /w')).toBe('Use wiki and [i]');
  });
  it('reads a definition after a setext heading or a break, and drops the underline and the break (T5)', () => {
    expect(plainText('See the [fare report][1].\n\nSources\n-------\n[1]: https://ex.org/fares')).toBe('See the fare report. Sources');
    expect(plainText('Text\n===\n[t]: /t\n\nsee [t]')).toBe('Text see t');
    expect(plainText('***\n[t]: /t\n\nsee [t]')).toBe('see t');
    // Text above a definition is a paragraph the definition cannot interrupt.
    expect(plainText('===\n[t]: /t\n\nsee [t]')).toBe('=== [t]: /t see [t]');
  });
  it('drops a definition\'s title written on the line after it (T7)', () => {
    expect(plainText('[fares]: https://ex.org/f\n  "Fare table"\n\nSee [fares][].')).toBe('See fares.');
    expect(plainText('[t]: /t "ok"\n"not a title"\n\nsee [t]')).toBe('"not a title" see t');
  });
});
