// A switch written between two options: "Switch: A → B", "moving from C to B", "I now support B instead of A", "我从 A 改到 B",
// "2안에서 3안으로 옮기겠다", "案Aから案Bに乗り換えます". The option switched to is stated for
// (the README's convention: an explicit switch line is a label); the option left is only
// mentioned — leaving an option is no objection to it. A denied switch ("I'm not moving
// from A to B") is no switch. One test per pair of neighbouring mentions: linear.
import type { OptionMention } from './options.ts';

const OPTION_WORD = '(?:option|plan|案|方案|选项|候補|후보)?';
/** Before the option left: "Switch:", "switching from", "moving my vote from", "我从". */
const SWITCH_FROM = new RegExp(
  `(?:(?<![\\p{L}])(?<!(?:not|never|n't|no longer)[ \\t]+(?:(?:be|want to|going to|plan to|intend to|mean to)[ \\t]+)?)(?:switch(?:ing|ed)?|mov(?:e|es|ing|ed)|chang(?:e|es|ing|ed)|shift(?:s|ing|ed)?)` +
    `(?:[ \\t]+(?:my|our)[ \\t]+(?:vote|ballot|pick))?[ \\t]*(?:from[ \\t]+|[:：][ \\t]*)|(?<![不没別别])(?:从|由)[ \\t]*)[\\s*]*${OPTION_WORD}[ \\t]*$`,
  'iu',
);
/** Between the option left and the option taken: "→", "to", "改到", "改投", "换到". */
const SWITCH_TO = new RegExp(`^[\\s*]*(?:→|->|⇒|to|改到|改投|换到|换成|改成|改为|转到|转向)[\\s*]*${OPTION_WORD}[ \\t]*$`, 'iu');
/** Korean and Japanese write the verb after both: "2안에서 3안으로 옮기겠다", "案Aから案Bに乗り換え". */
const CJK_BETWEEN = new RegExp(`^[ \\t]*(?:에서|から)[ \\t]*${OPTION_WORD}[ \\t]*$`, 'u');
const CJK_VERB = /^[ \t]*(?:(?:으로|로)[ \t]*(?:옮기|옮깁|갈아타|바꾸|바꿉|변경|전환)|[にへ][ \t]*(?:乗り換え|乗りかえ|鞍替え|変え|変更|移り|移ります|切り替え))/u;

/** The option taken first, then the one left: "I now support B instead of A", "we're now for B rather than A" (probe 66 row 26). */
const NOW_TAKEN = new RegExp(`(?<![\\p{L}])(?:I|we)(?:['’](?:ve|m|re|d)|[ \\t]+(?:have|am|are|would))?[ \\t]+now[ \\t]+(?:support|back|favou?r|prefer|choose|pick|go[ \\t]+with|vote[ \\t]+for|for|in[ \\t]+favou?r[ \\t]+of)[\\s*]*${OPTION_WORD}[ \\t]*$`, 'iu');
const INSTEAD_OF = new RegExp(`^[\\s*]*(?:instead[ \\t]+of|rather[ \\t]+than)[\\s*]*${OPTION_WORD}[ \\t]*$`, 'iu');
/** A stance word right before an option: "for", "against", "pro", "in favour of". */
const STANCE_WORD = '(?:for|against|pro|con|in[ \\t]+favou?r[ \\t]+of|opposed[ \\t]+to|supporting|opposing|찬성|반대|賛成|反対|支持|反对)';
/** A switch of stance on one option: "Switch: against B → for B", "from against B to for B". */
const STANCE_FROM = new RegExp(`(?<![\\p{L}])${STANCE_WORD}[\\s*]*${OPTION_WORD}[ \\t]*$`, 'iu');
const STANCE_TO = new RegExp(`^[\\s*]*(?:→|->|⇒|(?<![\\p{L}])to(?![\\p{L}]))[\\s*]*(?:now[ \\t]+)?(${STANCE_WORD})[\\s*]*${OPTION_WORD}[ \\t]*$`, 'iu');
const AGAINST_WORD = /^(?:against|con|opposed|opposing|반대|反対|反对)/iu;

/** How a mention takes part in a switch: the option taken (`to`, or `to-against` when the switch is to a stance against it) or the one left. */
export type SwitchRole = 'to' | 'to-against' | 'from';

/** For each mention index: `to` for the option switched to, `from` for the one left. */
export function switchRoles(text: string, mentions: readonly OptionMention[]): Map<number, SwitchRole> {
  const roles = new Map<number, SwitchRole>();
  for (let i = 0; i + 1 < mentions.length; i++) {
    const from = mentions[i]!;
    const to = mentions[i + 1]!;
    if (from.key === to.key) {
      // One option, two stances: "Switch: against B → for B" takes the second (probe 20 row 10).
      const before = text.slice(Math.max(i === 0 ? 0 : mentions[i - 1]!.end, from.start - 40), from.start);
      // Only a short gap can be "→ for": a long one is never tested (the pattern's cost grows with it).
      const taken = to.start - from.end <= 40 ? STANCE_TO.exec(text.slice(from.end, to.start)) : null;
      if (taken && STANCE_FROM.test(before)) {
        roles.set(i, 'from');
        roles.set(i + 1, AGAINST_WORD.test(taken[1]!) ? 'to-against' : 'to');
      }
      continue;
    }
    const before = text.slice(Math.max(i === 0 ? 0 : mentions[i - 1]!.end, from.start - 60), from.start);
    const between = text.slice(from.end, to.start);
    const after = text.slice(to.end, to.end + 16);
    if ((SWITCH_FROM.test(before) && SWITCH_TO.test(between)) || (CJK_BETWEEN.test(between) && CJK_VERB.test(after))) {
      roles.set(i, 'from');
      roles.set(i + 1, 'to');
    } else if (INSTEAD_OF.test(between) && NOW_TAKEN.test(before)) {
      roles.set(i, 'to');
      roles.set(i + 1, 'from');
    }
  }
  return roles;
}
