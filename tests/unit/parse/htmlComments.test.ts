// HTML comments in a prose log (probe 17 row 15): hidden wherever the Markdown is shown, so
// never part of a claim's text; each comment line listed as not interpreted at its line.
import { describe, expect, it } from 'vitest';
import { parseMinutes } from '../../../src/lib/formats/minutes/parse.ts';
import { parseTranscript } from '../../../src/lib/formats/transcript/parse.ts';
import { HTML_COMMENT_REASON, withoutCommentLines } from '../../../src/lib/parse/htmlComments.ts';
import { textSource } from '../fixtureSource.ts';

const transcript = [
  '# Debate: tabs or spaces?', // 1
  '',
  '## 🅰️ Agent A — Round 1', // 3
  '',
  '### Position', // 5
  '<!-- harness: turn 1 -->', // 6
  'Use tabs.', // 7
  '',
  '### Reasoning', // 9
  '- gofmt emits tabs.', // 10
  '<!--', // 11
  'a note the harness kept', // 12
  '-->', // 13
  '- Each reader picks a width.', // 14
  '',
  '## 🅱️ Agent B — Round 1', // 16
  '',
  '### Position', // 18
  '<!-- kept --> Use spaces.', // 19
  '',
  '### Reasoning', // 21
  '```md', // 22
  '<!-- inside a fence -->', // 23
  '```', // 24
  '- They render the same everywhere.', // 25
].join('\n');

describe('an HTML comment in a transcript', () => {
  const result = parseTranscript(textSource('comments.md', transcript));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const { rounds, notInterpreted, lineAccount } = result.value;
  const comments = notInterpreted.filter((entry) => entry.reason === HTML_COMMENT_REASON);

  it('is not read into the position or the reasoning', () => {
    expect(rounds[0]!.turns.A!.position).toBe('Use tabs.');
    expect(rounds[0]!.turns.A!.reasoning).toEqual(['gofmt emits tabs.', 'Each reader picks a width.']);
  });

  it('is listed as not interpreted at each of its lines, a comment over three lines too', () => {
    expect(comments.map((entry) => [entry.line, entry.text])).toEqual([
      [6, '<!-- harness: turn 1 -->'], [11, '<!--'], [12, 'a note the harness kept'], [13, '-->'],
    ]);
    expect(lineAccount.missed).toEqual([]);
    for (const line of [6, 11, 12, 13]) expect(lineAccount.read).not.toContain(line);
  });

  it('is kept as written when text follows it on its line, or when it stands in a code fence', () => {
    expect(rounds[0]!.turns.B!.position).toBe('<!-- kept --> Use spaces.');
    expect(comments.map((entry) => entry.line)).not.toContain(23);
  });
});

describe('an HTML comment in minutes', () => {
  const minutes = [
    '---', 'date: 2026-05-18', 'topic: Pricing page', 'participants: [analyst, skeptic]', '---', // 1–5
    '', '## R1 Problem definition', '', 'Which pricing table ships?', // 6–9
    '', '## R2 Independent opinions', '', '<!-- minute-taker: paste below -->', // 10–13
    '- **analyst:** Option A. Conversion data favours it.', '- **skeptic:** Option B.', // 14–15
  ].join('\n');
  const result = parseMinutes(textSource('minutes.md', minutes));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));

  it('is listed as not interpreted, not read as the round\'s text', () => {
    const entry = result.value.notInterpreted.find((line) => line.line === 13);
    expect(entry?.reason).toBe(HTML_COMMENT_REASON);
    expect(result.value.lineAccount.read).not.toContain(13);
    const opinions = result.value.opinions.map((opinion) => opinion.markdown);
    expect(opinions).toEqual(['Option A. Conversion data favours it.', 'Option B.']);
  });
});

describe('withoutCommentLines', () => {
  it('keeps line numbers, and leaves an unclosed comment as text', () => {
    const { body, comments } = withoutCommentLines('a\n<!-- x -->\nb\n<!-- never closed\nc', 10);
    expect(body).toBe('a\n\nb\n<!-- never closed\nc');
    expect(comments).toEqual([{ text: '<!-- x -->', line: 11 }]);
  });

  it('reads `<!-->` as a whole comment, and many unclosed openers in one pass', () => {
    expect(withoutCommentLines('<!-->\nx', 1).comments).toEqual([{ text: '<!-->', line: 1 }]);
    const openers = Array.from({ length: 50_000 }, () => '<!-- open').join('\n');
    expect(withoutCommentLines(openers, 1).comments).toEqual([]);
  });
});
