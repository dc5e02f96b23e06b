// A bidi override or isolate a text opens is closed where the text ends, in every escape
// that writes log text into HTML or Markdown (probe 44 J02: a persona's name with U+202E
// reversed the "(persona)" after it in graph.html's table and concepts.md's line).
import { describe, expect, it } from 'vitest';
import { closedBidi, escapeHtml, markdownInline } from '../../../src/lib/core/escape.ts';
import { inlineHtml } from '../../../src/lib/render/inlineMarkdown.ts';

const RLO = '\u202e';
const PDF = '\u202c';
const RLI = '\u2067';
const PDI = '\u2069';

describe('closedBidi', () => {
  it('leaves text with no bidi control, or with every one closed, as it is', () => {
    for (const text of ['plain', `a${RLO}b${PDF}c`, `x${RLI}y${PDI}z`, `x${RLI}${RLO}y${PDI}z`]) expect(closedBidi(text)).toBe(text);
  });

  it('closes what stays open, innermost first', () => {
    expect(closedBidi(`Privacy officer ${RLO}eciffo`)).toBe(`Privacy officer ${RLO}eciffo${PDF}`);
    expect(closedBidi(`x${RLI}y`)).toBe(`x${RLI}y${PDI}`);
    expect(closedBidi(`x${RLI}a${RLO}b`)).toBe(`x${RLI}a${RLO}b${PDF}${PDI}`);
    // A PDI with no isolate open closes nothing.
    expect(closedBidi(`x${RLO}${PDI}y`)).toBe(`x${RLO}${PDI}y${PDF}`);
  });

  it('stays linear on hostile text', () => {
    const text = RLO.repeat(100_000) + PDI.repeat(100_000);
    expect(closedBidi(text).length).toBe(300_000);
  });
});

describe('every escape of log text closes them', () => {
  it('HTML text and attributes, Markdown lines, inline Markdown pieces', () => {
    expect(escapeHtml(`<${RLO}x`)).toBe(`&lt;${RLO}x${PDF}`);
    expect(markdownInline(`a ${RLO}b`)).toBe(`a ${RLO}b${PDF}`);
    // Inline Markdown closes after the whole text, not inside its emphasis (review 06p P8).
    expect(inlineHtml(`*a ${RLO}b* c`)).toBe(`<em>a ${RLO}b</em> c${PDF}`);
  });

  it('leaves text whose embedding closes across its emphasis or code as it is (review 06p P8)', () => {
    const RLE = '\u202b';
    expect(inlineHtml(`${RLE}שלום **עולם** end${PDF} after`)).toBe(`${RLE}שלום <strong>עולם</strong> end${PDF} after`);
    expect(inlineHtml(`${RLI}name \`x\` tail${PDI} after`)).toBe(`${RLI}name <code>x</code> tail${PDI} after`);
  });
});
