// The stance reader of minutes (src/lib/formats/minutes/stanceReading.ts), one sentence a
// row: what the opinion states about each option it names, and how that was obtained.
// `stated` where the text labels or votes, `read` where a cue stands next to the mention in
// the same clause, `mentioned` otherwise (a neutral relation, never counted).
import { describe, expect, it } from 'vitest';
import { readStances, segmentClauses } from '../../../../src/lib/formats/minutes/stanceReading.ts';

const KEYS = ['A', 'B', 'C'];
const read = (text: string, titles: Record<string, string> = {}) =>
  readStances(text, KEYS, new Map(Object.entries(titles))).map((s) => `${s.reading} ${s.relation} ${s.option}`);

type Row = [sentence: string, expected: string[], titles?: Record<string, string>];

const ROWS: Record<string, Row[]> = {
  'stated: a label, a vote, a ranking, an answer': [
    ['For: B', ['stated supports B']],
    ['Against: A', ['stated opposes A']],
    ['찬성: B', ['stated supports B']],
    ['반대 — C', ['read opposes C']],
    ['그래도 C안에는 동의 못 합니다.', ['read opposes C']],
    ['判定：案B ◎／案C ✕。', ['stated supports B', 'stated opposes C']],
    ['의견: B안 가(可) / C안 부(否).', ['stated supports B', 'stated opposes C']],
    ['Podium: 1st C, 2nd A, 3rd B.', ['stated supports C', 'mentioned mentions A', 'stated opposes B']],
    ['1등 C안, 꼴찌 A안.', ['stated supports C', 'stated opposes A']],
    ['本命は案C、対抗が案A、案Bは消し。', ['stated supports C', 'mentioned mentions A', 'stated opposes B']],
    ['1st C, then A with B.', ['mentioned mentions C', 'mentioned mentions B']],
    ['Changing my ballot: C → B.', ['mentioned mentions C', 'stated supports B']],
    // A bare side word opening a chat turn, ended by a full stop; "For C, no." answers about C.
    ['For B. Lock-in cost us the glossary.', ['stated supports B']],
    ['For C, no. It is a real gap.', ['mentioned mentions C']],
    // A full-width separator before a second label splits the fields; the first is never turned against.
    ['賛成：案B／反対：案C', ['stated supports B', 'stated opposes C']],
    ['案Bから案Aへ鞍替えします。', ['mentioned mentions B', 'stated supports A']],
    ['改挺 C。', ['stated supports C']],
    // A veto is against; "一票" inside it is no vote for.
    ['B 我一票否决：数据出境过不了审。', ['read opposes B']],
    ['반대: C', ['stated opposes C']],
    ['賛成：B案', ['stated supports B']],
    ['反対：A案', ['stated opposes A']],
    ['支持：C', ['stated supports C']],
    ['反对：A', ['stated opposes A']],
    ['Stance: against option A.', ['stated opposes A']],
    ['I vote for C.', ['stated supports C']],
    ['My vote goes to option B.', ['stated supports B']],
    ['C안에 한 표.', ['stated supports C']],
    ['C案に一票。', ['stated supports C']],
    ['我投C一票。', ['stated supports C']],
    // A ranking: the first is for, the last of three or more against, the middle only named.
    ['Ranking: C > A > B', ['stated supports C', 'mentioned mentions A', 'stated opposes B']],
    ['Ranking: C > A', ['stated supports C', 'mentioned mentions A']],
    ['My order (safest first): 1. B, 2. C, 3. A\nB keeps the pins; A is cheap.', ['stated supports B', 'mentioned mentions C', 'stated opposes A']],
    ['1) C, 2) A, 3) B', ['stated supports C', 'mentioned mentions A', 'stated opposes B']],
    ['順位は B、C、A。', ['stated supports B', 'mentioned mentions C', 'stated opposes A']],
    ['排序：C > B > A', ['stated supports C', 'mentioned mentions B', 'stated opposes A']],
    ['순위: A > C > B', ['stated supports A', 'mentioned mentions C', 'stated opposes B']],
    ['Option A. Early users will find the bugs.', ['stated supports A']],
    ['Drop points entirely. Averaging hides gaps. (Option **B**.)', ['stated supports B']],
    ['Option A: every month costs us a rotation. I vote for A.', ['stated supports A']],
    // Labelled lines without a full stop between them are clauses of their own.
    ['For: option C\nAgainst: option A (too slow)', ['stated supports C', 'stated opposes A']],
    ['찬성: B안\n반대: A안 때문에 늦어진다', ['stated supports B', 'stated opposes A']],
    ['賛成：案B\n反対：案A(保守が重い)', ['stated supports B', 'stated opposes A']],
    ['支持：选项C\n反对：方案B', ['stated supports C', 'stated opposes B']],
  ],
  'read: a cue next to the mention, English': [
    ['I support option B.', ['read supports B']],
    ['I prefer B over A.', ['read supports B', 'mentioned mentions A']],
    ["I'd go with C for now.", ['read supports C']],
    ['B is the safer choice.', ['read supports B']],
    ['The safer choice is C.', ['read supports C']],
    ['A is a non-starter for the audit team.', ['read opposes A']],
    ['I can live with B.', ['read supports B']],
    ["I can't live with A.", ['read opposes A']],
    ['I reject A; self-hosting Macs is a full-time job.', ['read opposes A']],
    ['A is too risky for audits, but B is the safest choice.', ['read opposes A', 'read supports B']],
    ['C wins on build speed.', ['read supports C']],
    ['We do not support option B.', ['read opposes B']],
    ['A is not viable.', ['read opposes A']],
  ],
  'read: Korean, Japanese, Chinese': [
    // "Cannot but oppose" is a double negative: it opposes.
    ['立場上、案Bには反対せざるを得ません。', ['read opposes B']],
    ['B안에는 반대할 수밖에 없다.', ['read opposes B']],
    ['B안을 지지한다.', ['read supports B']],
    ['C안을 선호한다. 사용자가 고를 수 있어야 한다.', ['read supports C']],
    ['C안이 현실적이다.', ['read supports C']],
    ['A안은 위험하다.', ['read opposes A']],
    ['B안을 지지하고 C안에는 반대한다.', ['read supports B', 'read opposes C']],
    ['A보다 B가 낫다.', ['mentioned mentions A', 'read supports B']],
    ['A안을 지지하지 않는다.', ['read opposes A']],
    ['C가 더 안전한 선택이다.', ['read supports C']],
    ['A안은 논외다.', ['read opposes A']],
    ['B案が良いと思う。', ['read supports B']],
    ['A案には賛成できない。', ['read opposes A']],
    ['C案を支持する。', ['read supports C']],
    ['B にすると表記が揺れるので反対だ。', ['read opposes B']],
    ['C は保守が軽いので良い。', ['read supports C']],
    ['我倾向于C。', ['read supports C']],
    ['我支持方案B。', ['read supports B']],
    ['方案A 我反对，自动判定太容易误报。', ['read opposes A']],
    ['方案A我不反对。', ['mentioned mentions A']],
    ['A方案风险太大。', ['read opposes A']],
    ['C更稳妥。', ['read supports C']],
  ],
  'mentioned: no cue, a quotation, a concession, a title word': [
    ['Option B changes the scale.', ['mentioned mentions B']],
    ['B breaks the publishing gate.', ['mentioned mentions B']],
    ['A안은 문제를 그대로 둔다.', ['mentioned mentions A']],
    ['A is not risky.', ['mentioned mentions A']],
    // 第一/第二/第三 enumerate points ("firstly"), they rank nothing.
    ['第一：方案A成本最低；第二：方案B风险可控；第三：方案C上线最快。', ['mentioned mentions A', 'mentioned mentions B', 'mentioned mentions C']],
    // A stance withdrawn is a concession, no stance on the option.
    ['那我撤回对 B 的否决，改挺 C。', ['mentioned mentions B', 'stated supports C']],
    ['B안 반대를 철회합니다.', ['mentioned mentions B']],
    ['案Bへの反対は取り下げます。', ['mentioned mentions B']],
    ['I withdraw my objection to B.', ['mentioned mentions B']],
    ['Kim wrote "A is too risky" in the chat; we still need numbers on option A.', ['mentioned mentions A']],
    // Cues that disagree give a mention, never a flip.
    ['I support B. B is too risky.', ['mentioned mentions B']],
    ['B is good but B is risky.', ['mentioned mentions B']],
    // The concessive half is never read as a stance on the option.
    ['C is enough for the first quarter, though it will be hard past 100 exceptions.', ['read supports C']],
    ['C is enough, though C will be hard past 100 exceptions.', ['read supports C']],
    ['C안으로 충분하다. 다만 예외가 100개를 넘으면 C안은 어렵다.', ['read supports C']],
    ['비록 A안이 위험하지만 B안이 낫다.', ['mentioned mentions A', 'read supports B']],
    ['虽然A方案风险大，但是B更好。', ['mentioned mentions A', 'read supports B']],
    // A word inside the option's own title is not a cue.
    ['I back option C (log failures to the ticket queue).', ['read supports C'], { C: 'log failures to the ticket queue' }],
    ['Option C (log failures to the ticket queue) is the safer choice.', ['read supports C'], { C: 'log failures to the ticket queue' }],
    ['Option B (too risky to skip) is what I would pick.', ['mentioned mentions B'], { B: 'too risky to skip' }],
    ['C안(위험 기반 점검)을 지지한다.', ['read supports C'], { C: '위험 기반 점검' }],
    ['C안(실패 알림 일원화)으로 가야 한다.', ['read supports C'], { C: '실패 알림 일원화' }],
    ['C案（危険予知の強化）が良い。', ['read supports C'], { C: '危険予知の強化' }],
    ['We looked at option B, too risky to skip, and need a pilot first.', ['mentioned mentions B'], { B: 'too risky to skip' }],
    // Letters that are not options.
    ['A vendor could raise prices.', []],
    ['We plan a meeting for a decision.', []],
  ],
};

describe('stance reading', () => {
  for (const [group, rows] of Object.entries(ROWS)) {
    describe(group, () => {
      for (const [sentence, expected, titles] of rows) {
        it(JSON.stringify(sentence), () => expect(read(sentence, titles)).toEqual(expected));
      }
    });
  }

  it('reads only letters the meeting knows as options', () => {
    expect(readStances('I support D.', ['A', 'B'])).toEqual([]);
  });

  it('quotes the clause it read, bounded, with its offsets in the text', () => {
    const text = 'Costs first.\nI prefer B over A because the queue is shorter.';
    const [b] = readStances(text, KEYS).filter((s) => s.option === 'B');
    expect(b).toMatchObject({ quote: 'I prefer B over A because the queue is shorter.', reading: 'read' });
    expect(text.slice(b!.start, b!.end)).toBe(b!.quote);
    const long = `I support B ${'and more '.repeat(60)}.`;
    expect(Array.from(readStances(long, KEYS)[0]!.quote).length).toBeLessThanOrEqual(240);
  });

  it('cuts clauses at sentences, semicolons and contrasts, and marks concessions', () => {
    expect(segmentClauses('C is enough, though it will be hard. A is risky; B works').map((c) => [c.text, c.concession])).toEqual([
      ['C is enough,', false], ['it will be hard.', true], ['A is risky', false], ['B works', false],
    ]);
    expect(segmentClauses('A안이 좋지만 비싸다').map((c) => [c.text, c.concession])).toEqual([['A안이 좋', true], ['비싸다', false]]);
  });
});
