// Review 2026-12-07zb (tests/fixtures/review-2026-12-07zb/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { renderMarkdown } from '../../../src/lib/render/renderMarkdown.ts';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07zb/cases', name).value;
const pageText = (markdown: string) => renderMarkdown(markdown).replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').replace(/ ([.,])/g, '$1').trim();
const side = (name: string, option: string) => relationOn(read(name), 20, option) ?? 'none';
const D = '\n\n[1]: https://ex.org/x';

describe('review 07zb', () => {
  it.each([
    ['05-f5', 'option-b', /^opposes/], ['06-f6', 'option-b', /^opposes/], ['07-f7', 'option-b', /^opposes/], ['08-f8', 'option-b', /^opposes/],
    ['12-f12', 'option-b', /^supports/], ['12-f12', 'option-a', /^(?:mentions|none)/],
    ['19-o3', 'option-a', /^supports/], ['19-o3', 'option-b', /^opposes/], ['20-o4', 'option-a', /^supports/], ['20-o4', 'option-b', /^opposes/],
    ['28-o12', 'option-a', /^(?:mentions|none)/], ['28-o12', 'option-b', /^(?:mentions|none)/], ['18-o2', 'option-a', /^(?:mentions|none)/], ['18-o2', 'option-b', /^supports/], ['01-f1', 'option-b', /^opposes/],
  ])('2027-12-18-10-%s line 20: %s %s (a first person after the comma is the main clause; an opening option named again keeps its side)', (id, option, relation) => {
    expect(side(`2027-12-18-10-${id}.md`, option)).toMatch(relation);
  });
  it.each([
    ['T2', `- a\n\n    \`\`\`\n    see [x][1]\n    \`\`\`${D}`],
    ['T3', `- a\n  - b\n    \`\`\`\n    see [x][1]\n    \`\`\`${D}`],
    ['T4', `10. a\n    \`\`\`\n    see [x][1]\n    \`\`\`${D}`],
    ['T9', `- a\n  \`\`\`\n  see [x][1]\n\`\`\`\n\nsee [y][1]${D}`],
    ['T16', '- # Title\n  ==='],
    ['T17', '> - a\n>   ==='],
  ])('%s: plain text says what the page shows', (_, markdown) => {
    expect(plainText(markdown)).toBe(pageText(markdown));
  });
  it.each([
    ['T8', `\`\`\`\nsee [x][1]\n    \`\`\`\nsee [y][1]\n\`\`\`\n\nsee [z][1]${D}`, 'see [x][1] see [y][1] see z'],
    ['T10', `- a\n  \`\`\`\n  see [x][1]\n      \`\`\`\n  see [y][1]\n  \`\`\`${D}`, 'a see [x][1] see [y][1]'],
  ])('%s: a fence four columns in closes nothing, and no address leaks (the code line of its marks is not kept)', (_, markdown, text) => {
    expect(plainText(markdown)).toBe(text);
  });
});
