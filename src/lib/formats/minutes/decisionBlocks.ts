// What of the decision round is no part of the decision's wording: a chat sender's label that
// starts the next message, and blocks that belong to the action items or another section.
import { MAX_STRUCTURE_LINE } from '../../parse/frontmatter.ts';
import type { Block } from '../../parse/markdownBlocks.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { looksLikeActionItem } from './actionLabels.ts';
import { classifyHeading, isSenderLabel } from './sections.ts';

/** The round's lines with a chat sender's label alone (`**hana**`) blanked: it starts a new message, so it ends the block before it (probe 26, m05). */
export const chatMessages = (lines: readonly NumberedLine[]): NumberedLine[] =>
  lines.map((l) => (isSenderLabel(l.text) ? { ...l, text: '' } : l));

/** A shell prompt and its command word: `$ curl`, `$ ./bench.sh`, `$ ~/bin/bench`, `$ PGPASSWORD=x psql` (review 07zm v2, v3, 07zn v6); not "$ 40k" (07zl v1). */
const SHELL_PROMPT = /^[ \t]*\$[ \t]+(?:[a-z][\w.-]*|(?:\.{0,2}|~)\/[\w./-]*|[A-Za-z_][A-Za-z0-9_]*=\S*)(?:[ \t]|$)/u;
/** A PowerShell or Python prompt with something after it. */
const OTHER_PROMPT = /^[ \t]*(?:PS [A-Z]:\\[^>\n]{0,80}>|>>>)[ \t]+\S/u;

/** A line that reads as prose: it ends as a sentence ends and holds no shell token (a flag, a path, a pipe, a comment; an apostrophe is prose's: review 07zo v4). */
const PROSE_LINE = (text: string): boolean => /[\p{L}\p{N})"'”’][.!?。！？][ \t]*$/u.test(text) && !/(?:^|[ \t])--?[\w]|[/|<>=#`~\\]/u.test(text.replace(/^[ \t]*\$/u, ''));
/** A sentence after a paste that is the meeting's, not the tool's output: three words at least or CJK prose, no label (not "Benchmark finished.", "Summary: …": reviews 07zo v2, v9, 07zp v2–v4). */
const SENTENCE_AFTER_PASTE = (text: string): boolean =>
  PROSE_LINE(text) && !SHELL_PROMPT.test(text) && !/^[ \t]*[^:：\s]{1,20}[:：]/u.test(text) && (/[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) || text.trim().split(/[ \t]+/u).length >= 3);

/**
 * A block that is no one's words on the decision: a pasted shell session (`$ curl …` and its output) or marks alone
 * (`🔥🔥`): probe 72 m03. A prompt line that reads as prose is prose ("$ savings decide it: we go with B.": review 07zm
 * v5; not `$ curl -sI https://… # from the bastion.`: 07zn v2).
 */
function isPasteOrMarks(text: string): boolean {
  if (!/[\p{L}\p{N}]/u.test(text)) return true;
  const end = text.indexOf('\n');
  const first = end === -1 ? text : text.slice(0, end);
  return OTHER_PROMPT.test(first) || (SHELL_PROMPT.test(first) && !PROSE_LINE(first));
}

/**
 * The decision round's blocks without what is no one's words: action-like blocks, marks alone, and a pasted session,
 * whose prose lines after the paste stay (`$ ./bench.sh …` / `B: p99 120 ms` / `We go with Option B.`: review 07zn v3).
 */
export function decisionWording(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => {
    if (isActionLike(block.text)) return [];
    if (!isPasteOrMarks(block.text)) return [block];
    let from = block.lines.length;
    while (from > 1 && SENTENCE_AFTER_PASTE(block.lines[from - 1]!.text)) from--;
    const kept = block.lines.slice(from);
    return kept.length === 0 ? [] : [{ ...block, text: kept.map((l) => l.text.trim()).join('\n'), line: kept[0]!.line, lines: kept }];
  });
}

/**
 * "누가: …", "who: …" items in R7 belong to the action items, not to the decision's wording;
 * so does a block a label opens for another part of the minutes (`Action items: …`, `Unknowns: …`).
 */
export const isActionLike = (text: string): boolean => {
  const label = text.length > MAX_STRUCTURE_LINE ? null : /^(?:\*\*)?([^:：*\n]{1,24})(?:\*\*)?[:：]/u.exec(text);
  const key = label ? classifyHeading(label[1]!.trim())?.key : undefined;
  return looksLikeActionItem(text) || key === 'actions' || key === 'unknowns' || key === 'risks';
};
