// The text before a transcript's first turn: its title and task, and the marks of a
// transcript pasted as a blockquote.
import { MAX_STRUCTURE_LINE } from '../../parse/frontmatter.ts';
import type { LineLedger } from '../../parse/lineAccount.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';

/**
 * Title (`# heading`) and task (`**Task:** …`, `Task: …`, `> Task: …`, with the rest of
 * its paragraph) from the text before the first turn; the lines used are read.
 */
export function readPreamble(lines: NumberedLine[], ledger: LineLedger): { title?: string; task?: string } {
  const facts: { title?: string; task?: string } = {};
  let taskLines: string[] | null = null;
  for (const { text, line } of lines) {
    const plain = text.trim().replace(/^(?:>[ \t]?)+/, '').trim();
    if (taskLines !== null) {
      if (plain === '' || plain.startsWith('#')) {
        facts.task = taskLines.join('\n').trim() || undefined;
        taskLines = null;
        if (facts.task === undefined) delete facts.task;
      } else {
        taskLines.push(plain);
        ledger.read(line);
        continue;
      }
    }
    if (text.length > 4 * MAX_STRUCTURE_LINE) continue;
    const heading = /^#[ \t]+(.+)$/.exec(text.trim());
    if (heading && facts.title === undefined) {
      const title = heading[1]!.replace(/[ \t]#+$/, '').trim();
      if (title !== '') facts.title = title;
      ledger.read(line);
      continue;
    }
    const task = /^(?:[-*][ \t]+)?(?:\*\*)?task(?:\*\*)?[ \t]*:[ \t]*(?:\*\*)?[ \t]*(.*)$/i.exec(plain);
    if (task && facts.task === undefined) {
      taskLines = [task[1]!.trim()];
      ledger.read(line);
    }
    // The command the user typed, `/debate <task>` (a terminal or chat log): its text is the task.
    const typed = /^\/debate(?![\p{L}\p{N}_-])[ \t]+(\S.*)$/u.exec(plain);
    if (typed && !task && facts.task === undefined) {
      taskLines = [typed[1]!.trim()];
      ledger.read(line);
    }
  }
  if (taskLines !== null) {
    const task = taskLines.join('\n').trim();
    if (task !== '') facts.task = task;
  }
  return facts;
}

/** The line number of the first line at or after `from` that opens with `>`. */
export function firstQuotedLine(text: string, from: number): number {
  const lines = text.split('\n');
  for (let i = from - 1; i < lines.length; i++) if (/^[ \t]{0,3}>/.test(lines[i]!)) return i + 1;
  return from;
}

/** The lines of a pasted blockquote that are only its mark (`>`): read as the quote's markup, accounted over the file as written. */
export function noteBareQuoteMarks(pasted: string, unquoted: string, ledger: LineLedger): void {
  const written = pasted.split('\n');
  unquoted.split('\n').forEach((text, i) => {
    if (text.trim() === '' && (written[i] ?? '').trim() !== '') ledger.note(i + 1, 'an empty line of the pasted blockquote (">")');
  });
}
