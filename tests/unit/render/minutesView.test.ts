import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeSource, type SourceText } from '../../../src/lib/parse/source.ts';
import { minutesGoalCheck, parseMinutes, type Minutes } from '../../../src/lib/formats/minutes/parse.ts';
import { buildMinutesView, formatMinutesDate, ownerParts } from '../../../src/lib/render/minutesView.ts';
import { textSource } from '../fixtureSource.ts';

function contentSource(path: string): SourceText {
  const decoded = decodeSource(path, readFileSync(new URL(`../../../${path}`, import.meta.url)));
  if (!decoded.ok) throw new Error(decoded.diagnostic.message);
  return decoded.source;
}

function parsed(source: SourceText): Minutes {
  const result = parseMinutes(source);
  if (!result.ok) throw new Error(`expected ${source.file} to parse: ${JSON.stringify(result.diagnostics)}`);
  return result.value;
}

const KO = 'content/debates/2026/minutes/2026-06-03-14-30-next-essay-topic.md';
const EN = 'content/debates/2026/minutes/2026-08-10-2315-review-rubric-revision.md';

describe('the Korean sample (decision, one incomplete action item)', () => {
  const minutes = parsed(contentSource(KO));
  const resolveWikilink = (name: string) => (name === 'doc-reviewer' ? '#n-p-doc-reviewer' : name === 'red-team' ? 'javascript:alert(1)' : undefined);
  const v = buildMinutesView(minutes, { resolveWikilink });

  it('lists the frontmatter facts in order, the date with time and offset', () => {
    expect(v.facts.map((f) => f.label)).toEqual(['Date', 'Agent', 'Type', 'Mode', 'Trigger', 'Participants', 'Engine']);
    expect(v.facts[0]).toEqual({ key: 'date', label: 'Date', text: '2026-06-03 14:30 +09:00', datetime: '2026-06-03T14:30+09:00' });
    expect(v.facts.find((f) => f.key === 'mode')?.text).toBe('log-eval');
    const participants = v.facts.find((f) => f.key === 'participants')!;
    expect(participants.names?.map((n) => n.name)).toEqual(['manuscript-architect', 'doc-reviewer', 'terminology-keeper', 'style-enforcer', '독자 대표(즉석)', 'red-team']);
    expect(participants.names?.[1]).toEqual({ name: 'doc-reviewer', href: '#n-p-doc-reviewer' });
    // A resolver answer the URL check refuses is not used.
    expect(participants.names?.[5]).toEqual({ name: 'red-team' });
  });

  it('has rounds R0–R7 in order with their Markdown', () => {
    expect(v.rounds.map((r) => r.key)).toEqual(['R0', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7']);
    expect(v.rounds.map((r) => r.title)).toEqual(['개회', '문제 정의', '독립 의견', '발산', '교차질문', '프리모템', '수렴', '결정']);
    expect(v.rounds.every((r) => r.showName)).toBe(true);
    expect(v.rounds[0]!.id).toBe('minutes-r0');
    expect(v.rounds[2]!.markdown).toContain('### [[manuscript-architect]]');
    expect(v.rounds[6]!.markdown).toContain('| 합계 | 16 | 15 | 13 |');
  });

  it('has the rubric with totals and the chosen option', () => {
    const rubric = v.rubric!;
    expect(rubric.criteria).toHaveLength(4);
    expect(rubric.rows.map((r) => [r.key, r.total, r.chosen, r.highest])).toEqual([['A', '16', true, true], ['B', '15', false, false], ['C', '13', false, false]]);
    expect(rubric.rows[0]!.scores).toEqual(['5', '4', '4', '3']);
    expect(rubric.rows[0]!.label).toMatch(/^「하네스 1년 운영기/);
    expect(rubric.chosen?.key).toBe('A');
    expect(rubric.caption).toBe('R6 rubric: 4 criteria, 3 options; option A chosen');
  });

  it('has the decision and no hold', () => {
    expect(v.decision?.chosen?.key).toBe('A');
    expect(v.decision?.markdown).toMatch(/^진행자 추천: \*\*A안\*\*/);
    expect(v.hold).toBeNull();
  });

  it('has the risks with the option each threatens', () => {
    // R5's four failure worlds, then the risks section's four (issue 26: both are read).
    expect(v.risks.map((r) => r.option?.key)).toEqual(['A', 'C', 'B', undefined, 'A', 'A', 'C', 'B']);
    expect(v.risks[6]!.option?.label).toMatch(/^「검수 점수와/);
  });

  it('flags the action item without done criteria', () => {
    expect(v.actionItems).toHaveLength(4);
    expect(v.incompleteActionItems).toBe(1);
    const item = v.actionItems[2]!;
    expect(item.complete).toBe(false);
    expect(item.missingText).toBe('Missing: done criteria');
    expect(item.cells.map((c) => [c.label, c.missing])).toEqual([['Who', false], ['What', false], ['When', false], ['Done criteria', true]]);
    expect(item.cells[0]!.value).toBe('[[internal-liaison]]');
    expect(item.cells[3]!.value).toBeUndefined();
    expect(v.actionItems.filter((a) => a.complete)).toHaveLength(3);
  });

  it('has unknowns, evaluation and the goal check', () => {
    expect(v.unknowns).toHaveLength(3);
    expect(v.evaluation?.map((e) => [e.axis, e.grade])).toEqual([['회의 효율', 'B'], ['결정 품질', '3'], ['unknown 발굴', 'A']]);
    expect(v.goalCheck.map((c) => [c.id, c.status])).toEqual([
      ['decision-or-hold', 'pass'], ['action-items-complete', 'missing'], ['risk', 'pass'], ['unknowns', 'pass'],
    ]);
    expect(v.goalCheck[1]!.title).toBe('Every action item has who, what, when and done criteria');
    expect(v.goalCheck[1]!.detail).toContain('lacks done criteria');
    expect(v.goalCheckPassed).toBe(false);
  });

  it('uses the goal check it is given', () => {
    const given = minutesGoalCheck(minutes).map((c) => ({ ...c, passed: true }));
    expect(buildMinutesView(minutes, { goalCheck: given }).goalCheckPassed).toBe(true);
  });
});

describe('the English sample (hold)', () => {
  const v = buildMinutesView(parsed(contentSource(EN)));

  it('has the hold with reason and resume condition, and no decision', () => {
    expect(v.decision).toBeNull();
    expect(v.hold?.markdown.startsWith('**Held.** No option is adopted tonight.')).toBe(true);
    // The hold's other paragraph is kept, not dropped.
    expect(v.hold?.markdown).toContain('Interim measure, agreed by all');
    expect(v.hold?.reason).toMatch(/^the three options rest on three different causes/);
    expect(v.hold?.resumeCondition).toMatch(/^resume when the blind re-scoring of 12 archived drafts/);
    expect(v.hold?.missing).toEqual([]);
  });

  it('marks no option chosen in the rubric, C highest', () => {
    expect(v.rubric?.chosen).toBeUndefined();
    expect(v.rubric?.rows.map((r) => [r.key, r.total, r.chosen, r.highest])).toEqual([['A', '11', false, false], ['B', '9', false, false], ['C', '15', false, true]]);
    expect(v.rubric?.caption).toBe('R6 rubric: 4 criteria, 3 options; no option chosen (on hold)');
  });

  it('has the facts, rounds R0–R6 named in English, complete action items and a passing goal check', () => {
    expect(v.facts.map((f) => [f.key, f.text])).toEqual([
      ['date', '2026-08-10 23:15 +09:00'],
      ['type', 'meeting'],
      ['mode', 'rubric-revision'],
      ['participants', 'doc-reviewer, style-enforcer, terminology-keeper, docs-publisher, red-team'],
      ['status', 'hold'],
    ]);
    expect(v.rounds.map((r) => [r.key, r.title, r.showName])).toEqual([
      ['R0', 'Opening', false], ['R1', 'Problem', false], ['R2', 'Independent opinions', false], ['R3', 'Divergence', false],
      ['R4', 'Cross-questions', false], ['R5', 'Pre-mortem', false], ['R6', 'Convergence', false],
    ]);
    expect(v.risks.map((r) => r.option?.key ?? null)).toEqual(['A', 'B', 'C', null, 'A', 'B', 'C', null]);
    expect(v.incompleteActionItems).toBe(0);
    expect(v.actionItems.map((a) => a.missingText)).toEqual(['', '', '', '']);
    expect(v.unknowns).toHaveLength(4);
    expect(v.evaluation).toBeNull();
    expect(v.goalCheck.every((c) => c.status === 'pass')).toBe(true);
  });
});

describe('small variants', () => {
  it('keeps other frontmatter keys in file order, sorts rounds, numbers repeated ones', () => {
    const m = parsed(textSource('2026-01-02-0304-x.md', [
      '---', 'type: meeting', 'zeta: last?', 'alpha: [1, 2]', 'phase: 2', 'verdict: go', 'date: 2026-01-02T03:04Z', '---',
      '## R2 Opinions', 'two', '## R0 Opening', 'zero', '## R2 More opinions', 'two again', '## R7 결정', '결정: 보류 없이 진행',
    ].join('\n')));
    const v = buildMinutesView(m);
    expect(v.facts.map((f) => [f.label, f.text])).toEqual([
      ['Date', '2026-01-02 03:04 UTC'], ['Type', 'meeting'], ['Phase', '2'], ['Verdict', 'go'], ['zeta', 'last?'], ['alpha', '1, 2'],
    ]);
    expect(v.facts[0]!.datetime).toBe('2026-01-02T03:04Z');
    expect(v.rounds.map((r) => [r.id, r.markdown])).toEqual([
      ['minutes-r0', 'zero'], ['minutes-r2', 'two'], ['minutes-r2-2', 'two again'], ['minutes-r7', '결정: 보류 없이 진행'],
    ]);
  });

  it('a hold without a resume condition says what it lacks', () => {
    const m = parsed(textSource('h.md', '---\ntype: meeting\n---\n## 보류\n\n- **사유:** 자료 부족\n'));
    const v = buildMinutesView(m);
    expect(v.hold).toEqual({ markdown: '보류', reason: '자료 부족', missing: ['resume condition'] });
    expect(v.goalCheck[0]).toMatchObject({ id: 'decision-or-hold', status: 'missing' });
    expect(v.rubric).toBeNull();
    expect(v.unknowns).toBeNull();
    expect(v.actionItems).toEqual([]);
  });

  it('flags every missing action-item field', () => {
    const m = parsed(textSource('a.md', '---\ntype: meeting\n---\n## Action items\n\n| who | what | when | done |\n|---|---|---|---|\n| | write it | TBD | - |\n'));
    const [item] = buildMinutesView(m).actionItems;
    expect(item!.missingText).toBe('Missing: who, when, done criteria');
    expect(item!.cells.filter((c) => c.missing).map((c) => c.field)).toEqual(['who', 'when', 'done']);
  });

  it('formats dates with and without a time', () => {
    expect(formatMinutesDate({ date: '2026-06-03' })).toEqual({ text: '2026-06-03', datetime: '2026-06-03' });
    expect(formatMinutesDate({ date: '2026-06-03', time: '09:05' })).toEqual({ text: '2026-06-03 09:05', datetime: '2026-06-03T09:05' });
    expect(formatMinutesDate({})).toBeNull();
  });
});

describe('text the parser did not understand', () => {
  it('is listed by line and section, consecutive lines as one block', () => {
    const source = { file: 'n.md', text: '---\ntype: meeting\n---\n# T\n\nA stray note.\n\n## R7 Decision\n\n- Option A.\n\n## Appendix\n\nline one\nline two\n\nline four\n' };
    const result = parseMinutes(source);
    if (!result.ok) throw new Error('expected minutes');
    const view = buildMinutesView(result.value);
    expect(view.notInterpreted).toEqual([
      { from: 6, to: 6, section: 'T', text: 'A stray note.', reason: expect.any(String) },
      { from: 12, to: 17, section: 'Appendix', text: '## Appendix\n\nline one\nline two\n\nline four', reason: expect.any(String) },
    ]);
    expect(view.decision?.chosen).toEqual({ key: 'A' });
  });

  it('names the chosen option and the threatened one with the titles the document gives', () => {
    const result = parseMinutes({ file: 'o.md', text: '---\ntype: meeting\n---\n## R0 Opening\n\n- A: keep the cron job\n- B: move to a queue\n\n## R5 Pre-mortem\n\n- Option B: the queue needs an owner.\n\n## R7 Decision\n\nWe adopt option B.\n' });
    if (!result.ok) throw new Error('expected minutes');
    const view = buildMinutesView(result.value);
    expect(view.decision?.chosen).toEqual({ key: 'B', label: 'move to a queue' });
    expect(view.risks[0]?.option).toEqual({ key: 'B', label: 'move to a queue' });
    expect(view.notInterpreted).toEqual([]);
  });
});

describe('ownerParts: an action item\'s owners who are participants', () => {
  const hrefOf = (name: string) => (['analyst', 'skeptic'].includes(name) ? `/atlas/personas/${name}/` : undefined);
  it('cuts the cell at its separators and gives each participant its page', () => {
    expect(ownerParts('@skeptic and Pat', hrefOf)).toEqual([{ text: '@skeptic', href: '/atlas/personas/skeptic/' }, { text: ' and ' }, { text: 'Pat' }]);
    expect(ownerParts('1) analyst, 2) skeptic', hrefOf)?.filter((p) => p.href !== undefined).map((p) => p.text)).toEqual(['1) analyst', '2) skeptic']);
  });
  it('leaves the cell whole where a cut would split a link, a wikilink or a code span, or no one is a participant', () => {
    expect(ownerParts('analyst, [runbook](https://wiki.example/ops/runbook)', hrefOf)).toBeUndefined();
    expect(ownerParts('analyst & `a/b` owners', hrefOf)).toBeUndefined();
    expect(ownerParts('Pat and Lee', hrefOf)).toBeUndefined();
    expect(ownerParts('R&amp;D', hrefOf)).toBeUndefined();
  });
});
