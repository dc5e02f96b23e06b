// Where a text's clauses begin and end for the concession readers (reading.ts): sentence ends,
// ";", the contrastive conjunctions, Italian and Portuguese ", ma"/", mas" in lower case, and
// French ", mais" after a French concession cue.

/**
 * Italian and Portuguese "but" after a comma, in lower case only: ", MA" is Massachusetts
 * (review 06o F1). French "mais" only before a pronoun or an article that opens a clause
 * (`, mais ils …`): Portuguese "mais" is "more", after a comma too (reviews 06q Q3, 06r R7).
 */
const LOWER_CASE_BUT = /,[ \t]+(?:ma|mas|mais(?=[ \t]+(?:(?:il|ils|elle|elles|je|nous|vous|on|ce|cela|ça|le|la|les|son|sa|ses|leur|leurs|notre|votre|cette|cet|ces|rien|personne)(?![\p{L}])|(?:j|c|l|qu|s|n)['’])))[ \t]+(?=\p{Ll})/gu;

// Clause boundaries: sentence ends (a full stop only before white space: "1.5 milioni" is one
// number, review 07b row t09), ";", and the contrastive conjunctions of the four languages. The conceded point and the "but" that follows it are different clauses.
const CLAUSE_SPLIT =
  /(?<=[!?。！？;；])\s*|(?<=\.)(?:\s+|$)|,?\s+(?:but|however|yet|although|though|pero|sin embargo|aber|jedoch|allerdings|cependant|toutefois|por[ée]m|contudo|tuttavia|per[òo])\s+|(?<=が|けど|けれど|けれども|ものの)、|、?(?:しかし|ただし|だが|でも)、?|，?(?:但是|但|不过|然而|可是)，?|(?<=지만|으나|는데)[,，]?\s+|\s*(?<!\p{L})(?:하지만|그러나|다만|그런데)\s*/iu;

export function clausesOf(text: string): string[] {
  return text.split(CLAUSE_SPLIT).flatMap((c) => atLowerCaseBut(c ?? '')).flatMap(atFrenchMais).map((c) => c.trim()).filter((c) => c !== '');
}

/**
 * A clause cut at each lower-case ", ma" / ", mas" / ", mais", except the additive second half
 * of "non solo X, ma anche Y" / "não só X, mas também Y" or an "also" before a thing ("…, ma
 * anche la formazione", review 06ze rows 10, 11); `, ma anche se …`, `, ma pure così …`, `, mas
 * também não …` turn back (review 06zh rows 11–14).
 */
function atLowerCaseBut(clause: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const m of clause.matchAll(LOWER_CASE_BUT)) {
    if (additiveBut(clause, m.index, m[0], from)) continue;
    parts.push(clause.slice(from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(clause.slice(from));
  return parts;
}
/** The first lower-case ", ma" / ", mas" / ", mais" that turns back (see atLowerCaseBut), or null. */
export function lowerCaseBut(text: string): RegExpExecArray | null {
  for (const m of text.matchAll(LOWER_CASE_BUT)) if (!additiveBut(text, m.index, m[0], 0)) return m;
  return null;
}
const additiveBut = (text: string, at: number, matched: string, from: number): boolean => {
  if (/mais/u.test(matched)) return false;
  const after = text.slice(at + matched.length);
  // "non solo" in the same sentence only: "Non solo Kafka è veloce. Ammetto che …, ma anche così …" turns back (review 07a rows 14, 15).
  // A sentence ends at a full stop before a capital: not in "1.5" nor "p.es. le licenze" (review 07b rows 11–13).
  const sentence = text.slice(from, at).split(/[!?。！？;；]|\.(?=[ \t]+\p{Lu})/u).pop() ?? '';
  return ADDS_THING.test(after) || (ADDS_AFTER.test(after) && NOT_ONLY.test(sentence));
};
/** The additive word after "ma"/"mas" in "non solo X, ma anche Y", "não só X, mas também Y". */
const ADDS_AFTER = /^(?:anche|pure|também)(?![\p{L}])/u;
/**
 * It before a thing's article or a second "that", each in its own language: "…, ma anche la
 * formazione pesa", "ma anche l'operatività", "ma anche che …", "…, mas também a formação",
 * "mas também que …" add (not "ma anche così", "ma anche a questo prezzo", "mas também a este preço",
 * "mas também não").
 */
const ADDS_THING = /^(?:(?:anche|pure)[ \t]+(?:(?:il|lo|la|i|gli|le|un|una|uno|che)(?![\p{L}])|l['’]|un['’])|também[ \t]+(?:(?:o|a|os|as|um|uma|que)(?![\p{L}])(?![ \t]+(?:este|esta|estes|estas|esse|essa|isso|isto|aquele|aquela|partir)(?![\p{L}]))))/u;
const NOT_ONLY = /(?<![\p{L}])(?:non[ \t]+solo|non[ \t]+soltanto|não[ \t]+só|não[ \t]+apenas|não[ \t]+somente)(?![\p{L}])/iu;

/** A French concession cue ("Je concède", "je reconnais", "J'admets"): after one, ", mais" turns back whatever follows. */
const FRENCH_CUE = /(?<![\p{L}])(?:conc[èé]de|reconnais|admets)(?![\p{L}])/iu;
// Not `, mais aussi` / `, mais surtout` / `, mais également` / `, mais plus encore`, which add to what is granted (review
// 06zd row 4), nor `, mais encore` after `non seulement`; `, mais même ainsi`, `, mais encore faut-il` and `, mais
// surtout pas` turn back (review 06ze rows 8, 9; 06zh rows 15, 16).
const FRENCH_MAIS = /,[ \t]+mais[ \t]+(?=\p{Ll})(?!(?:aussi|surtout(?![\p{L}])(?![ \t]+(?:pas|ne|n['’]|rien|jamais)(?![\p{L}]))|également|plus encore)(?![\p{L}]))/gu;
/**
 * French ", mais" after a French cue, as Italian ", ma" is read (`Je concède en partie que X,
 * mais un module …`, probe 51 #7): no list of the words after it, which Portuguese ", mais
 * um" (one more) needs elsewhere; the first after the cue, or null.
 */
export function frenchMais(text: string): RegExpExecArray | null {
  const cue = FRENCH_CUE.exec(text);
  if (cue === null) return null;
  FRENCH_MAIS.lastIndex = cue.index;
  for (let m = FRENCH_MAIS.exec(text); m !== null; m = FRENCH_MAIS.exec(text)) {
    // `non seulement …, mais encore …` adds; `…, mais encore faut-il …` turns back whatever came before (review 06zh row 16).
    const additive = /^encore(?![\p{L}])(?![ \t]+faut)/u.test(text.slice(m.index + m[0].length)) && /non[ \t]+seulement/iu.test(text.slice(cue.index, m.index));
    if (!additive) return m;
  }
  return null;
}
const atFrenchMais = (clause: string): string[] => {
  const m = frenchMais(clause);
  return m === null ? [clause] : [clause.slice(0, m.index), ...atFrenchMais(clause.slice(m.index + m[0].length))];
};
