// One agent's turn: its sections (Position, Reasoning, Anticipated objection,
// Engagement, Refined position, Agreement, Status), each line read into the turn or
// reported as not interpreted.
import { foldText } from '../../core/names.ts';
import { plainText } from '../../core/plainText.ts';
import { isFenceLine, squeeze } from '../../parse/frontmatter.ts';
import { asWritten, matchable } from './spaces.ts';
import type { LineLedger, LineRole } from '../../parse/lineAccount.ts';
import { blocksOf, type Block } from '../../parse/markdownBlocks.ts';
import { indentColumns, indentRoles, joinLines, type NumberedLine } from '../../parse/markdownLines.ts';
import { headingPointKind, isRebuttal, sectionHeading, statusLine, type SectionKind, type TurnHeader } from './headers.ts';
import type { AgreedPoint, EngagementKind, EngagementPoint, Turn } from './model.ts';
import { concededClause, headingPointOf, rejoinderClause, saysNoPoint, saysNothing, saysUnchanged } from './reading.ts';
import { appendAll } from '../../core/arrays.ts';
import { statusReason } from './statusReason.ts';

interface Section { heading: string; kind: SectionKind | 'status'; lines: NumberedLine[]; line: number; status?: 'DONE' | 'CONTINUE'; headed: boolean; raw?: NumberedLine }

export function parseTurn(
  header: TurnHeader, line: number, lines: NumberedLine[], ledger: LineLedger, warn: (message: string, line: number) => void, loose?: { opening: boolean }, previous?: string,
  /** The other side's names ("B", "Polyrepo", "GPT-5"): a concession reported of it is none of this turn's. */
  others: readonly string[] = [],
): Turn {
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
  const sections = turnSections(line, directed(outdented(lines)), loose !== undefined);
  // An opening with a Position label of its own takes its position from there, never from the text before it.
  const opening = loose?.opening === true && !sections.some((part) => part.kind === 'position');
  // A reply's "Position" (round 2 on) is the position it holds now: its refined position.
  const reply = header.round > 1 && !sections.some((part) => part.kind === 'refined');
  if (reply) for (const part of sections) if (part.kind === 'position') part.kind = 'refined';
  // Two refined positions in one turn: the last is the position it ends on; an earlier one is said, not drawn (probe 24 row 19).
  const lastRefined = sections.findLastIndex((part) => part.kind === 'refined');
  for (const [i, part] of sections.entries()) {
    if (part.kind === 'refined' && i < lastRefined) {
      // Its label alone on a line is structure; a label with its text on the line is that text's, not drawn.
      if (part.headed && !part.lines.some((l) => l.line === part.line)) ledger.read(part.line);
      ledger.report(part.lines, where, 'an earlier Refined position of the same turn; the last one is its position');
      warn(`Agent ${header.agent}'s round ${header.round} turn has more than one Refined position; the last (line ${sections[lastRefined]!.line}) is drawn`, part.line);
    } else if (loose && part.kind === 'other' && part.heading === '') readUnlabelled(turn, part.lines, opening, ledger, where, others);
    // A header's turn that opens with labelled engagement lines (`- Attack: …`, `- Concede: …`) before any section: they are its engagement.
    else if (part.kind === 'other' && part.heading === '' && labelsEngagement(part.lines)) readUnlabelled(turn, part.lines, false, ledger, where, others, 'text before the first section of the turn');
    else readSection(turn, part, ledger, where, warn, previous, others);
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

/**
 * The one line whose bracketed token (`[CONTINUE] reason`) is the turn's status: the only such
 * line, the turn's last, a paragraph of its own that no line ending in a colon introduces, and
 * no other status line before it; a checklist's items are none (reviews 06r R1, 06s S12, 06t T4).
 */
function bracketedStatusLine(lines: readonly NumberedLine[], statuses: ReadonlyArray<ReturnType<typeof statusLine>>): NumberedLine | undefined {
  const at = statuses.findIndex((s) => s?.bracketedFirst);
  if (at <= 0 || statuses.some((s, i) => i !== at && s?.bracketedFirst) || statuses.slice(0, at).some((s) => s !== null)) return undefined;
  const before = lines.slice(0, at).findLast((l) => l.text.trim() !== '');
  const own = lines[at - 1]!.text.trim() === '' && !/[:：]\s*$/u.test(before?.text ?? '') && lines.slice(at + 1).every((l) => l.text.trim() === '');
  return own ? lines[at] : undefined;
}

/** Sections of a turn: a heading starts one; a status line is a section of its own. */
function turnSections(line: number, lines: NumberedLine[], loose: boolean): Section[] {
  const sections: Section[] = [];
  let section: Section = { heading: '', kind: 'other', lines: [], line, headed: false };
  sections.push(section);
  let inFence = false;
  // Each line's status read once, for the bracketed token's conditions and for the sections.
  const statuses = lines.map((l) => statusLine(l.text));
  const bracketed = bracketedStatusLine(lines, statuses);
  const roleOf = indentRoles();
  for (const [i, entry] of lines.entries()) {
    if (isFenceLine(entry.text)) inFence = !inFence;
    // Indented four columns past the turn's own indentation (not in a list item), a status or heading is Markdown's code: text of the section.
    const role = inFence ? 'code' : roleOf(entry.text);
    if (role !== 'code') {
      const found = statuses[i] ?? null;
      const status = found?.bracketedFirst && entry !== bracketed ? null : found;
      if (status) {
        section = { heading: entry.text.trim(), kind: 'status', status: status.kind, lines: [], line: entry.line, headed: true };
        if (status.rest !== '') section.lines.push({ text: status.rest, line: entry.line });
        sections.push(section);
        continue;
      }
      // A heading indented as a list item's text is the item's: it opens no section of the turn (probe 21 row 30).
      const heading = role === 'item' ? null : sectionHeading(entry.text);
      if (heading) {
        section = { heading: heading.heading, kind: heading.kind, lines: [], line: entry.line, headed: true, raw: entry };
        // A rebuttal's text is the section's first item, its attack: a list after it is more items (review).
        if (heading.inline !== '') section.lines.push({ text: isRebuttal(heading) ? `- Attack: ${heading.inline}` : heading.inline, line: entry.line });
        sections.push(section);
        continue;
      }
      // In a house-style turn, "Agree: …" after "Position: …" is engagement, not more of the position.
      if (loose && section.headed && section.kind === 'position' && role === 'text' && classifyEngagement(entry.text).kind !== 'other') {
        section = { heading: '', kind: 'other', lines: [], line: entry.line, headed: false };
        sections.push(section);
      }
    }
    section.lines.push(entry);
  }
  return sections;
}

/**
 * A house-style turn's text before its first label: a labelled engagement line ("Attack: …")
 * is engagement; in a side's first turn the first paragraph is its opening position, read
 * (the protocol's opening turn states a position), never stated; the rest is reported.
 */
function readUnlabelled(turn: Turn, lines: readonly NumberedLine[], opening: boolean, ledger: LineLedger, where: string, others: readonly string[], reason = 'text of the turn under no label the /debate format has'): void {
  for (const block of blocksOf(lines).flatMap(atEngagementLabels)) {
    const point = block.kind === 'item' || block.kind === 'paragraph' ? classifyEngagement(block.text) : null;
    const end = lastTextLine(block.lines);
    if (point && point.kind !== 'other') {
      const read = withRejoinder(point, others);
      turn.engagement.push({ ...read, line: block.line, ...(end !== undefined && end !== block.line ? { endLine: end } : {}) });
      ledger.readAll(block.lines, read.kind === 'attack' || read.kind === 'new-ground' || read.kind === 'concede' || read.concession ? 'relation' : 'field');
    } else if (point && opening && turn.position === undefined && block.kind === 'paragraph') {
      turn.position = block.text;
      turn.positionRead = true;
      turn.positionLine = block.line;
      turn.positionEndLine = end ?? block.line;
      ledger.readAll(block.lines, 'node');
    } else {
      ledger.report(block.lines, where, reason);
    }
  }
}

/**
 * Whether these lines are labelled engagement with a colon (`- Attack: …`, `- Concede: …`)
 * and nothing else: any other text around them (a withdrawn draft in a `<details>`, a line
 * quoting the other side "for the record", prose that opens with `*Attack* surface`) leaves them all unread.
 */
function labelsEngagement(lines: readonly NumberedLine[]): boolean {
  const blocks = blocksOf(lines).filter((block) => block.text !== '');
  return blocks.length > 0 && blocks.every((block) => (block.kind === 'item' || block.kind === 'paragraph') && COLON_LABEL.test(block.text) && classifyEngagement(block.text).kind !== 'other');
}
/** A label with its colon at the start of a point: `Attack:`, `**Concede:**`, `驳：`. */
const COLON_LABEL = /^(?:\*\*|__)?[^\s:：*_][^:：\n*_]{0,23}(?:\*\*|__)?[ \t]*[:：]/u;

/** A paragraph cut before each line that opens with an engagement label ("Attack: …\nConcede: …" is two points). */
function atEngagementLabels(block: Block): Block[] {
  if ((block.kind !== 'paragraph' && block.kind !== 'item') || block.lines.length < 2) return [block];
  const parts: Block[] = [];
  block.lines.forEach((entry, i) => {
    const last = parts[parts.length - 1];
    // An item's first line without its marker; a label on a line it runs on to is a point of its own, of the same kind.
    const text = i === 0 && block.kind === 'item' ? block.text.split('\n', 1)[0]!.trim() : entry.text.trim();
    if (last && !(text !== '' && classifyEngagement(text).kind !== 'other')) {
      last.lines.push(entry);
      last.text = `${last.text}\n${text}`;
    } else parts.push({ kind: block.kind, text, line: entry.line, lines: [entry] });
  });
  return parts;
}

/** One section read into the turn; every line of it read or reported. */
function readSection(turn: Turn, part: Section, ledger: LineLedger, where: string, warn: (message: string, line: number) => void, previous?: string, others: readonly string[] = []): void {
  const markdown = joinLines(part.lines);
  if (part.kind !== 'other' && part.headed) ledger.read(part.line);
  const within = `${where} › ${part.heading}`;
  switch (part.kind) {
    case 'position':
      ledger.readAll(part.lines, 'node');
      if (markdown !== '') {
        turn.position = markdown;
        turn.positionLine = firstTextLine(part.lines) ?? part.line;
        turn.positionEndLine = lastTextLine(part.lines) ?? turn.positionLine;
      }
      break;
    case 'reasoning':
      appendAll(turn.reasoning, listOrParagraphs(part.lines, ledger, within, () => 'field').map((item) => item.text));
      break;
    case 'objection':
      ledger.readAll(part.lines);
      if (markdown !== '') turn.anticipatedObjection = markdown;
      break;
    case 'engagement':
      appendAll(turn.engagement, engagementPoints(part.lines, ledger, within, part.headed ? headingPointKind(part.heading) : undefined, others));
      break;
    case 'refined':
      if (markdown !== '') {
        turn.refinedPosition = markdown;
        turn.refinedLine = firstTextLine(part.lines) ?? part.line;
        turn.refinedEndLine = lastTextLine(part.lines) ?? turn.refinedLine;
        // Said unchanged, or the side's last position word for word (probe 24 row 1): no new claim.
        turn.positionUnchanged = saysUnchanged(markdown) || (previous !== undefined && sameWords(markdown, previous));
      }
      // "Unchanged" (in any language) is a field of the turn, never a claim.
      ledger.readAll(part.lines, turn.positionUnchanged ? 'field' : 'node');
      break;
    case 'agreement':
      if (markdown !== '') {
        turn.agreement = turn.agreement ? `${turn.agreement}\n\n${markdown}` : markdown;
        turn.agreementLine ??= firstTextLine(part.lines) ?? part.line;
        if (saysNothing(markdown)) ledger.readAll(part.lines);
        else (turn.agreementPoints ??= []).push(...agreedPoints(part.lines, ledger, within));
      }
      break;
    case 'status':
      readStatus(turn, part, ledger, where, warn);
      break;
    case 'other':
      if (markdown !== '' || part.heading !== '') {
        turn.extraSections.push({ heading: part.heading, markdown, line: part.line });
        ledger.report(part.raw ? [part.raw, ...part.lines] : part.lines, `${where}${part.heading ? ` › ${part.heading}` : ''}`,
          part.heading ? 'a section the /debate format does not have' : 'text before the first section of the turn');
      }
      break;
  }
}

/**
 * The status line; its DONE sentence is the first paragraph after it, or the sentence the line
 * ends itself (a 👍 or a tool's output under it is none: probe 69 rows 46, 49); the rest is not interpreted.
 */
function readStatus(turn: Turn, part: Section, ledger: LineLedger, where: string, warn: (message: string, line: number) => void): void {
  ledger.read(part.line);
  if (turn.status) warn(`more than one status line; the last one (line ${part.line}) counts`, part.line);
  const reason = statusReason(part.lines, part.line);
  ledger.readAll(part.lines.slice(0, reason.count));
  turn.status = { kind: part.status!, reason: reason.text, line: part.line };
  const rest = part.lines.slice(reason.count);
  const after = joinLines(rest);
  if (after !== '') {
    turn.extraSections.push({ heading: '', markdown: after, line: firstTextLine(rest) ?? part.line });
    ledger.report(rest, where, 'text after the status line, which ends a reply');
  }
}

/**
 * A turn whose text opens indented four or more (a notebook's output cell, a pasted block) is
 * read with that indentation off every line that has it (same lines): a turn is never code.
 */
function outdented(lines: NumberedLine[]): NumberedLine[] {
  const first = lines.find((l) => l.text.trim() !== '');
  // Spaces or tabs, as the first line has them: a tab is four columns (indentColumns).
  const pad = first ? /^[ \t]*/u.exec(first.text)![0] : '';
  if (first === undefined || indentColumns(pad) < 4) return lines;
  return lines.map((l) => (l.text.startsWith(pad) ? { ...l, text: l.text.slice(pad.length) } : l));
}

/** A stage direction alone on its line, as a screenplay writes one: "(공격)", "(입장을 고쳐 말하며)". */
const DIRECTION = /^([ \t]*)[(（]([^()（）\n]{1,40})[)）][ \t]*$/u;
const DIRECTION_ENDING = /^(?:하며|하면서|하고|며|ながら|しながら|して|しつつ|着|ing)?$/iu;

/**
 * A screenplay's stage directions name what the lines under them are: a status in brackets is
 * the status line, an engagement label ("(공격)", "(인정하며)") opens that bullet, a section
 * label ("(입장을 고쳐 말하며)", "(예상 반론에 답하며)") that section; any other direction stays
 * as written. Same lines; the text under a direction is its continuation.
 */
function directed(lines: NumberedLine[]): NumberedLine[] {
  return lines.map((l) => {
    const d = l.text.length <= 200 ? DIRECTION.exec(l.text) : null;
    if (!d) return l;
    const inner = d[2]!.trim();
    if (statusLine(inner)) return { ...l, text: inner };
    // The label alone or with a verb's ending ("인정하며", "譲りながら"), never a longer phrase ("让我想想").
    const label = ENGAGEMENT_LABEL.exec(matchable(inner))?.[2];
    if (label !== undefined && DIRECTION_ENDING.test(matchable(inner).slice(label.length))) return { ...l, text: `- ${label}:` };
    const heading = sectionHeading(`**${inner}**`);
    return heading && heading.kind !== 'other' && heading.kind !== 'engagement' ? { ...l, text: `**${inner}**` } : l;
  });
}

/** List items (with their continuation lines), or paragraphs when the section has no list; the rest is reported. */
function listOrParagraphs(
  lines: readonly NumberedLine[], ledger: LineLedger, where: string, role: (text: string) => LineRole, split: (block: Block) => Block[] = (b) => [b],
): Array<{ text: string; line: number; endLine: number }> {
  const blocks = blocksOf(lines).flatMap(split);
  const hasItems = blocks.some((b) => b.kind === 'item');
  const taken: Array<{ text: string; line: number; endLine: number }> = [];
  for (const block of blocks) {
    if (block.kind === 'item' || (!hasItems && block.kind === 'paragraph')) {
      ledger.readAll(block.lines, role(block.text));
      taken.push({ text: block.text, line: block.line, endLine: lastTextLine(block.lines) ?? block.line });
    } else {
      ledger.report(block.lines, where, 'not an item of this section (the section is a list)');
    }
  }
  return taken;
}

/** Engagement bullets: a labelled attack, new ground or concession, or a clause that concedes, is a relation; the rest are fields. */
function engagementPoints(lines: readonly NumberedLine[], ledger: LineLedger, where: string, headingKind: EngagementKind | undefined, others: readonly string[]): EngagementPoint[] {
  const points: EngagementPoint[] = [];
  // Only a list's items take their kind from the heading: a paragraph under `### Attacks` may say anything (review 06w W4).
  const byHeading = headingKind !== undefined && blocksOf(lines).some((b) => b.kind === 'item') ? headingKind : undefined;
  const items = listOrParagraphs(lines, ledger, where, (text) => {
    const labelled = classifyEngagement(text);
    // Under `### Attacks` an unlabelled item is an attack, as its heading says, unless its own words refuse or grant.
    const kind = labelled.kind === 'other' && byHeading !== undefined ? headingPointOf(byHeading, labelled.text) : undefined;
    const point = withRejoinder(kind !== undefined ? { kind, text: labelled.text } : labelled, others);
    points.push(point);
    if ((point.kind === 'attack' || point.kind === 'new-ground') && saysNoPoint(point.text)) return 'field';
    return point.kind === 'attack' || point.kind === 'new-ground' || point.kind === 'concede' || point.concession ? 'relation' : 'field';
  }, atEngagementLabels); // labelled lines of one paragraph (`**Rebuttal:** …` / `**Concede:** …`): each its own point
  return items.map((item, i) => ({ ...points[i]!, line: item.line, ...(item.endLine !== item.line ? { endLine: item.endLine } : {}) }));
}

/**
 * A point with what it concedes (a clause of an unlabelled bullet) and, after a concession,
 * the clause that turns back against the opponent ("…, 그래도 …", "I grant X, but …").
 */
function withRejoinder(point: EngagementPoint, others: readonly string[]): EngagementPoint {
  // Not in an attack: it denies or quotes the other side's concessions as often as it grants one (review).
  const concession = point.kind === 'concede' || point.kind === 'attack' ? undefined : concededClause(point.text, others);
  const rejoinder = point.kind === 'concede' || concession ? rejoinderClause(point.text) : null;
  return { ...point, ...(concession ? { concession } : {}), ...(rejoinder ? { rejoinder } : {}) };
}

/** The items of an "Agreement with" section: each a point granted, read as a node of its own. */
/** An Agreement item that says there is none: "none — A's plan answers …", "なし", "无。" ("None of my objections survive" grants). */
const AGREEMENT_NONE = /^[-*+]?[ \t]*[*_(]*(?:none|nothing|n\/a|ningun[oa]|nada|nenhum|nenhuma|aucun|aucune|rien|keine?|nichts|nessun[oa]?|niente|なし|特になし|없음|无|没有|無)[*_)]*[ \t]*(?:[—–:：.。,，;；]|-[ \t]|$)/iu;

/** An Agreement section's items; one that says there is none grants nothing (its line a field). */
function agreedPoints(lines: readonly NumberedLine[], ledger: LineLedger, where: string): AgreedPoint[] {
  const items = listOrParagraphs(lines, ledger, where, (text) => (AGREEMENT_NONE.test(text.trim()) ? 'field' : 'node'));
  return items.filter((item) => !AGREEMENT_NONE.test(item.text.trim())).map((item) => ({ text: item.text.trim(), line: item.line, endLine: item.endLine }));
}

const firstTextLine = (lines: readonly NumberedLine[]): number | undefined => lines.find((l) => l.text.trim() !== '')?.line;
const lastTextLine = (lines: readonly NumberedLine[]): number | undefined => {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.text.trim() !== '') return lines[i]!.line;
  return undefined;
};

const ENGAGEMENT_LABEL =
  /^(\*\*|__|\*|_)?(attacks?|defen[cs]es?|defend|rebuttals?|new[ -]ground|concede[sd]?|concessions?|agreements?|agree[sd]?|ataque|angriff|attaque|attacco|réplica|réplique|erwiderung|defensa|defesa|verteidigung|d[ée]fense|difesa|nuevo argumento|novo argumento|neuer punkt|neues argument|nouvel argument|nouveau point|nuovo argomento|concesi[oó]n|concess[aã]o|concessione|zugest[äa]ndnis|einr[äa]umung|反击|反撃|반격|攻撃|反論|防御|弁護|新たな論点|新しい論点|新論点|譲歩|合意|同意|공격|반박|방어|새로운 논점|새 논점|양보|동의|합의|攻击|反驳|辩护|防守|新论点|新的论点|让步|共识|承认|인정한다|인정|突く|守る|認める|退一步|hit|hold|give|fresh|치기|막기|내주기|새 쟁점|出击|挡回|松口|新角度|攻め|受け|譲る|驳|攻|守|防|让|回应|回應|答复|応答|응답|답변|responses?|repl(?:y|ies)|réponse|respuesta|resposta|risposta|antwort)(?![A-Za-zÀ-ÿ])( ?[(（][^()（）]{0,60}[)）])?((?: ?[:：])?)(\*\*|__|\*|_)?((?: ?[:：])?) ?((?:[—–]|-(?=[ \t]))?) ?/iu;

const LABEL_KIND: Array<[RegExp, EngagementKind]> = [
  // Round 10 (blind): the skill's Hit/Hold/Give/Fresh as other runs translate them.
  // A rebuttal refutes the other side's point (반박, 反驳, 反論): an attack, in every language alike.
  [/^(?:attacks?|rebuttals?|hit|ataque|angriff|attaque|attacco|réplica|réplique|erwiderung|攻撃|공격|攻击|攻|反击|反撃|반격|반박|反驳|反論|突く|驳|치기|出击|攻め)$/u, 'attack'],
  [/^(?:new[ -]ground|fresh|nuevo argumento|novo argumento|neuer punkt|neues argument|nouvel argument|nouveau point|nuovo argomento|新たな論点|新しい論点|新論点|새로운 논점|새 논점|새 쟁점|新论点|新的论点|新角度)$/u, 'new-ground'],
  // "Agree: …" grants a point, as an Agreement section's item does: a concession of it.
  [/^(?:conce|agree|give$|zugest[äa]ndnis|einr[äa]umung|譲歩|譲る|合意|同意|양보|동의|합의|내주기|让步|共识|承认|인정|認める|退一步|松口|让$)/u, 'concede'],
];

/** "**Attack:** text" → { attack, "text" }; a bullet without a known label is 'other'. */
export function classifyEngagement(bullet: string): EngagementPoint {
  const head = matchable(bullet.slice(0, 160));
  const match = ENGAGEMENT_LABEL.exec(head);
  if (match) {
    const [whole, open, word, qualifier, colon1, close, colon2, dash] = match;
    const separated = colon1 !== '' || colon2 !== '' || dash !== '' || (open !== undefined && close !== undefined);
    if (separated) {
      const lower = word!.toLowerCase();
      const kind: EngagementKind = LABEL_KIND.find(([pattern]) => pattern.test(lower))?.[1] ?? 'defend';
      // The label was matched on the head as matched, so cut it off the bullet as matched; the text is kept as written.
      const rest = asWritten(squeeze(bullet), matchable(bullet).slice(whole!.length).trim());
      const q = qualifier?.trim();
      return { kind, text: q ? `${q} ${rest}`.trim() : rest };
    }
  }
  return { kind: 'other', text: bullet.trim() };
}

/** The same words, whatever the markup, spacing, case and closing full stop. */
const sameWords = (a: string, b: string): boolean => {
  const words = (text: string) => foldText(plainText(text)).replace(/[.。!！]$/u, '');
  return words(a) === words(b);
};
