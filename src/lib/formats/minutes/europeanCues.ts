// What makes a French, Spanish, Portuguese or Italian withdrawal ("je retire mon opposition
// à B", "retiro mi objeción a la opción B", "ritiro la mia obiezione alla B") no withdrawal:
// a negation right before its verb, or a condition. Each language has its own words: Spanish
// and French "se" and Italian "si" are pronouns, not "if" (review 06ze rows 1–3); Portuguese
// "se" is both, so it counts only where a clause begins. In doubt, no change is drawn.
export type EuropeanLanguage = 'fr' | 'es' | 'pt' | 'it';

/** The verb (and possessive) that tells a withdrawal's language. */
const LANGUAGE_CUE = /(?<![\p{L}])(?:(?:je|nous)[ \t]+(?:retir|lève|lev)|(ritir)|retir\p{L}*[ \t]+(?:(a[ \t]+minha|o[ \t]+meu|minha|meu|nossa|nosso)(?![\p{L}])|mi|nuestr))/giu;

/** The language of the last European withdrawal in `text` (the words before its option), if any. */
export function withdrawalLanguage(text: string): EuropeanLanguage | undefined {
  let language: EuropeanLanguage | undefined;
  for (const m of text.matchAll(LANGUAGE_CUE)) language = m[1] !== undefined ? 'it' : m[2] !== undefined ? 'pt' : /^(?:je|nous)/iu.test(m[0]) ? 'fr' : 'es';
  return language;
}

/**
 * A negation right before the verb, in any of the four: "No retiro", "Não retiro", "je ne
 * retire pas", "Tampoco retiro", "No por ello retiro", "Nem por isso retiro", "Non per questo
 * ritiro" (review 06zd rows 1–3, 06ze rows 4–6). Elsewhere in the sentence a "no" negates
 * something else ("No, ya lo vimos: retiro…").
 */
const NEGATED = /(?<![\p{L}])(?:no|não|nao|non|ne|nunca|jamais|jamás|mai|tampoco|tampouco|nemmeno|neanche|neppure|nem|ni|(?:no|non|não|nem)[ \t]+(?:per|por)[ \t]+(?:ello|esto|eso|questo|ciò|isso|isto|tanto))[ \t]+(?:(?:lo|la|le|me|te|se|n['’])[ \t]*)?(?:retir|ritir|lève|lev)/iu;

/** Each language's conditions ("if", "when", "once", "provided that", "unless"); "even if", "although" (`si bien`) and "maybe" (`se calhar`) are none. */
const CONDITIONS: Record<EuropeanLanguage, string> = {
  fr: String.raw`(?<!même[ \t]+)si|quand(?![ \t]+m[êe]me(?![\p{L}]))|lorsque|lorsqu|dès que|une fois|à condition|pourvu|à moins|sauf si`,
  es: String.raw`(?<!(?:aun|incluso)[ \t]+)si(?![ \t]+bien(?![\p{L}]))|cuando|una vez|siempre que|en cuanto|a condición|con tal de que|con tal que|a menos que|salvo que|excepto si`,
  pt: String.raw`(?<=(?:^|[,;(]|(?<![\p{L}])(?:e|mas|ou|só|somente|apenas|exceto|(?<!já[ \t]+)que|porém))[ \t]*)se(?![ \t]+calhar(?![\p{L}]))|quando|uma vez(?![ \t]+que(?![\p{L}]))|desde que|a condição|contanto que|assim que|caso|a menos que|a não ser que|salvo se`,
  it: String.raw`(?<!(?:anche|neanche|pure)[ \t]+)se(?![ \t]+ne(?![\p{L}]))|quando|una volta|purché|a condizione|qualora|sempre che|non appena|appena|a meno che|salvo che|tranne che|eccetto che`,
};
/** Where the option's own clause ends: a reason ("porque", "perché", "parce que") or a relative ("que", "che"). */
const CLAUSE_ENDS: Record<EuropeanLanguage, string> = {
  fr: String.raw`parce que|parce qu|puisque|puisqu|car|comme|vu que|étant donné|que|qu|qui|dont`,
  es: String.raw`porque|ya que|puesto que|dado que|como|pues|que|quien|cual`,
  pt: String.raw`porque|pois|já que|visto que|como|que|quem|qual`,
  it: String.raw`perché|poiché|siccome|visto che|dato che|giacché|dal momento che|che|cui|quale`,
};
const word = (alternatives: string) => String.raw`(?<![\p{L}])(?:${alternatives})(?![\p{L}])`;
const HEAD_CONDITION = table((language) => new RegExp(word(CONDITIONS[language]), 'iu'));
/** A condition after the option, in its clause or set off by a comma with a few words before it ("…, pero solo si legal lo aprueba"). */
const TAIL_CONDITION = table((language) => new RegExp(
  String.raw`^(?:(?:(?!${word(CLAUSE_ENDS[language])})[^,;:.!?])*?|[ \t]*,[ \t]*(?:(?:pero|mas|mais|ma|però|solo|sólo|só|somente|apenas|seulement|soltanto|y|e|et|ou|o)[ \t]+){0,3})${word(CONDITIONS[language])}`,
  'iu',
));

function table(make: (language: EuropeanLanguage) => RegExp): Record<EuropeanLanguage, RegExp> {
  return { fr: make('fr'), es: make('es'), pt: make('pt'), it: make('it') };
}

/** Whether the words before the option (the withdrawal's sentence part) negate it or make it a condition's. */
export const europeanNotDone = (head: string, language: EuropeanLanguage): boolean => NEGATED.test(head) || HEAD_CONDITION[language].test(head);

/** Whether the words after the option make the withdrawal a condition's. */
export const europeanConditionAfter = (tail: string, language: EuropeanLanguage): boolean => TAIL_CONDITION[language].test(tail);
