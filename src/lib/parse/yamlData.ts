// YAML frontmatter read as data, never as types: the JSON-compatible core only (strings,
// numbers, booleans, null, lists, maps). A tag that asks the parser to build something
// else (`!!binary`, `!!set`, `!!omap`, `!!timestamp`, `!foo`) is refused with its line,
// so no decoder can turn base64 into control characters or a set into "[object Set]";
// every key and string passes the control-character rule (controlCharacters.ts); and
// the number of keys and list items is bounded before the parser builds anything.
import { isMap, isNode, isPair, isScalar, visit, type Document, type Node as YamlNode, type ScalarTag } from 'yaml';
import type { Diagnostic } from '../core/diagnostics.ts';
import { formatCount, MAX_FRONTMATTER_ENTRIES } from '../core/limits.ts';
import { controlCharacterMatch, controlCharacterProblem, forbiddenIn } from './controlCharacters.ts';

const CORE = 'tag:yaml.org,2002:';
/** Tags that only restate what JSON has; any other tag is refused. */
const DATA_TAGS = new Set(['!', `${CORE}str`, `${CORE}seq`, `${CORE}map`, `${CORE}null`, `${CORE}bool`, `${CORE}int`, `${CORE}float`]);

/**
 * The failsafe schema keeps every scalar as the text written; these let the JSON-core tags
 * (`!!int 3`) be written without a warning, still read as that text.
 */
export const DATA_SCALAR_TAGS: ScalarTag[] = ['null', 'bool', 'int', 'float'].map((name) => ({
  tag: `${CORE}${name}`,
  default: false,
  resolve: (text: string) => text,
}));

/** `!!binary` for a core tag, the tag as written otherwise. */
const shownTag = (tag: string): string => (tag.startsWith(CORE) ? `!!${tag.slice(CORE.length)}` : tag);

export type Position = (offset: number) => { line: number; column: number };

/** A tag beyond JSON's: it asks the parser to build something other than data. */
const refusedTag = (node: { tag?: string | undefined }): node is { tag: string } => node.tag !== undefined && !DATA_TAGS.has(node.tag);

/**
 * Every tag that is not plain data, every duplicate key and every control character in a
 * parsed frontmatter document, each at its line (1-based within the file) and column.
 */
export function yamlDataProblems(doc: Document, file: string, yamlText: string, position: Position): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const at = (node: { range?: readonly number[] | null }) => position(Math.min(node.range?.[0] ?? 0, yamlText.length));
  visit(doc, {
    Node(_key, node: YamlNode) {
      if (refusedTag(node)) {
        problems.push({
          severity: 'error', code: 'frontmatter', file, ...at(node), path: 'frontmatter',
          message: `the YAML tag ${shownTag(node.tag)} is not allowed; frontmatter is data: strings, numbers, true/false, null, lists and maps (remove the tag)`,
        });
      }
      if (isScalar(node) && typeof node.value === 'string') {
        // One written raw is reported for the whole file by the format registry, as
        // written; here the ones an escape or a decoder made.
        const made = forbiddenIn(node.value, false);
        const raw = made.length > 0 && node.range ? controlCharacterMatch(yamlText.slice(node.range[0], node.range[1])) : null;
        if (raw === null) for (const { character } of made) problems.push(controlCharacterProblem(file, character, at(node), 'frontmatter'));
      }
      if (isMap(node)) duplicateKeys(node.items, file, at, problems);
    },
  });
  return problems;
}

/** Whether a node is refused (yamlDataProblems): a tag beyond JSON's, or a string holding a forbidden character. */
const refused = (node: unknown): boolean =>
  isNode(node) && (refusedTag(node) || (isScalar(node) && typeof node.value === 'string' && forbiddenIn(node.value, false).length > 0));

/**
 * The document without what yamlDataProblems refused (a pair whose key or value is refused,
 * a refused list item), so the rest of a refused frontmatter is still checked, and nothing
 * refused reaches a reading.
 */
export function withoutRefused(doc: Document): Document {
  const kept = doc.clone();
  visit(kept, {
    Pair: (_key, pair) => (refused(pair.key) || refused(pair.value) ? visit.REMOVE : undefined),
    Node: (_key, node) => (refused(node) ? visit.REMOVE : undefined),
  });
  return kept;
}

function duplicateKeys(items: readonly unknown[], file: string, at: (node: YamlNode) => { line: number; column: number }, problems: Diagnostic[]): void {
  const seen = new Set<string>();
  for (const pair of items) {
    if (!isPair(pair) || !isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    problems.push({ severity: 'error', code: 'frontmatter', file, ...at(pair.key), path: 'frontmatter', message: `invalid YAML: the key "${key}" appears twice in one mapping; keys must be unique` });
  }
}

/**
 * The first line (1-based within the YAML text) where the frontmatter has more than
 * `limit` keys and list items, counted lexically before the parser builds anything: every
 * key or item starts a line, follows a `- ` marker or a comma, so counting non-blank
 * lines, further markers and every comma is never fooled by quotes or brackets (commas in
 * text overcount; `- key: value` counts once). Null within the limit. Linear.
 */
export function findEntryOverflow(yamlText: string, limit = MAX_FRONTMATTER_ENTRIES): { line: number; message: string } | null {
  let count = 0;
  let lineNumber = 0;
  for (let start = 0; start <= yamlText.length; ) {
    const lineEnd = yamlText.indexOf('\n', start);
    const end = lineEnd === -1 ? yamlText.length : lineEnd;
    const line = yamlText.slice(start, end);
    start = end + 1;
    lineNumber++;
    let i = 0;
    while (line[i] === ' ' || line[i] === '\t') i++;
    if (i === line.length || line[i] === '#') continue;
    count++; // the line's key or item; `- - x` nests one more item per further marker
    for (let markers = 0; line[i] === '-' && (line[i + 1] === ' ' || i + 1 === line.length); markers++) {
      if (markers > 0) count++;
      i += 2;
      while (line[i] === ' ') i++;
    }
    for (let comma = line.indexOf(',', i); comma !== -1; comma = line.indexOf(',', comma + 1)) count++;
    if (count > limit) {
      return { line: lineNumber, message: `the frontmatter has more than ${formatCount(limit)} keys and list items (the limit; counted up to this line: lines, "- " items and commas); shorten it` };
    }
  }
  return null;
}

// YAML 1.2's core schema, the plain scalars it reads as something other than text.
const CORE_NULL = /^(?:~|null|Null|NULL)$/;
const CORE_BOOL = /^(?:true|True|TRUE|false|False|FALSE)$/;
const CORE_NUMBER = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** What YAML's core schema would make of a scalar written plain, or with a JSON-core tag; undefined for text. */
function coreType(node: { type?: string | undefined; tag?: string | undefined; value: string }): 'null' | 'number' | 'true/false' | undefined {
  if (node.tag === `${CORE}null`) return 'null';
  if (node.tag === `${CORE}int` || node.tag === `${CORE}float`) return 'number';
  if (node.tag === `${CORE}bool`) return 'true/false';
  if (node.tag !== undefined || node.type !== 'PLAIN') return undefined;
  if (CORE_NULL.test(node.value)) return 'null';
  if (CORE_BOOL.test(node.value)) return 'true/false';
  return CORE_NUMBER.test(node.value) ? 'number' : undefined;
}

/** The keys above a node, `participants.role`: the field a warning names. */
function fieldOf(path: readonly unknown[]): string {
  const keys: string[] = [];
  for (const ancestor of path) if (isPair(ancestor) && isScalar(ancestor.key)) keys.push(String(ancestor.key.value));
  return keys.join('.');
}

/**
 * Frontmatter is text (the failsafe schema keeps each scalar as written), but a value
 * YAML's core schema reads as something else is never made text silently
 * (docs/decisions/yaml-as-data.md): a null (`null`, `~`, `!!null x`) is no value, so it is
 * blanked (a key with it reads as not given, a list item is left out); a number or
 * true/false in a list (`tags: [7]`), where JSON would refuse it, is kept as the text
 * written. Each is a warning at its line naming the field. A key's own number
 * (`phase: 2`) is that key's text, as written, without a word. Changes `doc` (the nulls).
 */
export function nonTextScalars(doc: Document, file: string, position: Position): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  visit(doc, {
    Scalar(key, node, path) {
      if (key === 'key' || typeof node.value !== 'string') return;
      const type = coreType({ type: node.type, tag: node.tag, value: node.value });
      const item = typeof key === 'number';
      if (type === undefined || (type !== 'null' && !item)) return;
      const field = fieldOf(path);
      const written = JSON.stringify(node.value);
      const where = item ? `an item of ${field || 'the list'}` : field;
      const message = type === 'null'
        ? `${where} is YAML null (${written}), not text: ${item ? 'the item is left out' : 'read as not given'}; quote it to mean the word`
        : `${where} is a YAML ${type} (${written}), not text: read as the text ${written}; quote it to say so (a list of text has only text)`;
      warnings.push({ severity: 'warning', code: 'frontmatter', file, ...position(Math.max(0, node.range?.[0] ?? 0)), path: field || 'frontmatter', message });
      if (type === 'null') node.value = '';
    },
  });
  return warnings;
}
