// R2 opinions quoted as a blockquote as a whole (`> **Mina:** …` on every line, probe 20
// row 5): the minutes quote each speaker's words under their name, so they are read as the
// opinions, one level of `>` off, the same lines, each noted so on the page.
import type { LineLedger } from '../../parse/lineAccount.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { readOpinions, type RawOpinion } from './opinions.ts';
import type { OptionList } from './optionList.ts';
import type { ParticipantList } from './participantList.ts';

/** A blockquote line: `> text`, `>text`. */
const QUOTED_LINE = /^[ \t]{0,3}>[ \t]?/u;

/**
 * A part's opinions; a part quoted as a whole (`> **Mina:** …` on every line, probe 20 row 5)
 * that gives none as written is read without one level of `>`, same lines, each noted so.
 */
export function opinionsOfPart(lines: readonly NumberedLine[], participants: ParticipantList, options: OptionList, ledger: LineLedger): RawOpinion[] {
  const found = readOpinions(lines, participants, options.keys());
  const written = lines.filter((l) => l.text.trim() !== '');
  if (found.length > 0 || written.length === 0 || !written.every((l) => QUOTED_LINE.test(l.text))) return found;
  const unquoted = readOpinions(lines.map((l) => ({ ...l, text: l.text.replace(QUOTED_LINE, '') })), participants, options.keys());
  for (const raw of unquoted) ledger.noteAll(raw.lines, 'an opinion quoted as a blockquote, read without its ">"');
  return unquoted;
}

