// What of the decision round is no part of the decision's wording: a chat sender's label that
// starts the next message, and blocks that belong to the action items or another section.
import { MAX_STRUCTURE_LINE } from '../../parse/frontmatter.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { looksLikeActionItem } from './actionLabels.ts';
import { classifyHeading, isSenderLabel } from './sections.ts';

/** The round's lines with a chat sender's label alone (`**hana**`) blanked: it starts a new message, so it ends the block before it (probe 26, m05). */
export const chatMessages = (lines: readonly NumberedLine[]): NumberedLine[] =>
  lines.map((l) => (isSenderLabel(l.text) ? { ...l, text: '' } : l));

/**
 * "누가: …", "who: …" items in R7 belong to the action items, not to the decision's wording;
 * so does a block a label opens for another part of the minutes (`Action items: …`, `Unknowns: …`).
 */
/** A block that is no one's words on the decision: a pasted shell session (`$ curl …` and its output) or marks alone (`🔥🔥`): probe 72 m03. */
export const isPasteOrMarks = (text: string): boolean => /^[ \t]*(?:\$[ \t]+[a-z][\w.-]*(?:[ \t]|$)|(?:PS [A-Z]:\\[^>\n]{0,80}>|>>>)[ \t]+\S)/u.test(text) || !/[\p{L}\p{N}]/u.test(text);

export const isActionLike = (text: string): boolean => {
  const label = text.length > MAX_STRUCTURE_LINE ? null : /^(?:\*\*)?([^:：*\n]{1,24})(?:\*\*)?[:：]/u.exec(text);
  const key = label ? classifyHeading(label[1]!.trim())?.key : undefined;
  return looksLikeActionItem(text) || key === 'actions' || key === 'unknowns' || key === 'risks';
};
