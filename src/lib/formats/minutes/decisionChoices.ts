// Which option a labelled decision chooses when its round names more than one: two joined
// in its own text ("A and C", "方案A和方案C并行试点"), or another line of the round choosing a
// different one ("Decision reversed — we go with Option B instead", a second "Decision:
// Option C."). The text does not say which one the meeting settled on, so no option is
// shown as decided and a warning names the lines (probe 23 rows 17, 23, 32 and 44).
import type { Block } from '../../parse/markdownBlocks.ts';
import type { OptionKeys } from './options.ts';

const OPTION_WORD = String.raw`(?:[Oo]ption|[Pp]lan|方案|案)[ \t]*`;
/** Two options joined as one choice; a comma lists, it does not join ("B, A later"). */
const JOINED = new RegExp(String.raw`(?<![A-Za-z0-9])(?:${OPTION_WORD})?([A-H])(?:안|案)?[ \t]*(?:&|\+|and|plus|as well as|및|과|와|和|及|与|と|・)[ \t]*(?:${OPTION_WORD})?([A-H])(?![A-Za-z0-9])`, 'u');

export interface DecisionChoice {
  chosenOption?: string;
  /** Why no option is shown as decided, at the line that makes it so. */
  conflict?: { message: string; line: number };
}

/**
 * The option a labelled decision on `line` chooses (`chosen`, read from its own text), unless
 * its first sentence joins two options or another block of the round chooses another one
 * (`chooses` reads a block's choice: a decision label's value or a choosing verb's option).
 */
export function settledChoice(decision: { text: string; line: number; chosen: string | undefined }, blocks: readonly Block[], keys: OptionKeys, chooses: (text: string) => string | undefined): DecisionChoice {
  const first = (decision.text.length > 400 ? decision.text.slice(0, 400) : decision.text).split(/[.;。；\n]/u)[0] ?? '';
  const joined = JOINED.exec(first);
  if (joined !== null && joined[1] !== joined[2] && keys.includes(joined[1]!) && keys.includes(joined[2]!)) {
    return { conflict: { line: decision.line, message: `the decision on line ${decision.line} names options ${joined[1]} and ${joined[2]} together; no single option is shown as decided` } };
  }
  if (decision.chosen === undefined) return {};
  for (const block of blocks) {
    if (block.line === decision.line) continue;
    const other = chooses(block.text);
    if (other !== undefined && other !== decision.chosen) {
      return { conflict: { line: block.line, message: `line ${block.line} chooses option ${other}, the decision on line ${decision.line} option ${decision.chosen}; no option is shown as decided` } };
    }
  }
  return { chosenOption: decision.chosen };
}
