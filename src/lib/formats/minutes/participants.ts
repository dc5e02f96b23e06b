// Who takes part in a meeting: the frontmatter list (plain names, `[[links]]`,
// `role: name`, ad-hoc experts such as `즉석 전문가: <role>` / `ad-hoc expert: <role>`),
// a roster line in the opening, and every speaker of R2. One participant per person.
import { rejoinedBrackets } from './flowList.ts';
import { MAX_STRUCTURE_LINE, squeeze } from '../../parse/frontmatter.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import type { Participant } from './model.ts';
import { NAME_AS_FILLER, observersAsRoles, rosterSentenceEnd, splitNames, titlePlaces } from './rosterText.ts';
import { plainCell, readTables } from './tables.ts';
import { JOB_TITLE, looksLikePersonalName } from './personNames.ts';
import { appendAll } from '../../core/arrays.ts';
import { MODERATOR_WORDS } from '../../graph/personaRole.ts';

export const AD_HOC_LABEL = /^(?:즉석 ?전문가|즉석|임시 ?전문가|即兴专家|临时专家|臨時専門家|即席専門家|ad[- ]?hoc(?: expert| specialist)?|guest expert)$/iu;
const AD_HOC_MARK = /[(（][ \t]*(?:즉석(?: ?전문가)?|ad[- ]?hoc(?: expert)?)[ \t]*[)）]/iu;

/** `[[name]]` or `[[name|shown]]` in a participant's text. */
const WIKILINK_NAME = /\[\[([^[\]|\n]*)(?:\|([^[\]\n]*))?\]\]/g;
const STRAY_BRACKETS = /\[\[|\]\]/g;

/** `[[doc-reviewer]]` → "doc-reviewer", `[[a]]]]` → "a", `**독자 대표 (즉석)**:` → "독자 대표 (즉석)". */
export function participantName(text: string): string {
  // A chat export's time stamp before the name ("[16:14] 지수", "[2027-04-12 16:14] ana") is not the name;
  // nor a Korean job title after a name ("강민재 책임", "윤지아 선임"): the person is the name.
  // Brackets a wikilink leaves unpaired are no part of a name (wikilinkProblem reports them);
  // a name set as code (`` `ana` ``) is the name.
  return stripTitle(squeeze(text.replace(/\*\*|`/g, '').replace(WIKILINK_NAME, '$1').replace(STRAY_BRACKETS, '')).replace(/^\[[0-9: -]{4,20}\][ \t]*/u, '').replace(/[:：]$/, '').trim());
}

/**
 * A name as Markdown shows it, in a heading: emphasis or strikethrough around the whole
 * name (`*Ravi*`, `__Mina__`, `~~Omar~~`, `<em>Mina</em>`) and a link on it (`[Ravi](https://…)`,
 * with or without a title) are how it is shown, not its letters; wrappers may nest
 * (`**[Ravi](…)**`). Frontmatter is YAML, not Markdown: there `__proto__` is a name (participantName).
 */
export function shownParticipantName(text: string): string {
  return participantName(unwrapped(text, WHOLE_EMPHASIS));
}

/** The text without the wrappers around the whole of it (up to three, nested), `emphasis` one of them. */
function unwrapped(text: string, emphasis: RegExp): string {
  let shown = squeeze(text).trim();
  for (let depth = 0; depth < 3; depth += 1) {
    const inner = shown.replace(MARKDOWN_LINK, '$1').replace(emphasis, '$2').replace(WHOLE_HTML_EMPHASIS, '$2');
    if (inner === shown) break;
    shown = inner.trim();
  }
  return shown;
}

/**
 * A participant as the frontmatter writes it, markup off: a link (`[Ravi](https://…)`), HTML
 * (`<b>Ravi</b>`), `*`/`~~` around the whole name. Underscores stay: `__proto__` is a name.
 */
const writtenParticipant = (text: string): string => unwrapped(text, STAR_EMPHASIS);

/** A Markdown link as the whole text, its label kept: `[Ravi](https://…)`, `[Ravi](https://… "Ravi Kumar")`. */
const MARKDOWN_LINK = /^\[([^[\]\n]{1,120})\]\([^()\s]{0,2000}(?:[ \t]+(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'))?\)(?=[:：]?$)/u;
/** Emphasis of `*`/`_` (one to three) or strikethrough `~~` around the whole text, a colon after it allowed. */
const WHOLE_EMPHASIS = /^(\*{1,3}|_{1,3}|~~)([^*_~\n]{1,120})\1(?=[:：]?$)/u;
/** An HTML inline element around the whole text (`<em>Mina</em>`, `<b>Omar</b>`), a colon after it allowed. */
/** `*`-emphasis (one to three) or strikethrough around the whole text, a colon after it allowed. */
const STAR_EMPHASIS = /^(\*{1,3}|~~)([^*~\n]{1,120})\1(?=[:：]?$)/u;
const WHOLE_HTML_EMPHASIS = /^<(em|strong|b|i|u|s|del|mark|span)>([^<>\n]{1,120})<\/\1>(?=[:：]?$)/iu;

/**
 * What a participant's wikilinks lose, to be reported (probe 2026-12-08 row 19): an empty
 * one (`[[]]`, `[[ ]]`) names no one; a `[[` or `]]` left over (`[[a]]]]`) is no part of the name.
 */
export function wikilinkProblem(text: string): string | undefined {
  let empty = false;
  const rest = text.replace(WIKILINK_NAME, (_whole, target: string) => {
    if (target.trim() === '') empty = true;
    return '';
  });
  if (empty) return 'an empty wikilink names no one: no participant is made of it';
  const stray = /\[\[|\]\]/.exec(rest)?.[0];
  return stray === undefined ? undefined : `the "${stray}" outside the wikilink is no part of the name, which is read without it`;
}

/** The shown text of `[[name|shown]]`, when it differs from the name. */
function shownPart(text: string, name: string): string | undefined {
  for (const m of text.matchAll(WIKILINK_NAME)) {
    const shown = squeeze(m[2] ?? '').trim();
    if (shown !== '' && shown !== name) return shown;
  }
  return undefined;
}

/** A Korean name followed by a job title ("강민재 책임", "서도윤 매니저", "김 팀장님"): the name. */
const TITLED = /^([\p{Script=Hangul}]{1,4})[ \t]+(?:책임|선임|수석|매니저|팀장|부장|차장|과장|대리|주임|사원|이사|상무|전무|실장|연구원|님)님?$/u;
const stripTitle = (name: string): string => TITLED.exec(name)?.[1] ?? name;
/** A name with its Korean job title (`강민재 책임`): a person, never a topic. */
export const hasJobTitle = (text: string): boolean => TITLED.test(text.trim());

/** Equal for names that differ in case, width or spacing ("독자 대표(즉석)" = "독자 대표 (즉석)"). */
export const participantKey = (name: string): string => participantName(name).normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** The name without a trailing "(…)" qualifier: "Kim (moderator)" → "Kim". */
// `(?<![ \t])`: a match starts only where a run of spaces starts, never inside it, so a long
// run is scanned once (linear), not once per space.
export const bareName = (name: string): string => name.replace(/(?<![ \t])[ \t]*[(（][^()（）]{0,60}[)）][ \t]*$/u, '').trim();

export interface ParticipantEntry {
  name: string;
  role?: string;
  adHoc: boolean;
  /** A role for someone listed elsewhere (`진행자: 원탁지기.` before a roster without them): it adds no one. */
  roleOnly?: true;
  /** The shown text of `[[name|shown]]`: the participant is `name`, listed as written. */
  shown?: string;
}

/** Characters of a participant read from prose (a roster's item): a longer item is a sentence, not a name. */
const ROSTER_NAME_LENGTH = 120;

/**
 * One written participant: "Kim", "[[reviewer]]", "moderator: Kim", "즉석 전문가: 접근성 전문가", "X (ad-hoc)".
 * `maxLength`: longer is not a name (in prose); the frontmatter names its participants, however long (the name budget refuses past it).
 */
export function readParticipantText(text: string, maxLength = ROSTER_NAME_LENGTH): ParticipantEntry | null {
  const plain = participantName(writtenParticipant(text));
  if (plain === '' || plain.length > maxLength) return null;
  // An address's "://" is no `role: name` colon (probe 20 row 20).
  // A colon inside brackets is the bracket's (`서준(즉석 전문가: 접근성)`), not a `role: name` pair.
  const colon = /^([^:：()（）]{1,40})[:：](?!\/\/)[ \t]*(.+)$/u.exec(plain);
  const entry = colon ? fromPair(colon[1]!, colon[2]!) : { name: plain, adHoc: AD_HOC_MARK.test(plain) };
  const shown = entry && text.includes('|') ? shownPart(text, entry.name) : undefined;
  return entry && shown !== undefined ? { ...entry, shown } : entry;
}

function fromPair(label: string, value: string): ParticipantEntry | null {
  const key = participantName(writtenParticipant(label));
  const name = participantName(writtenParticipant(value));
  if (name === '') return null;
  // `即兴专家：**版权顾问**（负责授权问题）`: the expert is the name, the bracket a note on them.
  if (AD_HOC_LABEL.test(key)) return { name: bareName(name) || name, role: key, adHoc: true };
  return { name, role: key, adHoc: AD_HOC_MARK.test(name) };
}

/**
 * The frontmatter `participants` value: a list of strings and `role: name` maps, a map, or
 * "a, b". `report` hears of each written participant a wikilink problem changes or drops.
 */
export function frontmatterParticipants(value: unknown, report?: (written: string, problem: string) => void): ParticipantEntry[] {
  const entries: ParticipantEntry[] = [];
  const check = (written: string) => {
    const problem = report && written.includes('[[') ? wikilinkProblem(written) : undefined;
    if (problem !== undefined) report!(written, problem);
  };
  const fromValue = (item: unknown, depth: number) => {
    if (depth > 2) return;
    if (typeof item === 'string') {
      check(item);
      const entry = readParticipantText(item, Number.POSITIVE_INFINITY);
      if (entry) entries.push(withBracketedRole(entry));
    } else if (Array.isArray(item)) {
      for (const inner of rejoinedBrackets(item)) fromValue(inner, depth + 1);
    } else if (item instanceof Map) {
      for (const [label, name] of item) {
        if (typeof name === 'string') {
          check(name);
          const entry = fromPair(String(label), name);
          if (entry) entries.push(entry);
        } else if (Array.isArray(name)) {
          // `experts: [a, b]`: the label is the role of each.
          for (const n of name) if (typeof n === 'string') { const entry = fromPair(String(label), n); if (entry) entries.push(entry); }
        }
      }
    }
  };
  if (typeof value === 'string') value.split(/[,、]/).forEach((part) => fromValue(part, 1));
  else fromValue(value, 0);
  return entries;
}

/** A heading over the meeting's roster (`## Who was there`, `## Attendees`, `## Partecipanti`): its roster is read as the opening's. */
export const isAttendanceHeading = (heading: string): boolean => ATTENDANCE_HEADING.test(heading.replace(/[*_:：]/g, '').trim());
const ATTENDANCE_HEADING = /^(?:who was there|who attended|attendees|attendance|participants|present|roster|partecipanti|presenti|participantes|presentes|teilnehmende|teilnehmer|anwesend|anwesende|참석자|出席者|参会人员|参加者)$/iu;

const ROSTER_WORDS = '참석자|참석|참가자|참여자|参会者|参会人员|参会|与会者|与会人员|出席者|出席人员|参加者|出席|participants|attendees|present|roster|panel|teilnehmende|teilnehmer(?:innen)?|participantes|partecipanti|presenti';
const rosterLabel = (before: string) => new RegExp(`^(?:[-*+][ \\t]+)?${before}(?:\\*\\*)?(${ROSTER_WORDS})(?:\\*\\*)?[ \\t]*[:：](?:\\*\\*)?[ \\t]*(.*)$`, 'iu');
/** A roster: its label at the line's start. */
const ROSTER_LABEL = rosterLabel('');
/**
 * In the opening, also after a dash or one short sentence (`**R0 · Opening** — Moderator:
 * Priya. Participants: …`: the text after a bold round); in R2 such a line is an opinion.
 */
const OPENING_ROSTER_LABEL = rosterLabel('(?:[—–-][ \\t]*)?(?:[^.。;；\\n]{1,80}[.。;；][ \\t]*)?');
/** The moderator named by a label before the roster (`Moderator: Priya.`, `主持人：林然。`). */
const MODERATOR_BEFORE = new RegExp(`^(?:[-*+][ \\t]+)?(?:[—–-][ \\t]*)?(?:\\*\\*)?(${MODERATOR_WORDS})(?:\\*\\*)?[ \\t]*[:：][ \\t]*([^.。;；:：\\n]{1,60})[.。;；]`, 'iu');
/** A speaker in the opening with a moderator's role in brackets (`[14:00] 🎙️ **Mina** (moderator): …`): the name and the role. */
const MODERATOR_SPEAKS = /^(?:[-*+][ \t]+)?(?:\[[0-9:/ -]{4,20}\][ \t]+)?(?:\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\u200d|\ufe0f){0,8}[ \t]+)?\*\*([^*\n]{1,60})\*\*[ \t]*[(（](moderator|chair|facilitator|host|主持人|主持|司会|사회자|사회|진행자|진행)[)）][ \t]*[:：]/iu;
/** A roster line (`참석자: a, b`, `Participants: …`): who attends, not what anyone said. */
export const isRosterLine = (text: string): boolean => text.length <= 4000 && ROSTER_LABEL.test(squeeze(text));

/**
 * An ad-hoc expert named in bold after the label that introduces one, anywhere in a line:
 * `即席専門家（進行役が定義）：**児童書編集者**`, `临时专家：**校对公司前员工**（…）`, `ad-hoc expert **Ana**`,
 * `plus ad-hoc **Budget Owner**`. The label itself: the word for an expert right after 即席/临时/
 * ad hoc, or the bold name right after it; never any sentence with the word (`임시 회의실은 **3층**`,
 * `an ad hoc script like **deploy.sh**`).
 */
const AD_HOC_NAMED = /(?:即席|臨時|临时|即兴专家|즉석|임시|(?<![\p{L}])ad[- ]?hoc)(?:[ \t　]*(?:experts?|specialists?|専門家|专家|전문가)(?![\p{Script=Latin}])[^\n*。.!?]{0,16}?|[ \t　]*)\*\*([^*\n]{1,40})\*\*/giu;

/**
 * A roster: `참석자: a, b, c`, `**Participants:** a · b`, or the label on its own line
 * followed by one name per list item (`opening`: lines of the preamble or R0). Returns the
 * names and the lines used.
 */
export function readRoster(lines: readonly NumberedLine[], opening = false): { entries: Array<ParticipantEntry & { line: number }>; used: NumberedLine[] } {
  const { entries, used } = rosterTables(lines);
  for (let i = 0; i < lines.length; i++) {
    const { text, line } = lines[i]!;
    if (text.length > 4 * MAX_STRUCTURE_LINE) continue;
    const adHocNamed = new Set<string>();
    for (const named of text.matchAll(AD_HOC_NAMED)) {
      entries.push({ name: participantName(named[1]!), adHoc: true, line });
      adHocNamed.add(participantName(named[1]!));
    }
    // Said in the opening, the speaker's role is theirs; the line stays the opening's text.
    const speaks = opening ? MODERATOR_SPEAKS.exec(squeeze(text)) : null;
    if (speaks) entries.push({ name: participantName(speaks[1]!), role: speaks[2]!, adHoc: false, line });
    const match = (opening ? OPENING_ROSTER_LABEL : ROSTER_LABEL).exec(squeeze(text));
    if (!match) {
      // `진행자: 원탁지기.`, `Voorzitter: Sanne de Vries.` alone in the opening: the role of someone listed elsewhere (probe 53 row 10, probe 55 row 3).
      const alone = opening ? MODERATOR_BEFORE.exec(squeeze(text)) : null;
      if (alone) entries.push({ name: participantName(alone[2]!), role: alone[1]!, adHoc: false, roleOnly: true, line });
      // `Observers: Kofi Mensah.` on its own line of the opening: each a participant in the role (review 07g o1).
      const observers = opening && !alone ? observerEntries(text, line) : [];
      if (observers.length > 0) used.push(lines[i]!);
      appendAll(entries, observers);
      continue;
    }
    used.push(lines[i]!);
    // The roster ends with its sentence: `Participants: a, b, c.`; what follows it is prose
    // (`… Diego. Lee is travelling; Kim relays her notes.`), no one's name (probe 35, M04).
    // `Present: Ana (PM), Ben (eng). Remote: Dora (legal), Eve (SRE).`: those joining otherwise are listed too (review 06w W6).
    const listed = observersAsRoles(match[2]!.trim()).replace(ROSTER_CONTINUED, ', ').replace(ROSTER_ROLE_CONTINUED, ', ');
    const rest = listed.slice(0, rosterSentenceEnd(listed)).trim().replace(/[.。]$/u, '');
    // `Attendees: see the list in last week's minutes.` names no one: the line stays text.
    const listedNames = rest === '' ? [] : splitNames(rest).map((part) => rosterEntry(part.replace(CJK_GROUP_LABEL, '')));
    // Where semicolons separate the people, a comma's part after a name may be that name's job title (`Ana Lima, Staff Engineer; Ben`).
    const titleAt = titlePlaces(rest);
    if (rest !== '' && listedNames.every(readsAsSentence)) {
      used.pop();
      continue;
    }
    if (rest !== '') {
      // `Moderator: Priya.` before the roster gives a listed person the role; it adds no one (`Host: Zoom.`).
      const moderator = opening ? MODERATOR_BEFORE.exec(squeeze(text)) : null;
      const moderatorKey = moderator ? participantKey(moderator[2]!) : undefined;
      for (const [at, part] of listedNames.entries()) {
        const unbracketed = part.replace(/[(（][^()（）]*[)）]/gu, ' ');
        if (readsAsSentence(unbracketed) || CJK_NOTE.test(unbracketed.trimStart())) continue;
        // The part that names an ad-hoc expert in bold is theirs, taken above (`另合成一位即兴专家 **版权顾问**（…）`).
        if ([...part.matchAll(/\*\*([^*\n]{1,60})\*\*/gu)].some((m) => adHocNamed.has(participantName(m[1]!)))) continue;
        const entry = readParticipantText(part);
        // `Timekeeper: none.`, `Note-taker: rotating, see wiki.`: a role left to no one.
        if (entry !== null && (NO_NAMES.test(entry.name) || /^(?:[Rr]otating|[Rr]otates|see[ \t].*)$/u.test(entry.name))) continue;
        const named = entry !== null && moderatorKey !== undefined && [participantKey(entry.name), participantKey(bareName(entry.name))].includes(moderatorKey);
        // `Dr. Tomás Ortega, Staff Engineer`: a job title after a name is that person's role, no one else.
        const previous = entries.at(-1);
        if (entry !== null && titleAt.has(at) && !part.includes('[[') && JOB_TITLE.test(entry.name) && previous?.line === line && previous.role === undefined && looksLikePersonalName(previous.name)) {
          previous.role = entry.name;
          continue;
        }
        if (entry) entries.push({ ...withBracketedRole(entry), ...(named && entry.role === undefined ? { name: bareName(entry.name), role: moderator![1]! } : {}), line });
      }
      // A moderator the roster does not list may be listed elsewhere (the frontmatter): the role is theirs, and adds no one (probe 55 row 3).
      if (moderator && !entries.some((e) => e.line === line && e.role === moderator[1])) entries.push({ name: participantName(moderator[2]!), role: moderator[1]!, adHoc: false, roleOnly: true, line });
      continue;
    }
    for (let j = i + 1; j < lines.length; j++) {
      const next = lines[j]!;
      const item = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(.+)$/.exec(next.text);
      if (!item) break;
      used.push(next);
      const entry = readParticipantText(item[1]!.replace(/(?<![ \t])[ \t]+[—–-][ \t].*$/, ''));
      if (entry) entries.push({ ...withBracketedRole(entry), line: next.line });
      i = j;
    }
  }
  return { entries, used };
}

/** The people of an opening line that is an observers' group alone, each in the observer's role. */
function observerEntries(text: string, line: number): Array<ParticipantEntry & { line: number }> {
  const squeezed = squeeze(text).replace(/^[-*+][ \t]+/u, '');
  const roles = observersAsRoles(squeezed);
  if (roles === squeezed || /[.;:]/u.test(roles.replace(/[(（][^()（）]*[)）]/gu, ''))) return [];
  return splitNames(roles).flatMap((part) => {
    const entry = readParticipantText(part);
    return entry === null ? [] : [{ ...withBracketedRole(entry), line }];
  });
}

const NAME_HEADER = /^(?:names?|participants?|attendees?|who|personas?|이름|참석자|名前|姓名|nome|partecipanti?|teilnehmer(?:in)?|participantes?)$/iu;
const PRESENT_HEADER = /^(?:present|attended|attending|attendance|here|présente?s?|presentes?|anwesend|presenti)[ \t]*[?？]?$/iu;
/** A cell that says the person did not come: no, absent, ✗, apologies (British minutes' "sent apologies"), excused. */
const ABSENT_CELL = /^(?:no|non|nein|não|nao|n|✗|✘|❌|×|absent|absente|ausente|assente|abwesend|away|apologies|apologised|apologized|excused|entschuldigt|excusé(?:e)?|—|–|-)$/iu;
const ROLE_HEADER = /^(?:roles?|rôle|rol|rolle|ruolo|papel|función|funzione|역할|役割|角色)$/iu;

/** A roster set out as a table (`| Name | Role |` over `| dora | moderator |`): each row one participant with the role of its row. */
function rosterTables(lines: readonly NumberedLine[]): { entries: Array<ParticipantEntry & { line: number }>; used: NumberedLine[] } {
  const entries: Array<ParticipantEntry & { line: number }> = [];
  const used: NumberedLine[] = [];
  for (const table of readTables(lines)) {
    const head = table.header.map(plainCell);
    const nameAt = head.findIndex((cell) => NAME_HEADER.test(cell));
    const roleAt = head.findIndex((cell) => ROLE_HEADER.test(cell));
    // A column that says who came (`Present`): a row marked no, absent or ✗ is no participant (review 06zd row 5).
    const presentAt = head.findIndex((cell) => PRESENT_HEADER.test(cell));
    if (nameAt === -1 || roleAt === -1) continue;
    appendAll(used, table.lines);
    for (const row of table.rows) {
      if (presentAt !== -1 && ABSENT_CELL.test(plainCell(row.cells[presentAt] ?? '').replace(/[*_]/gu, '').trim())) continue;
      const entry = readParticipantText(row.cells[nameAt] ?? '');
      const role = squeeze(row.cells[roleAt] ?? '').replace(/\*\*/g, '').trim();
      if (entry !== null) entries.push({ ...entry, ...(role !== '' && entry.role === undefined ? { role } : {}), line: row.line });
    }
  }
  return { entries, used };
}

/** A name of one to four words, then a short bracket: `Ana (product)`, `Ben (ops lead)`, `김민준 (PM)`. */
const NAME_THEN_BRACKET = /^(\p{Lu}[\p{L}'’.-]*(?:[ \t](?:\p{Lu}[\p{L}'’.-]*|(?:de|da|van|von|der|den|del|di|du|le|la|bin|ibn)(?=[ \t]\p{Lu})|(?:al|el|ad|ar|as|ash|at|az)-\p{L}[\p{L}'’.-]*)){0,3}|\p{Ll}[\p{Ll}\p{N}]*(?:[-_][\p{Ll}\p{N}]+)+|[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{1,12})[ \t]*[(（]([^()（）\n]{1,40})[)）]$/u;
/** A bracket that is no role: pronouns, a suffix (`Alex (they/them)`, `Sam (Jr.)`). */
const PRONOUNS = /^(?:he|she|they|ze|xe)\/\p{L}+$/iu;
const NOT_A_ROLE = /^(?:(?:he|she|they|ze|xe)\/\p{L}+|jr\.?|sr\.?|ii|iii|iv|phd|md|esq\.?)$/iu;
/** Any name, then a bracket that says the person is an ad-hoc expert: `release-engineer (ad hoc: runs the deploys)`. */
const NAME_THEN_AD_HOC = /^([^()（）\n]{1,60}?)[ \t]*[(（]([^()（）\n]{0,200}?(?<!not[ \t]|non-|non[ \t])(?:ad[- ]?hoc|즉석|임시 ?전문가|即席|临时)(?![ \t-]?(?:note-?taker|scribe|recorder|secretary|moderator|chair|facilitator|host))[^()（）\n]{0,200})[)）]$/iu;
/** The ad-hoc label opening an entry: `ad-hoc expert **ops-sre** (…)`, ``ad-hoc `build-sre` (…)``. */
const AD_HOC_LEAD = /^(?:ad[- ]?hoc(?:[ \t]+(?:expert|specialist))?|즉석(?: ?전문가)?|임시 ?전문가|临时专家|臨時専門家|即席専門家|即席の専門家)(?:[ \t]+|(?=[「『“"]))/iu;

/**
 * A roster's `Ana (product)` is Ana, whose role is product: the bracket says what she does, not
 * who she is, and `**Ana**` in the rounds is the same person (review 06r R12). A bracket that
 * says the person is an ad-hoc expert (`Carla (new hire, ad-hoc persona: …)`) makes them one,
 * its words their role; a bare ad-hoc mark (`Kim (ad-hoc)`) stays the name's, as does a role given otherwise.
 */
function withBracketedRole(entry: ParticipantEntry): ParticipantEntry {
  if (entry.role !== undefined || entry.adHoc) return entry;
  const lead = AD_HOC_LEAD.exec(entry.name);
  const adHoc = NAME_THEN_AD_HOC.exec(entry.name) ?? (lead === null ? null : /^([^()（）\n]{1,60}?)[ \t]*[(（]([^()（）\n]{1,200})[)）]$/u.exec(entry.name));
  const adHocName = adHoc === null ? '' : participantName(adHoc[1]!.replace(AD_HOC_LEAD, '')).replace(/^[「『“"](.+)[」』”"]$/u, '$1');
  if (adHoc !== null && adHocName !== '' && adHocName.split(/\s+/u).length <= 4) {
    return { ...entry, name: adHocName, role: adHoc[2]!.replace(/^(?:ad[- ]?hoc(?:[ \t]+(?:expert|specialist))?|즉석(?: ?전문가)?|임시 ?전문가)[ \t]*[:：][ \t]*/iu, '').trim(), adHoc: true };
  }
  const split = NAME_THEN_BRACKET.exec(entry.name);
  if (split === null) return entry;
  const role = split[2]!.trim();
  // Pronouns are a note on the person, not part of the name nor a role: `Cy Tran (she/her)` is Cy Tran (review 07f f1).
  if (PRONOUNS.test(role)) return { ...entry, name: split[1]! };
  if (role === '' || role.split(/\s+/u).length > 4 || NOT_A_ROLE.test(role)) return entry;
  // `(즉석 전문가: 접근성)`, `(ad-hoc expert: accessibility)`: an ad-hoc expert, the role after the label.
  const labelled = /^([^:：]{1,30})[:：][ \t]*(.+)$/u.exec(role);
  if (labelled !== null && AD_HOC_LABEL.test(labelled[1]!.trim())) return { ...entry, name: split[1]!, role: labelled[2]!.trim(), adHoc: true };
  return { ...entry, name: split[1]!, role };
}
/** A second group of the same roster after a bracket's sentence end: `…). Remote: …`, `…). Online: …`. */
const ROSTER_CONTINUED = /(?<=[)）])\.[ \t]+(?:Remote|Online|Virtual|In person|Also present|Also|Guests?|Observers?|Dial-in)[ \t]*:[ \t]*/gu;

/** A role given after a bracket's full stop, its person one of the roster: `…, Ben (eng). Scribe: Cai.` */
const ROSTER_ROLE_CONTINUED = /(?<=[)）])\.[ \t]+(?=(?:Moderator|Chair(?:person)?|Facilitator|Host|Note-?taker|Scribe|Recorder|Secretary|Timekeeper)[ \t]*:)/gu;
/** A note after a Chinese roster's names (`，其中李娜远程参加`): no one's name. */
const CJK_NOTE = /^(?:其中|其余|其他|另外|此外|以及|并且|但是|因为|所以|(?:缺席|请假|欠席|不参加)[ \t]*[:：])/u;
/** A group's label inside a Chinese or Japanese roster (`、远程：李娜`, `；线上：…`): the names after it are the roster's. */
const CJK_GROUP_LABEL = /^(?:远程|线上|线下|现场|列席|旁听|リモート|オンライン|遠隔)[ \t]*[:：][ \t]*/u;

/** The small words of names (`María José de la Cruz y Fernández`, `Ludwig van Beethoven`): no sign of a sentence. */
const NAME_PARTICLE = /^(?:de|del|della|di|da|das|do|dos|du|la|las|le|les|los|y|e|i|van|von|der|den|ter|ten|bin|binti|al|el|ibn|zu|(?:al|el|ad|ar|as|ash|at|az)-\S+)$/u;

/**
 * A roster's entry as a name: `plus Dora` is Dora (review 06q Q11), `Dora as well` Dora
 * (06v V1), `Priya as moderator` Priya with her role (06r R12).
 */
const rosterEntry = (listed: string): string =>
  listed.replace(/^(?:plus|and|also|as well as)[ \t]+/iu, '').replace(NAME_AS_FILLER, '$1').replace(NAME_AS_ROLE, '$2: $1');

/** A name and its role in words: `Priya as moderator`, `Ivo as the note-taker` (a role's word: `Same as last week` is none). */
const NAME_AS_ROLE = /^(\p{Lu}[\p{L}'’.-]*(?:[ \t]\p{Lu}[\p{L}'’.-]*){0,3})[ \t]+as[ \t]+(?:the[ \t]+|our[ \t]+)?((?:moderator|host|facilitator|chair(?:person)?|note-?taker|scribe|secretary|recorder|observer|guest|timekeeper|reviewer|judge|expert|red[ -]team|ad[ -]hoc expert))$/u;
/** What a roster says in place of names (`see above`, `the usual`, `TBD`): no one's name. */
const NO_NAMES = /^(?:see (?:above|below|invite)|as (?:above|before|usual)|everyone(?: else)?|everybody(?: else)?|all(?: others| hands)?|the rest|the usual|tbd|tbc|n\/a|none|same)$/iu;

/**
 * A sentence, not a name: five words or more with three in lower case and no name's particle
 * (`ver la lista del acta anterior`), three or more all in lower case after the first (`Same as
 * last week`), or what a roster says in place of names (`see above`, `everyone else`).
 */
const readsAsSentence = (entry: string): boolean => {
  const words = entry.trim().split(/\s+/u);
  const lower = words.filter((word) => /^\p{Ll}/u.test(word) && !NAME_PARTICLE.test(word)).length;
  // A sentence may open with a capital: `Same as last week` (review 06q Q11); a number is no name's word (`same as day 1`, probe 54).
  const restLower = words.slice(1).every((word) => (/^\p{Ll}/u.test(word) && !NAME_PARTICLE.test(word)) || /^\p{N}+[.,:;]?$/u.test(word));
  return (words.length >= 5 && lower >= 3) || (words.length >= 3 && restLower) || NO_NAMES.test(entry.trim());
};

/** How a participant is listed among the facts: "Kim (moderator)", "접근성 전문가 (즉석 전문가)". */
export const participantDisplay = (p: Participant): string => `${p.name}${p.shown ? ` (shown as “${p.shown}”)` : ''}${p.role ? ` (${p.role})` : ''}`;
