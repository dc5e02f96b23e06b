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
  // Review 07u: what the first version of these rules read wrongly.
  const fence = '```';
  it.each([
    ['[Note]: the vote moved to Friday.', '[Note]: the vote moved to Friday.'],
    ['Options:\n[A]: cheaper bus\n[B]: faster tram', 'Options: [A]: cheaper bus [B]: faster tram'],
    ['Read more\n[fares]: https://ex.org/f\nand [fares].', 'Read more [fares]: https://ex.org/f and [fares].'],
    ['Use `arr[i]` here.\n\n[i]: https://ex.org/i', 'Use arr[i] here.'],
    ['Type `<https://ex.org>` literally', 'Type <https://ex.org> literally'],
    [`Paths:\n\n${fence}\nC:\\temp\\\nD:\\x\n${fence}`, 'Paths: C:\\temp\\ D:\\x'],
    ['Match x[^aeiou] in words.', 'Match x[^aeiou] in words.'],
    ['The class "[^abc]" excludes them.', 'The class "[^abc]" excludes them.'],
    ['Use [^aeiou]: any non-vowel.', 'Use [^aeiou]: any non-vowel.'],
  ])('leaves %j as the page shows it: %j', (source, plain) => {
    expect(plainText(source)).toBe(plain);
  });
  it('keeps a config line in a fence and text that only looks like a definition, inline too', () => {
    expect(renderMarkdown('[Note]: the vote moved to Friday.', { inline: true })).toBe('[Note]: the vote moved to Friday.');
    expect(renderMarkdown('Match x[^aeiou] in words.', { inline: true })).toBe('Match x[^aeiou] in words.');
    expect(plainText(`Config:\n\n${fence}ini\n[core]: enabled\n${fence}`)).toContain('[core]: enabled');
  });
});
