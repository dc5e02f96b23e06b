// Line classification of transcripts: turn headers (`🅰️ Agent A — Round 12 (Rebuttal (B's
// cost model))`), the verdict header, status lines and section headings inside a turn.
// Every pattern runs on a squeezed line of bounded length (any Unicode space a space:
// spaces.ts), is anchored, and has no nested quantifiers.
import { eitherHalf } from './bilingual.ts';
import { MAX_STRUCTURE_LINE, isFenceLine, squeeze } from '../../parse/frontmatter.ts';
import { asWritten, matchable } from './spaces.ts';
import type { AgentKey, EngagementKind } from './model.ts';
import { bareLabel, labelKind, withTail, wrappedLabel, type SectionKind } from './labels.ts';

export interface TurnHeader {
  agent: AgentKey;
  round: number;
  label?: string;
  /** The agent as the header names it when not in English ("エージェントA", "에이전트 B"). */
  name?: string;
}

/** Rounds up to 999,999: a 1,000-round transcript keeps its numbers. */
/** "Agent" and "Round" as runs in other languages write them (エージェントA — ラウンド 2, Agente B — Ronda 1, Agent A — Runde 2). */
/** The round as written: "Round 2", "ラウンド 2", "R2", or the number first ("第2轮", "2라운드", "1차", "第3回合", "2回目"). */
/** The agent's role in brackets before the dash is no part of the header: "エージェントA（Elasticsearch 担当）— ラウンド1". */
const TURN_HEADER =
  /^(?:#{1,6} ?)?(?:\*\*)?(?:[\u{1F170}\u{1F171}]\uFE0F? ?)?(?:\*\*)?(agent|agente|エージェント|에이전트|智能体|代理)( ?)([ab])(?: ?[(（][^()（）\n]{1,40}[)）])? ?[—–:：·・-] ?(?:(?:round|runde|ronda|rodada|ronde|manche|tour|turno|rd\.?|r|ラウンド|라운드|回合|轮) ?([1-9]\d{0,5})|第? ?([1-9]\d{0,5}) ?(?:ラウンド|라운드|回合|轮|회차|차|回目))(?![\d])(.*)$/iu;

/** A clock time as a run's log stamps it, a date before it at most: "10:42", "2026-12-01 10:42:05". */
const CLOCK = String.raw`(?:\d{4}-\d{2}-\d{2}[ T])?\d{1,2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?Z?(?:[ \t]?[AaPp]\.?[Mm]\.?)?`;
/** A time stamped before the header, bracketed or bare: "[10:42] Agent A — Round 2" (probe 22 row 6). */
const TIME_BEFORE = new RegExp(String.raw`^((?:#{1,6} ?)?(?:\*\*)?)(?:\[${CLOCK}\]|${CLOCK})(?:\*\*)? ?(?:[—–|·-] ?)?`, 'u');
/** One emoji: a pictograph, its variation or skin-tone marks, and what a joiner adds to it (one way to read each run). */
const EMOJI = String.raw`\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})*(?:\u{200D}\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})*)*`;
/** What a run puts after the label: a time (bracketed, after a dot or a dash) and emoji (probe 22 row 7). */
const DECORATION_AFTER = new RegExp(String.raw`(?:[ \t]*(?:[·・|—–-][ \t]*)?(?:\[${CLOCK}\]|[(（]${CLOCK}[)）]|${CLOCK}|${EMOJI}))+[ \t]*$`, 'u');
/** Past this, what follows the round is a label of its own, read whole (and the search stays short). */
const DECORATED_TAIL = 120;

const FRENCH_TOUR = /[—–:：·・-] ?tour ?[1-9]/iu;
const MARKED_HEADER = /^(?:#{1,6} )?(?:\*\*|[\u{1F170}\u{1F171}])/u;

export function turnHeader(line: string): TurnHeader | null {
  // The header is looked for in the line's head; a long label after it is read whole, at any
  // length (probe 18b row 13, probe 19 row 23): a turn header is never merged into the turn before.
  const head = line.length > MAX_STRUCTURE_LINE ? line.slice(0, MAX_STRUCTURE_LINE) : line;
  const plain = matchable(head).replace(TIME_BEFORE, '$1');
  const match = TURN_HEADER.exec(plain);
  if (!match) return null;
  // "Tour" is an English word too: a French turn header says it is one (its emoji, or bold; a
  // heading alone may be an English text's, `### Agent B — Tour 2 — rooftop walk`, review 06p P3).
  if (FRENCH_TOUR.test(plain) && !MARKED_HEADER.test(plain)) return null;
  const tail = withTail(line, match[6]!);
  const after = tail.length > DECORATED_TAIL ? tail : tail.replace(DECORATION_AFTER, '');
  // The round cap after the number, "Round 2/6", "Round 2 of 6", "Ronda 1 de 6", "ラウンド 2／6", is not a label (probe 73 t05).
  const label = headerLabel(after.replace(/^[ \t]*(?:[/／]|of|de|von|sur|di)[ \t]*[1-9]\d{0,5}(?![\d])/iu, ''));
  if (label === null) return null;
  const agent = match[3]!.toUpperCase() as AgentKey;
  // The seed's "Agent A" is the default side name; a translated word is kept as written.
  const name = match[1]!.toLowerCase() === 'agent' ? undefined : `${match[1]}${match[2]}${agent}`;
  return { agent, round: Number(match[4] ?? match[5]), ...(label !== '' ? { label } : {}), ...(name ? { name } : {}) };
}

/**
 * What follows "Round N": nothing, "(label)" with any nesting of balanced parentheses,
 * or "— label"; then an optional closing "**" and ":". Null when it is anything else.
 */
function headerLabel(rest: string): string | null {
  // Full-width brackets as Japanese and Chinese write them: "ラウンド1（オープニング）".
  let text = rest.replace(/（/gu, '(').replace(/）/gu, ')').trim().replace(/:$/, '').replace(/\*\*$/, '').trim().replace(/:$/, '').trim();
  if (text === '') return '';
  if (text.startsWith('(')) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (c === '(') depth++;
      else if (c === ')') {
        depth--;
        if (depth === 0) return i === text.length - 1 ? text.slice(1, i).trim() : null;
      }
    }
    return null; // unbalanced
  }
  const dashed = /^[—–:·・|｜/-] ?([^*:]{1,40})$/u.exec(text);
  text = dashed ? dashed[1]!.trim() : '';
  return dashed ? text : null;
}

const VERDICT_HEADER = /^(?:#{1,6} ?)?(?:\*\*)?(?:\u2696\uFE0F? ?)?(?:\*\*)?(?:final )?(?:verdict|veredicto|veredito|urteil|verdetto|判定|評決|판정|평결|裁决|裁定|判决)(?:\*\*)? ?[:：]?(?:\*\*)?(?: ?\u2696\uFE0F?)?$/iu;

const verdictAlone = (line: string): boolean => line.length <= MAX_STRUCTURE_LINE && (VERDICT_HEADER.test(matchable(line)) || scalesHeader(matchable(line)));
export const isVerdictHeader = (line: string): boolean => verdictAlone(line) || eitherHalf(line, (half) => (verdictAlone(half) ? true : null)) === true;

/** The scales, alone or in a judge's emoji (🧑‍⚖️: a person, a joiner, the scales). */
const SCALES = /^(?:\p{Extended_Pictographic}\p{Emoji_Modifier}?\u200D)?\u2696\uFE0F?/u;

/**
 * A verdict header by shape: a heading or ornamented line (`#`, AsciiDoc `=`, `━━ … ━━`) that
 * is the verdict word alone, or the scales ⚖️ and a short label of any wording (`━━ ⚖️ 심판 정리 ━━`,
 * `⚖️ 見立て`, `## ⚖️ 评判`, `== Verdict`).
 */
function scalesHeader(line: string): boolean {
  if (line.length > 60) return false;
  const bare = line.replace(/^(?:#{1,6}|={1,6})[ \t]+/u, '').replace(/^[━─═—–~*_ \t]+|[━─═—–~*_ \t]+$/gu, '').trim();
  if (SCALES.test(bare)) {
    const label = bare.replace(SCALES, '').trim();
    return label.length <= 24 && !/[.。!！?？:：]$/u.test(label);
  }
  return bare !== line.trim() && VERDICT_HEADER.test(bare);
}

// The status line that ends every reply from round 2 (seed 001), as written in English,
// Japanese, Korean, Chinese or a European language: "## Status: DONE", "STATUS: CONTINUE —
// position unchanged", "ステータス：継続 — 立場は変わらず", "상태: 계속", "状态：继续",
// "## Estado: DONE", "Statut : CONTINUER", "STATUS → DONE". A bare upper-case "DONE" / "CONTINUE" opening a
// line is one too.
const DONE_EU = 'hecho|terminado|fertig|erledigt|termin[ée]|fini|conclu[ií]do|feito|fatto|finito';
const CONTINUE_EU = 'continuar|contin[uú]a|sigue|weiter|fortfahren|continuer|continuare|continua';
const STATUS_LABELS = 'status|estado|statut|stato|ステータス|状態|状态|상태';
// A European word is the status only alone or before a separator: `Status: Continua Health, our vendor` is a name (review 06q Q2).
const EU_TOKEN = String.raw`(?:${DONE_EU}|${CONTINUE_EU})(?=[ \t]*(?:[—–:：.,;!(*-]|$))`;
const STATUS_LINE = new RegExp(String.raw`^(?:#{1,6} ?)?(?:\*\*)?(?:${STATUS_LABELS})(?:\*\*)? ?(?:[:：]|→|->|=>|⇒)? ?(?:\*\*)? ?(done|continue|${EU_TOKEN}|完了|終了|継続|続行|继续|完成|结束|계속|완료|종료)(?![A-Za-zÀ-ÿ])(?:\*\*)?(.*)$`, 'iu');
const BARE_STATUS = /^(?:#{1,6} ?)?(?:\*\*)?[[【]?(DONE|CONTINUE)[\]】]?(?:\*\*)?(?=$| ?[—–:：-])(.*)$/u;
/**
 * The token in brackets opening a line, its reason after it: `[CONTINUE] Claude has not
 * answered …` (probe 47); marked `bracketedFirst`, since a turn takes it only on conditions
 * (turns.ts `bracketedStatusLine`: a checklist's `[DONE] …` is no status).
 */
const BRACKETED_FIRST = /^(?:#{1,6} ?)?(?:\*\*)?[[【](DONE|CONTINUE)[\]】](?:\*\*)?[ \t]+(\S.*)$/u;
const DONE_WORD = new RegExp(`^(?:done|${DONE_EU}|完了|終了|完成|结束|완료|종료|끝)$`, 'iu');

export function statusLine(line: string): { kind: 'DONE' | 'CONTINUE'; rest: string; bracketedFirst?: true } | null {
  // The status is looked for in the line's head only; a long reason after it is its text (probe 18b row 12).
  const head = line.length > MAX_STRUCTURE_LINE ? line.slice(0, MAX_STRUCTURE_LINE) : line;
  const plain = matchable(head);
  const labelled = STATUS_LINE.exec(plain) ?? BARE_STATUS.exec(plain);
  const bracketed = labelled === null ? BRACKETED_FIRST.exec(plain) : null;
  const match = labelled ?? bracketed ?? wrappedStatus(plain) ?? BRACKETED_STATUS.exec(plain);
  if (!match) return null;
  const read = withTail(line, match[2] ?? '').replace(/^[ \t]*[—–:：.。-]*[ \t]*/u, '').replace(/^\*\*[ \t]*/, '').trim();
  // The reason as written: a no-break space in it stays one.
  const rest = asWritten(squeeze(line), read);
  return { kind: DONE_WORD.test(match[1]!) ? 'DONE' : 'CONTINUE', rest, ...(bracketed !== null && match === bracketed ? { bracketedFirst: true as const } : {}) };
}

// The protocol's token in brackets after a short label of any wording (round 10 wrote these
// blind): "상태 ⏵ 더 할 말 있음 (CONTINUE) — …", "**局面：** 続ける（CONTINUE）", "> 判断：打ち止め（DONE）".
// Upper case only, within the line's first 48 characters, never on a list item, and the
// bracket ends the label: the line ends there or a dash or colon follows ("Phase 1 (DONE)
// proved…" is prose).
const BRACKETED_STATUS = /^(?![-*+] |\d{1,3}[.)] )[^()（）\n]{1,48}[(（](DONE|CONTINUE)[)）](?:\*\*)?((?:[ \t]*[—–:：-].*|[ \t]*[。.])?)$/u;

const STATUS_LABEL = new RegExp(`^(?:${STATUS_LABELS}|signal|state|신호|信号|シグナル)$`, 'iu');
// "끝" (the end) only as a word: "끝까지" is no status.
const STATUS_VALUE = new RegExp(String.raw`^(done|continue|${EU_TOKEN}|完了|終了|継続|続行|继续|完成|结束|계속|완료|종료|끝(?!\p{Script=Hangul}))(?![A-Za-zÀ-ÿ])(?:\*\*)?(.*)$`, 'iu');

/** A status in any label wrapper: 【状態】CONTINUE, `**Signal:** DONE`, `<b>상태</b>: 계속`. */
function wrappedStatus(plain: string): RegExpExecArray | null {
  const wrapped = wrappedLabel(plain);
  return wrapped && STATUS_LABEL.test(bareLabel(wrapped.label)) ? STATUS_VALUE.exec(wrapped.inline) : null;
}

export type { SectionKind } from './labels.ts';

const REBUTTAL = /^(?:rebuttal|반박|반론|反驳|反論)$/iu;

const POINT_HEADINGS: Array<[RegExp, EngagementKind]> = [
  [/^(?:attacks?|counter-?attacks?|攻撃|공격|攻击|反击|反撃|반격)$/iu, 'attack'],
  [/^(?:defen[cs]es?|defending|防御|방어|辩护|防守)$/iu, 'defend'],
  [/^(?:concessions?|concede|conceded|what i concede|譲歩|양보|让步)$/iu, 'concede'],
  [/^(?:new ground|new points?|新たな論点|新しい論点|새로운 논점|新论点)$/iu, 'new-ground'],
];

/** The kind of point a Markdown heading names (`### Attacks`, `### 譲歩`): each of its items is one, unless labelled otherwise. */
export function headingPointKind(heading: string): EngagementKind | undefined {
  const bare = heading.replace(/\*\*|__/g, '').replace(/[ \t]*[:：.。]$/u, '').trim();
  return POINT_HEADINGS.find(([pattern]) => pattern.test(bare))?.[1];
}
/** A rebuttal's label opening the Engagement section with its text on the line (`반박: …`): that text is an attack. */
export const isRebuttal = (section: { heading: string; kind: SectionKind }): boolean => section.kind === 'engagement' && REBUTTAL.test(section.heading);

/**
 * A section heading inside a turn: a Markdown heading, or a known label in another wrapper
 * (`**Position:**`, `**Stance.** text`, 【主張】, `立场：…`), optionally followed by text.
 * Returns the heading as written, its kind and any text after the label.
 */
export function sectionHeading(line: string): { heading: string; kind: SectionKind; inline: string } | null {
  const wrapped = wrappedLabel(line);
  if (!wrapped) return null;
  const labelled = labelKind(wrapped.label);
  // Ordinary bold text, a bracketed aside or a sentence with a colon is not a section.
  if (labelled === 'other' && wrapped.wrapper !== 'heading') return null;
  // A Markdown heading of one point's label (`### Attacks`, `### Concessions`): an Engagement section of such points.
  const kind = labelled === 'other' && headingPointKind(wrapped.label) !== undefined ? 'engagement' : labelled;
  return { heading: wrapped.label.replace(/\*\*|__/g, '').replace(/[ \t]*[:：.。]$/u, '').trim(), kind, inline: wrapped.inline };
}

/**
 * A transcript pasted as a blockquote (every turn under `> `, as a wiki rule may ask): the
 * text with one level of `>` taken off every quoted line (line numbers unchanged), when
 * only that reveals its turn headers; null for anything else (a quotation inside an
 * ordinary transcript stays a quotation).
 */
export function unquotedPaste(text: string): string | null {
  if (!/^[ \t]{0,3}>/mu.test(text) || hasTurnHeader(text)) return null;
  const unquoted = text.replace(/^[ \t]{0,3}>[ \t]?/gmu, '');
  return hasTurnHeader(unquoted) ? unquoted : null;
}

export function hasTurnHeader(text: string): boolean {
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
