// The not-interpreted warning names lines as ranges; probe 36 (Q1, Q2) wrote a transcript and
// minutes with 80,000 unread headings, and the warning became one line of 584,649 characters,
// in `validate`'s output and the build log.
import { describe, expect, it } from 'vitest';
import { lineRanges, notInterpretedWarning } from '../../../src/lib/parse/lineAccount.ts';

describe('line numbers as ranges', () => {
  it('joins runs and lists each range, up to thirty', () => {
    expect(lineRanges([3, 7, 8, 9, 12])).toBe('3, 7–9, 12');
    const thirty = Array.from({ length: 30 }, (_, i) => 2 * i + 1);
    expect(lineRanges(thirty)).toBe(thirty.join(', '));
  });

  it('counts the rest past thirty ranges, and says where every line is listed', () => {
    const lines = Array.from({ length: 80_000 }, (_, i) => 22 + 2 * i);
    const named = lines.slice(0, 30).join(', ');
    expect(lineRanges(lines)).toBe(`${named}, and 79,970 more lines (\`validate --explain\` lists each)`);
    const [warning] = notInterpretedWarning('x.md', 'transcript-not-interpreted', lines.map((line) => ({ line, section: 'x', reason: 'y', text: '## x' })));
    expect(warning!.message.length).toBeLessThan(400);
    expect(warning!.message).toMatch(/^80,000 lines were not interpreted/u);
  });
});
