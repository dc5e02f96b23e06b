// Review 2026-12-06zf (tests/fixtures/review-2026-12-06zf/FINDINGS.md): the minutes rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog, readLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06zf/cases', `2027-12-09-10-${name}.md`).value;
const chosen = (value: any) => minutesOutcome(value.document).decision?.chosen?.key;
const decided = (value: any) => value.document.minutes.outcome;
const decisionEdges = (value: any) => value.graph.edges.filter((e: any) => e.source === 'decision' && e.type === 'supports').map((e: any) => e.target);
const meeting = (r7: string) => readLog(`---\ndate: 2028-02-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n- A: Redis\n- B: Kafka\n- C: SQS\n\n## R2\n\n- Ana Lima: For B.\n- Ben Cho: For A.\n\n## R7 Decision\n\n${r7}\n`, '2028-02-01-10-00-t.md').value;
const action = (item: string, participants = 'Ana Lima, Ben Cho, Cy Tran, Dee Walsh') => readLog(`---\ndate: 2028-02-01\ntype: meeting\nparticipants: [${participants}]\n---\n\n# T\n\n## R1\n\n- A: one\n- B: two\n\n## Action items\n\n${item}\n`, '2028-02-01-10-00-t.md').value.document.minutes.actionItems[0];

describe('row 1: ballot numbers in a `| Ballot | For | Against |` table name no option', () => {
  it('no stance, no change of mind from the ballots of v01', () => {
    const value = read('16-v01-ballot-numbers');
    const stances = value.document.minutes.opinions.flatMap((o: any) => o.stances.filter((s: any) => s.line >= 30 && s.line <= 34));
    expect(stances).toEqual([]);
    expect(value.graph.edges.filter((e: any) => e.provenance?.line === 33)).toEqual([]);
  });
  it('a `| # | 👍 | 👎 |` table keyed by option numbers is still read (v02)', () => {
    const value = read('17-v02-thumbs-numbers');
    expect(value.document.minutes.opinions.flatMap((o: any) => o.stances.filter((s: any) => s.reading === 'stated' && /^[123]$/u.test(s.option))).length).toBeGreaterThan(0);
  });
});

describe('rows 4, 5, 13: an option key over its title or a known word', () => {
  it('`- B: Kafka — too expensive to run ourselves.` decides nothing', () => {
    const value = read('06-d06-title-then-words');
    expect(decisionEdges(value)).toEqual([]);
    expect(chosen(value)).toBeUndefined();
  });
  it('`- C: unanimous no.` decides nothing', () => {
    const value = read('07-d07-unanimous-no');
    expect(decisionEdges(value)).toEqual([]);
    expect(chosen(value)).toBeUndefined();
  });
  it('`- Option B — go.` decides B again', () => {
    const value = read('02-d02-option-b-go');
    expect(decided(value)).toBe('decided');
    expect(chosen(value)).toBe('B');
  });
  it('near misses: words after the title or the known word qualify it', () => {
    for (const r7 of ['- B: Kafka, but only for the audit log.', '- B: yes, if the budget allows.', '- B: unanimously rejected.', '- Option B — go back to the drawing board.', '- B: agreed to revisit.']) expect(chosen(meeting(r7)), r7).toBeUndefined();
    for (const r7 of ['- B: Kafka.', '- B: **Kafka**, because it keeps a log.', '- B: unanimous.', '- B: yes!', '- Option B — go ahead.', '- C: agreed.']) expect(chosen(meeting(r7)), r7).toBe(r7.includes('C') ? 'C' : 'B');
  });
});

describe('row 6: 不採用 and its kin reject, never adopt', () => {
  it('`- 案A：コスト高のため不採用。` / `決定：案B（Kafka）を採用する。` decides B', () => {
    const value = read('11-d11-ja-decision');
    expect(chosen(value)).toBe('B');
    expect(decisionEdges(value)).not.toContain('option-a');
  });
  it('the same negations in Chinese and Korean', () => {
    expect(chosen(meeting('- A안: 비용 문제로 미채택.\n결정: B안 채택.'))).toBe('B');
    expect(chosen(meeting('- 方案A：成本太高，不采用。\n决定：采用方案B。'))).toBe('B');
    for (const r7 of ['- A안: 불채택.', '- A案：不採択。', '- A：非採用。']) expect(chosen(meeting(r7)), r7).toBeUndefined();
  });
});

describe('rows 7–9, 11, 12: the owner before an action\'s dash', () => {
  const items = () => read('15-a-action-owners').document.minutes.actionItems;
  const at = (line: number) => items().find((a: any) => a.line === line);
  it('`- Legal review — Dee, …` and `- Pricing — Cy, …` do not make the task the owner', () => {
    expect(at(39).who).not.toBe('Legal review');
    expect(at(40).who).not.toBe('Pricing');
    expect(at(39).who ?? '').toMatch(/^(?:Dee)?$/u);
    expect(at(40).who ?? '').toMatch(/^(?:Cy)?$/u);
  });
  it('`- レビュー — 鈴木、3/12まで`: レビュー is no owner; `- 佐藤 — …` still is', () => {
    const actions = read('11-d11-ja-decision').document.minutes.actionItems;
    expect(actions.find((a: any) => a.line === 33).who).toBe('佐藤');
    const review = actions.find((a: any) => a.line === 34);
    expect(review.who ?? '').toMatch(/^(?:鈴木)?$/u);
  });
  it('`- Ops/SRE — …` and `- Ana & Ben — …` have their owners again', () => {
    expect(at(35)).toMatchObject({ who: 'Ops/SRE', what: 'rotate the broker keys' });
    expect(at(36)).toMatchObject({ who: 'Ana & Ben', what: 'pair on the schema registry' });
  });
  it('a team or role word makes an owner only as the phrase\'s head', () => {
    expect(action('- Legal team — review the contract').who).toBe('Legal team');
    expect(action('- the platform team — rotate the keys').who).toBe('the platform team');
    expect(action('- SRE — rotate the keys').who).toBe('SRE');
    expect(action('- Legal review — by 2028-03-01').who).toBeUndefined();
    expect(action('- security audit follow-up — by 2028-03-01').who).toBeUndefined();
    expect(action('- レビュー — 3/12まで', '佐藤, 鈴木').who).toBeUndefined();
    expect(action('- 王磊 — 写迁移清单', '王磊, 陈静').who).toBe('王磊');
    expect(action('- 김민수 — 문서 작성', '김민수').who).toBe('김민수');
    expect(action('- Docs — @ana, by 2028-03-01').who).toBeUndefined();
  });
});

describe('row 22: a role the name already carries is not added again', () => {
  it('`"Hana Ito (chair)"` with `Moderator: Hana Ito.` stays "Hana Ito (chair)"', () => {
    expect(read('03-d03-bold-decision').document.minutes.facts.participants).toEqual(['Hana Ito (chair)', 'Ben Okafor', 'Cy Tran']);
  });
});

describe('row 14: a decision label over an option key with its title in brackets', () => {
  it('`**Decision:** B (Kafka).` decides B', () => {
    const value = read('03-d03-bold-decision');
    expect(decided(value)).toBe('decided');
    expect(chosen(value)).toBe('B');
  });
  it('only the option\'s own title in the bracket, and nothing after it', () => {
    expect(chosen(meeting('Decision: B (Kafka).'))).toBe('B');
    expect(chosen(meeting('Decision: B (Redis).'))).toBeUndefined();
    expect(chosen(meeting('Decision: B (Kafka) for now, A later.'))).toBeUndefined();
    expect(chosen(meeting('Decision: B (not Kafka).'))).toBeUndefined();
  });
});

describe('rows 15, 16: a decision label on the line after a set-aside item is the decision', () => {
  it.each(['08-d08-de-beschluss', '09-d09-es-decision', '10-d10-fr-nbsp-colon'])('%s decides B at line 30', (name) => {
    const value = read(name);
    expect(chosen(value)).toBe('B');
    expect(value.graph.edges.find((e: any) => e.source === 'decision' && e.type === 'supports')?.provenance?.line).toBe(30);
  });
});
