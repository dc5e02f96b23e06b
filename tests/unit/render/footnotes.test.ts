// Footnotes in log text (probe 40 row 1): a reference is a superscript and no plain text, a
// definition opening a line shows its label and keeps its words; a named one (`[^note]`) only
// where the text defines it, as GFM reads it, so a regex's `[^abc]` stays text.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/render/plainText.ts';
import { renderMarkdown } from '../../../src/lib/render/renderMarkdown.ts';

const page = (text: string): string => renderMarkdown(text, { inline: 'auto' });
const NAMED = 'Gaps in the traces would explain it.[^note]\n\n[^note]: The 2025-11 incident: 38 minutes blind.';

describe('footnotes', () => {
  it('reads a named footnote the text defines: a superscript on the page, nothing of its markers in plain text', () => {
    expect(page(NAMED)).toBe('<p>Gaps in the traces would explain it.<sup>note</sup></p>\n<p><sup>note</sup> The 2025-11 incident: 38 minutes blind.</p>\n');
    expect(plainText(NAMED)).toBe('Gaps in the traces would explain it. The 2025-11 incident: 38 minutes blind.');
  });

  it('leaves a bracket the text does not define as a footnote as written', () => {
    expect(page('Match [^abc] and [^a-z] here.')).toBe('Match [^abc] and [^a-z] here.');
    expect(plainText('Match [^abc] and [^a-z] here.')).toBe('Match [^abc] and [^a-z] here.');
  });

  it('keeps the words of a definition that looks like a link reference definition (`[^1]: Source.`)', () => {
    expect(page('[^1]: Source.')).toBe('<sup>1</sup> Source.');
    expect(page('Claim.[^1]\n\n[^1]: Dashboard')).toBe('<p>Claim.<sup>1</sup></p>\n<p><sup>1</sup> Dashboard</p>\n');
    // A real link reference definition still serves its link.
    expect(page('[ref]: https://e.example\n\nsee [x][ref]')).toBe('see <a href="https://e.example" rel="nofollow noopener noreferrer">x</a>');
  });

  it('drops a numbered definition\'s label from a quote whose lines were run together', () => {
    expect(plainText('충돌이 세 배 늘었다.[^1] [^1]: 분기 보고서 &amp; 대시보드.')).toBe('충돌이 세 배 늘었다. 분기 보고서 & 대시보드.');
  });
});
