// Review 2026-12-06zg (tests/fixtures/review-2026-12-06zg/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { declinesCall } from '../../../src/lib/formats/transcript/noCall.ts';
import { readFixtureLog, readLog } from '../../support/readLog.ts';

const meeting = (r7: string) => readLog(`---\ndate: 2028-02-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n- A: Redis\n- B: Kafka\n- C: SQS\n\n## R2\n\n- Ana Lima: For B.\n- Ben Cho: For A.\n\n## R7 Decision\n\n${r7}\n`, '2028-02-01-10-00-t.md').value;
const chosen = (r7: string) => minutesOutcome(meeting(r7).document).decision?.chosen?.key;
const action = (item: string) => readLog(`---\ndate: 2028-02-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n- A: one\n- B: two\n\n## Action items\n\n${item}\n`, '2028-02-01-10-00-t.md').value.document.minutes.actionItems[0];

describe('row 1, undone by review 06zh: an aside after the title decides nothing', () => {
  // A short aside may set the option aside in any language (`(on hold)`, `(abgelehnt)`, `(TBD)`): when in doubt, no decision.
  it.each(['- B: Kafka (managed).', '- B: Kafka, managed.', '- B: Kafka (on hold).', '- B: Kafka (abgelehnt).', '- B: Kafka (TBD).', '- B: Kafka, for now.', '- B: Kafka (too expensive).', '- B: Kafka, pending legal.'])('`%s` decides nothing', (r7) => {
    expect(chosen(r7)).toBeUndefined();
  });
  it('the title alone still decides', () => {
    expect(chosen('- B: Kafka.')).toBe('B');
  });
});

describe('row 2: a decision label that only rejects chooses nothing', () => {
  it.each(['결정: A안 미채택, C안 불채택.', '결정: A안 미채택.', '決定：案Aは不採用、案Cも不採用。'])('`%s`', (r7) => {
    expect(chosen(r7)).toBeUndefined();
  });
  it('a label that adopts one still does', () => {
    expect(chosen('결정: B안 채택.')).toBe('B');
  });
});

describe('rows 3, 5: owners with a spaced slash or a team word that is a verb too', () => {
  it('`- Ops / SRE — rotate the broker keys` is owned by Ops / SRE', () => {
    expect(action('- Ops / SRE — rotate the broker keys')).toMatchObject({ who: 'Ops / SRE', what: 'rotate the broker keys' });
  });
  it('`- QA + Design — test the status page` is owned by QA + Design', () => {
    expect(action('- QA + Design — test the status page')).toMatchObject({ who: 'QA + Design', what: 'test the status page' });
  });
  it('a date between slashes is still the when: `x / 12月15日 / …`', () => {
    expect(action('- security-champion: シークレットスキャンの導入 / 12月15日 / 全リポジトリで有効')).toMatchObject({ when: '12月15日' });
  });
  it('labelled fields split at " / " still: `누가: Ana Lima / 무엇을: 문서 작성`', () => {
    expect(action('- 누가: Ana Lima / 무엇을: 문서 작성 / 언제: 2028-03-01')).toMatchObject({ who: 'Ana Lima', what: '문서 작성' });
  });
});

describe('row 4: "neither … better than the other" makes no call', () => {
  it.each(['Neither option is better than the other for this team.', 'Neither option is clearly better than the other.'])('`%s`', (text) => {
    expect(declinesCall(text)).toBe(true);
  });
  it.each(['Neither migration is clearly better for this team than staying on RabbitMQ.', 'Neither B nor C is clearly better than A.'])('`%s` is a call', (text) => {
    expect(declinesCall(text)).toBe(false);
  });
});

describe('row 7: Portuguese "uma vez que" gives a reason, not a condition', () => {
  it('"Retiro o meu apoio à opção A, uma vez que o custo subiu." withdraws Inês Moreira\'s support', () => {
    const edges = readFixtureLog('review-2026-12-06zg/cases', '2027-12-10-10-31-e-pt.md').value.graph.edges;
    expect(edges.some((e: any) => e.source === 'opinion-inês-moreira' && e.attributes?.stance_changed?.startsWith('line 34'))).toBe(true);
  });
});
