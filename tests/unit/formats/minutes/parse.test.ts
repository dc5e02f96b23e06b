import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../../src/lib/core/diagnostics.ts';
import { decodeSource, type SourceText } from '../../../../src/lib/parse/source.ts';
import { classifyHeading, looksLikeMinutes, minutesGoalCheck, minutesToLog, parseMinutes, type Minutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { looksLikeTranscript } from '../../../../src/lib/formats/transcript/parse.ts';
import { expectValidLog, fixtureIn } from '../../fixtureSource.ts';

const fixture = fixtureIn('minutes');

function parsed(source: SourceText): { minutes: Minutes; diagnostics: Diagnostic[] } {
  const result = parseMinutes(source);
  if (!result.ok) throw new Error(`expected ${source.file} to parse: ${JSON.stringify(result.diagnostics)}`);
  return { minutes: result.value, diagnostics: result.diagnostics };
}

const check = (m: Minutes, id: string) => minutesGoalCheck(m).find((c) => c.id === id)!;


describe('headings', () => {
  it('match Korean and English names, with or without an R prefix and separators', () => {
    const cases: Array<[string, string]> = [
      ['R0 개회', 'R0'], ['R0 — Opening', 'R0'], ['R1: 문제 정의', 'R1'], ['Problem definition', 'R1'],
      ['R2 · 독립 의견', 'R2'], ['Independent opinions', 'R2'], ['R3 (발산)', 'R3'], ['Divergence', 'R3'],
      ['교차질문', 'R4'], ['교차 질문', 'R4'], ['R4 Cross-questions', 'R4'], ['프리모템', 'R5'], ['Pre-mortem (red-team)', 'R5'],
      ['Red-team', 'R5'], ['R6 수렴', 'R6'], ['Convergence', 'R6'], ['R7 결정·액션', 'R7'], ['결정·액션', 'R7'], ['Decision', 'R7'],
      ['보류', 'hold'], ['Hold', 'hold'], ['리스크', 'risks'], ['Risks', 'risks'], ['액션아이템', 'actions'], ['액션 아이템', 'actions'],
      ['Action items', 'actions'], ['미해결 unknown', 'unknowns'], ['Open unknowns', 'unknowns'], ['평가', 'evaluation'],
      ['종합 평가 (정원지기 시점)', 'evaluation'], ['Evaluation', 'evaluation'], ['🧭 R0 개회', 'R0'],
      ['2라운드 — 독립 의견', 'R2'], ['7라운드 — 결정', 'R7'], ['第5ラウンド', 'R5'], ['3轮 发散', 'R3'],
    ];
    for (const [heading, key] of cases) expect(classifyHeading(heading)?.key, heading).toBe(key);
    for (const heading of ['Stakeholders', 'Threshold', 'Agent A — Round 1 (Opening)', 'Status: CONTINUE — problem remains', 'References', '12라운드']) {
      expect(classifyHeading(heading), heading).toBeNull();
    }
  });

  it('publishes unread, never refuses, minutes whose rounds are named but whose sections no shape finds', () => {
    const result = parseMinutes({ file: 'm.md', text: '[R0 Opening] hi all\n[R1 Problem] pick one\nA: keep\n[R2 Opinions]\nana says I support A\n' });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.value.opinions).toEqual([]);
    expect(result.diagnostics.filter((d) => d.code === 'minutes-unread').map((d) => d.line)).toEqual([1]);
    expect(result.diagnostics.find((d) => d.code === 'minutes-not-interpreted')?.message).toContain('lines 1–5');
  });

  it('detect minutes by frontmatter or two round headings, and never take a transcript for minutes', () => {
    expect(looksLikeMinutes('---\ntype: meeting\n---\ntext')).toBe(true);
    expect(looksLikeMinutes('---\nagent: roundtable\n---\n')).toBe(true);
    expect(looksLikeMinutes('## R1 Problem\n\n## R7 Decision\n')).toBe(true);
    expect(looksLikeMinutes('## Risks\n')).toBe(false);
    // Without headings, three rounds opened by the round token in any wrapper (full-width too).
    expect(looksLikeMinutes('**R0 · Opening** — hi\n【R2 独立意见】\n１．収束（Ｒ６）\n')).toBe(true);
    expect(looksLikeMinutes('**R0 · Opening** — hi\n【R2 独立意见】\n')).toBe(false);
    const transcript = readFileSync(fileURLToPath(new URL('../../../fixtures/transcripts/natural-convergence.md', import.meta.url)), 'utf8');
    expect(looksLikeMinutes(transcript)).toBe(false);
    expect(looksLikeTranscript(fixture('2026-06-03-14-30-ko-full.md').text)).toBe(false);
  });
});

describe('Korean minutes with every section', () => {
  const { minutes, diagnostics } = parsed(fixture('2026-06-03-14-30-ko-full.md'));

  it('reads the frontmatter facts and keeps unknown keys', () => {
    expect(minutes.facts).toMatchObject({ date: '2026-06-03', agent: 'roundtable', type: 'meeting', mode: 'log-eval', trigger: '사용자 요청' });
    expect(minutes.facts.participants).toEqual(['doc-reviewer', 'style-enforcer', 'red-team']);
    expect(minutes.facts.other.get('reviewed-by')).toBe('tamer');
    // The frontmatter has a date, so the file name's time is not mixed in.
    expect(minutes.facts.time).toBeUndefined();
    // The document's own heading names the meeting better than its file name.
    expect(minutes.title).toBe('검수 엔진 도입 회의');
  });

  it('finds R0 to R7 and the opinions of R2', () => {
    expect(minutes.rounds.map((r) => r.key)).toEqual(['R0', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7']);
    expect(minutes.rounds[0]!.line).toBe(13);
    expect(minutes.opinions).toMatchObject([
      { participant: 'doc-reviewer', markdown: 'B안을 지지한다. 누락 검출률이 두 배다.' },
      { participant: 'style-enforcer', markdown: 'C를 지지한다. 문체 규칙 이전 비용이 크다.' },
    ]);
  });

  it('reads the R6 rubric with its totals row and the option labels from R0', () => {
    expect(minutes.rubric).toMatchObject({
      criteria: ['효과', '비용', '일정'],
      options: [
        { key: 'A', label: '현행 유지', scores: [1, 5, 5], total: 11 },
        { key: 'B', label: '새 검수 엔진 도입', scores: [5, 2, 2], total: 9 },
        { key: 'C', label: '부분 도입', scores: [3, 4, 3], total: 10 },
      ],
      chosen: 'B',
    });
  });

  it('reads the decision, the risks with the option each names, unknowns and the evaluation', () => {
    expect(minutes.decision).toMatchObject({ text: 'B안 채택 (편집장 승인).', chosenOption: 'B' });
    expect(minutes.hold).toBeNull();
    // The R5 pre-mortem risk and the risks section's three: both are read (issue 26).
    expect(minutes.risks.map((r) => r.option)).toEqual(['B', 'B', 'C', undefined]);
    expect(minutes.unknowns?.map((u) => u.text)).toEqual(['새 엔진의 오탐률은?']);
    expect(minutes.evaluation).toEqual([
      { axis: '회의 효율', grade: 'A', note: '재순환 없음' },
      { axis: '결정 품질', grade: '4', note: '필드 1건 공란' },
    ]);
  });

  it('reads action item columns in any order and names the item with an empty field', () => {
    expect(minutes.actionItems).toMatchObject([
      { who: '[[style-enforcer]]', what: '규칙 이전 계획', when: '2026-06-20', done: '계획서 승인', missing: [], line: 67 },
      { who: '[[doc-reviewer]]', what: '파일럿 운영', when: '2026-07-01', missing: ['done'], line: 68 },
    ]);
    const actions = check(minutes, 'action-items-complete');
    expect(actions.passed).toBe(false);
    expect(actions.detail).toContain('파일럿 운영');
    expect(actions.detail).toContain('done criteria');
    expect(diagnostics).toEqual([
      // The rubric's top total is A (11) while the decision adopts B: said, never silently "fixed".
      expect.objectContaining({ severity: 'warning', code: 'minutes-rubric', line: 61, message: "the decision chose option B, but the rubric's highest total is option A" }),
      expect.objectContaining({ severity: 'warning', code: 'minutes-action', line: 68 }),
    ]);
  });

  it('maps to a valid log: options and opinions as claims, risks opposing options, the decision supporting the choice', () => {
    const log = minutesToLog(minutes);
    expectValidLog(log);
    expect(log.topic).toBe('검수 엔진 도입 회의');
    expect(log.personas.map((p) => p.id)).toEqual(['p-doc-reviewer', 'p-style-enforcer', 'p-red-team']);
    expect(log.personas[0]!.position).toBe('B안을 지지한다.');
    expect(log.claims.find((c) => c.id === 'option-b')?.text).toBe('B: 새 검수 엔진 도입');
    expect(log.relations).toContainEqual(expect.objectContaining({ source: 'opinion-doc-reviewer', target: 'option-b', type: 'supports', text: 'B안을 지지한다.' }));
    expect(log.relations).toContainEqual(expect.objectContaining({ source: 'opinion-style-enforcer', target: 'option-c', type: 'supports', text: 'C를 지지한다.' }));
    expect(log.relations).toContainEqual(expect.objectContaining({ source: 'risk-2', target: 'option-b', type: 'opposes', text: 'B안: 규칙 이전이 늦으면 9월 발행이 밀린다.' }));
    // red-team is a participant here, so no extra persona is added.
    expect(log.relations.filter((r) => r.target.startsWith('risk-')).every((r) => r.source === 'p-red-team')).toBe(true);
    expect(log.synthesis).toMatchObject({ id: 'decision', text: 'B안 채택 (편집장 승인).' });
    expect(log.relations).toContainEqual(expect.objectContaining({ source: 'decision', target: 'option-b', type: 'supports' }));
    expect(log.open_questions).toEqual([{ text: '새 엔진의 오탐률은?', source: { line: 78 } }]);
    expect(log.meta.created).toBe('2026-06-03');
  });
});

describe('English minutes on hold', () => {
  const { minutes } = parsed(fixture('2026-05-18-1231-en-hold.md'));

  it('normalises the date with time and offset, and keeps free text and unknown keys', () => {
    expect(minutes.facts).toMatchObject({ date: '2026-05-18', time: '12:31', offset: '+09:00', mode: 'free text mode', phase: '2', status: 'hold', verdict: 'pending', engine: 'roundtable-v2' });
    expect(minutes.facts.other.get('budget-owner')).toBe('finance');
    expect(minutes.facts.participants).toEqual(['analyst', 'skeptic']);
  });

  it('reads bullet opinions and a rubric with options as rows and no totals row', () => {
    expect(minutes.opinions.map((o) => o.participant)).toEqual(['analyst', 'skeptic']);
    expect(minutes.rubric?.criteria).toEqual(['Clarity', 'Conversion', 'Cost']);
    expect(minutes.rubric?.options).toMatchObject([
      { key: 'A', label: 'three-tier table', scores: [3, 4, 5], total: 12 },
      { key: 'B', label: 'usage slider', scores: [4, 3, 2], total: 9 },
    ]);
    expect(minutes.rubric?.chosen).toBeUndefined();
  });

  it('counts an explicit hold with reason and resume condition as the goal', () => {
    expect(minutes.decision).toBeNull();
    expect(minutes.hold).toMatchObject({ text: 'Held until data arrives.', reason: 'conversion data for the slider does not exist yet.', resumeCondition: 'an A/B test with 2,000 sessions per arm.' });
    expect(check(minutes, 'decision-or-hold').passed).toBe(true);
  });

  it('reads a risks table with an option column, and action items written as lists', () => {
    expect(minutes.risks).toMatchObject([{ text: 'Option A fails because enterprise buyers skip tables.', option: 'A', round: 5 }, { text: 'Slider confuses annual billing (B)', option: 'B' }, { text: 'The test drags past Q3' }]);
    expect(minutes.actionItems).toMatchObject([
      { who: 'analyst', what: 'set up the A/B test', when: '2026-06-01', done: 'both arms live', missing: [], line: 57 },
      { who: 'skeptic', what: 'write slider copy', done: 'copy reviewed', missing: ['when'], line: 58 },
    ]);
  });

  it('adds a red-team persona for the risks when no participant is the red team, and makes the hold the synthesis', () => {
    const log = minutesToLog(minutes);
    expectValidLog(log);
    expect(log.personas.map((p) => p.id)).toEqual(['p-analyst', 'p-skeptic', 'red-team']);
    expect(log.relations).toContainEqual(expect.objectContaining({ source: 'red-team', target: 'risk-1', type: 'supports' }));
    expect(log.relations).toContainEqual(expect.objectContaining({ source: 'risk-2', target: 'option-b', type: 'opposes', text: 'Slider confuses annual billing (B)' }));
    expect(log.relations.filter((r) => r.source === 'p-analyst').map((r) => r.target)).toEqual(['opinion-analyst']);
    expect(log.relations.filter((r) => r.source === 'opinion-analyst').map((r) => [r.type, r.target])).toEqual([['supports', 'option-a']]);
    expect(log.synthesis?.text).toMatch(/^Hold: Held until data arrives\./);
    expect(log.synthesis?.text).toContain('Resume condition: an A/B test');
  });
});

describe('incomplete minutes', () => {
  it('keeps a file with missing sections and shows what is missing in the goal check and as warnings', () => {
    const { minutes, diagnostics } = parsed(fixture('2026-07-01-0905-missing-sections.md'));
    expect(minutes.facts.date).toBe('2026-07-01');
    expect(minutes.facts.time).toBe('09:05');
    expect(minutes.title).toBe('missing sections');
    expect(minutes.unknowns).toBeNull();
    expect(minutes.evaluation).toBeNull();
    const checks = minutesGoalCheck(minutes);
    expect(checks.map((c) => [c.id, c.passed])).toEqual([
      ['decision-or-hold', false], ['action-items-complete', false], ['risk', false], ['unknowns', false],
    ]);
    expect(diagnostics.every((d) => d.severity === 'warning' && d.code === 'minutes-goal')).toBe(true);
    expect(diagnostics.map((d) => d.path)).toEqual(['decision-or-hold', 'action-items-complete', 'risk', 'unknowns']);
    expectValidLog(minutesToLog(minutes));
  });

  it('fails the hold check when the resume condition is missing', () => {
    const { minutes } = parsed({ file: 'm.md', text: '---\ntype: meeting\n---\n## 보류\n\n보류한다.\n\n- 사유: 데이터 없음\n' });
    expect(minutes.hold).toMatchObject({ text: '보류한다.', reason: '데이터 없음' });
    const goal = check(minutes, 'decision-or-hold');
    expect(goal.passed).toBe(false);
    expect(goal.detail).toContain('resume condition');
  });

  it('reads minutes without frontmatter from their headings; "- none" is no risk, and the title comes from the # heading', () => {
    const { minutes } = parsed(fixture('headings-only.md'));
    expect(minutes.title).toBe('Retro without frontmatter');
    expect(minutes.decision).toMatchObject({ text: 'adopt option B (parallel builds).', chosenOption: 'B' });
    expect(minutes.risks).toEqual([]);
    const log = minutesToLog(minutes);
    expectValidLog(log);
    expect(log.claims).toMatchObject([{ id: 'option-b', text: 'Option B' }]);
  });

  it('keeps participant sub-headings under R2 and nested hold sections under R7 apart', () => {
    const text = [
      '---', 'type: meeting', '---',
      '## R2 독립 의견', '### Risk analyst', 'A안을 지지한다.', '### Problem solver', 'B안을 지지한다.',
      '## R7 결정·액션', '### 보류', '보류.', '- **사유**: 근거 부족', '- **재개 조건**: 7월 데이터', '### 액션 아이템',
      '- 누가: 홍길동, 무엇을: 자료 수집, 언제까지: 7/1, 완료기준: 보고서',
    ].join('\n');
    const { minutes } = parsed({ file: 'nested.md', text });
    expect(minutes.opinions.map((o) => o.participant)).toEqual(['Risk analyst', 'Problem solver']);
    expect(minutes.decision).toBeNull();
    expect(minutes.hold).toMatchObject({ text: '보류.', reason: '근거 부족', resumeCondition: '7월 데이터' });
    expect(minutes.actionItems).toMatchObject([{ who: '홍길동', what: '자료 수집', when: '7/1', done: '보고서', missing: [], line: 15 }]);
  });
});

describe('input it must survive', () => {
  it('reads CRLF line ends and a byte-order mark, with a Z offset', () => {
    const { minutes } = parsed(fixture('2026-08-10-23-15-crlf-bom.md'));
    expect(minutes.facts).toMatchObject({ date: '2026-08-10', time: '23:15', offset: 'Z' });
    expect(minutes.decision?.chosenOption).toBe('A');
    expect(minutes.unknowns).toEqual([]);
    expect(minutesGoalCheck(minutes).every((c) => c.passed)).toBe(true);
    expect(JSON.stringify(minutes, (_, v: unknown) => (v instanceof Map ? [...v] : v))).not.toContain('\\r');
  });

  // Probe 25 (K2b): past about 3,200 characters a list item was no item, so the opinion was plain text, silently.
  it('reads a speaker\'s opinion of any length as their opinion, with its stance', () => {
    const source = fixture('2026-05-18-1231-en-hold.md');
    const long = `- **analyst:** Option A, the three-tier table. ${'Conversion data favours it. '.repeat(200)}`;
    const { minutes } = parsed({ ...source, text: source.text.replace(/^- \*\*analyst:\*\*.*$/mu, long) });
    const analyst = minutes.opinions.find((o) => o.participant === 'analyst')!;
    expect(analyst.markdown.length).toBeGreaterThan(5000);
    expect(analyst.stances.filter((s) => s.kind !== 'mentions').map((s) => `${s.kind} ${s.option}`)).toEqual(['supports A']);
  });

  it('rejects a file that matches nothing, naming the file and what was expected', () => {
    const result = parseMinutes(fixture('not-minutes.md'));
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'error', code: 'minutes', file: 'tests/fixtures/minutes/not-minutes.md' });
    expect(result.diagnostics[0]!.message).toContain('type: meeting');
    expect(result.diagnostics[0]!.message).toContain('R0 개회');
  });

  it('keeps hostile text as data and ignores headings inside code fences', () => {
    const { minutes } = parsed(fixture('hostile.md'));
    expect(minutes.title).toBe('<script>alert(1)</script>');
    expect(minutes.facts.participants).toEqual(['<img src=x onerror=alert(1)>', '../../x', '__proto__']);
    expect(minutes.opinions[0]!.participant).toBe("<script>alert('h')</script>");
    expect(minutes.wikilinks).toEqual(['../../x', '../../etc/passwd']);
    expect(minutes.rounds.map((r) => r.key)).toEqual(['R2', 'R7']);
    expect(minutes.risks).toMatchObject([{ text: '[x](javascript:alert(2)) threatens (A)', option: 'A' }]);
    expect(minutes.actionItems[0]).toMatchObject({ who: '<b>x</b>', when: 'javascript:alert(3)', missing: [] });
    const log = minutesToLog(minutes);
    expectValidLog(log);
    expect(log.personas.some((p) => p.name === '__proto__')).toBe(true);
  });

  it('never throws on pathological text (its cost: npm run bench:linear)', () => {
    const inputs = [
      '---\ntype: meeting\n---\n',
      '---\ntype: meeting\n---\n## R6 수렴\n' + '|'.repeat(100_000) + '\n|' + '-|'.repeat(50_000),
      '## R1 Problem\n## R7 Decision\n' + 'Decision:' + ' '.repeat(100_000) + 'x',
      '## R2 Opinions\n- **' + '*'.repeat(100_000),
      '## Action items\n- ' + '**who:** '.repeat(20_000),
      '## Risks\n- ' + 'option '.repeat(30_000) + 'A',
      '## Unknowns\n' + '[['.repeat(50_000) + ']]'.repeat(50_000),
      ('## R0 Opening\n### x\n').repeat(5_000),
      '## R5 Pre-mortem\n- ' + 'A가'.repeat(50_000),
    ];
    for (const text of inputs) {
      expect(() => {
        const result = parseMinutes({ file: 'evil.md', text });
        if (result.ok) {
          minutesGoalCheck(result.value);
          minutesToLog(result.value);
        }
      }).not.toThrow();
    }
  });
});

describe('the two sample minutes in content/', () => {
  const contentDir = fileURLToPath(new URL('../../../../content/debates/2026/minutes/', import.meta.url));
  const sample = (name: string) => {
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(contentDir + name);
    } catch {
      return null;
    }
    const decoded = decodeSource(name, bytes);
    if (!decoded.ok) throw new Error(decoded.diagnostic.message);
    return parsed(decoded.source);
  };

  it('reads the Korean essay-topic meeting: decision A, one action item without done criteria', () => {
    const result = sample('2026-06-03-14-30-next-essay-topic.md');
    if (!result) return;
    const { minutes } = result;
    expect(minutes.decision?.chosenOption).toBe('A');
    expect(minutes.rubric?.options.map((o) => o.total)).toEqual([16, 15, 13]);
    expect(minutes.risks.map((r) => r.option)).toEqual(['A', 'C', 'B', undefined, 'A', 'A', 'C', 'B']);
    expect(check(minutes, 'action-items-complete').passed).toBe(false);
    expect(minutes.evaluation).toHaveLength(3);
    expectValidLog(minutesToLog(minutes));
  });

  it('reads the English rubric meeting: an explicit hold, all goals met', () => {
    const result = sample('2026-08-10-2315-review-rubric-revision.md');
    if (!result) return;
    const { minutes, diagnostics } = result;
    expect(minutes.hold?.reason).toMatch(/^the three options rest/);
    expect(minutesGoalCheck(minutes).every((c) => c.passed)).toBe(true);
    expect(diagnostics).toEqual([]);
    expectValidLog(minutesToLog(minutes));
  });
});
