// A meeting's options are bounded (core/limits.ts MAX_MEETING_OPTIONS): every line the
// readers read is compared with each option, so a file of thousands of options cost
// options × lines (probe 30 K26, K29, K32). Past the limit it is refused at the first
// option past it; a long numbered list that is not the options is no option at all.
import { describe, expect, it } from 'vitest';
import { MAX_MEETING_OPTIONS } from '../../../../src/lib/core/limits.ts';
import { parseMinutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { textSource } from '../../fixtureSource.ts';

const HEAD = ['---', 'type: meeting', 'agent: roundtable', '---', ''];
const parse = (body: string[]) => parseMinutes(textSource('m.md', [...HEAD, ...body].join('\n')));
const lineOf = (body: string[], text: string) => HEAD.length + body.indexOf(text) + 1;

describe('options past the budget', () => {
  it.each([
    ['keyed', (i: number) => `- Option ${i}: layout number ${i}`],
    ['named by words', (i: number) => `- **Layout${i}** — a layout`],
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
