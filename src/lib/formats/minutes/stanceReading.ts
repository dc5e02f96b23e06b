// How an opinion's words become stances on options: stated, read, or only mentioned.
//
// 1. The text is cut into clauses (sentences, `;`, "but", "하지만", "但是", "しかし"); a
//    clause opened by "though", "although", "다만", "비록", "ただし", "虽然", "尽管" or closed
//    by "…지만", "…けど", "…ものの" is a concession: its cues never count (the other half of
//    "C is enough, though it will be hard past 100 exceptions" is not a stance on C).
// 2. In each clause, quotations and the options' own titles are masked, then the options'
//    mentions are found ("option B", "B안", "B案", "方案C", "**C**", "C is …").
// 3. A mention is `stated` when a label or a vote names it (`For: B`, `찬성: B`, `賛成：B`,
//    `支持：B`, "I vote for C", "C에 한 표", "Cに一票", "投C一票", a ranking "C > A > B",
//    an opinion that opens with its answer "Option A." or closes with "(Option **A**.)");
//    it is `read` when a cue of stanceCues.ts stands next to it in the clause (not in a
//    question: "Do you support B, Mina?" takes no side); otherwise the opinion only mentions it.
// 4. Per option, over the whole opinion: stated stances that agree win; else read stances
//    that agree; cues that disagree (in one clause or across clauses) give a mention, never
//    a flip.
import { MIN_NAMING_TITLE, OPTION_WORD, optionMentions, type OptionKeys, type OptionMention } from './options.ts';
import { OPTION_DIGITS, OPTION_NUMBER } from './optionNumber.ts';
import {
  AFTER_CJK, AFTER_EN, BEFORE_EN, BEFORE_CJK, CONDITION_AFTER, CONDITION_BEFORE_CJK, CONDITION_OPENING_EN, DISCLAIMER_AFTER_CJK, DISCLAIMER_BEFORE, HEARSAY_AFTER_CJK, WITHDRAWN_AFTER, WITHDRAWN_BEFORE, within,
  EXCEPTED, EXCEPTED_AFTER, HEARSAY_REPORT, HEARSAY_SUBJECT, INDIFFERENCE, thirdPersonReport, NEGATION_AFTER_CJK, NEGATION_BEFORE_EN, NEGATION_BEFORE_ZH, SIDE_AFTER_ZH, SIDE_BEFORE_ZH, type Polarity,
} from './stanceCues.ts';
import { cellStance } from './marks.ts';
import { cleftPolarity, restatedOwn, singledOut } from './restated.ts';
import { changedMind } from './changedMind.ts';
import { askedAbout, CONDITION_AFTER_OPTION, WHETHER_AFTER_CJK, WHETHER_BEFORE_EN } from './noSide.ts';
import { leadingAnswer, topicPolarity, TRAILING_ANSWER } from './answerAlone.ts';
import { segmentClauses, type Clause } from './clauses.ts';
import { pronounPolarity } from './anaphora.ts';
import { markedLines } from './markSequence.ts';
import { rankingChain, withChainedKeys } from './placeRanking.ts';
import { LABEL_AGAINST, LABEL_FILLER, STATED_LABEL, textAfter, trailingLabel, withLabelledKeys } from './statedLabels.ts';
import { switchRoles } from './switches.ts';
import { decide, type StanceReading, type Vote } from './stanceDecision.ts';
import { acceptsEach, shareCoordinated } from './coordinated.ts';

export { segmentClauses, type Clause };

export { boundedQuote, MAX_QUOTE, type StanceReading, type StanceReadingKind, type StanceRelation } from './stanceDecision.ts';

const QUOTED = /“[^”\n]{0,400}”|"[^"\n]{0,400}"|「[^」\n]{0,400}」|『[^』\n]{0,400}』|«[^»\n]{0,400}»|‘[^’\n]{0,400}’/gu;

/** A quotation that is an option's name and nothing else (`「多平台铺货」`, "Freeze now", 「B案」): a mention, not hearsay. */
const QUOTED_KEY = /^(?:option|plan|案|方案|选项|후보)?[ \t]*(?:[A-H]|[1-9]\d?|[一二三四五六七八九十]{1,3})[ \t]*(?:안|案)?$/iu;
function namesOnly(inner: string, titles: ReadonlyMap<string, string>, keys: OptionKeys): boolean {
  const name = inner.trim().toLowerCase();
  if (name === '') return false;
  if (QUOTED_KEY.test(name)) return optionMentions(inner.trim(), keys).length === 1;
  for (const title of titles.values()) if (title.trim().toLowerCase() === name) return true;
  return (keys.named ?? []).some((o) => o.forms.includes(name));
}

const WORD_AND_KEY = new RegExp(`^${OPTION_WORD}[ \\t]*([\\p{L}\\p{N}]{1,2})$`, 'u');
/** The clause with quotations and option titles blanked (same length); titles found become mentions. */
function maskClause(clause: string, titles: ReadonlyMap<string, string>, keys: OptionKeys): { masked: string; titled: OptionMention[] } {
  let masked = clause.replace(QUOTED, (q) => (namesOnly(q.slice(1, -1), titles, keys) ? ` ${q.slice(1, -1)} ` : `${q[0]}${' '.repeat(q.length - 2)}${q[q.length - 1]}`));
  const named = new Set((keys.named ?? []).map((o) => o.key));
  const titled: OptionMention[] = [];
  const lower = masked.toLowerCase();
  if (lower.length !== masked.length) return { masked, titled };
  for (const [key, title] of titles) {
    const needle = title.toLowerCase().trim();
    // A title that is only the option's word and own key ("Plan 3" for 3, not "Plan B" for 2) is read as the mention it is (review 07zh f3, 07zk t3).
    if (needle.length < 3 || WORD_AND_KEY.exec(needle)?.[1] === key.toLowerCase()) continue;
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
      masked = masked.slice(0, at) + ' '.repeat(needle.length) + masked.slice(at + needle.length);
      // A named option's name is its mention, however short ("Kafka").
      if (needle.length >= MIN_NAMING_TITLE || named.has(key)) titled.push({ key, start: at, end: at + needle.length });
    }
  }
  return { masked, titled };
}


// A ranking: its label ("순위:", "順位は") or its first place ("1. B", "1位 案2", "1위 2안").
const RANK_LABEL = new RegExp(`^[\\s*>-]*(?:(?:my|our)[ \\t]+)?(?:ranking|ranked|rank|order|preference order|order of preference|순위|내 순위|선호 순서|順位|私の順位|好み|好みの順|排序|排名|优先顺序|我的排序|偏好顺序)(?:[ \\t]*[(（][^()（）\\n]{0,60}[)）])?[\\s*]*(?:[:：]|は)|^[\\s*]*(?:1[.)]|1位|1위|第一)[ \\t]*(?:(?:[:：]|は)[ \\t]*)?(?:(?:(?:option|plan|案|方案|选项)[ \\t]*)?(?:\\*\\*)?[A-H](?![\\p{L}])|(?:option|案|方案|选项)[ \\t]*${OPTION_NUMBER}|${OPTION_DIGITS}[ \\t]*(?:안|案))`, 'iu');
// A vote: "I vote for C", "my vote goes to B", a chat's subjectless "Still voting 2." opening its sentence,
// a first-person change of mind in so many words, "I've come round to B" (probe 21 row 4).
const VOTE_BEFORE = /(?<!(?:(?<![\p{L}])(?:not|never|hardly|whether|unsure|I[ \t]+doubt)|n['’]t)(?:[ \t]+(?!(?:but|and|yet|so|though|although)(?![\p{L}]))[\p{L}'’]+){0,4}[ \t]+)(?<![\p{L}])(?:I|we)(?:['’]ve|[ \t]+have)[ \t]+(?:(?:now|finally|since)[ \t]+)?come[ \t]+(?:a)?round[ \t]+to[\s*]*(?:option[ \t]+|plan[ \t]+)?$|^[\s*]*(?:(?:still|also)[ \t]+)?voting(?:[ \t]+for)?[\s*]*(?:option[ \t]+|plan[ \t]+)?$|(?<![\p{L}])(?:I|we)(?:['’]d)?[ \t]+(?:(?:would|will|still|also)[ \t]+)?vote(?:[ \t]+for)?[\s*]*(?:option[ \t]+|plan[ \t]+)?$|(?<![\p{L}])(?:put|count|sign)[ \t]+(?:me|us)[ \t]+(?:down|in|up)[ \t]+(?:for|on|as[ \t]+(?:a[ \t]+)?(?:vote|yes)[ \t]+for)[\s*]*(?:option[ \t]+|plan[ \t]+)?$|(?<![\p{L}])(?:my|our)[ \t]+vote[ \t]+(?:goes[ \t]+to|would[ \t]+go[ \t]+to|is(?:[ \t]+for)?)[\s*]*(?:option[ \t]+|plan[ \t]+)?$|(?<![\p{L}])cast[ \t]+(?:my|our)[ \t]+vote[ \t]+for[\s*]*(?:option[ \t]+)?$|(?<![\p{L}])(?<!(?:not|never|n't)[ \t]+)(?:keep|keeping|leave|leaving)[ \t]+(?:my|our)[ \t]+vote[ \t]+(?:on|for|with)[\s*]*(?:option[ \t]+)?$|(?<![\p{L}])(?:I['’]d|I[ \t]+would|I['’]ll|I[ \t]+will|I)[ \t]+put[ \t]+my[ \t]+name[ \t]+(?:to|on|behind)[\s*]*(?:option[ \t]+)?$|(?<![\p{L}])(?<!(?:not|never|n't)[ \t]+)(?:mov(?:e|ing)|switch(?:ing)?|chang(?:e|ing)|shift(?:ing)?)[ \t]+(?:my|our)[ \t]+vote[ \t]+(?:over[ \t]+)?to[\s*]*(?:option[ \t]+|plan[ \t]+)?$|(?<!(?:不|没|没有|别|別|未)(?:会|想|能|要|打算)?)(?:投票给|投给|一票给|投)[\s*]*(?:方案)?$|(?<![不别別])算我一(?:个|份|票)[\s*，,:：—–]*(?:方案)?$|(?:私|僕|俺|わたし|我)の一票は[\s*]*(?:案)?$|제[ \t]*한[ \t]*표는[\s*]*$|我的一票(?:投给|给|投)?[\s*]*(?:方案)?$|(?:改挺|改投|改选)[\s*]*(?:方案)?$|(?:私|僕|俺|わたし)の札は[\s*]*(?:案)?$|제[ \t]*표는[\s*]*$/iu;
const VOTE_AFTER = /^[\s*)]*(?:에[ \t]*(?:한[ \t]*표|투표|표를[ \t]*(?:던지|주|드리|행사)|손(?:을)?[ \t]*(?:들|든))|に[ \t]*(?:一票|投票|票を|入れ(?:ます|る|たい|ておきます)(?![\p{L}]))|一票|gets[ \t]+my[ \t]+vote|has[ \t]+my[ \t]+vote|is[ \t]+my[ \t]+vote)/iu;


/** A cue's stance, stated by a change of mind in so many words that opens the sentence (changedMind.ts). */
const cueVote = (option: string, polarity: Polarity | 0, changed: Polarity | undefined, at: number): Vote =>
  ({ option, polarity: polarity || (changed ?? 0), stated: changed !== undefined, at });

/** What separates the options a label lists: `1안, 3안`, `A and C`, `A e C`, `案A・案C`, `A、C`. */
const LABEL_LIST = /^[\s*]*(?:[,，、/・&]|and|e|et|y|und|및|과|와|和|及|と)[\s*]*(?:(?:option|plan|方案|案)[ \t]*)?$/iu;

/** A label's exception after its option: "，不选 C", ", not C". */
const LABEL_EXCEPT = /^[\s*]*[,，、;；][\s*]*(?:不选|不要|but[ \t]+not|not)[\s*]*(?:方案|option[ \t]+)?$/iu;

/** A vote in so many words, not denied ("C에 한 표도 주지 않겠다", "Cに一票は入れない"). */
function isVote(before: string, after: string): boolean {
  if (VOTE_BEFORE.test(before.length > 60 ? before.slice(-60) : before)) return true;
  const vote = VOTE_AFTER.exec(after);
  return vote !== null && !NEGATION_AFTER_CJK.test(after.slice(vote.index + vote[0].length)) && !/^[\p{L}\s]{0,6}?(?:入れな|주지 않|안 주|던지지 않|안 던지|들지 않|안 들)/u.test(after.slice(vote.index + vote[0].length));
}

function polarityOf(positive: boolean, negative: boolean, negated: boolean): Polarity | 0 {
  if (positive === negative) return 0;
  if (positive) return negated ? -1 : 1;
  return negated ? 0 : -1;
}

/** A condition opening right before the option ("if we go with B", "만약 B로 가면"): its verb is not a stance. */
const CONDITION_BEFORE = /(?<![\p{L}])(?:if|unless|should|once|when)[ \t]+(?:we|they|you|I|the team)[ \t]+(?:[\p{L}'’]+[ \t]+){0,3}$|(?:如果|要是|假如|もし|만약|만일)[^，,。]{0,12}$/iu;

/** The read cue next to one mention: before it (English, Chinese) or after it. */
function readCue(before: string, after: string): Polarity | 0 {
  if (EXCEPTED_AFTER.test(after)) return 0;
  const tail = before.length > 80 ? before.slice(-80) : before;
  if (WITHDRAWN_BEFORE.test(tail)) return 0;
  // "选B的话，…": a condition closing on the option.
  if (/^[^，,。；;]{0,8}?的话/u.test(after)) return 0;
  // "我站在B一边": the cue around the option.
  if (SIDE_BEFORE_ZH.test(tail) && SIDE_AFTER_ZH.test(after)) return NEGATION_BEFORE_ZH.test(tail.replace(SIDE_BEFORE_ZH, '')) ? 0 : 1;
  for (const cue of CONDITION_BEFORE.test(tail) ? [] : [BEFORE_EN, BEFORE_CJK]) {
    const pos = cue.positive.exec(tail);
    const neg = cue.negative.exec(tail);
    if (pos || neg) {
      const at = (pos ?? neg)!.index;
      const lead = tail.slice(0, at);
      // "他们倾向B" (hearsay), "这不等于我支持B" (a denial): the option is only mentioned.
      // "Last pick: C", "least preferred: C": a place word turns the cue; the ranking reader reads it.
      // "Rather than support A", "与其支持A": the cue is the option turned down, no side read.
      if (HEARSAY_SUBJECT.test(lead) || DISCLAIMER_BEFORE.test(lead) || WHETHER_BEFORE_EN.test(lead) || CONDITION_AFTER_OPTION.test(after) || /(?<![\p{L}])(?:last|least|worst|bottom)[ \t]*$|(?<![\p{L}])(?:rather[ \t]+than|instead[ \t]+of)[ \t]*$|(?:与其|與其)$|(?<![\p{L}])(?:nobody|no[ \t-]one|none[ \t]+of[ \t]+us)[ \t]+(?:[\p{L}]+[ \t]+)?$/iu.test(lead)) return 0;
      const negated = NEGATION_BEFORE_EN.test(lead) || NEGATION_BEFORE_ZH.test(lead);
      return polarityOf(pos !== null, neg !== null, negated);
    }
  }
  // A parenthesis right after the option (its title, an aside) is not its predicate.
  const bounded = after.length > 400 ? after.slice(0, 400) : after;
  const unwrapped = bounded.replace(/^[\s*]*[(（][^()（）]{0,160}[)）]/u, '');
  const head = unwrapped.length > 200 ? unwrapped.slice(0, 200) : unwrapped;
  const en = AFTER_EN.exec(head);
  if (en?.groups) {
    if (CONDITION_AFTER.test(head.slice(en.index + en[0].length))) return 0;
    return polarityOf(en.groups.pos !== undefined, en.groups.con !== undefined, en.groups.neg !== undefined);
  }
  return afterCjk(head);
}

/** A Korean, Japanese or Chinese predicate after the option, with its negation, condition, denial or hearsay. */
function afterCjk(head: string): Polarity | 0 {
  const found = AFTER_CJK.positive.exec(head);
  // "Loki 3.0 已经支持布隆过滤器" (it supports a feature): the option's own verb and its object, no one's stance (probe 73 m05).
  const pos = found !== null && found[0] === '支持' && OPTION_AS_SUBJECT.test(head.slice(0, found.index)) && OWN_OBJECT_ZH.test(head.slice(found.index + 2)) ? null : found;
  const neg = AFTER_CJK.negative.exec(head);
  const rest = (m: RegExpExecArray) => head.slice(m.index + m[0].length);
  const silent = (m: RegExpExecArray | null) => m !== null && [CONDITION_AFTER, DISCLAIMER_AFTER_CJK, HEARSAY_AFTER_CJK, WITHDRAWN_AFTER, WHETHER_AFTER_CJK].some((r) => r.test(rest(m)));
  if (silent(pos) || silent(neg)) return 0;
  const negatedAfter = (m: RegExpExecArray | null) => m !== null && (NEGATION_AFTER_CJK.test(rest(m)) || NEGATION_BEFORE_ZH.test(head.slice(0, m.index)));
  // A vote denied ("C에 한 표도 주지 않겠다", "Cに一票は入れない") is no vote, not a vote against.
  const p = pos !== null ? (negatedAfter(pos) ? (VOTE_CUE.test(pos[0]) ? 0 : -1) : 1) : 0;
  // "B不是不行，只是…" (it is not that B fails): a denied objection takes no side.
  const n = neg !== null ? (negatedAfter(neg) || /(?:不是|并非|也不是)$/u.test(head.slice(0, neg.index)) ? 0 : -1) : 0;
  if (p !== 0 && n !== 0 && p !== n) return within(pos!, neg!) ? n : within(neg!, pos!) ? p : 0;
  return p !== 0 ? p : n;
}

const VOTE_CUE = /^(?:한 표|一票|표를|손을? ?[들든])/u;
/** Between the option and 支持 when the option is its subject: a few words, no comma, particle or speaker ("Loki 3.0 已经支持", "方案一的新版本支持"; not "方案二，支持理由…", "案Bを支持致します": reviews 07zo z2, z10, 07zp z1–z4). */
const OPTION_AS_SUBJECT = /^[^，,、。：:；;！!？?をはにが我私\n]{0,12}$/u;
/** An object right after 支持, not a particle or a suffix of the speaker's ("支持する", "支持派", "支持的"). */
const OWN_OBJECT_ZH = /^(?![的者派率度とでしす]|理由|态度|致|表明)[\p{Script=Han}A-Za-z0-9]/u;

/** Someone else's view, reported: a third person as the subject, or a verb of reporting not the speaker's. */
function reported(before: string, speaker: string | undefined): boolean {
  const parts = before.split(/[,，、]/u);
  const last = parts[parts.length - 1] ?? '';
  const previous = parts.length > 1 ? parts[parts.length - 2]! : '';
  return HEARSAY_SUBJECT.test(before) || HEARSAY_REPORT.test(last) || thirdPersonReport(before, speaker) || (HEARSAY_REPORT.test(previous) && /(?:说|said|says|told us|wrote)[\s:：]*$/iu.test(previous)) || RED_TEAM_SAYS.test(before);
}

/** The red team's words quoted in an opinion (`Red team: option A fails when …`): theirs, not the speaker's (review 06w W9). */
const RED_TEAM_SAYS = /(?:^|[.!?。！？][ \t]+)[*_]*(?:red[ -]?team|pre-?mortem|레드팀|레드 팀|红队|レッドチーム)[*_]*[ \t]*[:：][^.!?。！？:：]{0,200}$/iu;

/** A rank opening a line: `1위 「…」`, `2位：…`, `第三 …`. */
const RANK_LINE = /^[ \t*]*(?:([1-9])(?:위|位)|第([一二三四五六七八九]))/u;
const rankOf = (m: RegExpExecArray): number => (m[1] !== undefined ? Number(m[1]) : '一二三四五六七八九'.indexOf(m[2]!) + 1);

/**
 * A ranking written one place per line (`1위 「A」\n2위 「B」\n3위 「C」`): the clause's
 * leading lines (two or more) each open with their rank, in order, and name one option; else null.
 */
function rankedLines(masked: string, mentions: readonly OptionMention[]): OptionMention[] | null {
  const lines = masked.split('\n');
  if (lines.length < 2 || lines.length > 12) return null;
  const ranked: OptionMention[] = [];
  let at = 0;
  for (const [i, line] of lines.entries()) {
    const rank = RANK_LINE.exec(line);
    // The ranking is the clause's leading lines; a line after it is its comment.
    if (!rank && i >= 2) break;
    const inLine = mentions.filter((m) => m.start >= at && m.end <= at + line.length);
    if (!rank || rankOf(rank) !== i + 1 || inLine.length !== 1) return null;
    ranked.push(inLine[0]!);
    at += line.length + 1;
  }
  return ranked;
}

/** Before and after an option that is a whole opening sentence: only emphasis, a polite copula, a full stop. */
const BARE_PICK = /^[\s*]*$/u;
const BARE_PICK_END = /^[\s*]*(?:이요|요|입니다|です|で|だ|。|\.|!|！)*[\s*]*$/u;

/** A text's masked form and its option mentions in order, each once where they overlap. */
function lineMentions(text: string, keys: OptionKeys, titles: ReadonlyMap<string, string>): { masked: string; mentions: OptionMention[] } {
  const { masked, titled } = maskClause(text, titles, keys);
  const mentions = [...optionMentions(masked, keys), ...titled].sort((a, b) => a.start - b.start || b.end - a.end);
  return { masked, mentions: withLabelledKeys(masked, withChainedKeys(masked, mentions.filter((m, i) => i === 0 || m.start >= mentions[i - 1]!.end), keys), keys) };
}


/** The votes one clause gives, one per mention. */
function clauseVotes(clause: Clause, keys: OptionKeys, titles: ReadonlyMap<string, string>, speaker: string | undefined): Vote[] {
  const { masked, mentions: unique } = lineMentions(clause.text, keys, titles);
  if (unique.length === 0) return [];
  // Indifference between the options it names ("2번이랑 3번은 둘 다 괜찮아요", "any of them works"): no side.
  if (unique.length >= 2 && (INDIFFERENCE.test(masked) || acceptsEach(masked, unique))) return unique.map((m) => ({ option: m.key, polarity: 0, stated: false, at: clause.start + m.start }));
  // An opinion that opens with nothing but an option ("2번이요.", "B です。", "Option 2."): its pick.
  if (clause.start === 0 && unique.length === 1 && BARE_PICK.test(masked.slice(0, unique[0]!.start)) && BARE_PICK_END.test(masked.slice(unique[0]!.end))) {
    return [{ option: unique[0]!.key, polarity: 1, stated: true, at: unique[0]!.start }];
  }
  const label = STATED_LABEL.exec(masked);
  const rankLines = rankedLines(masked, unique);
  if (rankLines !== null) {
    const ranks: Vote[] = rankLines.map((m, i) => ({ option: m.key, polarity: i === 0 ? 1 : i === rankLines.length - 1 && rankLines.length >= 3 ? -1 : 0, stated: true, at: clause.start + m.start }));
    const named = unique.filter((m) => !rankLines.some((r) => r.key === m.key)).map((m): Vote => ({ option: m.key, polarity: 0, stated: false, at: clause.start + m.start }));
    return [...ranks, ...named];
  }
  if (RANK_LABEL.test(masked) || /^[\s*]*\(?[A-H]\)?[\s*]*(?:>|≫|＞)/u.test(masked)) {
    // A ranking is its line: the first rank is for, the last of three or more against, the middle only named.
    const lineEnd = masked.indexOf('\n');
    const ranked = lineEnd === -1 ? unique : optionMentions(masked.slice(0, lineEnd), keys);
    return ranked.map((m, i) => ({ option: m.key, polarity: i === 0 ? 1 : i === ranked.length - 1 && ranked.length >= 3 ? -1 : 0, stated: true, at: clause.start + m.start }));
  }
  const chain = rankingChain(masked, unique);
  if (chain !== null) {
    // "順位をつけるなら B＞A＞C": the chain is the ranking wherever it stands in the clause, after any words.
    return chain.map((m, i) => ({ option: m.key, polarity: i === 0 ? 1 : i === chain.length - 1 && chain.length >= 3 ? -1 : 0, stated: true, at: clause.start + m.start }));
  }
  // A label naming a list of options (`찬성: 1안, 3안`, `For: A and C`) states each of them.
  let listed: Polarity | null = null;
  const switched = switchRoles(masked, unique);
  const votes = shareCoordinated(masked, unique, unique.map((mention, i): Vote => {
    const at = clause.start + mention.start;
    const before = masked.slice(i === 0 ? 0 : unique[i - 1]!.end, mention.start);
    const after = textAfter(masked, unique, i);
    // Someone else's view ("他们倾向B", "legal said B is safer"), or a condition opening the
    // sentence ("如果大家坚持，我可以接受B"): the option is only mentioned.
    const sentence = masked.slice(0, mention.start);
    if (reported(sentence, speaker) || EXCEPTED.test(sentence.length > 80 ? sentence.slice(-80) : sentence) || CONDITION_BEFORE_CJK.test(sentence.length > 80 ? sentence.slice(-80) : sentence) || CONDITION_OPENING_EN.test(sentence.length > 250 ? sentence.slice(-250) : sentence)) return { option: mention.key, polarity: 0, stated: false, at };
    // A vote in so many words ("我仍然投方案二", "I still vote for B") is stated even where a
    // concession runs on to it; any other cue of a conceded half never counts.
    // A switch states the option taken; the option left is only named (switches.ts).
    const role = switched.get(i);
    if (role !== undefined) return { option: mention.key, polarity: role === 'to' ? 1 : role === 'to-against' ? -1 : 0, stated: role !== 'from', at };
    if (isVote(before, after) || restatedOwn(before, after)) return { option: mention.key, polarity: 1, stated: true, at };
    // A caveat that singles out one option ("다만 「X」만은 피하고 싶어요") is the speaker's own stance on it.
    if (clause.however && singledOut(before, after)) return { option: mention.key, polarity: readCue(before, after), stated: false, at };
    if (clause.concession) return { option: mention.key, polarity: 0, stated: false, at };
    if (listed !== null && LABEL_LIST.test(before)) return { option: mention.key, polarity: listed, stated: true, at };
    // A label set off before its option labels it, after another option too: `Sign-off: B ✔ · Veto: C`, `【赞】甲 【踩】丁`.
    const inner = label && i === 0 ? null : trailingLabel(before)?.polarity ?? null;
    if (inner !== null) listed = inner;
    if (inner !== null) return { option: mention.key, polarity: inner, stated: true, at };
    // The label's exception, in its field: `我的选择：A，不选 C`, `Pick: A, not C`.
    if (listed === 1 && LABEL_EXCEPT.test(before)) return { option: mention.key, polarity: -1, stated: true, at };
    listed = null;
    const between = label && i === 0 ? LABEL_FILLER.exec(masked.slice(label.index + label[0].length, mention.start)) : null;
    if (label && between) {
      // The label states the stance; only the predicate right after the option, up to the
      // first punctuation, can turn it against ("立場：「案A」に反対", not "「案A」で、反対意見は…").
      // A stance in brackets right after the option is the label's value: `Stance: 「案A」(反対)`.
      const aside = /^[\s*]*[(（]([^()（）\n]{1,40})[)）]/u.exec(after);
      const marked = aside ? cellStance(aside[1]!) : null;
      if (marked === 'mentions') return { option: mention.key, polarity: 0, stated: false, at };
      const against = marked === 'opposes' || (marked === null && (LABEL_AGAINST.test((label.groups!.label ?? label.groups!.bare ?? label.groups!.thumb)!) || between.groups?.against !== undefined || readCue('', after.split(/[、,，。.;；:：—–／/｜|]/u)[0]!) === -1));
      listed = against ? -1 : 1;
      return { option: mention.key, polarity: listed, stated: true, at };
    }
    return cueVote(mention.key, askedAbout(masked, mention.start) ? 0 : readCue(before, after) || cleftPolarity(before, after) || topicPolarity(before, after), i === 0 ? changedMind(sentence, after) : undefined, at);
  }));
  // Cues that disagree about one option inside a clause say nothing about it.
  const byOption = new Map<string, Vote>();
  for (const vote of votes) {
    const seen = byOption.get(vote.option);
    if (!seen) byOption.set(vote.option, { ...vote });
    else if (seen.polarity === 0 || (vote.polarity !== 0 && vote.polarity !== seen.polarity)) {
      byOption.set(vote.option, seen.polarity === 0 ? { ...vote } : { option: vote.option, polarity: 0, stated: false, at: seen.at, disputed: true });
    }
  }
  return [...byOption.values()];
}

/**
 * Every option a text mentions, each once, with how it was obtained. `titles` (letter →
 * title) are masked so a word inside an option's own title is never a cue; `speaker`, when
 * known, keeps a label naming them ("Lee's view:") the speaker's own.
 */
export function readStances(text: string, keys: OptionKeys, titles: ReadonlyMap<string, string> = new Map(), speaker?: string): StanceReading[] {
  const votes = new Map<string, Array<Vote & { clause: Clause }>>();
  const add = (vote: Vote, clause: Clause) => {
    const list = votes.get(vote.option) ?? [];
    list.push({ ...vote, clause });
    votes.set(vote.option, list);
  };
  // A labelled line of marked options (`Stance → B: yes · C: no`) states each mark; its span
  // is blanked for the clause reader, which reads the rest of the line.
  let rest = text;
  for (const line of markedLines(text, keys, (l) => lineMentions(l, keys, titles))) {
    const clause: Clause = { text: text.slice(line.lineStart, line.lineEnd), start: line.lineStart, end: line.lineEnd, concession: false };
    for (const mark of line.marks) add({ option: mark.option, polarity: mark.polarity, stated: mark.polarity !== 0, at: mark.start }, clause);
    rest = rest.slice(0, line.start) + ' '.repeat(line.end - line.start) + rest.slice(line.end);
  }
  const clauses = segmentClauses(rest);
  let previous: Vote[] = [];
  for (const clause of clauses) {
    const found = clauseVotes(clause, keys, titles, speaker);
    for (const vote of found) add(vote, clause);
    // A pronoun for the one option the speaker's previous clause names ("…; I'm against keeping it").
    const polarity = found.length === 0 && !clause.concession && new Set(previous.map((v) => v.option)).size === 1 ? pronounPolarity(clause.text.replace(QUOTED, (q) => ' '.repeat(q.length))) : 0;
    if (polarity !== 0) add({ option: previous[0]!.option, polarity, stated: false, at: clause.start }, clause);
    previous = found;
  }
  // An opinion that opens with its answer ("Option A, the table.") or closes with it as a
  // label ("… (Option **A**.)") states it, unless that clause's own cue opposes it.
  const first = clauses[0];
  const last = clauses.length > 1 ? clauses[clauses.length - 1] : undefined;
  const opening = first ? leadingAnswer(first.text, rest.slice(first.start)) : undefined;
  const closing = last ? TRAILING_ANSWER.exec(last.text) : null;
  const answer = opening !== undefined ? { ...opening, clause: first! } : closing ? { key: (closing[1] ?? closing[2])!, conditioned: false, clause: last! } : null;
  if (answer && (keys.length === 0 || keys.includes(answer.key)) && !answer.clause.concession) {
    const own = votes.get(answer.key)?.find((v) => v.clause === answer.clause);
    // Where the clause takes a side on another option, the opening one is only named: "Option A: I support B instead", "Option A: I oppose B" (reviews 07y s5, 07za o5).
    const others = [...votes.values()].flatMap((other) => other.filter((v) => v.clause === answer.clause && v.option !== answer.key));
    const sidesAnother = others.some((v) => v.polarity !== 0);
    // An objection read for the opening one where the clause names another only conditionally may be that one's: "Option A: I'd oppose B only if it slips" (07zb o12).
    const doubted = own?.polarity === -1 && !sidesAnother && others.length > 0;
    // Where it does, the clause may still name the opening one again with its own verb: "Option A: I support A and oppose B" (review 07zb o3, o4).
    const again = sidesAnother && opening !== undefined ? namedAgain(first!, opening.length, answer.key, keys, titles, speaker) : undefined;
    if (again !== undefined) votes.set(answer.key, [...(votes.get(answer.key) ?? []).filter((v) => v.clause !== answer.clause), { ...again, clause: answer.clause }]);
    else if (!own || own.polarity !== -1 || sidesAnother || doubted) {
      const list = (votes.get(answer.key) ?? []).filter((v) => v.clause !== answer.clause);
      // A condition after the answer leaves it a mention: the speaker backs it only if. The speaker's own verb for it gives its side ("Option A, I oppose").
      const topic = 'topic' in answer ? answer.topic : undefined;
      const polarity = answer.conditioned || sidesAnother || doubted ? 0 : topic ?? 1;
      list.unshift({ option: answer.key, polarity, stated: polarity === 1, at: answer.clause.start, clause: answer.clause });
      votes.set(answer.key, list);
    }
  }
  const out: StanceReading[] = [];
  const firstAt = new Map<string, number>();
  for (const [option, list] of votes) {
    out.push(decide(option, list, text));
    firstAt.set(option, list.reduce((min, v) => Math.min(min, v.at), Number.POSITIVE_INFINITY));
  }
  return out.sort((a, b) => firstAt.get(a.option)! - firstAt.get(b.option)! || a.option.localeCompare(b.option));
}

/** The clause read again without its opening answer (`length` code units): its own side on `key` where it names it again, else undefined. */
function namedAgain(clause: Clause, length: number, key: string, keys: OptionKeys, titles: ReadonlyMap<string, string>, speaker: string | undefined): Vote | undefined {
  const rest = { ...clause, text: ' '.repeat(length) + clause.text.slice(length) };
  return clauseVotes(rest, keys, titles, speaker).find((v) => v.option === key && v.polarity !== 0);
}
