// Probe 2026-12-53 (tests/fixtures/probe-2026-12-53/FINDINGS.md), rows 2, 5, 6 and 7 of a
// /debate transcript: a Unicode space separator (a no-break space from a chat or a document)
// in a turn header, a status line or a label reads as a space, the text kept as written (#2);
// "No winner. Neither approach is clearly better …; I make no recommendation." makes no call
// (#5); a verdict table's header and rule are its scaffolding, not text left unread (#6); a
// round pasted before the round it follows is said, at the line where the order breaks (#7).
import { describe, expect, it } from 'vitest';
import { declinesCall } from '../../../../src/lib/formats/transcript/noCall.ts';
import { debateOutcome } from '../../../../src/lib/render/debateOutcome.ts';
import { readFixtureLog, readLog } from '../../../support/readLog.ts';

const probe = (folder: string, name: string) => readFixtureLog(`probe-2026-12-53/${folder}`, name);
const notInterpreted = (result: any): string[] => result.value.document.transcript.notInterpreted.map((l: any) => `${l.line}:${l.reason}`);
const warnings = (result: any): string[] => result.diagnostics.filter((d: any) => d.severity === 'warning').map((d: any) => `${d.code}@${d.line}`);
const labels = (result: any): string[] => result.value.graph.nodes.map((n: any) => `${n.type}:${n.id}:${n.label}`);
const roundsOf = (result: any): string[] => result.value.document.transcript.rounds.map((r: any) => `${r.number}:${Object.keys(r.turns).sort().join('')}`);

/** A two-round transcript with `space` where a plain space stands in its headers, status lines and labels. */
function spaced(space: string): string {
  const s = space;
  return [
    '---', 'title: Cache invalidation', '---', '',
    `🅰️ Agent A —${s}Round${s}1 (Opening)`, '', `##${s}Position`, 'Short TTLs.', '',
    `🅱️ Agent B${s}—${s}Round 1 (Opening)`, '', `**Opening${s}position:**${s}Events from the${s}outbox.`, '',
    `🅰️ Agent A — Round${s}2`, '', '## Engagement', `- Attack${s}: a lost event leaves a wrong${s}price up.`, '', `**Refined${s}position:** Unchanged.`, '',
    `## Status:${s}CONTINUE —${s}the replay runs${s}nightly`, '',
    `🅱️ Agent B — Round 2`, '', '## Engagement', '- Concede: a lost event can leave a wrong price up.', '', `Status:${s}DONE`, '',
    `⚖️${s}Verdict`, '', `**Recommendation:**${s}Events.`, '',
  ].join('\n');
}

describe('#2 a Unicode space separator in a header, a status line or a label is a space', () => {
  it('t05 (NBSP in three headers and a status line) reads as the control without them, the NBSP kept in the text', () => {
    const t05 = probe('cases', 't05-en-crlf-bom-zw.md');
    const c3 = probe('controls', 'c3-t05-no-nbsp.md');
    expect(notInterpreted(t05)).toEqual([]);
    expect(warnings(t05)).toEqual(warnings(c3));
    expect(roundsOf(t05)).toEqual(['1:AB', '2:AB']);
    expect(t05.value.document.transcript.ending.kind).toBe(c3.value.document.transcript.ending.kind);
    expect(labels(t05).map((l) => l.replace(/\u00a0/gu, ' '))).toEqual(labels(c3));
    // Line 31 keeps its no-break space: matching reads it as a space, the text stays as written.
    expect(t05.value.document.transcript.rounds[0].turns.B.anticipatedObjection).toBe('Lost events; the outbox is replayed\u00a0nightly.');
  });

  it.each([
    ['no-break space', '\u00a0'],
    ['narrow no-break space', '\u202f'],
    ['figure space', '\u2007'],
    ['thin space', '\u2009'],
    ['ideographic space', '\u3000'],
  ])('%s: every header, status line and label reads as with a plain space', (_, space) => {
    const plain = readLog(spaced(' '), 't.md');
    const other = readLog(spaced(space), 't.md');
    expect(notInterpreted(plain)).toEqual([]);
    expect(notInterpreted(other)).toEqual([]);
    expect(warnings(other)).toEqual(warnings(plain));
    expect(roundsOf(other)).toEqual(['1:AB', '2:AB']);
    const turnA2 = other.value.document.transcript.rounds[1].turns.A;
    expect(turnA2.status.kind).toBe('CONTINUE');
    // The reason after the status is kept as written, its space too.
    expect(turnA2.status.reason).toBe(`the replay runs${space}nightly`);
    expect(other.value.document.transcript.rounds[0].turns.B.position).toBe(`Events from the${space}outbox.`);
    expect(turnA2.engagement.map((p: any) => `${p.kind}:${p.text}`)).toEqual([`attack:a lost event leaves a wrong${space}price up.`]);
    expect(labels(other).map((l) => l.replaceAll(space, ' '))).toEqual(labels(plain));
  });

  it('a zero-width space (no space separator) still breaks a header word as before; a tab still reads as a space', () => {
    const zw = readLog(spaced(' ').replace('Round 2', 'Round\u200b2'), 't.md');
    expect(roundsOf(zw)).toEqual(['1:AB', '2:B']);
    const tab = readLog(spaced(' ').replace('Agent A — Round 2', 'Agent A —\tRound\t2'), 't.md');
    expect(roundsOf(tab)).toEqual(['1:AB', '2:AB']);
  });
});

describe('#5 a recommendation that names no winner and recommends nothing is no call', () => {
  it('t02:79 `No winner. Neither approach is clearly better for this team; I make no recommendation.`', () => {
    expect(declinesCall('No winner. Neither approach is clearly better for this team; I make no recommendation.')).toBe(true);
    const { value } = probe('cases', 't02-en-no-winner.md');
    const outcome: any = debateOutcome(value.document, value.graph);
    expect(outcome.noCall).toBe(true);
    expect(outcome.line.startsWith('No call: ')).toBe(true);
  });

  it.each([
    'No winner.',
    'No clear winner; I make no recommendation.',
    'Neither side is clearly better.',
    'Neither option is better for us. No recommendation.',
    'Neither approach came out ahead.',
  ])('%s → no call', (text) => {
    expect(declinesCall(text)).toBe(true);
  });

  it.each([
    'No winner-takes-all: adopt A for web.',
    'No winner-takes-all approach.',
    'Recommendation: A. There is no recommendation to drop B entirely.',
    'A. There is no recommendation to drop B entirely.',
    'There is no recommendation to drop B entirely.',
    'Neither B nor C is clearly better.',
    'Neither B nor C is clearly better than A.',
    'Neither migration is clearly better for this team than staying on RabbitMQ.',
    'Neither approach is clearly better, so go with A for its lower cost.',
    'Neither approach is clearly better; escalate to the CTO.',
    'Neither is clearly better on cost; A is better on latency.',
  ])('%s → a call, as before', (text) => {
    expect(declinesCall(text)).toBe(false);
  });
});

describe('#6 a verdict kept as a `| Field | Value |` table', () => {
  it('t01:79–80 the header and the rule are the table\'s scaffolding: read, no warning', () => {
    const t01 = probe('cases', 't01-en-verdict-table.md');
    expect(notInterpreted(t01)).toEqual([]);
    expect(warnings(t01).filter((w) => w.startsWith('transcript-not-interpreted'))).toEqual([]);
    const account = t01.value.document.transcript.lineAccount;
    expect(JSON.stringify(account)).toContain('79');
  });

  const verdict = (rows: string[]) => readLog([
    '🅰️ Agent A — Round 1', '## Position', 'Tabs.', '',
    '🅱️ Agent B — Round 1', '## Position', 'Spaces.', '',
    '⚖️ Verdict', '', ...rows,
  ].join('\n'), 't.md');

  it('a table of other rows under the verdict stays not interpreted, header and rule with it', () => {
    const result = verdict(['| Cost | Team |', '| --- | --- |', '| high | two |', '', '**Recommendation:** Tabs.']);
    expect(notInterpreted(result).map((l) => l.split(':')[0])).toEqual(['11', '12', '13']);
  });

  it('a header without a rule under it is not scaffolding', () => {
    const result = verdict(['| Field | Value |', '| Recommendation | Tabs. |']);
    expect(notInterpreted(result).map((l) => l.split(':')[0])).toEqual(['11']);
  });
});

describe('#7 a round pasted before the round it follows', () => {
  it('t04: round 2 (line 52) after round 3 (line 32) is warned at line 52; rounds still read by number', () => {
    const t04 = probe('cases', 't04-en-rounds-disordered.md');
    const order = t04.diagnostics.filter((d: any) => d.code === 'transcript-round' && /order/u.test(d.message));
    expect(order.map((d: any) => d.line)).toEqual([52]);
    expect(order[0].message).toContain('line 32');
    expect(roundsOf(t04)).toEqual(['1:AB', '2:AB', '3:AB', '5:AB']);
    expect(notInterpreted(t04)).toEqual([]);
  });

  it('rounds in order draw no such warning', () => {
    const t01 = probe('cases', 't01-en-verdict-table.md');
    expect(t01.diagnostics.filter((d: any) => /order/u.test(d.message))).toEqual([]);
  });
});
