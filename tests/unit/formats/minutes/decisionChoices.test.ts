// The end of the minutes as other runs of the harness write it (probe 23, cases written
// blind): a decision put off is a hold; a decision that names two options, or that another
// line of the round overturns, shows no option as decided and says why; the frontmatter
// that names another option, or a hold, is warned about and the cautious reading kept.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMinutes, type Minutes } from '../../../../src/lib/formats/minutes/parse.ts';
import type { Diagnostic } from '../../../../src/lib/core/diagnostics.ts';
import { textSource } from '../../fixtureSource.ts';

const probeCase = (name: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-23/cases/${name}`, import.meta.url)), 'utf8');

function parsed(name: string, text = probeCase(name)): { minutes: Minutes; warnings: Diagnostic[] } {
  const result = parseMinutes(textSource(name, text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return { minutes: result.value, warnings: result.diagnostics.filter((d) => d.code === 'minutes-outcome') };
}

describe('a decision put off is a hold (probe 23 rows 15 and 31)', () => {
  it.each(['m01-defer-next-week.md', 'm01c-postpone.md', 'm17-ko-hold-bare.md'])('%s', (file) => {
    const { minutes } = parsed(file);
    expect(minutes.outcome).toBe('hold');
    expect(minutes.decision).toBeNull();
    expect(minutes.hold?.line).toBe(38);
  });
  it('still decides when the text names an option and puts something else off', () => {
    const text = probeCase('m01-defer-next-week.md').replace('Decision: defer to next week.', 'Decision: Option B; the DNS move is deferred to next week.');
    const { minutes } = parsed('m01-b.md', text);
    expect(minutes.outcome).toBe('decided');
    expect(minutes.decision?.chosenOption).toBe('B');
  });
});

describe('a decision that names two options, or is overturned in its round (probe 23 rows 17, 23, 32, 44)', () => {
  it.each([
    ['m03-a-and-c.md', 38, /names options A and C together/],
    ['m03b-option-a-and-c.md', 38, /names options A and C together/],
    ['m03c-c-and-a.md', 38, /names options C and A together/],
    ['m18-zh-two.md', 38, /names options A and C together/],
    ['m09-reversed.md', 40, /line 40 chooses option B, the decision on line 38 option A/],
    ['m09c-c-then-a.md', 40, /line 40 chooses option A, the decision on line 38 option C/],
    ['m27-two-decisions.md', 40, /line 40 chooses option C, the decision on line 38 option B/],
  ] as const)('%s: decided, no option, a warning at line %i', (file, line, message) => {
    const { minutes, warnings } = parsed(file);
    expect(minutes.outcome).toBe('decided');
    expect(minutes.decision?.chosenOption).toBeUndefined();
    expect(warnings.map((w) => [w.line, w.message])).toContainEqual([line, expect.stringMatching(message)]);
  });
  it('keeps one option when the other line agrees with it, or a comma only lists the next step', () => {
    const agree = parsed('m09-a.md', probeCase('m09-reversed.md').replace('Decision reversed — we go with Option B instead.', 'Confirmed — we go with Option A.'));
    expect(agree.minutes.decision?.chosenOption).toBe('A');
    expect(agree.warnings).toEqual([]);
    const listed = parsed('m03-d.md', probeCase('m03-a-and-c.md').replace('Decision: A and C.', 'Decision: Option B, A later if B fails.'));
    expect(listed.minutes.decision?.chosenOption).toBe('B');
  });
});

describe('numbered options joined as the decision (review of probe 23)', () => {
  // m18's meeting with its options numbered (1안, 2안, 3안) and the decision line replaced.
  const numbered = (decision: string) => probeCase('m18-zh-two.md')
    .replace('- Option A: Keep Fastly\n- Option B: Move to Cloudflare\n- Option C: Self-host with Varnish', '- 1안: Fastly 유지\n- 2안: Cloudflare로 이전\n- 3안: Varnish 자체 운영')
    .replace('I support B;', 'I support 2안;').replace('Against: C.', 'Against: 3안.').replace('I back A,', 'I back 1안,').replace('Against: A.', 'Against: 1안.')
    .replace('决定：方案A和方案C并行试点。', decision);
  it.each(['결정: 1안과 3안 병행.', '결정: 1안, 3안 병행 시범 운영.', '決定：1案と3案を並行。', 'Decision: options 1 and 3 together.', 'Decision: Option 1 and Option 3.'])('%s: no option, a warning', (decision) => {
    const { minutes, warnings } = parsed('m18-numbered.md', numbered(decision));
    expect(minutes.decision?.chosenOption).toBeUndefined();
    expect(warnings.map((w) => [w.line, w.message])).toContainEqual([38, expect.stringMatching(/names options 1 and 3 together/)]);
  });
  it.each([['결정: 2안 채택, 1안과 3안은 기각.', '2'], ['Decision: Option 2, with 3 as the fallback.', '2'], ['결정: 2안, 1안은 다음 분기.', '2'],
    ['Decision: Option 2 and 3 more weeks of testing.', '2'], ['결정: 2번과 3명 배정.', '2'], ['Decision: Option 2 plus 3 days of buffer.', '2']])('%s: one option', (decision, chosen) => {
    const { minutes, warnings } = parsed('m18-numbered.md', numbered(decision));
    expect(minutes.decision?.chosenOption).toBe(chosen);
    expect(warnings).toEqual([]);
  });
});

describe('the frontmatter against the text (probe 23 row 40)', () => {
  it('names another option: warned, and no option shown as decided', () => {
    const { minutes, warnings } = parsed('m23-fm-disagree.md');
    expect(minutes.outcome).toBe('decided');
    expect(minutes.decision?.chosenOption).toBeUndefined();
    expect(warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/frontmatter decision: "Option A" names option A, the decision on line 39 option B/));
  });
  it('says hold: the meeting is shown as held, as the warning says', () => {
    const text = probeCase('m23-fm-disagree.md').replace('decision: Option A', 'status: hold');
    const { minutes, warnings } = parsed('m23-b.md', text);
    expect(warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/shown as hold/));
    expect(minutes.outcome).toBe('hold');
    expect(minutes.decision).toBeNull();
  });
});

describe('a decision that writes out an option\'s title (probe 23 row 19)', () => {
  it('decides that option', () => {
    expect(parsed('m05-title.md').minutes.decision?.chosenOption).toBe('B');
  });
  it.each(['Decision: reject Move to Cloudflare.', 'Decision: Move to Cloudflare or Keep Fastly, to be settled.'])('not when the title is not the decision itself: %s', (line) => {
    const { minutes } = parsed('m05-b.md', probeCase('m05-title.md').replace('Decision: Move to Cloudflare.', line));
    expect(minutes.decision?.chosenOption).toBeUndefined();
  });
});

describe('review: what a decision plainly says stays read', () => {
  const m01 = (line: string) => parsed('m01-r.md', probeCase('m01-defer-next-week.md').replace('Decision: defer to next week.', line)).minutes;
  it.each(['Decision: Option B (A and C rejected).', '결정: B안 채택, A안과 C안은 기각.', '决定：采用方案B，方案A和方案C不采用。', 'Decision: Option B, with A and C as fallbacks.'])('two options named after the one chosen: %s decides B', (line) => {
    expect(m01(line).decision?.chosenOption).toBe('B');
  });
  it('a fallback line under the decision is no rival decision', () => {
    const text = probeCase('m01-defer-next-week.md').replace('Decision: defer to next week.', 'Decision: Option B.\n\n- Fallback: if B fails the load test, we go with Option C.');
    expect(parsed('m01-f.md', text).minutes.decision?.chosenOption).toBe('B');
  });
  it.each(['Decision: Option B; defer the DNS move to next year.', 'Decision: the project is no longer on hold; we move to Option B.', '결정: B안으로 이전하되 2주 유예 기간을 둔다.', '결정: 유예 없이 즉시 B안으로 이전.'])('no hold: %s', (line) => {
    expect(m01(line).outcome).toBe('decided');
  });
  it.each(['Decision: defer to the CTO.', 'Decision: left to the CTO, who may defer it.'])('handed over, not put off: %s', (line) => {
    expect(m01(line).outcome).toBe('escalated');
  });
  it.each(['Decision: we put it off until Q3.', 'Decision: defer to next week.', 'Decision: defer to Q3.'])('put off: %s', (line) => {
    expect(m01(line).outcome).toBe('hold');
  });
});

describe('review: the frontmatter beside the text', () => {
  const fm = (from: string, to: string) => parsed('m23-r.md', probeCase('m23-fm-disagree.md').replace(from, to));
  it('`status: held` says the meeting took place: the text\'s decision stands', () => {
    expect(fm('decision: Option A', 'status: held').minutes.decision?.chosenOption).toBe('B');
  });
  it('a frontmatter decision that names the text\'s option among others agrees with it', () => {
    const { minutes, warnings } = fm('decision: Option A', 'decision: B over A');
    expect(minutes.decision?.chosenOption).toBe('B');
    expect(warnings).toEqual([]);
  });
  it('a frontmatter decision naming another option is warned about beside a status too', () => {
    const { minutes, warnings } = fm('decision: Option A', 'status: decided\ndecision: Option A');
    expect(minutes.decision?.chosenOption).toBeUndefined();
    expect(warnings.map((w) => w.message)).toContainEqual(expect.stringMatching(/names option A, the decision on line 40 option B/));
  });
});

describe('a reversal on the next line of the same paragraph (probe 28, m06)', () => {
  const m06 = readFileSync(fileURLToPath(new URL('../../../fixtures/probe-2026-12-28/cases/m06-en-numbered-headings-reversal.md', import.meta.url)), 'utf8');
  it('shows no option as decided and names both lines', () => {
    const { minutes, warnings } = parsed('m06.md', m06);
    expect(minutes.decision?.chosenOption).toBeUndefined();
    expect(minutes.decision?.text).toBe('Option B.');
    expect(warnings.map((w) => w.line)).toEqual([51]);
  });
  it('keeps a second line that only goes on about the same choice', () => {
    const { minutes, warnings } = parsed('m06b.md', m06.replace('Decision reversed — we go with Option A instead.', 'We go with Option B instead of A.'));
    expect(minutes.decision?.chosenOption).toBe('B');
    expect(warnings).toEqual([]);
  });
});

describe('resolutions that disagree, and a rationale after the decision (probe 29 m06, review)', () => {
  const m06 = readFileSync(fileURLToPath(new URL('../../../fixtures/probe-2026-12-29/cases/m06-en-verdict-lines-two-resolutions.md', import.meta.url)), 'utf8');
  it('decides no option when two numbered resolutions adopt two', () => {
    const { minutes, warnings } = parsed('m06.md', m06);
    expect(minutes.decision?.chosenOption).toBeUndefined();
    expect(warnings.map((w) => w.line)).toEqual([43]);
  });
  it('decides no option when two unlabelled items adopt two', () => {
    const { minutes, warnings } = parsed('m06b.md', m06.replace('1. Resolved: adopt', '- Adopt').replace('2. Resolved: adopt', '- Adopt'));
    expect(minutes.decision?.chosenOption).toBeUndefined();
    expect(warnings.map((w) => w.line)).toEqual([43]);
  });
  it.each([
    ['Decision: Option B.\nDecision rationale: Option A needs a cluster we do not have.'],
    ['Decision: Option B.\n\nDecision rationale: Option A needs a cluster we do not have.'],
    ['결정: B안 채택\n결정 사유: A안 대비 운영 비용이 낮음'],
  ])('keeps the decision when a rationale label names another option: %s', (r7) => {
    const text = m06.replace('1. Resolved: adopt Option A for the main pipelines.\n2. Resolved: adopt Option B for the release pipeline.', r7);
    const { minutes, warnings } = parsed('m06c.md', text);
    expect(minutes.decision?.chosenOption).toBe('B');
    expect(warnings).toEqual([]);
  });
});

describe('resolutions of other matters, and a decision over several lines (probe 29 m01)', () => {
  const m01 = readFileSync(fileURLToPath(new URL('../../../fixtures/probe-2026-12-29/cases/m01-en-h3-under-discussion.md', import.meta.url)), 'utf8');
  it('keeps the option the first resolution adopts when the others only name one ("revisit Option C")', () => {
    const { minutes, warnings } = parsed('m01.md', m01);
    expect(minutes.decision?.chosenOption).toBe('B');
    expect(warnings).toEqual([]);
  });
  it('locates a decision\'s text to its last line', () => {
    const { minutes } = parsed('m01b.md', m01.replace('1. Resolved: adopt Option B for billing events.\n2. Resolved: Omar writes the runbook before launch.\n3. Resolved: revisit Option C next quarter.', 'We adopt Option B for billing events,\nafter the load test,\nwith Omar on call.'));
    expect(minutes.decision).toMatchObject({ chosenOption: 'B', line: 50, endLine: 52 });
  });
});
