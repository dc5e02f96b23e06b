// One agent's turn: its sections (Position, Reasoning, Anticipated objection,
// Engagement, Refined position, Agreement, Status), each line read into the turn or
// reported as not interpreted.
import { isFenceLine, squeeze } from '../../parse/frontmatter.ts';
import type { LineLedger } from '../../parse/lineAccount.ts';
import { blocksOf } from '../../parse/markdownBlocks.ts';
import { joinLines, type NumberedLine } from '../../parse/markdownLines.ts';
import { sectionHeading, statusLine, type SectionKind, type TurnHeader } from './headers.ts';
import type { EngagementKind, EngagementPoint, Turn } from './model.ts';
import { appendAll } from '../../core/arrays.ts';

export function parseTurn(header: TurnHeader, line: number, lines: NumberedLine[], ledger: LineLedger, warn: (message: string, line: number) => void): Turn {
  const turn: Turn = {
    agent: header.agent,
    round: header.round,
    ...(header.label ? { label: header.label } : {}),
    line,
    reasoning: [],
    engagement: [],
    positionUnchanged: false,
    truncated: false,
    extraSections: [],
  };
  const where = `Agent ${header.agent} — Round ${header.round}`;
  ledger.read(line);

  // Sections: a heading starts one; a status line is a section of its own.
  interface Section { heading: string; kind: SectionKind | 'status'; lines: NumberedLine[]; line: number; status?: 'DONE' | 'CONTINUE'; headed: boolean; raw?: NumberedLine }
  const sections: Section[] = [];
  let section: Section = { heading: '', kind: 'other', lines: [], line, headed: false };
  sections.push(section);
  let inFence = false;
  for (const entry of lines) {
    if (isFenceLine(entry.text)) inFence = !inFence;
    if (!inFence) {
      const status = statusLine(entry.text);
      if (status) {
        section = { heading: entry.text.trim(), kind: 'status', status: status.kind, lines: [], line: entry.line, headed: true };
        if (status.rest !== '') section.lines.push({ text: status.rest, line: entry.line });
        sections.push(section);
        continue;
      }
      const heading = sectionHeading(entry.text);
      if (heading) {
        section = { heading: heading.heading, kind: heading.kind, lines: [], line: entry.line, headed: true, raw: entry };
        if (heading.inline !== '') section.lines.push({ text: heading.inline, line: entry.line });
        sections.push(section);
        continue;
      }
    }
    section.lines.push(entry);
  }

  for (const part of sections) {
    const markdown = joinLines(part.lines);
    if (part.kind !== 'other' && part.headed) ledger.read(part.line);
    switch (part.kind) {
      case 'position':
        ledger.readAll(part.lines);
        if (markdown !== '') {
          turn.position = markdown;
          turn.positionLine = firstTextLine(part.lines) ?? part.line;
        }
        break;
      case 'reasoning':
        appendAll(turn.reasoning, listOrParagraphs(part.lines, ledger, `${where} › ${part.heading}`).map((item) => item.text));
        break;
      case 'objection':
        ledger.readAll(part.lines);
        if (markdown !== '') turn.anticipatedObjection = markdown;
        break;
      case 'engagement':
        appendAll(turn.engagement, listOrParagraphs(part.lines, ledger, `${where} › ${part.heading}`).map((item) => ({ ...classifyEngagement(item.text), line: item.line })));
        break;
      case 'refined':
        ledger.readAll(part.lines);
        if (markdown !== '') {
          turn.refinedPosition = markdown;
          turn.refinedLine = firstTextLine(part.lines) ?? part.line;
          turn.positionUnchanged = /^(?:\*\*|__|\*|_|\(|")?(?:unchanged|no change|same as before)\b/i.test(markdown);
        }
        break;
      case 'agreement':
        ledger.readAll(part.lines);
        if (markdown !== '') {
          turn.agreement = turn.agreement ? `${turn.agreement}\n\n${markdown}` : markdown;
          turn.agreementLine ??= firstTextLine(part.lines) ?? part.line;
        }
        break;
      case 'status': {
        ledger.read(part.line);
        if (turn.status) warn(`more than one status line; the last one (line ${part.line}) counts`, part.line);
        // The DONE sentence may sit on the next line; only the first paragraph belongs to it,
        // anything after it is kept as untitled text, not interpreted.
        const reason = firstParagraph(part.lines);
        ledger.readAll(part.lines.slice(0, reason.count));
        turn.status = { kind: part.status!, reason: reason.text, line: part.line };
        const rest = part.lines.slice(reason.count);
        const after = joinLines(rest);
        if (after !== '') {
          turn.extraSections.push({ heading: '', markdown: after, line: firstTextLine(rest) ?? part.line });
          ledger.report(rest, where);
        }
        break;
      }
      case 'other':
        if (markdown !== '' || part.heading !== '') {
          turn.extraSections.push({ heading: part.heading, markdown, line: part.line });
          ledger.report(part.raw ? [part.raw, ...part.lines] : part.lines, `${where}${part.heading ? ` › ${part.heading}` : ''}`);
        }
        break;
    }
  }
  const empty = turn.position === undefined && turn.reasoning.length === 0 && turn.engagement.length === 0 &&
    turn.refinedPosition === undefined && turn.anticipatedObjection === undefined && turn.agreement === undefined &&
    turn.status === undefined && turn.extraSections.length === 0;
  if (empty) {
    turn.truncated = true;
    warn(`Agent ${turn.agent}'s round ${turn.round} turn is empty`, line);
  }
  return turn;
}

/** List items (with their continuation lines), or paragraphs when the section has no list; the rest is reported. */
function listOrParagraphs(lines: readonly NumberedLine[], ledger: LineLedger, where: string): Array<{ text: string; line: number }> {
  const blocks = blocksOf(lines);
  const hasItems = blocks.some((b) => b.kind === 'item');
  const taken: Array<{ text: string; line: number }> = [];
  for (const block of blocks) {
    if (block.kind === 'item' || (!hasItems && block.kind === 'paragraph')) {
      ledger.readAll(block.lines);
      taken.push({ text: block.text, line: block.line });
    } else {
      ledger.report(block.lines, where);
    }
  }
  return taken;
}

const firstTextLine = (lines: readonly NumberedLine[]): number | undefined => lines.find((l) => l.text.trim() !== '')?.line;

const ENGAGEMENT_LABEL =
  /^(\*\*|__|\*|_)?(attack|defen[cs]e|defend|rebuttal|new[ -]ground|concede[sd]?|concession)( ?\([^()]{0,60}\))?(:?)(\*\*|__|\*|_)?(:?) ?([—–-]?) ?/i;

/** "**Attack:** text" → { attack, "text" }; a bullet without a known label is 'other'. */
export function classifyEngagement(bullet: string): EngagementPoint {
  const head = squeeze(bullet.slice(0, 160));
  const match = ENGAGEMENT_LABEL.exec(head);
  if (match) {
    const [whole, open, word, qualifier, colon1, close, colon2, dash] = match;
    const separated = colon1 !== '' || colon2 !== '' || dash !== '' || (open !== undefined && close !== undefined);
    if (separated) {
      const lower = word!.toLowerCase();
      const kind: EngagementKind = lower === 'attack' ? 'attack'
        : lower.startsWith('new') ? 'new-ground'
        : lower.startsWith('conce') ? 'concede'
        : 'defend';
      // The label was matched on the squeezed head, so cut it off the squeezed bullet.
      const rest = squeeze(bullet).slice(whole!.length).trim();
      const q = qualifier?.trim();
      return { kind, text: q ? `${q} ${rest}`.trim() : rest };
    }
  }
  return { kind: 'other', text: bullet.trim() };
}

function firstParagraph(lines: NumberedLine[]): { text: string; count: number } {
  const out: string[] = [];
  let count = 0;
  for (const { text } of lines) {
    if (text.trim() === '') {
      if (out.length > 0) break;
    } else {
      out.push(text.trim());
    }
    count++;
  }
  return { text: out.join('\n'), count };
}

