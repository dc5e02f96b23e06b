// A late joiner's mark on a speaker's label (`Joel Park (joined late): …`, `(joined on day 2)`,
// `(途中参加)`): their first reply after R2 is their opinion (opinionStances.ts).
import { nonDebaterRole } from '../../graph/personaRole.ts';

/** A speaker's mark of joining late, after the name: "(joined late)", "(途中参加)", "(迟到)", "(joined late, compliance)". */
export const LATE_MARK = /[ \t]*[(（][ \t]*(?:joined late|arrived late|late|late joiner|joined[ \t]+(?:on[ \t]+|for[ \t]+|from[ \t]+|in[ \t]+)?(?:day|round|R)[ \t]*\d{1,2}|途中参加|途中から参加|迟到|中途加入|늦게 합류)(?:[ \t]*[,，、;][^()（）\n]{1,40})?[ \t]*[)）]/iu;
/** A late joiner's mark on a debater: not one whose mark names a moderator's or recorder's role (`(joined on day 2, scribe)`, review 07d l05, l07). */
export function lateDebater(participant: string): boolean {
  const mark = LATE_MARK.exec(participant);
  const role = mark === null ? undefined : /[,，、;]([^()（）\n]{1,40})[)）]/u.exec(mark[0])?.[1];
  return mark !== null && nonDebaterRole(role) === undefined;
}
