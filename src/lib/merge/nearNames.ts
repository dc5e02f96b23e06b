import { compareText } from '../core/diagnostics.ts';
import type { AtlasNodeId } from '../core/ids.ts';
import type { NameSuggestion, NodeRecord, SuggestionSearch } from './types.ts';

const quote = (text: string): string => JSON.stringify(text);

// Near-equal names: suggestions only, never merged. Which pairs are suggested and how
// the search stays linear: docs/decisions/near-name-suggestions.md.

const BUCKET_CAP = 64;
const COMPARISON_CAP = 500_000;
const SUGGESTION_CAP = 5_000;
const MAX_DELETION_LENGTH = 24;

interface NameEntry {
  type: string;
  norm: string;
  /** The name without punctuation and spaces. */
  skeleton: string;
  skeletonLength: number;
  /** Distinct words, in order of first use. */
  words: string[];
  chars: string[];
  /** Any member with this name; all of them are one set. */
  member: number;
  /** The smallest original label with this normalised name. */
  label: string;
}

export function suggestNearNames(
  records: readonly NodeRecord[],
  byName: ReadonlyMap<string, ReadonlyMap<string, readonly number[]>>,
  find: (i: number) => number,
  canonicalId: (i: number) => AtlasNodeId,
): { suggestions: NameSuggestion[]; search: SuggestionSearch } {
  const search: SuggestionSearch = { names: 0, comparisons: 0, skippedBuckets: 0, bucketCap: BUCKET_CAP, capped: false, comparisonCap: COMPARISON_CAP, suggestionsDropped: 0, suggestionCap: SUGGESTION_CAP };
  const best = new Map<string, NameSuggestion>();
  const types = [...byName.keys()].sort(compareText);
  for (const type of types) {
    const entries = nameEntries(type, byName.get(type)!, records);
    search.names += entries.length;
    const compared = new Set<number>();
    const count = entries.length;
    outer: for (const list of bucketsOf(entries)) {
      if (list.length < 2) continue;
      if (list.length > BUCKET_CAP) {
        search.skippedBuckets++;
        continue;
      }
      for (let x = 0; x < list.length; x++) {
        for (let y = x + 1; y < list.length; y++) {
          const i = list[x]!, j = list[y]!;
          const pair = i * count + j; // i < j: entries were added in index order
          if (compared.has(pair)) continue;
          if (search.comparisons >= COMPARISON_CAP) {
            search.capped = true;
            break outer;
          }
          compared.add(pair);
          search.comparisons++;
          const a = entries[i]!, b = entries[j]!;
          const why = nearNameReason(a, b);
          if (why === null) continue;
          const ra = find(a.member), rb = find(b.member);
          if (ra === rb) continue; // already one node (an alias joined them)
          let s: NameSuggestion = { a: canonicalId(a.member), b: canonicalId(b.member), labelA: a.label, labelB: b.label, why };
          if (compareText(s.a, s.b) > 0) s = { a: s.b, b: s.a, labelA: s.labelB, labelB: s.labelA, why };
          const key = JSON.stringify([s.a, s.b]);
          const kept = best.get(key);
          if (kept === undefined || compareSuggestions(s, kept) < 0) best.set(key, s);
        }
      }
    }
  }
  const suggestions = [...best.values()].sort(compareSuggestions);
  search.suggestionsDropped = Math.max(0, suggestions.length - SUGGESTION_CAP);
  return { suggestions: suggestions.slice(0, SUGGESTION_CAP), search };
}

/** Distinct normalised names of one type, sorted, each with its smallest label. */
function nameEntries(type: string, names: ReadonlyMap<string, readonly number[]>, records: readonly NodeRecord[]): NameEntry[] {
  return [...names.keys()].sort(compareText).map((norm) => {
    const members = names.get(norm)!;
    let label = records[members[0]!]!.node.label;
    for (const i of members) if (compareText(records[i]!.node.label, label) < 0) label = records[i]!.node.label;
    const allWords = norm.split(/[^\p{L}\p{N}\p{M}]+/u).filter((w) => w !== '');
    const skeleton = allWords.join('');
    const words = [...new Set(allWords)];
    return { type, norm, skeleton, skeletonLength: Array.from(skeleton).length, words, chars: Array.from(norm), member: members[0]!, label };
  });
}

/** The buckets of entry indices to compare: by skeleton, then by word, then by deletion. */
function bucketsOf(entries: readonly NameEntry[]): Iterable<number[]> {
  // One map per key kind, so keys need no prefix.
  const bySkeleton = new Map<string, number[]>(), byWord = new Map<string, number[]>(), byDeletion = new Map<string, number[]>();
  const add = (buckets: Map<string, number[]>, key: string, i: number) => {
    const list = buckets.get(key);
    if (list === undefined) buckets.set(key, [i]);
    else if (list[list.length - 1] !== i) list.push(i); // i only grows: no repeats
  };
  entries.forEach((e, i) => {
    if (e.skeleton === '') return;
    add(bySkeleton, e.skeleton, i);
    for (const w of e.words) if (w.length >= 2) add(byWord, w, i);
    const sk = e.skeleton;
    const astral = sk.length !== e.skeletonLength; // slice by code points only when needed
    if (e.skeletonLength >= 4 && e.skeletonLength <= MAX_DELETION_LENGTH) {
      add(byDeletion, sk, i);
      if (!astral) for (let k = 0; k < sk.length; k++) add(byDeletion, sk.slice(0, k) + sk.slice(k + 1), i);
      else {
        const chars = Array.from(sk);
        for (let k = 0; k < chars.length; k++) add(byDeletion, chars.slice(0, k).join('') + chars.slice(k + 1).join(''), i);
      }
    }
  });
  return chain(bySkeleton.values(), byWord.values(), byDeletion.values());
}

function* chain<T>(...parts: Iterable<T>[]): Generator<T> {
  for (const part of parts) yield* part;
}

function compareSuggestions(x: NameSuggestion, y: NameSuggestion): number {
  return compareText(x.a, y.a) || compareText(x.b, y.b) || compareText(x.labelA, y.labelA) || compareText(x.labelB, y.labelB) || compareText(x.why, y.why);
}

function nearNameReason(a: NameEntry, b: NameEntry): string | null {
  if (a.skeleton === b.skeleton) return 'equal once punctuation and spaces are ignored';
  const [short, long] = a.words.length <= b.words.length ? [a, b] : [b, a];
  if (short.words.length > 0 && short.skeleton.length >= 3) {
    const longWords = new Set(long.words); // a Set: names of thousands of words stay linear
    if (short.words.every((w) => longWords.has(w))) return `every word of ${quote(short.label)} is in ${quote(long.label)}`;
  }
  const shorter = Math.min(a.chars.length, b.chars.length);
  const limit = shorter < 4 ? 0 : shorter < 8 ? 1 : 2;
  if (limit === 0 || Math.abs(a.chars.length - b.chars.length) > limit) return null;
  if (differOnlyInSideMarker(a.words, b.words)) return null;
  const distance = boundedEditDistance(a.chars, b.chars, limit);
  return distance <= limit ? `edit distance ${distance}` : null;
}

/** "agent a" / "agent b", "persona 1" / "persona 2": one differing word, a letter or a number. */
function differOnlyInSideMarker(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length || a.length < 2) return false;
  let differing = 0;
  for (let k = 0; k < a.length; k++) {
    const x = a[k]!, y = b[k]!;
    if (x === y) continue;
    differing++;
    const marker = (w: string) => Array.from(w).length === 1 || /^\p{N}+$/u.test(w);
    if (!marker(x) || !marker(y)) return false;
  }
  return differing === 1;
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * Levenshtein distance over code points, giving up (returning limit + 1) once it exceeds
 * limit. Banded: only cells within `limit` of the diagonal can stay within the limit, so
 * the work is (2·limit + 1) cells per character, linear in the names' length.
 */
export function boundedEditDistance(a: readonly string[], b: readonly string[], limit: number): number {
  const over = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return over;
  // Two scratch rows shared by all calls (allocating per call dominated the search).
  if (rowA.length <= b.length + 1) {
    rowA = new Int32Array(2 * (b.length + 2));
    rowB = new Int32Array(2 * (b.length + 2));
  }
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= Math.min(b.length, over); j++) previous[j] = Math.min(j, over);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    current[from - 1] = from === 1 ? Math.min(i, over) : over;
    let rowMin = current[from - 1]!;
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost, over);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (to < b.length) current[to + 1] = over; // the next row's band reaches one further
    if (rowMin > limit) return over;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, over);
}
