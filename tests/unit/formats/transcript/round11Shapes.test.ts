// Round 11 shapes of the prose corpus (issue 26), on small fixtures of our own: a /debate run
// recorded from a terminal (its frame set aside, headings without `#`), a verdict that makes
// no call, and a live disagreement that names each side's position as its own.
import { describe, expect, it } from 'vitest';
import { looksLikeTranscript, parseTranscript, type Transcript } from '../../../../src/lib/formats/transcript/parse.ts';
import { transcriptOutcome, transcriptOutcomeView } from '../../../../src/lib/formats/transcript/hooks.ts';
import { declinesCall } from '../../../../src/lib/formats/transcript/noCall.ts';
import { unframed } from '../../../../src/lib/formats/transcript/terminal.ts';
import { statedViews } from '../../../../src/lib/formats/transcript/verdict.ts';
import { textSource } from '../../fixtureSource.ts';

function parsed(text: string): Transcript {
  const result = parseTranscript(textSource('shape.md', text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

const TERMINAL = [
  'Script started on 2026-01-05 09:00:00+00:00 [TERM="xterm"]',
  'kim@box:~/app$ git pull',
  'Already up to date.',
  'kim@box:~/app$ claude',
  '╭────────────────────────╮',
  '│ ✻ Welcome!             │',
  '╰────────────────────────╯',
  '',
  '> /debate Tabs or spaces for the new repo?',
  '',
  '⏺ Task(Agent A — opening)',
  '  ⎿  Done (0 tool uses · 1.0k tokens · 3.0s)',
  '',
  '⏺ 🅰️ Agent A — Round 1 (Opening)',
  '',
  '  Position',
  '  Tabs, so each reader picks a width.',
  '',
  '  Reasoning',
  '  - Accessibility.',
  '',
  '⏺ 🅱️ Agent B — Round 1 (Opening)',
  '',
  '  Position',
  '  Spaces, so the code looks the same everywhere.',
  '',
  '⏺ Both openings are in; round 2 next.',
  '',
  '⏺ 🅰️ Agent A — Round 2',
  '',
  '  Engagement',
  '  - Attack: B\'s "looks the same" ignores readers who need wider indents.',
  '',
  '  Refined position',
  '  Unchanged.',
  '',
  '  Status: DONE',
  '',
  '⏺ 🅱️ Agent B — Round 2',
  '',
  '  Engagement',
  '  - Concede: A\'s accessibility point is real.',
  '',
  '  Refined position',
  '  Unchanged.',
  '',
  '  Status: DONE',
  '',
  '⏺ ⚖️ Verdict',
  '',
  '  Converged on: indentation matters for accessibility.',
  '',
  '  Recommendation: Tabs.',
  '',
  '  Rounds: 2 — natural convergence',
  '',
  '✻ Worked for 40s',
  '',
  '> /exit',
  'kim@box:~/app$ exit',
  'Script done on 2026-01-05 09:05:00+00:00',
].join('\n');

describe('a /debate run recorded from a terminal', () => {
  it('is rewritten line for line, its frame blanked and noted', () => {
    const session = unframed(TERMINAL)!;
    expect(session.lines.length).toBe(TERMINAL.split('\n').length);
    expect(session.lines[8]).toBe('/debate Tabs or spaces for the new repo?');
    expect(session.lines[13]).toBe('🅰️ Agent A — Round 1 (Opening)');
    expect(session.lines[15]).toBe('Position');
    expect(session.lines[19]).toBe('- Accessibility.');
    const noted = new Set(session.notes.map((n) => n.line));
    for (const line of [1, 2, 3, 4, 5, 11, 12, 27, 57, 59, 60, 61]) expect({ line, noted: noted.has(line) }).toEqual({ line, noted: true });
  });

  it('reads the turns under headings without `#`, the task, the status and the verdict, every line accounted for', () => {
    const t = parsed(TERMINAL);
    expect(t.task).toBe('Tabs or spaces for the new repo?');
    expect(t.rounds.map((r) => [r.number, r.turns.A?.position ?? (r.turns.A?.positionUnchanged ? 'unchanged' : undefined)])).toEqual([
      [1, 'Tabs, so each reader picks a width.'],
      [2, 'unchanged'],
    ]);
    expect(t.rounds[1]!.turns.B!.status?.kind).toBe('DONE');
    expect(t.rounds[1]!.turns.A!.engagement.map((p) => p.kind)).toEqual(['attack']);
    expect(t.verdict?.recommendation).toBe('Tabs.');
    expect(t.ending.kind).toBe('mutual-done');
    expect(t.lineAccount.missed).toEqual([]);
    expect(t.notInterpreted).toEqual([]);
    expect(looksLikeTranscript(TERMINAL)).toBe(true);
  });

  it('reads a turn printed as a tool\'s output', () => {
    const text = [
      'Script started on 2026-01-05 09:00:00+00:00',
      '⏺ Task(Agent A — opening)',
      '  ⎿  🅰️ Agent A — Round 1 (Opening)',
      '     Position',
      '     Tabs.',
      '',
      '⏺ Task(Agent B — opening)',
      '  ⎿  🅱️ Agent B — Round 1 (Opening)',
      '     Position',
      '     Spaces.',
    ].join('\n');
    expect(parsed(text).rounds[0]!.turns.B?.position).toBe('Spaces.');
  });

  it('leaves alone prose with round bullets and a transcript that quotes a terminal in a fence', () => {
    expect(unframed('● First point.\n● Second point.\n  ⎿ not a log\n')).toBeNull();
    const quoting = ['🅰️ Agent A — Round 1', '', '## Position', 'Tabs.', '', '```', '⏺ Bash(ls)', '⏺ Bash(pwd)', '  ⎿  /tmp', '```'].join('\n');
    expect(unframed(quoting)).toBeNull();
  });
});

describe('a verdict that makes no call', () => {
  it('is read only when every clause says so', () => {
    expect(declinesCall('这场辩论没有得出结论，我不给出建议。')).toBe(true);
    expect(declinesCall('No conclusion was reached, and I make no recommendation.')).toBe(true);
    expect(declinesCall('結論は出なかった。推奨はしない。')).toBe(true);
    expect(declinesCall('결론을 내지 못했다. 권고하지 않는다.')).toBe(true);
    expect(declinesCall('None.')).toBe(true);
    expect(declinesCall('No conclusion on pricing, so go with A.')).toBe(false);
    expect(declinesCall('Do not choose here. Escalate to the CFO.')).toBe(false);
    expect(declinesCall('没有得出结论，上报给负责人决定。')).toBe(false);
    expect(declinesCall('None of the options is safe; pick A with a rollback.')).toBe(false);
    expect(declinesCall(undefined)).toBe(false);
  });

  it('is shown as no call, in the verdict\'s own words', () => {
    const text = [
      '🅰️ Agent A — Round 1', '## Position', 'Tabs.', '',
      '🅱️ Agent B — Round 1', '## Position', 'Spaces.', '',
      '⚖️ Verdict', '**Recommendation:** No conclusion was reached; I make no recommendation.',
    ].join('\n');
    const outcome = transcriptOutcome({ transcript: parsed(text) });
    expect(outcome.noCall).toBe(true);
    expect(outcome.recommendation).toBe('No conclusion was reached; I make no recommendation.');
    expect(outcome.line.startsWith('No call: ')).toBe(true);
    expect(transcriptOutcomeView(outcome).blocks[0]!.fields?.[0]).toEqual({ label: 'No call', markdown: outcome.recommendation });
  });
});

describe('a live disagreement that names each side\'s position as its own', () => {
  const sides: [string, string] = ['Agent A', 'Agent B'];
  const views = (text: string) => statedViews([{ text, line: 7 }], sides).map((v) => [v.agent, v.text]);

  it('gives one view to each side, in Chinese and English', () => {
    expect(views('A 的立场是先用制表符，B 的立场是统一用空格。')).toEqual([['A', 'A 的立场是先用制表符'], ['B', 'B 的立场是统一用空格']]);
    expect(views('A 的观点是用制表符；B 的观点是用空格。')).toEqual([['A', 'A 的观点是用制表符'], ['B', 'B 的观点是用空格']]);
    // Japanese and Korean put the verb last, where a judging predicate cannot be told apart: not read (review of 2026-12-03).
    expect(views('Aの立場はタブ、Bの立場はスペース。')).toEqual([]);
    expect(views('A의 입장은 탭이고, B의 입장은 공백이다.')).toEqual([]);
    expect(views("A's position is to use tabs, whereas B's position is that spaces are safer.")).toEqual([
      ['A', "A's position is to use tabs"],
      ['B', "B's position is that spaces are safer"],
    ]);
  });

  it('gives no view to a sentence about a side\'s position that states none', () => {
    expect(views('A 的立场没有变化。')).toEqual([]);
    expect(views("A's position is weaker on cost.")).toEqual([]);
  });
});
