// A turn split over two messages under a second header that says it continues
// (`### Claude · R2 (continued)`, `2라운드 (계속)`), read as one turn (probe 47).
import { appendAll } from '../../core/arrays.ts';
import type { LineLedger } from '../../parse/lineAccount.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { sectionHeading, statusLine } from './headers.ts';
import type { TurnBlock } from './house.ts';

/** A header's label that says the turn goes on: `### Claude · R2 (continued)`, `2라운드 (계속)`, `（続き）`. */
const CONTINUED = /^(?:continued|cont(?:['’]d|\.)?|continuation|suite|fortsetzung|continuaci[oó]n|continua[çc][aã]o|계속|続き|続|续|接上)$/iu;

/**
 * A turn split over two messages: the second header of one agent and round whose label says
 * it continues is read as part of the first turn (probe 47), its header line noted; any other
 * second header stays a repeated one (groupRounds).
 */
export function withContinuations(blocks: TurnBlock[], ledger: LineLedger): TurnBlock[] {
  const first = new Map<string, { block: TurnBlock; lastKind: string | undefined }>();
  const kept: TurnBlock[] = [];
  for (const block of blocks) {
    const key = `${block.header.agent}${block.header.round}`;
    const earlier = first.get(key);
    if (earlier !== undefined && CONTINUED.test((block.header.label ?? '').trim()) && continuesWell(earlier.lastKind, block)) {
      ledger.note(block.line, 'the turn continues');
      appendAll(earlier.block.lines, block.lines);
      earlier.lastKind = lastKindOf(block.lines, earlier.lastKind);
      continue;
    }
    if (earlier === undefined) first.set(key, { block, lastKind: lastKindOf(block.lines, undefined) });
    kept.push(block);
  }
  return kept;
}

/** The kind of the last section `lines` open (a status counts as one), else `before`: each line looked at once. */
function lastKindOf(lines: readonly NumberedLine[], before: string | undefined): string | undefined {
  let last = before;
  for (const { text } of lines) last = sectionHeading(text)?.kind ?? (statusLine(text) !== null ? 'status' : last);
  return last;
}

/**
 * Whether a continuation's lines can join its first part: it opens with a section or a
 * status of its own, or with an item while the first part ends in its engagement (bullets
 * there would otherwise fall into a refined position, review 06r R3).
 */
function continuesWell(lastKind: string | undefined, block: TurnBlock): boolean {
  const opening = block.lines.find((l) => l.text.trim() !== '')?.text ?? '';
  if (sectionHeading(opening) !== null || statusLine(opening) !== null) return true;
  return lastKind === 'engagement' && /^[ \t]*[-*+][ \t]/u.test(opening);
}
