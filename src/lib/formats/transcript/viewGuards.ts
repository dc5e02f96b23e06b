// Guards on a view the verdict attributes to a side (docs/formats.md, "/debate transcripts"):
// a negated view verb, a view framed by a condition or by someone else's report, and a
// side's view that only reports the other side's view are no one's stated view. A guard
// never turns a view into its opposite: it leaves the clause unattributed.
import type { AgentKey } from './model.ts';

/** "B does not hold …", "A no longer thinks …", "A still doesn't accept …" (the words right after the side). */
const EN_NEGATED = /^[ \t]+(?:\p{L}+[ \t]+)?(?:not|never|no longer|does(?:n't|n’t| not)|did(?:n't|n’t| not)|won(?:'t|’t)|would(?:n't|n’t| not)|cannot|can(?:'t|’t)|hardly)(?![\p{L}])/iu;
/** A view verb written negated: 考えていない, とは思わない, 보지 않는다, 생각하지 않, 不认为, 并不坚持. */
const CJK_NEGATED = /(?:考え|思わ|主張し|見|求め|支持し|期待し|認め|重視し)(?:ては|てい|てはい|て)?(?:ない|ません|ず)|とは(?:考え|思|見|言)|(?:보|생각하|주장하|지지하|원하|믿|여기|선호하|판단하)지 ?(?:않|못)|(?:不|并不|并没有|没有|没|不再|并非)(?:再)?(?:认为|主张|坚持|希望|倾向|支持|觉得|相信|强调|要求|看重)/u;

export const viewNegated = (rest: string): boolean => EN_NEGATED.test(rest) || CJK_NEGATED.test(rest);

/**
 * A clause that frames what follows in its sentence: a condition ("If the spike fails, B
 * holds …", "もし…なら、B は…", "…면, B는…", "如果…，B 认为…") or a report by someone
 * ("According to A, B holds …", "A によれば、B は…", "A에 따르면, B는…", "据 A 说，B…").
 */
const FRAME_OPENING = /^(?:if|unless|provided|assuming|as long as|only if|even if|when|once|according to|reportedly|in (?:agent )?[ab](?:'s|’s) (?:view|reading|account)|もし|如果|假如|若|要是|只要|除非|据|根据|按照|만약|만일)(?![\p{Ll}])/iu;
const FRAME_CLOSING = /(?:なら|ならば|れば|たら|場合(?:は|に|には)?|によれば|によると|いわく|[면]|다면|라면|경우(?:에는?)?|에 따르면|에 의하면|的话|来看|称|说)[ \t]*$/u;

export const framesWhatFollows = (segment: string): boolean => FRAME_OPENING.test(segment.trim()) || FRAME_CLOSING.test(segment.trim());

/**
 * A side's clause that reports the other side's view: "A says B holds …" (the other side as
 * the subject of a view verb), "A は B が…と考えていると言う", "A는 B가 …라고 본다고 전한다",
 * "A 说 B 认为…" (the other side, then a verb of reporting). Hearsay, not A's view. The other side
 * is named by its letter or, in English, by its own name.
 */
export function reportsOtherSide(rest: string, agent: AgentKey, otherName?: string): boolean {
  const letter = agent === 'A' ? 'B' : 'A';
  // The other side by its own name too: "Postgres believes X and MySQL believes Y" is not Postgres's view alone (probe 19 row 14).
  const other = otherName === undefined ? letter : `(?:${letter}|${otherName.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')})`;
  // A concession opening the side's own reported clause ("A says that while B holds the lead, …") is no report of B.
  const en = new RegExp(`(?<![\\p{L}\\p{N}])(?<!that,?[ \\t](?:while|whilst|although|though)[ \\t])(?:agent )?${other}(?:'s|’s)?[ \\t]+(?:side[ \\t]+)?(?:holds?|thinks?|believes?|argues?|wants?|prefers?|says|claims?|expects?|insists?)(?![\\p{L}])`, 'iu');
  const cjk = new RegExp(`(?:エージェント|에이전트 ?|代理)?${other} ?(?:は|が|는|은|이|가|认为|主张|坚持|觉得).{0,200}(?:と(?:言|述べ|伝え|話)|라고 ?(?:한다|말|전)|고 ?(?:한다|말한다|전한다)|说|称|表示)|(?:说|称|表示|转述|提到)[ \\t，,]*(?:代理)?${other}`, 'u');
  return en.test(rest) || cjk.test(rest);
}
