// Whether the text before an action item's dash (`Ana Lima — book the room`) is its owner:
// only a text that reads as a person or a team is (probe 53 row 3: "Write the migration
// checklist — by 2028-02-28" has no owner). actionLabels.ts asks it.

/** English verbs a task opens with ("Write …", "Update …"): a lead that opens with one is the task. */
export const TASK_VERB = /^(?:add|agree|apply|archive|ask|assign|audit|benchmark|book|build|buy|call|cancel|capture|check|choose|circulate|clean|close|collect|compare|complete|confirm|configure|contact|create|cut|decide|define|delete|deploy|design|disable|document|do|draft|drop|email|enable|ensure|estimate|evaluate|file|finalise|finalize|find|finish|fix|follow|get|hand|install|investigate|keep|label|list|log|make|measure|meet|merge|migrate|monitor|move|notify|open|order|outline|pick|plan|port|prepare|present|price|propose|publish|raise|record|reduce|refactor|remove|rename|replace|report|request|review|rewrite|run|schedule|send|set|share|ship|sign|split|start|stop|summarise|summarize|sync|talk|tag|test|track|train|triage|trim|update|upgrade|verify|write)$/iu;
/** A team's or a role's word: "Team Platform", "the platform team", "ops", "QA lead". */
const TEAM_OR_ROLE = /^(?:team|squad|crew|group|guild|committee|board|ops|devops|sre|qa|pm|po|it|hr|legal|finance|security|infra|platform|design|support|moderator|chair|host|facilitator|recorder|scribe|owner|lead|manager|maintainers?|admins?|everyone|all)$/iu;
/** A word that names a place to deploy, a period or a platform, not someone to do the task: `Staging / Prod —`, `Q3 / Q4 —` (review 07b a01). */
const NO_OWNER_WORD = /^(?:staging|stage|prod|production|preprod|development|sandbox|local|beta|alpha|canary|q[1-4]|h[12]|fy\d{2,4}|web|mobile|ios|android|desktop|frontend|backend|api|cli|eu|us|apac|emea|latam|v\d+(?:\.\d+)*)$/iu;
/** Words inside a person's name written in lower case: "Sanne de Vries", "Ana da Silva". */
const NAME_PARTICLE = /^(?:de|da|das|do|dos|del|della|di|du|la|le|van|von|der|den|ter|ten|bin|al|el|y)$/u;
/** A word of Han, kana or Hangul: such a lead is read as a name only by CJK_NAME. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/**
 * A name in Han or Hangul, a few characters and an honorific at most (`王磊`, `佐藤さん`,
 * `김민수`): kana alone (`レビュー`) is a loanword as often as a name, so it is an owner only
 * as a participant's name (review 06zf row 9).
 */
const CJK_NAME = /^(?:\p{Script=Han}{1,4}(?:さん|様|氏|くん|君|ちゃん)?|\p{Script=Hangul}{1,4}(?:님|씨)?)$/u;
/** Owners joined in one lead: `Ops/SRE`, `Ana & Ben`, `QA + Design`. */
const JOINED = /[ \t]*(?:[/&+＆・]|[ \t]and[ \t])[ \t]*/u;
/** A name opening the text after the dash, up to a comma, a bracket, a date's "by" or the end (`Dee, by …`, `鈴木、3/12まで`). */
const NAME_FIRST = /^(@[^\s,，、;；(（]{1,40}|[^\s,，、;；(（]+(?:[ \t][^\s,，、;；(（]+){0,2}?)(?=[ \t]*(?:[,，、;；(（]|[ \t]by[ \t]|$))/u;

/** One owner: a name, one word that is no task's verb, capitalised words, or a team's or a role's phrase headed by its word. */
function oneOwner(text: string, knownName: (name: string) => boolean): boolean {
  if (text === '' || knownName(text)) return text !== '';
  const words = text.split(/\s+/u);
  // A team's word alone is the team, though it may be a verb too: `QA + Design` (review 06zg row 5).
  if (words.length === 1 && TEAM_OR_ROLE.test(text)) return true;
  if (TASK_VERB.test(words[0]!) || (words.length === 1 && NO_OWNER_WORD.test(text))) return false;
  if (CJK.test(text)) return CJK_NAME.test(text);
  if (words.length === 1) return /^[\p{L}][\p{L}\p{N}._'’-]{0,39}$/u.test(text);
  if (words.length <= 3 && words.every((w, i) => /^\p{Lu}/u.test(w) || (i > 0 && NAME_PARTICLE.test(w)))) return true;
  // A team's or a role's word is the phrase's head (`the platform team`, `Legal team`, `QA lead`, `team platform`), never its modifier (`Legal review`).
  const head = (w: string) => TEAM_OR_ROLE.test(w.replace(/[.,]$/u, ''));
  return words.length <= 4 && (head(words.at(-1)!) || /^(?:team|squad|crew)$/iu.test(words[0]!));
}

/**
 * The lead before ` — ` is an owner when it is a participant's name, one word that is no task's
 * verb (`Tomas`, `docs-publisher`, `lee`), a name in Han or Hangul (`王磊`, `김민수`), two or
 * three capitalised words (`Hana Kim`, `Team Platform`), up to four words headed by a team's or
 * a role's word (`the platform team`, `QA lead`), or owners of these kinds joined (`Ops/SRE`,
 * `Ana & Ben`). Never a clause that opens with a task's verb or runs longer: that is the task,
 * and the item has no owner. Nor is it one when the text after the dash opens with a
 * participant's name or a handle (`Legal review — Dee, by …`, `レビュー — 鈴木、3/12まで`):
 * the owner is written after the task there (review 06zf rows 7–9).
 */
export function readsAsOwner(lead: string, knownName: (name: string) => boolean, after = ''): boolean {
  const text = lead.trim();
  const named = NAME_FIRST.exec(after.trim())?.[1];
  if (named !== undefined && (named.startsWith('@') || knownName(named))) return false;
  if (text === '' || knownName(text)) return text !== '';
  const parts = text.split(JOINED);
  return parts.length > 1 && parts.length <= 4 ? parts.every((part) => part !== '' && oneOwner(part, knownName)) : oneOwner(text, knownName);
}
