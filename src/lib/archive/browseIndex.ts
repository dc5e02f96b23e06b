// The ways into the archive besides the newest-first list: by tag, by year and month,
// and by the personas and domains that appear in debates.
import { compareText } from '../core/diagnostics.ts';
import { fnv1a, nodeAnchor, portableSegment, slugifySegment, type DebateSlug, type NodeAnchor, type NodeId } from '../core/ids.ts';
import { withoutInvisible } from '../core/invisibleCharacters.ts';
import { normaliseName } from '../core/names.ts';
import { isPlaceholderName } from '../merge/names.ts';
import { compareDebatesNewestFirst, type DebateRecord } from './debateRecord.ts';

export interface TagGroup { key: string; label: string; debates: DebateRecord[] }
export interface YearGroup {
  year: string;
  months: Array<{ month: string; debates: DebateRecord[]; /** Where its first debate is in `debates`. */ offset: number }>;
  /** The year's debates, newest first (the months one after the other): its pages. */
  debates: DebateRecord[];
  count: number;
}
export interface NameEntry { name: string; appearances: Array<{ slug: DebateSlug; id: NodeId; title: string; anchor: NodeAnchor; detail?: string }> }

/**
 * A tag's page key: its slug, without invisible format characters (so `a\u200bi` is the
 * tag `ai`, not a look-alike page of its own), or a hash when the tag has no letters or digits.
 * A tag with a sign its slug drops (`c++`, `c#`) gets the hash of its folded text after the
 * slug, so it has a page of its own, not the page of `c` (probe 62 row 4).
 */
export function tagKey(tag: string): string {
  const folded = withoutInvisible(tag).normalize('NFKC').toLowerCase();
  const slug = portableSegment(slugifySegment(folded));
  if (slug === '') return `tag-${fnv1a(folded).toString(36)}`;
  return DROPPED_SIGN.test(folded) ? `${slug}-${fnv1a(folded).toString(36)}` : slug;
}
/** A sign a slug leaves out: not a letter, digit, mark, space or word separator. */
const DROPPED_SIGN = /[^\p{L}\p{N}\p{M}\s_.\/'’:-]/u;

/** A debate in a list (the index, a tag's or a year's page) shows at most this many tags. */
export const TAGS_IN_LIST = 8;

/**
 * The tags a debate's entry in a list shows, and how many it leaves to the debate's page
 * and the browse page (which lists every tag once). So a tag page costs its debates,
 * never its debates times their tags: 200 pages of one debate with 200 tags are not
 * 40,000 tag links.
 */
export function listedTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, TAGS_IN_LIST), more: Math.max(0, tags.length - TAGS_IN_LIST) };
}

export function tagGroups(debates: readonly DebateRecord[]): TagGroup[] {
  const groups = new Map<string, { labels: Set<string>; debates: DebateRecord[] }>();
  for (const debate of debates) {
    for (const tag of new Set(debate.tags.map((t) => t.trim()).filter(Boolean))) {
      const key = tagKey(tag);
      const group = groups.get(key) ?? { labels: new Set<string>(), debates: [] };
      group.labels.add(tag);
      // Debates come one at a time: a repeat (two spellings of one key) is the last one.
      if (group.debates[group.debates.length - 1] !== debate) group.debates.push(debate);
      groups.set(key, group);
    }
  }
  return [...groups]
    .map(([key, g]) => ({ key, label: [...g.labels].sort(compareText).join(' / '), debates: g.debates.sort(compareDebatesNewestFirst) }))
    .sort((a, b) => b.debates.length - a.debates.length || compareText(a.key, b.key));
}

export function yearGroups(debates: readonly DebateRecord[]): YearGroup[] {
  const years = new Map<string, Map<string, DebateRecord[]>>();
  for (const debate of debates) {
    if (!debate.date) continue;
    const year = debate.date.slice(0, 4), month = debate.date.slice(0, 7);
    const months = years.get(year) ?? new Map<string, DebateRecord[]>();
    const list = months.get(month);
    if (list === undefined) months.set(month, [debate]);
    else list.push(debate); // never a copy per debate: 10,000 debates of one month stay linear
    years.set(year, months);
  }
  return [...years]
    .sort(([a], [b]) => compareText(b, a))
    .map(([year, byMonth]) => {
      const debates: DebateRecord[] = [];
      const months = [...byMonth].sort(([a], [b]) => compareText(b, a)).map(([month, list]) => {
        const offset = debates.length;
        for (const debate of list.sort(compareDebatesNewestFirst)) debates.push(debate);
        return { month, debates: list, offset };
      });
      return { year, count: debates.length, months, debates };
    });
}

/** Personas (or domains) by name, as the atlas joins them, with every debate they appear in. */
export function nameIndex(debates: readonly DebateRecord[], type: 'persona' | 'domain'): NameEntry[] {
  const entries = new Map<string, NameEntry>();
  for (const debate of [...debates].sort(compareDebatesNewestFirst)) {
    for (const node of debate.graph.nodes) {
      if (node.type !== type) continue;
      // The atlas's rule for "the same persona": normalised names, placeholders kept apart.
      const name = normaliseName(node.label);
      const key = isPlaceholderName(name) ? `${name}\u0000${debate.slug}` : name;
      const entry = entries.get(key) ?? { name: node.label, appearances: [] };
      entry.appearances.push({ slug: debate.slug, id: node.id, title: debate.title, anchor: nodeAnchor(node.id), ...(node.position ? { detail: node.position } : {}) });
      entries.set(key, entry);
    }
  }
  return [...entries.values()].sort((a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase()));
}
