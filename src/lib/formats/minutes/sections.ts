// Headings of roundtable minutes: which section a heading opens (R0–R7 and the named
// sections, Korean or English), detection by content, and the body cut into sections.
import { orgModeAsMarkdown } from './orgMode.ts';
import { isOutlinerPage, outlinerLines } from './outliner.ts';
import { fencedLineIndexes } from '../../parse/codeBlocks.ts';
import { MAX_STRUCTURE_LINE, squeeze } from '../../parse/frontmatter.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { ROUND_KEYS, type RoundKey, type SectionKey } from './model.ts';
import { chatListLine, chatSenders } from './chatMarkup.ts';
import { LABELLED_LINE, MAIL_HEADER, SENDER_LABEL, chatThread, isDecisionLabel } from './threadSections.ts';

interface Heading { level: number; text: string }

export function markdownHeading(line: string): Heading | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const match = /^ {0,3}(#{1,6})[ \t]+(.*)$/.exec(line);
  if (!match) return null;
  return { level: match[1]!.length, text: match[2]!.replace(/[ \t]#+[ \t]*$/, '').trim() };
}

// Names that open a section, matched at the start of the heading (after an optional
// "R3" prefix and any emoji or punctuation), case-insensitively. Specific names first.
const SECTION_NAMES: ReadonlyArray<readonly [SectionKey, readonly string[]]> = [
  ['actions', ['액션아이템', '액션 아이템', '액션', '후속 조치', '할 일', '향후 일정', '후속 일정', 'action items', 'action item', 'actions', 'next steps', 'follow-ups', 'follow-up', 'todo', 'to-do', 'アクションアイテム', 'アクション', '宿題', '次のステップ', 'todo', '行动项', '行动事项', '待办', '后续行动', '后续事项', '今後の予定', 'actions à mener', 'prochaines étapes', 'plan d\'action', 'acciones', 'próximos pasos', 'tareas', 'nächste schritte', 'aufgaben', 'maßnahmen', 'ações', 'próximos passos', 'tarefas', 'azioni', 'prossimi passi', 'attività']],
  ['unknowns', ['미해결 unknown', '미해결', '열린 질문', '모르는 것', 'open unknowns', 'unknowns', 'unknown', 'open questions', 'open issues', '未解決', '未解决', '待解决', '待定问题', '未決事項', 'questions ouvertes', 'points ouverts', 'inconnues', 'preguntas abiertas', 'incógnitas', 'offene fragen', 'offene punkte', 'questões em aberto', 'perguntas em aberto', 'pontos em aberto', 'domande aperte', 'questioni aperte', 'punti aperti', 'incognite']],
  ['evaluation', ['종합 평가', '평가', 'evaluation', 'self-evaluation', 'retrospective', '総合評価', '評価', '振り返り', '综合评价', '评价', '评估', '复盘', 'évaluation', 'rétrospective', 'evaluación', 'retrospectiva', 'avaliação', 'valutazione']],
  ['escalation', ['에스컬레이션', '미결', '상부 이관', 'escalation', 'escalated', 'escalate-to-human', 'エスカレーション', '上申', '升级', '上报', '提交上级', '인간 결정 요청', 'escalade', 'escalada', 'eskalation', 'escalonamento']],
  ['hold', ['보류', '잠정 중단', 'hold', 'on hold', 'deferred', 'parked', '保留', '搁置', '暂缓', '先送り', '持ち越し', 'en attente', 'reporté', 'ajourné', 'en suspens', 'aplazado', 'en espera', 'pospuesto', 'zurückgestellt', 'vertagt', 'adiado', 'em espera', 'rinviato', 'in sospeso']],
  ['risks', ['리스크', '위험', 'risks', 'risk', 'リスク', '风险', 'risques', 'riesgos', 'risiken', 'riscos', 'rischi']],
  ['R0', ['개회', '오프닝', 'opening', 'kickoff', 'kick-off', '開会', '冒頭', '开场', '开幕', 'ouverture', 'apertura', 'eröffnung', 'abertura']],
  ['R1', ['문제 정의', '문제정의', '문제', '안건', '선택지', '후보안', '후보', '검토 대상', '대상안', 'problem definition', 'problem', 'framing', 'options considered', 'options', 'alternatives', 'candidates', '問題定義', '問題設定', '課題', '議題', '選択肢', '候補', '问题定义', '问题', '议题', '候选方案', '备选方案', '可选方案', '选项', '方案', 'définition du problème', 'problème', 'definición del problema', 'problema', 'opciones', 'opções', 'optionen', 'problemstellung', 'opzioni']],
  ['R2', ['독립 의견', '독립의견', '개별 의견', '각자 의견', '논의 내용', '주요 논의', '의견', '찬반', '입장', 'independent opinions', 'independent opinion', 'opinions', 'positions', 'stances', 'views', 'preferences', 'for/against', 'for and against', '独立意見', '各自の意見', '個別意見', '意見', '賛否', '立場', '独立意见', '各方意见', '意见', '立场', '发言', '表态', '支持与反对', 'avis indépendants', 'opinions indépendantes', 'opiniones', 'posiciones', 'meinungen', 'positionen', 'standpunkte', 'opiniões', 'posições', 'opinioni indipendenti', 'opinioni', 'posizioni']],
  ['R3', ['발산', '쟁점', 'divergence', 'disagreements', 'points of disagreement', '発散', '争点', '論点', '发散', '分歧', '争议', 'divergences', 'désaccords', 'divergencias', 'desacuerdos', 'streitpunkte', 'divergências', 'divergenze', 'divergenza', 'disaccordi']],
  ['R4', ['교차질문', '교차 질문', '상호 질문', 'cross-questions', 'cross questions', 'cross-question', 'cross question', 'cross-examination', 'cross-exam', 'cross exam', 'rebuttals', 'q&a', 'discussion', '토론', '질의', '討議', '討論', '讨论', '相互質問', '交差質問', '質疑', '反論', '交叉质询', '交叉提问', '质询', '质疑', '反驳', 'questions croisées', 'débat', 'discusión', 'preguntas cruzadas', 'diskussion', 'rückfragen', 'discussão', 'domande incrociate', 'discussione']],
  ['R5', ['프리모템', '프리 모템', '레드팀', 'pre-mortem', 'premortem', 'red-team', 'red team', 'プレモーテム', 'プリモーテム', 'レッドチーム', '事前検死', '事前验尸', '预演失败', '风险预演', '红队', 'pré-mortem', 'pre mortem']],
  ['R6', ['수렴', '투표', '채점', 'convergence', 'voting', 'vote', 'rubric', 'scoring', '収束', '投票', '採点', '收敛', '表决', '评分', '점수', '打分', 'votación', 'abstimmung', 'votação', 'puntuación', 'convergenza', 'votazione', 'punteggio']],
  ['R7', ['결정', '결론', 'decision', 'decisions', 'final decision', 'outcome', 'conclusion', 'resolution', '決定', '决定', '决策', '決議', '决议', '結論', '结论', '決裁', 'décision finale', 'décisions', 'décision', 'decisiones', 'decisión', 'entscheidung', 'beschluss', 'decisão', 'conclusión', 'conclusão', 'résolution', 'resolución', 'decisione', 'decisioni', 'conclusione', 'delibera']],
];

/** A round's number written out: "Round 2", "라운드 2", "ラウンド2", "第2轮", "第2ラウンド", "2라운드". */
const ROUND_NUMBER = /^(?:(?:round|rnd\.?|라운드|ラウンド|回合)[ \t]*([0-7])(?![0-9])|第?[ \t]*([0-7])[ \t]*(?:轮|輪|ラウンド|回合|라운드)|round[ \t]+(zero|one|two|three|four|five|six|seven)(?=[ \t]*(?:[—–:：.()|-]|$))|round[ \t]+(I{1,3}|IV|V|VI|VII)(?=[ \t]*(?:[—–:：.()|-]|$))|(first|second|third|fourth|fifth|sixth|seventh)[ \t]+round(?=[ \t]*[—–:：(|-][ \t]*\p{L}))/iu;
/** A round's number as a word, an ordinal or in Roman numerals, before a separator: "Round two — …", "Second round — opinions" (an ordinal with a name: "## Second round" alone is a ballot's, review 06q Q9), "Round III: …" (not "Round Two funding"). */
const [NUMBER_WORDS, ROMAN, ORDINALS] = [['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'], ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII'], ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh']];
/** A section's own numbering before its name: "2. ", "2) ", "(3) ", "IV. ", "B. ", "第2部 ". */
const NUMBERING = /^(?:[(（]?(?:[0-9]{1,2}|[一二三四五六七八九十]{1,2}|[IVX]{1,4}|[A-Ha-h])[.)）、．:：]|第[ \t]*[0-9一二三四五六七八九十]{1,2}[ \t]*[部章節节項项]?)[ \t]*/u;

/** The end of a range of rounds after the first: "〜7", "–R7", " and 7", "・7", "/R7"; a spaced dash is a title's ("R6 — 7 scores"). */
const ROUND_RANGE = /^(?:[ \t]*(?:〜|～|~|&|・|·|\/|to|and|와|및|과|与|和|から)[ \t]*|[–-])(?:R|round|ラウンド|라운드|第)?[ \t]*([0-7])(?![0-9])/iu;

/**
 * The section a heading opens: `## R0 개회`, `### R6 — Convergence`, `## (R7) 결정·액션`,
 * `## Round 2: Opinions`, `## 2. 独立意見`, `## Risks`. `explicit` is true when the
 * heading numbers the round ("R0"…"R7", "Round 3"). A `title` (level 1) is read by its start only.
 */
export function classifyHeading(text: string, title = false, nested = false): { key: SectionKey; explicit: boolean; through?: RoundKey } | null {
  // Emoji, numbering and punctuation before the name do not matter.
  // Full-width forms are the same words: `（Ｒ０）` names R0.
  const name = squeeze(text.slice(0, 4 * MAX_STRUCTURE_LINE).normalize('NFKC').replace(/\*\*|__/g, '')).replace(/^[^\p{L}\p{N}]+/u, '');
  // A round key standing as a word anywhere is its number ("Cross-exam (R4)", "결정 [R7]"). Roman numerals in
  // capitals only (`round v.` is a word); neither they nor an ordinal (`### Second round`, a ballot) in a `nested` heading.
  const written = ROUND_NUMBER.exec(name);
  // An ordinal names a round only with that round's name after it: `## First round — show of hands` in R6 is a ballot (reviews 06r R8, 06s S14).
  const unsure = (written?.[4] !== undefined && (nested || written[4] !== written[4].toUpperCase())) || (written?.[5] !== undefined && (nested || matchSectionName(name.slice(written[0].length).replace(/^[\s—–:：(|-]+/u, '')) !== `R${ORDINALS.indexOf(written[5].toLowerCase()) + 1}`));
  const prefix = /^R([0-7])(?![\p{L}\p{N}])/u.exec(name) ?? (unsure ? null : written) ?? /(?<![\p{L}\p{N}])R([0-7])(?![\p{L}\p{N}-])/u.exec(name);
  if (prefix) {
    // The number decides: "R7 결정·액션" is the decision round although it names actions.
    const key = `R${prefix[1] ?? prefix[2] ?? (prefix[3] !== undefined ? NUMBER_WORDS.indexOf(prefix[3].toLowerCase()) : prefix[5] !== undefined ? ORDINALS.indexOf(prefix[5].toLowerCase()) + 1 : ROMAN.indexOf(prefix[4]!))}` as RoundKey;
    // Merged rounds, "ラウンド6〜7", "R6–R7", "Rounds 6 and 7": the last one too.
    const through = ROUND_RANGE.exec(name.slice(prefix.index + prefix[0].length))?.[1];
    return through !== undefined && through > key.slice(1) ? { key, explicit: true, through: `R${through}` as RoundKey } : { key, explicit: true };
  }
  const bare = name.replace(NUMBERING, '').replace(/^[^\p{L}\p{N}]+/u, '');
  // A decision heading whose value is a hold (`## 结论：暂缓`, `## Outcome: On hold`) is the hold.
  const valued = /^([^:：]{1,20})[:：][ \t]*([^:：]{1,20})$/u.exec(bare);
  if (valued && matchSectionName(valued[1]!.trim()) === 'R7' && matchSectionName(valued[2]!.trim()) === 'hold') return { key: 'hold', explicit: false };
  // A title (`# Review rubric revision`) names a section only at its start.
  const key = matchSectionName(bare) ?? (title ? null : nameInside(bare));
  return key === null ? null : { key, explicit: false };
}

// Korean names take particles and compounds ("결정사항", "리스크와"): a Hangul name needs no boundary.
// Japanese and Chinese names neither: "決定事項", "风险与对策".
const CANDIDATES = SECTION_NAMES.flatMap(([key, names]) => names.map((name) => ({ key, name, hangul: /^[\p{Script=Hangul}\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana} ]+$/u.test(name) })));

function matchSectionName(name: string): SectionKey | null {
  const lower = name.slice(0, 80).toLowerCase();
  // The longest name that opens the heading: "风险预演" is the pre-mortem, not "风险".
  let best: { key: SectionKey; length: number } | null = null;
  for (const { key, name: candidate, hangul } of CANDIDATES) {
    if (!lower.startsWith(candidate) || (best !== null && candidate.length <= best.length)) continue;
    if (hangul || !/[\p{L}\p{N}]/u.test(lower.charAt(candidate.length))) best = { key, length: candidate.length };
  }
  return best?.key ?? null;
}

/** A section name inside the heading ("Our independent opinions", "最終決定"): the earliest wins; a Latin one between word edges, a CJK one of two characters or more. */
function nameInside(name: string): SectionKey | null {
  // Only the heading's first part: "Agent A — Round 1 (Opening)" is a turn, not the opening.
  const lower = name.slice(0, 80).split(/[ \t][—–-][ \t]|[(（:：|]/u)[0]!.toLowerCase();
  let best: { key: SectionKey; at: number; length: number } | null = null;
  for (const { key, name: candidate, hangul } of CANDIDATES) {
    if (hangul && candidate.length < 2) continue;
    const at = lower.indexOf(candidate);
    if (at <= 0) continue;
    if (!hangul && (/[\p{L}\p{N}]/u.test(lower.charAt(at - 1)) || /[\p{L}\p{N}]/u.test(lower.charAt(at + candidate.length)))) continue;
    if (best === null || at < best.at || (at === best.at && candidate.length > best.length)) best = { key, at, length: candidate.length };
  }
  return best?.key ?? null;
}

/** A line that opens a round without a heading, its round token at its start in any wrapper (`[info][title]R0 …`, `**R0 · Opening** — …`,
 * `【R2 独立意见】`, `R1 문제 정의 — …`), or a numbered line naming its round in brackets, `１．開会（Ｒ０）` (NFKC). */
const ROUND_TOKEN_OPENING = /^[ \t]*(?:\[[a-z]{2,10}\]){0,3}(?:\*\*|【|\[)?[ \t]*R([0-7])(?![\p{L}\p{N}])/u;
const NUMBERED_ROUND_LINE = /^[ \t]*(?:[0-9]{1,2}[.)、]|[가나다라마바사아자차카타파하][.)])[ \t]*[^\n():]{1,30}\([ \t]*R([0-7])(?![\p{L}\p{N}])[^\n()]{0,20}\)[ \t]*(?:$|:)/u;
export function roundOpening(line: string): RoundKey | null {
  const start = line.slice(0, 80).normalize('NFKC');
  const match = ROUND_TOKEN_OPENING.exec(start) ?? NUMBERED_ROUND_LINE.exec(start);
  return match ? (`R${match[1]}` as RoundKey) : null;
}

const BOLD_LINE = /^[ \t]{0,3}\*\*([^*\n]{1,80})\*\*[ \t]*$/u;
/**
 * Frontmatter `type: meeting` or `agent: roundtable`, at least two R0–R7 headings (or bold
 * lines of their own numbering rounds), or, in a file with neither (a chat export, a card, a
 * memo), lines opening three rounds or more with the round token (`roundOpening`).
 */
export function looksLikeMinutes(text: string): boolean {
  // Org-mode minutes are read as the Markdown they are rewritten into (orgMode.ts).
  const unified = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // So are an outliner's pages (outliner.ts): their top-level round blocks are the headings.
  const outline = unified.split('\n');
  const normalised = isOutlinerPage(outline) ? outlinerLines(outline).lines.join('\n') : orgModeAsMarkdown(unified);
  if (hasMinutesFrontmatter(normalised)) return true;
  const rounds = new Set<SectionKey>();
  const opened = new Set<RoundKey>();
  const lines = normalised.split('\n');
  const fenced = fencedLineIndexes(lines);
  for (const [i, line] of lines.entries()) {
    if (fenced.has(i)) continue;
    const bold = BOLD_LINE.exec(line);
    if (line.trimStart().startsWith('#') || bold !== null) {
      const heading = bold === null ? markdownHeading(line) : { level: 1, text: bold[1]! };
      const section = heading && heading.level <= 4 ? classifyHeading(heading.text) : null;
      // A bold line counts only when it numbers its round (`**Problem**` in a note is no round, review 06p P4).
      if (section && ROUND_KEYS.includes(section.key as RoundKey) && (bold === null || section.explicit)) rounds.add(section.key);
      if (rounds.size >= 2) return true;
    } else {
      const round = roundOpening(line);
      if (round !== null) opened.add(round);
    }
  }
  return opened.size >= 3;
}

function hasMinutesFrontmatter(text: string): boolean {
  if (!/^---[ \t]*\n/.test(text)) return false;
  const close = text.slice(4).search(/^(?:---|\.\.\.)[ \t]*$/m);
  const block = close === -1 ? '' : text.slice(4, 4 + close);
  return /^type[ \t]*:[ \t]*["']?meeting["']?[ \t]*$/im.test(block) || /^agent[ \t]*:[ \t]*["']?roundtable["']?[ \t]*$/im.test(block);
}

export interface Section {
  key: SectionKey | null;
  heading: string;
  level: number;
  /** The heading's line; for the text before the first heading, the body's first line. */
  line: number;
  /** False for the text before the first heading (it has no heading line). */
  hasHeading: boolean;
  /** The heading line as written. */
  raw: string;
  lines: NumberedLine[];
  /** Read as R2 because it is a chat or thread export: its messages are not all opinions. */
  thread?: true;
  /** The last round of merged rounds under one heading ("ラウンド6〜7"). */
  through?: RoundKey;
  /** Why a section of no key is not read, where it is not the text before the first heading. */
  unread?: string;
  /** Opened by a chat message's own line (`决定：…`, `行动项：…`): the chat's thread goes on around it. */
  message?: true;
}

/**
 * Cuts the body into sections at headings (level 1–4): a recognised one opens a section; an unrecognised
 * one is part of the current section when deeper (a participant's sub-heading in R2), else opens one.
 */
export function cutSections(body: string, bodyLine: number, chatExport: ReadonlySet<string> | null = null): Section[] {
  let current: Section = { key: null, heading: '', level: 0, line: bodyLine, hasHeading: false, raw: '', lines: [] };
  const sections: Section[] = [current];
  const lines = body.split('\n');
  // A chat or paste with no round headings may open each round in a message ("R2 독립 의견 …").
  const plainRounds = !lines.some((t) => roundHeading(t));
  // A chat or e-mail export (time-stamped or `From:` headers): its bold labels are senders, not titles.
  const chat = plainRounds && chatExport !== null;
  const answersProblem = chat && !lines.some((t) => PLAIN_R2.test(t));
  let r1Opener = '';
  const fenced = fencedLineIndexes(lines);
  let resume: Section | null = null;
  let chatList: Section | null = null;
  const senders = chat ? chatSenders(lines, chatExport) : new Set<string>();
  // The last non-blank line: a chat message's first line follows its sender's label.
  let previous = '';
  let lastRound: SectionKey | null = null; // the round the text is in, through unnamed sections
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const line = bodyLine + i;
    if (roundOf(current.key) >= 0) lastRound = current.key;
    const before = previous;
    if (text.trim() !== '') previous = text;
    const inFence = fenced.has(i);
    const marked = inFence ? null : markdownHeading(text);
    const bold = inFence || marked ? null : boldHeading(text, current.key, lastRound);
    const heading = marked ?? bold;
    const round = plainRounds && !inFence && !heading ? PLAIN_ROUND.exec(text) : null;
    if (round) {
      if (round[1] === '1' && SENDER_LABEL.test(before)) r1Opener = before.trim();
      const next = plainRoundSection(current, `R${round[1]}` as RoundKey, text, line);
      if (next !== current) sections.push(next);
      current = next;
      continue;
    }
    const opened = chat && !heading && !inFence ? chatMessageSection(current, { list: chatList, previous: before, answersProblem, r1Opener }, text, line) : null;
    if (opened) {
      sections.push((current = opened.section));
      if (opened.endsList) chatList = null;
      if (opened.takesLine) continue;
    }
    const afterDecision = AFTER_DECISION.has(current.key) || current.unread !== undefined;
    const listed: ReturnType<typeof chatListLabel> = plainRounds && afterDecision && !inFence && !heading ? chatListLabel(text, chat || current.message === true) : null;
    if (listed) {
      // Its text and the messages under it items of the list (a paragraph under `## Action items` is none).
      const lines = listed.rest === '' ? [] : [{ text: `- ${listed.rest}`, line }];
      sections.push((chatList = current = { key: listed.key, heading: listed.label, level: 2, line, hasHeading: true, raw: text, lines, message: true }));
      resume = null;
      continue;
    }
    if (resume && text.trim() === '') {
      // A decision field's block ends at a blank line: the section it stood in goes on.
      current = { ...resume, line, raw: '', lines: [] };
      sections.push(current);
      resume = null;
    }
    if (bold?.field) {
      // `**결정:** 실습 노트북`, `**Decision:** B` in another section (a callout): the decision round, for its block.
      resume = current;
      current = { key: bold.key, heading: bold.text, level: 2, line, hasHeading: true, raw: '', lines: [{ text: bold.key === 'R7' ? text : bold.rest.replace(/^[:：][ \t]*/u, ''), line }] };
      sections.push(current);
      continue;
    }
    if (bold) {
      // `**R1 Problem.** text` / `**R2 Independent opinions**`: a bold line that names a round opens it.
      current = { key: bold.key, heading: bold.text, level: 2, line, hasHeading: true, raw: text, lines: bold.rest === '' ? [] : [{ text: bold.rest, line }] };
      sections.push(current);
      resume = null;
      continue;
    }
    const headed = heading ? (heading.level <= 4 ? headingSection(heading, current, text, line, lastRound) : deepRound(heading, current, text, line)) : null;
    if (headed) {
      resume = null;
      sections.push((current = headed));
      continue;
    }
    current.lines.push({ text: current === chatList ? chatListLine(current.lines, text, senders) : text, line });
  }
  return chatThread(sections);
}

const roundOf = (key: SectionKey | null): number => (key !== null && ROUND_KEYS.includes(key as RoundKey) ? Number(key.slice(1)) : -1); // -1: no round
/** An ordinal heading going back to an earlier round (`## Second round — opinions …` under R6): a ballot's, text of the round. */
const backwardOrdinal = (text: string, key: SectionKey, current: SectionKey | null): boolean => /^\W*(?:first|second|third|fourth|fifth|sixth|seventh)[ \t]+round/iu.test(text) && roundOf(key) <= roundOf(current);

/** A level 5–6 heading opens only a round it numbers after the current one (`##### Round 4` after R3), never `##### Deferred`. */
function deepRound(heading: Heading, current: Section, text: string, line: number): Section | null {
  const section = classifyHeading(heading.text, false, true);
  if (section === null || !section.explicit || roundOf(section.key) <= roundOf(current.key)) return null;
  return { key: section.key, heading: heading.text, level: heading.level, line, hasHeading: true, raw: text, lines: [], ...(section.through ? { through: section.through } : {}) };
}

/** The section a Markdown heading (level 1–4) opens, or null when it is part of the current one. */
function headingSection(heading: Heading, current: Section, text: string, line: number, round: SectionKey | null): Section | null {
  const nested = current.key !== null && heading.level > current.level;
  const section = classifyHeading(heading.text, heading.level === 1, nested);
  if (section !== null && backwardOrdinal(heading.text, section.key, round)) return null;
  let opens: boolean;
  if (section === null) opens = !nested;
  else if (!nested || section.explicit) opens = true;
  // Under R2 every deeper heading is a participant ("### Risk analyst"); elsewhere a
  // deeper heading opens a special section (R7 › 보류) but not a round by name alone.
  else opens = current.key !== 'R2' && section.key !== current.key && !ROUND_KEYS.includes(section.key as RoundKey);
  if (!opens) return null;
  return { key: section?.key ?? null, heading: heading.text, level: heading.level, line, hasHeading: true, raw: text, lines: [], ...(section?.through ? { through: section.through } : {}) };
}

/**
 * In a chat with no round headings, the section a message's line opens: its decision
 * (`决定：采用方案二`, after its sender's label, as `R7 Decision: …` would), the opinions that
 * answer an R1 the moderator opened (when no message opens R2), or, after a list given on
 * its label's line (`行动项：王磊 — …`), the next sender's message, which is no item of it.
 */
function chatMessageSection(
  current: Section, chat: { list: Section | null; previous: string; answersProblem: boolean; r1Opener: string }, text: string, line: number,
): { section: Section; takesLine: boolean; endsList?: true } | null {
  // Its first line: after the sender's label, or after an e-mail's header lines.
  if ((SENDER_LABEL.test(chat.previous) || MAIL_HEADER.test(chat.previous)) && current.key !== 'R7' && isDecisionLabel(text)) {
    return { section: { ...plainRoundSection(current, 'R7', text, line), message: true }, takesLine: true };
  }
  if (!SENDER_LABEL.test(text)) return null;
  const list = chat.list;
  if (list !== null && current === list && list.lines[0]?.line === list.line) {
    const unread = `a later chat message, not an item of the list on the "${list.heading}" line: not read`;
    return { section: { key: null, heading: list.heading, level: 0, line, hasHeading: false, raw: '', lines: [], unread }, takesLine: false, endsList: true };
  }
  // The moderator's next message goes on with R1; so does text under a heading (only a message line opened it).
  if (chat.answersProblem && current.key === 'R1' && current.lines.length > 0 && PLAIN_ROUND.test(current.raw) && text.trim() !== chat.r1Opener) {
    return { section: { key: 'R2', heading: '', level: 0, line, hasHeading: false, raw: '', lines: [{ text, line }], thread: true }, takesLine: true };
  }
  return null;
}

/** A message line opening with its round: "R2 독립 의견 부탁드립니다.", "R6 점수: …", "R0 개회. 참여: …". */
const PLAIN_ROUND = /^[ \t]{0,3}R([0-7])(?=[ \t.:：—–-])/u;
const PLAIN_R2 = /^[ \t]{0,3}R2(?=[ \t.:：—–-])/u;
const FIRST_ITEM = /^[ \t]{0,3}R[0-7][^\n:：]{0,30}?[ \t]+([0-9]{1,2}[.)][ \t]+\S.*)$/u;
const FIRST_FIELD = /^[ \t]{0,3}(R[1-6][ \t.]+[^\s—–][^\n:：—–]{0,30}?)[ \t]+([^\s:：]{1,12}[:：].*)$/u;
/** A sender's own R2 turn, labelled by its round: `R2: For B. …`. */
const OWN_TURN = /^[ \t]{0,3}R2[ \t]*[:：][ \t]*/u;

/** A chat sender's label alone (`**hana**`): no colon, no section's name. It starts a new message (decision's text, R5 stories). */
export const isSenderLabel = (text: string): boolean => /^\*\*[^*\n:：]{1,60}\*\*[ \t]*$/u.test(text) && classifyHeading(text.replace(/\*\*/g, '').trim()) === null;

/**
 * The section a message line opening with its round starts. A message whose first line is
 * its sender's own R2 turn (`**name**` / `R2: For B. …`) is that sender's opinion: the
 * sender's label, just before, opens the round with it (or goes on in the R2 already open),
 * and the round label is not its text.
 */
function plainRoundSection(current: Section, key: RoundKey, text: string, line: number): Section {
  const heading = { key, heading: text.trim().slice(0, 40), level: 2, line, hasHeading: true, raw: text };
  const [own, sender] = [key === 'R2' ? OWN_TURN.exec(text) : null, current.lines[current.lines.length - 1]];
  // A round's first item on its opening line (`R5 Pre-mortem 1. B shipped late…`) is an item of the round, and a field after the round's
  // name its first line (`R6 수렴 표결: 2안 2표(…)`: probe 73 m04; not R7's, whose title may hold the outcome: review 07zp c5).
  const short = own || text.length > 400 ? '' : text, field = FIRST_FIELD.exec(short);
  const first = FIRST_ITEM.exec(short)?.[1] ?? (field && classifyHeading(field[1]!.trim())?.key === key ? field[2]! : text);
  if (!own || !sender || !SENDER_LABEL.test(sender.text)) return { ...heading, lines: [{ text: first, line }] };
  const turn = { text: text.slice(own[0].length), line };
  if (current.key === 'R2') {
    current.lines.push(turn);
    return current;
  }
  current.lines.pop();
  return { ...heading, lines: [sender, turn] };
}

/** In a chat, after the decision, `Action items: @lee …` / `Unknowns: …` opens that section, as `R7 Decision: …` opens the round. */
const AFTER_DECISION = new Set<string | null>(['R6', 'R7', 'actions', 'unknowns', 'risks', 'hold', 'escalation']);
function chatListLabel(text: string, chat: boolean): { key: 'actions' | 'unknowns' | 'risks'; label: string; rest: string } | null {
  const match = text.length > 4000 ? null : LABELLED_LINE.exec(text);
  if (!match) return null;
  const key = classifyHeading(match[1]!.trim())?.key;
  // A risk's label opens the risks only in a chat export or after a chat's list: `Risk: low` is a field of a decision.
  return key === 'actions' || key === 'unknowns' || (key === 'risks' && chat) ? { key, label: match[1]!.trim(), rest: match[2]!.trim() } : null;
}

/** A heading (Markdown or bold) that numbers a round: "## R2 …", "**Round 3**". */
function roundHeading(text: string): boolean {
  const heading = markdownHeading(text) ?? (text.startsWith('**') ? /^\*\*([^*]{1,80})\*\*/u.exec(text.trim())?.[1] : undefined);
  const name = typeof heading === 'string' ? heading : heading?.text;
  return name !== undefined && classifyHeading(name)?.explicit === true;
}

/**
 * A bold line that opens a section: `**R2 Independent opinions**`, `**R1 Problem.** The …`
 * (an R number or "Round 3" decides), or a bold line alone that names a section
 * (`**Options**`, `**Risks**`) outside R2, where a bold name alone is a speaker.
 */
function boldHeading(text: string, current: SectionKey | null, round: SectionKey | null = current): { key: SectionKey; text: string; level: number; rest: string; field?: true } | null {
  if (text.length > 2 * MAX_STRUCTURE_LINE || !text.startsWith('**')) return null;
  const match = /^\*\*([^*]{1,80})\*\*(.*)$/u.exec(text.trim());
  if (!match) return null;
  const inner = match[1]!.replace(/[\s.:：。]+$/u, '');
  const section = classifyHeading(inner);
  if (section === null || backwardOrdinal(inner, section.key, round)) return null;
  const rest = match[2]!.trim();
  // A decision label with its value (`**결정:** B`) outside the rounds that quote opinions.
  const labelled = /[:：][ \t]*$/u.test(match[1]!) || /^[:：]/u.test(rest);
  // So is a labelled pre-mortem (`**red-team 프리모템**: …`, a callout in a discussion).
  const field = section.key === 'R7' || section.key === 'R5';
  if (!section.explicit && field && labelled && rest.replace(/^[:：]/u, '').trim() !== '' && current !== section.key && current !== 'R2' && (current !== 'R4' || section.key === 'R5')) {
    return { key: section.key, text: inner, level: 2, rest, field: true };
  }
  if (!section.explicit && (rest !== '' || current === 'R2')) return null;
  return { key: section.key, text: inner, level: 2, rest };
}

/** The lines of the sections no reader knows that come after the last section of `key` (an addendum after the decision). */
export function unknownLinesAfter(sections: readonly Section[], key: SectionKey): NumberedLine[] {
  const after = sections.findLast((s) => s.key === key)?.line ?? Infinity;
  return sections.filter((s) => s.key === null && s.line > after).flatMap((s) => s.lines);
}

