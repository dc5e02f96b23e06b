// Obsidian vault note names from untrusted text (probe 2026-12-03, B5b): a persona name,
// a claim or a topic with a bidi override, soft hyphen, LRM, zero-width space, BOM, tag
// character or line separator gives a file name without them, as the archive would accept
// it (no `file-name` problem), still unique, the same on every run, and every [[link]]
// between the notes points at the renamed note.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hasActiveCharacters } from '../../../src/lib/core/terminalText.ts';
import { asNodeId, type DebateSlug } from '../../../src/lib/core/ids.ts';
import { cutWithin, exportObsidianVault, fileSafeName } from '../../../src/lib/export/exportObsidianVault.ts';
import { debateSubject } from '../../../src/lib/export/subject.ts';
import { zipFiles } from '../../../src/lib/export/zipFiles.ts';
import type { DebateGraph } from '../../../src/lib/graph/types.ts';

const slug = 'ctl' as DebateSlug;
const graph: DebateGraph = {
  topic: 'ctl\u202etopic two',
  meta: { tags: [] },
  nodes: [
    { id: asNodeId('p1'), type: 'persona', label: 'Al\u202eice' },
    { id: asNodeId('p2'), type: 'persona', label: 'Alice' },
    { id: asNodeId('c1'), type: 'claim', label: 'c\u202e1 \u00ad \u200e \u{e0041} fdp.exe', text: 'c\u202e1 \u00ad \u200e \u{e0041} fdp.exe' },
    { id: asNodeId('c2'), type: 'claim', label: 'zero\u200bwidth\ufeff line\u2028break\u0085 next', text: 'see [[Al\u202eice]]' },
  ],
  edges: [{ source: 'p1', target: 'c1', type: 'supports' }, { source: 'p2', target: 'c2', type: 'opposes' }],
};
const vault = () => exportObsidianVault(debateSubject(graph, slug));

describe('vault note names from text with invisible and control characters', () => {
  it('names every note and zip entry without a character the archive refuses in a file name', () => {
    const entries = Object.keys(unzipSync(zipFiles(vault(), 'ctl-vault')));
    expect(entries.length).toBe(5);
    for (const name of entries) expect(hasActiveCharacters(name), JSON.stringify(name)).toBe(false);
  });

  it('drops the characters and keeps names unique and deterministic', () => {
    const paths = vault().map((f) => f.path);
    expect(paths).toContain('ctltopic two.md');
    expect(paths).toContain('Alice.md');
    expect(paths).toContain('Alice (2).md');
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
    expect(vault()).toEqual(vault());
    const bytes = (f: Uint8Array) => Object.entries(unzipSync(f)).map(([n, b]) => `${n}\n${strFromU8(b)}`);
    expect(bytes(zipFiles(vault(), 'v'))).toEqual(bytes(zipFiles(vault(), 'v')));
  });

  it('links every note to a renamed note that exists', () => {
    const files = vault();
    const notes = new Set(files.map((f) => f.path.replace(/\.md$/, '')));
    let links = 0;
    for (const f of files) {
      for (const m of f.content.matchAll(/\[\[([^\]|]+)(?:\|[^\]]*)?\]\]/g)) {
        links++;
        expect(notes.has(m[1]!), `${f.path}: [[${m[1]}]]`).toBe(true);
      }
    }
    expect(links).toBeGreaterThan(4);
  });

  it('fileSafeName drops format characters, blanks C1 controls and separators, repairs lone surrogates', () => {
    expect(fileSafeName('Al\u202eice')).toBe('Alice');
    expect(fileSafeName('a\u00adb\u200ec\u{e0041}d\ufeffe\u2066f\u2069')).toBe('abcdef');
    expect(fileSafeName('a\u0085b\u009bc\u2028d\u2029e')).toBe('a b c d e');
    expect(fileSafeName('x\ud800y')).toBe('x\ufffdy');
    expect(fileSafeName('\u202e\u200b')).toBe('untitled');
    // A zero-width joiner inside an emoji sequence is visible and kept.
    expect(fileSafeName('👩\u200d👧')).toBe('👩\u200d👧');
  });

  it('cuts a long name between whole graphemes, within 60 characters and 240 bytes', () => {
    const family = '👨\u200d👩\u200d👧\u200d👦';
    const families = fileSafeName(family.repeat(60));
    expect(families).toBe(family.repeat(8));
    expect(fileSafeName('😀'.repeat(120))).toBe('😀'.repeat(60));
    expect(Buffer.byteLength(fileSafeName('中'.repeat(300)))).toBe(180);
    // One grapheme longer than the limit alone is cut between its code points.
    expect(fileSafeName(`e${'\u0301'.repeat(400)}`)).toBe(`\u00e9${'\u0301'.repeat(59)}`); // NFC: e + U+0301 is é
    expect(cutWithin('ab😀c', 10, 5)).toBe('ab');
    expect(cutWithin('', 10, 5)).toBe('');
  });
});


describe('cutWithin without segmenting', () => {
  // The grapheme-by-grapheme cut, as the function makes it where no shortcut applies.
  const segments = new Intl.Segmenter('en', { granularity: 'grapheme' });
  const bytesOf = (text: string) => new TextEncoder().encode(text).length;
  const byGraphemes = (text: string, maxChars: number, maxBytes: number): string | undefined => {
    let end = 0;
    for (const { segment, index } of segments.segment(text)) {
      const kept = text.slice(0, index + segment.length);
      if (Array.from(kept).length > maxChars || bytesOf(kept) > maxBytes) return end === 0 ? undefined : text.slice(0, end);
      end = index + segment.length;
    }
    return text;
  };
  it('cuts as the grapheme-by-grapheme cut would, Latin or not, short or long', () => {
    const letters = ['a', 'é', 'ß', ' ', 'ǅ', 'ʰ', '.', '\u0301', '\u200d', '😀', '中', '\r', '\n', '\ufe0f'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 3000; n++) {
      let text = '';
      for (let i = Math.floor(next() * 130); i > 0; i--) text += letters[Math.floor(next() * (next() < 0.85 ? 6 : letters.length))];
      for (const [chars, bytes] of [[60, 240], [10, 30], [5, 8], [Infinity, 100]] as const) {
        const expected = byGraphemes(text, chars, bytes);
        if (expected !== undefined) expect(cutWithin(text, chars, bytes)).toBe(expected);
      }
    }
  });
});

describe('vault note names that differ only in letter case (issue 30, low finding 5)', () => {
  // Names a case-insensitive file system (APFS, NTFS) takes for one: written to a folder
  // there, each later note would overwrite the one before.
  const labels = ['Claim', 'claim', 'CLAIM', '\u039f\u0394\u039f\u03a3', '\u03bf\u03b4\u03bf\u03c3', '\u03bf\u03b4\u03bf\u03c2', 'Ca\u017fe', 'case'];
  const caseGraph: DebateGraph = {
    topic: 'case clash',
    meta: { tags: [] },
    nodes: labels.map((label, i) => ({ id: asNodeId(`p${i}`), type: 'persona' as const, label })),
    edges: [],
  };
  const caseVault = () => exportObsidianVault(debateSubject(caseGraph, 'case' as DebateSlug));
  /** How such a file system compares two names: one Unicode form, case folded (final sigma too). */
  const folded = (name: string) => name.normalize('NFC').toUpperCase().toLowerCase();

  it('gives every note a name no other folds to, numbered in card order, the same on every run', () => {
    const paths = caseVault().map((f) => f.path);
    expect(new Set(paths.map(folded)).size).toBe(paths.length);
    // Labels equal but for case are told apart by the card names already (their ids)…
    expect(paths.filter((p) => folded(p).startsWith('claim'))).toEqual(['CLAIM (p2).md', 'Claim.md', 'claim (p1).md']);
    // …those lower-casing alone does not equate (final sigma, long s) by the vault's names.
    expect(paths).toEqual(expect.arrayContaining(['\u039f\u0394\u039f\u03a3.md', '\u03bf\u03b4\u03bf\u03c3 (2).md', 'Ca\u017fe.md', 'case (2).md']));
    expect(caseVault()).toEqual(caseVault());
  });

  it('links each card to its own note', () => {
    const files = caseVault();
    const notes = new Set(files.map((f) => f.path.replace(/\.md$/, '')));
    const linked = files.flatMap((f) => [...f.content.matchAll(/\[\[([^\]|]+)/g)].map((m) => m[1]!));
    for (const target of linked) expect(notes.has(target), target).toBe(true);
  });
});
