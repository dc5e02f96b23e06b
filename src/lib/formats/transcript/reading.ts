// What a sentence of a transcript says, read clause by clause in English, Japanese, Korean,
// Chinese and five European languages: whether a refined position says it is unchanged, and
// whether a clause concedes a point ("I concede X", "X の点は認める", "我承认…", "…는 인정한다").
// A concession is read only from a cue in the clause itself; a negated cue ("I do not
// concede", "認めない", "不承认", "인정하지 않") concedes nothing. Every pattern is
// anchored or a plain alternation over bounded text: no nested quantifiers.

import type { EngagementKind } from './model.ts';
import { collapsedPrefix } from '../../core/escape.ts';
import { questionBreak } from '../../parse/questionTag.ts';
import { clausesOf, frenchMais, lowerCaseBut } from './clauses.ts';
import { notYet } from './stillToCome.ts';

/** The longest quote a relation keeps (characters); a longer clause is cut with "…". */
export const MAX_QUOTE = 280;

export const boundedQuote = (text: string): string => {
  const plain = collapsedPrefix(text, MAX_QUOTE + 1);
  return plain.length <= MAX_QUOTE ? plain : `${plain.slice(0, MAX_QUOTE - 1).trimEnd()}…`;
};

const UNCHANGED = new RegExp(
  // The subject may come first: "主張は据え置き", "입장은 변함없음", "My position: unchanged".
  '^(?:\\*\\*|__|\\*|_|\\(|"|「|『)?(?:(?:my )?(?:position|stance)(?: is)?[:：]? ?|(?:立場|主張|意見)(?:は|：)?|(?:입장|주장)(?:은|는|:)? ?|(?:立场|主张|观点)(?:：)?)?(?:' +
    [
      'unchanged', 'no change', 'no movement', 'holding (?:where i was|my position|firm|steady)', 'i hold (?:my|the same) position', 'as before', 'same position', 'standing pat', 'still the same',
      // "unchanged" and "I keep it" as the other languages write them (round 8 wrote these blind).
      // "as in round N" with any language's round word: "第3回のまま", "与第 4 回合相同", "3라운드와 같음".
      // Round 10 (blind): the round as a bout, a move or a pass ("3回戦のまま", "3手目のまま", "3라운드 그대로").
      '(?:与|同|和)?(?:第 ?)?\\d+ ?(?:ラウンド|回戦|回目?|巡目|手目|回合|轮|輪|라운드|회전|회차)(?:와|과|と)? ?(?:のまま|と同じ|(?:的)?相同|一样|不变|같|동일|그대로)',
      '고수', '변함 ?없', '바뀌지 ?않', '変えない', '不变', '未变', '바뀐 ?(?:것|게|점) ?없', '같음', '동일', '据え置', '前回(?:どおり|通り|と同じ)', '変わりなし', '変更ない', '同じ', '維持',
      '照旧', '维持原判', '维持原(?:主张|观点|看法)', '(?:坚持|保持)原[^，。,；;：:\\n]{0,6}(?=[。．.!！：:]|\\s*$|[，,]\\s*(?:不做(?:任何)?调整|不变|不改|没有变化|无变化))', '同前', '不改', 'same as before', 'position unchanged', 'my position is unchanged', 'no update',
      // "the same as round N" in four languages (round 7 wrote them blind).
      'same as (?:in )?(?:round|r) ?\\d+', 'as in (?:round|r) ?\\d+', '\\d+ ?라운드와 (?:같|동일)', '(?:第 ?)?\\d+ ?ラウンド(?:のまま|と同じ)', '(?:同|与)第 ?\\d+ ?轮(?:相同|一样)?', '第 ?\\d+ ?轮(?:相同|不变)',
      '입장 ?그대로', '달라진 ?(?:것|게|점) ?없', '保持原立场', '没变',
      '立場は変わらず', '立場は変わらない', '立場に変更(?:は)?な', '変更(?:は)?なし', '変更なし', '変わらず', '不変', '据え置き', '前回と同じ',
      '입장 ?(?:변화|변경|변동) ?(?:없음|없다|없습니다)', '(?:변화|변경|변동) ?없음', '입장 ?유지', '기존 입장 ?유지', '그대로',
      '立场不变', '立场没有变化', '立场未变', '保持不变', '不变', '无变化', '没有变化', '维持原立场', '维持不变', '同上',
      // Round 9 (blind): the round by word or Han numeral, "since", "still", "原样", "제N회전 그대로", "N巡目のまま".
      '(?:as in|same as(?: in)?|unchanged since) (?:round|r) ?(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten)', 'still(?= )',
      // "As the previous round / move": "前の手と同じ", "지난 라운드와 같다", "同上一轮".
      '前の(?:手|回|回戦|ラウンド|巡)(?:と同じ|のまま|どおり|通り)', '(?:이전|지난|앞) ?(?:라운드|회전|차례)(?:와|과)? ?(?:같|동일|그대로)', '(?:同|与)上一?(?:轮|回合)(?:相同|一样)?',
      'same as (?:the |my )?(?:previous|last) (?:round|turn|move)',
      // Round 13 (blind): "unchanged from the previous round" with the round first.
      // Each a whole sentence ("前回から変わらない点もあるが…" changes something).
      '前(?:の)?(?:ラウンド|回|回戦|手|巡)から(?:の)?(?:変更(?:は)?(?:なし|ない|ありません)|変わ(?:らず|らない|りなし|りません)|変化(?:は)?(?:なし|ない))(?=[。．.!！]|\\s*$)',
      '(?:이전|지난|앞) ?(?:라운드|회전|차례)(?:에서|부터|와) ?(?:변경|변화|변동|달라진 ?(?:것|게|점)) ?(?:없음|없다|없습니다)(?=[.。!]|\\s*$)',
      '(?:与|和|同)?上一?(?:轮|回合)(?:相比)?(?:无变化|没有变化|不变|没变)(?=[。．.!！]|\\s*$)',
      '(?:no change|unchanged) (?:from|since) (?:the |my )?(?:previous|last) (?:round|turn)(?=[.!]|\\s*$)',
      // Spanish, Portuguese, French, Italian: "Sin cambios.", "Sem alterações", "Inchangée", "Invariata".
      'sin cambios?', 'igual que antes', 'se mantiene', 'sem (?:altera[çc][õo]es|mudan[çc]as)', 'inalterad[ao]', 'sans changement', 'inchang[ée]e?', 'invariat[ao]', 'senza (?:modifiche|cambiamenti)', 'nessun cambiamento',
      // German (probe 28): "Unverändert.", "Keine Änderung", "Position unverändert", "wie in Runde 1".
      'unverändert', 'keine (?:Änderung|Veränderung)', '(?:Position|Standpunkt) (?:unverändert|bleibt)', 'bleibt (?:unverändert|gleich|bestehen)', 'wie (?:in|nach) Runde \\d+', 'wie bisher',
      '제 ?\\d+ ?(?:회전|라운드|회차)(?:와|과)? ?(?:그대로|같|동일)', '\\d+ ?巡目(?:のまま|と同じ)', 'そのまま', 'このまま', '(?:同|与)第 ?[\\d一二三四五六七八九十]+ ?(?:轮|回合)(?:一致|相同)?', '原样',
    ].join('|') +
    ')',
  'iu',
);

/** True when a refined position says it is unchanged (the seed's `"unchanged" + one sentence`). */
export const saysUnchanged = (markdown: string): boolean => UNCHANGED.test(markdown.trim());


/**
 * The speaker with a cue: "I", "we", and the modal forms a model writes ("I'll grant", "I will
 * grant", "I'd grant", "I can grant", "I must admit"), read as "I grant" is (probe 51 #5).
 */
const OWN_CUE = String.raw`\b(?:i|we)(?:['’](?:ll|d)|\s+(?:will|would|can|must|have to))?\s+(?:now\s+|fully\s+|readily\s+)?(?:concede|grant|accept|acknowledge|admit)\b`;
const CONCEDE_EN = new RegExp(String.raw`${OWN_CUE}|\bconceded?\b|\bfair point\b|^granted\b|\b(?:is|are) right (?:that|about)\b`, 'iu');
const CONCEDE_JA = /認める|認めます|認めよう|譲歩する|譲歩します|その通り|同意する|同意します/u;
const CONCEDE_KO = /인정하지만|인정하나|인정한다|인정합니다|인정해|인정하겠|양보한다|양보합니다|동의한다|동의합니다|수긍한다/u;
// 让步 as the speaker's: not one told of, a concession after 的 ("第2轮的让步", "B 的让步", "这样的让步") unless it is their own
// ("我的让步：…"), nor an earlier round's ("上一轮所做让步"): probe 73 t04, reviews 07zo j2–j7, 07zp j1–j3.
const CONCEDE_ZH = /我(?:们)?(?:也)?(?:承认|同意|认同|接受|让步)|(?:这一?点|这点)(?:我(?:们)?)?(?:承认|同意|认同|接受)|(?:我们?的|(?<!的|(?:(?:上|前)一?(?:轮|回合)|之前|此前|先前)(?:所做|做|所作)?))让步/u;
// German, Spanish, Portuguese, French and Italian: "Ich räume ein, dass …", "Concedo que …", "Je concède que …".
const CONCEDE_EU = /(?<![\p{L}])(?:concedo|concedemos|reconozco|admito|acepto|reconhe[çc]o|aceito|concordo|r[äa]ume\b.{0,40}?\bein|gebe\b.{0,40}?\bzu|zugegeben|einger[äa]umt|conc[èé]de|reconnais|admets|ammetto|riconosco)(?![\p{L}])/iu;
/** Also "I'll grant you nothing" (probe 58 row 5), 認めるわけにはいかない (row 6). */
const NEGATED =
  /\b(?:grant|concede|admit)(?:[ \t]+you)?[ \t]+nothing\b|(?:認め|譲)[^\s。、]{0,4}わけに(?:は)?(?:いかない|いきません)|\b(?:not|never|cannot|can['’]t|won['’]t|don['’]t|wouldn['’]t|couldn['’]t|shouldn['’]t|didn['’]t|do not|will not|refuse to)\s+(?:\w+\s+)?(?:concede|grant|accept|acknowledge|admit)\b|(?<![\p{L}])(?:no|nunca|jam[aá]s|n[ãa]o|non)[ \t]+(?:(?:lo|la|le|les|se|te|me|os|o|a|lhe|gli|ti|mi|ci|vi|ne)[ \t]+){0,2}(?:concedo|concedemos|reconoz|admito|acept[oa]|reconhe[çc]|aceit[oa]|ammett|ricono)|(?<![\p{L}])(?:ne[ \t]+|n['’])(?:\p{L}{1,4}[ \t]+){0,2}(?:conc[èé]d|reconna|admet)\p{L}*[ \t]+(?:pas(?![ \t]+moins)|plus|jamais|point|guère)(?![\p{L}])|(?<![\p{L}])(?:r[äa]ume|gebe)(?:[ \t]+[^ \t.,;:!?]+){0,4}?[ \t]+(?:nicht|keineswegs|niemals|nie)(?![\p{L}])|認めない|認められない|認めず|認めません|譲歩しない|同意しない|同意できない|인정하지 않|인정할 수 없|인정 못|인정하지 못|양보하지 않|동의하지 않|동의할 수 없|不承认|不能承认|无法承认|不同意|不让步|不认同|不接受/iu;

/**
 * A clause that takes a concession back, as its own statement from its first word: "I take
 * back my round-2 concession", "我收回第2轮的让步", "譲歩を撤回します", "양보를 철회합니다"
 * (probe 47). Framed any other way ("I will not, after …, retract my concession", "Far from
 * retracting …", "我不会因此收回", "撤回するつもりはなく") it takes nothing back (reviews 06s–06u).
 */
const TAKEN_BACK = /^(?:(?:(?:I|we)\s+(?:now\s+|hereby\s+|also\s+)?(?:take back|withdraw|retract|revoke)|(?:I|we)\s+(?:must|have\s+to|need\s+to|will|['’]ll|want\s+to)\s+(?:take back|withdraw|retract|revoke)|(?:I['’]m|I\s+am|we['’]re|we\s+are)\s+(?:now\s+|hereby\s+|also\s+)?(?:taking back|withdrawing|retracting|revoking))\s+(?:(?:my|our|the|that|this)\s+(?:\S+\s+){0,3}?concession|(?:what|everything|all)\s+(?:that\s+)?(?:I|we)\s+(?:had\s+|have\s+)?(?:conceded|granted))|我(?:们)?(?:现在)?(?:收回|撤回)(?:我的?|我们的?)?(?:第?[0-9一二三四五六]+(?:轮|回合)的?)?(?:这个|这一?|那个)?让步)|^[^。.:：「『“"]{0,30}?(?:譲歩|同意した点)を(?:撤回|取り下げ)(?:します|する|いたします)(?=[。.:：]|$)|^[^。.:：「『“"]{0,30}?(?:양보|인정)(?:을|를)? ?철회(?:한다|합니다|하겠습니다)(?=[.。:：]|$)/iu;

/** The round a take-back names: `my round-3 concession`, `from round two`, `第二轮的让步`, `ラウンド2の譲歩`, `2라운드 양보`. */
const TAKEN_BACK_ROUND = /(?<![\p{L}])round[- ]?(\d{1,2}|one|two|three|four|five|six)(?![\p{L}\p{N}])|(?<![\p{L}])(first|second|third|fourth|fifth|sixth)[- ]round|第 ?(\d{1,2}|[一二三四五六]) ?(?:轮|回合|ラウンド)|ラウンド ?(\d{1,2})|(\d{1,2}) ?라운드/iu;
const ROUND_WORD: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
/** A round named in a form not read above ("the round before last"): which one is not guessed. */
const NAMES_A_ROUND = /(?<![\p{L}])round(?![\p{L}])|轮|回合|ラウンド|라운드|回戦/iu;

/**
 * Whether `text` takes a concession back as its own statement (TAKEN_BACK, from a clause's first
 * word), the round of the concession it names (`unknownRound` when it names one in a form not
 * read), and the words after it, which may say which point (`… concession on onboarding speed`);
 * null when it takes none back.
 */
export function takesBack(text: string): { round?: number; unknownRound?: true; topic: string } | null {
  const plain = text.replace(/\*\*|__/g, '').replace(/\s+/g, ' ').trim();
  if (plain.length > 8 * MAX_QUOTE) return null;
  for (const clause of clausesOf(plain)) {
    const taken = TAKEN_BACK.exec(clause);
    if (taken === null) continue;
    const named = TAKEN_BACK_ROUND.exec(clause.slice(0, 160));
    const written = named?.slice(1).find((g) => g !== undefined)?.toLowerCase();
    const round = written === undefined ? undefined : (ROUND_WORD[written] ?? Number(written));
    const topic = clause.slice(taken.index + taken[0].length);
    if (round !== undefined) return { round, topic };
    return NAMES_A_ROUND.test(clause.slice(0, 160)) ? { unknownRound: true, topic } : { topic };
  }
  return null;
}

/**
 * The clause of `text` that concedes a point, or null. The quote is the clause as
 * written (bounded), so "I concede the cost point, but the latency …" quotes
 * "I concede the cost point".
 */
export function concededClause(text: string, others: readonly string[] = []): string | null {
  const plain = text.replace(/\*\*|__/g, '').replace(/\s+/g, ' ').trim();
  if (plain.length > 8 * MAX_QUOTE) return null;
  const reported = reportedConcession(others);
  for (const clause of clausesOf(plain)) {
    // A bare "Granted, but …" opens a rebuttal: nothing is granted (probe 58 row 4).
    if (/^granted[ \t]*[.,—–-]?$/iu.test(clause.trim()) && /^[ \t]*granted[ \t]*[.,—–-]+[ \t]*but\b/iu.test(plain)) continue;
    if (NEGATED.test(clause) || TAKEN_BACK.test(clause) || asksForConcession(clause) || conditional(clause) || othersToConcede(clause) || onlyReported(clause, reported)) continue;
    if (concedes(outsideQuotes(clause))) {
      return boundedQuote(clause.replace(/[.;。；]$/u, '').replace(/(?:が|けど|けれど|けれども|ものの)$/u, ''));
    }
  }
  return null;
}

/** Quoted words inside a clause are someone's words cited (`To B's "A is right that …" I add nothing`, probe 57 row 1), not the speaker's concession. */
const QUOTED = /"[^"\n]{1,300}"|“[^”\n]{1,300}”|‘[^’\n]{1,300}’|「[^」\n]{1,300}」|『[^』\n]{1,300}』/gu;
/** Before a quotation, what makes it someone's words: a possessive (`To B's "…"`) or a verb of saying (`B said "…"`); a quotation that opens the clause is the speaker's own (`"Fair point" — …`, review 07g q2). */
const ATTRIBUTED = /(?:['’]s(?:[ \t]+own)?(?:[ \t]+(?:words?|phrase|line|point|concession))?|\b(?:said|says|wrote|writes|claims?|claimed|calls?|called|put it|argues|argued)|\b(?:according[ \t]+to|in[ \t]+the[ \t]+words[ \t]+of)[ \t]+(?!(?:me|us)(?![\p{L}]))[^,"“”\n]{1,30})[ \t]*[,:—–-]?[ \t]*$/iu;
/** After a quotation, who said it: `"I accept the cost point," B wrote` (review 07h q3). */
const SAID_AFTER = /^[ \t]*[,—–-]?[ \t]*(?:(?!(?:I|We)[ \t])\p{Lu}[\p{L}\p{N}-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}-]*)?|they|he|she|the other side)[ \t]+(?:wrote|said|says|writes|argued|argues|claimed|claims|put it)(?![\p{L}])|^[ \t]*[,—–-]?[ \t]*(?:said|wrote|says|writes)[ \t]+(?!(?:I|we)(?![\p{L}]))\p{L}/u;
const outsideQuotes = (clause: string): string => {
  const masked = clause.replace(QUOTED, (q, at: number) => (ATTRIBUTED.test(clause.slice(Math.max(0, at - 40), at)) || SAID_AFTER.test(clause.slice(at + q.length, at + q.length + 40)) ? ' '.repeat(q.length) : q));
  return masked.trim() === '' ? clause : masked;
};
const concedes = (text: string): boolean => CONCEDE_EN.test(text) || CONCEDE_JA.test(text) || CONCEDE_KO.test(text) || CONCEDE_ZH.test(text) || CONCEDE_EU.test(text);

/**
 * Another side asked or expected to concede, not the speaker conceding: "they must concede",
 * "the other side should concede" (review 06o F11): a third person before the modal. Not a
 * side's letter, which may be the speaker's own (`Agent A should concede the masking point,
 * and I do.` in A's turn, reviews 06u U3, 06v V2), nor a generic "you" (06t T1); the
 * speaker's own "I concede" in the clause still concedes.
 */
const OTHERS_TO_CONCEDE = /\b(?:[Hh]e|[Ss]he|[Tt]hey|[Tt]he other side|[Tt]he opponent)\s+(?:should|must|ought to|has to|needs? to|will have to|would have to)\s+(?:\w+\s+)?concede\b/u;
const othersToConcede = (clause: string): boolean => OTHERS_TO_CONCEDE.test(clause) && !OWN_CONCESSION_EN.test(clause);

/**
 * Who else may be reported conceding: a pronoun or the other side in English or German, and the
 * other side's names as written (`others`: its letter, as in "Agent B", its side's and its
 * headers' names). Case as written: "a conceded point" is no side A.
 */
const OTHER_SUBJECT = '[Tt]hey|[Yy]ou|[Hh]e|[Ss]he|[Tt]he (?:other|opposing) (?:side|agent)|(?:[Tt]he|[Mm]y|[Oo]ur) opponents?|[Ss]ie|[Dd]u|[Ii]hr|[Ee]r|[Dd]ie (?:Gegenseite|andere Seite)|[Dd]er Gegner';
const escaped = (name: string): string => name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/**
 * Another side's concession reported, not the speaker's: "B conceded in round 1 that …", "they
 * concede …", "GPT-5 has already conceded …", "it was conceded by B", "B hat eingeräumt, dass …"
 * (probe 51 #4). A plain alternation with at most three words between subject and verb: linear.
 */
/** One pattern per list of names (a transcript passes each side's list to every turn of the other). */
const reportedPatterns = new WeakMap<readonly string[], RegExp>();
function reportedConcession(others: readonly string[]): RegExp {
  const made = reportedPatterns.get(others);
  if (made !== undefined) return made;
  const names = others.filter((n) => n.trim() !== '' && n.length <= 60).map(escaped);
  const subject = `(?:${[OTHER_SUBJECT, ...names].join('|')})`;
  const between = '(?:has|have|had|already|also|even|just|itself|themselves|earlier|explicitly|openly|previously|now|finally|effectively|hat|hast|habt|haben|hatte|hatten|selbst|schon|bereits|ja|auch)';
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{N}])${subject}(?:\s+${between}){0,3}\s+(?:conceded|concedes|concede|einger[äa]umt|zugegeben)(?![\p{L}])|(?<![\p{L}])[Cc]onceded\s+by\s+${subject}(?![\p{L}\p{N}])`, 'gu');
  reportedPatterns.set(others, pattern);
  return pattern;
}
/** A clause whose only cue is another side's concession reported: what is left without the report concedes nothing. */
function onlyReported(clause: string, reported: RegExp): boolean {
  const rest = clause.replace(reported, ' ');
  return rest !== clause && !concedes(rest);
}

/** A condition before the cue: "If X, I accept Y", "Xなら、Yは認めます", "X라면, Y는 인정한다", "如果X，我承认Y" ("even if" concedes anyway). */
const CONDITION_BEFORE = /(?<!\beven )\b(?:if|unless|provided|providing|as long as|so long as|on (?:the )?condition)\b|(?:なら|ならば|れば|たら|場合(?:は|には)?)[、,]|(?:(?<!それ|これ|あれ|どれ|どうせ)なら(?!な|ず|び|い|では)|(?<!以前|昔|当時|去年|昨年|(?<!(?<!(?:^|[\s、,:：。はもがをて]|さえ|すら|まで)ほん)の[0-9０-９一二三四五六七八九十数何かヶケ]{0,4})[年月週日]前)だったら|であれば(?!あるほど))(?=[^、,。]{0,30}$)|(?:다면|라면|으면|면|경우(?:에는|에|는)?)[,，]|如果|假如|要是|只要|倘若|若是|的话[，,]/iu;
/**
 * A European condition, looked for only before a European cue (English "falls", Korean "SI
 * 업체" are none, review 06o F7, F8), at the clause's start or after a comma: "Come si è visto,
 * ammetto …" (Italian "si": one), "Même si …" (even if), "Si bien" (although), "Si, …" (yes),
 * "Wenn auch" (albeit) and "desde que" (since, in Spanish) are none (reviews 06q, 06s).
 */
const CONDITION_BEFORE_EU = /(?:^|[,;:][ \t]*)(?:si(?![ \t]+bien)(?![ \t]*,)|wenn(?![ \t]+auch)|falls|sofern|siempre que|a condici[oó]n de|en caso de|em caso de|[àa] condition|pourvu|purch[ée]|qualora)(?![\p{L}])/iu;
/**
 * A condition after the cue: "I concede X only if Y", "provided that", "as long as", "on
 * condition that", and as the European runs write them ("à condition que", "siempre que",
 * "purché", "sofern"); "even if" and a plain "if" concede anyway (probe 51 #8).
 */
const CONDITION_AFTER = /(?<![\p{L}])(?:only if|if and only if|provided that|providing that|as long as|so long as|on (?:the )?condition that|only on condition|[àa] condition que|pourvu que|seulement si|uniquement si|siempre que|s[óo]lo si|a condici[óo]n de que|con tal de que|contanto que|somente se|s[óo] se|purch[ée]|a condizione che|solo se|soltanto se|nur (?:wenn|falls)|sofern|vorausgesetzt|unter der Bedingung)(?![\p{L}])/iu;
/** "I'd grant X if Y", "I would concede X unless Y": a cue in the conditional mood, with its condition after it. */
const WOULD_CUE = /\b(?:i|we)(?:['’]d|\s+would)\s+(?:\w+\s+)?(?:concede|grant|accept|acknowledge|admit)\b/iu;
function conditional(clause: string): boolean {
  const cue = /(?:concede|grant|accept|acknowledge|admit|fair point|認め|譲歩|その通り|同意|인정|양보|수긍|承认|认同|接受|让步)/iu.exec(clause);
  if (cue !== null && (CONDITION_BEFORE.test(clause.slice(0, cue.index)) || CONDITION_AFTER.test(clause.slice(cue.index)) || notYet(clause))) return true;
  const would = WOULD_CUE.exec(clause);
  if (would !== null && /\b(?:if|unless)\b/iu.test(clause.slice(would.index))) return true;
  const european = CONCEDE_EU.exec(clause);
  if (european === null) return false;
  const before = clause.slice(0, european.index);
  return CONDITION_BEFORE.test(before) || CONDITION_BEFORE_EU.test(before) || CONDITION_AFTER.test(clause.slice(european.index));
}

/**
 * A clause that asks for a concession and makes none ("B, do you concede that …?",
 * "…認めますか？"): a question whose asking part, after its last comma or dash, holds the
 * cue, or that opens as a question. A question tagged on after a concession ("I concede X,
 * don't I?", "我承认…，对吧？") leaves the concession.
 */
function asksForConcession(clause: string): boolean {
  const cut = questionBreak(clause);
  if (cut === null) return false;
  if (cut === -1 || /^[\s*_]*(?:do|does|did|will|would|can|could|should|is|are)(?![\p{L}])/iu.test(clause) || concedes(clause.slice(cut + 1))) return true;
  // Before the tag, only the speaker's own concession stands ("you concede X, right?" asks).
  const head = clause.slice(0, cut);
  return !(OWN_CONCESSION_EN.test(head) || CONCEDE_JA.test(head) || CONCEDE_KO.test(head) || CONCEDE_ZH.test(head));
}

const OWN_CONCESSION_EN = new RegExp(String.raw`${OWN_CUE}|^[\s*_]*granted\b|\bfair point\b`, 'iu');

/**
 * What turns back after a concession: the clause after a contrastive word that opens a
 * sentence or a clause ("X. 그래도 Y", "X, but Y", "X。但是Y", "X。それでも Y"), or null.
 * Only the text after the first such word counts; a text that opens with one has none.
 */
// An English word ends at a non-letter ("butter" is no "but"); a Chinese or Japanese one runs
// straight into the next word, as those languages are written (probe 22 row 16).
const REJOINDER = /(?:[.。!?！？;；,，、][ \t]*|[ \t])(?:그래도|그렇지만|하지만|그러나|但是|不过|可是|然而|しかし|それでも|とはいえ|もっとも|だが|(?:but|however|still|yet|nevertheless|pero|sin embargo|aber|jedoch|allerdings|cependant|toutefois|por[ée]m|contudo|tuttavia|per[òo])(?![\p{L}]))[,，、]?[ \t]*/iu;
/** A conjunctive ending ("…는 인정하지만, Y", "…は認めるが、Y"): a turn-back only after a clause that concedes (a "…ですが、" preface is none). */
const REJOINDER_ENDING = /(?<=지만|으나|けど|けれど|けれども|ものの)(?:[,，、][ \t]*|[ \t]+)(?=\S)|(?<=が)[、,][ \t]*(?=\S)/gu;
function endingAfterConcession(plain: string): RegExpExecArray | null {
  REJOINDER_ENDING.lastIndex = 0;
  for (let m = REJOINDER_ENDING.exec(plain); m !== null; m = REJOINDER_ENDING.exec(plain)) {
    if (concedes(plain.slice(0, m.index))) return m;
  }
  return null;
}

export function rejoinderClause(text: string): string | null {
  return rejoinderSplit(text)?.rejoinder ?? null;
}

/** The part of a concession before what turns back ("X는 인정한다. 그래도 …" → "X는 인정한다."), or the whole text. */
export function grantedPart(text: string): string {
  return rejoinderSplit(text)?.granted ?? text;
}

/**
 * What a `Concede:` point grants, as the graph draws it and the page lists it: the part
 * before a clause that turns back ("X는 인정한다. 그래도 …"); undefined when it concedes
 * nothing ("none", "n/a") or its own cue is negated or conditioned.
 */
export function pointConceded(point: { text: string; rejoinder?: string | undefined }): string | undefined {
  if (point.text === '' || saysNothing(point.text)) return undefined;
  // Its own words refuse or condition what the label grants ("Concede: I do not concede that …",
  // "Concede: If the budget holds, I concede …"): nothing is conceded (review 06n H4).
  const plain = point.text.replace(/\*\*|__/g, '').replace(/\s+/g, ' ').trim();
  if (concedes(plain) && concededClause(point.text) === null) return undefined;
  return point.rejoinder === undefined ? point.text : grantedPart(point.text);
}

/** A word that only agrees (`yes`, `partly`, `네`, `はい`, `对`): no point of its own (a short CJK point, `成本更高`, is one). */
const FILLER = /^(?:yes|yeah|yep|sure|ok|okay|fine|agreed|granted|true|right|partly|partially|in part|somewhat|to some extent|네|예|맞다|맞습니다|일부|はい|ええ|そうです|一部|部分|是的|是|对|對|好)$/iu;

function rejoinderSplit(text: string): { granted: string; rejoinder: string } | null {
  const plain = text.replace(/\*\*|__/g, '').replace(/\s+/g, ' ').trim();
  if (plain.length > 8 * MAX_QUOTE) return null;
  const word = REJOINDER.exec(plain);
  const match = [word, lowerCaseBut(plain), frenchMais(plain), endingAfterConcession(plain)].filter((m) => m !== null && m.index > 0).sort((a, b) => a!.index - b!.index)[0];
  if (!match) return null;
  const rest = plain.slice(match.index + match[0].length).trim();
  if (rest === '') return null;
  const granted = plain.slice(0, match.index).replace(/[\s,，、;；—–-]+$/u, '').trim();
  // "partly, but …", "yes — however …": a filler grants no point of its own; the whole is kept.
  return { granted: FILLER.test(granted.replace(/[\s.,。、，!！]+$/u, '')) ? plain : granted, rejoinder: boundedQuote(rest.replace(/[.;。；]$/u, '')) };
}

const NONE_TEXT = /^[*_(\s]*(?:none|nothing|n\/a|no (?:live |remaining |real |substantive |material )?disagreement|ningun[oa]|nada|keine?r?|nichts|aucun|rien|nenhum|nenhuma|nessuno|niente|없음|없다|なし|特になし|ない|无|没有|無)(?![\p{L}\p{N}])/iu;
// "No disagreement" with a qualifier before the noun: "没有实质分歧——…", "실질적인 이견은 없다", "実質的な対立はない".
const NO_REAL_DISAGREEMENT = /^[*_(\s]*(?:没有(?:实质(?:性)?的?|真正的?|剩余的?|什么)?分歧|(?:실질적인? |남은 |큰 )?(?:이견|쟁점|차이)(?:은|는|이|가)? ?없|(?:実質的な|残る|大きな)?(?:対立|相違|争点)は(?:ない|なし|ありません))/u;
/**
 * A template's unfilled placeholder: the whole text is bracketed slots and separators
 * ("[剩余分歧，可以为空]", "[N] — [自然收敛 | 达到 6 轮上限]"). One pass: a slot holds no bracket.
 */
const PLACEHOLDER = /^(?:\[[^[\]\n]{0,200}\][\s—–:|,.-]*)+$/u;
/** A slot left as an ellipsis or TBD (`**Converged on:** …`, `(...)`, `TBD`): a template's, saying nothing (reviews 06j F4, 06m H2). */
const ELLIPSIS_SLOT = /^[(<*_`\s]*(?:…+|\.{3,}|⋯+|・{3,}|TBD|TBC)[)>*_`\s。.]*$/u;
/** The seed's Rounds line as its template writes it: `N — natural convergence | hit 6-round cap` (review 06q Q8). */
const ROUNDS_SLOT = /^\[?N\]?[ \t]*[—–-][ \t]*\[?natural convergence[ \t]*\|[ \t]*hit 6-round cap\]?\.?$/iu;
const HTML_COMMENT_LINE = /^<!--.*-->$/u;
/** True when `text`, its whole-line HTML comments aside (a tool's note), is only template slots. */
export const isPlaceholder = (text: string | undefined): boolean => {
  if (text === undefined) return false;
  const kept = text.split('\n').map((l) => l.trim()).filter((l) => !HTML_COMMENT_LINE.test(l));
  const slot = kept.join(' ').replace(/\*\*|__/g, '').trim();
  return PLACEHOLDER.test(slot) || ELLIPSIS_SLOT.test(slot) || ROUNDS_SLOT.test(slot);
};
/** "none", "none + reason", "—", an unfilled template slot: a field that says there is nothing. */
/** A point that is only "none" (`Attack: (none yet)`, `n/a this round`, `なし`): it makes no point, so it opposes nothing. */
// Also Spanish, Portuguese, French, German and Italian: "ninguno", "nenhum", "aucun", "keine", "nessuno" (probe 73 t05).
const NO_POINT = /^[*_(（[\s]*(?:none|nothing|n\/a|no attacks?|no new ground|ningun[oa]|nada|nenhum|nenhuma|aucun|aucune|rien|keine?|nichts|nessun[oa]?|niente|なし|特になし|없음|无|没有|無|—|-)(?:[ \t]+(?:yet|so far|this round|for now|in round 1|left|remaining|new|further|more))?[*_)）\]\s.。]*$/iu;
/**
 * "none left; the cost is a wash": the point says there is none, then why (a colon, semicolon or
 * comma after the word; never "None of …", "None. Their argument …" nor "none yet — except …", review 06w W5).
 */
const NO_POINT_THEN_WHY = /^[*_(（\s]*(?:none|nothing|n\/a|ningun[oa]|nada|nenhum|nenhuma|aucun|aucune|rien|keine?|nichts|nessun[oa]?|niente|なし|없음|无|没有)(?:[ \t]+(?:yet|so far|left|remaining|new|further|more))?[*_)）\s]*[;:：；,，](?![ \t]*(?:except|but|although|though|however|apart from|other than|save|unless|yet|pero|salvo|excepto|sino|aunque|mais|sauf|sinon|aber|außer|ausser|doch|ma|tranne|però|mas|exceto|porém|senão)(?![\p{L}]))/iu;
export const saysNoPoint = (text: string): boolean => NO_POINT.test(text.trim()) || NO_POINT_THEN_WHY.test(text.trim()) || isPlaceholder(text);

export const saysNothing = (text: string | undefined): boolean =>
  text === undefined || NONE_TEXT.test(text.trim()) || NO_REAL_DISAGREEMENT.test(text.trim()) || isPlaceholder(text) || /^[\s—–-]*$/.test(text);

// A quotation in paired marks; a span holds no mark, so a scan never runs past the next one.
const QUOTATION = /[“"「『][^“”"「」『』\n]{4,}[”"」』]/u;
const QUOTE_LEAD = 16;
/**
 * True when `text` reports a speaker's words: a quotation (four characters or more) with one
 * of `names` written just before it ("B 说“…”", `B는 "…"라고`, "B wrote that \"…\""). A name
 * is whole: not inside a longer Latin word or number.
 */
export function quotesSpeaker(text: string, names: readonly string[]): boolean {
  const plain = text.length > 8 * MAX_QUOTE ? text.slice(0, 8 * MAX_QUOTE) : text;
  const quote = QUOTATION.exec(plain);
  if (!quote) return false;
  const lead = plain.slice(Math.max(0, quote.index - QUOTE_LEAD), quote.index);
  return names.some((name) => {
    const at = name === '' ? -1 : lead.lastIndexOf(name);
    if (at === -1) return false;
    const before = lead[at - 1] ?? ' ';
    const after = lead[at + name.length] ?? ' ';
    return !/[A-Za-z0-9]/u.test(before) && !/[A-Za-z0-9]/u.test(after);
  });
}

// A negated negation in the four languages: "推さないわけにはいかない", "반대하지 않는 것은
// 아니다", "不是不…", "can't not". A plain alternation, no quantifier: linear.
const DOUBLE_NEGATIVE = /ないわけには(?:いかない|いかぬ)|ないわけではない|ないわけでもない|ないとは(?:言えない|いえない)|なくはない|지 않는 (?:것은|건|것이) 아니|지 않은 (?:것은|건|것이) 아니|지 않다고는 (?:할 수 없|못 하)|없지 않|不是不|并非不|并不是不|未必不|不无|\bcan(?:no|')t not\b|\bnot without (?:merit|reason|some truth)\b/iu;
/** True when `text` concedes or objects through a double negative: a hedge, not a clean stance. */
export const doublyNegated = (text: string): boolean => DOUBLE_NEGATIVE.test(text.length > 8 * MAX_QUOTE ? text.slice(0, 8 * MAX_QUOTE) : text);

/** An item that opens by refusing or deferring (`I don't accept …`, `Not yet: …`): no concession, whatever its heading (review 06w W3). */
const REFUSES = /^(?:not|no|none|nothing|never|n\/a|(?:I|we)(?:[ \t]+still)?[ \t]+(?:do not|don't|cannot|can't|won't|will not|refuse|reject|disagree))(?![\p{L}'’])/iu;

/** The kind a heading gives an unlabelled item, or none: never to a refusal, nor an attack to an item that grants or agrees. */
export function headingPointOf(kind: EngagementKind, text: string): EngagementKind | undefined {
  const plain = text.replace(/\*\*|__/g, '').trim();
  if (REFUSES.test(plain) || (kind === 'concede' && notYet(plain))) return undefined;
  if (kind === 'attack' && (concededClause(plain) !== null || /(?<![\p{L}])(?:we agree|agreed|common ground|where we agree)(?![\p{L}])/iu.test(plain))) return undefined;
  return kind;
}
