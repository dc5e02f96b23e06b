// The stance lexicon by language and kind (support, opposition, vote, preference, rejection),
// each cue beside its negated, conditional and hearsay forms: a negated support opposes, a
// negated opposition or a denial ("this doesn't mean I support B") says nothing, and a
// condition or someone else's view is only a mention. An inverted or invented stance is
// worse than a lost one, so every row of a cue has its non-stance rows.
import { describe, expect, it } from 'vitest';
import { readStances } from '../../../../src/lib/formats/minutes/stanceReading.ts';
import { namingForms } from '../../../../src/lib/formats/minutes/namedOptions.ts';
import type { OptionKeys } from '../../../../src/lib/formats/minutes/options.ts';
import { parseMinutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { textSource } from '../../fixtureSource.ts';

const KEYS = ['A', 'B', 'C'];
const read = (text: string) => readStances(text, KEYS).map((s) => `${s.reading} ${s.relation} ${s.option}`);

const NAMED = ['Freeze now', '多平台铺货', '자체 구축'];
const NAMED_KEYS: OptionKeys = Object.assign(['1', '2', '3'], { named: namingForms(NAMED.map((name, i) => ({ key: String(i + 1), name }))) });
const TITLES = new Map(NAMED.map((name, i) => [String(i + 1), name] as const));
const readNamed = (text: string) => readStances(text, NAMED_KEYS, TITLES).map((s) => `${s.reading} ${s.relation} ${s.option}`);

type Row = [sentence: string, expected: string[]];

/** One spec per sentence: what `reader` draws from it. */
function eachRow(rows: readonly Row[], reader: (text: string) => string[]): void {
  for (const [sentence, expected] of rows) {
    it(JSON.stringify(sentence), () => expect(reader(sentence)).toEqual(expected));
  }
}

const ROWS: Record<string, Row[]> = {
  'English: preference, support, vote, rejection': [
    ['I lean to B.', ['read supports B']],
    // Probe 54 row 4: the letter is named by "lean towards", whatever follows it.
    ['I lean towards B because the Kafka API stays the same.', ['read supports B']],
    ['If I had to, I\'d lean towards B because of cost.', ['mentioned mentions B']],
    ['Ana leans towards B because of cost.', ['mentioned mentions B']],
    ["I'd back option C.", ['read supports C']],
    ['Count me in for option B.', ['stated supports B']],
    ['Put me down for option A.', ['stated supports A']],
    ["I'd vote for C.", ['stated supports C']],
    ['My vote would go to B.', ['stated supports B']],
    ["I'm comfortable with option A.", ['read supports A']],
    ['I would pass on option A.', ['read opposes A']],
    ['Option B is a no-go for legal.', ['read opposes B']],
    ['Option C is the right call.', ['read supports C']],
    ["I can't accept option A.", ['read opposes A']],
    ['Option A still wins our blind review.', ['read supports A']],
    ['The buddy mattered more than any page. C.', ['stated supports C']],
  ],
  'English: negated, conditional, hearsay, denied': [
    ["I'm not comfortable with option A.", ['read opposes A']],
    ['Option B is not a no-go.', ['mentioned mentions B']],
    ['I would not vote for B.', ['mentioned mentions B']],
    ['Option B is fine if legal signs off.', ['mentioned mentions B']],
    ['If we go for C, the cost doubles.', ['mentioned mentions C']],
    ['They prefer option B.', ['mentioned mentions B']],
    ['Legal said option B is the safer choice.', ['mentioned mentions B']],
    ["This doesn't mean I support option B.", ['mentioned mentions B']],
    ['As I said, I lean to B.', ['read supports B']],
    ['Option A still does not win anything.', ['mentioned mentions A']],
    ['The buddy mattered more than any page. C?', ['mentioned mentions C']],
    ['We compared A, B and C.', ['mentioned mentions A', 'mentioned mentions C']],
    // A vote moved, and "the one I would block".
    ["Alone, no. I'm moving my vote to Option C; caching is cheap.", ['stated supports C']],
    ["I'm not moving my vote to option C.", ['mentioned mentions C']],
    ["If it fails, I'm moving my vote to option C.", ['mentioned mentions C']],
    ['They are moving their vote to option C.', ['mentioned mentions C']],
    ['Option A is the one I would block: it splits the report.', ['read opposes A']],
    ['Option A is not the one I would block.', ['mentioned mentions A']],
    ['Legal said option A is the one I would block.', ['mentioned mentions A']],
    // A condition opening the sentence, whatever its subject, makes what follows conditional.
    ["If the vendor cuts the price below 200, I'd take option A.", ['mentioned mentions A']],
    ['Unless legal objects, option B is fine.', ['mentioned mentions B']],
    ['Provided the budget holds, I prefer C.', ['mentioned mentions C']],
    ["If you ask me, I'd take option A.", ['read supports A']],
    ["The price is high. If it drops, I'd take option A. Today I lean to B.", ['mentioned mentions A', 'read supports B']],
  ],
  'Korean: 밀다, 표, 가자, 입장을 바꾸다, 안 되다, 답이 아니다': [
    ['그래서 저는 C안을 밀겠습니다.', ['read supports C']],
    ['B로 가자.', ['read supports B']],
    ['B안 쪽으로 입장을 바꾸겠습니다.', ['read supports B']],
    ['A안은 안 됩니다.', ['read opposes A']],
    ['A안은 답이 아니다.', ['read opposes A']],
    ['C안에 표를 던지겠습니다.', ['stated supports C']],
    ['C안에 표를 던지지 않겠습니다.', ['mentioned mentions C']],
    ['C안을 밀지 않겠습니다.', ['mentioned mentions C']],
    ['비용이 맞다면 B로 가자.', ['mentioned mentions B']],
    ['B안을 선택하면 일정이 늦어진다.', ['mentioned mentions B']],
    ['B안이 낫다고 했다.', ['mentioned mentions B']],
    ['그들은 B안을 지지한다.', ['mentioned mentions B']],
    ['B안을 지지하는 건 아니다.', ['mentioned mentions B']],
    ['그래서 B안으로 옮기겠다.', ['read supports B']],
    // A bare letter before a stance noun names its option ("B 찬성", left at stop 67).
    ['B 찬성, 팀이 익숙함.', ['read supports B']],
    ['B 반대, 비용이 크다.', ['read opposes B']],
    ['B 찬성 여부는 아직 모르겠다.', []],
    ['B 찬성 쪽 논리도 이해는 하지만 저는 A를 지지합니다.', ['read supports A']],
    ['A 찬성하지 않는다.', ['read opposes A']],
    ['B안으로 옮기지 않겠다.', ['mentioned mentions B']],
    ['그들은 B안으로 옮기겠다고 했다.', ['mentioned mentions B']],
    ['비용이 맞다면 B안으로 옮기겠다.', ['mentioned mentions B']],
    ['B안은 피하고 싶어요.', ['read opposes B']],
    ['B안은 피하고 싶지 않아요.', ['mentioned mentions B']],
    ['비용이 맞다면 B안은 피하고 싶어요.', ['mentioned mentions B']],
    ['그들은 B안을 피하고 싶어 한다.', ['mentioned mentions B']],
    // A label listing options states each one; a reason naming another option does not.
    ['찬성: A안, C안', ['stated supports A', 'stated supports C']],
    ['Against: option A, option C', ['stated opposes A', 'stated opposes C']],
    ['For: A, because C is slow.', ['stated supports A', 'mentioned mentions C']],
  ],
  'Japanese: 十分, 推したい, 乗れない, 限界, 一票': [
    ['Cで十分だと思う。', ['read supports C']],
    ['だからAを推したい。', ['read supports A']],
    ['A案には乗れない。', ['read opposes A']],
    ['案Bはもう限界。', ['read opposes B']],
    ['私はBに反対だ。', ['read opposes B']],
    ['Cに一票は入れない。', ['mentioned mentions C']],
    ['一日で済むなら、Bに乗り換えてもいい。', ['mentioned mentions B']],
    ['B案を選ぶなら、予算が要る。', ['mentioned mentions B']],
    ['Bが良いと言っていた。', ['mentioned mentions B']],
    ['B案を支持するわけではない。', ['mentioned mentions B']],
    ['彼らはB案が良いと言う。', ['mentioned mentions B']],
  ],
  'Chinese: 站在…一边, 不能接受, 赞成, 太重, 正路': [
    ['我站在B一边。', ['read supports B']],
    ['方案A我不能接受。', ['read opposes A']],
    ['我不能接受方案A。', ['read opposes A']],
    ['取消周报（C）我举双手赞成。', ['read supports C']],
    ['方案B太重了。', ['read opposes B']],
    ['C 才是正路。', ['read supports C']],
    ['我不站在B一边。', ['mentioned mentions B']],
    ['不要选A。', ['read opposes A']],
    ['如果大家坚持，我可以接受 B。', ['mentioned mentions B']],
    ['选B的话，成本翻倍。', ['mentioned mentions B']],
    ['他们倾向方案B。', ['mentioned mentions B']],
    ['营销部那边说方案B更好。', ['mentioned mentions B']],
    ['这不等于我支持方案C。', ['mentioned mentions C']],
    ['数据说明方案B更好。', ['read supports B']],
    ['我们说好了，我支持方案B。', ['read supports B']],
    ['但我的第一还是方案B，搜索好太多。', ['read supports B']],
    ['我的第一不是方案B。', ['mentioned mentions B']],
    ['他们说我的第一还是方案B。', ['mentioned mentions B']],
    ['如果没有预算，我的第一还是方案B。', ['mentioned mentions B']],
    ['算我一个，方案B。', ['stated supports B']],
    ['不算我一个，方案B。', ['mentioned mentions B']],
    ['方案A就够了，不过肯定会有人问专利条款。', ['read supports A']],
    ['他们说方案A就够了。', ['mentioned mentions A']],
    ['如果预算不变，方案A就够了。', ['mentioned mentions A']],
    ['方案A很多读者打不开，不用考虑。', ['read opposes A']],
    ['他们觉得方案A不用考虑。', ['mentioned mentions A']],
    ['如果没有预算，方案A不用考虑。', ['mentioned mentions A']],
  ],
};

describe('stance lexicon', () => {
  for (const [group, rows] of Object.entries(ROWS)) {
    describe(group, () => eachRow(rows, read));
  }
});

describe('a quotation that is only an option name is a mention, not hearsay', () => {
  const rows: Row[] = [
    ['我支持「多平台铺货」。', ['read supports 2']],
    ['我反对「多平台铺货」。', ['read opposes 2']],
    ['docs-publisher 投「多平台铺货」', ['stated supports 2']],
    ['「자체 구축」을 지지한다.', ['read supports 3']],
    ['I oppose "Freeze now".', ['read opposes 1']],
    // Hearsay stays hearsay, quoted or not.
    ['他们倾向「多平台铺货」。', ['mentioned mentions 2']],
    ['Kim wrote "Freeze now is too risky" in the chat.', []],
    // A ranking one place per line, in order: first for, last of three against, the middle named.
    ['1위 「Freeze now」\n2위 「多平台铺货」\n3위 「자체 구축」', ['stated supports 1', 'mentioned mentions 2', 'stated opposes 3']],
    ['1位 「Freeze now」\n3位 「多平台铺货」\n2位 「자체 구축」', ['mentioned mentions 1', 'mentioned mentions 2', 'mentioned mentions 3']],
    ['1위 「Freeze now」\n그 외는 모르겠다', ['mentioned mentions 1']],
    ['1위 「Freeze now」\n2위 「多平台铺货」\n「자체 구축」은 넣지 않았다.', ['stated supports 1', 'mentioned mentions 2', 'mentioned mentions 3']],
  ];
  eachRow(rows, readNamed);
});

describe('a label states the stance; the predicate right after the option can turn it', () => {
  const rows: Row[] = [
    ['Stance: option B (against)', ['stated opposes B']],
    ['立場：A案に反対', ['stated opposes A']],
    ['立場：A案で、反対意見があれば差し戻す', ['stated supports A']],
    ['Position: option C (abstain)', ['mentioned mentions C']],
  ];
  eachRow(rows, read);
});

describe('a choice restated in few words: the option as a first-person predicate, a first place kept, "I stay with"', () => {
  const rows: Row[] = [
    ['다안이 제일 싸다는 건 인정한다. 그래도 나는 B안이다.', ['stated supports B']],
    ['저는 여전히 B안입니다.', ['stated supports B']],
    ['私はやはり案Bです。', ['stated supports B']],
    ['我还是方案B。', ['stated supports B']],
    ['그래도 내 1위는 B안 그대로다.', ['stated supports B']],
    ['私の1位は案Bのまま。', ['stated supports B']],
    ['My first choice is still option B.', ['stated supports B']],
    ["I'd allow errata between editions. I stay with option B.", ['read supports B']],
    // Negated, conditional, someone else's: a mention.
    ['그래도 나는 B안이 아니다.', ['mentioned mentions B']],
    ['私は案Bではない。', ['mentioned mentions B']],
    ['예산이 늘면 나는 B안이다.', ['mentioned mentions B']],
    ['그는 B안이다.', ['mentioned mentions B']],
    ['나는 B안이 좋다고 했다.', ['mentioned mentions B']],
    ['내 1위는 B안이 아니다.', ['mentioned mentions B']],
    ['If the budget holds, my first choice is still option B.', ['mentioned mentions B']],
    ["I won't stay with option B.", ['read opposes B']],
    ['If legal agrees, I stay with option B.', ['mentioned mentions B']],
    ['They stay with option B.', ['mentioned mentions B']],
  ];
  eachRow(rows, read);
});

describe('a caveat that singles out one option ("다만 X만은") is the speaker’s stance on it, not a concession', () => {
  const rows: Row[] = [
    ['저는 순서는 어느 쪽이든 괜찮습니다. 다만 B안만은 피하고 싶어요.', ['read opposes B']],
    ['순서는 상관없다. ただし案Bだけは避けたい。', ['read opposes B']],
    // Without the singling-out particle a 다만 clause stays a concession; negated or conditioned, a mention.
    ['A안으로 충분하다. 다만 B안도 괜찮다.', ['read supports A', 'mentioned mentions B']],
    ['다만 B안만은 피하고 싶지 않아요.', ['mentioned mentions B']],
    ['다만 예산이 늘면 B안만은 피하고 싶어요.', ['mentioned mentions B']],
    ['다만 그들은 B안만은 피하고 싶어 한다.', ['mentioned mentions B']],
  ];
  eachRow(rows, read);
});

describe('a pronoun is read as an option only when the previous clause names exactly that one', () => {
  const rows: Row[] = [
    ["Option A is how we got here; I'm against keeping it.", ['read opposes A']],
    // The condition leaves its own sentence a mention; the next sentence's pronoun still names B.
    ["If the vendor cuts the price, I'd take option B. At today's price it's a hard no from me.", ['read opposes B']],
    ["Option B costs 300 a month. At today's price it's a hard no from me.", ['read opposes B']],
    ['B안은 비싸다. 그건 반대다.', ['read opposes B']],
    ['案Bは重い。それには反対だ。', ['read opposes B']],
    // Two options before it, none, another verb, negated, conditional, reported: unread.
    ["Option A and option B are both slow; I'm against keeping it.", ['mentioned mentions A', 'mentioned mentions B']],
    ["I'm against keeping it.", []],
    ["Option B needs a migration; I'm against rushing it.", ['mentioned mentions B']],
    ["Option A is how we got here; I'm not against keeping it.", ['mentioned mentions A']],
    ["Option A is how we got here; if legal agrees, I'm against keeping it.", ['mentioned mentions A']],
    ["Option A is how we got here; legal says they are against keeping it.", ['mentioned mentions A']],
    ['B안은 비싸다. 그건 반대하지 않는다.', ['mentioned mentions B']],
    ['B안은 비싸다. 그들은 그건 반대라고 했다.', ['mentioned mentions B']],
  ];
  eachRow(rows, read);
});

describe('a cleft puts the verdict first and the option last', () => {
  const rows: Row[] = [
    ['가장 현실적인 건 B안이다.', ['read supports B']],
    ['一番まともなのは案Bだ。', ['read supports B']],
    ['最稳妥的是方案B。', ['read supports B']],
    ['제일 위험한 건 A안이다.', ['read opposes A']],
    // Negated, conditional, reported: a mention.
    ['현실적이지 않은 건 B안이다.', ['mentioned mentions B']],
    ['예산이 늘면 가장 현실적인 건 B안이다.', ['mentioned mentions B']],
    ['가장 현실적인 건 B안이라고 했다.', ['mentioned mentions B']],
    ['가장 현실적인 건 B안이 아니다.', ['mentioned mentions B']],
  ];
  eachRow(rows, read);
});

describe('a moderator listed in the roster gives an opinion in R2', () => {
  const MINUTES = ['---', 'date: 2027-01-05T10:00+09:00', 'agent: roundtable', 'type: meeting', '---', '# 큐 선택', '', '## R0 개회', '사회자: Mina. 참석자: Mina, Ravi, Joon.', '', '- **A** — RabbitMQ', '- **B** — Kafka', '', '## R2 독립 의견', '', '- Mina: B 찬성, 팀이 익숙함.', '- Ravi: A 찬성. 운영이 단순하다.', '', '## R7 결정', '', '결정: B.', ''].join('\n');
  it('"- Mina: B 찬성, …" is Mina’s opinion for B, not a line of the moderator dropped', () => {
    const result = parseMinutes(textSource('2027-01-05-mod.md', MINUTES));
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const mina = result.value.opinions.find((o) => o.participant === 'Mina');
    expect(mina?.line).toBe(16);
    expect(mina?.stances.map((s) => `${s.kind} ${s.option}`)).toEqual(['supports B']);
  });
});
