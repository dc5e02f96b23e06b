// Headings of roundtable minutes: which section a heading opens (R0–R7 and the named
// sections, Korean or English), detection by content, and the body cut into sections.
import { MAX_STRUCTURE_LINE, isFenceLine, squeeze } from '../../parse/frontmatter.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { ROUND_KEYS, type RoundKey, type SectionKey } from './model.ts';

interface Heading {
  level: number;
  text: string;
}

export function markdownHeading(line: string): Heading | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const match = /^ {0,3}(#{1,6})[ \t]+(.*)$/.exec(line);
  if (!match) return null;
  return { level: match[1]!.length, text: match[2]!.replace(/[ \t]#+[ \t]*$/, '').trim() };
}

// Names that open a section, matched at the start of the heading (after an optional
// "R3" prefix and any emoji or punctuation), case-insensitively. Specific names first.
const SECTION_NAMES: ReadonlyArray<readonly [SectionKey, readonly string[]]> = [
  ['actions', ['액션아이템', '액션 아이템', '액션', 'action items', 'action item', 'actions', 'next steps', 'アクションアイテム', 'アクション', '行动项', '行动事项', '待办']],
  ['unknowns', ['미해결 unknown', '미해결', 'open unknowns', 'unknowns', 'unknown', 'open questions', '未解決', '未解决', '待解决']],
  ['evaluation', ['종합 평가', '평가', 'evaluation', '総合評価', '評価', '综合评价', '评价', '评估']],
  ['escalation', ['에스컬레이션', '미결', 'escalation', 'escalated', 'escalate-to-human', 'エスカレーション', '上申', '升级', '上报']],
  ['hold', ['보류', 'hold', 'on hold', '保留', '搁置', '暂缓']],
  ['risks', ['리스크', '위험', 'risks', 'risk', 'リスク', '风险']],
  ['R0', ['개회', 'opening']],
  ['R1', ['문제 정의', '문제정의', '문제', 'problem definition', 'problem']],
  ['R2', ['독립 의견', '독립의견', 'independent opinions', 'independent opinion', 'opinions']],
  ['R3', ['발산', 'divergence']],
  ['R4', ['교차질문', '교차 질문', 'cross-questions', 'cross questions', 'cross-question', 'cross question', 'cross-examination']],
  ['R5', ['프리모템', '프리 모템', 'pre-mortem', 'premortem', 'red-team', 'red team']],
  ['R6', ['수렴', 'convergence']],
  ['R7', ['결정', 'decision', 'decisions', 'final decision', '決定', '决定', '决策', '結論', '结论']],
];

/**
 * The section a heading opens: `## R0 개회`, `### R6 — Convergence`, `## (R7) 결정·액션`,
 * `## Risks`. `explicit` is true when the heading carries an "R0"…"R7" prefix.
 */
export function classifyHeading(text: string): { key: SectionKey; explicit: boolean } | null {
  // Emoji, numbering and punctuation before the name do not matter.
  const name = squeeze(text.replace(/\*\*|__/g, '')).replace(/^[^\p{L}\p{N}]+/u, '');
  const prefix = /^R([0-7])(?![\p{L}\p{N}])/u.exec(name);
  if (prefix) {
    // The number decides: "R7 결정·액션" is the decision round although it names actions.
    return { key: `R${prefix[1]}` as RoundKey, explicit: true };
  }
  const key = matchSectionName(name);
  return key === null ? null : { key, explicit: false };
}

// Korean names take particles and compounds ("결정사항", "리스크와"): a Hangul name needs no boundary.
// Japanese and Chinese names neither: "決定事項", "风险与对策".
const CANDIDATES = SECTION_NAMES.flatMap(([key, names]) => names.map((name) => ({ key, name, hangul: /^[\p{Script=Hangul}\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana} ]+$/u.test(name) })));

function matchSectionName(name: string): SectionKey | null {
  const lower = name.slice(0, 80).toLowerCase();
  for (const { key, name: candidate, hangul } of CANDIDATES) {
    if (!lower.startsWith(candidate)) continue;
    if (hangul || !/[\p{L}\p{N}]/u.test(lower.charAt(candidate.length))) return key;
  }
  return null;
}

/** Frontmatter `type: meeting` or `agent: roundtable`, or at least two R0–R7 headings. */
export function looksLikeMinutes(text: string): boolean {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (hasMinutesFrontmatter(normalised)) return true;
  const rounds = new Set<SectionKey>();
  let start = 0;
  let inFence = false;
  while (start < normalised.length) {
    const end = normalised.indexOf('\n', start);
    const line = normalised.slice(start, end === -1 ? normalised.length : end);
    if (isFenceLine(line)) inFence = !inFence;
    else if (!inFence && line.trimStart().startsWith('#')) {
      const heading = markdownHeading(line);
      const section = heading && heading.level <= 4 ? classifyHeading(heading.text) : null;
      if (section && ROUND_KEYS.includes(section.key as RoundKey)) rounds.add(section.key);
      if (rounds.size >= 2) return true;
    }
    if (end === -1) break;
    start = end + 1;
  }
  return false;
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
}

/**
 * Cuts the body into sections at headings (level 1–4). A recognised heading opens a
 * section; an unrecognised one is part of the current section when it is deeper
 * (a participant's sub-heading in R2), and opens an unrecognised section otherwise.
 */
export function cutSections(body: string, bodyLine: number): Section[] {
  const sections: Section[] = [];
  let current: Section = { key: null, heading: '', level: 0, line: bodyLine, hasHeading: false, raw: '', lines: [] };
  sections.push(current);
  const lines = body.split('\n');
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const line = bodyLine + i;
    if (isFenceLine(text)) inFence = !inFence;
    const heading = inFence ? null : markdownHeading(text);
    if (heading && heading.level <= 4) {
      const section = classifyHeading(heading.text);
      const nested = current.key !== null && heading.level > current.level;
      let opens: boolean;
      if (section === null) opens = !nested;
      else if (!nested || section.explicit) opens = true;
      // Under R2 every deeper heading is a participant ("### Risk analyst"); elsewhere a
      // deeper heading opens a special section (R7 › 보류) but not a round by name alone.
      else opens = current.key !== 'R2' && section.key !== current.key && !ROUND_KEYS.includes(section.key as RoundKey);
      if (opens) {
        current = { key: section?.key ?? null, heading: heading.text, level: heading.level, line, hasHeading: true, raw: text, lines: [] };
        sections.push(current);
        continue;
      }
    }
    current.lines.push({ text, line });
  }
  return sections;
}
