// What one meeting may cost (probe 30): its options are bounded (core/limits.ts
// MAX_MEETING_OPTIONS), since every line the readers read is compared with each option
// (K26, K29, K32): past the limit it is refused at the first option past it, and a long
// numbered list that is not the options is no option at all. Incomplete action items are
// warned about one by one up to a bound, then counted (K16).
import { describe, expect, it } from 'vitest';
import { MAX_MEETING_OPTIONS } from '../../../../src/lib/core/limits.ts';
import { minutesGoalCheck, parseMinutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { textSource } from '../../fixtureSource.ts';

const HEAD = ['---', 'type: meeting', 'agent: roundtable', '---', ''];
const parse = (body: string[]) => parseMinutes(textSource('m.md', [...HEAD, ...body].join('\n')));
const lineOf = (body: string[], text: string) => HEAD.length + body.indexOf(text) + 1;

describe('options past the budget', () => {
  it('takes a list of more names than the limit for no list of options, and refuses nothing (review)', () => {
    const names = Array.from({ length: MAX_MEETING_OPTIONS + 5 }, (_, i) => `- **Layout${i + 1}** — a layout`);
    const read = parse(['## R1 Problem', '', 'Options on the table:', '', ...names, '', '## R7 Decision', '', 'Decision: Layout3.']);
    if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
    expect(read.value.options).toHaveLength(0);
  });

  it.each([
    ['keyed', (i: number) => `- Option ${i}: layout number ${i}`],
  ])('refuses %s options past the limit at the first past it', (_, item) => {
    const options = Array.from({ length: MAX_MEETING_OPTIONS + 5 }, (_, i) => item(i + 1));
    const body = ['## R1 Problem', '', 'Options on the table:', '', ...options, '', '## R2 Independent opinions', '', '- **ana**: I support Option 2.', ''];
    const read = parse(body);
    expect(read.ok).toBe(false);
    const error = read.diagnostics.find((d) => d.code === 'too-large')!;
    expect(error).toMatchObject({ severity: 'error', line: lineOf(body, options[MAX_MEETING_OPTIONS]!) });
    expect(error.message).toMatch(/the limit is 100 per meeting/);
  });

  it('reads a meeting with as many options as the limit', () => {
    const options = Array.from({ length: MAX_MEETING_OPTIONS }, (_, i) => `- Option ${i + 1}: layout number ${i + 1}`);
    const read = parse(['## R1 Problem', '', ...options, '', '## R7 Decision', '', 'Decision: Option 7.']);
    if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
    expect(read.value.options).toHaveLength(MAX_MEETING_OPTIONS);
    expect(read.value.decision?.chosenOption).toBe('7');
  });

  it('takes a long numbered list of points, not options, for no option and refuses nothing', () => {
    const points = Array.from({ length: 150 }, (_, i) => `${i + 1}. point number ${i + 1} of the agenda`);
    const read = parse(['## R1 Problem', '', ...points, '', '## R7 Decision', '', 'Decision: we keep the agenda.']);
    if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
    expect(read.value.options).toHaveLength(0);
  });
});

it('names 20 incomplete action items, then counts the rest in one warning, and the goal check 5 (probe 30 K16)', () => {
  const items = Array.from({ length: 300 }, (_, i) => `- item${i}`);
  const read = parse(['## R7 Decision', '', 'Decision: we ship.', '', '## Action items', '', ...items]);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  const warnings = read.diagnostics.filter((d) => d.code === 'minutes-action');
  expect(warnings).toHaveLength(21);
  expect(warnings[20]!.message).toBe(`280 more action items are incomplete, from line ${HEAD.length + 27} on (not listed)`);
  const check = minutesGoalCheck(read.value).find((c) => c.id === 'action-items-complete')!;
  expect(check.detail).toMatch(/^300 of 300 action items are incomplete: .*; and 295 more$/);
});
