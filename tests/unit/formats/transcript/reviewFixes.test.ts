// Review fixes of 2026-12-03 on the round 11 transcript rules (terminal frame, no call, a side's
// position in the verdict), each on a small fixture of our own: the rule narrowed, never widened.
import { describe, expect, it } from 'vitest';
import { parseTranscript, type Transcript } from '../../../../src/lib/formats/transcript/parse.ts';
import { transcriptLineReport } from '../../../../src/lib/formats/transcript/hooks.ts';
import { declinesCall } from '../../../../src/lib/formats/transcript/noCall.ts';
import { unframed } from '../../../../src/lib/formats/transcript/terminal.ts';
import { statedViews } from '../../../../src/lib/formats/transcript/verdict.ts';
import { transcriptToLog } from '../../../../src/lib/formats/transcript/toLog.ts';
import { textSource } from '../../fixtureSource.ts';

function parsed(text: string): Transcript {
  const result = parseTranscript(textSource('review.md', text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

describe('a Markdown transcript with bullets, a tool result and a price is not a terminal log', () => {
  const text = [
    '# Debate: adopt the review bot?',
    '',
    '## 🅰️ Agent A — Round 1',
    '',
    '### Position',
    'Adopt it.',
    '',
    '### Reasoning',
    '● It catches style issues.',
    '● It is fast.',
    'Its output looked like this:',
    '  ⎿  Found 3 issues in 2 files',
    '',
    '## 🅱️ Agent B — Round 1',
    '',
    '### Position',
    'Keep human review.',
    '',
    '### Reasoning',
    '> It catches style issues.',
    'The linter already does that.',
    '$ 40 per seat per month is too much.',
    '',
    '## ⚖️ Verdict',
    '**Recommendation:** Trial it on one repository.',
  ].join('\n');

  it('keeps its turns and its verdict', () => {
    expect(unframed(text)).toBeNull();
    const t = parsed(text);
    expect(t.verdict?.recommendation).toBe('Trial it on one repository.');
    expect(t.rounds[0]!.turns.B!.position).toBe('Keep human review.');
  });
});

describe('a terminal log: shell mode needs a prompt and ends at a blank line; a quote in a turn stays', () => {
  const text = [
    'Script started on 2026-01-05 09:00:00+00:00',
    'kim@box:~/app$ claude',
    '> /debate Adopt the review bot?',
    '',
    '⏺ 🅰️ Agent A — Round 1 (Opening)',
    '',
    '  Position',
    '  Adopt it.',
    '',
    '⏺ 🅱️ Agent B — Round 1 (Opening)',
    '',
    '  Position',
    '  Keep human review.',
    '  > It catches style issues.',
    '  The linter does that.',
    '$ 40 per seat is too much.',
    '',
    '⏺ Bash(npm test)',
    '  ⎿  ok',
    '',
    '⏺ ⚖️ Verdict',
    '',
    '  Recommendation: Keep human review.',
    '',
    'kim@box:~/app$ exit',
    'Script done on 2026-01-05 09:05:00+00:00',
  ].join('\n');

  it('reads the price as a debater\'s words and the verdict after the frame', () => {
    const session = unframed(text)!;
    expect(session.lines[15]).toBe('$ 40 per seat is too much.');
    expect(session.lines[13]).toBe('> It catches style issues.');
    expect(session.lines[2]).toBe('/debate Adopt the review bot?');
    const t = parsed(text);
    expect(t.verdict?.recommendation).toBe('Keep human review.');
  });

  it('ends a shell command\'s output at the next blank line', () => {
    const lines = ['Script started on 2026-01-05 09:00:00+00:00', '⏺ 🅰️ Agent A — Round 1', '', '  Position', '  Adopt it.', '$ ls', 'a.txt', '', '  Status: DONE'];
    const session = unframed(lines.join('\n'))!;
    expect(session.lines[6]).toBe('');
    expect(session.lines[8]).toBe('Status: DONE');
  });
});

describe('a verdict that makes a call after a no-call phrase, or recommends against one option', () => {
  it('is not read as no call', () => {
    for (const text of [
      'No winner: go with SQS.', 'No decision needed: keep SQS.', 'Nothing was decided — ship A anyway.', '没有结论：先用SQS。',
      'No call needed — Kafka is the obvious choice.', 'no verdict (A wins on points)', 'We do not recommend Kafka.',
      'I can\'t recommend a rewrite.', '案Bは推奨しない。', 'B안은 권장하지 않는다。',
    ]) expect({ text, noCall: declinesCall(text) }).toEqual({ text, noCall: false });
  });

  it('still reads a verdict that recommends nothing', () => {
    for (const text of ['No conclusion was reached; I make no recommendation.', '本次辩论没有得出结论，我不给出建议。', '結論は出なかった。推奨はしない。', '결론을 내지 못했다. 권고하지 않는다.', 'No call.']) {
      expect({ text, noCall: declinesCall(text) }).toEqual({ text, noCall: true });
    }
  });
});

describe('a verdict\'s sentence that judges a side\'s position', () => {
  const views = (text: string) => statedViews([{ line: 1, text }], ['Agent A', 'Agent B']);

  it('is no side\'s view', () => {
    for (const text of [
      'B 的立场是错误的', 'Aの立場は弱い', 'A의 입장은 설득력이 약하다', 'A\'s position: weaker on cost.',
      'A\'s proposal is to be shelved', 'A\'s position is to be revisited after the load test.', 'B\'s case is that of a cautious team.',
    ]) expect({ text, views: views(text) }).toEqual({ text, views: [] });
  });

  it('reads a sentence that states a side\'s position, as read', () => {
    expect(views('A\'s position is that Kafka scales; B\'s position is to keep SQS.').map((v) => [v.agent, v.reading])).toEqual([['A', 'read'], ['B', 'read']]);
    expect(views('A 的立场是保留 Redux；B 的立场是换成 Zustand。').map((v) => [v.agent, v.reading])).toEqual([['A', 'read'], ['B', 'read']]);
  });
});

describe('a terminal log: the session\'s own message over several lines', () => {
  const text = [
    'Script started on 2026-01-05 09:00:00+00:00',
    '⏺ 🅰️ Agent A — Round 1 (Opening)',
    '',
    '  Position',
    '  Return 404.',
    '',
    '⏺ 🅱️ Agent B — Round 1 (Opening)',
    '',
    '  Position',
    '  Return 403.',
    '',
    '⏺ Both openings are in. Where they stand:',
    '  - Agent A: 404 hides existence.',
    '',
    '  I think 403 is the better default; moving to round 2.',
    '',
    '⏺ 🅰️ Agent A — Round 2',
    '',
    '  Refined position',
    '  Unchanged.',
  ].join('\n');

  it('is blanked to the next turn header, so no line of it lands in a turn', () => {
    const session = unframed(text)!;
    expect(session.lines.slice(11, 15)).toEqual(['', '', '', '']);
    expect(new Set(session.notes.map((n) => n.line))).toEqual(new Set([1, 12, 13, 15]));
    expect(session.lines[16]).toBe('🅰️ Agent A — Round 2');
    expect(session.lines[18]).toBe('Refined position');
    expect(parsed(text).rounds[0]!.turns.B!.position).toBe('Return 403.');
  });
});

describe('the line report of a terminal log', () => {
  it('says what each blanked frame line is', () => {
    const text = [
      'Script started on 2026-01-05 09:00:00+00:00',
      'kim@box:~/app$ claude',
      '⏺ 🅰️ Agent A — Round 1 (Opening)',
      '',
      '  Position',
      '  Return 404.',
      '',
      '⏺ Bash(npm test)',
      '  ⎿  ok',
      '',
      '⏺ Round 1 is done.',
      '✻ Worked for 3s',
    ].join('\n');
    const report = transcriptLineReport({ transcript: parsed(text) });
    const what = new Map(report.notes.map((n) => [n.line, n.what]));
    expect([1, 2, 8, 9, 11, 12].map((line) => [line, what.get(line)])).toEqual([
      [1, 'terminal recorder line (not part of the debate)'],
      [2, 'shell prompt and command (not part of the debate)'],
      [8, 'a tool call of the session'],
      [9, 'output of a tool call of the session'],
      [11, 'the session\'s own words between turns'],
      [12, 'the coding agent\'s status line'],
    ]);
  });
});

describe('a transcript with a second verdict (probe 17, row 15)', () => {
  it('reads the first verdict only and lists the second one\u2019s lines as not interpreted', () => {
    const text = [
      '# Debate: tabs or spaces?', '',
      '## 🅰️ Agent A — Round 1', '', '### Position', 'Tabs.', '',
      '## 🅱️ Agent B — Round 1', '', '### Position', 'Spaces.', '',
      '## ⚖️ Verdict', '', '**Converged on:** Use the formatter.', '',
      '## ⚖️ Verdict', '', '**Converged on:** A second verdict, invented.', '',
    ].join('\n');
    const transcript = parsed(text);
    expect(JSON.stringify(transcript.verdict)).not.toContain('invented');
    expect(transcript.notInterpreted.map((l) => `${l.line} ${l.reason}`)).toEqual([
      '17 a second verdict: not read, the record keeps the first',
      '19 a second verdict: not read, the record keeps the first',
    ]);
  });
});

describe('a Concede label that says there is nothing to concede (probe 18b, row 37)', () => {
  const turn = (concede: string) => [
    '## 🅰️ Agent A — Round 1', '', '### Position', 'Adopt it.', '',
    '## 🅱️ Agent B — Round 1', '', '### Position', 'Keep human review.', '',
    '## 🅰️ Agent A — Round 2', '', '### Engagement', `- **Concede:** ${concede}`, '- **Attack:** Review is slow.', '',
    '### Refined position', 'Adopt it, with a human on call.',
  ].join('\n');

  it.each(['none.', 'n/a', "nothing — B's point does not hold."])('draws no concession for "%s"', (said) => {
    const log = transcriptToLog(parsed(turn(said)));
    expect(log.relations.filter((r) => r.type === 'concedes')).toEqual([]);
    expect(log.relations.some((r) => r.type === 'opposes' && r.text === 'Review is slow.')).toBe(true);
  });

  it('still draws one when something is conceded', () => {
    const log = transcriptToLog(parsed(turn('Review catches design flaws.')));
    expect(log.relations.filter((r) => r.type === 'concedes')).toHaveLength(1);
  });
});

describe('verdict text that is no known field (probe 18b, rows 10–11)', () => {
  const verdict = (...after: string[]) => [
    '## 🅰️ Agent A — Round 1', '', '### Position', 'Use tabs.', '',
    '## 🅱️ Agent B — Round 1', '', '### Position', 'Use spaces.', '',
    '## ⚖️ Verdict', '', '**Converged on:** Tabs for Go source.', '', ...after,
  ].join('\n');
  const converged = (text: string) => parsed(text).verdict?.convergedOn;

  it.each([
    ['a heading and its paragraph', ['## Host notes', '', 'The host privately thinks spaces were right.']],
    ['an unknown bold label', ['**Open risk:** the CI linter may be slow.']],
    ['a table', ['| risk | owner |', '| --- | --- |', '| slow CI | B |']],
  ])('keeps %s out of "Converged on" and lists it as not interpreted', (_, lines) => {
    const text = verdict(...lines);
    expect(converged(text)).toBe('Tabs for Go source.');
    const listed = parsed(text).notInterpreted.map((entry) => entry.text);
    for (const line of lines.filter((l) => l !== '')) expect(listed).toContain(line);
  });

  it('keeps a bold sub-point in a list item inside the field', () => {
    expect(converged(verdict('- **CI:** gofmt runs on every push.'))).toBe('Tabs for Go source.\n\n- **CI:** gofmt runs on every push.');
  });

  it('reads a "Live disagreement" line of any length as that field, never as agreement', () => {
    const long = `B holds that spaces are right ${'because reviewers read diffs in browsers '.repeat(60)}`.trim();
    const read = parsed(verdict(`**Live disagreement:** ${long}`)).verdict;
    expect(read?.convergedOn).toBe('Tabs for Go source.');
    expect(read?.liveDisagreement).toBe(long);
  });
});

describe('frontmatter value warnings at their key (probe 18b, row 39)', () => {
  it('locates a bad lang, date and sides at their own lines', () => {
    const text = ['---', 'title: T', 'date: someday', 'lang: "not a tag!"', 'sides: [One]', '---', '',
      '## 🅰️ Agent A — Round 1', '', '### Position', 'Use tabs.', '', '## 🅱️ Agent B — Round 1', '', '### Position', 'Use spaces.'].join('\n');
    const result = parseTranscript(textSource('fm.md', text));
    const said = result.diagnostics.filter((d) => d.code === 'frontmatter').map((d) => [d.path, d.line]);
    expect(said).toEqual(expect.arrayContaining([['date', 3], ['lang', 4], ['sides', 5]]));
  });
});

describe('a live disagreement naming the sides by their `sides` names (probe 18b row 31)', () => {
  const views = (text: string, sides: [string, string] = ['Postgres', 'MySQL']) => statedViews([{ text, line: 1 }], sides).map((v) => [v.agent, v.text]);
  it('splits at ", whereas <name>", " while <name>" and a lead-in colon, one view per side', () => {
    expect(views("Postgres's side wants fast reads, whereas MySQL's side holds replication matters more.")).toEqual([
      ['A', "Postgres's side wants fast reads"], ['B', "MySQL's side holds replication matters more"]]);
    expect(views("Postgres wants fast reads while MySQL's side prefers replication.")).toEqual([
      ['A', 'Postgres wants fast reads'], ['B', "MySQL's side prefers replication"]]);
    // A topic lead-in before a colon is taken off: both views are drawn (probe 19 row 5).
    expect(views('on scale: Postgres expects partitioning, MySQL expects sharding.')).toEqual([['A', 'Postgres expects partitioning'], ['B', 'MySQL expects sharding']]);
    expect(views('B-tree camp wants X, whereas LSM camp holds Y.', ['B-tree camp', 'LSM camp']).map(([a]) => a)).toEqual(['A', 'B']);
  });
  it('never cuts after a clause that reports or frames what follows, nor after a topic and a colon', () => {
    expect(views('Postgres says that while MySQL holds the lead, it will lose.')).toEqual([['A', 'Postgres says that while MySQL holds the lead, it will lose']]);
    expect(views('Postgres argues that, while MySQL expects growth, it will stall.')).toEqual([['A', 'Postgres argues that, while MySQL expects growth, it will stall']]);
    expect(views('The open question: MySQL would need sharding.')).toEqual([]);
    expect(views('Cost: MySQL would cost more, Postgres says.').map(([agent]) => agent)).not.toContain('B');
  });
  it('keeps a colon after a side\'s own name as its label, and a name inside a longer word whole', () => {
    expect(views("Postgres: MySQL's case is weaker on scale.")).toEqual([['A', "MySQL's case is weaker on scale."]]);
    expect(views('Postgres wants MySQLish tuning, whereas nobody else does.')).toEqual([['A', 'Postgres wants MySQLish tuning, whereas nobody else does']]);
  });
});

describe('a header indented as Markdown code is not a header (probe 18b row 3)', () => {
  const opening = ['## Agent A — Round 1', '', '## Position', '', 'Use tabs.', ''];
  const rest = ['## Agent B — Round 1', '', '## Position', '', 'Use spaces.', ''];
  it('an indented verdict is no verdict: the debate stays unfinished and the lines are the position\'s', () => {
    const t = parsed([...opening, '    ## Verdict', '', '    **Converged on:** quoted, not concluded', '', ...rest].join('\n'));
    expect(t.verdict).toBeNull();
    expect(t.ending.kind).toBe('unfinished');
    expect(t.rounds[0]!.turns.A!.position).toContain('**Converged on:** quoted');
  });
  it('an indented turn header or status inside a turn opens nothing', () => {
    const t = parsed([...opening, '    ## Agent B — Round 2', '', '    ## Status: DONE — quoted from a log', '', ...rest].join('\n'));
    expect(t.rounds.map((r) => r.number)).toEqual([1]);
    expect(t.rounds[0]!.turns.A!.status).toBeUndefined();
    expect(t.rounds[0]!.turns.B!.position).toBe('Use spaces.');
  });
  it('a notebook-indented transcript with an unindented verdict after it keeps its indented headers', () => {
    const t = parsed([...[...opening, ...rest].map((l) => (l === '' ? l : `    ${l}`)), '## Verdict', '', '**Converged on:** tabs.'].join('\n'));
    expect(t.rounds[0]!.turns.B!.position).toBe('Use spaces.');
    expect(t.verdict?.convergedOn).toContain('tabs');
  });
  it('a status indented as a list item\'s text is still the status', () => {
    const t = parsed([...opening, ...rest, '## Agent A — Round 2', '', '- a note', '', '    ## Status: DONE', ''].join('\n'));
    expect(t.rounds[1]!.turns.A!.status).toMatchObject({ kind: 'DONE' });
  });
  it('a transcript indented as a whole, by spaces or a tab, keeps its headers, sections and statuses', () => {
    const second = ['## Agent A — Round 2', '', '## Refined position', '', 'Tabs.', '', '## Status: DONE', '',
      '## Agent B — Round 2', '', '## Refined position', '', 'Tabs.', '', '## Status: DONE', ''];
    for (const indent of ['    ', '\t']) {
      const t = parsed([...opening, ...rest, ...second, '## Verdict', '', '**Converged on:** tabs.'].map((l) => (l === '' ? l : `${indent}${l}`)).join('\n'));
      expect(t.rounds[0]!.turns.B!.position).toBe('Use spaces.');
      expect(t.rounds[1]!.turns.B!.status).toMatchObject({ kind: 'DONE' });
      expect(t.ending.kind).toBe('mutual-done');
      expect(t.verdict?.convergedOn).toContain('tabs');
    }
  });
});

describe('a status line with a long reason (probe 18b row 12)', () => {
  it('is read as the status whatever the reason\'s length, the reason kept whole', () => {
    for (const length of [600, 1_000, 2_960]) {
      const reason = `Spaces win ${'because reviewers read diffs in browsers '.repeat(Math.ceil(length / 41))}`.slice(0, length);
      const t = parsed(['## Agent A — Round 1', '', '## Position', '', 'Tabs.', '', '## Agent B — Round 1', '', '## Position', '', 'Spaces.', '',
        '## Agent A — Round 2', '', '## Refined position', '', 'Tabs.', '', '## Status: DONE', '',
        '## Agent B — Round 2', '', '## Refined position', '', 'Spaces.', '', `## Status: CONTINUE — ${reason}`, ''].join('\n'));
      const turn = t.rounds[1]!.turns.B!;
      expect(turn.status, String(length)).toMatchObject({ kind: 'CONTINUE', reason });
      expect(turn.truncated ?? false).toBe(false);
    }
  });
});

describe('a long labelled line (probe 18b row 13, probe 19 rows 22 and 23)', () => {
  const words = (n: number) => 'tabs keep the indentation the reader chooses and '.repeat(Math.ceil(n / 50)).slice(0, n).trim();
  it.each([3_000, 10_000, 40_000])('reads "**Position:**" with %i characters after it as the position, whole', (length) => {
    const position = words(length);
    const t = parsed(['## Agent A — Round 1', '', '## Position', '', 'Tabs.', '', '## Agent B — Round 1', '', `**Position:** ${position}`, ''].join('\n'));
    expect(t.rounds[0]!.turns.B!.position).toBe(position);
  });
  it.each([2_400, 7_000, 40_000])('reads a turn header with a %i-character label as that turn, so the lines under it are its own', (length) => {
    const label = words(length);
    const t = parsed(['## Agent A — Round 1', '', '## Position', '', 'Tabs.', '', '## Agent B — Round 1', '', '## Position', '', 'Spaces.', '',
      '## Agent A — Round 2', '', '## Status: DONE', '', `## Agent B — Round 2 (${label})`, '', '## Status: CONTINUE — more', ''].join('\n'));
    expect(t.rounds[1]!.turns.B).toMatchObject({ label, status: { kind: 'CONTINUE' } });
    expect(t.rounds[1]!.turns.A!.status).toMatchObject({ kind: 'DONE' });
  });
});
