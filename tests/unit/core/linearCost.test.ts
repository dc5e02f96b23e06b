// Hostile text that made a quadratic algorithm crawl: each input is large enough that the
// old code took minutes (a 150 KB run of "[" took 191 s), and is now one linear pass. The
// assertions are about results; the size is what shows the fault.
import { describe, expect, it } from 'vitest';
import { clipText, collapsedPrefix, truncateLabel } from '../../../src/lib/core/escape.ts';
import { slugifySegment } from '../../../src/lib/core/ids.ts';
import { firstSentence } from '../../../src/lib/parse/frontmatter.ts';
import { MAX_QUOTE, spanPassages } from '../../../src/lib/formats/xaif/sourceText.ts';
import { readRoster } from '../../../src/lib/formats/minutes/participants.ts';
import { boundedEditDistance } from '../../../src/lib/merge/nearNames.ts';
import { plainText } from '../../../src/lib/render/plainText.ts';
import { neutraliseLinks } from '../../../src/lib/render/markdownLinks.ts';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';

/** A small deterministic generator (mulberry32), so every run checks the same cases. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Plain Levenshtein over code points, the reference the banded one must equal. */
function levenshtein(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

describe('the one-line outcome (plainText) is linear on bracket runs', () => {
  // A run of asterisks alone, or `_` that only closes, is no emphasis: kept as written.
  it.each(['[', '![', '[[', '[a](', '*', '!', '_ a', 'a_ '])('a 150 KB synthesis of %j repeated comes out as that text', (unit) => {
    const text = unit.repeat(Math.ceil(150_000 / unit.length));
    expect(plainText(text)).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('still drops link targets and wikilink brackets', () => {
    expect(plainText('See [the plan](https://example.com/a) and [[Mill|J. S. Mill]] on ![x](y.png)')).toBe('See the plan and J. S. Mill on x');
    expect(plainText('[outer [inner](u)]')).toBe('[outer inner]');
  });
});

describe('the near-name edit distance is banded', () => {
  it('equals plain Levenshtein, capped at limit + 1, on 2,000 generated pairs', () => {
    const next = random(30);
    const word = () => Array.from({ length: Math.floor(next() * 12) }, () => 'abcé𝒳'[Math.floor(next() * 5)]!);
    for (let n = 0; n < 2000; n++) {
      const a = word();
      const b = next() < 0.5 ? word() : a.map((c) => (next() < 0.15 ? 'x' : c)).filter(() => next() > 0.1);
      const limit = Math.floor(next() * 3);
      expect(boundedEditDistance(a, b, limit), `${a.join('')} / ${b.join('')} / ${limit}`).toBe(Math.min(levenshtein(a, b), limit + 1));
    }
  });

  it('compares two 100,000-character persona names in one pass', () => {
    const a = Array.from('ab'.repeat(50_000));
    const b = a.slice();
    b[70_000] = 'z';
    expect(boundedEditDistance(a, b, 2)).toBe(1);
    expect(boundedEditDistance(a, Array.from('ba'.repeat(50_000)), 2)).toBe(2);
  });
});

describe('other patterns over log text', () => {
  it('slugifies 200,000 underscores before a letter', () => {
    expect(slugifySegment(`${'_'.repeat(200_000)}a${'_'.repeat(200_000)}`)).toBe('a');
    expect(slugifySegment('__Hello, World!__')).toBe('hello-world');
  });

  it('reads a roster item with 300,000 spaces inside it', () => {
    const roster = readRoster([
      { text: 'Participants:', line: 1 },
      { text: `- Kim${' '.repeat(300_000)}x — moderator`, line: 2 },
      { text: `- Lee${' '.repeat(300_000)}(host)`, line: 3 },
    ]);
    expect(roster.entries.map((e) => e.line)).toEqual([2, 3]);
    expect(roster.entries[0]!.name.startsWith('Kim')).toBe(true);
  });
});

describe('links in exported Markdown', () => {
  it('neutralises a 150 KB line of "](<)" in one pass, still refusing unsafe targets', () => {
    const line = '](<)'.repeat(40_000);
    // "<" alone is a relative target, kept (the old pattern rescanned the line from each one: 63 s).
    expect(neutraliseLinks(line)).toBe(line);
    expect(neutraliseLinks('[x](<javascript:alert(1)>) [y](https://example.com)')).toBe('[x]\\(<javascript:alert(1)>) [y](https://example.com)');
  });
});

describe('bounded text cut from a line of any length', () => {
  const reference = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

  it('collapsedPrefix equals collapsing the whole text then cutting, on 2,000 generated texts', () => {
    const next = random(31);
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: Math.floor(next() * 30) }, () => [' ', '\n', '\t', 'a', 'é', '𝒳', '\u3000', 'b'][Math.floor(next() * 8)]!).join('');
      const max = Math.floor(next() * 12);
      expect(collapsedPrefix(text, max)).toBe(reference(text, max));
    }
  });

  it('quotes, titles and labels of a 3 MB one-line paragraph are their first words', () => {
    const line = `  Opening.${' word'.repeat(600_000)}  `;
    expect(collapsedPrefix(line, 14)).toBe('Opening. word ');
    expect(firstSentence(line, 100)).toBe('Opening.');
    expect(firstSentence(line.replace('.', ''), 20)).toBe('Opening word word w…');
    expect(truncateLabel(line, 12)).toBe('Opening…');
    expect(clipText('𝒳'.repeat(1_000_000), 3)).toBe('𝒳𝒳…');
  });

  it('an xAIF passage of 3 MB is kept as its quote, not whole', () => {
    const passage = spanPassages(`<span id="nodeL1">  A&amp;B <b>said</b>${' word'.repeat(600_000)}</span>`).get('L1')!;
    expect(passage).toHaveLength(MAX_QUOTE + 1);
    expect(passage.startsWith('A&B said word word')).toBe(true);
    expect(spanPassages('<span id="L2">short &lt;one&gt;</span>').get('L2')).toBe('short <one>');
    // A reference is looked for in a bounded window: 1 MB of `&` or of digits after `&#` is read once.
    expect(spanPassages(`<span id="L3">${'&'.repeat(1_000_000)}</span>`).get('L3')).toHaveLength(MAX_QUOTE + 1);
    expect(spanPassages(`<span id="L4">${'&#1'.repeat(300_000)}${'1'.repeat(1_000_000)}</span>`).get('L4')!.startsWith('&#1&#1')).toBe(true);
  });
});

describe('a Markdown log of many short lines (probe 60)', () => {
  const minutes = (padding: string) => `---\ntype: meeting\nparticipants: [analyst, skeptic]\n---\n# Pricing page\n\n## R1 Problem\n\nWhich layout ships?\n\n## R2 Independent opinions\n\n- **analyst:** Option A.\n${padding}`;
  it('past 50,000 lines is refused at the first line past the budget, every other reading skipped', () => {
    const result = processDebate({ file: 'm.md', text: minutes('\n'.repeat(1_000_000)) }, 'x/y' as any);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual(['50001 too-many-lines']);
  });
  it('within it, 49,000 list items are read as minutes', () => {
    const result = processDebate({ file: 'm.md', text: minutes('- x\n'.repeat(49_000)) }, 'x/y' as any);
    expect(result.ok).toBe(true);
  });
});
