// A verdict that makes no call: its recommendation says outright that nothing was concluded,
// that no side won or that it recommends nothing ("No conclusion was reached; I make no
// recommendation.", "No winner. Neither approach is clearly better; I make no recommendation.",
// "本次辩论没有得出结论，我不给出建议。", "結論は出なかった。推奨はしない。", "결론을 내지 못했다.
// 권고하지 않는다."). Recommending against one option ("We do not recommend Kafka.", "案Bは推奨
// しない。") is a call, so a bare "do not recommend" counts only with nothing it is said of.
// Read only when every clause says so: a clause that goes on to choose, to escalate or to
// defer to someone ("…; escalate to Dana") is a call of its own. Plain
// alternations over clauses of bounded length: linear.
import { matchable } from './spaces.ts';
import { MAX_QUOTE } from './reading.ts';

const NO_CALL = new RegExp([
  // "No winner", "no clear winner"; never "no winner-takes-all …" nor "no recommendation to drop B" (about one step).
  String.raw`(?<![\p{L}])(?:no|without (?:a|any)) (?:clear |outright )?(?:conclusion|decision|recommendation|call|verdict|winner)(?![\p{L}-])(?! to )`,
  // "Neither approach is clearly better (for this team | than the other)", "neither side came out ahead"; never "… better (for us) than A" nor "neither B nor C".
  String.raw`(?<![\p{L}])neither (?:(?!nor )[\p{L}\p{N}'’-]+ ){0,3}?(?:is|was|seems|proved|came out) (?:clearly |obviously |meaningfully )?(?:better|stronger|preferable|superior|ahead)(?![\p{L}])(?![\s\S]*?(?<![\p{L}])than[ \t]+(?!(?:the[ \t]+others?|each[ \t]+other|one[ \t]+another)(?![\p{L}])))`,
  // "Neither side won this one", "no side prevailed", "nobody won" (probe 56 row 3).
  String.raw`(?<![\p{L}])(?:(?:neither|no) (?:side|agent|party|debater|position|one)|nobody|no one) (?:clearly |outright )?(?:won|wins|prevailed|came out on top)(?![\p{L}])`,
  String.raw`(?<![\p{L}])(?:did not|didn't|could not|couldn't|failed to|does not|doesn't|cannot|can't|will not|won't|do not|don't) (?:reach|make|come to|give|offer|draw) (?:a |any )?(?:decision|conclusion|recommendation|call)`,
  String.raw`(?<![\p{L}])(?:make|give|offer) no (?:recommendation|call)|nothing (?:was )?(?:decided|concluded|settled)`,
  // Chinese: "没有得出结论", "未能达成结论", "不给出建议", "无建议".
  '(?:没有|未能?|并未|尚未)(?:得出|达成|形成|做出|作出|给出|下)?(?:任何)?(?:结论|决定|建议|推荐)|不(?:给出?|提出?|作出?|做出?)(?:任何)?(?:建议|推荐|结论)|^无(?:建议|结论)?$',
  // Japanese: "結論は出なかった", "結論に至らず", "推奨はしない", "提言は行わない".
  '結論(?:は|が)?出(?:ず|なかった|ていない|ません)|結論に(?:は)?至ら(?:ず|なかった|ない)|(?:推奨|提言|勧告)(?:は|を)(?:しない|しません|控え|行わない|出さない)|(?:推奨|提言|勧告)なし|^(?:私は|我々は)?[ \t]*(?:推奨|提言|勧告)(?:しない|しません|を?控え)',
  // Korean: "결론을 내지 못했다", "결론이 나지 않았다", "권고하지 않는다", "추천 없음".
  '결론(?:을|이|은)? ?(?:내지 못|나지 않|없)|(?:권고|추천|권장)(?:를|는|을|은) ?(?:하지 않|드리지 않|없)|(?:권고|추천|권장) ?없|^(?:저는 |우리는 )?(?:권고|추천|권장)(?:하지 않|드리지 않)',
].join('|'), 'iu');

// A clause that escalates, defers to a person or chooses is a call, whatever else it says.
const A_CALL = /(?<![\p{L}])(?:escalat|defer to|hand (?:it )?to|ask )|上报|升级|エスカレ|上申|에스컬|상신/iu;

/** The whole recommendation is a none word: "None.", "无", "なし", "없음". */
const NONE_WHOLE = /^[(\s]*(?:none|nothing|n\/a|无|無|没有|暂无|없음|なし|特になし)[\s.。)]*$/iu;

// A colon, a dash or a parenthesis opens a clause of its own: "No winner: go with SQS." makes a call.
const CLAUSE = /[.。!！?？;；,，、:：—–()（）]|(?<![\p{L}])(?:and|but|so)(?![\p{L}])/iu;

/** True when the recommendation says outright that no call is made, clause by clause. */
export function declinesCall(recommendation: string | undefined): boolean {
  if (recommendation === undefined) return false;
  // Matched as the shapes are, with pasted no-break spaces as spaces (review 07a row 16).
  const text = matchable(recommendation.replace(/\*\*|__/g, ''));
  if (text === '' || text.length > 4 * MAX_QUOTE) return false;
  if (NONE_WHOLE.test(text)) return true;
  const clauses = text.split(CLAUSE).map((c) => c.trim()).filter((c) => c !== '');
  const declines = (c: string) => NO_CALL.test(c) && !A_CALL.test(c);
  // Besides the clauses that decline, only ones that weigh both sides or ask for more ("Both need more data than we have today", review 06zg row 8).
  const neutral = (c: string) => ((NEUTRAL.test(c) && !CHOOSES.test(c)) || TEST_SETTLES.test(c)) && !A_CALL.test(c);
  return clauses.some(declines) && clauses.every((c) => declines(c) || neutral(c));
}

/** A clause that only weighs both sides or asks for more before any call: "Both need more data", "it depends on the load". */
const NEUTRAL = /(?<![\p{L}])(?:both|either|each)(?![\p{L}])|(?<![\p{L}])(?:it[ \t]+depends|depends[ \t]+on|more[ \t]+(?:data|evidence|information|testing|benchmarks?)|further[ \t]+(?:study|testing|data|work|evidence)|inconclusive|ran[ \t]+(?:long|longer|over))(?![\p{L}])/iu;
/** A test left to settle it, naming no side: "a two-week pilot on real traffic should settle it" (review 07k n4). */
const TEST_SETTLES = /^(?:an?|the|one|another)[ \t]+(?:[\p{L}\p{N}-]+[ \t]+){0,6}?(?:pilot|trial|experiment|benchmark|load[ \t]+test|test|bake-?off|spike)[ \t]+(?:[\p{L}\p{N}-]+[ \t]+){0,5}?(?:should|will|would|could|can|may|might|must)[ \t]+(?:settle|decide|tell|show)[ \t]+(?:it|this|that|which)(?![\p{L}])(?:[ \t]+(?:soon|quickly|for[ \t]+(?:us|good)|one[ \t]+way[ \t]+or[ \t]+the[ \t]+other))?[ \t]*$/iu;
/** A clause that goes on to choose: "go with SQS", "adopt B", "我建议采用乙". */
const CHOOSES = /(?<![\p{L}])(?:go(?:es)?[ \t]+with|choose|chose|pick|adopt|use|recommend|prefer|favou?r|ship|keep|stay[ \t]+with|switch[ \t]+to|migrate[ \t]+to|start[ \t]+with|take|build|buy|should|settles?|decides?|tips|wins|favou?rs)(?![\p{L}])|采用|选择|推荐|建议|應|应该|選ぶ|採用|推奨|채택|선택|추천|권장/iu;
