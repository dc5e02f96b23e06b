// The verdict: Converged on, Live disagreement, Recommendation, What tipped the call,
// Rounds. A live disagreement gets only the attributions the verdict states ("A holds
// that …", "B: …", "A는 …라고 본다"); a sentence that names no side is attributed to nobody.
import { MAX_STRUCTURE_LINE, isFenceLine, squeeze } from '../../parse/frontmatter.ts';
import type { LineLedger, LineRole } from '../../parse/lineAccount.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import type { AgentKey, StatedView, Verdict } from './model.ts';
import { isPlaceholder } from './reading.ts';
import { isTableRule } from './tables.ts';
import { isTableLine } from '../../parse/markdownBlocks.ts';
import { verdictLabel, type Field } from './verdictLabels.ts';
import { framesWhatFollows, reportsOtherSide, viewNegated } from './viewGuards.ts';

/** What each verdict field becomes: the agreed and the live points are claims, the call is the synthesis. */
const FIELD_ROLE: Record<Field, LineRole> = { convergedOn: 'node', liveDisagreement: 'node', recommendation: 'node', tippedBy: 'node', rounds: 'field' };

export function parseVerdict(line: number, lines: NumberedLine[], sides: [string, string], ledger: LineLedger): Verdict {
  const verdict: Verdict = { line };
  ledger.read(line);
  const collected = collectFields(lines, ledger);
  // A field left as the template's slot ("[剩余分歧，可以为空]") says nothing: its lines are
  // read as that, and a verdict with slots only is no verdict (docs/decisions/transcript-round10-shapes.md).
  let slots = 0;
  let filled = 0;
  const text = (f: Field | 'notes') => {
    const value = (collected.get(f) ?? []).map((l) => l.text).join('\n').trim();
    if (value !== '' && f !== 'notes' && isPlaceholder(value)) {
      slots++;
      for (const l of collected.get(f) ?? []) if (l.text.trim() !== '') ledger.note(l.line, 'verdict field left as the template slot');
      return undefined;
    }
    if (value !== '' && f !== 'notes') filled++;
    return value === '' ? undefined : value;
  };
  const firstLine = (f: Field) => (collected.get(f) ?? []).find((l) => l.text.trim() !== '')?.line;
  const converged = text('convergedOn');
  if (converged !== undefined) Object.assign(verdict, { convergedOn: converged, convergedLine: firstLine('convergedOn') ?? line });
  const slotsBefore = slots;
  const live = text('liveDisagreement');
  // Left as the slot, it says nothing either way: not "nothing stays live" (review 06n M2).
  if (slots > slotsBefore) verdict.liveUnfilled = true;
  if (live !== undefined) {
    verdict.liveDisagreement = live;
    verdict.liveLine = firstLine('liveDisagreement') ?? line;
    const liveLines = collected.get('liveDisagreement') ?? [];
    const views = statedViews(liveLines, sides);
    if (views.length > 0) verdict.liveViews = views;
    // Beside items a side holds, an item of the list that names no side is still a point the
    // verdict leaves live (probe 52 row 7): a claim of its own, held by no one. Not an item under
    // a label of its own (`- 처리: …`, a field the verdict's labels do not know).
    const unheld = views.length === 0 ? [] : liveLines.filter((l) => LIST_MARK.test(l.text) && !LABELLED.test(l.text.replace(LIST_MARK, '')) && !views.some((v) => v.line === l.line));
    if (unheld.length > 0) verdict.liveUnheld = unheld.map((l) => ({ text: l.text.replace(LIST_MARK, '').trim(), line: l.line }));
  }
  const recommendation = text('recommendation');
  if (recommendation !== undefined) Object.assign(verdict, { recommendation, recommendationLine: firstLine('recommendation') ?? line });
  const tipped = text('tippedBy');
  if (tipped !== undefined) verdict.tippedBy = tipped;
  const notes = text('notes');
  if (notes !== undefined) verdict.notes = notes;
  const rounds = text('rounds');
  if (rounds !== undefined) {
    const plain = rounds.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
    const count = /^\[?(\d{1,7})\]?/.exec(plain);
    verdict.rounds = {
      count: count ? Number(count[1]) : null,
      ending: (count ? plain.slice(count[0].length) : plain).replace(/^[\s—–:,(\[-]+/, '').replace(/[)\]]\s*$/, '').trim(),
    };
  }
  if (slots > 0 && filled === 0) verdict.templateOnly = true;
  return verdict;
}

/** The verdict's lines by field, each accounted for: read into its field, the scaffolding of a table of fields, or not interpreted. */
function collectFields(lines: readonly NumberedLine[], ledger: LineLedger): Map<Field | 'notes', NumberedLine[]> {
  const collected = new Map<Field | 'notes', NumberedLine[]>();
  const scaffold = tableScaffold(lines);
  let field: Field | 'notes' = 'notes';
  let inFence = false;
  for (const entry of lines) {
    if (isFenceLine(entry.text)) inFence = !inFence;
    const label = inFence ? null : verdictLabel(entry.text);
    if (label) {
      field = label.field;
      ledger.read(entry.line, FIELD_ROLE[field]);
      if (!collected.has(field)) collected.set(field, []);
      collected.get(field)!.push({ text: label.rest, line: entry.line });
      continue;
    }
    if (scaffold.has(entry.line)) {
      field = 'notes';
      ledger.note(entry.line, 'the header of the verdict\'s table of fields');
      continue;
    }
    // A heading, an unknown bold label or a table row ends the field above: never read into it;
    // so do a footnote's definition and, after the one-line Rounds, a blank line.
    if (!inFence && field !== 'notes' && (opensOtherPart(entry.text) || FOOTNOTE_DEFINITION.test(entry.text) || (field === 'rounds' && entry.text.trim() === '' && collected.get('rounds')!.some((l) => l.text.trim() !== '')))) field = 'notes';
    if (!collected.has(field)) collected.set(field, []);
    collected.get(field)!.push(entry);
    if (field === 'notes') ledger.report([entry], 'Verdict', 'verdict text outside its known fields');
    else ledger.read(entry.line, FIELD_ROLE[field]);
  }
  return collected;
}

/**
 * A verdict kept as a table (`| Field | Value |`, `| --- | --- |`, then `| Converged on | … |`):
 * its header row and rule are the scaffolding of rows that are read, when a row of that table is
 * a verdict field (probe 53 row 6). Outside code fences; a table of other rows stays text.
 */
function tableScaffold(lines: readonly NumberedLine[]): Set<number> {
  const scaffold = new Set<number>();
  let inFence = false;
  for (let i = 0; i + 2 < lines.length; i++) {
    if (isFenceLine(lines[i]!.text)) inFence = !inFence;
    const [head, rule] = [lines[i]!, lines[i + 1]!];
    if (inFence || !isTableLine(head.text) || !isTableRule(rule.text) || verdictLabel(head.text) !== null) continue;
    for (let k = i + 2; k < lines.length && isTableLine(lines[k]!.text); k++) {
      if (verdictLabel(lines[k]!.text) === null) continue;
      scaffold.add(head.line).add(rule.line);
      break;
    }
  }
  return scaffold;
}

/** `**Converged on:** text`, `- **Rounds**: 3 — …`, `### Recommendation`, `Recommendation: …`. */
// A bold label inside a list item is a sub-point of the field ("- **CI:** …"), not a new part.
// An AsciiDoc section title (`== Round 3`) ends it too: a turn after the verdict is no part of its text (review 06j F5).
const OTHER_PART = /^ {0,3}(?:#{1,6}[ \t]|={1,6}[ \t]+\S|\||\*\*[^*\n]{1,80}\*\*[ \t]*[:：]|\*\*[^*\n]{1,80}[:：]\*\*)/u;
const opensOtherPart = (text: string): boolean => OTHER_PART.test(text);
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^[^\]\n]{1,40}\]:/u;

const VIEW_VERB = /^(?:holds?|maintains?|argues?|insists?|believes?|thinks?|wants?|prefers?|favou?rs?|still|says|keeps|claims?|sees|would|contends?|defends?|stands? by|sticks? to|expects?|fears?|worries|doubts?|reads?|counts?|puts?|estimates?|accepts?|weighs?|values?|prioriti[sz]es?)(?![\p{L}])/iu;
const KO_VIEW_VERB = /주장|본다|보고|생각|유지|고수|원한다|선호|지지|입장|[다라]고 ?(?:보|여기|믿|판단|확신)|(?:자|다|라)고 ?(?:하는|한다|했다|합니다|해|하고|하며)/u;
const JA_VIEW_VERB = /考え|主張|見て|見る|見な|みて|みる|みな|思|求め|望|支持|重視|懸念|期待|推す|推し|譲らな|こだわ|立場|固執|評価|と(?:し(?:てい|た)|する)|と(?:言[いうっ]|述べ)/u;
const ZH_VIEW_VERB = /认为|看来|主张|坚持|希望|倾向|支持|担心|觉得|相信|强调|要求|看重|偏好|仍然|依然|则/u;
/** What may follow a one-letter side in CJK prose: a particle, or the verb itself (Chinese). */
const CJK_AFTER_SIDE = /^(?:는|은|이|가|측|は|が|側|の側|方|一方|から|认为|看来|主张|坚持|则|仍|希望|倾向|担心|觉得|强调)/u;
/** A comma before a side that speaks: "Aは…と考え、Bは…と主張する", "A认为…，而B主张…", "A는 …보고, B는 …" (a space after the letter or not); or before a contrast whose holder speaks, named or not ("…，而拆分派主张…": probe 67 row 55; not 而且, 而已, nor a verb in a comparison, "比大家认为的": reviews 07zc v7, 07zd v2, v3). */
const CJK_VIEW_SPLIT = /[、，,][ \t]*(?=(?:而|但|一方で?|他方|반면|반면에|そして|并且)?[ \t]*(?:エージェント|에이전트 ?|代理|[Aa]gent )?[AB](?:側|方|측)? ?(?:は|が|からすれば|から見れば|는|은|이|가|认为|主张|坚持|则|仍|希望|倾向|担心|觉得|强调|的 ?(?:立场|观点|主张|看法)|の(?:立場|主張|見解)|의 ?(?:입장|주장|견해))|(?:而(?!且|已(?!经))|但是?|然而|反之)[^，,。；;]{1,40}?(?:认为|主张|坚持|希望|倾向|担心|觉得|强调)(?!的))/u;
/**
 * A side's position named as its own, then what it is (after the side's name). In English
 * only "'s position is that …" or "… is to <verb>": "A's position is weaker", "A's position:
 * weaker on cost", "A's proposal is to be shelved", "B's case is that of a cautious team"
 * judge or describe a position, they state none. In Chinese only when a verb of choosing or
 * holding opens what follows ("A 的立场是保留 X", "先拆支付"; not an idiom, "拆东墙补西墙": review 07zo l2): "B 的立场是错误的" judges. Japanese and
 * Korean put the verb last, where a judging predicate ("Aの立場は弱い", "A의 입장은 설득력이
 * 약하다") cannot be told apart: read only when a quotation follows ("Aの立場は「…」": probe 73 t02) that no one else is said to judge
 * ("Bの主張は「…」とAは批判する": review 07zo l11).
 */
const POSITION_OF = /^(?:(?:'s|’s) (?:position|stance|view|proposal|case) (?:is|remains|stays) (?:that(?! of(?![\p{L}]))(?![\p{L}])|to (?!be(?![\p{L}])|been(?![\p{L}]))\p{Ll})|[ \t]?的[ \t]?(?:立场|观点|主张|看法)(?:是|为|仍是|仍然是|依然是)[ \t]*(?:继续|先|要|应该?|应当|统一|一律|全部|只|仍然?|还是)?[ \t]*(?:保留|保持|维持|采用|换成|换到|改用|改为|选择|选用|使用|沿用|继续|坚持|迁移|迁到|引入|推迟|放弃|暂缓|停用|上线|拆分|拆除|拆掉|拆出|拆成|合并|用)|[ \t]?的[ \t]?(?:立场|观点|主张|看法)(?:是|为)[ \t]*(?:先|要|应该?)[ \t]*拆|[ \t]?の[ \t]?(?:立場|主張|見解)は[ \t]*「(?![^」\n]{0,200}」[ \t]*(?:と|って))|의 ?(?:입장|주장)은[ \t]*["“「])/u;
const LEADING_CONNECTIVE = /^(?:(?:而|但|一方で?|他方|반면에?|そして|并且)[ \t、，,]*|(?:whereas|while|whilst|but|and|yet)[ \t]+)/iu;
/** An English sentence's second side: ", B holds …", "…: A expects …", "… whereas B holds …", ", while Agent B wants …". */
const EN_VIEW_SPLIT = /[,:：][ \t]+(?=(?:(?:but|and|yet|while|whilst)[ \t]+)?(?:[Aa]gent )?[AB](?:'s|’s)?[ \t]+\p{Ll})|,?[ \t]+(?=(?:whereas|while|whilst)[ \t]+(?:[Aa]gent )?[AB](?:'s|’s)?[ \t]+\p{Ll})|(?<!(?:^|[(（])[ \t]*(?:\*\*)?(?:[Aa]gent )?[AB](?:\*\*)?),[ \t]+(?=(?:\*\*)?(?:[Aa]gent )?[AB](?:\*\*)?[ \t]*[:：])/u;

/**
 * The views a live disagreement attributes: segments (lines, bullets, sentences, ";")
 * that open with a side — "A: …", "Agent B holds …", "PostgreSQL's side wants …",
 * "A는 …라고 본다". A segment that opens with no side is no one's view.
 */
const LIST_MARK = /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+/u;
/** An item that opens with a label of up to 24 characters and a colon. */
const LABELLED = /^(?:\*\*)?[^\s:：*][^:：*\n]{0,23}(?:\*\*)?[ \t]*[:：]/u;

export function statedViews(lines: readonly NumberedLine[], sides: [string, string]): StatedView[] {
  const views: StatedView[] = [];
  for (const entry of lines) {
    const plain = entry.text.length > 8 * MAX_STRUCTURE_LINE ? '' : squeeze(entry.text).replace(LIST_MARK, '');
    // Views the verdict puts in parentheses are read there and taken out of the sentence.
    const led = withoutLeadIn(plain, sides);
    const text = led.replace(PARENTHESES, (whole, inner: string, at: number) => parenthesisedViews({ whole, inner, at, text: led }, sides, entry.line, views));
    // Segments: sentences, ";", and ", " or ": " before a side that speaks ("…: A expects …, B expects …").
    for (const sentence of sentencesOf(text)) {
      // A clause framed by a condition or a report ("If …, B holds …") leaves the rest of its sentence unattributed.
      let framed = false;
      const clauses = withoutLeadIn(sentence, sides).split(EN_VIEW_SPLIT).flatMap((part) => part.split(CJK_VIEW_SPLIT)).flatMap((c) => splitAtNames(c, sides))
        .map((segment) => segment.trim().replace(LEADING_CONNECTIVE, ''));
      const found: Array<StatedView | null> = [];
      for (const clause of clauses) {
        const view = framed ? null : segmentView(clause, sides);
        found.push(view ? { ...view, line: entry.line } : null);
        if (!view && framesWhatFollows(clause)) framed = true;
      }
      // "A は X を原則に、B は Y を原則に、と…": two clauses, one side each as their topics, set
      // side by side: the pairing attributes them even without a verb of holding.
      if (!framed && clauses.length >= 2 && found[0] === null && found[1] === null) {
        const first = segmentView(clauses[0]!, sides, true);
        const second = segmentView(clauses[1]!, sides, true);
        if (first && second && first.agent !== second.agent) found.splice(0, 2, { ...first, line: entry.line }, { ...second, line: entry.line });
      }
      for (const view of found) if (view) views.push(view);
    }
    wholeLabelledItem(views, plain, entry.line, sides);
  }
  return views;
}

/**
 * An item a side's label opens ("- A: atomic changes need one repository; a bot's PRs still
 * land days apart.") is that side's view to its sentence's end, when the rest names no side
 * (probe 55 row 8): what follows a ";" is still the label's, another sentence is not.
 */
function wholeLabelledItem(views: StatedView[], plain: string, line: number, sides: [string, string]): void {
  const own = views.filter((v) => v.line === line);
  if (own.length !== 1 || own[0]!.reading !== undefined) return;
  const view = own[0]!;
  const at = plain.indexOf(view.text);
  const label = plain.slice(0, Math.max(at, 0));
  if (at <= 0 || !/[:：][ \t]*(?:\*\*)?[ \t]*$/u.test(label) || segmentView(`${label.trim()} x`, sides)?.agent !== view.agent) return;
  const rest = plain.slice(at + view.text.length);
  // Only the label's own sentence, on past its ";": a sentence after it is the verdict's ("The judge notes …", review 07f v1).
  if (!/^[ \t]*[;；](?:(?![.!?。！？][ \t]+[\p{Lu}\p{Lo}])[^\n])*$/u.test(rest) || namesASide(rest, sides) || /(?<![\p{L}])(?:both|neither|each|they|all|we)(?![\p{L}])|[(（]/iu.test(rest)) return;
  view.text = plain.slice(at).trim();
}

/** A parenthesis after a point: "(B: the one-shot discipline …)". */
const PARENTHESES = /[(（]([^()（）]{1,600})[)）]/gu;
/** An announcement of the views before a colon: "Two views:", "Positions:". */
const VIEWS_ANNOUNCED = /^(?:(?:the|two|both|their|remaining|competing|opposing)[ \t])?(?:views?|positions?|sides?|split|stances?|camps?)[ \t]*[:：][ \t]+/iu;
/** A topic before a colon: "On scale:", "As for cost:". */
const TOPIC_LEAD_IN = /^(?:on|about|regarding|concerning|as (?:for|to|regards)|in terms of|with (?:regard|respect) to|over)[ \t][^:：]{1,60}[:：][ \t]+/iu;

/**
 * The text without a lead-in the views follow: an announcement of them ("Two views:"), or a
 * topic ("On scale:") that names no side and after which both sides state a view. A topic
 * that names a side, or frames one side's words alone ("On failure: MySQL wants …"), takes
 * its sentence with it: nothing is drawn from that sentence, the sentences after it are read.
 */
function withoutLeadIn(sentence: string, sides: [string, string]): string {
  const announced = VIEWS_ANNOUNCED.exec(sentence);
  if (announced) return sentence.slice(announced[0].length);
  const topic = TOPIC_LEAD_IN.exec(sentence);
  if (!topic) return sentence;
  const rest = sentence.slice(topic[0].length);
  // The topic's sentence runs to its full stop, its ";" parts included.
  const parts = sentencesOf(rest);
  const end = parts.findIndex((part) => /[.!?。！？]$/u.test(part));
  const first = parts.slice(0, end === -1 ? parts.length : end + 1);
  const others = parts.slice(first.length);
  if (namesASide(topic[0], sides)) return others.join('; ');
  const agents = new Set(first.flatMap((c) => c.split(EN_VIEW_SPLIT)).flatMap((c) => splitAtNames(c, sides)).map((c) => segmentView(c.trim().replace(LEADING_CONNECTIVE, ''), sides)?.agent));
  return agents.has('A') && agents.has('B') ? rest : others.join('; ');
}

/** Sentences and ";" parts, never cut inside balanced parentheses; linear. */
function sentencesOf(text: string): string[] {
  const parts: string[] = [];
  // An unclosed bracket would keep the rest of the line one sentence: brackets count only when they pair up.
  const balanced = (text.match(/[(（]/gu)?.length ?? 0) === (text.match(/[)）]/gu)?.length ?? 0);
  let depth = balanced ? 0 : Number.NEGATIVE_INFINITY;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (balanced && (c === '(' || c === '（')) depth++;
    else if (balanced && (c === ')' || c === '）') && depth > 0) depth--;
    else if ((depth === 0 || !balanced) && (c === ';' || c === '；' || '。！？'.includes(c) || ('.!?'.includes(c) && /[ \t]/u.test(text[i + 1] ?? '')))) {
      parts.push(text.slice(start, c === ';' || c === '；' ? i : i + 1));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

const namesASide = (text: string, sides: [string, string]): boolean => {
  const lower = text.toLowerCase();
  return sides.some((n) => n.trim().length >= 2 && lower.includes(n.trim().toLowerCase())) || /(?<![\p{L}])(?:agent )?[AB](?![\p{L}])/u.test(text);
};

/**
 * A parenthesis after a point ("Whether to shard now (Postgres: yes, with Citus; MySQL: not
 * before 10 TB).") whose every part (";", or ", " before a side's label) opens with a side is
 * one view per part: they are added and the parenthesis is left out of the sentence. Any
 * other stays as written: an aside, one only partly of views, one after a report or a doubt
 * ("A says (B wants X) is wrong") or in a sentence framed by a condition or a report.
 */
function parenthesisedViews(place: { whole: string; inner: string; at: number; text: string }, sides: [string, string], line: number, views: StatedView[]): string {
  const { whole, inner, at, text } = place;
  const opening = text.slice(Math.max(0, at - 200), at).split(/[.!?;。！？；]/u).pop() ?? '';
  if (framesWhatFollows(opening) || REPORTS_WHAT_FOLLOWS.test(opening.slice(-24)) || /(?:^|[ \t])(?:doubts?|denies|questions?)[ \t]*$/iu.test(opening)) return whole;
  const parts = inner.split(/[;；]|(?<!^[ \t]*(?:\*\*)?(?:[Aa]gent )?[AB](?:\*\*)?)[,，](?=[ \t]*(?:\*\*)?(?:[Aa]gent )?[AB](?:\*\*)?[ \t]*[:：])/u).map((part) => part.trim()).filter((part) => part !== '');
  const found = parts.flatMap((part) => splitAtNames(part, sides)).map((part) => segmentView(part.trim(), sides));
  if (found.length === 0 || found.some((view) => view === null)) return whole;
  for (const view of found) views.push({ ...view!, line });
  return '';
}

/** True when `text` at `at` spells `name` (lower case), compared without copying. */
function startsWithAt(text: string, at: number, name: string): boolean {
  for (let k = 0; k < name.length; k++) if (text[at + k]!.toLowerCase() !== name[k]) return false;
  return true;
}

/** A connective that may stand between the comma and a side's name: ", whereas MySQL holds …". */
const CONNECTIVE_BEFORE_NAME = /^(?:(?:whereas|while|whilst|but|and|yet)[ \t]+|(?:而|但|一方で?|반면에?)[ \t]*)/iu;
/** A clause that ends by reporting or framing what follows ("Postgres argues that, while MySQL …"): no cut after it. */
const REPORTS_WHAT_FOLLOWS = /(?:^|[ \t])(?:that|says?|argues?|thinks?|believes?|claims?|notes?|adds?|concedes?|if|when|unless|although|though|because|since)[ \t,，、]*$/iu;

/**
 * A clause cut again before a side named in full, after a comma ("…と言い、△PO直編集派は…"), a
 * mark or a connective before the name allowed (", whereas MySQL's side holds …"), or a blank
 * before "whereas"/"while" and the name; never after a clause that reports or frames what
 * follows ("Postgres says that while MySQL …"). A colon is no cut: what follows may be a
 * topic's or a report, not a view (when in doubt, draw less).
 */
function splitAtNames(clause: string, sides: [string, string]): string[] {
  // The seed's default "Agent A" is cut at by the letter already (CJK_VIEW_SPLIT, EN_VIEW_SPLIT).
  const names = sides.map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 2 && !/^agent [ab]$/u.test(n));
  if (names.length === 0) return [clause];
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < clause.length; i++) {
    const comma = '、，,'.includes(clause[i]!);
    // A blank only before a contrast: "Postgres wants X whereas MySQL holds Y".
    if (!comma && clause[i] !== ' ') continue;
    let at = i + 1;
    // At most a few marks and blanks: a long run of them is no name's lead-in, and the walk stays linear.
    for (let k = 0; k < 4 && at < clause.length && /[ \t▲△▼▽◆◇■□●○]/u.test(clause[at]!); k++) at++;
    const connective = CONNECTIVE_BEFORE_NAME.exec(clause.slice(at, at + 8));
    if (!comma && !/^(?:whereas|while|whilst)/iu.test(connective?.[0] ?? '')) continue;
    if (connective) at += connective[0].length;
    // A name is compared only where it fits, character by character: no copy per separator.
    const named = names.some((n) => at + n.length <= clause.length && startsWithAt(clause, at, n) && !/[A-Za-z0-9]/u.test(clause[at + n.length] ?? ''));
    // The clause before the comma is looked at in a window of its end only.
    if (named && !REPORTS_WHAT_FOLLOWS.test(clause.slice(Math.max(start, i - 12), i))) {
      parts.push(clause.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(clause.slice(start));
  return parts;
}

/**
 * The side a clause opens with and its view; `paired` (a clause set beside the other side's)
 * takes a topic particle alone ("A は …", "B는 …") as the attribution.
 */
function segmentView(segment: string, sides: [string, string], paired = false): { agent: AgentKey; text: string; reading?: 'read' } | null {
  if (segment === '') return null;
  const plain = segment.replace(/\*\*/g, '').replace(/^[▲△▼▽◆◇■□●○][ \t]*/u, '');
  const names: Array<[AgentKey, string]> = [
    ['A', 'agent a'], ['B', 'agent b'], ['A', 'エージェントa'], ['B', 'エージェントb'], ['A', '에이전트 a'], ['B', '에이전트 b'],
    ['A', '에이전트a'], ['B', '에이전트b'], ['A', '代理a'], ['B', '代理b'], ['A', 'a'], ['B', 'b'],
  ];
  sides.forEach((side, i) => {
    const name = side.trim().toLowerCase();
    if (name.length >= 2 && !/^agent [ab]$/.test(name)) names.unshift([i === 0 ? 'A' : 'B', name]);
  });
  // "在 A 看来，…": the side inside the frame "in A's eyes".
  const framedBy = plain.replace(/^在[ \t]*(?=\S{1,30}?[ \t]*看来)/u, '');
  const lower = framedBy.toLowerCase();
  for (const [agent, name] of names) {
    if (!lower.startsWith(name)) continue;
    let rest = framedBy.slice(name.length);
    // "A's position is …", "A 的立场是…", "Aの立場は…", "A의 입장은 …": the side's own position, stated.
    // The judge's sentence about a side: read, never stated.
    if (POSITION_OF.test(rest)) return { agent, text: segment.replace(/[.。]$/u, '').trim(), reading: 'read' };
    if (name.length === 1 && /^[\p{L}\p{N}]/u.test(rest) && !CJK_AFTER_SIDE.test(rest)) continue; // "Also …" is no side
    if (name.length === 1 && /^[ab]/u.test(framedBy)) continue; // "a: shard now" enumerates: a side's letter is a capital
    rest = rest.replace(/^(?:'s|’s)(?: side)?/u, '').replace(/^ \((?:[^()]{0,40})\)/u, '');
    if (/^[ \t]*[:：—–][ \t]*/u.test(rest)) {
      const text = rest.replace(/^[ \t]*[:：—–][ \t]*/u, '').trim();
      // "B: both underestimate …" speaks for both sides (an enumeration before it), not B's own
      // view; "all" only of the sides ("all agree", "all of them"), not "all billing should …".
      return text === '' || /^(?:both|neither|each|they)(?![\p{L}])|^all(?:[ \t]+(?:of[ \t]+(?:us|them|the[ \t]+(?:sides|agents|parties))|agree[ds]?|sides|agents|parties|three|two|want|see|think|hold)(?![\p{L}])|[ \t]*$|[ \t]*[,.;:])/iu.test(text) ? null : { agent, text };
    }
    // A negated view verb, or a clause that reports the other side's view, is nobody's stated view.
    if (viewNegated(rest) || reportsOtherSide(rest, agent, otherName(sides, agent))) return null;
    if (VIEW_VERB.test(rest.trim()) && /^\s/.test(rest)) return { agent, text: segment.replace(/[.。]$/u, '').trim() };
    const whole = () => ({ agent, text: segment.replace(/[.。]$/u, '').trim() });
    if (paired && /^ ?(?:は|는|은)[ \t]/u.test(rest)) return whole();
    if (/^(?:는|은|이|가|측은|측)[ \t]/u.test(rest) && KO_VIEW_VERB.test(rest)) return whole();
    // Japanese and Chinese write the letter with or without a space before the particle or verb ("A は", "B 坚持").
    if (/^ ?(?:は|が|側は|の側は)/u.test(rest) && JA_VIEW_VERB.test(rest)) return whole();
    // "A からすれば…", "B から見れば…": the view from that side.
    if (/^ ?(?:からすれば|から見れば|からみれば|にとっては)/u.test(rest)) return whole();
    if (/^ ?(?:方|一方)?[ \t]*(?:则|仍|仍然|依然)?[ \t]*\p{Script=Han}/u.test(rest) && ZH_VIEW_VERB.test(rest.slice(0, 13))) return whole();
    return null;
  }
  return null;
}

/** The other side's own name, when the sides have names of their own (not the seed's "Agent A"). */
function otherName(sides: [string, string], agent: AgentKey): string | undefined {
  const name = sides[agent === 'A' ? 1 : 0].trim();
  return name.length >= 2 && !/^agent [ab]$/iu.test(name) ? name : undefined;
}
