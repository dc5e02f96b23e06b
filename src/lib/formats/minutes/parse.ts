// Roundtable meeting minutes (spec §1.4), as other hands write them: missing sections show in
// the goal check and as warnings; every line is read into the record or reported as not
// interpreted (parse/lineAccount.ts). The parts live beside this file; this one runs them.
import type { Diagnostic } from '../../core/diagnostics.ts';
import type { Parsed } from '../../core/result.ts';
import { wikilinkTargets } from '../../graph/wikilinks.ts';
import { MAX_STRUCTURE_LINE, dateFromFileName, frontmatterString } from '../../parse/frontmatter.ts';
import { beginMarkdownDocument, notInterpretedWarning, type LineLedger } from '../../parse/lineAccount.ts';
import { baseName, type NumberedLine } from '../../parse/markdownLines.ts';
import type { SourceText } from '../../parse/source.ts';
import { blocksOf } from '../../parse/markdownBlocks.ts';
import { explicitDecisionOnly, readDecision, readHold } from './decision.ts';
import { readEnding } from './ending.ts';
import { keyLineOf, listedWithRoles, readFacts } from './facts.ts';
import { minutesGoalCheck } from './goalCheck.ts';
import { ACTION_FIELD_NAMES, describeAction, mergeRisks, readActionItems, readEvaluation, readRisks, readUnknowns } from './items.ts';
import { ROUND_KEYS, type Hold, type Minutes, type MinutesFacts, type MinutesRound, type Opinion, type RoundKey, type Rubric, type SectionKey } from './model.ts';
import type { RawOpinion } from './opinions.ts';
import { markChangesOfMind } from './changesOfMind.ts';
import { lineContaining, readAnswerTables, readOpinionStances, readQuotedAnswers, readRowStances, readReplies, readOptionMatrix, readVoteLines, readVotes } from './opinionStances.ts';
import { OptionList } from './optionList.ts';
import { wordedOptionDefinition, readAliases, inlineOptionTitles, optionByName, optionByTitle, optionDefinition, optionMentions, orderedItemOption, type OptionKeys } from './options.ts';
import { frontmatterParticipants, isAttendanceHeading, isRosterLine, readRoster } from './participants.ts';
import { ParticipantList } from './participantList.ts';
import { readRoundsByName, warnRoundNames } from './roundNames.ts';
import { readOptionReactions, threadOpinions } from './threadMessages.ts';
import { readRubric, recommendedOption, rubricMismatch } from './rubric.ts';
import { cutSections, looksLikeMinutes, type Section, unknownLinesAfter } from './sections.ts';
import { accountMinutes } from './accounting.ts';
import { setCodeAside } from '../../parse/codeBlocks.ts';
import { OPTIONS_WORDS, chooseNamedRun, keyedFromTables, namedFromTables, namedRuns } from './namedOptions.ts';
import { readTables } from './tables.ts';
import { chatExportSenders, houseStyleRead } from './houseStyle.ts';
import { readOutOptions } from './readOutOptions.ts';
import { appendAll } from '../../core/arrays.ts';
import { opinionsOfPart } from './quotedOpinions.ts';

export * from './model.ts';
export { classifyHeading, looksLikeMinutes } from './sections.ts';
export { firstOptionReference } from './options.ts';
export { minutesGoalCheck, type GoalCheck, type GoalCheckId } from './goalCheck.ts';
export { minutesToLog } from './toLog.ts';

/** Sections whose options are defined in lists ("- A: title", "- (B) title"). */
const DEFINING: readonly SectionKey[] = ['R0', 'R1', 'R3', 'R4'];

type Warn = (code: string, message: string, line?: number, path?: string) => void;
type Frontmatter = Map<string, unknown> | null;
/** The recognised sections of one key, and their lines. */
interface SectionIndex { of: (key: SectionKey) => Section[]; linesOf: (key: SectionKey) => NumberedLine[] }

export function parseMinutes(source: SourceText): Parsed<Minutes> {
  const { file } = source;
  const begun = beginMarkdownDocument(source);
  if (!begun.ok) return begun;
  const { split, diagnostics, warn, ledger } = begun.value;
  const { data, bodyLine } = split;
  const frontmatterLines = source.text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n').slice(0, bodyLine - 1);
  const keyLine = keyLineOf(frontmatterLines);
  const sections = cutSections(setCodeAside(houseStyleRead(split.body, bodyLine, ledger), bodyLine, ledger), bodyLine, chatExportSenders(split.body));
  warnRoundNames(readRoundsByName(sections), warn);
  const recognised = sections.filter((s) => s.key !== null);
  const minutesFrontmatter = frontmatterString(data, 'type')?.toLowerCase() === 'meeting' || frontmatterString(data, 'agent')?.toLowerCase() === 'roundtable';
  if (!minutesFrontmatter && recognised.length === 0 && !readUnread(source.text, warn, bodyLine)) return notMinutes(diagnostics, file);
  const facts = readFacts(data, file, warn, keyLine);
  const index = sectionIndex(recognised);
  const { of, linesOf } = index;
  const fileDate = dateFromFileName(file);
  const titleSection = sections.find((s) => s.level === 1 && s.key === null);
  const title = frontmatterString(data, 'title') ?? titleSection?.heading ?? fileDate?.title ?? baseName(file);
  // Text outside any recognised section: before the first heading, and under unknown headings.
  const preamble = sections.filter((s) => s.key === null && (!s.hasHeading || s === titleSection || isAttendanceHeading(s.heading)));
  const participants = readParticipants(data, frontmatterLines, keyLine, [{ lines: preamble.flatMap((s) => s.lines), opening: true }, { lines: linesOf('R0'), opening: true }, { lines: linesOf('R2'), opening: false }], ledger, warn);
  const { options, optionLines, rubric } = readOptions(sections, linesOf, warn);
  const tooMany = options.overBudget(file);
  if (tooMany) return { ok: false, diagnostics: [...diagnostics, tooMany] };
  const { rawOpinions, opinions, silent } = readR2(of('R2'), participants, options, rubric, new Set(optionLines.map((o) => o.line)), ledger);
  const keys = () => options.keys();
  const ending = readOutcome(index, { later: unknownLinesAfter(sections, 'R7'), keys: keys(), titles: new Map(options.all().flatMap((o) => (o.title && !o.named ? [[o.key, o.title] as const] : []))), facts, keyLine, warn, ledger, bodyLine });
  const { decisionReading, decision, escalation, outcome, outcomeLines, hold, undecided } = ending;
  if (decision?.chosenOption) options.define(decision.chosenOption, undefined, decision.line);

  const { riskReading, risks } = readAllRisks(linesOf, options);

  readOpinionStances(opinions, rawOpinions, options);
  readOptionMatrix(opinions, participants, [...linesOf('R2'), ...linesOf('R6')], keys());
  readReplies(opinions, participants, replyLines(linesOf), options, silent);
  readAnswerTables(opinions, linesOf('R4'), options);
  readQuotedAnswers(opinions, linesOf('R4'), options);
  readRowStances(opinions, participants, linesOf('R4'), keys());
  readVotes(opinions, participants, linesOf('R6'), keys());
  readVoteLines(opinions, participants, [...linesOf('R4'), ...linesOf('R6')], options, [...linesOf('R2'), ...linesOf('R4'), ...linesOf('R6')]);
  readOptionReactions(sections, optionLines, participants, opinions, ledger);
  markChangesOfMind(opinions, rawOpinions.map((raw, i) => ({ opinion: opinions[i]!, lines: raw.lines })), keys(), (line, what) => ledger.note(line, what));
  if (rubric) {
    // Only a decision chooses; without any outcome, the option R6 recommends in so many words.
    const chosen = decision?.chosenOption ?? (outcome === 'none' ? recommendedOption(linesOf('R6'), keys()) : undefined);
    if (chosen !== undefined) rubric.chosen = chosen;
    if (decision) appendAll(diagnostics, rubricMismatch(file, rubric, decision.chosenOption, decision.line));
  }

  const actionSections = of('actions');
  const actions = readActionItems(linesOf(actionSections.length > 0 ? 'actions' : 'R7'), actionSections.length > 0, (name) => participants.find(name) !== undefined);
  const unknowns = of('unknowns').length === 0 ? null : readUnknowns(linesOf('unknowns'));
  const evaluation = of('evaluation').length === 0 ? null : readEvaluation(linesOf('evaluation'));
  accountMinutes(ledger, {
    sections, titleSection, rawOpinions, optionLines, actions: actions.items, outcomeUsed: decisionReading.used ?? [],
    used: [['risks', riskReading.used], ['actions', actionSections.length > 0 ? actions.used : []], ['unknowns', unknowns?.used ?? []], ['evaluation', evaluation?.used ?? []]],
    minutes: { decision, hold, escalation, outcomeLines, risks, rubric },
  });
  const { account, notInterpreted, notes } = ledger.finish(source.text);
  appendAll(diagnostics, notInterpretedWarning(file, 'minutes-not-interpreted', notInterpreted));

  const rounds = roundsOf(recognised, split.body, bodyLine);
  const minutes: Minutes = {
    title: title === '' ? 'Untitled meeting' : title,
    facts: { ...facts, participants: listedWithRoles(facts.participants, participants.all), ...(facts.date === undefined && fileDate ? { date: fileDate.date, ...(fileDate.time ? { time: fileDate.time } : {}) } : {}) },
    participants: participants.all,
    options: options.all(),
    rounds, opinions, rubric, decision, hold, escalation, outcome, outcomeLines, risks, ...(undecided ? { undecided } : {}),
    actionItems: actions.items,
    unknowns: unknowns?.items ?? null,
    evaluation: evaluation?.items ?? null,
    wikilinks: findWikilinks(source.text),
    notInterpreted,
    lineAccount: account,
    lineNotes: notes,
  };
  warnActionsAndGoals(minutes, warn);
  return { ok: true, value: minutes, diagnostics };
}

/** R4's lines and R6's speaker lines (`**Mina:** Count me in for B now.`): R6's tables are votes, its `B: 4/5` lines scores. */
const replyLines = (linesOf: SectionIndex['linesOf']): NumberedLine[] => [...linesOf('R4'), ...linesOf('R6').filter((l) => !/^[ \t]*\||\d[ \t]*[/／][ \t]*\d/u.test(l.text))];

/** Risks: a risks section and the items of R5, the same risk once; the options they name defined. */
function readAllRisks(linesOf: SectionIndex['linesOf'], options: OptionList) {
  const keys = options.keys();
  const riskReading = readRisks(linesOf('risks'), keys, true);
  const risks = mergeRisks(riskReading.items, readRisks(linesOf('R5'), keys, false).items.map((r) => ({ ...r, round: 5 })));
  for (const risk of risks) {
    // A risk naming no option by its letter or number may write one option's whole title
    // out, or one named option's whole name ("外部委託した索引が…", "Paged.js was adopted").
    const titled = risk.option === undefined ? optionByTitle(risk.text, options.all().filter((o) => !o.named)) ?? optionByName(risk.text, options.all().filter((o) => o.named)) : undefined;
    if (titled !== undefined) risk.option = titled;
    if (risk.option) options.define(risk.option, undefined, risk.line);
  }
  return { riskReading, risks };
}

/** The recognised sections by key; merged rounds that end in the decision round (`## ラウンド6〜7`) are the decision round too. */
function sectionIndex(recognised: readonly Section[]): SectionIndex {
  const holds = (s: Section, key: SectionKey) => s.key === key || (key === 'R7' && s.through === 'R7');
  return { of: (key) => recognised.filter((s) => holds(s, key)), linesOf: (key) => recognised.filter((s) => holds(s, key)).flatMap((s) => s.lines) };
}

/**
 * The rounds as the page shows them: each line as the file wrote it, not as houseStyle.ts
 * rewrote it for the readers (`○ 2안에 찬성`, `> 💡 목표: …` stay as they are).
 */
function roundsOf(recognised: readonly Section[], body: string, bodyLine: number): MinutesRound[] {
  const written = body.split('\n');
  return recognised
    .filter((s): s is Section & { key: RoundKey } => ROUND_KEYS.includes(s.key as RoundKey))
    .map((s) => ({ key: s.key, heading: s.heading, markdown: s.lines.map((l) => written[l.line - bodyLine] ?? l.text).join('\n').trim(), line: s.line }));
}

/**
 * A file that carries a mark of minutes (rounds opened by the round token) but whose sections
 * no shape finds is published unread, every line reported, never refused: true, warned.
 */
function readUnread(text: string, warn: Warn, bodyLine: number): boolean {
  if (!looksLikeMinutes(text)) return false;
  warn('minutes-unread', 'the rounds R0–R7 are named in this file, but no section of a known shape was found; the minutes are published unread, every line listed as not interpreted', bodyLine);
  return true;
}

function notMinutes(diagnostics: Diagnostic[], file: string): Parsed<Minutes> {
  return {
    ok: false,
    diagnostics: [
      ...diagnostics,
      {
        severity: 'error', code: 'minutes', file, line: 1,
        message: 'not roundtable minutes: no frontmatter "type: meeting" or "agent: roundtable", and no section headings such as "## R0 개회", "## R2 Independent opinions", "## R7 결정", "## 리스크" or "## Action items"',
      },
    ],
  };
}

/** A text that is one bracketed note, maybe emphasised: `*(no response: timed out)*`, `（無回答）`. */
const BRACKETED_NOTE = /^[ \t*_]*[(（][^()（）\n]{1,200}[)）][ \t*_]*$/u;

/**
 * R2: the opinions and their speakers (each joins the participants); option titles first
 * given inside an opinion; the rubric's labels filled from the options' titles.
 */
function readR2(
  sections: readonly Section[], participants: ParticipantList, options: OptionList, rubric: Rubric | null, defining: ReadonlySet<number>, ledger: LineLedger,
): { rawOpinions: RawOpinion[]; opinions: Opinion[]; silent: Set<string> } {
  // A line that defines an option (`- **Alpha** — …` in a chat's message) is no one's opinion.
  // A section's parts around a field (`**Decision:** …` inside a thread) are read as one.
  const parts: NumberedLine[][] = [];
  sections.forEach((s, i) => (i > 0 && s.raw === '' && s.heading === sections[i - 1]!.heading ? appendAll(parts[parts.length - 1]!, s.lines) : parts.push([...s.lines])));
  const read = parts.flatMap((lines) => opinionsOfPart(lines, participants, options, ledger)).filter((o) => !defining.has(o.line));
  // A turn that is only a bracketed note (`*(no response: the call timed out)*`) is about the
  // turn, not its speaker's words: the speaker takes part, silent, and no claim is drawn.
  const silent = new Set<string>();
  for (const raw of read.filter((o) => BRACKETED_NOTE.test(o.markdown))) {
    silent.add(participants.add({ name: raw.participant, adHoc: false }, 'opinion', raw.line).name);
    ledger.report(raw.lines, 'R2', 'a bracketed note in place of the turn: not read as an opinion');
  }
  const rawOpinions = threadOpinions(sections, read.filter((o) => !BRACKETED_NOTE.test(o.markdown)), options, ledger, { defining, participants });
  for (const raw of rawOpinions) {
    for (const { key, title } of inlineOptionTitles(raw.markdown)) options.define(key, title, lineContaining(raw.lines, key) ?? raw.line);
  }
  const opinions: Opinion[] = rawOpinions.map((raw) => {
    const participant = participants.add({ name: raw.participant, adHoc: /[(（](?:즉석|ad[- ]?hoc)/iu.test(raw.participant) }, 'opinion', raw.line);
    return { participant: participant.name, markdown: raw.markdown, line: raw.line, stances: [] };
  });
  for (const option of rubric?.options ?? []) {
    const title = options.get(option.key)?.title;
    if (option.label === undefined && title !== undefined) option.label = title;
  }
  return { rawOpinions, opinions, silent };
}

/** Participants: the frontmatter list, then a roster (the preamble, R0, then R2); the speakers of R2 join later. */
function readParticipants(
  data: Frontmatter, frontmatterLines: readonly string[], keyLine: (key: string) => number, rosterLines: ReadonlyArray<{ lines: readonly NumberedLine[]; opening: boolean }>, ledger: LineLedger, warn: Warn,
): ParticipantList {
  const participants = new ParticipantList();
  const participantsAt = keyLine('participants');
  // Participants are written in order: each is looked for from the last one's line, a few
  // lines ahead at most, so a long list costs time in proportion to its length.
  let cursor = Math.max(0, participantsAt - 1);
  const lineOf = (written: string): number => {
    for (let i = cursor; i < Math.min(frontmatterLines.length, cursor + 64); i++) {
      if (frontmatterLines[i]!.includes(written)) return (cursor = i) + 1;
    }
    return participantsAt;
  };
  // A wikilink that names no one, or leaves a bracket over, is said, never dropped silently.
  const report = (written: string, problem: string) => warn('minutes-participant', `participant ${JSON.stringify(written)}: ${problem}`, lineOf(written), 'participants');
  for (const entry of frontmatterParticipants(data?.get('participants'), report)) participants.add(entry, 'frontmatter', lineOf(entry.name));
  for (const { lines, opening } of rosterLines) {
    const roster = readRoster(lines, opening);
    ledger.noteAll(roster.used, 'roster: participants');
    participants.addRoster(roster.entries);
  }
  return participants;
}

/**
 * Options listed in a section the readers do not know, after a line that introduces them
 * ("选项（主持贴在看板顶部）：", "Options (please refer to them by number):"): items that write
 * their option word, or a plain numbered list.
 */
function defineIntroduced(sections: readonly Section[], options: OptionList, optionLines: Array<{ line: number; key: string }>): void {
  for (const section of sections.filter((s) => s.key === null)) {
    let introduced = false;
    for (const { text, line } of section.lines) {
      if (text.trim() === '') continue;
      const defined: { key: string; title: string; written?: string } | null = introduced ? wordedOptionDefinition(text) ?? orderedItemOption(text) : null;
      if (defined !== null && options.get(defined.key) === undefined) {
        options.define(defined.key, defined.title, line, defined.written);
        optionLines.push({ line, key: defined.key });
        continue;
      }
      introduced = text.length <= MAX_STRUCTURE_LINE && OPTIONS_WORDS.test(text) && /[:：][ \t]*$/u.test(text);
    }
  }
}

/**
 * Options: list definitions (R0, R1, R3, R4), then the rubric's labels, then a line of R6 prose
 * ("- B: highest total") that names an option nothing else titled; a plain ordered list
 * (`1. title`) or R1's table numbers or keys them when nothing names them otherwise.
 */
function readOptions(sections: readonly Section[], linesOf: SectionIndex['linesOf'], warn: Warn): { options: OptionList; optionLines: Array<{ line: number; key: string }>; rubric: Rubric | null } {
  const options = new OptionList();
  const optionLines: Array<{ line: number; key: string }> = [];
  // What the meeting says after setting its question out: an option named there is the meeting's (made once, on need).
  let later: string | undefined;
  const laterText = () => (later ??= (['R2', 'R4', 'R6', 'R7'] as const).flatMap((key) => linesOf(key)).map((l) => l.text).join('\n'));
  const defineFrom = (keys: readonly SectionKey[], read: (line: string) => { key: string; title: string; written?: string } | null) => {
    for (const section of sections.filter((s) => s.key !== null && keys.includes(s.key))) {
      for (const block of blocksOf(section.lines)) {
        if (block.kind !== 'item' && block.kind !== 'paragraph') continue;
        // Definition lines ("Option 1 — …"), maybe after an intro ("R1 문제: …"; one after "Options:"), define each.
        const each = block.kind === 'paragraph' ? block.lines.map((l) => ({ line: l.line, defined: read(l.text) })) : [];
        const defines = (list: typeof each, least = 2) => list.length >= least && list.every((d) => d.defined !== null);
        const one = each.length === 2 && OPTIONS_WORDS.test(block.lines[0]!.text) && /[:：][ \t]*$/u.test(block.lines[0]!.text);
        const all = defines(each) ? each : defines(each.slice(1), one ? 1 : 2) ? each.slice(1) : null;
        const found = all ?? [{ line: block.line, defined: read(block.kind === 'item' ? block.lines[0]!.text : block.text.split('\n')[0]!) }];
        for (const { line, defined } of found) {
          if (!defined) continue;
          options.define(defined.key, defined.title, line, defined.written);
          optionLines.push({ line, key: defined.key });
        }
      }
    }
  };
  defineFrom(DEFINING, optionDefinition);
  // A thread (a chat, a discussion) may post each option as a message ("选项 1：「…」"):
  // there only a line that writes its option word defines one; so may R1's own line ("R1：…。案A：…、案B：…").
  if (options.keys().length === 0) {
    for (const { text, line, thread } of sections.filter((s) => s.thread === true || s.key === 'R1').flatMap((s) => s.lines.map((l) => ({ ...l, thread: s.thread === true })))) {
      const defined = thread ? wordedOptionDefinition(text) : null;
      // Or a message that reads the options out in one line ("1안, … 2안, … 3안, …"); on R1's own line only when the meeting names one again.
      const read: Array<{ key: string; title: string; written?: string }> = defined !== null ? [defined] : readOutOptions(text);
      const found = thread || optionMentions(laterText(), read.map((o) => o.key)).length > 0 ? read : [];
      for (const option of found) {
        if (options.get(option.key) !== undefined) continue;
        options.define(option.key, option.title, line, option.written);
        optionLines.push({ line, key: option.key });
      }
    }
  }
  if (options.keys().length === 0) defineIntroduced(sections, options, optionLines);
  if (options.keys().length === 0) {
    // A plain numbered list is the options only when it has two or more items and the
    // meeting names one of them as an option elsewhere ("我投 2", "Option 2", "2안"):
    // otherwise it is a list of points, not of options.
    const before = optionLines.length;
    defineFrom(DEFINING, orderedItemOption);
    const keys = optionLines.slice(before).map((o) => o.key);
    if (keys.length < 2 || optionMentions(laterText(), keys).length === 0) options.clear(optionLines.splice(before).map((o) => o.key));
  }
  if (options.keys().length === 0) {
    // Options named by words ("1. **Kafka** — …" after "Options on the table:").
    // Named options are defined where the meeting sets its question out: R1 or an options
    // section; R0 only in a list it introduces as the options.
    const elsewhere = (['R2', 'R4', 'R5', 'R6', 'R7', 'risks'] as const).flatMap((key) => linesOf(key)).map((l) => l.text).join('\n').toLowerCase();
    // A chat thread read as R2 (no heading) may list the options in a message ("Options:").
    const runs = sections.filter((s) => s.key === 'R0' || s.key === 'R1' || (s.key === 'R2' && !s.hasHeading)).flatMap((s) => namedRuns(blocksOf(s.lines), OPTIONS_WORDS.test(s.heading), elsewhere, isRosterLine).filter((r) => s.key === 'R1' || r.kind === 'introduced'));
    const listed = chooseNamedRun(runs);
    // R1's table of options, keyed (`| A | title |`) or named.
    const tables = sections.filter((s) => s.key === 'R1').flatMap((s) => readTables(s.lines));
    const keyed = listed.length >= 2 ? [] : keyedFromTables(tables);
    for (const row of keyed) {
      options.define(row.key, row.title, row.line);
      optionLines.push({ line: row.line, key: row.key });
    }
    const named = listed.length >= 2 || keyed.length > 0 ? listed : namedFromTables(tables);
    if (named.length >= 2) {
      options.defineNamed(named);
      options.keys().forEach((key, i) => optionLines.push({ line: named[i]!.line, key }));
    }
  }
  const rubric = readRubric(linesOf('R6'), warn, options.keys());
  for (const option of rubric?.options ?? []) options.define(option.key, option.label, rubric!.line);
  defineFrom(['R6'], optionDefinition);
  readAliases(options, sections.flatMap((s) => s.lines.map((l) => l.text)).join('\n'));
  return { options, optionLines, rubric };
}

/** Decision, hold and escalation, from explicit markers only (ending.ts). */
function readOutcome(index: SectionIndex, input: { later: readonly NumberedLine[]; keys: OptionKeys; titles: ReadonlyMap<string, string>; facts: MinutesFacts; keyLine: (key: string) => number; warn: Warn; ledger: LineLedger; bodyLine: number }) {
  const { of, linesOf } = index;
  const { ledger } = input;
  const read = readDecision(linesOf('R7'), input.keys, of('R7')[0]?.line ?? input.bodyLine, of('R7').length === 1 ? of('R7')[0]!.heading : '', input.later);
  const decisionReading = of('R7').some((s) => s.key !== 'R7') ? explicitDecisionOnly(read) : read;
  let hold: Hold | null = null;
  const holdSections = of('hold');
  if (holdSections.length > 0) {
    const reading = readHold(holdSections.flatMap((s) => s.lines), holdSections[0]!.heading, holdSections[0]!.line);
    hold = reading.hold;
    ledger.readAll(reading.used);
    ledger.report(reading.unused, holdSections[0]!.heading, 'hold section text that is not an item');
  }
  if (hold === null && decisionReading.hold) hold = decisionReading.hold;
  const ended = readEnding({ decisionReading, escalationSections: of('escalation'), facts: input.facts, keys: input.keys, titles: input.titles, keyLine: input.keyLine, warn: input.warn, hold });
  for (const section of of('escalation')) {
    ledger.read(section.line);
    ledger.readAll(section.lines);
  }
  return { ...ended, decisionReading };
}

/** Incomplete action items one by one, with their lines; then the goal checks that failed. */
/** Incomplete action items warned about one by one; past them, one warning counts the rest (output bounded). */
const ACTION_WARNINGS = 20;

function warnActionsAndGoals(minutes: Minutes, warn: Warn): void {
  const incomplete = minutes.actionItems.filter((item) => item.missing.length > 0);
  for (const item of incomplete.slice(0, ACTION_WARNINGS)) {
    warn('minutes-action', `action item ${describeAction(item)} has no ${item.missing.map((f) => ACTION_FIELD_NAMES[f]).join(', ')}`, item.line, 'action items');
  }
  const rest = incomplete.length - ACTION_WARNINGS;
  if (rest > 0) warn('minutes-action', `${rest} more action item${rest === 1 ? ' is' : 's are'} incomplete, from line ${incomplete[ACTION_WARNINGS]!.line} on (not listed)`, incomplete[ACTION_WARNINGS]!.line, 'action items');
  for (const check of minutesGoalCheck(minutes)) {
    if (!check.passed && !(check.id === 'action-items-complete' && minutes.actionItems.length > 0)) warn('minutes-goal', check.detail, check.line ?? 1, check.id);
  }
}

/** `[[target]]` and `[[target|alias]]` → target, first appearance order, no repeats. */
export function findWikilinks(text: string): string[] {
  return [...new Set(wikilinkTargets(text).filter((t) => t !== ''))];
}
