// Opinions that ask, or that hang on a condition, take no side (probe 22 rows 24, 25 and 35,
// cases written blind): "Do you support B, Mina?" is a question to Mina, "I support B only if
// the budget passes" and "案Bに賛成するかどうかは予算次第" wait on something. Each option
// they name is a mention; the speaker's plain stances beside them are still read.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMinutes, type Minutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { textSource } from '../../fixtureSource.ts';

const probeCase = (name: string) => fileURLToPath(new URL(`../../../fixtures/probe-2026-12-22/cases/${name}`, import.meta.url));

function parsedFile(name: string): Minutes {
  const result = parseMinutes(textSource(name, readFileSync(probeCase(name), 'utf8')));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

function parsedLine(line: string): Minutes {
  const text = ['---', 'date: 2026-06-03', 'type: meeting', 'participants: [Mina, Lee]', '---', '', '## R1 Problem', '', '- Option A: Keep the cron job', '- Option B: Move to a queue', '',
    '## R2 Independent opinions', '', '**Mina**: I support B.', '', `**Lee**: ${line}`, '', '## R7 Decision', '', 'Decision: Option B.', ''].join('\n');
  const result = parseMinutes(textSource('2026-06-03-q.md', text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

const leeSides = (m: Minutes) => m.opinions.find((o) => o.participant === 'Lee')!.stances.filter((s) => s.kind !== 'mentions').map((s) => `${s.kind} ${s.option}`);

describe('probe 22: Lee takes no side', () => {
  it.each(['m06-question.md', 'm06b-question-would.md', 'm06c-ko-question.md', 'm07-conditional.md', 'm07b-if-after.md', 'm18-ja-depends.md', 'm18b-ko-depends.md'])('%s', (file) => {
    expect(leeSides(parsedFile(file))).toEqual([]);
  });
});

describe('a question, a condition after the option, a "whether"', () => {
  it.each(['Do you support B, Mina?', 'Mina, would you back B or A?', 'Does anyone oppose B?', 'I support B only if the budget passes.', 'I oppose B unless the vendor cuts the price.',
    'I back B as long as legal signs off.', 'Whether I support B depends on the budget.', 'B안 지지하시나요?', '案Bに賛成ですか？', 'Bを支持するか否かは予算次第です。'])('%s: no side', (line) => {
    expect(leeSides(parsedLine(line))).toEqual([]);
  });
  it.each([['I support B even if it costs more.', 'supports B'], ['I support B. Do you, Mina?', 'supports B'], ['Why not A? I oppose A.', 'opposes A'], ['I oppose A; is B any better? I support B.', 'opposes A']])(
    '%s: still the speaker\'s', (line, side) => {
      expect(leeSides(parsedLine(line))).toContain(side);
    });
});

describe('review: a stance stays when the question or the "if" is not about it', () => {
  it.each([
    ['我支持B，大家觉得呢？', 'supports B'], ['B안을 지지합니다, 다들 어떠세요?', 'supports B'], ['案Bに賛成です、皆さんはどうですか？', 'supports B'],
    ['I support B — who could argue otherwise?', 'supports B'], ['I support B, don\'t you?', 'supports B'], ['I support B and oppose A — any objections?', 'opposes A'],
    ['I oppose A because it breaks if traffic spikes.', 'opposes A'], ['I support B because if we stay on A we lose a quarter.', 'supports B'], ['I oppose A if only for the cost.', 'opposes A'],
    ['I support B, if that matters.', 'supports B'], ['I oppose A, if I am honest.', 'opposes A'], ['I support B if you ask me.', 'supports B'],
  ])('%s: %s', (line, side) => {
    expect(leeSides(parsedLine(line))).toContain(side);
  });
  it.each(['Mina, would you back B?', 'I back B provided legal signs off.'])('%s: still no side', (line) => {
    expect(leeSides(parsedLine(line))).toEqual([]);
  });
});

describe('review 2: a question to someone else, and a condition after a comma', () => {
  it.each(['You support B, Mina?', 'Ravi, you support B, right?', 'Support B, anyone?', '你支持B吗，Mina？', 'Bに賛成ですか、皆さん？', 'I support B, if the budget passes.', 'I support B, unless costs rise.', 'I support B, as long as legal signs off.'])(
    '%s: no side', (line) => {
      expect(leeSides(parsedLine(line))).toEqual([]);
    });
});

describe('"but only if" restricts the stance before it; a plain "but" still contrasts', () => {
  it.each(['I support B, but only if the budget passes.', 'I support B but only when legal signs off.', 'I\'d back B — but only if the budget passes.', 'I support B only once legal signs off.'])(
    '%s: no side', (line) => {
      expect(leeSides(parsedLine(line))).toEqual([]);
    });
  it.each([['I support B, but I worry about cost.', 'supports B'], ['I oppose A, but only B has a budget.', 'opposes A'], ['I support B because it only once failed.', 'supports B'],
    ['I support B only once.', 'supports B'], ['I support B only once more, then we revisit.', 'supports B'], ['I oppose A, but only once did it fail; I support B.', 'opposes A']])('%s: %s', (line, side) => {
    expect(leeSides(parsedLine(line))).toContain(side);
  });
});

describe('a label naming another source reports; one naming the speaker is their own', () => {
  it.each([['Lee\'s view: supports B.', 'supports B'], ['Update from Lee: opposes A.', 'opposes A'], ['lee\'s position: backs B.', 'supports B']])('%s: %s', (line, side) => {
    expect(leeSides(parsedLine(line))).toContain(side);
  });
  it.each(['Mina\'s view: supports B.', 'Update from legal: opposes A.', 'Legal\'s position: backs B.'])('%s: no side of Lee\'s', (line) => {
    expect(leeSides(parsedLine(line))).toEqual([]);
  });
});

it('a speaker named "The Chair" does not own "The finance team\'s view"', () => {
  const text = ['---', 'date: 2026-06-03', 'type: meeting', 'participants: [The Chair, Lee]', '---', '', '## R1 Problem', '', '- Option A: Keep the cron job', '- Option B: Move to a queue', '',
    '## R2 Independent opinions', '', '**The Chair**: The finance team\'s view: supports B.', '', '**Lee**: I support B.', '', '## R7 Decision', '', 'Decision: Option B.', ''].join('\n');
  const result = parseMinutes(textSource('2026-06-03-c.md', text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  expect(result.value.opinions.find((o) => o.participant === 'The Chair')!.stances.filter((s) => s.kind !== 'mentions')).toEqual([]);
});

it('a shared surname is someone else ("Mina Park\'s view" under Lee Park)', () => {
  const text = ['---', 'date: 2026-06-03', 'type: meeting', 'participants: [Mina Park, Lee Park]', '---', '', '## R1 Problem', '', '- Option A: Keep the cron job', '- Option B: Move to a queue', '',
    '## R2 Independent opinions', '', '**Mina Park**: I support A.', '', '**Lee Park**: Mina Park\'s view: supports B.', '', '## R7 Decision', '', 'Decision: Option B.', ''].join('\n');
  const result = parseMinutes(textSource('2026-06-03-p.md', text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  expect(result.value.opinions.find((o) => o.participant === 'Lee Park')!.stances.filter((s) => s.kind !== 'mentions')).toEqual([]);
});
