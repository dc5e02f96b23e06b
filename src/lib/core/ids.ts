// Distinct kinds of identifier, so a debate slug can never be passed where a node id
// or an HTML anchor is expected. Values are only minted by the functions below.
import { foldText } from './names.ts';
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A debate's address in the archive: URL- and path-safe segments joined by "/". */
export type DebateSlug = Brand<string, 'DebateSlug'>;
/** A node id as written in one debate's log: arbitrary text from an agent. */
export type NodeId = Brand<string, 'NodeId'>;
/** A node of the merged atlas: `<slug>:<id>`. */
export type AtlasNodeId = Brand<string, 'AtlasNodeId'>;
/** An HTML id and URL fragment derived from a NodeId: always safe to put in markup. */
export type NodeAnchor = Brand<string, 'NodeAnchor'>;

export const asNodeId = (id: string): NodeId => id as NodeId;

/** FNV-1a, 32 bit: a stable short hash for anchors and layout seeds (not for security). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const hashSuffix = (text: string) => fnv1a(text).toString(36).padStart(7, '0');

/**
 * One slug segment: NFKC, lower case, letters (any script) and digits kept, every other
 * run of characters becomes "-". CJK stays readable; browsers percent-encode it in URLs.
 */
export function slugifySegment(text: string): string {
  const dashed = foldText(text).replace(/[^\p{L}\p{N}\p{M}_]+/gu, '-');
  // Trimmed by a loop: `[-_]+$` would rescan a run of "_" from each of its characters.
  return trimDashes(dashed)
    // Cut by code points so no script is left with half a character (80 at most: the
    // last pattern runs on a short text).
    .replace(/^((?:[\s\S]){80})[\s\S]+$/u, '$1')
    .replace(/-+$/, '');
}

/** Names Windows keeps for devices, with or without an extension (`con`, `nul.json`, `com1`; `COM¹` once NFKC-folded). */
const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9]|conin\$|conout\$)$/i;

/** Whether a file or folder name (its extensions, and spaces before them, aside) is a Windows device name. */
export const isWindowsDeviceName = (name: string): boolean => WINDOWS_DEVICE.test(name.normalize('NFKC').split('.')[0]!.trimEnd());

/**
 * A slug segment that can be a folder on every system: a Windows device name gets "_"
 * (`con` → `con_`), so a published site (`dist/debates/con_/`) can be checked out and
 * served from Windows (docs/decisions/windows-device-names.md). Any other segment is unchanged.
 */
export const portableSegment = (segment: string): string => (WINDOWS_DEVICE.test(segment) ? `${segment}_` : segment);

/** Without leading and trailing "-" and "_". */
function trimDashes(text: string): string {
  const dash = (i: number) => text[i] === '-' || text[i] === '_';
  let start = 0;
  let end = text.length;
  while (start < end && dash(start)) start++;
  while (end > start && dash(end - 1)) end--;
  return text.slice(start, end);
}

/**
 * The slug of a content file from its path relative to `content/debates/`, without
 * extension, each segment slugified. Returns null when nothing usable is left
 * (a file named "???.json"), which the caller reports as an error.
 */
export function slugFromContentPath(relativePath: string): DebateSlug | null {
  const withoutExtension = relativePath.replace(/\\/g, '/').replace(/\.[^./]+$/, '');
  const segments = withoutExtension.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  const slugged = segments.map((segment) => portableSegment(slugifySegment(segment)));
  if (slugged.length === 0 || slugged.some((s) => s === '')) return null;
  return slugged.join('/') as DebateSlug;
}

/** Validates a slug typed by a user (`add --as`); null when it is not in canonical form. */
export function parseDebateSlug(text: string): DebateSlug | null {
  const slug = slugFromContentPath(text + '.x');
  return slug !== null && slug === text ? slug : null;
}

/**
 * The anchor of a node on its debate page. Plain ids (`c1`, `p_func`) keep their
 * name after `n-`; any other id gets `x-`, a readable part and a hash, so `a b?#` and
 * `a-b` never collide, no plain id can imitate a hashed anchor, and `__proto__` or
 * `../x` are inert.
 */
export function nodeAnchor(id: NodeId): NodeAnchor {
  if (/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(id) && !/^__/.test(id)) return `n-${id}` as NodeAnchor;
  const readable = Array.from(slugifySegment(id)).slice(0, 40).join('');
  return `x-${readable ? readable + '-' : ''}${hashSuffix(id)}` as NodeAnchor;
}

export const atlasNodeId = (slug: DebateSlug, id: NodeId): AtlasNodeId =>
  `${slug}:${id}` as AtlasNodeId;

/**
 * Splits a cross-debate reference `<slug>:<id>` at the first ":" after which the
 * remainder is a non-empty id. Returns null for a plain local id.
 */
export function parseCrossReference(ref: string): { slug: DebateSlug; id: NodeId } | null {
  const colon = ref.indexOf(':');
  if (colon <= 0 || colon === ref.length - 1) return null;
  const slug = parseDebateSlug(ref.slice(0, colon));
  if (slug === null) return null;
  return { slug, id: ref.slice(colon + 1) as NodeId };
}
