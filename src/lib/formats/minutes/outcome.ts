// How a meeting ended, from explicit markers only (seed 003 R7 and end conditions):
// decided (which option), on hold (reason, resume condition), escalated to a person (who,
// why: the seed's "미결(escalate-to-human), no silent patching"), no outcome, or not
// recognised (text in the decision round that says none of these: quoted, and warned).
// A meeting is never decided unless its text decides: a recommendation waiting for the
// human is not a decision. Frontmatter that states a status or a decision is read too.
import { MAX_STRUCTURE_LINE, squeeze } from '../../parse/frontmatter.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { labelledLine } from './decision.ts';
import { PLACEHOLDER } from './items.ts';
import type { Escalation, MinutesFacts } from './model.ts';

export type { OutcomeKind } from './model.ts';


/** Escalation words: "escalate-to-human", "에스컬레이션", "미결", "上申", "升级", "escalated to". */
export const ESCALATION_WORDS = /(?<![\p{L}])escalat(?:e|ed|es|ing|ion)(?![\p{L}])|escalate-to-human|에스컬레이션|에스컬레이트|미결|인간에게 (?:넘|이관|회부)|상부 ?(?:이관|보고)|상부에 ?(?:이관|보고|올린)|사람에게 (?:넘|이관)|エスカレーション|上申|上报|升级(?:给|至|到)|提交(?:给)?(?:人工|上级)|上级裁决|(?:인간|사람)(?:의|에게)? ?결정 ?요청/iu;
/** A statement that nothing was decided, without a hold or an escalation. */
/**
 * The decider putting the choice off, in any of four languages: "not yet decided", "we'll
 * decide later", "left the decision blank", "先不拍板", "再想想", "决定一栏留空", "未定", "미정",
 * "나중에 결정". A recommendation followed by this is no decision.
 */
const DEFERRED = String.raw`(?<![\p{L}])(?:not (?:yet )?(?:decided|decide|chosen)|(?:will|'ll|to) decide later|decide (?:it )?later|left (?:(?:the )?decision )?(?:blank|empty|open)|defer(?:s|red)? (?:the )?(?:decision|choice))(?![\p{L}])|(?:先|暂|暫)不(?:拍板|决定|定|做决定)|再想想|留空|(?<![\p{L}])未定(?![\p{L}])|(?:^|[^\p{L}])미정|(?:나중에|추후(?:에)?) ?결정|後で決め|改めて決め|空欄`;
export const NO_DECISION = new RegExp(String.raw`(?<![\p{L}])(?:no decisions?|undecided|not decided|nothing (?:was )?decided|without (?:a )?decision|no outcome)(?![\p{L}])|(?<![\p{L}])(?:aucune décision|pas de décision|sans décision|non décidé|ninguna decisión|sin decisión|keine entscheidung|nicht entschieden|nenhuma decisão|sem decisão|nessuna decisione)(?![\p{L}])(?![ \t]+(?:sur|sobre|zu|über|für|sulla|sul|su|on|pour|acerca))|결정(?:하지 (?:못|않)|되지 않|을? 내리지 못| 없음|도? ?(?:\p{L}{1,6}도 )?없이|(?:은|이)? ?없었)|未決定|決まらず|特になし|結論(?:は|が)?出(?:ず|なかった)|(?<![\p{L}])(?:did not|didn't|could not|couldn't|failed to) (?:reach|make|come to) (?:a |any )?(?:decision|conclusion)|no conclusion(?![\p{L}])|(?:決定|結論|合意)(?:に(?:は)?至ら(?:ず|なかった)|せず|しなかった)|(?:決定|決議|結論|合意)事項(?:は)?(?:なし|無し|ありません|ない)|결정 ?사항(?:은|이)? ?없|(?:决定|决议)事项(?:为)?(?:无|没有)|決めて(?:い)?ません|決めなかった|決まらなかった|未决定|(?:没有?|未能?|尚未|并未|(?<!得)不)(?:形成|做出|作出|达成|得出|做|作|下)?(?:任何)?(?:决定|结论|决议|共识)|${DEFERRED}`, 'iu');
/**
 * A decision label's value that names nothing: `决定：无。`, `Decision: none`, `결정: 없음`, `決定：なし`;
 * or says the question is still open: "none yet", "not yet", "still open", "no consensus", "deadlock".
 */
export const NONE_VALUE = /^[\s*_]*(?:(?:none|nothing)(?:[ \t]+(?:yet|so[ \t]+far|for[ \t]+now|today|reached|taken|made))?|not[ \t]+yet(?:[ \t]+(?:decided|made|taken|reached))?|(?:still[ \t]+)?(?:open|undecided)|no[ \t]+consensus|deadlock(?:ed)?|아직|まだ|尚未|还没有|還沒有|n\/a|nil|[—–-]|无|無|没有|暂无|尚无|없음|없다|없습니다|미정|なし|無し|特になし|未定|tbd|aucune(?:[ \t]+décision)?|pas[ \t]+de[ \t]+décision|sans[ \t]+décision|ninguna(?:[ \t]+decisión)?|sin[ \t]+decisión|keine(?:[ \t]+Entscheidung)?|nenhuma(?:[ \t]+decisão)?|sem[ \t]+decisão|nessuna(?:[ \t]+decisione)?)[\s*_]*(?:[.。,，;；:：!！—–(（]|$)/iu;
/** Words that choose: "A안 채택", "we adopt option C", "go with B", "采用B", "B案に決定"; a completed "finalised" ("案1で確定", "已确定", "B안으로 확정했다"), never a wish to finalise. */
export const DECISION_VERBS = /채택|선택(?:한다|했다|함)|결정(?:한다|했다|함|\.|$)|으?로 (?:간다|가기로|결정)|(?<![\p{L}])(?:adopt(?:s|ed)?|chose|choose|chosen|decided|decide to|go(?:es)? with|going with|approved|selected|pick(?:ed)?|settled on|ship|(?:we|the[ \t]+(?:team|board|group|committee))[ \t]+approve|(?:we[ \t]+are|we['’]re)[ \t]+(?:approving|adopting|choosing|selecting|picking))(?![\p{L}])|采用|决定|选定|採用|決定|に決め|(?<![不未])(?:(?:で|に)確定(?:した|しました|済み|(?=[。.、,]|$))|確定(?:した|しました|済み))|(?<![不未没没有尚])(?:已确定|确定为)|(?<!미)(?:(?:으)?로 확정(?:했|됐|되었|함|(?=[.。,]|$))|확정(?:했다|됐다|되었다|함))/iu;
/** A recommendation waiting for the decider is not a decision; "with the pending quote attached" waits for nothing (review 07c n04), "still a pending item" does (07f p2). */
export const RECOMMENDATION_ONLY = /추천|권고|제안|(?<![\p{L}])(?:recommend(?:s|ed|ation)?|propos(?:e|es|ed|al)|suggest(?:s|ed)?|(?<!(?:with|plus|and|including)[ \t]+(?:the|its|our|their)[ \t]+)pending|awaiting|to be decided)(?![\p{L}])|대기|推荐|建议|推奨|提案|待定/iu;

const TO_LABEL = /^(?:to|escalated to|escalate to|owner|decider|decision owner|who|담당|대상|결정권자|이관 ?대상|担当|担当者|负责人|决策人|裁决人|决定人|결정자)$/iu;
const WHY_LABEL = /^(?:why|reason|because|rationale|사유|이유|이관 ?사유|요청 ?사유|근거|理由|原因|提交原因|上报原因)$/iu;

/**
 * Who a text escalates to and why: labelled lines (`to: CTO`, `사유: …`) or the sentence
 * ("escalated to the CTO because …", "팀장에게 넘긴다", "部長に上申", "上报给CTO").
 */
/** Up to a Korean or Japanese clause of reason or sequence that ends before the addressee. */
// A Korean clause of several words ending in its connective before a space ("…예산을 넘으므로 CTO"; not "박지만 본부장", "아서": review 07zp e4–e6);
// a Japanese one before the addressee, no space ("予算超過につき部長").
const ADDRESSEE_AFTER_REASON = /^(?:\S+[ \t]+)+?\S*(?:므로|니까|으니|어서|아서|해서|때문에|으며|면서|는데|지만)[ \t]+|^.{2,}?(?:ので|ため|から|につき)(?=.)/u;

export function escalationFrom(blocks: ReadonlyArray<{ text: string; line: number }>, line: number): Escalation {
  let to: string | undefined;
  let why: string | undefined;
  let labelledTo = false;
  const texts: string[] = [];
  for (const block of blocks) {
    for (const raw of block.text.split('\n')) {
      const labelled = labelledLine(raw);
      if (labelled && TO_LABEL.test(labelled.label)) {
        to ??= namedPerson(labelled.value);
        labelledTo ||= to !== undefined;
      }
      else if (labelled && WHY_LABEL.test(labelled.label) && labelled.value !== '') why ??= labelled.value;
      else if (raw.trim() !== '') texts.push(raw.trim().replace(/^(?:[-*+]|\d{1,3}[.)])[ \t]+/, ''));
    }
  }
  const text = texts.join(' ');
  const sample = text.length > 8 * MAX_STRUCTURE_LINE ? text.slice(0, 8 * MAX_STRUCTURE_LINE) : text;
  to ??= firstGroup(sample, [
    /(?<![\p{L}])(?:escalat(?:e|ed|es|ing)|hand(?:ed)? (?:it )?over|refer(?:red)?|pass(?:ed)?(?: it)? on) to (?:the )?([^,.;:—–()]{1,60}?)(?= because| for | who |[,.;:—–(]|$)/iu,
    /([\p{L}\p{N} ()·]{1,40}?)(?:에게|께|님께) ?(?:넘|이관|회부|에스컬|보고|결정을)/u,
    /([\p{L}\p{N}・]{1,30}?)(?:に|へ)(?:上申|エスカレーション)/u,
    /(?:上报给|提交给|升级(?:给|至|到))([\p{L}\p{N}]{1,30})/u,
    // "提交用户决定" (put to the user to decide): the decider before the verb of deciding.
    /提交(用户|人工|上级|领导|负责人|客户)(?:决定|裁决|定夺|拍板)/u,
  ]);
  // "Escalated to the VP. Reason: the vote split three ways" (probe 37): a reason labelled after
  // a sentence, never inside brackets or as a question (review 05h F13).
  why ??= firstGroup(sample, [/(?<![\p{L}])because ([^.;]{1,200})/iu, /(?:^|[.;—–][*_]*[ \t]+)(?:reason|why|rationale)[ \t]*[:：][ \t]*([^.;?？()（）]{1,200})(?=$|[.;])/iu, /(?:사유|이유)[ \t]*[:：]?[ \t]*([^.;]{1,200})/u, /(?:理由|原因)[:：]?([^。；]{1,200})/u]);
  // The addressee, not the reason clause before it: "연간 비용이 팀 예산을 넘으므로 CTO에게 넘긴다" (probe 74 row 63), "…を超えるためCTOに上申".
  if (!labelledTo) to = to?.replace(ADDRESSEE_AFTER_REASON, '');
  return { text: text === '' ? 'Escalated' : text, ...(to ? { to: cleanName(to) } : {}), ...(why ? { why: why.trim() } : {}), line };
}

/**
 * A labelled decider that is a name: never a placeholder (`TBD`, `—`, `?`), a none-value
 * (`none — …`), a parenthesis (`(to be named)`) or a negation (`nobody yet`, `not needed`).
 */
function namedPerson(value: string): string | undefined {
  const plain = value.replace(/\*\*/g, '').trim();
  if (plain === '' || PLACEHOLDER.test(plain) || NONE_VALUE.test(plain) || /^[(（\[]/u.test(plain)) return undefined;
  return /^(?:nobody|no one|no-one|noone|not|never|to be)(?![\p{L}])|^(?:아무도|誰も|没人|无人|未)/iu.test(plain) ? undefined : value;
}

function firstGroup(text: string, patterns: readonly RegExp[]): string | undefined {
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[1]?.trim();
    if (found) return found;
  }
  return undefined;
}

const cleanName = (name: string): string => squeeze(name.replace(/\*\*/g, '')).replace(/^(?:the|a|an) /i, '').trim();

export interface FrontmatterOutcome {
  kind: 'decided' | 'hold' | 'escalated' | 'none';
  /** The key it came from and its value, for the record and the warnings. */
  key: string;
  value: string;
}

/** `status: escalated` / `outcome: hold` / `decision: B안 채택` in the frontmatter. */
export function frontmatterOutcome(facts: MinutesFacts): FrontmatterOutcome | null {
  const decision = facts.other.get('decision');
  for (const key of ['outcome', 'status', 'verdict', 'result'] as const) {
    const value = key === 'status' ? facts.status : key === 'verdict' ? facts.verdict : facts.other.get(key);
    if (value === undefined || value.trim() === '') continue;
    if (ESCALATION_WORDS.test(value)) return { kind: 'escalated', key, value };
    // "held" is left out: `status: held` says the meeting took place.
    if (/^(?:hold|on hold|deferred|postponed|보류|保留|搁置|延期|暂缓|先送り|持ち越し)(?![\p{Script=Latin}\p{Script=Hangul}])/iu.test(value.trim())) return { kind: 'hold', key, value };
    if (NO_DECISION.test(value)) return { kind: 'none', key, value };
    if (/^(?:decided|decision|결정|확정|決定|决定|已决定)(?![\p{L}])/iu.test(value.trim())) return { kind: 'decided', key, value };
  }
  if (decision !== undefined && decision.trim() !== '') {
    if (ESCALATION_WORDS.test(decision)) return { kind: 'escalated', key: 'decision', value: decision };
    if (NO_DECISION.test(decision) || NONE_VALUE.test(decision)) return { kind: 'none', key: 'decision', value: decision };
    return { kind: 'decided', key: 'decision', value: decision };
  }
  return null;
}

/** The lines of a decision round that no outcome marker explains, for the page and the warning. */
export const quotedLines = (lines: readonly NumberedLine[]): Array<{ line: number; text: string }> =>
  lines.filter((l) => l.text.trim() !== '').map((l) => ({ line: l.line, text: l.text }));

/**
 * Suggestions under review in an exported document: pandoc's tracked changes
 * (`[…]{.deletion author=…}`, `{.insertion}`) and CriticMarkup (`{--…--}`, `{++…++}`, `{~~…~~}`).
 * Text carrying one is a proposal nobody has accepted, never the decision.
 */
export const SUGGESTION_MARKUP = /\]\{\.(?:deletion|insertion|paragraph-(?:insertion|deletion))(?![\p{L}])|\{(?:--|\+\+|~~)/u;
