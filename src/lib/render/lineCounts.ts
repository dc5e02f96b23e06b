// How the "How this log was read" section counts lines in words: a number and its noun, and
// the sentence over the lines left as written, each agreeing with its count.

/** "1 line", "4 non-blank lines". */
export const counted = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The sentence over the not-interpreted lines: "1 line … it is kept", "4 lines … they are kept" (probe 56 row 6). */
export const keptAsWritten = (n: number): string =>
  `${counted(n, 'line')} of the file could not be read into the debate; ${n === 1 ? 'it is' : 'they are'} kept here as written.`;
