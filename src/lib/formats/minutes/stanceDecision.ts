// How one option's votes in an opinion decide its stance (stanceReading.ts): stated cues that
// agree win, then read ones; the clause they came from is the quoted evidence.
import { collapsedPrefix } from '../../core/escape.ts';
import type { Clause } from './clauses.ts';
import type { Polarity } from './stanceCues.ts';

export type StanceRelation = 'supports' | 'opposes' | 'mentions';
export type StanceReadingKind = 'stated' | 'read' | 'mentioned';

export interface StanceReading {
  option: string;
  relation: StanceRelation;
  reading: StanceReadingKind;
  /** The clause it was read from, as written (bounded). */
  quote: string;
  /** Where the clause stands in the text (offsets into `text`, newlines kept). */
  start: number;
  end: number;
}

export const MAX_QUOTE = 240;

export interface Vote {
  option: string;
  polarity: Polarity | 0;
  stated: boolean;
  /** Where the option was first named, in the text. */
  at: number;
  /** Cues that disagree inside one clause. */
  disputed?: true;
}

/** Stated stances that agree win, then read ones that agree; anything else is a mention. */
export function decide(option: string, list: ReadonlyArray<Vote & { clause: Clause }>, text: string): StanceReading {
  const agreeing = (stated: boolean) => {
    const cued = list.filter((v) => v.stated === stated && v.polarity !== 0);
    if (cued.length === 0 || list.some((v) => v.disputed)) return null;
    return new Set(cued.map((v) => v.polarity)).size === 1 ? cued[0]! : null;
  };
  const stated = agreeing(true);
  const read = stated ? null : list.some((v) => v.stated && v.polarity !== 0) ? null : agreeing(false);
  const chosen = stated ?? read;
  const clause = (chosen ?? list[0]!).clause;
  return {
    option,
    relation: chosen === null ? 'mentions' : chosen.polarity === 1 ? 'supports' : 'opposes',
    reading: chosen === null ? 'mentioned' : stated ? 'stated' : 'read',
    quote: boundedQuote(text.slice(clause.start, clause.end)),
    start: clause.start,
    end: clause.end,
  };
}

/** A clause as quoted evidence: one line, at most MAX_QUOTE code points. */
export function boundedQuote(text: string): string {
  const flat = collapsedPrefix(text, 2 * MAX_QUOTE + 2);
  const chars = Array.from(flat);
  return chars.length <= MAX_QUOTE ? flat : `${chars.slice(0, MAX_QUOTE - 1).join('')}…`;
}
