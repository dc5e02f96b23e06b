// The labels of a verdict's fields (Converged on, Live disagreement, Recommendation, What
// tipped the call, Rounds) in the words English, European and CJK runs write them, and
// whether a verdict is only a template's slots.
import { MAX_STRUCTURE_LINE } from '../../parse/frontmatter.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { isPlaceholder } from './reading.ts';
import { asWritten, matchable, plainSpaces } from './spaces.ts';

export type Field = 'convergedOn' | 'liveDisagreement' | 'recommendation' | 'tippedBy' | 'rounds';

/** The verdict's labels in other English words a writer uses for them. */
const EN_LABEL = {
  converged: /^(?:common ground|agreed(?: on)?|agreement|where (?:they|we|both) agree|where (?:they|we) ended up (?:together|agreeing)|shared ground|consensus)$/u,
  live: /^(?:still split|still (?:disagree|divided|open)|open disagreement|disagreement|unresolved|where they differ|split)$/u,
  recommendation: /^(?:what to do|recommended|the call|call|decision|advice|next steps?)$/u,
  tipped: /^(?:deciding (?:factor|argument)|decisive (?:factor|argument)|what decided it|key factor|tipping point|decided by)$/u,
};

/** The verdict's labels as German, Spanish, Portuguese, French and Italian runs translate them (each a label's start). */
const EU_LABEL = {
  converged: /^(?:convergencia|converg[êe]ncia|convergence|convergenza|konvergenz|consenso|konsens|consensus|einigung|acuerdo alcanzado|accord trouv[ée]|punto de acuerdo|point d['’]accord)/u,
  live: /^(?:desacuerdo|discrepancia|desacordo|diverg[êe]ncia|dissens|uneinigkeit|offener dissens|verbleibender dissens|d[ée]saccord|disaccordo|divergenza)/u,
  recommendation: /^(?:recomendaci[oó]n|recomenda[çc][aã]o|empfehlung|recommandation|raccomandazione)/u,
  tipped: /^(?:qu[ée] (?:inclin[oó]|decidi[oó])|lo que decidi[oó]|factor decisivo|ausschlaggebend|was den ausschlag gab|entscheidende[rs]? (?:faktor|punkt)|ce qui a (?:tranch[ée]|fait pencher)|facteur d[ée]cisif|o que decidiu|fator decisivo|cosa ha (?:deciso|fatto pendere(?: la bilancia)?)|fattore decisivo|o que (?:fez|inclinou) a balan[çc]a|lo que inclin[oó] la balanza)/u,
  rounds: /^(?:rondas|runden|tours|manches|rodadas|turni|round)$/u,
};

/** The verdict's labels as Japanese, Korean and Chinese writers translate them. */
const CJK_LABEL = {
  converged: /^(?:収束|合意(?:点|した点|事項)?|一致(?:点)?|수렴|합의|共识|(?:已经?)?达成(?:的)?一致|一致意见)/u,
  live: /^(?:仍有分歧|(?:아직 )?갈리는 (?:것|점)|갈린 (?:것|점)|割れ(?:たまま|ている)の?(?:点|ところ)|仍然?存在(?:的)?分歧|残(?:る|った|存する)?(?:対立|不一致|相違|争点)|未解決の(?:対立|不一致|争点)|(?:現在|なお)?(?:続く|生きている)?対立|남은 (?:이견|쟁점|불일치)|잔여 (?:이견|쟁점)|이견|(?:仍存|剩余|现存|尚存|未解决的?)(?:的)?分歧|分歧)/u,
  recommendation: /^(?:推奨|勧告|勧め|提言|권고|추천|권장|建议|推荐)/u,
  tipped: /^(?:決め手|決定打|判断の決め手|결정적 ?(?:요인|근거)|결정 요인|决定因素|关键因素|决定性因素|关键理由|决定性理由)/u,
  rounds: /^(?:ラウンド(?:数)?|라운드(?: ?수)?|轮次|回合(?:数)?|轮数)$/u,
};


/**
 * True when `lines` (a verdict's, its header aside) are a template: every line of text is a
 * verdict field left as its slot (`**Converged on:** …`, `[N]`), at least one. The harness's
 * output format quoted before the turns is such a template, no verdict (review 06j F4).
 */
export function isTemplateVerdict(lines: readonly NumberedLine[]): boolean {
  let slots = 0;
  let labels = 0;
  for (const { text } of lines) {
    if (text.trim() === '') continue;
    const label = verdictLabel(text);
    // A slot on the line under its label (`**Converged on:**` / `…`) counts as that label's.
    const slot = label === null ? text : label.rest;
    if ((label === null && slots + labels === 0) || (slot !== '' && !isPlaceholder(slot))) return false;
    if (label !== null) labels++;
    if (slot !== '') slots++;
  }
  return slots > 0;
}

/** A verdict label at the start of a line of any length: only its head is looked at. */
export function verdictLabel(line: string): { field: Field; rest: string } | null {
  const limit = 4 * MAX_STRUCTURE_LINE;
  if (line.length <= limit) return labelOfLine(line);
  const found = labelOfLine(line.slice(0, limit));
  return found === null ? null : { field: found.field, rest: `${found.rest}${line.slice(limit)}`.trim() };
}

/** Matched with every space separator a space (spaces.ts); the field's text as written. */
function labelOfLine(line: string): { field: Field; rest: string } | null {
  const plain = plainSpaces(line);
  if (plain === line) return labelOfPlainLine(line);
  const found = labelOfPlainLine(plain);
  return found === null ? null : { field: found.field, rest: asWritten(line.trim(), found.rest) };
}

function labelOfPlainLine(line: string): { field: Field; rest: string } | null {
  let text = line.trim().replace(/^[-*+][ \t]+/, '');
  // A verdict kept as a table: "| 共识 | … |" is the label and its text.
  const row = /^\|([^|]{1,60})\|(.*?)\|?$/u.exec(text);
  if (row) text = `${row[1]!.trim().replace(/\*\*/g, '')}: ${row[2]!.trim()}`;
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
    const half = text.indexOf(':');
    const full = text.indexOf('：');
    const colon = half === -1 ? full : full === -1 ? half : Math.min(half, full);
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
  label = matchable(label).replace(/[ \t]*[:：.]$/u, '').trim().toLowerCase();
  text = rest.replace(/^[ \t]*[:：]/u, '').trim();
  const is = (kind: keyof typeof EU_LABEL) => CJK_LABEL[kind]?.test(label) || EU_LABEL[kind].test(label);
  const field: Field | null = label.startsWith('converged') || EN_LABEL.converged.test(label) || is('converged') ? 'convergedOn'
    : label.startsWith('live disagreement') || label.startsWith('remaining disagreement') || EN_LABEL.live.test(label) || is('live') ? 'liveDisagreement'
    : label.startsWith('recommendation') || EN_LABEL.recommendation.test(label) || is('recommendation') ? 'recommendation'
    : label.startsWith('what tipped') || label.startsWith('tipped') || EN_LABEL.tipped.test(label) || is('tipped') ? 'tippedBy'
    : label === 'rounds' || label.startsWith('rounds ') || is('rounds') ? 'rounds'
    : null;
  return field ? { field, rest: text } : null;
}
