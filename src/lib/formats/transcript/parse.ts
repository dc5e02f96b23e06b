// /debate transcripts (spec §1.3): two agents argue in rounds, each reply from round 2
// ends in a status line, a verdict closes the debate. The parser is line based and
// tolerant: it keeps every text as written, reports what breaks the protocol as
// warnings, and accounts for every line (read, or reported as not interpreted). Only a
// file without a single turn header is an error. The parts live beside this file.
import { normaliseName } from '../../core/names.ts';
import { isLanguageTag } from '../../core/language.ts';
import type { Parsed } from '../../core/result.ts';
import type { Diagnostic } from '../../core/diagnostics.ts';
import {
  dateFromFileName,
  firstSentence,
  frontmatterList,
  frontmatterString,
  isFenceLine,
  parseLooseDate,
  type Frontmatter,
} from '../../parse/frontmatter.ts';
import { beginMarkdownDocument, notInterpretedWarning, type LineLedger } from '../../parse/lineAccount.ts';
import { baseName, indentColumns, indentRoles, joinLines, type IndentRole, type NumberedLine, withoutIndent } from '../../parse/markdownLines.ts';
import type { SourceText } from '../../parse/source.ts';
import { checkRounds, decideEnding, findFlips } from './ending.ts';
import { hasTurnHeader, isVerdictHeader, turnHeader, unquotedPaste } from './headers.ts';
import { withContinuations } from './continuations.ts';
import { cutHouseBlocks, debateMarked, houseSides, missingTurns, SECOND_VERDICT, type Blocks, type TurnBlock } from './house.ts';
import { isRoleLine } from './speakers.ts';
import type { AgentKey, Round, Transcript } from './model.ts';
import { reshaped, unframedSession, unsectionedExport } from './outline.ts';
import { parseTurn } from './turns.ts';
import { parseVerdict } from './verdict.ts';
import { isTemplateVerdict, verdictLabel } from './verdictLabels.ts';
import { firstQuotedLine, noteBareQuoteMarks, readPreamble } from './preamble.ts';
import { hasShapeTurns, roundOnlyHeading, shapeHeaderReader } from './shapeHeaders.ts';
import { fromLastRestart } from './restart.ts';
import type { TurnHeader } from './headers.ts';
import { appendAll } from '../../core/arrays.ts';

export * from './model.ts';
export { looksLikeTranscript } from './house.ts';
export { classifyEngagement } from './turns.ts';
export { saysNothing, transcriptToLog } from './toLog.ts';

/** "/debate Should we …" → "Should we …": a title never keeps the command that started the debate. */
export const withoutCommand = (text: string): string => text.replace(/^[`*_\s]*\/debate(?![\p{L}\p{N}_-])[`*_]*[ \t:—–-]*/u, '').trim();

type Warn = (code: string, message: string, line?: number, path?: string) => void;

const RESHAPED = {
  outline: 'an outline of list items; it is read without their marks and numbers',
  'run log': 'a log of records (JSON events, YAML turns); each record is read as the labelled lines of its turn',
  reStructuredText: 'a reStructuredText export; its titles, fields and directives are read as headings, labels and status lines',
  'terminal session': 'a terminal log of a session; its frame (prompts, command output, tool calls) is set aside and the debate read without the terminal\'s marks',
} as const;

export function parseTranscript(pasted: SourceText): Parsed<Transcript> {
  const { file } = pasted;
  // A transcript pasted as a blockquote is read without its `>` markers (same lines).
  const unquoted = unquotedPaste(pasted.text);
  // An outliner's export ("- 2.1.1 立場：…") or a log of records is read rewritten line for line;
  // a transcript with turn headers of its own never is (a log it quotes stays as written), unless it is a reStructuredText export.
  // A terminal log is read without its frame even when some turn headers show through it.
  const reshape = unquoted !== null ? null : (unframedSession(pasted.text) ?? (hasTurnHeader(pasted.text) ? unsectionedExport(pasted.text) : reshaped(pasted.text)));
  const source = { ...pasted, text: unquoted ?? reshape?.text ?? pasted.text };
  const begun = beginMarkdownDocument(source);
  if (!begun.ok) return begun;
  const { split, diagnostics, warn, ledger } = begun.value;
  if (reshape !== null) warn('reshaped', `the transcript is ${RESHAPED[reshape.shape]}`, split.bodyLine);
  for (const note of reshape?.notes ?? []) ledger.note(note.line, note.what);
  // At the first quoted line, not the blank line the frontmatter may leave before it.
  if (unquoted !== null) warn('quoted-paste', 'the transcript is pasted as a blockquote; it is read without its ">" markers', firstQuotedLine(pasted.text, split.bodyLine));
  if (unquoted !== null) noteBareQuoteMarks(pasted.text, unquoted, ledger);
  const { data, body, bodyLine } = split;
  // A file without a classic turn header is read by shape: speaker lines of its two sides.
  const house = hasTurnHeader(body) ? null : houseSides(data, body, bodyLine);
  const { preamble, turnBlocks, verdictBlock, laterVerdicts, templateVerdict, headersInItems, asides } = cutTurns(body, bodyLine, house, { ledger, warn, diagnostics });
  // Said once, with the count: the lines stay the items' text, listed as not interpreted.
  if (headersInItems !== undefined && headersInItems.length > 0) warn('transcript-header-in-list', HEADER_IN_LIST(headersInItems.length), headersInItems[0]);
  // A debate log whose turns no shape finds is published unread, every line reported, not refused
  // (docs/decisions/prose-logs-read-whole.md); a file with no mark of a debate is refused.
  const unread = turnBlocks.length === 0;
  // At the body's first line of text, not the blank line after the frontmatter (probe 29).
  const textLine = unread ? bodyLine + Math.max(0, body.split('\n').findIndex((l) => l.trim() !== '')) : bodyLine;
  if (unread && !debateMarked(data, body)) {
    return { ok: false, diagnostics: [...diagnostics, { severity: 'error', code: 'transcript', file, line: textLine, message: missingTurns(house) }] };
  }
  if (unread) warn('transcript-unread', `${missingTurns(house)}; the log is published unread, each line it could not read listed as not interpreted`, textLine);
  const sides = house ? house.names : readSides(data, turnBlocks, warn, split.locate);
  const rounds = groupRounds(withContinuations(fromLastRestart(turnBlocks, ledger, warn, verdictBlock?.line), ledger), ledger, warn, sides);
  checkTurns(rounds, warn);
  if (!unread) checkRounds(rounds, warn);
  // An unread log draws no claims, not even from a verdict it holds: the verdict's lines are reported too.
  if (unread && verdictBlock) {
    const heading = { line: verdictBlock.line, text: body.split('\n')[verdictBlock.line - bodyLine] ?? '' };
    ledger.report([heading, ...verdictBlock.lines], 'unread log', 'a verdict of turns that could not be read');
  }
  const written = verdictBlock && !unread ? parseVerdict(verdictBlock.line, verdictBlock.lines, sides, ledger) : null;
  if (laterVerdicts !== undefined) ledger.report(laterVerdicts, 'Verdict', 'a second verdict: not read, the record keeps the first');
  if (templateVerdict !== undefined) ledger.report(templateVerdict, 'before the first turn', 'a verdict template before the first turn: not the verdict');
  if (asides !== undefined) ledger.report(asides, 'between turns', 'a moderator\'s words between turns, no agent\'s');
  if (written?.templateOnly) warn('transcript-verdict', 'the verdict is the template with every field unfilled: read as no verdict', written.line, 'Verdict');
  const verdict = written?.templateOnly ? null : written;
  const ending = unread ? UNREAD_ENDING : decideEnding(rounds, verdict, (code, message, line, path) => warn(code, message, line, path), sides);
  const { date, lang, fileTitle } = frontmatterFacts(data, file, warn, split.locate);
  const preambleFacts = readPreamble(preamble, ledger);
  ledger.report(preamble, unread ? 'unread log' : 'before the first turn', unread ? 'no turn or section of a known shape' : 'text before the first turn that is not the title or the task');
  const rawTask = frontmatterString(data, 'task') ?? preambleFacts.task;
  const task = rawTask === undefined ? undefined : withoutCommand(rawTask) || undefined;
  const firstRound = rounds[0];
  const opening = firstRound?.turns.A ?? firstRound?.turns.B;
  const openingPosition = opening?.position ?? opening?.refinedPosition;
  const titleCandidates = [frontmatterString(data, 'title'), preambleFacts.title, openingPosition ? firstSentence(openingPosition, 100) : undefined, fileTitle, baseName(file)];
  const title = titleCandidates.map((t) => (t === undefined ? '' : withoutCommand(t))).find((t) => t !== '') ?? '';

  // A rewrite that leaves adornment lines blank (reStructuredText) is accounted over the file as written.
  const { account, notInterpreted, notes } = ledger.finish(reshape?.notes || unquoted !== null ? pasted.text : source.text);
  appendAll(diagnostics, notInterpretedWarning(file, 'transcript-not-interpreted', notInterpreted));
  const transcript: Transcript = {
    title: title === '' ? 'Untitled debate' : title,
    ...(date ? { date: date.date, ...(date.time ? { time: date.time } : {}) } : {}),
    ...(task ? { task } : {}),
    sides,
    tags: frontmatterList(data, 'tags', (message) => warn('frontmatter', message, 1, 'tags')) ?? [],
    ...(lang ? { lang } : {}),
    rounds,
    verdict,
    ending,
    flips: findFlips(rounds),
    ...(firstRound !== undefined && firstRound.number > 1 ? { startsAtRound: firstRound.number } : {}),
    notInterpreted,
    lineAccount: account,
    ...(notes.length > 0 ? { lineNotes: notes } : {}),
  };
  return { ok: true, value: transcript, diagnostics };
}

const UNREAD_ENDING = { kind: 'unfinished', round: 0, note: 'No turn of a known shape was found; the log is shown unread.' } as const;

/** The file's turns by its headers or speaker lines, else by headers found by shape (the first reading's reports and warnings undone). */
function cutTurns(body: string, bodyLine: number, house: ReturnType<typeof houseSides>, to: { ledger: LineLedger; warn: Warn; diagnostics: Diagnostic[] }): Blocks {
  const { ledger, warn, diagnostics } = to;
  const [restore, warned] = [ledger.snapshot(), diagnostics.length];
  const firstReading = () => (house ? cutHouseBlocks(body, bodyLine, house, ledger, warn) : cutBlocks(body, bodyLine, warn));
  const first = firstReading();
  // Turns by a house style's speaker lines are weighed against headers by shape (below); turns by a known header stand.
  if ((first.turnBlocks.length > 0 && !house) || !hasShapeTurns(body)) return first;
  restore();
  diagnostics.length = warned;
  if (house?.legendLine !== undefined) ledger.note(house.legendLine, 'the two sides');
  const byShape = cutBlocks(body, bodyLine, warn, shapeHeaderReader(), roundOnlyHeading);
  // A house reading that found turns stands, unless headers by shape cut more of them: a
  // position line opening with a side's name (`Polyrepo: …`) under `🅱️ GPT-5 (Round 1)` is no speaker's turn.
  if (first.turnBlocks.length > 0 && turnsBeforeVerdict(byShape) <= turnsBeforeVerdict(first)) {
    restore();
    diagnostics.length = warned;
    return firstReading();
  }
  for (const { line, round } of byShape.roundLines ?? []) ledger.note(line, `round ${round}`);
  // Headers that open with the harness's side marks (`🅰️ Mistral (Befürworter) — Runde 1`) are a documented form (probe 71 row 53).
  const marked = byShape.turnBlocks.length > 0 && byShape.turnBlocks.every((b) => /^[\s#*>]*(?:\[[^\]\n]{1,40}\][ \t]*)?(?:🅰|🅱)/u.test(b.headerText));
  if (!marked) warn('shape-headers', 'no turn header of a known form; turns are cut at lines naming one agent and one round', byShape.turnBlocks[0]?.line ?? bodyLine);
  return byShape;
}

/** A label longer than this after the verdict is a recap's sentence, not a turn's title. */
const RECAP_LABEL_LETTERS = 12;
const labelLetters = (label: string | undefined): number => (label ?? '').replace(/[\s\p{P}\p{S}]/gu, '').length;

/** Turns the debate had before its verdict: a header under the verdict (`== Round 3` after `== Verdict`) opens none. */
const turnsBeforeVerdict = (blocks: Blocks): number => blocks.turnBlocks.filter((t) => blocks.verdictBlock === null || t.line < blocks.verdictBlock.line).length;

/** The body cut into blocks at turn and verdict headers (never inside code fences); `roundOf` reads round-only headings. */
function cutBlocks(body: string, bodyLine: number, warn: Warn, headerOf: (line: string) => TurnHeader | null = turnHeader, roundOf?: (line: string) => number | null): Blocks {
  const lines = body.split('\n');
  const blocks: Blocks = { preamble: [], turnBlocks: [], verdictBlock: null, headersInItems: [] };
  let current: NumberedLine[] = blocks.preamble;
  let inFence = false;
  let inItemFence = false;
  const { roleOf, base } = indentRoleReader(lines, headerOf);
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const line = bodyLine + i;
    // In a file indented as a whole, a fence is indented with it.
    if (isFenceLine(withoutIndent(text, base))) inFence = !inFence;
    // Indented four columns, a header is Markdown's code (or a paragraph's next line); indented to
    // a list item's text, it is the item's (probe 19 row 17): shown, never a turn or the verdict.
    const role = inFence ? 'text' : roleOf(text);
    if (role !== 'text') {
      // A fence in an item's text (indented with it) holds code: its headers are examples, not lost.
      if (role === 'item' && /^[ \t]*(?:```|~~~)/u.test(text)) inItemFence = !inItemFence;
      else if (role === 'item' && !inItemFence && (headerOf(text) !== null || isVerdictHeader(text))) blocks.headersInItems!.push(line);
      current.push({ text, line });
      continue;
    }
    // A blank line does not end an item's fence; a line of the file's own text does.
    if (text.trim() !== '') inItemFence = false;
    // Read by shape (`roundOf` given), a line naming a side and a round with a sentence for its label
    // after the verdict that follows the turns is the verdict's recap (`🅰️ Claude (Round 2) — 한 달 대기가
    // …`), no turn (review 06y Y2); a bare header there resumes the debate (review 06za A1).
    const found = inFence ? null : headerOf(text);
    const recap = found !== null && roundOf !== undefined && blocks.verdictBlock !== null && blocks.turnBlocks.length > 0 && labelLetters(found.label) > RECAP_LABEL_LETTERS;
    const header = recap ? null : found;
    if (header) {
      const block = { header, line, headerText: text.trim(), lines: [] as NumberedLine[] };
      blocks.turnBlocks.push(block);
      current = block.lines;
      continue;
    }
    const round = inFence || roundOf === undefined || blocks.verdictBlock !== null ? null : roundOf(text);
    if (round !== null) {
      (blocks.roundLines ??= []).push({ line, round });
      continue;
    }
    // A moderator's line after a turn is not the turn's: it and what follows up to the next header (probe 35, T05).
    if (!inFence && current === blocks.turnBlocks.at(-1)?.lines && isRoleLine(text)) {
      blocks.asides ??= [];
      current = blocks.asides;
    }
    if (!inFence && isVerdictHeader(text)) {
      // The harness's output format quoted before the turns is not the verdict (review 06j F4).
      const template = blocks.verdictBlock === null && blocks.turnBlocks.length === 0 ? templateAt(lines, i, bodyLine, headerOf) : null;
      if (template !== null) {
        appendAll((blocks.templateVerdict ??= []), template);
        i += template.length - 1;
        continue;
      }
      if (blocks.verdictBlock === null) {
        blocks.verdictBlock = { line, lines: [] };
        current = blocks.verdictBlock.lines;
        continue;
      }
      warn('transcript-verdict', SECOND_VERDICT(blocks.verdictBlock.line), line, 'Verdict');
      blocks.laterVerdicts ??= [];
      current = blocks.laterVerdicts;
    }
    current.push({ text, line });
  }
  return blocks;
}

/**
 * The lines from the verdict header on line `i` to the next turn or verdict header, when they
 * are a template's slots only; else null. A heading under it is read as a field's label or
 * text (`## Recommendation` with text under it is a verdict, review 06o F9); a paragraph after
 * a blank line that follows a filled slot is the preamble's again (`Begin the debate now.`,
 * review 06q Q7).
 */
function templateAt(lines: readonly string[], i: number, bodyLine: number, headerOf: (line: string) => TurnHeader | null): NumberedLine[] | null {
  const block: NumberedLine[] = [];
  let filledSlot = false; // the last line of text is a label with its slot
  let blankAfterSlot = false;
  for (let k = i + 1; k < lines.length && headerOf(lines[k]!) === null && !isVerdictHeader(lines[k]!); k++) {
    const text = lines[k]!;
    const blank = text.trim() === '';
    if (blankAfterSlot && !blank && verdictLabel(text) === null) break;
    blankAfterSlot = blank && (filledSlot || blankAfterSlot);
    if (!blank) filledSlot = (verdictLabel(text)?.rest ?? '') !== '';
    block.push({ text, line: bodyLine + k });
  }
  return isTemplateVerdict(block) ? [{ text: lines[i]!, line: bodyLine + i }, ...block] : null;
}

const HEADER_IN_LIST = (count: number): string =>
  `a turn or verdict header indented under a list item is that item's text, not a header${count > 1 ? ` (${count} such lines, this the first)` : ''}; write it flush to start a turn`;

/**
 * What each line is by its indentation where a header could be (indentRoles): code, a list
 * item's text, or neither. Indentation counts past the file's own. A file is indented as a
 * whole (a notebook's cell) when most of its turn headers are indented and at most one is
 * flush, one whose own lines are indented (a header that lost its indent): a plain file's code
 * block of fake turns has flush turns with flush lines beside it (probe 19 rows 19 and 20, and
 * their reviews). Status and verdict lines do not decide it. `base` is that indentation, or 0.
 */
function indentRoleReader(lines: readonly string[], headerOf: (line: string) => TurnHeader | null): { roleOf: (text: string) => IndentRole; base: number } {
  let inFence = false;
  let indented = 0;
  let flush = 0;
  let base: number | undefined;
  let awaiting = false; // a flush header whose next line is still to come
  let flushThenIndented = false;
  for (const text of lines) {
    if (awaiting && text.trim() !== '') {
      flushThenIndented = indentColumns(text) >= 4;
      awaiting = false;
    }
    if (isFenceLine(text)) inFence = !inFence;
    else if (!inFence && headerOf(text) !== null) {
      if (indentColumns(text) < 4) {
        flush++;
        awaiting = true;
      } else {
        indented++;
        base ??= indentColumns(text, 16);
      }
    }
  }
  // One flush header is a lost indent when its own turn's lines are indented; a flush turn whose lines are flush is the file's own, after a code block of examples.
  const lostIndent = flush === 0 || (flush === 1 && flushThenIndented);
  const wholeIndent = base !== undefined && indented > flush && lostIndent ? base : 0;
  return { roleOf: indentRoles(wholeIndent), base: wholeIndent };
}

/** Turns, grouped into rounds in round order; a second header for one agent and round is kept as an extra section. */
function groupRounds(turnBlocks: TurnBlock[], ledger: LineLedger, warn: Warn, sides: readonly [string, string]): Round[] {
  const roundsByNumber = new Map<number, Round>();
  // Each side's names, as the other side's turns may report it conceding ("B conceded …", "GPT-5 conceded …").
  // Made once a side, before the turns: one pass over the blocks, and the same list for every turn.
  const namesOf = (agent: AgentKey): string[] => [...new Set([agent, sides[agent === 'A' ? 0 : 1], ...turnBlocks.flatMap((b) => (b.header.agent === agent && b.header.name !== undefined ? [b.header.name] : []))])];
  const otherNames: Record<AgentKey, readonly string[]> = { A: namesOf('B'), B: namesOf('A') };
  // Each side's position as it last said it, so a refined position that repeats it word for word draws no new claim.
  const lastSaid: Partial<Record<AgentKey, string>> = {};
  for (const block of turnBlocks) {
    const path = `Agent ${block.header.agent} — Round ${block.header.round}`;
    let round = roundsByNumber.get(block.header.round);
    if (!round) {
      round = { number: block.header.round, turns: {}, missingAgents: [] };
      roundsByNumber.set(block.header.round, round);
    }
    const earlier = round.turns[block.header.agent];
    if (earlier) {
      // Not read as a turn at all (probe 37 T06.5: a resumed run's replay was read into the
      // ledger as fields, then listed as not interpreted; the line account disagreed with the page).
      warn('transcript-duplicate', `a second "${path}" header (the first is on line ${earlier.line}); its text is kept as an extra section of the first`, block.line, path);
      earlier.extraSections.push({ heading: block.headerText, markdown: joinLines(block.lines), line: block.line });
      ledger.report([{ text: block.headerText, line: block.line }, ...block.lines], path, 'a second header for the same agent and round');
      continue;
    }
    const turn = parseTurn(block.header, block.line, block.lines, ledger, (message, line) => warn('transcript-turn', message, line, path), block.loose, lastSaid[block.header.agent], otherNames[block.header.agent]);
    round.turns[turn.agent] = turn;
    const said = turn.positionUnchanged ? undefined : (turn.refinedPosition ?? turn.position);
    if (said !== undefined) lastSaid[turn.agent] = said;
  }
  return [...roundsByNumber.values()].sort((a, b) => a.number - b.number);
}

/** Missing turns, replies without a status line, openings without a position: warnings, never errors. */
function checkTurns(rounds: Round[], warn: Warn): void {
  for (const round of rounds) {
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
      warn('transcript-truncated', `round ${round.number} has no turn by Agent ${round.missingAgents.join(' or ')}; the round is incomplete`, spoke?.line, `Round ${round.number}`);
    }
  }
}

/**
 * The sides' names: frontmatter `sides`, else the name every header of an agent gives it
 * ("エージェントA", `🅱️ Spaces — Round 1`) when both sides have one and the two differ, else
 * "Agent A" and "Agent B".
 * Headers that name a side differently from round to round (`🅰️ Opening — Round 1`,
 * `🅰️ Rebuttal — Round 2`) name no side (review 05g F2).
 */
function readSides(data: Map<string, unknown> | null, turnBlocks: TurnBlock[], warn: Warn, locate: Frontmatter['locate']): [string, string] {
  const line = locate(['sides']).line;
  const named = (agent: 'A' | 'B'): string | undefined => {
    // A header that names the side by its letter alone (`(B 제3회전 누락)`) names no side.
    const names = new Set(turnBlocks.filter((b) => b.header.agent === agent && b.header.name !== undefined && !/^[ab]$/iu.test(b.header.name)).map((b) => b.header.name));
    return names.size === 1 ? [...names][0] : undefined;
  };
  const [a, b] = [named('A'), named('B')];
  // Both named, and differently: one side named alone is most likely a label (review 05h F12).
  const sides: [string, string] = a !== undefined && b !== undefined && normaliseName(a) !== normaliseName(b) ? [a, b] : ['Agent A', 'Agent B'];
  const sidesValue = frontmatterList(data, 'sides', (message) => warn('frontmatter', message, line, 'sides'));
  if (sidesValue === undefined) return sides;
  if (sidesValue.length === 2) return [sidesValue[0]!, sidesValue[1]!];
  warn('frontmatter', `"sides" must name exactly two sides (A then B); got ${sidesValue.length}; using "${sides[0]}" and "${sides[1]}"`, line, 'sides');
  return sides;
}

/** Date (frontmatter, else the file name) and language; a bad value is a warning and ignored. */
function frontmatterFacts(data: Map<string, unknown> | null, file: string, warn: Warn, locate: Frontmatter['locate']): { date: { date: string; time?: string } | null; lang?: string; fileTitle?: string } {
  const fileDate = dateFromFileName(file);
  const dateText = frontmatterString(data, 'date');
  let date: { date: string; time?: string } | null = null;
  if (dateText !== undefined) {
    date = parseLooseDate(dateText);
    if (!date) warn('frontmatter', `date ${JSON.stringify(dateText)} is not a date such as 2026-06-03 or 2026-05-18T12:31+09:00; ignored`, locate(['date']).line, 'date');
  }
  date ??= fileDate;
  const lang = frontmatterString(data, 'lang');
  const validLang = lang !== undefined && isLanguageTag(lang);
  if (lang !== undefined && !validLang) warn('frontmatter', `lang ${JSON.stringify(lang)} is not a BCP 47 language tag such as "en" or "ja"; ignored`, locate(['lang']).line, 'lang');
  return { date, ...(validLang ? { lang } : {}), ...(fileDate?.title ? { fileTitle: fileDate.title } : {}) };
}
