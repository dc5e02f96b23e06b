// Section labels inside a turn, recognised by shape: a known label (in English, Japanese,
// Korean or Chinese, with an optional "my" / "current" prefix) in any wrapper — a Markdown
// heading, `**X:**`, `**X.**`, `**X** — text`, 【X】, `<b>X</b>`, `X：` — with the text
// that follows it on the line. One recogniser serves every language and every wrapper.
import { MAX_STRUCTURE_LINE, squeeze } from '../../parse/frontmatter.ts';
import { asWritten, matchable, plainSpaces } from './spaces.ts';

export type SectionKind = 'position' | 'reasoning' | 'objection' | 'engagement' | 'refined' | 'agreement' | 'other';

/** A label as written, stripped of its wrapper, and the text after it on the line. */
export interface Wrapped { label: string; inline: string; wrapper: 'heading' | 'bold' | 'bracket' | 'plain' }

/** `read` (what the head of a long `line` gave, trimmed) and the rest of the line, a space kept where the cut fell on one. */
export function withTail(line: string, read: string): string {
  if (line.length <= MAX_STRUCTURE_LINE) return read;
  const gap = /\s/u.test(line[MAX_STRUCTURE_LINE - 1]!) || /\s/u.test(line[MAX_STRUCTURE_LINE]!) ? ' ' : '';
  return `${read}${gap}${squeeze(line.slice(MAX_STRUCTURE_LINE))}`;
}

/** The label a line opens with, in one of the wrappers; null when the line has none. */
export function wrappedLabel(line: string): Wrapped | null {
  if (line.length <= MAX_STRUCTURE_LINE) return labelOfShortLine(line);
  // A long line: its label is in its head, and the rest, at any length, is the text after it
  // (probe 18b row 13, probe 19 row 22); the label budget bounds what a node may hold.
  const found = labelOfShortLine(line.slice(0, MAX_STRUCTURE_LINE));
  if (found === null || found.wrapper === 'heading' || found.inline === '') return null;
  return { ...found, inline: withTail(line, found.inline) };
}

function labelOfShortLine(line: string): Wrapped | null {
  const found = labelOfPlainLine(plainSpaces(line));
  // Matched with every space separator a space (spaces.ts); the text after the label, the
  // line's end, as written (asWritten).
  return found === null || found.inline === '' ? found : { ...found, inline: asWritten(line.trim(), found.inline) };
}

function labelOfPlainLine(line: string): Wrapped | null {
  // A mark before the label ("📌 Position:", "▶ 立场：") is decoration.
  const text = line.trim().replace(LEAD_MARK, '');
  const heading = /^#{1,6}[ \t]+(.*)$/.exec(text);
  if (heading) return { label: heading[1]!.replace(/[ \t]#+$/, '').trim(), inline: '', wrapper: 'heading' };
  const bold = /^(?:\*\*([^*]{1,60})\*\*|__([^_]{1,60})__|<(?:b|strong)>([^<]{1,60})<\/(?:b|strong)>)(.*)$/iu.exec(text);
  if (bold) return { label: bold[1] ?? bold[2] ?? bold[3]!, inline: afterLabel(bold[4]!), wrapper: 'bold' };
  const bracket = /^(?:\*\*)?[【〖[]([^】〗\]]{1,30})[】〗\]](?:\*\*)?(.*)$/u.exec(text);
  if (bracket) return { label: bracket[1]!, inline: afterLabel(bracket[2]!), wrapper: 'bracket' };
  // An AsciiDoc block title (`.Position`) or a line that is a known label and nothing else
  // (`立论`, `■ 言い分` once its mark is off): the label, no text after it.
  const bare = /^\.?([^\s.:：*#\-|>][^:：。.!?！？]{0,23})$/u.exec(text);
  if (bare && isWholeLabel(bare[1]!)) return { label: bare[1]!.trim(), inline: '', wrapper: 'bracket' };
  // "Position: …", "立场：…", or "Position — …" with a spaced dash.
  const plain = /^([^:：*#\-\s][^:：—–]{0,23}?)[ \t]*(?:[:：]|[ \t][—–](?=[ \t]))[ \t]*(.*)$/u.exec(text);
  if (plain) return { label: plain[1]!, inline: plain[2]!.trim(), wrapper: 'plain' };
  return null;
}

const LEAD_MARK = /^(?:\p{Extended_Pictographic}\uFE0F?|[◆◇■□●○▶▷►▸★☆◎◉※→»➜⇒])[ \t]*/u;

/** What follows a label: its separator (":", "—", ".") and closing marks taken off. */
const afterLabel = (rest: string): string => rest.replace(/^(?:\*\*|__)?[ \t]*[:：.。—–-]?(?:\*\*|__)?[ \t]*/u, '').trim();

/** A label without its wrapper's punctuation and the prefixes that do not change its kind. */
export function bareLabel(label: string): string {
  return matchable(label.replace(/\*\*|__/g, '')).toLowerCase().replace(/[ \t]*[:：.。]$/u, '').trim();
}

// "my", "our", "current", "now": words before a label that leave its kind as it is, except
// that "current"/"now" make a position the turn's refined one.
const POSSESSIVE = /^(?:my|our|내|나의|우리의?|私の|わたしの|僕の|我的|我方的?|我们的)[ \t]?/u;
const CURRENT = /^(?:current|present|now|where i stand now|현재(?:의)?|지금(?:의)?|現在の|今の|いまの|現時点の|現局面の|当前(?:的)?|目前(?:的)?|现在(?:的)?|此刻(?:的)?|此时(?:的)?|現在)[ \t]?/u;

// The seed's own labels open a longer heading ("Position (round 1)", "Agreement with B");
// the other words must be the whole label ("Why." is a label, "Why this matters" is not).
const SEED: Array<[RegExp, SectionKind]> = [
  [/^(?:opening )?position(?![\p{L}\p{N}])/u, 'position'],
  [/^reasoning(?![\p{L}\p{N}])/u, 'reasoning'],
  [/^anticipated objections?(?![\p{L}\p{N}])/u, 'objection'],
  [/^engagement(?![\p{L}\p{N}])/u, 'engagement'],
  [/^(?:refined|final|updated) position(?![\p{L}\p{N}])/u, 'refined'],
  [/^agreement(?:s| with)?(?![\p{L}\p{N}])/u, 'agreement'],
];
const EN: Array<[RegExp, SectionKind]> = [
  [/^(?:refined|final|updated|revised|new|changed|adjusted) (?:position|stance|view)$|^where i stand(?: now)?$|^position now$|^stance now$/u, 'refined'],
  [/^(?:opening )?(?:position|stance|view|thesis|claim|proposal)s?$/u, 'position'],
  [/^(?:reasoning|reasons?|why|grounds|rationale|arguments?|because|support|evidence|justification)$/u, 'reasoning'],
  [/^(?:anticipated|expected|likely|possible|foreseen|predicted) (?:objections?|pushback|counter-?arguments?|rebuttals?)$|^(?:objections?|pushback|counter-?arguments?)(?: (?:i )?expect(?:ed)?)?$/u, 'objection'],
  [/^(?:engagement|back-and-forth|back and forth|exchange|rebuttals?|responses?|replies|reply|clash|cross-examination|crossfire)$/u, 'engagement'],
  [/^(?:agreements?|agreement with .{1,30}|common ground(?: with .{1,30})?|where we agree|points? of agreement|agreed points?|shared ground)$/u, 'agreement'],
];

// Section headings as the seed names them, and as Japanese, Korean and Chinese writers
// translate them. Each pattern is anchored at the start of the squeezed heading.
const CJK: Array<[RegExp, SectionKind]> = [
  [/^(?:修正(?:した|後の|された)?|更新(?:した|後の|された)?|最終(?:的な)?|洗練された|見直した|改めた)(?:立場|主張)|^(?:수정(?:된|한)?|최종|갱신(?:된|한)?|정제된|변경된|다듬(?:은|어진)|바뀐) ?(?:입장|주장)|^(?:修正|更新|调整|修订|最终|完善)(?:后|過|过)?的?(?:立场|主张|观点)/u, 'refined'],
  [/^(?:想定(?:される)?|予想(?:される)?|予期される|来(?:そう|るであろう)な)反論|^想定問答|^나올 만한 ?(?:반론|반박)|^可能被问到?|^예상(?:되는)? ?(?:반론|반박|반격)|^(?:预期|预料|预计|预想|预判|料到)(?:的)?(?:反驳|反对意见|反对|异议|质疑)/u, 'objection'],
  [/^(?:[ab]|相手)? ?(?:との|와의|과의|와|과)? ?(?:合意|同意|一致点|합의|동의)|^(?:与 ?[ab] ?的 ?)?(?:共识|同意)/u, 'agreement'],
  // Agreement with a side by its name: "与反方一致", "반대측과 합의", "否定側との合意".
  [/^(?:与|和|跟).{1,12}?(?:一致|的共识|达成共识|的同意)(?:之处|的地方|点)?$|^.{1,12}?(?:와|과)의? ?(?:합의|동의|일치)(?:점|한 점)?$|^.{1,12}?との(?:合意|一致|同意)(?:点|する点)?$|^.{1,12}?と(?:一致した|重なる|合意した|同意した)(?:点|ところ)$|^.{1,12}?(?:와|과) ?(?:맞는|일치하는|같은) ?점$|^(?:与|和|跟).{1,12}?(?:对得上|相同|重合)的?(?:地方|之处|点)$/u, 'agreement'],
  [/^(?:応酬|応答|応手|切り返し|交戦|エンゲージメント|反論|やりとり|やり取り|교전|응수|응답|반론|반박|공방|주고받기|交锋|交战|过招|回应|反驳|攻防)/u, 'engagement'],
  [/^(?:理由|根拠|推論|論拠|裏づけ|裏付け|근거|이유|추론|논거|뒷받침|论证|推理|依据|论据|理据|(?:支撑|支持)理由)/u, 'reasoning'],
  // A core / opening claim: "핵심 주장", "核心主张", "立论" (the opening case of a debate), "言い分".
  [/^(?:(?:핵심|核心|中心) ?)?(?:立場|ポジション|主張|言い分|입장|주장|立场|主张|观点|觀點|見解|见解|立论|立論|持ち論)/u, 'position'],
];

// As German, Spanish, Portuguese, French and Italian runs translate them: whole labels only.
const EU: Array<[RegExp, SectionKind]> = [
  [/^(?:posici[oó]n|postura|posi[cç][aã]o|posizione|position|standpunkt|haltung) (?:refinad[ao]|revisad[ao]|actualizada|atualizada|final|affin[ée]e|r[ée]vis[ée]e|finale|rivista|rifinita|raffinata|affinata|precisata|aggiornata)$|^(?:pr[äa]zisierte|[üu]berarbeitete|verfeinerte|aktualisierte|neue|angepasste)r? (?:position|standpunkt|haltung)$|^(?:nueva|nova|nouvelle|nuova) (?:posici[oó]n|postura|posi[cç][aã]o|position|posizione)$/u, 'refined'],
  [/^(?:posici[oó]n|postura|posi[cç][aã]o|posizione|standpunkt|haltung|tesis|tese|th[èe]se|tesi)(?: inicial| initiale| iniziale| de apertura| d['’]ouverture)?$/u, 'position'],
  [/^(?:razonamiento|razones|argumentos|fundamentos|justificaci[oó]n|racioc[ií]nio|raz[õo]es|argumenta[çc][aã]o|fundamenta[çc][aã]o|begr[üu]ndung|argumente|gr[üu]nde|argumentation|raisonnement|arguments|justification|ragionamento|motivazion[ei]|argomentazione|ragioni)$/u, 'reasoning'],
  [/^(?:objeci[oó]n(?:es)?|obje[çc](?:[aã]o|[õo]es)|objections?|obiezion[ei]) (?:anticipad[ao]s?|previst[ao]s?|esperad[ao]s?|antecipad[ao]s?|anticip[ée]es?|attendues?|pr[ée]vues?|attes[ae])$|^(?:erwartete[rn]?|vorweggenommene[rn]?|absehbare[rn]?) (?:einwand|einw[äa]nde|gegenargumente?)$/u, 'objection'],
  [/^(?:intercambio|r[ée]plicas?|confrontaci[oó]n|engajamento|interc[âa]mbio|confronto|auseinandersetzung|erwiderung|schlagabtausch|[ée]changes?|r[ée]pliques?|replica|repliche|scambio)$/u, 'engagement'],
  [/^(?:acuerdos?|coincidencias?|acordos?|concord[âa]ncia|concordanza|einigung|[üu]bereinstimmung(?:en)?|accords?|points d['’]accord|accordo|punti di accordo)(?: (?:con|com|mit|avec) .{1,30})?$/u, 'agreement'],
];

/** The kind of a section label, in any of the four languages; 'other' when it is not one. */
export function labelKind(label: string): SectionKind {
  const name = bareLabel(label);
  if (name === '' || name.length > 40) return 'other';
  const base = name.replace(POSSESSIVE, '');
  const current = CURRENT.exec(base);
  const rest = current ? base.slice(current[0].length) : base;
  const kind = kindOf(rest === '' && current ? 'where i stand now' : rest);
  // "Current position", "現在の主張", "当前立场": the turn's position as it stands now.
  return current && kind === 'position' ? 'refined' : kind;
}

/**
 * A label with nothing after its word ("言い分", "立论", "Engagement", "此刻立场"), never a
 * sentence that opens with one ("立場は変わらず"): a label without a wrapper must be whole.
 */
export function isWholeLabel(label: string): boolean {
  const name = bareLabel(label);
  if (name === '' || name.length > 40) return false;
  const base = name.replace(POSSESSIVE, '');
  const rest = base.slice(CURRENT.exec(base)?.[0].length ?? 0);
  if (rest === '') return false;
  for (const [pattern] of [...SEED, ...EN, ...CJK]) if (pattern.exec(rest)?.[0].length === rest.length) return true;
  return false;
}

function kindOf(name: string): SectionKind {
  // A refined label first: "Refined position" must not stop at the seed's "position".
  for (const [pattern, kind] of [...EN, ...EU]) if (kind === 'refined' && pattern.test(name)) return kind;
  for (const [pattern, kind] of SEED) if (pattern.test(name)) return kind;
  for (const [pattern, kind] of EN) if (pattern.test(name)) return kind;
  for (const [pattern, kind] of CJK) if (pattern.test(name)) return kind;
  for (const [pattern, kind] of EU) if (pattern.test(name)) return kind;
  return 'other';
}
