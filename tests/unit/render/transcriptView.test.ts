import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeSource, type SourceText } from '../../../src/lib/parse/source.ts';
import { parseTranscript, type Transcript } from '../../../src/lib/formats/transcript/parse.ts';
import { buildTranscriptView } from '../../../src/lib/formats/transcript/view.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

function contentSource(path: string): SourceText {
  const decoded = decodeSource(path, readFileSync(new URL(`../../../${path}`, import.meta.url)));
  if (!decoded.ok) throw new Error(decoded.diagnostic.message);
  return decoded.source;
}

function parsed(source: SourceText): Transcript {
  const result = parseTranscript(source);
  if (!result.ok) throw new Error(`expected ${source.file} to parse: ${JSON.stringify(result.diagnostics)}`);
  return result.value;
}

const view = (source: SourceText) => buildTranscriptView(parsed(source));

type Status = 'DONE' | 'CONTINUE' | null;

/** A transcript with the given statuses per round (round 1 has none), and an optional verdict. */
function transcript(statuses: Array<[Status, Status] | [Status]>, verdict?: string, frontmatter = ''): SourceText {
  const turn = (agent: 'A' | 'B', round: number, status: Status | undefined) => {
    if (status === undefined) return '';
    const head = `Agent ${agent} — Round ${round}${round === 1 ? ' (Opening)' : ''}\n\n`;
    if (round === 1) return `${head}## Position\n\n${agent} opens.\n\n## Reasoning\n\n- a reason\n\n`;
    const body = `## Engagement\n\n- Attack: a point.\n- New ground: another.\n\n## Refined position\n\n${agent} after ${round}.\n\n`;
    return head + body + (status === null ? '' : `## Status: ${status}${status === 'DONE' ? '\nAgreed.' : ' — more.'}\n\n`);
  };
  const rounds = [[null, null] as [Status, Status], ...statuses]
    .map((pair, i) => turn('A', i + 1, pair[0]) + turn('B', i + 1, pair[1]))
    .join('');
  return textSource('inline.md', `${frontmatter}${rounds}${verdict === undefined ? '' : `⚖️ Verdict\n\n${verdict}\n`}`);
}

const fullVerdict = (rounds: string) =>
  `**Converged on:** x\n\n**Live disagreement:** none\n\n**Recommendation:** y\n\n**What tipped the call:** z\n\n**Rounds:** ${rounds}`;

describe('the capped sample (fpga-vs-tiny-tapeout)', () => {
  const v = view(contentSource('content/debates/2026/transcripts/fpga-vs-tiny-tapeout.md'));

  it('pairs every round A then B', () => {
    expect(v.rounds.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const round of v.rounds) {
      expect(round.slots.map((s) => s.agent)).toEqual(['A', 'B']);
      expect(round.slots.every((s) => s.turn !== null)).toBe(true);
      expect(round.missing).toEqual([]);
    }
    expect(v.rounds[0]!.heading).toBe('Round 1 — Opening');
    expect(v.rounds[1]!.heading).toBe('Round 2');
    expect(v.rounds[5]!.final).toBe(true);
    expect(v.sides.map((s) => s.display)).toEqual(['Agent A', 'Agent B']);
    expect(v.task).toMatch(/^A 12-week introductory digital-design course/);
  });

  it('keeps the parts of each turn, engagement kinds labelled', () => {
    const opening = v.rounds[0]!.slots[0].turn!;
    expect(opening.position).toMatch(/^Every team builds its final project on an iCE40 board/);
    expect(opening.reasoning).toHaveLength(3);
    expect(opening.anticipatedObjection).toMatch(/^"An FPGA hides/);
    expect(opening.status).toBeNull();
    const a2 = v.rounds[1]!.slots[0].turn!;
    expect(a2.engagement.map((e) => e.label)).toEqual(['Attack', 'Attack', 'Defend', 'Concede', 'New ground']);
    expect(a2.engagement[0]!.text).toMatch(/^Grading "the hardened submission"/);
    expect(a2.status).toEqual({ kind: 'CONTINUE', label: 'CONTINUE', reason: 'B has not shown what students learn from the real chip that they cannot learn from an FPGA run.' });
    const a6 = v.rounds[5]!.slots[0].turn!;
    expect(a6.agreement?.heading).toBe('Agreement with B');
    expect(v.rounds[5]!.slots[1].turn!.positionUnchanged).toBe(true);
  });

  it('says it hit the cap, with the asymmetric final round', () => {
    expect(v.ending.kind).toBe('cap');
    expect(v.ending.headline).toBe('Hit the 6-round cap: no mutual DONE by round 6');
    expect(v.ending.details).toEqual(['Asymmetric stop in round 6: A DONE, B CONTINUE']);
    expect(v.rounds[5]!.summary).toBe('A: DONE · B: CONTINUE');
  });

  it('lists the flip and marks the flipped turn', () => {
    expect(v.flips).toEqual([{
      agent: 'A', doneRound: 4, continueRound: 5,
      text: 'Agent A: DONE in round 4 → CONTINUE in round 5',
      reason: "flipping back per the flip rule: B's round-4 points on remote students and TA load were new and needed an answer.",
    }]);
    expect(v.rounds[4]!.slots[0].turn!.status?.flippedFrom).toBe(4);
    expect(v.rounds[4]!.slots[1].turn!.status?.flippedFrom).toBeUndefined();
  });

  it('has the verdict with every field', () => {
    expect(v.unfinished).toBe(false);
    expect(v.verdict?.fields.map((f) => [f.label, f.markdown !== undefined])).toEqual([
      ['Converged on', true], ['Live disagreement', true], ['Recommendation', true], ['What tipped the call', true],
    ]);
    expect(v.verdict?.rounds).toEqual({ count: 6, ending: 'hit 6-round cap', text: '6 — hit 6-round cap' });
  });
});

describe('the converged sample (postgres-vs-dynamo)', () => {
  const v = view(contentSource('content/debates/2026/transcripts/postgres-vs-dynamo.md'));

  it('names the sides', () => {
    expect(v.sides.map((s) => s.display)).toEqual(['Agent A (PostgreSQL)', 'Agent B (DynamoDB)']);
    expect(v.rounds[0]!.slots[1].side.name).toBe('DynamoDB');
  });

  it('ends in natural convergence in round 3, with no flips', () => {
    expect(v.ending).toEqual({ kind: 'mutual-done', round: 3, headline: 'Both agents said DONE in round 3 — natural convergence', details: [] });
    expect(v.flips).toEqual([]);
    expect(v.rounds[2]!.mutualDone).toBe(true);
    expect(v.rounds[2]!.summary).toBe('A: DONE · B: DONE');
    expect(v.rounds[0]!.summary).toBe('Opening statements; no status in round 1');
  });

  it('has the verdict card', () => {
    expect(v.unfinished).toBe(false);
    const field = (key: string) => v.verdict?.fields.find((f) => f.key === key)?.markdown;
    expect(field('convergedOn')).toMatch(/^PostgreSQL on RDS/);
    expect(field('liveDisagreement')).toMatch(/^How much operational load/);
    expect(field('recommendation')).toMatch(/^Start on PostgreSQL/);
    expect(field('tippedBy')).toMatch(/^Finding "who is free/);
    expect(v.verdict?.rounds?.text).toBe('3 — natural convergence');
  });
});

describe('fixtures', () => {
  it('unfinished: no verdict', () => {
    const v = view(fixtureSource('transcripts/unfinished.md'));
    expect(v.unfinished).toBe(true);
    expect(v.verdict).toBeNull();
    expect(v.ending.headline).toBe('Unfinished: no verdict');
    expect(v.ending.details).toEqual(['The transcript ends after round 2 without a verdict.']);
  });

  it('asymmetric final round before the cap', () => {
    const v = view(fixtureSource('transcripts/asymmetric-final.md'));
    expect(v.ending.kind).toBe('asymmetric');
    expect(v.ending.headline).toBe('Asymmetric stop in round 3: A DONE, B CONTINUE');
  });

  it('truncated: a reply without status and a missing turn', () => {
    const v = view(fixtureSource('transcripts/truncated.md'));
    const b2 = v.rounds[1]!.slots[1].turn!;
    expect(b2.status?.kind).toBe('missing');
    expect(b2.status?.label).toBe('No status');
    expect(v.rounds[2]!.slots[1].turn).toBeNull();
    expect(v.rounds[2]!.missing).toEqual(['Agent B has no turn in this round.']);
    expect(v.rounds[2]!.summary).toBe('A: DONE · B: no turn');
    expect(v.ending.headline).toBe('Asymmetric stop in round 3: A DONE, B no turn');
  });

  it('flip fixture', () => {
    const v = view(fixtureSource('transcripts/flip.md'));
    expect(v.flips.map((f) => f.text)).toEqual(['Agent A: DONE in round 2 → CONTINUE in round 3']);
    expect(v.ending.kind).toBe('mutual-done');
  });
});

describe('small variants', () => {
  it('converged in round 2', () => {
    const v = view(transcript([['DONE', 'DONE']], fullVerdict('2 — natural convergence')));
    expect(v.ending.headline).toBe('Both agents said DONE in round 2 — natural convergence');
    expect(v.ending.details).toEqual([]);
  });

  it('a verdict that miscounts the rounds or claims the cap', () => {
    const v = view(transcript([['CONTINUE', 'CONTINUE'], ['DONE', 'DONE']], fullVerdict('2 — hit 6-round cap')));
    expect(v.ending.details).toEqual([
      'The verdict says 2 rounds; the transcript has 3.',
      'The verdict says the cap was hit, but both agents said DONE in round 3.',
    ]);
  });

  it('mutual DONE that went on anyway', () => {
    const v = view(transcript([['DONE', 'DONE'], ['DONE', 'DONE']], fullVerdict('3 — natural convergence')));
    expect(v.ending.details).toEqual(['Both agents said DONE in round 2, but the debate went on to round 3.']);
  });

  it('the cap without saying so, B DONE and A CONTINUE', () => {
    const six: Array<[Status, Status]> = [['CONTINUE', 'CONTINUE'], ['CONTINUE', 'CONTINUE'], ['CONTINUE', 'CONTINUE'], ['CONTINUE', 'CONTINUE'], ['CONTINUE', 'DONE']];
    const v = view(transcript(six, fullVerdict('6')));
    expect(v.ending.kind).toBe('cap');
    expect(v.ending.details).toEqual(['Asymmetric stop in round 6: A CONTINUE, B DONE', 'The verdict does not say the 6-round cap was hit.']);
    expect(v.verdict?.rounds?.text).toBe('6');
  });

  it('stopped early with neither agent DONE', () => {
    const v = view(transcript([['CONTINUE', 'CONTINUE']], fullVerdict('2')));
    expect(v.ending.kind).toBe('stopped-early');
    expect(v.ending.headline).toBe('Stopped early after round 2: a verdict was written while neither agent said DONE');
  });

  it('unfinished with an asymmetric last round and a truncated reply', () => {
    const v = view(transcript([['DONE', null]]));
    expect(v.unfinished).toBe(true);
    expect(v.ending.details).toEqual(['The transcript ends after round 2 without a verdict.', 'Asymmetric stop in round 2: A DONE, B no status']);
    expect(v.rounds[1]!.slots[1].turn!.status?.kind).toBe('missing');
  });

  it('a verdict with missing fields says which', () => {
    const v = view(transcript([['DONE', 'DONE']], '**Recommendation:** go.'));
    expect(v.verdict?.fields.filter((f) => f.markdown === undefined).map((f) => f.label)).toEqual(['Converged on', 'Live disagreement', 'What tipped the call']);
    expect(v.verdict?.rounds).toBeUndefined();
  });

  it('side names from frontmatter, and a side literally called "Agent B"', () => {
    const v = view(transcript([['DONE', 'DONE']], fullVerdict('2'), '---\nsides: ["Tabs", "Agent B"]\n---\n'));
    expect(v.sides.map((s) => s.display)).toEqual(['Agent A (Tabs)', 'Agent B']);
  });
});

describe('text the parser did not understand', () => {
  it('is listed by line, and a paste from mid-debate says where it starts', () => {
    const text = [
      'A stray line.', '',
      '🅰️ Agent A — Round 4', '', '## Refined position', 'X.', '', '## Scratch', 'thinking aloud', '', '## Status: DONE', 'ok', '',
      '🅱️ Agent B — Round 4', '', '## Refined position', 'Y.', '', '## Status: DONE', 'ok', '',
      '⚖️ Verdict', '', '**Converged on:** Z.', '', '**Rounds:** 4 — natural convergence', '',
    ].join('\n');
    const result = parseTranscript({ file: 'p.md', text });
    if (!result.ok) throw new Error('expected a transcript');
    const view = buildTranscriptView(result.value);
    expect(view.notInterpreted).toEqual([
      { from: 1, to: 1, section: 'before the first turn', text: 'A stray line.', reason: 'text before the first turn that is not the title or the task' },
      { from: 8, to: 9, section: 'Agent A — Round 4 › Scratch', text: '## Scratch\nthinking aloud', reason: 'a section the /debate format does not have' },
    ]);
    expect(view.ending.details).toContain('The transcript starts at round 4: a paste from the middle of the debate.');
  });
});
