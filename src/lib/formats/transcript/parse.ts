// /debate transcripts (spec §1.3): two agents argue in rounds, each reply from round 2
// ends in a status line, a verdict closes the debate. The parser is line based and
// tolerant: it keeps every text as written and reports what breaks the protocol as
// warnings. Only a file without a single turn header is an error.
import type { Diagnostic } from '../../core/diagnostics.ts';
import { isLanguageTag } from '../../core/language.ts';
import type { Parsed } from '../../core/result.ts';
import type { SourceText } from '../../parse/source.ts';
import type { DebateLog, Relation } from '../../schemas/roundtableLog.ts';
import {
  MAX_STRUCTURE_LINE,
  dateFromFileName,
  firstSentence,
  frontmatterList,
  frontmatterString,
  isFenceLine,
  parseLooseDate,
  splitFrontmatter,
  squeeze,
} from '../../parse/frontmatter.ts';
import { baseName, joinLines, listItems, nonEmpty, type NumberedLine } from '../../parse/markdownLines.ts';

export type AgentKey = 'A' | 'B';
export type EngagementKind = 'attack' | 'defend' | 'new-ground' | 'concede' | 'other';

export interface EngagementPoint {
  kind: EngagementKind;
  /** The bullet without its "Attack:" label, inline Markdown kept. */
  text: string;
}

export interface TurnStatus {
  kind: 'DONE' | 'CONTINUE';
  /** The sentence after DONE, or the reason after CONTINUE; may be empty. */
  reason: string;
  line: number;
}

export interface ExtraSection {
  /** The heading as written; "" for text before the first heading of a turn. */
  heading: string;
  markdown: string;
}

export interface Turn {
  agent: AgentKey;
  round: number;
  /** The header's parenthesised label, e.g. "Opening". */
  label?: string;
  /** 1-based line of the turn header. */
  line: number;
  position?: string;
  reasoning: string[];
  anticipatedObjection?: string;
  engagement: EngagementPoint[];
  refinedPosition?: string;
  /** True when the refined position says it is unchanged. */
  positionUnchanged: boolean;
  agreement?: string;
  status?: TurnStatus;
  /** Round ≥ 2 without a status line, or a turn with no content at all. */
  truncated: boolean;
  extraSections: ExtraSection[];
}

export interface Round {
  number: number;
  turns: { A?: Turn; B?: Turn };
  /** Agents with no turn in this round (a truncated round). */
  missingAgents: AgentKey[];
}

export interface Verdict {
  line: number;
  convergedOn?: string;
  liveDisagreement?: string;
  recommendation?: string;
  tippedBy?: string;
  rounds?: { count: number | null; ending: string };
  /** Verdict text outside the known fields. */
  notes?: string;
}

/**
 * How the debate ended. `stopped-early` (not in the protocol): a verdict was written
 * before the cap while neither agent said DONE in the final round.
 */
export type EndingKind = 'mutual-done' | 'cap' | 'asymmetric' | 'stopped-early' | 'unfinished';

export interface Ending {
  kind: EndingKind;
  /** The last round of the transcript. */
  round: number;
  note: string;
}

export interface Flip {
  agent: AgentKey;
  doneRound: number;
  continueRound: number;
}

export interface Transcript {
  title: string;
  /** YYYY-MM-DD. */
  date?: string;
  /** HH:mm, when the date had a time. */
  time?: string;
  task?: string;
  /** Display names of A and B. */
  sides: [string, string];
  tags: string[];
  lang?: string;
  rounds: Round[];
  verdict: Verdict | null;
  ending: Ending;
  flips: Flip[];
}

/** The protocol's hard cap (seed 001): a debate not converged by round 6 is stopped. */
export const ROUND_CAP = 6;

// ---------------------------------------------------------------------------------
// Line classification. Every pattern runs on a squeezed line (trimmed, blanks
// collapsed) of bounded length, is anchored, and has no nested quantifiers.

interface TurnHeader {
  agent: AgentKey;
  round: number;
  label?: string;
}

const TURN_HEADER =
  /^(?:#{1,6} ?)?(?:\*\*)?(?:[\u{1F170}\u{1F171}]\uFE0F? ?)?(?:\*\*)?agent ([ab]) ?[—–:-] ?round ([1-9]\d?)(?: ?\(([^()]{0,80})\)| ?[—–:-] ?([^()*:]{1,40}))? ?(?:\*\*)? ?:?$/iu;

function turnHeader(line: string): TurnHeader | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const match = TURN_HEADER.exec(squeeze(line));
  if (!match) return null;
  const label = (match[3] ?? match[4])?.trim();
  return { agent: match[1]!.toUpperCase() as AgentKey, round: Number(match[2]), ...(label ? { label } : {}) };
}

const VERDICT_HEADER = /^(?:#{1,6} ?)?(?:\*\*)?(?:\u2696\uFE0F? ?)?(?:\*\*)?(?:final )?verdict(?:\*\*)? ?:?(?:\*\*)?$/iu;

const isVerdictHeader = (line: string): boolean =>
  line.length <= MAX_STRUCTURE_LINE && VERDICT_HEADER.test(squeeze(line));

const STATUS_LINE = /^(?:#{1,6} ?)?(?:\*\*)?status(?:\*\*)? ?:? ?(?:\*\*)? ?(done|continue)\b(?:\*\*)?(.*)$/i;

function statusLine(line: string): { kind: 'DONE' | 'CONTINUE'; rest: string } | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const match = STATUS_LINE.exec(squeeze(line));
  if (!match) return null;
  const rest = (match[2] ?? '').replace(/^[ \t]*[—–:.-]*[ \t]*/, '').replace(/^\*\*[ \t]*/, '').trim();
  return { kind: match[1]!.toUpperCase() as 'DONE' | 'CONTINUE', rest };
}

type SectionKind = 'position' | 'reasoning' | 'objection' | 'engagement' | 'refined' | 'agreement' | 'other';

/**
 * A section heading inside a turn: a Markdown heading, or a bold label on its own
 * line (`**Position:**`, optionally followed by text). Returns the heading as written,
 * its kind and any text after a bold label.
 */
function sectionHeading(line: string): { heading: string; kind: SectionKind; inline: string } | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const trimmed = line.trim();
  const markdownHeading = /^#{1,6}[ \t]+(.*)$/.exec(trimmed);
  if (markdownHeading) {
    const heading = markdownHeading[1]!.replace(/[ \t]#+$/, '').trim();
    return { heading, kind: sectionKind(heading), inline: '' };
  }
  const bold = /^\*\*([^*]{1,60})\*\*(.*)$/.exec(trimmed);
  if (bold) {
    const kind = sectionKind(bold[1]!);
    if (kind === 'other') return null; // ordinary bold text, not a section
    const inline = bold[2]!.replace(/^[ \t]*:?[ \t]*/, '').trim();
    return { heading: bold[1]!.replace(/:$/, '').trim(), kind, inline };
  }
  return null;
}

function sectionKind(heading: string): SectionKind {
  const name = squeeze(heading.replace(/\*\*/g, '')).toLowerCase().replace(/:$/, '');
  const startsWith = (word: string) => name === word || (name.startsWith(word) && !/[\p{L}\p{N}]/u.test(name.charAt(word.length)));
  if (startsWith('position') || startsWith('opening position')) return 'position';
  if (startsWith('reasoning')) return 'reasoning';
  if (startsWith('anticipated objection') || startsWith('anticipated objections')) return 'objection';
  if (startsWith('engagement')) return 'engagement';
  if (startsWith('refined position') || startsWith('final position') || startsWith('updated position')) return 'refined';
  if (startsWith('agreement with') || startsWith('agreement')) return 'agreement';
  return 'other';
}

// ---------------------------------------------------------------------------------
// Detection.

/** True when the text has at least one turn header such as `🅰️ Agent A — Round 1`. */
export function looksLikeTranscript(text: string): boolean {
  let start = 0;
  let inFence = false;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    if (isFenceLine(line)) inFence = !inFence;
    else if (!inFence && turnHeader(line) !== null) return true;
    if (end === -1) break;
    start = end + 1;
  }
  return false;
}

// ---------------------------------------------------------------------------------
// Parsing.

export function parseTranscript(source: SourceText): Parsed<Transcript> {
  const { file } = source;
  const split = splitFrontmatter(source);
  if (!split.ok) return split;
  const diagnostics: Diagnostic[] = [...split.diagnostics];
  const warn = (code: string, message: string, line?: number, path?: string) =>
    diagnostics.push({ severity: 'warning', code, file, message, ...(line === undefined ? {} : { line }), ...(path ? { path } : {}) });
  const { data, body, bodyLine } = split.value;

  // Cut the body into blocks at turn and verdict headers (never inside code fences).
  const lines = body.split('\n');
  const preamble: NumberedLine[] = [];
  const turnBlocks: Array<{ header: TurnHeader; line: number; headerText: string; lines: NumberedLine[] }> = [];
  let verdictBlock: { line: number; lines: NumberedLine[] } | null = null;
  let current: NumberedLine[] = preamble;
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const line = bodyLine + i;
    if (isFenceLine(text)) inFence = !inFence;
    const header = inFence ? null : turnHeader(text);
    if (header) {
      const block = { header, line, headerText: text.trim(), lines: [] as NumberedLine[] };
      turnBlocks.push(block);
      current = block.lines;
      continue;
    }
    if (!inFence && isVerdictHeader(text)) {
      if (verdictBlock === null) {
        verdictBlock = { line, lines: [] };
        current = verdictBlock.lines;
        continue;
      }
      warn('transcript-verdict', `a second verdict header (the first is on line ${verdictBlock.line}); its text is kept in the first verdict's notes`, line, 'Verdict');
    }
    current.push({ text, line });
  }

  if (turnBlocks.length === 0) {
    return {
      ok: false,
      diagnostics: [
        ...diagnostics,
        {
          severity: 'error', code: 'transcript', file, line: bodyLine,
          message: 'not a /debate transcript: no turn headers found; expected lines such as "🅰️ Agent A — Round 1 (Opening)" and "🅱️ Agent B — Round 2"',
        },
      ],
    };
  }

  // Turns, grouped into rounds.
  const roundsByNumber = new Map<number, Round>();
  for (const block of turnBlocks) {
    const path = `Agent ${block.header.agent} — Round ${block.header.round}`;
    const turn = parseTurn(block.header, block.line, block.lines, (message, line) => warn('transcript-turn', message, line, path));
    let round = roundsByNumber.get(turn.round);
    if (!round) {
      round = { number: turn.round, turns: {}, missingAgents: [] };
      roundsByNumber.set(turn.round, round);
    }
    const earlier = round.turns[turn.agent];
    if (earlier) {
      warn('transcript-duplicate', `a second "${path}" header (the first is on line ${earlier.line}); its text is kept as an extra section of the first`, block.line, path);
      earlier.extraSections.push({ heading: block.headerText, markdown: joinLines(block.lines) });
    } else {
      round.turns[turn.agent] = turn;
    }
  }
  const rounds = [...roundsByNumber.values()].sort((a, b) => a.number - b.number);
  const lastRound = rounds[rounds.length - 1]!;

  for (const round of rounds) {
    const path = `Round ${round.number}`;
    for (const agent of ['A', 'B'] as const) {
      const turn = round.turns[agent];
      if (!turn) {
        round.missingAgents.push(agent);
        continue;
      }
      if (round.number >= 2 && !turn.status) {
        turn.truncated = true;
        warn('transcript-truncated', `Agent ${agent}'s round ${round.number} reply has no "## Status: DONE" or "## Status: CONTINUE" line; it may be cut off`, turn.line, `Agent ${agent} — Round ${round.number}`);
      }
      if (round.number === 1 && turn.position === undefined && !turn.truncated) {
        warn('transcript-turn', `Agent ${agent}'s opening has no "## Position" section`, turn.line, `Agent ${agent} — Round 1`);
      }
    }
    if (round.missingAgents.length > 0) {
      const spoke = round.turns.A ?? round.turns.B;
      warn('transcript-truncated', `round ${round.number} has no turn by Agent ${round.missingAgents.join(' or ')}; the round is incomplete`, spoke?.line, path);
    }
  }
  for (let expected = 1, i = 0; i < rounds.length && expected < lastRound.number; expected++) {
    if (rounds[i]!.number === expected) i++;
    else warn('transcript-round', `round ${expected} is missing`, undefined, `Round ${expected}`);
  }
  if (lastRound.number > ROUND_CAP) {
    warn('transcript-round', `the debate runs to round ${lastRound.number}, past the ${ROUND_CAP}-round cap`, lastRound.turns.A?.line ?? lastRound.turns.B?.line, `Round ${lastRound.number}`);
  }

  const verdict = verdictBlock ? parseVerdict(verdictBlock.line, verdictBlock.lines) : null;
  const ending = decideEnding(rounds, verdict, (code, message, line, path) => warn(code, message, line, path));
  const flips = findFlips(rounds);

  // Frontmatter facts, each falling back to what the body or the file name says.
  const fileDate = dateFromFileName(file);
  const dateText = frontmatterString(data, 'date');
  let date: { date: string; time?: string } | null = null;
  if (dateText !== undefined) {
    date = parseLooseDate(dateText);
    if (!date) warn('frontmatter', `date ${JSON.stringify(dateText)} is not a date such as 2026-06-03 or 2026-05-18T12:31+09:00; ignored`, 1, 'date');
  }
  date ??= fileDate;

  const sidesValue = frontmatterList(data, 'sides');
  let sides: [string, string] = ['Agent A', 'Agent B'];
  if (sidesValue !== undefined) {
    if (sidesValue.length === 2) sides = [sidesValue[0]!, sidesValue[1]!];
    else warn('frontmatter', `"sides" must name exactly two sides (A then B); got ${sidesValue.length}; using "Agent A" and "Agent B"`, 1, 'sides');
  }

  const lang = frontmatterString(data, 'lang');
  const validLang = lang !== undefined && isLanguageTag(lang);
  if (lang !== undefined && !validLang) warn('frontmatter', `lang ${JSON.stringify(lang)} is not a BCP 47 language tag such as "en" or "ja"; ignored`, 1, 'lang');

  const preambleFacts = readPreamble(preamble);
  const task = frontmatterString(data, 'task') ?? preambleFacts.task;
  const openingPosition = rounds[0]?.turns.A?.position ?? rounds[0]?.turns.B?.position;
  const title =
    frontmatterString(data, 'title') ??
    preambleFacts.title ??
    (openingPosition ? firstSentence(openingPosition, 100) : undefined) ??
    fileDate?.title ??
    baseName(file);

  const transcript: Transcript = {
    title: title === '' ? 'Untitled debate' : title,
    ...(date ? { date: date.date, ...(date.time ? { time: date.time } : {}) } : {}),
    ...(task ? { task } : {}),
    sides,
    tags: frontmatterList(data, 'tags') ?? [],
    ...(validLang ? { lang } : {}),
    rounds,
    verdict,
    ending,
    flips,
  };
  return { ok: true, value: transcript, diagnostics };
}

function parseTurn(header: TurnHeader, line: number, lines: NumberedLine[], warn: (message: string, line: number) => void): Turn {
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

  // Sections: a heading starts one; a status line is a section of its own.
  interface Section { heading: string; kind: SectionKind | 'status'; lines: NumberedLine[]; line: number; status?: 'DONE' | 'CONTINUE' }
  const sections: Section[] = [];
  let section: Section = { heading: '', kind: 'other', lines: [], line };
  sections.push(section);
  let inFence = false;
  for (const entry of lines) {
    if (isFenceLine(entry.text)) inFence = !inFence;
    if (!inFence) {
      const status = statusLine(entry.text);
      if (status) {
        section = { heading: entry.text.trim(), kind: 'status', status: status.kind, lines: [], line: entry.line };
        if (status.rest !== '') section.lines.push({ text: status.rest, line: entry.line });
        sections.push(section);
        continue;
      }
      const heading = sectionHeading(entry.text);
      if (heading) {
        section = { heading: heading.heading, kind: heading.kind, lines: [], line: entry.line };
        if (heading.inline !== '') section.lines.push({ text: heading.inline, line: entry.line });
        sections.push(section);
        continue;
      }
    }
    section.lines.push(entry);
  }

  for (const part of sections) {
    const markdown = joinLines(part.lines);
    switch (part.kind) {
      case 'position':
        if (markdown !== '') turn.position = markdown;
        break;
      case 'reasoning':
        turn.reasoning.push(...listItems(part.lines).map((item) => item.text));
        break;
      case 'objection':
        if (markdown !== '') turn.anticipatedObjection = markdown;
        break;
      case 'engagement':
        turn.engagement.push(...listItems(part.lines).map((item) => classifyEngagement(item.text)));
        break;
      case 'refined':
        if (markdown !== '') {
          turn.refinedPosition = markdown;
          turn.positionUnchanged = /^(?:\*\*|__|\*|_|\(|")?(?:unchanged|no change|same as before)\b/i.test(markdown);
        }
        break;
      case 'agreement':
        if (markdown !== '') turn.agreement = turn.agreement ? `${turn.agreement}\n\n${markdown}` : markdown;
        break;
      case 'status': {
        if (turn.status) warn(`more than one status line; the last one (line ${part.line}) counts`, part.line);
        // The DONE sentence may sit on the next line; only the first paragraph belongs to it,
        // anything after it is kept as untitled text.
        const reason = firstParagraph(part.lines);
        turn.status = { kind: part.status!, reason: reason.text, line: part.line };
        const after = joinLines(part.lines.slice(reason.count));
        if (after !== '') turn.extraSections.push({ heading: '', markdown: after });
        break;
      }
      case 'other':
        if (markdown !== '' || part.heading !== '') turn.extraSections.push({ heading: part.heading, markdown });
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

function parseVerdict(line: number, lines: NumberedLine[]): Verdict {
  const verdict: Verdict = { line };
  type Field = 'convergedOn' | 'liveDisagreement' | 'recommendation' | 'tippedBy' | 'rounds' | 'notes';
  const collected = new Map<Field, string[]>();
  let field: Field = 'notes';
  let inFence = false;
  for (const entry of lines) {
    if (isFenceLine(entry.text)) inFence = !inFence;
    const label = inFence ? null : verdictLabel(entry.text);
    if (label) {
      field = label.field;
      if (!collected.has(field)) collected.set(field, []);
      if (label.rest !== '') collected.get(field)!.push(label.rest);
      continue;
    }
    if (!collected.has(field)) collected.set(field, []);
    collected.get(field)!.push(entry.text);
  }
  const text = (f: Field) => {
    const value = (collected.get(f) ?? []).join('\n').trim();
    return value === '' ? undefined : value;
  };
  const converged = text('convergedOn');
  if (converged !== undefined) verdict.convergedOn = converged;
  const live = text('liveDisagreement');
  if (live !== undefined) verdict.liveDisagreement = live;
  const recommendation = text('recommendation');
  if (recommendation !== undefined) verdict.recommendation = recommendation;
  const tipped = text('tippedBy');
  if (tipped !== undefined) verdict.tippedBy = tipped;
  const notes = text('notes');
  if (notes !== undefined) verdict.notes = notes;
  const rounds = text('rounds');
  if (rounds !== undefined) {
    const plain = rounds.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
    const count = /^\[?(\d{1,3})\]?/.exec(plain);
    verdict.rounds = {
      count: count ? Number(count[1]) : null,
      ending: (count ? plain.slice(count[0].length) : plain).replace(/^[\s—–:,(\[-]+/, '').replace(/[)\]]\s*$/, '').trim(),
    };
  }
  return verdict;
}

/** `**Converged on:** text`, `- **Rounds**: 3 — …`, `### Recommendation`, `Recommendation: …`. */
function verdictLabel(line: string): { field: 'convergedOn' | 'liveDisagreement' | 'recommendation' | 'tippedBy' | 'rounds'; rest: string } | null {
  if (line.length > 4 * MAX_STRUCTURE_LINE) return null;
  let text = line.trim().replace(/^[-*+][ \t]+/, '');
  const isHeading = /^#{1,6}[ \t]/.test(text);
  text = text.replace(/^#{1,6}[ \t]+/, '');
  let label: string;
  let rest: string;
  if (text.startsWith('**')) {
    const close = text.indexOf('**', 2);
    if (close === -1 || close > 80) return null;
    label = text.slice(2, close);
    rest = text.slice(close + 2);
  } else {
    const colon = text.indexOf(':');
    if (colon !== -1 && colon <= 60) {
      label = text.slice(0, colon);
      rest = text.slice(colon + 1);
    } else if (isHeading) {
      label = text;
      rest = '';
    } else {
      return null; // a plain sentence, even one starting with "Rounds …"
    }
  }
  label = squeeze(label).replace(/:$/, '').toLowerCase();
  text = rest.replace(/^[ \t]*:/, '').trim();
  const field = label.startsWith('converged') ? 'convergedOn'
    : label.startsWith('live disagreement') || label.startsWith('remaining disagreement') ? 'liveDisagreement'
    : label.startsWith('recommendation') ? 'recommendation'
    : label.startsWith('what tipped') || label.startsWith('tipped') ? 'tippedBy'
    : label === 'rounds' || label.startsWith('rounds ') ? 'rounds'
    : null;
  return field ? { field, rest: text } : null;
}

function decideEnding(rounds: Round[], verdict: Verdict | null, warn: (code: string, message: string, line?: number, path?: string) => void): Ending {
  const last = rounds[rounds.length - 1]!;
  const statusOf = (round: Round, agent: AgentKey) => round.turns[agent]?.status?.kind;
  const mutualDone = (round: Round) => statusOf(round, 'A') === 'DONE' && statusOf(round, 'B') === 'DONE';
  const lastLine = last.turns.A?.line ?? last.turns.B?.line;

  for (const round of rounds) {
    if (round !== last && mutualDone(round)) {
      warn('transcript-round', `both agents said DONE in round ${round.number}, but the debate went on to round ${last.number}`, round.turns.A?.line, `Round ${round.number}`);
    }
  }
  const a = statusOf(last, 'A');
  const b = statusOf(last, 'B');
  const asymmetric = (a === 'DONE') !== (b === 'DONE') && (a !== undefined || b !== undefined);
  if (asymmetric) {
    const done = a === 'DONE' ? 'A' : 'B';
    const other = done === 'A' ? 'B' : 'A';
    warn('transcript-asymmetric', `asymmetric stop: Agent ${done} said DONE in the final round ${last.number}, Agent ${other} did not; that is not convergence`, lastLine, `Round ${last.number}`);
  }

  if (verdict === null) {
    warn('transcript-unfinished', 'no verdict; the debate is kept and marked unfinished', lastLine, 'Verdict');
    return { kind: 'unfinished', round: last.number, note: `No verdict after round ${last.number}; the debate is unfinished.` };
  }
  const saysCap = /\bcap\b|\bcapped\b/i.test(`${verdict.rounds?.ending ?? ''}`);
  if (verdict.rounds?.count != null && verdict.rounds.count !== last.number) {
    warn('transcript-verdict', `the verdict says ${verdict.rounds.count} rounds, the transcript has ${last.number}`, verdict.line, 'Verdict');
  }
  if (mutualDone(last)) {
    if (saysCap) warn('transcript-verdict', `the verdict says the cap was hit, but both agents said DONE in round ${last.number}`, verdict.line, 'Verdict');
    return { kind: 'mutual-done', round: last.number, note: `Both agents said DONE in round ${last.number}: natural convergence.` };
  }
  if (last.number >= ROUND_CAP) {
    if (!saysCap) warn('transcript-cap', `the debate reached round ${last.number} without mutual DONE, but the verdict does not say "hit ${ROUND_CAP}-round cap"`, verdict.line, 'Verdict');
    return { kind: 'cap', round: last.number, note: `Stopped at the ${ROUND_CAP}-round cap without mutual DONE.` };
  }
  if (asymmetric) {
    return { kind: 'asymmetric', round: last.number, note: `Only one agent said DONE in the final round ${last.number}; asymmetric stop is not convergence.` };
  }
  warn('transcript-verdict', `a verdict was written after round ${last.number}, before the cap, while neither agent said DONE`, verdict.line, 'Verdict');
  return { kind: 'stopped-early', round: last.number, note: `Verdict written after round ${last.number} with neither agent DONE.` };
}

function findFlips(rounds: Round[]): Flip[] {
  const flips: Flip[] = [];
  const byNumber = new Map(rounds.map((round) => [round.number, round]));
  for (const round of rounds) {
    const next = byNumber.get(round.number + 1);
    if (!next) continue;
    for (const agent of ['A', 'B'] as const) {
      if (round.turns[agent]?.status?.kind === 'DONE' && next.turns[agent]?.status?.kind === 'CONTINUE') {
        flips.push({ agent, doneRound: round.number, continueRound: next.number });
      }
    }
  }
  return flips;
}

/**
 * Title (`# heading`) and task (`**Task:** …`, `Task: …`, `> Task: …`, with the rest of
 * its paragraph) from the text before the first turn.
 */
function readPreamble(lines: NumberedLine[]): { title?: string; task?: string } {
  const facts: { title?: string; task?: string } = {};
  let taskLines: string[] | null = null;
  for (const { text } of lines) {
    const plain = text.trim().replace(/^(?:>[ \t]?)+/, '').trim();
    if (taskLines !== null) {
      if (plain === '' || plain.startsWith('#')) {
        facts.task = taskLines.join('\n').trim() || undefined;
        taskLines = null;
        if (facts.task === undefined) delete facts.task;
      } else {
        taskLines.push(plain);
        continue;
      }
    }
    if (text.length > 4 * MAX_STRUCTURE_LINE) continue;
    const heading = /^#[ \t]+(.+)$/.exec(text.trim());
    if (heading && facts.title === undefined) {
      const title = heading[1]!.replace(/[ \t]#+$/, '').trim();
      if (title !== '') facts.title = title;
      continue;
    }
    const task = /^(?:[-*][ \t]+)?(?:\*\*)?task(?:\*\*)?[ \t]*:[ \t]*(?:\*\*)?[ \t]*(.*)$/i.exec(plain);
    if (task && facts.task === undefined) taskLines = [task[1]!.trim()];
  }
  if (taskLines !== null) {
    const task = taskLines.join('\n').trim();
    if (task !== '') facts.task = task;
  }
  return facts;
}

// ---------------------------------------------------------------------------------
// Markdown helpers.


/** The first paragraph's text, and how many lines (leading blanks included) it used. */
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




// ---------------------------------------------------------------------------------
// The graph (spec §1.3, decided there).

const NONE_TEXT = /^[*_(\s]*(?:none|nothing|n\/a|no (?:live |remaining )?disagreement|없음|なし)(?![\p{L}\p{N}])/iu;
/** "none", "none + reason", "—": a field that says there is nothing. */
export const saysNothing = (text: string | undefined): boolean =>
  text === undefined || NONE_TEXT.test(text.trim()) || /^[\s—–-]*$/.test(text);

export function transcriptToLog(t: Transcript): DebateLog {
  const personaId = { A: 'agent-a', B: 'agent-b' } as const;
  const other = (agent: AgentKey): AgentKey => (agent === 'A' ? 'B' : 'A');
  const opening = (agent: AgentKey) => t.rounds.find((r) => r.number === 1)?.turns[agent];

  const personas = (['A', 'B'] as const).map((agent, i) => {
    const turn = opening(agent);
    const argument = turn?.reasoning.join('\n').trim();
    return {
      id: personaId[agent],
      name: nonEmpty(t.sides[i], `Agent ${agent}`),
      position: nonEmpty(turn?.position, '—'),
      argument: nonEmpty(argument, '—'),
    };
  });

  const claims: DebateLog['claims'] = [];
  const relations: Relation[] = [];
  // Each agent's position claims in round order, to find "the current position" later.
  const positions = { A: [] as Array<{ round: number; id: string }>, B: [] as Array<{ round: number; id: string }> };
  for (const round of t.rounds) {
    for (const agent of ['A', 'B'] as const) {
      const turn = round.turns[agent];
      if (!turn) continue;
      const text = round.number === 1 ? turn.position : turn.positionUnchanged ? undefined : turn.refinedPosition;
      if (text === undefined || text.trim() === '') continue;
      const id = `${agent.toLowerCase()}-r${round.number}-position`;
      claims.push({ id, text: text.trim() });
      relations.push({ source: personaId[agent], target: id, type: 'supports' });
      positions[agent].push({ round: round.number, id });
    }
  }
  // What an agent answers in round N is the opponent's round N-1 output (they speak in parallel).
  const currentPosition = (agent: AgentKey, round: number): string => {
    const list = positions[agent];
    const before = list.filter((p) => p.round < round);
    const atOrBefore = list.filter((p) => p.round <= round);
    return before[before.length - 1]?.id ?? atOrBefore[atOrBefore.length - 1]?.id ?? personaId[agent];
  };

  for (const round of t.rounds) {
    for (const agent of ['A', 'B'] as const) {
      const turn = round.turns[agent];
      if (!turn) continue;
      const target = currentPosition(other(agent), round.number);
      for (const point of turn.engagement) {
        if (point.text === '') continue;
        if (point.kind === 'attack') relations.push({ source: personaId[agent], target, type: 'opposes', text: point.text });
        if (point.kind === 'concede') relations.push({ source: personaId[agent], target, type: 'supports', text: point.text });
      }
      if (turn.agreement !== undefined && !saysNothing(turn.agreement)) {
        relations.push({ source: personaId[agent], target, type: 'supports', text: turn.agreement });
      }
    }
  }

  const verdict = t.verdict;
  if (verdict && !saysNothing(verdict.convergedOn)) {
    claims.push({ id: 'converged', text: verdict.convergedOn!.trim() });
    relations.push({ source: personaId.A, target: 'converged', type: 'supports' }, { source: personaId.B, target: 'converged', type: 'supports' });
  }
  if (verdict && !saysNothing(verdict.liveDisagreement)) {
    const text = verdict.liveDisagreement!.trim();
    claims.push({ id: 'live-disagreement', text });
    const holder = firstMentionedAgent(text, t.sides) ?? 'A';
    relations.push(
      { source: personaId[holder], target: 'live-disagreement', type: 'supports' },
      { source: personaId[other(holder)], target: 'live-disagreement', type: 'opposes' },
    );
  }
  const synthesisText = verdict
    ? [verdict.recommendation?.trim(), verdict.tippedBy ? `What tipped the call: ${verdict.tippedBy.trim()}` : undefined]
        .filter((part): part is string => part !== undefined && part !== '')
        .join('\n\n')
    : '';

  const log: DebateLog = {
    topic: nonEmpty(t.task ?? t.title, 'Untitled debate'),
    meta: {
      ...(t.date ? { created: t.date } : {}),
      tags: t.tags.filter((tag) => tag.trim() !== ''),
      ...(t.lang ? { lang: t.lang } : {}),
    },
    domains: [],
    personas,
    claims,
    relations,
    ...(synthesisText !== '' ? { synthesis: { id: 'verdict', text: synthesisText } } : {}),
    open_questions: [],
  };
  return log;
}

/**
 * Which agent a "live disagreement" sentence names first (by side name, "Agent A",
 * "A's", "(A:", a lone "B"): that agent holds the claim. Null when neither is named.
 */
function firstMentionedAgent(text: string, sides: [string, string]): AgentKey | null {
  const lower = text.toLowerCase();
  const startsWord = (at: number) => at === 0 || !/[\p{L}\p{N}]/u.test(lower.charAt(at - 1));
  const firstIndex = (agent: AgentKey, side: string): number => {
    const letter = agent.toLowerCase();
    const needles = [`agent ${letter}`, `${letter}'s `, `${letter}’s `, `(${letter})`, `(${letter}:`, `${letter}: `];
    const name = side.trim().toLowerCase();
    if (name.length >= 2 && name !== `agent ${letter}`) needles.push(name);
    let best = -1;
    for (const needle of needles) {
      const at = lower.indexOf(needle);
      if (at !== -1 && startsWord(at) && (best === -1 || at < best)) best = at;
    }
    // A capital letter on its own ("B wants …"); a sentence-initial article "A" can only
    // make A the holder, which is the default anyway.
    const letterAt = text.search(agent === 'A' ? /(?<![\p{L}\p{N}'’])A(?![\p{L}\p{N}])/u : /(?<![\p{L}\p{N}'’])B(?![\p{L}\p{N}])/u);
    if (letterAt !== -1 && (best === -1 || letterAt < best)) best = letterAt;
    return best;
  };
  const a = firstIndex('A', sides[0]);
  const b = firstIndex('B', sides[1]);
  if (a === -1 && b === -1) return null;
  if (a === -1) return 'B';
  if (b === -1) return 'A';
  return a <= b ? 'A' : 'B';
}

