// A recorder's aside in the R2 opinions (`Note: Lee joined after R1.`) or a stance's label
// (`찬성: 2안`): a label word, not a speaker, unless the meeting names a participant so.
import type { ParticipantList } from './participants.ts';
import { cellStance } from './stanceCues.ts';

/**
 * A recorder's aside by its label (`Note: …`, `**NB**: …`, `### Notes`, `참고: …`, `備考：…`):
 * never a speaker unless the meeting names a participant so (probe 20 row 22).
 */
const ASIDE_WORD = /^(?:notes?|nb|n\.b\.|ps|p\.s\.|update|edit|aside|context|reminder|caveat|correction|clarification|addendum|fyi|footnote|comment|remark|참고|비고|메모|备注|注意|注|注記|備考|メモ|補足)$/iu;
/** A stance's label (`찬성: 2안`, `For: B`, `Vote: B`, `反対：案B`): what a speaker says, never who speaks (probe 28). */
const STANCE_LABEL = /^(?:stance|position|vote|my vote|pick|choice|입장|투표|표결|立場|投票|立场|态度)$/iu;
const labelWord = (name: string): boolean => ASIDE_WORD.test(name) || STANCE_LABEL.test(name) || (name.length <= 12 && cellStance(name) !== null);
export const isAside = (name: string, known: ParticipantList): boolean => labelWord(name) && known.find(name) === undefined;
/** A line that opens with an aside's label. */
const ASIDE_LINE = /^[ \t]*(?:[-*+][ \t]+)?(?:\*\*)?([^*:：\n]{1,12}?)(?:\*\*)?[ \t]*[:：]/u;
export const opensAside = (text: string, known: ParticipantList): boolean => {
  const label = ASIDE_LINE.exec(text)?.[1];
  return label !== undefined && isAside(label.trim(), known);
};

