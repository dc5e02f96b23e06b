// An Obsidian vault (analysis spec §B3): one note per concept and one per debate, each
// with YAML frontmatter (type, debates, aliases), concept bodies written as the cards
// of concepts.md, and [[wikilinks]] that all resolve to a note of the vault: a link
// inside debate text that names no card is written as plain text.
import { stringify } from 'yaml';
import { compareText } from '../core/diagnostics.ts';
import { isWindowsDeviceName, type NodeId } from '../core/ids.ts';
import { withoutInvisible } from '../core/invisibleCharacters.ts';
import { foldFileName } from '../core/names.ts';
import { splitWikilinks } from '../graph/wikilinks.ts';
import { buildConceptIndex, type ConceptIndex } from '../render/conceptCards.ts';
import { exportInline, exportInlinePart } from '../render/markdownLinks.ts';
import { cardSections, conceptCardLines, type CardStyle } from './exportConceptsMd.ts';
import type { ExportSubject } from './subject.ts';
import { zipFiles, type ZipOptions } from './zipFiles.ts';

export interface VaultFile {
  /** Relative path inside the vault, "/" separated. */
  path: string;
  content: string;
}

/** Longest note name in code points (a name to read, not the note's text). */
const MAX_NAME = 60;
/** …and in bytes of UTF-8: room left for a ` (n)` that tells two notes apart, and `.md`. */
const MAX_NAME_BYTES = 240;
/** A file name's limit in bytes of UTF-8 (ext4, APFS; NTFS counts UTF-16 units, never more): name, ` (n)` and `.md`. */
const MAX_FILE_NAME_BYTES = 255;
const EXTENSION = '.md';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Printable ASCII, Latin-1 and Latin Extended letters: each code unit a grapheme by itself (no marks, joiners or CR LF). */
const ONE_UNIT_GRAPHEMES = /^[\x20-\x7e\u00a0-\u02ff]*$/;
const utf8Bytes = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * The longest start of `text` made of whole graphemes (a ZWJ family, a letter with its
 * combining marks) within `maxChars` code points and `maxBytes` bytes of UTF-8; a first
 * grapheme longer than that alone (`e` and 400 combining marks) is cut between its code
 * points. Reads only as far as it keeps.
 */
export function cutWithin(text: string, maxChars: number, maxBytes: number): string {
  // Most names need no segmenting: short enough whatever they hold (a code unit is at most
  // three bytes), or Latin to past the cut, where a code unit is a grapheme of one or two bytes.
  if (text.length <= maxChars && text.length * 3 <= maxBytes) return text;
  if (2 * maxChars <= maxBytes && ONE_UNIT_GRAPHEMES.test(text.slice(0, maxChars + 1))) return text.slice(0, maxChars);
  let chars = 0;
  let bytes = 0;
  let end = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    let segmentChars = 0;
    let segmentBytes = 0;
    for (const char of segment) {
      segmentChars++;
      segmentBytes += utf8Bytes(char.codePointAt(0)!);
    }
    if (chars + segmentChars > maxChars || bytes + segmentBytes > maxBytes) {
      if (end === 0) return codePointsWithin(segment, maxChars, maxBytes);
      break;
    }
    chars += segmentChars;
    bytes += segmentBytes;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

function codePointsWithin(text: string, maxChars: number, maxBytes: number): string {
  let kept = '';
  let chars = 0;
  let bytes = 0;
  for (const char of text) {
    bytes += utf8Bytes(char.codePointAt(0)!);
    if (++chars > maxChars || bytes > maxBytes) break;
    kept += char;
  }
  return kept;
}

/**
 * A note name safe as a file name on Windows, macOS and Linux and as an Obsidian link
 * target: no path separators, no characters Obsidian or Windows forbid (\ / : * ? " < > | # ^ [ ]),
 * no control characters (C0, C1, line and paragraph separators, a lone surrogate), no
 * invisible format character (a name the archive refuses as a file name, and one that can
 * disguise its extension: `x\u202efdp.exe`), no leading dot, no trailing dot or space, no
 * reserved device name.
 */
export function fileSafeName(name: string): string {
  // Invisible format characters (bidi overrides, zero-width, soft hyphen, tag characters) are dropped.
  let safe = withoutInvisible(name.toWellFormed())
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\\/:*?"<>|#^[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  safe = cutWithin(safe, MAX_NAME, MAX_NAME_BYTES).replace(/[.\s]+$/, '');
  if (safe === '') return 'untitled';
  if (!isWindowsDeviceName(safe)) return safe;
  // Before the first dot: Windows takes `aux.txt`, `nul.tar.gz` (and `COM¹`) for the device too.
  const dot = safe.indexOf('.');
  return dot === -1 ? `${safe} _` : `${safe.slice(0, dot).trimEnd()} _${safe.slice(dot)}`;
}

/**
 * Hands out names unique as file systems that fold case compare them (`foldFileName`:
 * `Claim` and `claim`, `ΟΔΟΣ` and `οδοσ`, which would overwrite each other on macOS and
 * Windows): "x", "x (2)", …, in the order asked, each with `.md` within 255 bytes (a long
 * name is cut, at a grapheme, to make room for its number). The next number of each name
 * is kept: 10,000 notes of one name take linear time, not a scan from 2 each.
 */
function uniqueNames(): (wanted: string) => string {
  const used = new Set<string>();
  const nextNumber = new Map<string, number>();
  return (wanted) => {
    const key = foldFileName(wanted);
    let name = wanted;
    for (let n = nextNumber.get(key) ?? 2; used.has(foldFileName(name)); n++) {
      const suffix = ` (${n})`;
      const room = MAX_FILE_NAME_BYTES - EXTENSION.length - suffix.length;
      name = `${cutWithin(wanted, Infinity, room).replace(/[.\s]+$/, '')}${suffix}`;
      nextNumber.set(key, n + 1);
    }
    used.add(foldFileName(name));
    return name;
  };
}

export interface Frontmatter { type: string; debates: readonly string[]; aliases: readonly string[] }

/**
 * The notes' YAML frontmatter. The yaml library writes each distinct value once and the
 * lines are put together here: an atlas vault repeats the same debate slugs in tens of
 * thousands of notes, and a whole document through the library took half its time.
 * Values are single lines (slugs, and labels with their whitespace collapsed); a value
 * with a line break goes through the library whole, as before.
 */
export function frontmatterWriter(): (fields: Frontmatter) => string {
  const items = new Map<string, string>();
  const item = (value: string): string => {
    let line = items.get(value);
    if (line === undefined) {
      line = stringify([value], { lineWidth: 0 }).trimEnd();
      items.set(value, line);
    }
    return line;
  };
  const list = (key: string, values: readonly string[]) =>
    values.length === 0 ? `${key}: []\n` : `${key}:\n${values.map((v) => `  ${item(v)}\n`).join('')}`;
  return (fields) => {
    const all = [fields.type, ...fields.debates, ...fields.aliases];
    if (all.some((v) => /[\n\r\u0085\u2028\u2029]/.test(v))) {
      return `---\n${stringify({ type: fields.type, debates: [...fields.debates], aliases: [...fields.aliases] }, { lineWidth: 0 })}---\n`;
    }
    return `---\ntype: ${item(fields.type).slice(2)}\n${list('debates', fields.debates)}${list('aliases', fields.aliases)}---\n`;
  };
}

export function exportObsidianVault(subject: ExportSubject): VaultFile[] {
  return vaultNotes(subject).map((note) => ({ path: note.path, content: note.content() }));
}

/** The one folder a vault's .zip holds (formats.md): `<slug>-vault` for a debate, `debate-atlas-vault` for an archive. */
export const vaultFolder = (slug: string | undefined): string => (slug === undefined ? 'debate-atlas-vault' : `${slug.replaceAll('/', '-')}-vault`);

/**
 * A vault as a .zip of that one folder: the debate page's `vault.zip` and `export -o x.zip`
 * alike, so unzipping either opens one vault instead of spreading notes over a folder.
 */
export function vaultZip(files: readonly VaultFile[], slug: string | undefined, options: ZipOptions = {}): Uint8Array {
  return zipFiles(files, vaultFolder(slug), options);
}

/** A note of the vault, named now and written when asked (an atlas vault holds a quarter of a million). */
export interface VaultNote { path: string; content: () => string }

/**
 * Every note's name. Debate notes are named first, so a debate keeps its title when a
 * concept has the same name. A function of its own: the names' folded set (a quarter of
 * a million at 10,000 debates) goes when it returns, not with the notes' closures.
 */
function noteNames(subject: ExportSubject, index: ConceptIndex): { debateNote: Map<string, string>; conceptNote: Map<NodeId, string> } {
  const unique = uniqueNames();
  const debateNote = new Map(subject.debates.map((d) => [d.slug as string, unique(fileSafeName(d.title))]));
  const conceptNote = new Map<NodeId, string>(index.cards.map((c) => [c.node.id, unique(fileSafeName(c.name))]));
  return { debateNote, conceptNote };
}

/** The vault's notes sorted by path, each written on demand: a zip of them holds one note's text at a time. */
export function vaultNotes(subject: ExportSubject): VaultNote[] {
  const { graph } = subject;
  const index = buildConceptIndex(graph);
  const frontmatter = frontmatterWriter();
  const { debateNote, conceptNote } = noteNames(subject, index);

  const link = (note: string, label?: string) => (label === undefined || label === note ? `[[${note}]]` : `[[${note}|${exportInline(wikilinkLabel(label))}]]`);
  const style: CardStyle = {
    wiki: (id) => {
      const note = conceptNote.get(id);
      return note === undefined ? exportInline(id) : link(note);
    },
    // [[links]] in debate text point to a note when they name a card, else become text.
    text: (text) =>
      splitWikilinks(text, (name) => index.resolve(name)).map((s) => {
        if (s.kind === 'link') return link(conceptNote.get(s.target as NodeId)!, s.label);
        return exportInlinePart(s.kind === 'text' ? s.text : s.label);
      }).join('').trim(),
  };

  const files: VaultNote[] = [];
  for (const card of index.cards) {
    const { node } = card;
    const name = conceptNote.get(node.id)!;
    files.push({
      path: `${name}${EXTENSION}`,
      content: () => {
        const debates = subject.debatesOf(node.id);
        const aliases = [...new Set([node.label.replace(/\s+/g, ' ').trim()])].filter((a) => a !== '' && a !== name);
        return [
          frontmatter({ type: node.type, debates, aliases }),
          // As the card's text: a [[link]] in the label to no card is text, not a link to a note that is not there.
          `# ${style.text(node.label) || exportInline(node.id)}`,
          '',
          ...conceptCardLines(card, style),
          `- **Debates**: ${debates.map((slug) => (debateNote.has(slug) ? link(debateNote.get(slug)!) : exportInline(slug))).join(', ')}`,
          '',
        ].join('\n');
      },
    });
  }

  // Each debate's cards, in card order: one pass over the cards, not one per debate
  // (the atlas vault has thousands of both).
  const cardsOf = new Map<string, typeof index.cards[number][]>();
  for (const card of index.cards) {
    for (const slug of subject.debatesOf(card.node.id)) {
      const own = cardsOf.get(slug);
      if (own === undefined) cardsOf.set(slug, [card]);
      else if (own.at(-1) !== card) own.push(card);
    }
  }
  for (const debate of subject.debates) {
    const name = debateNote.get(debate.slug)!;
    const own = cardsOf.get(debate.slug) ?? [];
    files.push({
      path: `${name}${EXTENSION}`,
      content: () => {
        const lines = [
          frontmatter({ type: 'debate', debates: [debate.slug], aliases: [debate.slug].filter((a) => a !== name) }),
          `# ${exportInline(debate.title)}`,
          '',
        ];
        for (const [heading, cards] of cardSections(own)) {
          // One push per card: a spread of 150,000 cards overflows the stack.
          lines.push(`## ${heading}`, '');
          for (const c of cards) lines.push(`- ${link(conceptNote.get(c.node.id)!)}`);
          lines.push('');
        }
        return lines.join('\n');
      },
    });
  }
  return files.sort((a, b) => compareText(a.path, b.path));
}

/** A link's shown text cannot hold "]]" or a line break. */
const wikilinkLabel = (label: string): string => label.replace(/[[\]|]/g, ' ').replace(/\s+/g, ' ').trim();
