// What a person's name is made of in minutes: a title before it (`Dr.`, `Ing.`, `Herr`), the
// capitalised words of a personal name, and the job titles written after one.

/**
 * A title before a name (`Dr. Kim`, `Ing. Marco Rossi`, `Dott.ssa Giulia Ferri`, `Eng.ª Ana
 * Souza`, `Herr Weber`, `Prof. Dr. Lang`): how the name is written, not who it is. Up to three,
 * each followed by a capitalised word.
 */
const TITLES = /^(?:(?:(?:Dr|Dra|Prof|Profa|Ing|Dott|Eng|Mr|Mrs|Ms|Mx|Sr|Sra|Srta|Avv|Arch|Dipl\.-Ing)\.(?:ª|º|ssa)?|Dr|Prof|Mr|Mrs|Ms|Herr|Frau|Mme|Mlle|Dott\.ssa)[ \t]+){1,3}(?=\p{Lu})/u;

/** The name without the titles before it. */
export const untitled = (name: string): string => name.trim().replace(TITLES, '');

/** The titles before a name, folded (`Mrs.` and `Mrs` are one), or '' without any. */
export const titleOf = (name: string): string => (TITLES.exec(name.trim())?.[0] ?? '').toLowerCase().replace(/[.\s]/gu, '');

/** A word of a personal name: capitalised letters (`Ravi`, `O'Neil`, `Jean-Luc`, `Müller`). */
export const NAME_WORD = /^\p{Lu}[\p{L}\p{M}'’-]{0,40}$/u;

/** A job title (`Staff Engineer`, `VP Eng`, `Head of Design`): up to four words ending in a title's noun, or one of a few abbreviations. */
export const JOB_TITLE = /^(?:[\p{L}&.-]+[ \t]+){0,3}(?:engineer|manager|lead|director|designer|developer|architect|analyst|scientist|officer|counsel|consultant|researcher|intern|specialist|administrator|eng)$|^(?:VP|CTO|CEO|CFO|COO|CPO|CISO|SVP|EVP)(?:[ \t][\p{L}&.-]+){0,3}$|^head of [\p{L} &-]{1,40}$/iu;

/**
 * A person's name rather than a role's: titled (`Dr. Tomás Ortega`), or two to four
 * capitalised words that are no job title (`Ana Lima`, not `Market Researcher`).
 */
export function looksLikePersonalName(name: string): boolean {
  if (JOB_TITLE.test(name.trim())) return false;
  if (titleOf(name) !== '') return true;
  const words = name.trim().split(/\s+/u);
  return words.length >= 2 && words.length <= 4 && words.every((word) => NAME_WORD.test(word));
}
