// A late joiner's mark on a speaker's label (`Joel Park (joined late): …`, `(joined on day 2)`,
// `(途中参加)`): their first reply after R2 is their opinion (opinionStances.ts).
import { nonDebaterRole } from '../../graph/personaRole.ts';

/** A speaker's mark of joining late, after the name: "(joined late)", "(途中参加)", "(迟到)", "(joined late, compliance)". */
export const LATE_MARK = /[ \t]*[(（][ \t]*(?:joined late|arrived late|late|late joiner|(?:joined|arrived)[ \t]+(?:on[ \t]+|for[ \t]+|from[ \t]+|in[ \t]+)?(?:day|round|R)[ \t]*(?:\d{1,2}|one|two|three|four|five|six|seven)(?![\p{L}])|(?:joined|arrived)[ \t]+at[ \t]+\d{1,2}(?:[:.h]\d{2}(?:[ \t]*[ap]\.?m\.?)?|[ \t]*[ap]\.?m\.?)|途中参加|途中から参加|迟到|中途加入|늦게 합류)(?:(?:[ \t]*[,，、;]|[ \t]+)[^()（）\n]{1,60})?[ \t]*[)）]/iu;
/** A role that watches the meeting: an observer or a guest. */
const OBSERVER = /^(?:observer|observing|guest|listener|auditor|beobachter(?:in)?|observateur|observatrice|observador(?:a)?|osservatore|osservatrice|참관|참관인|オブザーバー|見学|旁听|列席)$/iu;

/**
 * A late joiner's mark on a debater: not one whose mark or name names a moderator's or recorder's
 * role (`(joined on day 2, scribe)`, `(…, as moderator)`, `(joined late, secrétaire de séance)`,
 * `Kofi Mensah, moderator (joined on day 2)`; reviews 07d l05, l07, 07e l12–l15).
 */
export function lateDebater(participant: string, rosterRole?: string): boolean {
  const mark = LATE_MARK.exec(participant);
  // Nor one the roster lists to run the meeting or to watch it (`plus Kofi Mensah (observer)`, review 07d l02).
  // `(observer, Legal)`, `(guest from Legal)`: the role's first word says it (review 07g o2, o3).
  if (mark === null || nonDebaterRole(rosterRole) !== undefined || OBSERVER.test(rosterRole?.trim().split(/[,，;；]|[ \t]+(?:from|of|for|at)[ \t]+/u)[0]?.trim() ?? '')) return false;
  const inMark = /(?:[,，、;]|[ \t]as[ \t])([^()（）\n]{1,40})[)）]/u.exec(mark[0])?.[1];
  // `Kofi Mensah, moderator (joined on day 2)`, `Kofi Mensah as moderator (joined on day 2)` (review 07f j3).
  const beforeMark = /(?:[,，]|[ \t]as)[ \t]*([^,，]{1,30})$/u.exec(participant.slice(0, mark.index))?.[1];
  // `(joined on day 2 as observer)`, `(… to observe)` watch too (reviews 07d l06, 07j l3).
  if (WATCHES.test(mark[0])) return false;
  return ![inMark, beforeMark].some((written) => written !== undefined && (nonDebaterRole(roleWords(written)) !== undefined || OBSERVER.test(roleWords(written))));
}

const WATCHES = /(?<![\p{L}])(?:to[ \t]+(?:observe|watch|listen(?:[ \t]+in)?)|observing|listening[ \t]+in|as[ \t]+(?:an?[ \t]+)?(?:observer|guest|listener))(?![\p{L}])/iu;

/** A role as written in a mark, without "as the" before it or the meeting after it ("as moderator", "secrétaire de séance", "note taker"). */
const roleWords = (written: string): string =>
  written.trim()
    .replace(/^(?:as|als|comme|como|come)?[ \t]*(?:the[ \t]+|our[ \t]+|der[ \t]+|die[ \t]+|le[ \t]+|la[ \t]+|el[ \t]+|il[ \t]+)?/iu, '')
    .replace(/[ \t]+(?:de[ \t]+séance|du[ \t]+jour|of[ \t]+the[ \t]+(?:meeting|day)|for[ \t]+(?:the[ \t]+|this[ \t]+)?meeting|for[ \t]+today)$/iu, '')
    .replace(/^note[ \t]+taker$/iu, 'note-taker');
