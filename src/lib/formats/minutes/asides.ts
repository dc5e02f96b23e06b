// A recorder's aside in the R2 opinions (`Note: Lee joined after R1.`) or a stance's label
// (`찬성: 2안`): a label word, not a speaker, unless the meeting names a participant so.
import type { ParticipantList } from './participantList.ts';

/**
 * A recorder's aside by its label (`Note: …`, `**NB**: …`, `### Notes`, `참고: …`, `備考：…`):
 * never a speaker unless the meeting names a participant so (probe 20 row 22).
 */
const ASIDE_WORD = /^(?:notes?|nb|n\.b\.|ps|p\.s\.|update|edit|aside|context|reminder|caveat|correction|clarification|addendum|fyi|footnote|comment|remark|open[ \t]+question|참고|비고|메모|추가[ \t]*의견|[제내][ \t]*의견|미해결[ \t]*질문|질문|의견|요약|备注|注意|注|注記|備考|メモ|補足|質問|要約|问题|补充|总结|摘要)$/iu;
/** A label that names a round (`Round V: Vendors`, `R5`, `第3轮`): the meeting's structure, no speaker (review 06i F4). */
const ROUND_NAME = /^(?:round|ronda|runde|tour|ラウンド|라운드)[ \t]*(?:\d{1,2}|[IVX]{1,5})(?![\p{L}\p{N}])|^R\d(?![\p{L}\p{N}])|^第[一二三四五六七八九十\d]{1,3}[轮輪回]/iu;
export const isAside = (name: string, known: ParticipantList): boolean => {
  // Its own note in brackets aside: `추가 의견 (회의 후 이메일로 받은 내용): …` (review 07r p3).
  const label = name.replace(/[ \t]*[(（][^()（）]{0,80}[)）]$/u, '');
  return (ASIDE_WORD.test(label) || ROUND_NAME.test(label)) && known.find(name) === undefined;
};

/** A stance's label word (`찬성`, `For`, `Vote`, `反対`). */
const STANCE_LABEL = /^(?:stance|position|vote|my vote|pick|choice|for|against|pro|con|찬성|반대|지지|입장|투표|표결|賛成|反対|支持|立場|投票|赞成|反对|立场|态度)$/iu;
/** Nothing but options: `2안`, `B`, `案B、案C`, `Option A and C`. */
const OPTIONS_ONLY = /^(?:(?:option|plan|案|方案|选项)?[ \t]*(?:[A-H]|[1-9][0-9]?)[ \t]*(?:안|案|번)?[ \t]*(?:[,、，/·&]|and|및|과|와|和)?[ \t]*){1,8}[.。]?$/iu;
/**
 * A stance's label before nothing but options (`찬성: 2안`, `For: B`, probe 28): what a speaker
 * says, never who speaks, unless the meeting names a participant so. `Con: A is better` names a speaker.
 */
export const isStanceLabel = (name: string, rest: string, known: ParticipantList): boolean =>
  STANCE_LABEL.test(name) && rest.length <= 80 && OPTIONS_ONLY.test(rest.trim()) && known.find(name) === undefined;
/** A line that opens with an aside's label. */
const ASIDE_LINE = /^[ \t]*(?:[-*+][ \t]+)?(?:\*\*)?([^*:：\n]{1,12}?)(?:\*\*)?[ \t]*[:：]/u;
export const opensAside = (text: string, known: ParticipantList): boolean => {
  const label = ASIDE_LINE.exec(text)?.[1];
  return label !== undefined && isAside(label.trim(), known);
};

