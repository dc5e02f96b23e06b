// Review 05h (tests/fixtures/review-2026-12-05h/FINDINGS.md): the readings its findings expected,
// written by the reviewer against the fixes after review 05g; each failed before the fixes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';

const caseFile = (name: string) => readFileSync(fileURLToPath(new URL(`../../fixtures/review-2026-12-05h/cases/${name}`, import.meta.url)), 'utf8');
const read = (file: string, text: string): any => {
  const r = processDebate({ file, text } as any, 'x/y' as any);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value.document;
};
const r7 = (line: string) => {
  const text = `---\nparticipants: [Ann, Bo]\n---\n# Which database for the ledger\n\n## R0\n- Option A: Postgres\n- Option B: DynamoDB\n- Option C: Cassandra\n\n## R2 Opinions\n- **Ann:** I support Option B.\n- **Bo:** I prefer Option A.\n\n## R7 Decisions\n- ${line}\n`;
  const m = read('m.md', text).minutes;
  return `${m.outcome}:${m.decision?.chosenOption ?? '-'}`;
};

describe('F1: English "was:" is no action label', () => {
  it.each(['We go with Option B. Owner: Ann. The vote was: 3 to 1.', 'Option B. Owner: Ann, status was: agreed by all.'])('%s decides B', (line) => expect(r7(line)).toBe('decided:B'));
  it('keeps the owner and date of "Sofia: announce the gate, the plan was: after the freeze (by 2026-09-20)"', () => {
    const items = read('a.md', caseFile('2026-12-05-13-00-m01-was-in-actions.md')).minutes.actionItems;
    expect(items[2]).toMatchObject({ who: 'Sofia', when: 'by 2026-09-20' });
  });
});

describe('F2: words after the option that put nothing aside', () => {
  it.each(['决定：方案B 保留现有集群作为备份。', '决定：方案B 放弃 IE11 支持。', '결정: B안 연기 없이 바로 시행', '결정: B안은 연기하지 않는다', '決定：案Bを延期せず実施する'])('%s decides B', (line) => expect(r7(line)).toBe('decided:B'));
});

describe('F3: an option set aside after a comma decides nothing', () => {
  it.each(['Decisión: opción C, rechazada por el comité.', 'Decisão: opção C, rejeitada.', 'Entscheidung: Variante C, abgelehnt.'])('%s', (line) => expect(r7(line)).not.toBe('decided:C'));
});

describe('F4: opción/opção/opzione/Variante before words', () => {
  it.each(['Decisión: opción B por unanimidad.', 'Decisão: opção B por unanimidade.', 'Entscheidung: Variante B mit Rollout im März.'])('%s decides B', (line) => expect(r7(line)).toBe('decided:B'));
});

describe('F5: an option put off in its usual forms is not decided', () => {
  it.each([
    'Decision: Option C (Cassandra) is postponed.', 'Decision: Cassandra (Option C) is postponed.', 'Decision: Option C has been put on hold.',
    'Decision: Option C is, for now, postponed.', 'Decision: Option C should be postponed.', 'Decision: Option C is to be postponed.', 'Decision: Option C (postponed).',
  ])('%s', (line) => expect(r7(line)).not.toBe('decided:C'));
  it.each(['Decision: Option C (Cassandra).', 'Decision: Option C (Cassandra), rollout postponed.', 'Decision: Option C is not postponed.', 'Decision: Option C (Cassandra) is chosen.', 'Decision: Option C should be adopted.'])(
    '%s still decides C', (line) => expect(r7(line)).toBe('decided:C'));
});

describe('F6: the harness keeper listed in participants runs the meeting', () => {
  it('has no opinion of 원탁지기', () => {
    const m = read('k.md', caseFile('2026-12-05-13-20-m03-keeper-listed-chat.md')).minutes;
    expect(m.opinions.map((o: any) => o.participant)).not.toContain('원탁지기');
  });
});

describe('F8: a criterion that starts with "Gesamt-" is a criterion', () => {
  it('keeps "Gesamt-Eindruck der Bedienung" and raises no total warning', () => {
    const m = read('g.md', caseFile('2026-12-05-13-10-m02-de-gesamt-eindruck.md')).minutes;
    expect(m.rubric.criteria).toContain('Gesamt-Eindruck der Bedienung');
  });
});

describe('F12: a side is not named by its one turn label', () => {
  it('reads Agent A / Agent B', () => {
    expect(read('t.md', caseFile('t02-labels-before-round-b-truncated.md')).transcript.sides).toEqual(['Agent A', 'Agent B']);
  });
});
