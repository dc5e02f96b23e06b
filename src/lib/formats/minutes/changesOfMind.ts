// Who changed their mind in the meeting (probe 20 row 10): a speaker's later reply or vote
// that withdraws their own stance on an option ("I withdraw my objection to B", "B안 반대를
// 철회합니다", "撤回对 B 的否决") or takes the opposite one ("For: B." after R2's "Against:
// B."). The earlier stance is kept, as the minutes wrote it, and marked changed, with the
// line and the words that change it; it no longer stands as the person's view. A stance the
// minutes state changes only by stated words (a misread cue must not drop a real objection).
import { appendAll, groupedBy, maxOf, prefixLength } from '../../core/arrays.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { optionMentions, type OptionKeys } from './options.ts';
import type { Opinion, Stance, Withdrawal } from './model.ts';
import { WITHDRAWN_AFTER, WITHDRAWN_BEFORE } from './stanceCues.ts';
import { switchRoles } from './switches.ts';
import { europeanConditionAfter, europeanNotDone, withdrawalLanguage } from './europeanCues.ts';

/** The stance an English withdrawal names before the option: "my objection to", "my vote against", "my -1 on" (Chinese names it after). */
const OPPOSING_NOUN = /(?:(?:veto|objections?|opposition|[-−]1)[ \t]+(?:of|to|on|for|against)|votes?[ \t]+against)[ \t]+(?:option[ \t]+|plan[ \t]+)?$|(?:opposition|objection|veto|oposición|objeción|oposição|objeção|opposizione|obiezione|contrarietà)[ \t]+\p{L}{1,5}['’]?[ \t]*(?:(?:la|l['’]|le|el|o)[ \t]*)?(?:option|opción|opção|opzione)?[ \t]*$/iu;
/**
 * What makes a withdrawal no withdrawal, anywhere in its sentence part before the option (cut
 * at ";" and ":"): a negation or refusal ("I will not, under any circumstances, withdraw"), a
 * condition ("Once the benchmark lands, I withdraw"), someone else's wish ("Ravi wants me to
 * withdraw"), a modal that does not do it ("I would withdraw"). What only frames the speaker's
 * own act is taken off first: "As Ravi suggested," and "I want to" / "I would like to".
 */
const NOT_DONE_EN = /(?<![\p{L}])(?:not|never|no longer|refuse[sd]?|refusing|decline[sd]?|won['’]t|cannot|can['’]t|if|unless|once|when|until|should|would|could|asked|asks|ask|wants?|wish(?:es)?|urged?|told|suggest(?:s|ed)?)(?![\p{L}])|n['’]t(?![\p{L}])/iu;
const OWN_ACT_FRAMES = /(?<![\p{L}])as [^,.;:]{1,40}?(?:suggested|asked|said|proposed|put it)[ \t]*,|(?<![\p{L}])I(?:['’]d| would)?[ \t]+(?:want|like|wish)[ \t]+to(?![\p{L}])/giu;
/** A Chinese, Korean or Japanese negation or condition before the withdrawal: 不会撤回, 拒绝撤回, 如果…撤回, 只要…就撤回 (不得不撤回 does it). */
const NOT_DONE_CJK = /(?:(?<!不得)(?:不|没有?|別|别)|拒绝)(?:会|要|想|打算|愿意|能)?[ \t]*(?:撤回|收回|撤销|取消)|如果|要是|假如|只要|除非|만약|만일|もし|\p{Script=Hangul}(?:면|다면|라면)[ \t,，]|(?:れば|なら|たら)(?:[、,，\s]|(?:案|方案)?$)|(?<!(?<![打探])听(?:了|完|过|到|见)?(?!众|说|起|上|下|着)(?:(?!满意|同意|可行|可以|还行|合理|不错|好的|清楚|觉得|认为|靠谱|(?<![银投同总内分支央商外工招人建农中交邮贵本]|(?<!应)该)行(?=的话))[^，,。的也都就能会要不没]){1,6}|(?<![交换轮给由让])(?:大家|你们|他们|她们|各位|我们|专家们|同事们|老师们))的话(?:[，,\s]|(?:方案)?$)/u;
/** A negation between the withdrawn stance and its verb: "B 的否决我不会撤回", "B안 반대는 철회 안 합니다" (after it). */
const NEGATION_IN_VERB = /不|没|別|别|拒绝/u;
/** A negated, conditional or "without" ending after a Korean, Japanese or Chinese withdrawal verb: "철회하지 않겠습니다", "번복 불가입니다" (review 07c k02), "取り下げません", "取り下げずに", "撤回的话". */
const NOT_DONE_AFTER = /^[\p{L}\s]{0,8}?(?:지[ \t]*않|지[ \t]*못|안[ \t]*(?:하|합|해|할)|[ \t]*불가|(?<![\p{L}])못[ \t]*(?:하|합|해|할)|(?<!得|しかあり)ません|(?<!得|しか)ない|ず|(?:하|이|다|라)?면(?!서)|なら|れば|たら|的话|吗|か[?？。]?$)/u;
/** The sentence part a withdrawal stands in: after the last ";" or ":", or a clause of consequence (", so I withdraw…"). */
const PART_BREAK = /[;:；：]|,[ \t]*(?:and[ \t]+)?(?:so|therefore|hence|which is why|that is why|that['’]s why)[ \t]+(?=(?:I|we)(?![\p{L}]))|[，,][ \t]*(?:所以|因此|因而)(?=[ \t]*我)/giu;
/**
 * A condition after the option of an English withdrawal, in the option's own clause (up to a
 * relative "that"/"which"/"who", or a reason) or set off by a comma with a few words before it:
 * "…to B if the test passes", "…to B, but only if legal signs off" (not "…to B, which I raised
 * when we met", "…the objection to B that I raised when we met", nor "once and for all").
 */
const CONDITION_WORD = String.raw`(?<![\p{L}])(?:if|once(?![ \t]+and[ \t]+for[ \t]+all)|when|whenever|unless|until|provided|providing|as soon as|as long as|so long as|assuming|subject to|on(?:[ \t]+the)?[ \t]+condition|sofern|falls|wenn)(?![\p{L}])`;
const CLAUSE_STOP = String.raw`(?<![\p{L}])(?:that|which|who|whom|since|because|as)(?![\p{L}])`;
const CONDITION_AFTER_EN = new RegExp(String.raw`^(?:(?:(?!${CLAUSE_STOP})[^,;:.!?])*?|[ \t]*,[ \t]*(?:(?:but|and|though|at least|only|even|just|aber|nur|und)[ \t]+){0,3})${CONDITION_WORD}`, 'iu');
function lastPart(text: string): string {
  let from = 0;
  for (const m of text.matchAll(PART_BREAK)) from = m.index + m[0].length;
  return text.slice(from);
}

/** The stance a withdrawal names after the option: "的否决", "안 반대를", "への反対は". */
const NOUN_AFTER = /^[ \t*]*(?:안|案)?[ \t]*(?:에[ \t]*대한|への|に対する|的)?[ \t]*(?:(반대|反対|反对|否决|否決|异议|異議|이의|거부)|(지지|찬성|支持|賛成|赞成|一票))[ \t]*(?:를|을|은|는|は|を|의)?[ \t]*/u;

/** Each withdrawal in a reply's text, at its line (`lineOf`: an offset's line). */
export function withdrawalsIn(text: string, keys: OptionKeys, lineOf: (offset: number) => number): Withdrawal[] {
  const found: Withdrawal[] = [];
  const mentions = optionMentions(text, keys);
  const roles = switchRoles(text, mentions);
  for (const [i, mention] of mentions.entries()) {
    const before = text.slice(Math.max(0, mention.start - 80), mention.start);
    const after = text.slice(mention.end, mention.end + 40);
    const noun = NOUN_AFTER.exec(after);
    let kind: Withdrawal['kind'] | undefined;
    let verbEnd = mention.end;
    // "我从方案三改到方案二", "switching from A to B": the support of the option left is withdrawn.
    const switched = roles.get(i) === 'from' && mentions[i + 1]?.key !== mention.key;
    const was = switched ? null : WAS_BEFORE.exec(before);
    if (switched) kind = 'supports';
    // "I was for B; having heard Ana, I now support option A instead" (review 06w W8): B's support left.
    else if (was !== null && movedOn(text, mention, keys)) kind = was[1] !== undefined ? 'supports' : 'opposes';
    else if (WITHDRAWN_BEFORE.test(before)) kind = OPPOSING_NOUN.test(before) || (noun?.[1] !== undefined) ? 'opposes' : 'supports';
    else if (noun) {
      const verb = WITHDRAWN_AFTER.exec(after.slice(noun[0].length));
      if (verb && !NEGATION_IN_VERB.test(verb[0])) {
        kind = noun[1] !== undefined ? 'opposes' : 'supports';
        verbEnd = mention.end + noun[0].length + verb[0].length;
      }
    }
    if (kind === undefined) continue;
    const { start, end } = sentenceAround(text, mention.start);
    const sentence = text.slice(start, end).trim();
    // Only a withdrawal the speaker makes, now and for certain, changes a stance (probe 21 rows 12 and 16).
    const head = lastPart(text.slice(start, mention.start));
    const tail = text.slice(verbEnd, end);
    // A switch's own negation is the switch's (switches.ts); a reason ("since we can't staff…") or a time ("when …") leaves it made.
    // A French, Spanish, Portuguese or Italian withdrawal is weighed by its own language's words (europeanCues.ts).
    const language = switched ? undefined : withdrawalLanguage(before);
    const notDone = switched
      ? SWITCH_IF.test(head)
      : language !== undefined
        ? europeanNotDone(head, language)
        : NOT_DONE_EN.test(head.replace(OWN_ACT_FRAMES, ' ')) || NOT_DONE_CJK.test(head) || NOT_DONE_AFTER.test(tail.slice(0, 24));
    const conditionAfter = language !== undefined ? europeanConditionAfter(tail, language) : CONDITION_AFTER_EN.test(tail);
    if (notDone || conditionAfter || /[?？]\s*$/u.test(sentence)) continue;
    found.push({ option: mention.key, kind, line: lineOf(mention.start), text: sentence });
  }
  return found;
}

/** A stance the speaker says was theirs: "I was for", "we were against", "I had been in favour of". */
const WAS_BEFORE = /(?<![\p{L}])(?:I|we)[ \t]+(?:was|were|had been|used to be)[ \t]+(?:(for|in favou?r of)|against|opposed to)[ \t]+(?:option[ \t]+|plan[ \t]+)?$/iu;
/** Words after it in which the speaker says they moved on: "I now support …", "I no longer back …", "I switched to …", "changed my mind" (review 06y). */
const MOVED_ON = /(?<![\p{L}])(?:I|we)(?:['’](?:ve|m)|[ \t]+(?:have|am|are))?[ \t]+(?:now[ \t]+(?:support|back|favou?r|prefer|choose|pick|go[ \t]+with|lean|vote|for|against)|(?:no longer|not any ?more)[ \t]+(?:support|back|favou?r|prefer|want|think|convinced|sure|for|in favou?r)|(?:switched|moved|changed)[ \t]+(?:over[ \t]+)?(?:to|my mind|our minds)|(?:came|come)[ \t]+round[ \t]+to)(?![\p{L}])|(?<![\p{L}])(?:I|we)(?:['’]ll|[ \t]+will)[ \t]+(?:go[ \t]+with|take|pick|choose|back|support)(?=[^.;!?]{0,60}[ \t]instead(?![ \t]+of))|(?<![\p{L}])(?:changed (?:my|our) minds?|but[ \t]+(?:not|no longer)[ \t]+any ?more|but[ \t]+(?:have|['’]ve)[ \t]+(?:switched|moved)[ \t]+to)(?![\p{L}])/iu;

/**
 * The speaker says, in the same sentence, that they moved from the option they were for: a move
 * in the first person that does not land on that same option ("I was for B; … I'm now for B"
 * keeps it: review 06za C2, C3).
 */
function movedOn(text: string, mention: { key: string; start: number; end: number }, keys: OptionKeys): boolean {
  const { end } = sentenceAround(text, mention.start);
  const tail = text.slice(mention.end, Math.max(mention.end, end));
  const moved = MOVED_ON.exec(tail);
  return moved !== null && optionMentions(tail.slice(moved.index), keys)[0]?.key !== mention.key;
}

/** A switch under a condition, or no one's: "if the numbers hold, I'll move from A to B", "Nobody is moving from B to A". */
const SWITCH_IF = /(?<![\p{L}])(?:if|unless|would|could|might|nobody|no one|none of us|neither|nor)(?![\p{L}])|만약|如果|要是|假如|なら|たら|れば|아무도|誰も|没有人/iu;

/** The sentence an offset stands in, bounded (offsets into `text`): the withdrawal's own words. */
function sentenceAround(text: string, at: number): { start: number; end: number } {
  const from = Math.max(0, at - 200);
  const head = text.slice(from, at);
  const start = from + Math.max(head.search(/[^.!?。！？\n]*$/u), 0);
  const tail = text.slice(at, at + 200);
  const end = at + (/[.!?。！？\n]/u.exec(tail)?.index ?? tail.length) + 1;
  return { start, end: Math.min(end, text.length) };
}

/**
 * Marks each stance a later round changes: a withdrawal of that stance, or the opposite
 * stance on the same option given after the opinion's own text (an R4 reply, an R6 vote).
 * A withdrawal or a switch in the same person's later message in R2 (a chat's second message:
 * "Retracting my -1 on B", "I'm moving from A to B") changes it too (probe 44 M01); a mere
 * opposite stance there does not: "against B for the API builds" and then "for B for the
 * nightly jobs" are two stances, not a change of mind (review 06o F3).
 * The first change after a stance is its change; a stance inside the opinion's own text is
 * never changed by another inside it (cues that disagree there only mention, as before).
 */
export function markChangesOfMind(opinions: Opinion[], laterMessages: readonly LaterMessage[] = [], keys?: OptionKeys, note?: (line: number, what: string) => void): void {
  const restore = keys === undefined ? () => {} : lendWithdrawals(opinions, laterMessages, keys);
  // Where each opinion's own text ends: after its last written line (a heading's opinion starts a line before its text).
  const lastLine = new Map(laterMessages.map(({ opinion, lines }) => [opinion, maxOf(lines.map((l) => l.line))]));
  markEach(opinions, (o) => Math.max(o.line + o.markdown.split('\n').length, (lastLine.get(o) ?? 0) + 1));
  restore();
  // The line that changes a stance says so in the line account (probe 48 X1: it read "shown as written").
  if (note === undefined) return;
  for (const o of opinions) {
    for (const s of o.stances) if (s.changed) note(s.changed.line, `${s.changed.how === 'withdrawn' ? 'withdraws' : 'reverses'} ${o.participant}'s stance on option ${s.option} (line ${s.line})`);
  }
}

/** An R2 opinion as its lines were written, for the withdrawals a later message of its speaker makes. */
export interface LaterMessage { opinion: Opinion; lines: readonly NumberedLine[] }

/** Each opinion lent the withdrawals of its speaker's later messages of the same round; returns what takes them back. */
function lendWithdrawals(opinions: readonly Opinion[], messages: readonly LaterMessage[], keys: OptionKeys): () => void {
  const bySpeaker = new Map<string, LaterMessage[]>();
  const present = new Set(opinions);
  for (const message of messages) {
    if (!present.has(message.opinion)) continue;
    const own = bySpeaker.get(message.opinion.participant);
    if (own === undefined) bySpeaker.set(message.opinion.participant, [message]);
    else own.push(message);
  }
  const lent: Array<{ opinion: Opinion; withdrawals: number | undefined }> = [];
  for (const own of bySpeaker.values()) {
    if (own.length < 2) continue;
    own.sort((a, b) => a.opinion.line - b.opinion.line);
    const withdrawals = own.map(({ opinion, lines }) => withdrawalsIn(opinion.markdown, keys, (offset) => lineOfOffset(opinion.markdown, offset, lines, opinion.line)));
    own.forEach(({ opinion }, i) => {
      if (i === own.length - 1) return;
      lent.push({ opinion, withdrawals: opinion.withdrawals?.length });
      for (let j = i + 1; j < own.length; j++) appendAll((opinion.withdrawals ??= []), withdrawals[j]!);
    });
  }
  return () => {
    for (const { opinion, withdrawals } of lent) {
      if (withdrawals === undefined) delete opinion.withdrawals;
      else opinion.withdrawals!.length = withdrawals;
    }
  };
}

/** The line an offset of an opinion's text stands on: the written line that holds that text line. */
function lineOfOffset(markdown: string, offset: number, lines: readonly NumberedLine[], fallback: number): number {
  const start = markdown.lastIndexOf('\n', offset - 1) + 1;
  const head = markdown.slice(start, Math.min(start + 24, markdown.length)).split('\n')[0]!;
  return lines.find((l) => l.text.includes(head))?.line ?? fallback;
}

/**
 * A person's later words change any of their R2 stances: a reply attaches to their first
 * opinion, and a second R2 message ("Wen Li: For: Option 3.") is an opinion of its own (review
 * 07zd m4). Only what comes after an opinion's own text counts for it, so one R2 message's
 * stance never changes another's (review 06o F3).
 */
function markEach(opinions: Opinion[], endOf: (o: Opinion) => number): void {
  for (const own of groupedBy(opinions, (o) => o.participant).values()) markPerson(own, endOf);
}

const eventKey = (kind: string, option: string) => `${kind}\u0000${option}`;
const oppositeKey = (s: Stance) => eventKey(s.kind === 'supports' ? 'opposes' : 'supports', s.option);

function markPerson(own: readonly Opinion[], endOf: (o: Opinion) => number): void {
  const ownEnd = new Map(own.map((o) => [o, endOf(o)]));
  const isLater = (o: Opinion, s: Stance) => s.kind !== 'mentions' && s.line >= ownEnd.get(o)!;
  const laterStances = (keep: (s: Stance) => boolean) => byLine(own.flatMap((o) => o.stances.filter((s) => isLater(o, s) && keep(s)).map((s) => ({ key: eventKey(s.kind, s.option), line: s.line, event: s }))));
  const withdrawn = byLine(own.flatMap((o) => (o.withdrawals ?? []).map((w) => ({ key: eventKey(w.kind, w.option), line: w.line, event: w }))));
  // What another opinion of the person holds counts for this one only after this one's own text.
  const from = (o: Opinion, s: Stance) => (own.length === 1 ? (s.endLine ?? s.line) : Math.max(s.endLine ?? s.line, ownEnd.get(o)! - 1));
  // Stated stances first, changed only by what is stated: a withdrawal, or a stated opposite stance.
  const statedLater = laterStances((s) => s.reading === 'stated');
  for (const o of own) {
    for (const stance of o.stances) if (stance.kind !== 'mentions' && stance.reading === 'stated') markChange(stance, firstAfter(statedLater, oppositeKey(stance), from(o, stance)), withdrawn, from(o, stance));
  }
  // A later stance read from a cue that contradicts a stated one still standing at its line says
  // nothing (a reply's mere mention adds nothing), before it can change anything itself.
  const standing = byLine(own.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions' && s.reading === 'stated').map((s) => ({ key: eventKey(s.kind, s.option), line: s.line, event: s }))));
  for (const o of own) {
    o.stances = o.stances.filter((s) => {
      if (s.reading !== 'read' || !isLater(o, s)) return true;
      const t = lastBefore(standing, oppositeKey(s), s.line); // the latest stated opposite stance before it
      return t === undefined || (t.changed !== undefined && t.changed.line <= s.line);
    });
  }
  // Read stances then, changed by any later stance left.
  const laterLeft = laterStances(() => true);
  for (const o of own) {
    for (const stance of o.stances) if (stance.kind !== 'mentions' && stance.reading !== 'stated') markChange(stance, firstAfter(laterLeft, oppositeKey(stance), from(o, stance)), withdrawn, from(o, stance));
  }
}

/** The first change of a stance: its withdrawal, or a reversal, whichever comes first. */
function markChange(stance: Stance, reversal: Stance | undefined, withdrawn: ReadonlyMap<string, ReadonlyArray<{ line: number; event: Withdrawal }>>, from: number): void {
  const withdrawal = firstAfter(withdrawn, eventKey(stance.kind, stance.option), from);
  if (withdrawal !== undefined && (reversal === undefined || withdrawal.line <= reversal.line)) stance.changed = { how: 'withdrawn', line: withdrawal.line, text: withdrawal.text, reading: 'stated' };
  else if (reversal !== undefined) stance.changed = { how: 'reversed', line: reversal.line, text: reversal.text, reading: reversal.reading === 'stated' ? 'stated' : 'read' };
}

/** Events grouped by key, each group in line order (stable). */
function byLine<T>(events: ReadonlyArray<{ key: string; line: number; event: T }>): Map<string, Array<{ line: number; event: T }>> {
  const groups = new Map<string, Array<{ line: number; event: T }>>();
  for (const { key, line, event } of events) {
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [{ line, event }]);
    else group.push({ line, event });
  }
  for (const group of groups.values()) group.sort((a, b) => a.line - b.line);
  return groups;
}

/** The first event of the group after `line`, by binary search. */
function firstAfter<T>(groups: ReadonlyMap<string, ReadonlyArray<{ line: number; event: T }>>, key: string, line: number): T | undefined {
  const group = groups.get(key);
  return group === undefined ? undefined : group[prefixLength(group, (e) => e.line <= line)]?.event;
}

/** The last event of the group before `line`, by binary search. */
function lastBefore<T>(groups: ReadonlyMap<string, ReadonlyArray<{ line: number; event: T }>>, key: string, line: number): T | undefined {
  const group = groups.get(key);
  return group === undefined ? undefined : group[prefixLength(group, (e) => e.line < line) - 1]?.event;
}
