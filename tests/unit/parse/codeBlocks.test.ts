// Which lines of a body are code, set aside before the minutes' readers (codeBlocks.ts).
import { describe, expect, it } from 'vitest';
import { withoutCodeBlocks } from '../../../src/lib/parse/codeBlocks.ts';

/** The 1-based lines taken as code and as stray fences. */
function codeOf(lines: readonly string[]): { code: number[]; stray: number[] } {
  const { code, stray } = withoutCodeBlocks(lines.join('\n'), 1);
  return { code: code.map((l) => l.line), stray: stray.map((l) => l.line) };
}

describe('fences as CommonMark pairs them', () => {
  it('a block and the prose around it', () => {
    expect(codeOf(['I am against C.', '```yaml', 'For: C', '```', 'I support A.'])).toEqual({ code: [2, 3, 4], stray: [] });
  });

  it('a closer shorter than its opener does not close it; the next long enough one does', () => {
    expect(codeOf(['````md', '```', 'For: C', '````', 'I support A.'])).toEqual({ code: [1, 2, 3, 4], stray: [] });
  });

  it('a stray fence opens no block: the rounds after it are read', () => {
    expect(codeOf(['I support A.', '```', '## R3', 'I am against C.'])).toEqual({ code: [], stray: [2] });
  });

  it('a backtick fence whose info string holds a backtick is inline code, no fence', () => {
    expect(codeOf(['```a``` is inline', 'For: C'])).toEqual({ code: [], stray: [] });
  });
});

describe('closers CommonMark leaves open (review 06n H1, H2)', () => {
  it('the info string repeated on the closer', () => {
    expect(codeOf(['```yaml', 'For: C', '```yaml', 'I support A.'])).toEqual({ code: [1, 2, 3], stray: [] });
  });

  it('a comment after the closer', () => {
    expect(codeOf(['```yaml', 'For: C', '``` # end of sketch', 'I support A.'])).toEqual({ code: [1, 2, 3], stray: [] });
  });

  for (const [name, space] of [['a no-break space', '\u00a0'], ['an ideographic space', '\u3000'], ['a carriage return', '\r']]) {
    it(`${name} after the closer`, () => {
      expect(codeOf(['```yaml', 'For: C', `\`\`\`${space}`, 'I support A.'])).toEqual({ code: [1, 2, 3], stray: [] });
    });
  }

  it('a fence with another info string closes nothing: two openers left open stay stray', () => {
    expect(codeOf(['```yaml', 'For: C', 'I support A.', '```python', 'x = 1'])).toEqual({ code: [], stray: [1, 4] });
  });

  it("Slack's closer at the end of the code's last line", () => {
    expect(codeOf(['```cache:', '  For: C', '  Vote: C```', 'I support A.'])).toEqual({ code: [1, 2, 3], stray: [] });
  });

  it('a bare closer later wins over a fence with text', () => {
    expect(codeOf(['```yaml', 'For: C', '```yaml', 'x', '```', 'I support A.'])).toEqual({ code: [1, 2, 3, 4, 5], stray: [] });
  });

  it("a line ending in backticks does not close a tilde fence", () => {
    expect(codeOf(['~~~yaml', '  Vote: C```', 'I support A.'])).toEqual({ code: [], stray: [1] });
  });
});

describe('fences inside containers', () => {
  it('a list inside a quote (review 06n H3)', () => {
    expect(codeOf(['> - A sketch Dora sent:', '>   ```yaml', '>   For: C', '>   ```', 'I support B.'])).toEqual({ code: [2, 3, 4], stray: [] });
  });

  it('a list item that opens with a fence', () => {
    expect(codeOf(['- ```yaml', '  For: C', '  ```', 'I support B.'])).toEqual({ code: [1, 2, 3], stray: [] });
  });

  it("org-mode's source block", () => {
    expect(codeOf(['#+BEGIN_SRC yaml', 'For: C', '#+END_SRC', 'I support B.'])).toEqual({ code: [1, 2, 3], stray: [] });
  });
});

describe('line numbers stay', () => {
  it('code lines are blanked, not removed', () => {
    const { body } = withoutCodeBlocks(['a', '```', 'b', '```', 'c'].join('\n'), 1);
    expect(body.split('\n')).toEqual(['a', '', '', '', 'c']);
  });
});
