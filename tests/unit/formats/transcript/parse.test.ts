import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeSource, type SourceText } from '../../../../src/lib/parse/source.ts';
import type { Diagnostic } from '../../../../src/lib/core/diagnostics.ts';
import { classifyEngagement, looksLikeTranscript, parseTranscript, transcriptToLog, type Transcript } from '../../../../src/lib/formats/transcript/parse.ts';
import { expectValidLog, fixtureIn, textSource } from '../../fixtureSource.ts';

const fixture = fixtureIn('transcripts');

function parsed(source: SourceText): { transcript: Transcript; diagnostics: Diagnostic[] } {
  const result = parseTranscript(source);
  if (!result.ok) throw new Error(`expected ${source.file} to parse: ${JSON.stringify(result.diagnostics)}`);
  return { transcript: result.value, diagnostics: result.diagnostics };
}

const warningsOf = (diagnostics: Diagnostic[], code: string) => diagnostics.filter((d) => d.severity === 'warning' && d.code === code);


describe('detection', () => {
  it('recognises transcripts by their turn headers, whatever the decoration', () => {
    expect(looksLikeTranscript('🅰️ Agent A — Round 1 (Opening)\n\n## Position\nx')).toBe(true);
    expect(looksLikeTranscript('## Agent B - Round 3\n')).toBe(true);
    expect(looksLikeTranscript('### 🅱 **Agent B – Round 2**\n')).toBe(true);
    expect(looksLikeTranscript('# Notes\n\nAgent A said something in round 1.\n')).toBe(false);
    expect(looksLikeTranscript('```\nAgent A — Round 1\n```\n')).toBe(false);
  });
});

describe('a naturally converged debate', () => {
  const { transcript, diagnostics } = parsed(fixture('natural-convergence.md'));

  it('takes title, date, task, sides and tags from frontmatter', () => {
    expect(transcript.title).toBe('Tabs or spaces for a new Go service');
    expect(transcript.date).toBe('2026-05-18');
    expect(transcript.time).toBe('12:31');
    expect(transcript.task).toBe("Which indentation should the team's new Go service use?");
    expect(transcript.sides).toEqual(['Tabs', 'Spaces']);
    expect(transcript.tags).toEqual(['style', 'go']);
  });

  it('reads every section of every turn', () => {
    const opening = transcript.rounds[0]!.turns.A!;
    expect(opening).toMatchObject({ agent: 'A', round: 1, label: 'Opening', line: 10, truncated: false });
    expect(opening.position).toBe('Use tabs, enforced by `gofmt`. The toolchain already decides this.');
    expect(opening.reasoning).toHaveLength(3);
    expect(opening.anticipatedObjection).toContain('Spaces render the same everywhere.');
    // The B header has 🅱 without the variation selector.
    expect(transcript.rounds[0]!.turns.B!.position).toContain('Use spaces in docs');

    const a2 = transcript.rounds[1]!.turns.A!;
    expect(a2.engagement).toMatchObject([
      { kind: 'attack', text: "B's split rule adds an `.editorconfig` nobody reads." },
      { kind: 'defend', text: 'The YAML point is true but irrelevant to Go source.' },
      { kind: 'concede', text: 'YAML must use spaces.' },
    ]);
    expect(a2.agreement).toBe('YAML and Markdown samples use spaces.');
    expect(a2.status).toMatchObject({ kind: 'DONE', reason: 'Nothing substantive remains: both rules are now the same rule.' });

    const b2 = transcript.rounds[1]!.turns.B!;
    expect(b2.positionUnchanged).toBe(true);
    expect(b2.status).toMatchObject({ kind: 'DONE', reason: 'we agree on the rule and the enforcement.' });
    expect(b2.engagement.map((e) => e.kind)).toEqual(['attack', 'new-ground']);
  });

  it('ends on mutual DONE with the verdict read field by field, and no warnings', () => {
    expect(transcript.ending.kind).toBe('mutual-done');
    expect(transcript.ending.round).toBe(2);
    expect(transcript.verdict).toMatchObject({
      convergedOn: 'Tabs for Go source via `gofmt`; spaces for YAML and Markdown.',
      liveDisagreement: 'none',
      rounds: { count: 2, ending: 'natural convergence' },
    });
    expect(transcript.flips).toEqual([]);
    expect(diagnostics).toEqual([]);
  });

  it('maps to a valid log: personas named by sides, positions as claims, attacks as opposes, concessions as concedes', () => {
    const log = transcriptToLog(transcript);
    expectValidLog(log);
    expect(log.topic).toBe(transcript.task);
    expect(log.meta).toEqual({ created: '2026-05-18', tags: ['style', 'go'] });
    expect(log.personas.map((p) => [p.id, p.name])).toEqual([['agent-a', 'Tabs'], ['agent-b', 'Spaces']]);
    expect(log.personas[0]!.position).toBe(transcript.rounds[0]!.turns.A!.position);
    // B's refined position is "Unchanged", so it is no new claim.
    // Each point A concedes (a "Concede:" bullet, an "Agreement with" item) is a claim of its own.
    expect(log.claims.map((c) => c.id)).toEqual(['a-r1-position', 'b-r1-position', 'a-r2-position', 'a-r2-concedes-1', 'a-r2-concedes-2', 'converged']);
    expect(log.relations).toContainEqual(expect.objectContaining({ source: 'agent-a', target: 'b-r1-position', type: 'opposes', text: "B's split rule adds an `.editorconfig` nobody reads." }));
    // A concession is no support of B's whole position: A concedes the point, stated by its label.
    expect(log.relations.filter((r) => r.source === 'agent-a' && r.target === 'b-r1-position').map((r) => r.type)).toEqual(['opposes']);
    expect(log.claims.filter((c) => c.id.includes('concedes')).map((c) => c.text)).toEqual(['YAML must use spaces.', 'YAML and Markdown samples use spaces.']);
    expect(log.relations.filter((r) => r.type === 'concedes').map((r) => [r.source, r.target, r.reading])).toEqual([
      ['agent-a', 'a-r2-concedes-1', 'stated'], ['agent-a', 'a-r2-concedes-2', 'stated'],
    ]);
    expect(log.relations.filter((r) => r.target === 'converged').map((r) => r.source)).toEqual(['agent-a', 'agent-b']);
    // "none" is no live disagreement.
    expect(log.claims.find((c) => c.id === 'live-disagreement')).toBeUndefined();
    expect(log.synthesis?.id).toBe('verdict');
    expect(log.synthesis?.text).toContain('Commit an `.editorconfig`');
    expect(log.synthesis?.text).toContain('What tipped the call: The formatter already decides Go source');
  });
});

describe('header and status variants', () => {
  const { transcript, diagnostics } = parsed(fixture('2026-04-02-no-emoji-dashes.md'));

  it('reads headers without emoji, with -, – or — and with ## or ### prefixes', () => {
    expect(transcript.rounds.map((r) => [r.number, Object.keys(r.turns).sort().join('')])).toEqual([[1, 'AB'], [2, 'AB']]);
    expect(transcript.rounds[0]!.turns.B!.position).toBe('Three repos with versioned APIs. Teams ship independently.');
  });

  it('takes the title from the leading # heading and the date from the file name', () => {
    expect(transcript.title).toBe('Monorepo or polyrepo for three services');
    expect(transcript.date).toBe('2026-04-02');
    expect(transcript.sides).toEqual(['Agent A', 'Agent B']);
  });

  it('reads "## Status: CONTINUE - reason" and "**Status:** CONTINUE — reason"', () => {
    expect(transcript.rounds[1]!.turns.A!.status).toMatchObject({ kind: 'CONTINUE', reason: 'B has not priced the release matrix.' });
    expect(transcript.rounds[1]!.turns.B!.status).toMatchObject({ kind: 'CONTINUE', reason: 'the Bazel cost is unanswered.' });
  });

  it('reads labelled bullets in their variants', () => {
    expect(transcript.rounds[1]!.turns.A!.engagement).toMatchObject([
      { kind: 'attack', text: "(coupling) B's versioned APIs multiply the release matrix." },
      { kind: 'defend', text: 'atomic commits remove version skew entirely.' },
    ]);
    expect(transcript.rounds[1]!.turns.B!.engagement.map((e) => e.kind)).toEqual(['attack', 'concede']);
    expect(classifyEngagement('Attack surfaces grow with every service.')).toEqual({ kind: 'other', text: 'Attack surfaces grow with every service.' });
    expect(classifyEngagement('*New ground*: cost')).toEqual({ kind: 'new-ground', text: 'cost' });
    // A hyphen inside a word is no separator: "Hit-rate" and "Give-and-take" are prose.
    expect(classifyEngagement('Hit-rate under B is 40%.')).toEqual({ kind: 'other', text: 'Hit-rate under B is 40%.' });
    expect(classifyEngagement('Give-and-take on cost is fine.').kind).toBe('other');
    expect(classifyEngagement('Hit - B ignores the migration cost.')).toEqual({ kind: 'attack', text: 'B ignores the migration cost.' });
  });

  it('reads "## Verdict" with "Live disagreement (if any)" and flags a verdict written while both said CONTINUE', () => {
    expect(transcript.verdict?.liveDisagreement).toBe('B wants independent releases; A wants one build.');
    expect(transcript.ending.kind).toBe('stopped-early');
    expect(warningsOf(diagnostics, 'transcript-verdict')).toHaveLength(1);
  });

  it('gives each side only the view the verdict attributes to it, and invents no opposition', () => {
    const log = transcriptToLog(transcript);
    expectValidLog(log);
    expect(log.claims.filter((c) => c.id.startsWith('live-')).map((c) => [c.id, c.text])).toEqual([
      ['live-disagreement-1', 'B wants independent releases'],
      ['live-disagreement-2', 'A wants one build'],
    ]);
    expect(log.relations.filter((r) => r.target.startsWith('live-')).map((r) => [r.source, r.type, r.target])).toEqual([
      ['agent-b', 'supports', 'live-disagreement-1'],
      ['agent-a', 'supports', 'live-disagreement-2'],
    ]);
  });

  it('reads "## Status: DONE" with the sentence on the next line or the same line', () => {
    const text = (status: string) => `Agent A — Round 1\n\n## Position\nX.\n\nAgent A — Round 2\n\n## Engagement\n- Attack: y\n\n${status}\n`;
    const next = parsed({ file: 'a.md', text: text('## Status: DONE\nNothing remains.') }).transcript;
    expect(next.rounds[1]!.turns.A!.status).toMatchObject({ kind: 'DONE', reason: 'Nothing remains.' });
    const same = parsed({ file: 'a.md', text: text('## Status: DONE – Nothing remains.') }).transcript;
    expect(same.rounds[1]!.turns.A!.status).toMatchObject({ kind: 'DONE', reason: 'Nothing remains.' });
  });
});

describe('protocol rules', () => {
  it('a debate that reaches round 6 without mutual DONE ends at the cap', () => {
    const { transcript, diagnostics } = parsed(fixture('cap-six-rounds.md'));
    expect(transcript.rounds).toHaveLength(6);
    expect(transcript.ending.kind).toBe('cap');
    expect(transcript.ending.round).toBe(6);
    expect(transcript.date).toBe('2026-08-10');
    expect(warningsOf(diagnostics, 'transcript-cap')).toEqual([]);
    // The final round is asymmetric too, and that is flagged even at the cap.
    expect(warningsOf(diagnostics, 'transcript-asymmetric')).toHaveLength(1);
    expectValidLog(transcriptToLog(transcript));
  });

  it('warns when a capped debate\'s verdict does not say it hit the cap', () => {
    const source = fixture('cap-six-rounds.md');
    const { transcript, diagnostics } = parsed({ ...source, text: source.text.replace('hit 6-round cap', 'natural convergence') });
    expect(transcript.ending.kind).toBe('cap');
    const [warning] = warningsOf(diagnostics, 'transcript-cap');
    expect(warning).toMatchObject({ path: 'Verdict', file: source.file });
    expect(warning!.message).toContain('hit 6-round cap');
  });

  it('flags an asymmetric DONE in the final round', () => {
    const { transcript, diagnostics } = parsed(fixture('asymmetric-final.md'));
    expect(transcript.ending.kind).toBe('asymmetric');
    const [warning] = warningsOf(diagnostics, 'transcript-asymmetric');
    expect(warning).toMatchObject({ path: 'Round 3', line: 60 });
    expect(warning!.message).toMatch(/Agent A said DONE.*Agent B did not/);
  });

  it('shows a DONE → CONTINUE flip by the same agent', () => {
    const { transcript } = parsed(fixture('flip.md'));
    expect(transcript.flips).toEqual([{ agent: 'A', doneRound: 2, continueRound: 3 }]);
    expect(transcript.ending.kind).toBe('mutual-done');
    expect(transcript.rounds[2]!.turns.A!.status?.reason).toBe('flipping back: B raised a new point.');
    expect(transcript.time).toBe('09:00');
  });

  it('keeps a transcript without a verdict, marked unfinished, with a warning', () => {
    const result = parseTranscript(fixture('unfinished.md'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.verdict).toBeNull();
    expect(result.value.ending).toMatchObject({ kind: 'unfinished', round: 2 });
    const [warning] = warningsOf(result.diagnostics, 'transcript-unfinished');
    expect(warning!.message).toContain('kept and marked unfinished');
    const log = transcriptToLog(result.value);
    expectValidLog(log);
    expect(log.synthesis).toBeUndefined();
  });

  it('marks a reply cut off before its status, and a round where only one agent spoke', () => {
    const { transcript, diagnostics } = parsed(fixture('truncated.md'));
    expect(transcript.rounds[1]!.turns.B!.truncated).toBe(true);
    expect(transcript.rounds[1]!.turns.A!.truncated).toBe(false);
    expect(transcript.rounds[2]!.missingAgents).toEqual(['B']);
    const truncations = warningsOf(diagnostics, 'transcript-truncated');
    expect(truncations.map((w) => w.path)).toEqual(['Agent B — Round 2', 'Round 3']);
    expect(truncations[0]!.line).toBe(47);
    expectValidLog(transcriptToLog(transcript));
  });
});

describe('input it must survive', () => {
  it('reads CRLF line ends and a byte-order mark', () => {
    const { transcript, diagnostics } = parsed(fixture('crlf-bom.md'));
    expect(transcript.title).toBe('Windows line ends');
    expect(transcript.sides).toEqual(['Left', 'Right']);
    expect(transcript.ending.kind).toBe('mutual-done');
    expect(transcript.rounds[0]!.turns.A!.position).toBe('A opening position. Second sentence.');
    expect(JSON.stringify(transcript)).not.toContain('\r');
    expect(diagnostics).toEqual([]);
  });

  it('rejects a file with no turn headers, naming the file and what was expected', () => {
    const result = parseTranscript(fixture('not-a-debate.md'));
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'error', code: 'transcript', file: 'tests/fixtures/transcripts/not-a-debate.md' });
    expect(result.diagnostics[0]!.message).toContain('Agent A — Round 1');
  });

  it('keeps hostile text as data and ignores structure inside code fences', () => {
    const { transcript } = parsed(fixture('hostile.md'));
    expect(transcript.title).toBe("<script>alert('title')</script>");
    expect(transcript.sides).toEqual(['<img src=x onerror=alert(1)>', '[[../../x]]']);
    expect(transcript.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(transcript.rounds[0]!.turns.A!.position).toContain('[here](javascript:alert(1))');
    expect(transcript.rounds[0]!.turns.A!.position).toContain('[[../../x]]');
    expect(transcript.rounds[0]!.turns.B!.position).toContain('🅰️ Agent A — Round 9');
    expect(transcript.rounds[1]!.turns.B!.status?.reason).toBe("<script>alert('done')</script>");
    const log = transcriptToLog(transcript);
    expectValidLog(log);
    expect(log.personas[1]!.name).toBe('[[../../x]]');
  });

  it('falls back to the first Position and to "Agent A/B" without frontmatter or heading', () => {
    const { transcript } = parsed({ file: 'plain.md', text: 'Agent A — Round 1\n## Position\nShip it on Friday. Then rest.\n' });
    expect(transcript.title).toBe('Ship it on Friday.');
    const log = transcriptToLog(transcript);
    expectValidLog(log);
    // B never spoke: its persona still has non-empty fields.
    expect(log.personas[1]).toEqual({ id: 'agent-b', name: 'Agent B', position: '—', argument: '—' });
  });

  it('never throws on pathological text (its cost: npm run bench:linear)', () => {
    const inputs = [
      '',
      '\n'.repeat(10_000),
      'Agent A — Round 1' + ' '.repeat(100_000) + 'x',
      '## Status:' + ' '.repeat(50_000) + 'DONE' + ' '.repeat(50_000) + '!',
      'Agent A — Round 1\n' + '*'.repeat(100_000) + '\n' + '- ' + '**'.repeat(50_000),
      'Agent A — Round 1\n## Engagement\n- ' + '_*'.repeat(40_000) + 'attack',
      'Agent A — Round 1\n⚖️ Verdict\n**' + ' '.repeat(100_000) + '\n**Rounds:**' + ' 9'.repeat(50_000),
      '---\n' + '['.repeat(5_000) + '\n---\n',
      ('🅰️ Agent A — Round 99\n## Status: DONE\n').repeat(2_000),
    ];
    for (const text of inputs) {
      expect(() => {
        const result = parseTranscript({ file: 'evil.md', text });
        if (result.ok) transcriptToLog(result.value);
      }).not.toThrow();
    }
  });
});

describe('the two sample transcripts in content/', () => {
  const contentDir = fileURLToPath(new URL('../../../../content/debates/2026/transcripts/', import.meta.url));
  const sample = (name: string) => {
    const decoded = decodeSource(name, readFileSync(contentDir + name));
    if (!decoded.ok) throw new Error(decoded.diagnostic.message);
    return parsed(decoded.source);
  };

  it('reads the capped FPGA debate with its flip', () => {
    const { transcript } = sample('fpga-vs-tiny-tapeout.md');
    expect(transcript.rounds).toHaveLength(6);
    expect(transcript.ending.kind).toBe('cap');
    expect(transcript.flips).toEqual([{ agent: 'A', doneRound: 4, continueRound: 5 }]);
    expect(transcript.task).toMatch(/^A 12-week introductory/);
    expectValidLog(transcriptToLog(transcript));
  });

  it('reads the converged database debate', () => {
    const { transcript, diagnostics } = sample('postgres-vs-dynamo.md');
    expect(transcript.ending.kind).toBe('mutual-done');
    expect(transcript.sides).toEqual(['PostgreSQL', 'DynamoDB']);
    expect(diagnostics).toEqual([]);
    expectValidLog(transcriptToLog(transcript));
  });
});

describe('round 7 (blind) turn headers and section names', () => {
  it('reads "🅰️ 에이전트 A — 1차" headers and 주장 / 논거 / 반론과 방어 / 다듬은 입장 sections', () => {
    const text = [
      '🅰️ 에이전트 A — 1차 (오프닝)', '', '## 주장', 'Flutter로 다시 쓴다.', '', '## 논거', '- 출시가 늦다.', '',
      '🅱️ 에이전트 B — 1차 (오프닝)', '', '## 주장', '네이티브를 유지한다.', '',
      '🅰️ 에이전트 A — 2차', '', '## 반론과 방어', '- 공격: B의 수치는 B가 분류했다.', '', '## 다듬은 입장', '달라진 것 없음.', '', '## 상태: CONTINUE',
    ].join('\n');
    const { transcript } = parsed(textSource('t.md', text));
    expect(transcript.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(transcript.rounds[0]!.turns.A?.position).toBe('Flutter로 다시 쓴다.');
    expect(transcript.rounds[0]!.turns.B?.position).toBe('네이티브를 유지한다.');
    expect(transcript.rounds[1]!.turns.A?.positionUnchanged).toBe(true);
  });
});
