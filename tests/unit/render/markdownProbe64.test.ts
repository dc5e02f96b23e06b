// Probe 2026-12-64 row 1 (tests/fixtures/probe-2026-12-64/RESULTS.md): Markdown that reached the pages as written.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { renderMarkdown } from '../../../src/lib/render/renderMarkdown.ts';

const claim = 'Trams agree with the [fare table][fares] and see [the memo][m].\n\n[fares]: https://example.org/fares\n[m]: https://example.org/memo';

describe('Markdown the probe found printed raw', () => {
  it('reads reference links by their definitions, inline and as plain text, and drops the definitions', () => {
    const inline = renderMarkdown(claim, { inline: true });
    expect(inline).toContain('<a href="https://example.org/fares"');
    expect(inline).toContain('>the memo</a>');
    expect(inline).not.toMatch(/\[fares\]|\]:/);
    expect(plainText(claim)).toBe('Trams agree with the fare table and see the memo.');
  });
  it('leaves brackets that name no definition as written', () => {
    expect(plainText('x [not][defined] y and a [b] c')).toBe('x [not][defined] y and a [b] c');
    expect(renderMarkdown('x [not][defined] y', { inline: true })).toBe('x [not][defined] y');
  });
  it('reads a named footnote defined elsewhere in the log as one when it is attached to a word', () => {
    expect(renderMarkdown('The buses run at night.[^cab] More.', { inline: true })).toBe('The buses run at night.<sup>cab</sup> More.');
    expect(plainText('The buses run at night.[^cab] More.')).toBe('The buses run at night. More.');
    expect(plainText('Use the regex [^abc] here.')).toBe('Use the regex [^abc] here.');
  });
  it('shows an autolink\'s address, a backslash line break as a space and escaped backticks as backticks', () => {
    expect(plainText('an <https://example.org/raw-autolink> here')).toBe('an https://example.org/raw-autolink here');
    expect(plainText('line below\\\nand more')).toBe('line below and more');
    expect(plainText('see \\`not code\\` here')).toBe('see `not code` here');
  });
  it('reads a named footnote\'s definition run into a quote after a space as its words', () => {
    expect(plainText('Takedown log 2025. [^legal]: Counsel note')).toBe('Takedown log 2025. Counsel note');
    expect(plainText('a [^a-z]: b')).toBe('a [^a-z]: b');
  });
});
