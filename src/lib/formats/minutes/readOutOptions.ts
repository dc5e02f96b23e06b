// Options read out in one line of running text: each after its worded key ("1안, 개발자가
// 작성. 2안, 라이터가 작성." / "Option A: keep it; Option B: move it"), or as a slash list
// ("1번 사내 세미나실 / 2번 동네 서점", "案A 著者が確認／案B 編集者だけ"). Keyed in order from the first.
import { MAX_STRUCTURE_LINE, squeeze } from '../../parse/frontmatter.ts';
import { OPTION_NUMBER, optionKey } from './optionNumber.ts';
import { LETTER, OPTION_WORD, cleanTitle } from './options.ts';

/** A worded key inside running text, its key in group 1 or 2, then a comma, colon or dash. */
const READ_OUT_KEY = new RegExp(`(?<![\\p{L}\\p{N}])(?:${OPTION_WORD}[ \\t]?(${LETTER}|${OPTION_NUMBER})|(${LETTER}|${OPTION_NUMBER})[ \\t]?(?:안|案))(?![\\p{L}\\p{N}])[ \\t]*[,，:：—–][ \\t]*`, 'gu');

/**
 * Options read out in one line, each after its worded key ("1안, 개발자가 작성. 2안, 라이터가
 * 작성. 3안, 자동 생성." / "Option A: keep it; Option B: move it"): two or more, keyed in order
 * from the first (A, B, … or 1, 2, …), each title running to its sentence's end.
 */
export function readOutOptions(line: string): Array<{ key: string; title: string; written?: string }> {
  if (line.length > 4 * MAX_STRUCTURE_LINE) return [];
  const text = squeeze(line).replace(/\*\*|__/g, '');
  const listed = slashListedOptions(text);
  if (listed.length > 0) return listed;
  const bracketed = bracketKeyedOptions(text);
  if (bracketed.length > 0) return bracketed;
  const keys = [...text.matchAll(READ_OUT_KEY)].slice(0, 20);
  const found = keys.map((m, i) => {
    const end = keys[i + 1]?.index ?? text.length;
    const title = cleanTitle(text.slice(m.index + m[0].length, end).split(/[.。;；!?！？](?:[ \t]|$)|[。；]/u)[0]!);
    return { key: optionKey(m[1] ?? m[2]!).toUpperCase(), title };
  });
  return found.length >= 2 && keyedInOrder(found) && found.every((f) => f.title !== '' && f.title.length <= 100) ? found : [];
}

/** A worded key opening a part of a slash list, its key in group 1 or 2, then a space. */
const LISTED_KEY = new RegExp(`(?<![\\p{L}\\p{N}])(?:${OPTION_WORD}[ \\t]?(${LETTER}|${OPTION_NUMBER})|(${LETTER}|${OPTION_NUMBER})[ \\t]?(?:안|案|번))(?![\\p{L}\\p{N}])[ \\t　]+`, 'u');

/**
 * Options read out as a slash list, each part opening with its worded key and a space
 * ("1번 사내 세미나실 / 2번 동네 서점 / 3번 온라인만", "案A 著者が確認／案B 編集者だけ"):
 * keyed in order from the first; only the first part may have words before its key.
 */
function slashListedOptions(text: string): Array<{ key: string; title: string; written?: string }> {
  const parts = text.split(/[ \t]*[／｜][ \t]*|[ \t]+[/|][ \t]+/u).slice(0, 21);
  if (parts.length < 2 || parts.length > 20) return [];
  const found: Array<{ key: string; title: string; written?: string }> = [];
  for (const [i, part] of parts.entries()) {
    const m = LISTED_KEY.exec(part);
    if (!m || (i > 0 && m.index !== 0)) return [];
    const title = cleanTitle(part.slice(m.index + m[0].length));
    if (title === '' || title.length > 100) return [];
    // The key as written ("2번", "案A") is kept for the label when it is not English.
    const written = m[0].trim();
    found.push({ key: optionKey(m[1] ?? m[2]!).toUpperCase(), title, ...(/^[A-Za-z]/u.test(written) ? {} : { written }) });
  }
  return keyedInOrder(found) ? found : [];
}

/** A bracket-closed key in running text, at its start or after a colon, comma, semicolon, `or` or `and`: `: A) Kafka, B) NATS`. */
const BRACKET_KEY = /(?:^|[:：,，;；][ \t]*|[ \t](?:or|and|vs\.?)[ \t]+)(?<![(（])([A-H]|[1-9])[)）][ \t]+/gu;

/**
 * Options read out with bracket-closed keys ("Pick one: A) Kafka, B) NATS, or C) both"): two
 * or more, keyed in order from the first (A, B, … or 1, 2, …), each title running to the
 * next key or its sentence's end, the joining comma, `or` and `and` left out.
 */
function bracketKeyedOptions(text: string): Array<{ key: string; title: string }> {
  const keys = [...text.matchAll(BRACKET_KEY)].slice(0, 20);
  const found = keys.map((m, i) => {
    const end = keys[i + 1]?.index ?? text.length;
    const part = text.slice(m.index + m[0].length, end).split(/[.。;；!?！？](?:[ \t]|$)|[。；]/u)[0]!;
    return { key: m[1]!, title: cleanTitle(part.replace(/[ \t]*(?:,|，)?[ \t]*(?:or|and)?[ \t]*$/u, '')) };
  });
  // A list of causes or issues (`Known issues: A) …, B) …`) is no choice: the line must speak of one (review 06w W7).
  const choosing = keys.length > 0 && (CHOOSING.test(text.slice(0, keys[0]!.index)) || /[ \t](?:or|vs\.?|versus)[ \t]+(?:[A-H]|[1-9])[)）]/iu.test(text));
  return found.length >= 2 && keyedInOrder(found) && choosing && found.every((f) => f.title !== '' && f.title.length <= 100) ? found : [];
}

/** Words of a choice before the first key: `Pick a queue:`, `Options:`, `we decide between`. */
const CHOOSING = /(?<![\p{L}])(?:options?|choices?|choose|pick|decide|decision|between|either|alternatives?|candidates?|proposals?|vote|which)(?![\p{L}])|선택|후보|대안|方案|选项|選択|どれ|哪/iu;

/** Keys in order from the first: A, B, … or 1, 2, … */
const keyedInOrder = (found: ReadonlyArray<{ key: string }>): boolean => {
  const order = found.map((f) => f.key).join(' ');
  return ['A B C D E F G H', '1 2 3 4 5 6 7 8 9'].some((run) => `${run} `.startsWith(`${order} `));
};
