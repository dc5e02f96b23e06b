// Whether the text before an action item's dash (`Ana Lima — book the room`) is its owner:
// only a text that reads as a person or a team is (probe 53 row 3: "Write the migration
// checklist — by 2028-02-28" has no owner). actionLabels.ts asks it.

/** English verbs a task opens with ("Write …", "Update …"): a lead that opens with one is the task. */
const TASK_VERB = /^(?:add|agree|archive|ask|assign|audit|benchmark|book|build|buy|call|cancel|capture|check|choose|circulate|clean|close|collect|compare|complete|confirm|configure|contact|create|cut|decide|define|delete|deploy|design|disable|document|do|draft|drop|email|enable|estimate|evaluate|file|finalise|finalize|find|finish|fix|follow|get|hand|install|investigate|keep|label|list|log|make|measure|meet|merge|migrate|monitor|move|notify|open|order|outline|pick|plan|port|prepare|present|price|propose|publish|raise|record|reduce|refactor|remove|rename|replace|report|request|review|rewrite|run|schedule|send|set|share|ship|sign|split|start|stop|summarise|summarize|sync|talk|tag|test|track|train|trim|update|upgrade|verify|write)$/iu;
/** A team's or a role's word: "Team Platform", "the platform team", "ops", "QA lead". */
const TEAM_OR_ROLE = /^(?:team|squad|crew|group|guild|committee|board|ops|devops|sre|qa|pm|po|it|hr|legal|finance|security|infra|platform|design|support|moderator|chair|host|facilitator|recorder|scribe|owner|lead|manager|maintainers?|admins?|everyone|all)$/iu;
/** Words inside a person's name written in lower case: "Sanne de Vries", "Ana da Silva". */
const NAME_PARTICLE = /^(?:de|da|das|do|dos|del|della|di|du|la|le|van|von|der|den|ter|ten|bin|al|el|y)$/u;
/** Han, kana and Hangul: a name in those scripts is written without spaces, in a few characters. */
const CJK_ONLY = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]+$/u;

/**
 * The lead before ` — ` is an owner when it is a participant's name, one word that is no task's
 * verb (`Tomas`, `docs-publisher`, `lee`, `王磊`: a word of Han, kana or Hangul at most four
 * characters long), two or three capitalised words (`Hana Kim`, `Team Platform`), or up to four
 * words with a team's or a role's word among them (`the platform team`). Never a clause that
 * opens with a task's verb or runs longer: that is the task, and the item has no owner.
 */
export function readsAsOwner(lead: string, knownName: (name: string) => boolean): boolean {
  const text = lead.trim();
  if (text === '' || knownName(text)) return text !== '';
  const words = text.split(/\s+/u);
  if (TASK_VERB.test(words[0]!)) return false;
  if (words.length === 1) return CJK_ONLY.test(text) ? [...text].length <= 4 : /^[\p{L}][\p{L}\p{N}._'’-]{0,39}$/u.test(text);
  if (words.length <= 3 && words.every((w, i) => /^\p{Lu}/u.test(w) || (i > 0 && NAME_PARTICLE.test(w)))) return true;
  return words.length <= 4 && words.some((w) => TEAM_OR_ROLE.test(w.replace(/[.,]$/u, '')));
}
