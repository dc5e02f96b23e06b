// The stance cues of docs/formats.md, one clause each: what a minutes opinion states or
// is read to say about an option (supports / opposes), and where nothing is drawn as a
// stance (a mention at most: tests/unit/formats/minutes/stanceReading.test.ts has the readings).
import { describe, expect, it } from 'vitest';
import { readStances } from '../../../../src/lib/formats/minutes/stanceReading.ts';

const stances = (text: string, keys = ['A', 'B', 'C']) => readStances(text, keys).filter((s) => s.relation !== 'mentions').map((s) => `${s.relation} ${s.option}`);

describe('stance cues', () => {
  const cases: Array<[string, string[]]> = [
    // A cue right before the option.
    ['I support option B.', ['supports B']],
    ['We should go with C for now.', ['supports C']],
    ['I prefer B over A.', ['supports B']],
    ['I oppose A because card data would stay next to marketing tables.', ['opposes A']],
    ['찬성: B', ['supports B']],
    ['반대 — C', ['opposes C']],
    // Two labels on one line, split by a slash: each states its own option.
    ['찬성: B안 / 반대: C안', ['supports B', 'opposes C']],
    ['For: A | Against: B', ['supports A', 'opposes B']],
    // A bare stance word opening a field that the option ends: "for 3 · against 2 — …".
    ['for C · against A — raw commit subjects are not prose.', ['supports C', 'opposes A']],
    ['for B · against — — generation is free.', ['supports B']],
    // A Korean predicate after the option.
    ['B안을 지지한다.', ['supports B']],
    ['C안이 현실적이다.', ['supports C']],
    ['A안은 위험하다.', ['opposes A']],
    ['B안을 지지하고 C안에는 반대한다.', ['supports B', 'opposes C']],
    ['A보다 B가 낫다.', ['supports B']],
    // The option as the subject of an English predicate.
    ['B is the safest choice.', ['supports B']],
    ['A is too risky for audits, but B is the best.', ['opposes A', 'supports B']],
    ['C wins on build speed.', ['supports C']],
    // The opinion opens or closes with its answer.
    ['Option A. Early users will find the bugs.', ['supports A']],
    ['Drop points entirely. Averaging hides gaps. (Option **B**.)', ['supports B']],
    // Negation.
    ['We do not support option B.', ['opposes B']],
    ['A안을 지지하지 않는다.', ['opposes A']],
    ['A is not risky.', []],
    // No cue, or cues that disagree: nothing is drawn.
    ['Option B changes the scale.', []],
    ['B breaks the publishing gate.', []],
    ['A안은 문제를 그대로 둔다.', []],
    ['I support B. B is too risky.', []],
    ['A vendor could raise prices.', []],
    ['We plan a meeting for a decision.', []],
    // A vote in so many words counts even where a concession runs on to it; other cues there do not.
    ['B is fine, though it is slow, I still vote for B.', ['supports B']],
    ['B可以，不过迁移要两个月，我仍然投B。', ['supports B']],
    // A concession opening its sentence ends at its comma: the vote in it is conceded, the clause after it counts (probe 66 row 3).
    ['Though I voted for B last year, A is better now.', ['supports A']],
    ['Although it is cheap, I oppose B.', ['opposes B']],
    // A vote denied is no vote: "我不投B" never supports B.
    ['我不投B。', []],
    ['我不会投方案B。', []],
    ['我投B。', ['supports B']],
  ];
  for (const [text, expected] of cases) {
    it(JSON.stringify(text), () => expect(stances(text)).toEqual(expected));
  }

  it('reads only letters the meeting knows as options', () => {
    expect(stances('I support D.', ['A', 'B'])).toEqual([]);
  });

  it('reads a bare number after for/against as a numbered option only where it ends the field', () => {
    const numbered = ['1', '2', '3'];
    expect(stances('for 3 · against 2 — raw commit subjects are not prose.', numbered)).toEqual(['supports 3', 'opposes 2']);
    expect(stances('for 2 · against — — commit messages are already enforced.', numbered)).toEqual(['supports 2']);
    expect(stances('Good for 3 weeks, then we see.', numbered)).toEqual([]);
  });
});
