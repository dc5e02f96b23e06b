// Transcripts in house styles, read by shape (docs/formats.md, "House styles"): speaker
// lines of the two sides open turns, rounds come from the file's round marks or the turn
// order, messages by anyone else are reported with who wrote them, and a file without two
// sides that speak stays refused with an error that says what was missing.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import { looksLikeTranscript, parseTranscript, type Transcript } from '../../../../src/lib/formats/transcript/parse.ts';
import { legendSides, otherSpeaker, roundMarker, sideOpener } from '../../../../src/lib/formats/transcript/speakers.ts';
import { fixtureIn, textSource } from '../../fixtureSource.ts';

const house = fixtureIn('transcripts/house');

function parsed(name: string): Transcript {
  const result = parseTranscript(house(name));
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.diagnostics)}`);
  return result.value;
}
/** Each turn as [round, side, position or refined position, engagement kinds, status]. */
const turns = (t: Transcript) => t.rounds.flatMap((r) => (['A', 'B'] as const).flatMap((agent) => {
  const turn = r.turns[agent];
  return turn ? [[r.number, agent, turn.position ?? (turn.positionUnchanged ? 'unchanged' : turn.refinedPosition), turn.engagement.map((e) => e.kind), turn.status?.kind]] : [];
}));
const edges = (name: string) => {
  const result = processDebate(house(name), 'house' as DebateSlug);
  if (!result.ok) throw new Error(name);
  return result.value.graph.edges.filter((e) => !e.derived && e.type !== 'related').map((e) => [e.source, e.type, e.target, e.reading, e.provenance?.line]);
};

describe('speaker lines that open a turn of a side', () => {
  const names: [string, string] = ['正方', '反方'];
  it('reads the shapes house styles write', () => {
    expect(sideOpener('【正方 · 第1轮】', names)).toMatchObject({ agent: 'A', round: 1, inline: '' });
    expect(sideOpener('【反方】我反对。', names)).toMatchObject({ agent: 'B', inline: '我反对。' });
    expect(sideOpener('反方：立场：不改。', names)).toMatchObject({ agent: 'B', inline: '立场：不改。' });
    expect(sideOpener('[21:02] 正方: 我同意', names)).toMatchObject({ agent: 'A', inline: '我同意' });
    expect(sideOpener('**正方**：理由如下', names)).toMatchObject({ agent: 'A', inline: '理由如下' });
    expect(sideOpener('### 反方 (第2轮)', names)).toMatchObject({ agent: 'B', round: 2 });
    expect(sideOpener('正方 21:02', names)).toMatchObject({ agent: 'A', inline: '' });
    expect(sideOpener('From: 反方 <con@example.org>', names)).toMatchObject({ agent: 'B' });
    expect(sideOpener('Pro — Round 2 (Rebuttal)', ['Pro', 'Con'])).toMatchObject({ agent: 'A', round: 2, label: 'Rebuttal' });
    expect(sideOpener('**Pro (Round 1):**', ['Pro', 'Con'])).toEqual({ agent: 'A', name: 'Pro', round: 1, inline: '' });
    expect(sideOpener('Pro (R2): attack first', ['Pro', 'Con'])).toEqual({ agent: 'A', name: 'Pro', round: 2, inline: 'attack first' });
    expect(sideOpener('**Round 2 — Con**', ['Pro', 'Con'])).toEqual({ agent: 'B', name: 'Con', round: 2, inline: '' });
    expect(sideOpener('<Con> no', ['Pro', 'Con'])).toMatchObject({ agent: 'B', inline: 'no' });
    expect(sideOpener('@Pro: yes', ['Pro', 'Con'])).toMatchObject({ agent: 'A', inline: 'yes' });
  });
  it('is no opener when a sentence merely starts with a side', () => {
    expect(sideOpener('正方说的地图确实需要。', names)).toBeNull();
    expect(sideOpener('Pros and cons: many', ['Pro', 'Con'])).toBeNull();
    expect(sideOpener('Con was right about QA.', ['Pro', 'Con'])).toBeNull();
  });
  it('reads round lines, legends and the messages of people who are not a side', () => {
    expect(roundMarker('—— 第 2 轮 ——')).toEqual({ round: 2 });
    expect(roundMarker('## Round 3: Closing')).toEqual({ round: 3, label: 'Closing' });
    expect(roundMarker('Round 2 was the hardest one for both sides')).toBeNull();
    expect(legendSides('Legend — A: Pro, B: Con')).toEqual(['Pro', 'Con']);
    expect(legendSides('Sides: Tabs vs Spaces')).toEqual(['Tabs', 'Spaces']);
    expect(otherSpeaker('辩论机器人 21:02')).toEqual({ name: '辩论机器人', text: '' });
    expect(otherSpeaker('Moderator: Round 2.')).toEqual({ name: 'Moderator', text: 'Round 2.' });
    expect(otherSpeaker('The cost: 3 days at 10:00')).toBeNull();
  });
});

describe('house-style transcripts', () => {
  it('a Slack export: sides from the frontmatter, a round line, a reaction reported', () => {
    const t = parsed('slack-export.md');
    expect(t.sides).toEqual(['Redis', 'Memcached']);
    expect(turns(t)).toEqual([
      [1, 'A', 'Use Redis for the session cache; we already run it.', [], undefined],
      [1, 'B', 'Use Memcached; it is simpler for a pure cache.', [], undefined],
      [2, 'A', 'unchanged', ['attack', 'concede'], 'CONTINUE'],
      [2, 'B', 'Memcached for the page cache, Redis for sessions.', ['attack'], 'DONE'],
    ]);
    expect(t.verdict?.convergedOn).toBe('sessions live in Redis.');
    expect(t.notInterpreted.map((l) => [l.line, l.reason])).toEqual([
      [5, 'text before the first turn that is not the title or the task'],
      [14, 'a chat artefact (a reaction, an edit mark, an attachment)'],
    ]);
  });

  it('a Discord export: sides from a legend, rounds from the turn, the moderator not a side', () => {
    const t = parsed('discord-legend.md');
    expect(t.sides).toEqual(['Pro', 'Con']);
    expect(turns(t)).toEqual([
      [1, 'A', 'Ship weekly releases.', [], undefined],
      [1, 'B', 'Ship monthly releases.', [], undefined],
      [2, 'A', undefined, ['attack'], 'DONE'],
      [2, 'B', 'monthly, with a weekly hotfix train.', ['concede'], 'DONE'],
    ]);
    expect(t.notInterpreted.map((l) => [l.line, l.reason])).toEqual([[6, 'a message by Moderator, who is not one of the two sides']]);
  });

  it('an e-mail exchange: "From:" opens a turn, rounds follow the turn order, headers are reported', () => {
    const t = parsed('email-exchange.md');
    expect(turns(t).map((turn) => turn.slice(0, 2))).toEqual([[1, 'A'], [1, 'B'], [2, 'A'], [2, 'B']]);
    expect(t.rounds[1]!.turns.B!.agreementPoints).toBeUndefined();
    expect(t.notInterpreted.map((l) => [l.line, l.reason])).toEqual([[1, 'an e-mail header'], [5, 'an e-mail header']]);
  });

  it('an interview: an unlabelled opening is a read position, never a stated one; a rejoinder after a concession opposes', () => {
    const t = parsed('interview-ko.md');
    expect(t.sides).toEqual(['찬성측', '반대측']);
    expect(t.rounds[0]!.turns.A).toMatchObject({ position: '모노레포로 합친다. 의존성 관리가 한곳에서 끝난다.', positionRead: true });
    expect(edges('interview-ko.md')).toEqual([
      ['agent-a', 'supports', 'a-r1-position', 'read', 5],
      ['agent-b', 'supports', 'b-r1-position', 'read', 7],
      ['agent-a', 'opposes', 'b-r1-position', 'stated', 11],
      ['agent-b', 'concedes', 'b-r2-concedes-1', 'stated', 14],
      ['agent-b', 'opposes', 'a-r1-position', 'read', 14],
    ]);
  });

  it('one table per round: a row per side, or a column per side', () => {
    const t = parsed('round-tables.md');
    expect(turns(t)).toEqual([
      [1, 'A', 'Ship every week.', [], undefined],
      [1, 'B', 'Ship once a month.', [], undefined],
      [2, 'A', 'unchanged', ['attack'], 'CONTINUE'],
      [2, 'B', 'Monthly, with a weekly hotfix train.', ['attack', 'concede'], 'DONE'],
      [3, 'A', 'unchanged', ['attack'], 'DONE'],
      [3, 'B', 'unchanged', [], 'DONE'],
    ]);
    expect(t.ending.kind).toBe('mutual-done');
    expect(t.notInterpreted).toEqual([]);
  });
});

describe('detection and refusal', () => {
  it('takes a file of two speaking sides only with a sign of the protocol (a round on an opener, a status line)', () => {
    expect(looksLikeTranscript('Pro: ship weekly.\nCon: ship monthly.\n')).toBe(false);
    expect(looksLikeTranscript('【正方 · 第1轮】\n立场：周发布。\n【反方 · 第1轮】\n立场：月发布。\n')).toBe(true);
    expect(looksLikeTranscript('Pro: ship weekly.\nCon: ship monthly.\nPro: weekly still.\nStatus: DONE\n')).toBe(true);
    expect(looksLikeTranscript('Pro: ship weekly.\nCon: ship monthly.\nPro: Status: DONE\n')).toBe(true);
  });
  it('recognises a verdict by its label, bracketed or with who gave it', () => {
    const text = '---\nsides: [Pro, Con]\n---\nPro (Round 1): Position: ship weekly.\nCon (Round 1): Position: ship monthly.\n\n## Verdict (moderator)\n**Converged on:** a weekly hotfix path.\n';
    const result = parseTranscript(textSource('v.md', text));
    expect(result.ok && result.value.verdict).toMatchObject({ line: 7, convergedOn: 'a weekly hotfix path.' });
    expect(result.ok && result.value.notInterpreted).toEqual([]);
  });
  it('publishes unread a file whose named sides never speak, saying what was missing, at a line', () => {
    // Named sides mark a /debate log: it is kept with every line not interpreted, not refused
    // (docs/decisions/prose-logs-read-whole.md).
    const result = parseTranscript(textSource('x.md', '---\nsides: [Pro, Con]\n---\n# Notes\n\nPro and Con met.\n'));
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'transcript-unread', line: 4, message: expect.stringContaining('the sides "Pro" and "Con" are named, but no line opens a turn') }));
    if (result.ok) expect(result.value.notInterpreted.map((l) => l.line)).toEqual([6]);
  });

  it('refuses a file with neither turns nor a mark of a debate, saying what was missing', () => {
    const result = parseTranscript(textSource('x.md', '# Notes\n\nPro and Con met.\n'));
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'transcript', message: expect.stringContaining('no turn headers found') })]);
  });
});
