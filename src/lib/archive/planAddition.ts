// Where `debate-atlas add` puts a new debate, decided without touching the disk: the
// caller passes the archive's files (paths relative to content/debates and their
// normalised text). Never plans an overwrite: same content → already there; same
// address → taken, with a free address to suggest.
import { dateFromFileName } from '../parse/frontmatter.ts';
import { fnv1a, parseCrossReference, parseDebateSlug, portableSegment, slugFromContentPath, slugifySegment, type DebateSlug } from '../core/ids.ts';
import type { DebateGraph } from '../graph/types.ts';
import type { AliasFile } from '../merge/mergeDebates.ts';
import { formatById, pluginOf, type DebateFormat } from '../formats/registry.ts';

/** Longest title part of a generated slug, in characters (code points). */
export const MAX_TITLE_SLUG = 60;

/** A file already in the archive. */
export interface ExistingFile {
  /** Relative to the content folder, "/" separators, with extension. */
  path: string;
  /** Its text after `normaliseText`. */
  text: string;
}

export interface AdditionRequest {
  /** The debate's text after `normaliseText`: what will be written. */
  text: string;
  format: DebateFormat;
  /** The debate's title; absent when it has none of its own. */
  title?: string;
  /** YYYY-MM-DD (or longer ISO), when the debate says. */
  date?: string;
  /** The input's file name (no folder needed); absent for stdin. */
  sourceName?: string;
  /** `--as`, already validated with parseDebateSlug. */
  requestedSlug?: DebateSlug;
}

export type AdditionPlan =
  /** Write `path` (relative to the content folder). */
  | { kind: 'add'; slug: DebateSlug; path: string }
  /** Byte-identical (after normalising) to an archive file: nothing to do. */
  | { kind: 'duplicate'; path: string; slug: DebateSlug | null }
  /** Another file already has this address; `suggestion` is a free one. */
  | { kind: 'taken'; slug: DebateSlug; path: string; takenBy: string[]; suggestion: DebateSlug };

/** What `decodeSource` does to line ends and a byte-order mark; what add writes. */
export const normaliseText = (text: string): string => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

export const extensionFor = (format: DebateFormat): '.json' | '.md' => formatById(format).extension;

/** The 4-digit year of an ISO date, or null. */
const yearOf = (date: string | undefined): string | null => /^(\d{4})-\d{2}-\d{2}/.exec(date ?? '')?.[1] ?? null;

/**
 * A slug segment cut to at most `max` code points, at a "-" when one is in the second
 * half of the allowance (CJK titles have none: they are cut between letters).
 */
export function truncateSegment(segment: string, max = MAX_TITLE_SLUG): string {
  const chars = Array.from(segment.replace(/[-_]+$/, ''));
  if (chars.length <= max) return chars.join('');
  let keep = max;
  if (chars[max] !== '-') {
    const dash = chars.lastIndexOf('-', max - 1);
    if (dash >= max / 2) keep = dash;
  }
  return chars.slice(0, keep).join('').replace(/[-_]+$/, '');
}

/**
 * The default address of a new debate:
 * - a Markdown file named the harness way (`2026-06-03-14-30-title.md`) keeps its name,
 *   because its date, time and title may live only there: `2026/2026-06-03-14-30-title`;
 * - otherwise `<YYYY>/<title-slug>` when the debate has a date, else `<title-slug>`;
 *   title-slug is the title slugified (any script's letters kept) and cut to 60 characters;
 * - a title with no letters or digits gives `debate-<hash of the content>`.
 */
export function chooseSlug(request: Omit<AdditionRequest, 'requestedSlug'>): DebateSlug {
  const stem = request.sourceName?.split(/[\\/]/).pop()?.replace(/\.[^.]*$/, '');
  const fileDate = pluginOf(request.format)?.datedFileNames === true ? dateFromFileName(request.sourceName ?? '') : null;
  const year = yearOf(request.date) ?? yearOf(fileDate?.date);
  const prefix = year ? `${year}/` : '';
  const candidates: string[] = [];
  if (fileDate && stem) candidates.push(prefix + portableSegment(slugifySegment(stem)));
  const titleSlug = portableSegment(truncateSegment(slugifySegment(request.title ?? '')));
  if (titleSlug) candidates.push(prefix + titleSlug);
  candidates.push(`${prefix}debate-${fnv1a(request.text).toString(36).padStart(7, '0')}`);
  for (const candidate of candidates) {
    const slug = parseDebateSlug(candidate);
    if (slug) return slug;
  }
  // Unreachable: the hash candidate is always canonical.
  return `debate-${fnv1a(request.text).toString(36)}` as DebateSlug;
}

/** `slug` with `-n` on its last segment, shortened so the segment stays canonical. */
export function suffixedSlug(slug: DebateSlug, n: number): DebateSlug {
  const segments = slug.split('/');
  const last = segments.pop() ?? '';
  const suffix = `-${n}`;
  for (let keep = Array.from(last).length; keep > 0; keep--) {
    const candidate = parseDebateSlug([...segments, Array.from(last).slice(0, keep).join('').replace(/[-_]+$/, '') + suffix].join('/'));
    if (candidate) return candidate;
  }
  return (segments.length ? `${segments.join('/')}/debate${suffix}` : `debate${suffix}`) as DebateSlug;
}

export function planAddition(request: AdditionRequest, existing: readonly ExistingFile[]): AdditionPlan {
  const same = existing.find((file) => file.text === request.text);
  if (same) return { kind: 'duplicate', path: same.path, slug: slugFromContentPath(same.path) };

  const slug = request.requestedSlug ?? chooseSlug(request);
  const path = slug + extensionFor(request.format);
  // Slugs are compared, not paths: `2026/x.md`, `2026/X.json` and `2026/x.json` are one address.
  const slugOf = new Map(existing.map((file) => [file.path, slugFromContentPath(file.path)]));
  const takenBy = existing.filter((file) => slugOf.get(file.path) === slug).map((f) => f.path);
  if (takenBy.length === 0) return { kind: 'add', slug, path };

  const used = new Set(slugOf.values());
  let n = 2;
  while (used.has(suffixedSlug(slug, n))) n++;
  return { kind: 'taken', slug, path, takenBy, suggestion: suffixedSlug(slug, n) };
}

/** The page of a debate: `<site><base>debates/<slug>/`, each segment percent-encoded once. */
export function debatePageUrl(site: string, base: string, slug: DebateSlug): string {
  const basePath = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  return new URL(`${basePath}debates/${slug.split('/').map(encodeURIComponent).join('/')}/`, site).href;
}

/**
 * The debates a new debate must be merged with to check it as the build will: those its
 * edges refer to (`<slug>:<id>`) and those an aliases-file group joins it with.
 */
export function referencedSlugs(graph: DebateGraph, slug: DebateSlug, aliases?: AliasFile): DebateSlug[] {
  const found = new Set<DebateSlug>();
  const add = (ref: string | null) => {
    const cross = ref === null ? null : parseCrossReference(ref);
    if (cross !== null && cross.slug !== slug) found.add(cross.slug);
  };
  for (const edge of graph.edges) {
    add(edge.source);
    add(edge.target);
  }
  for (const group of aliases?.groups ?? []) {
    if (group.some((ref) => ref !== null && parseCrossReference(ref)?.slug === slug)) group.forEach(add);
  }
  return [...found].sort();
}
