// R2 opinions quoted as a blockquote (probe 20 row 5): read as each speaker's opinion, the
// same lines, noted; a quote inside an ordinary R2 stays a quote.
import { describe, expect, it } from 'vitest';
import { parseMinutes, type Minutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { textSource } from '../../fixtureSource.ts';

function minutes(r2: string[]): Minutes {
  const text = [
    '---', 'date: 2026-06-03', 'type: meeting', 'participants: [Mina, Ravi]', '---', '',
    '## R1 Problem', '', '- Option A: Keep the cron job', '- Option B: Move to a queue', '',
    '## R2 Independent opinions', '', ...r2, '', '## R7 Decision', '', 'Decision: Option B.', '',
  ].join('\n');
  const result = parseMinutes(textSource('2026-06-03-quoted.md', text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

describe('R2 quoted as a whole', () => {
  it.each([
    [['> **Mina:** I support option B.', '', '> **Ravi:** Option A is enough.']],
    [['> - **Mina:** I support option B.', '> - **Ravi:** Option A is enough.']],
    [['>**Mina:** I support option B.', '>', '>**Ravi:** Option A is enough.']],
  ])('gives each speaker their opinion, at its own line: %j', (r2) => {
    const m = minutes(r2);
    expect(m.opinions.map((o) => [o.participant, o.line, o.stances.map((s) => [s.option, s.kind])])).toEqual([
      ['Mina', 14, [['B', 'supports']]], ['Ravi', r2.length === 2 ? 15 : 16, [['A', 'supports']]],
    ]);
    expect(m.lineNotes.filter((n) => n.line === 14).map((n) => n.what)).toContain('an opinion quoted as a blockquote, read without its ">"');
  });
  it('leaves a quotation inside an ordinary R2 as it is', () => {
    const m = minutes(['**Mina:** I support option B.', '', '> **Ravi:** Option A is enough.', '', '**Ravi:** I support option A.']);
    expect(m.opinions.map((o) => [o.participant, o.line])).toEqual([['Mina', 14], ['Ravi', 18]]);
  });
});
