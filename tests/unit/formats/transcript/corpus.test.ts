// The transcript corpus (issue 10, and the parser findings of issue 9): /debate
// transcripts as other hands paste them, in Korean and English — no frontmatter and a
// "/debate" heading, side names, nested parentheses in turn headers, rounds above 9 and
// above 99, a paste that starts mid-debate, a missing round, unknown sections. Each
// graph is asserted whole; the verdict's live disagreement carries only the attributions
// the verdict states.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { TranscriptDocument } from '../../../../src/lib/formats/transcript/plugin.ts';
import { parseTranscript, transcriptToLog } from '../../../../src/lib/formats/transcript/parse.ts';
import { statedViews } from '../../../../src/lib/formats/transcript/verdict.ts';
import type { DebateGraph } from '../../../../src/lib/graph/types.ts';
import { expectValidLog, fixtureIn, fixturePath } from '../../fixtureSource.ts';
import { expectEveryLineAccounted } from '../../lineAccounting.ts';

const corpus = fixtureIn('transcripts/corpus');

interface Expected {
  personas: string[];
  claims: string[];
  /** [persona, relation, claim id]: every relation a persona holds, in order. */
  stances: Array<[string, 'supports' | 'opposes' | 'concedes', string]>;
  notInterpreted: number[];
  selfCheck: number;
}

const EXPECTED: Array<[string, Expected]> = [
  ['t01-en-no-frontmatter-debate-title.md', {"personas":["Agent A","Agent B"],"claims":["a-r1-position","b-r1-position","a-r2-position","a-r2-concedes-1","b-r2-concedes-1","converged","live-disagreement-1","live-disagreement-2"],"stances":[["Agent A","supports","a-r1-position"],["Agent B","supports","b-r1-position"],["Agent A","supports","a-r2-position"],["Agent A","opposes","b-r1-position"],["Agent A","concedes","a-r2-concedes-1"],["Agent B","concedes","b-r2-concedes-1"],["Agent A","supports","converged"],["Agent B","supports","converged"],["Agent A","supports","live-disagreement-1"],["Agent B","supports","live-disagreement-2"]],"notInterpreted":[],"selfCheck":5}],
  ['t02-ko-frontmatter-sides.md', {"personas":["모놀리스","마이크로서비스"],"claims":["a-r1-position","b-r1-position","a-r2-position","b-r2-position","a-r2-concedes-1","b-r2-concedes-1","converged","live-disagreement"],"stances":[["모놀리스","supports","a-r1-position"],["마이크로서비스","supports","b-r1-position"],["모놀리스","supports","a-r2-position"],["마이크로서비스","supports","b-r2-position"],["모놀리스","opposes","b-r1-position"],["모놀리스","concedes","a-r2-concedes-1"],["마이크로서비스","concedes","b-r2-concedes-1"],["모놀리스","supports","converged"],["마이크로서비스","supports","converged"]],"notInterpreted":[],"selfCheck":4}],
  ['t03-en-nested-parens.md', {"personas":["Return 404","Return 403"],"claims":["a-r1-position","b-r1-position","b-r2-position","a-r3-position","b-r2-concedes-1","a-r3-concedes-1","converged"],"stances":[["Return 404","supports","a-r1-position"],["Return 403","supports","b-r1-position"],["Return 403","supports","b-r2-position"],["Return 404","supports","a-r3-position"],["Return 404","opposes","b-r1-position"],["Return 403","concedes","b-r2-concedes-1"],["Return 404","concedes","a-r3-concedes-1"],["Return 404","supports","converged"],["Return 403","supports","converged"]],"notInterpreted":[],"selfCheck":5}],
  ['t04-en-mid-debate-over-100.md', {"personas":["Tabs","Spaces"],"claims":["a-r101-position","b-r101-position","b-r101-concedes-1","a-r102-concedes-1","b-r102-concedes-1","converged"],"stances":[["Tabs","supports","a-r101-position"],["Spaces","supports","b-r101-position"],["Tabs","opposes","agent-b"],["Spaces","concedes","b-r101-concedes-1"],["Tabs","concedes","a-r102-concedes-1"],["Spaces","concedes","b-r102-concedes-1"],["Tabs","supports","converged"],["Spaces","supports","converged"]],"notInterpreted":[],"selfCheck":4}],
  ['t05-en-round-9-to-12-cap.md', {"personas":["Monorepo","Polyrepo"],"claims":["a-r9-position","b-r9-position","b-r10-concedes-1","converged","live-disagreement-1","live-disagreement-2"],"stances":[["Monorepo","supports","a-r9-position"],["Polyrepo","supports","b-r9-position"],["Monorepo","opposes","agent-b"],["Polyrepo","opposes","a-r9-position"],["Monorepo","opposes","b-r9-position"],["Polyrepo","concedes","b-r10-concedes-1"],["Monorepo","supports","converged"],["Polyrepo","supports","converged"],["Monorepo","supports","live-disagreement-1"],["Polyrepo","supports","live-disagreement-2"]],"notInterpreted":[7],"selfCheck":5}],
  ['t06-ko-no-emoji-gap.md', {"personas":["필수","선택"],"claims":["a-r1-position","b-r1-position","b-r2-position","a-r4-position","b-r2-concedes-1","a-r4-concedes-1","converged"],"stances":[["필수","supports","a-r1-position"],["선택","supports","b-r1-position"],["선택","supports","b-r2-position"],["필수","supports","a-r4-position"],["필수","opposes","b-r1-position"],["선택","concedes","b-r2-concedes-1"],["필수","concedes","a-r4-concedes-1"],["필수","supports","converged"],["선택","supports","converged"]],"notInterpreted":[],"selfCheck":5}],
  ['t07-en-verdict-colon-views.md', {"personas":["Agent A","Agent B"],"claims":["a-r1-position","b-r1-position","a-r2-position","a-r2-concedes-1","b-r2-concedes-1","converged","live-disagreement-1","live-disagreement-2"],"stances":[["Agent A","supports","a-r1-position"],["Agent B","supports","b-r1-position"],["Agent A","supports","a-r2-position"],["Agent A","concedes","a-r2-concedes-1"],["Agent A","opposes","b-r1-position"],["Agent B","concedes","b-r2-concedes-1"],["Agent A","supports","converged"],["Agent B","supports","converged"],["Agent A","supports","live-disagreement-1"],["Agent B","supports","live-disagreement-2"]],"notInterpreted":[],"selfCheck":5}],
  ['t08-en-unknown-sections.md', {"personas":["Weekly","Daily"],"claims":["a-r1-position","b-r1-position","b-r2-position","b-r2-concedes-1","converged","live-disagreement-1","live-disagreement-2"],"stances":[["Weekly","supports","a-r1-position"],["Daily","supports","b-r1-position"],["Daily","supports","b-r2-position"],["Weekly","opposes","b-r1-position"],["Daily","concedes","b-r2-concedes-1"],["Weekly","supports","converged"],["Daily","supports","converged"],["Weekly","supports","live-disagreement-1"],["Daily","supports","live-disagreement-2"]],"notInterpreted":[6,16,17,38],"selfCheck":5}],
  ['t09-ko-attack-concede-korean-views.md', {"personas":["매년 개최","격년 개최"],"claims":["a-r1-position","b-r1-position","a-r2-position","a-r2-concedes-1","b-r2-concedes-1","converged","live-disagreement-1","live-disagreement-2"],"stances":[["매년 개최","supports","a-r1-position"],["격년 개최","supports","b-r1-position"],["매년 개최","supports","a-r2-position"],["매년 개최","opposes","b-r1-position"],["매년 개최","concedes","a-r2-concedes-1"],["격년 개최","opposes","a-r1-position"],["격년 개최","concedes","b-r2-concedes-1"],["매년 개최","supports","converged"],["격년 개최","supports","converged"],["매년 개최","supports","live-disagreement-1"],["격년 개최","supports","live-disagreement-2"]],"notInterpreted":[],"selfCheck":5}],
  ['t10-en-side-names-live.md', {"personas":["Postgres","SQLite"],"claims":["a-r1-position","b-r1-position","b-r2-position","a-r3-position","b-r2-concedes-1","a-r3-concedes-1","converged","live-disagreement-1","live-disagreement-2"],"stances":[["Postgres","supports","a-r1-position"],["SQLite","supports","b-r1-position"],["SQLite","supports","b-r2-position"],["Postgres","supports","a-r3-position"],["Postgres","opposes","b-r1-position"],["SQLite","concedes","b-r2-concedes-1"],["Postgres","concedes","a-r3-concedes-1"],["Postgres","supports","converged"],["SQLite","supports","converged"],["Postgres","supports","live-disagreement-1"],["SQLite","supports","live-disagreement-2"]],"notInterpreted":[],"selfCheck":5}],
];

function read(name: string) {
  const result = processDebate(corpus(name), 'corpus' as DebateSlug);
  if (!result.ok) throw new Error(`${name} did not parse: ${JSON.stringify(result.diagnostics)}`);
  return result.value;
}

function summarise(graph: DebateGraph, document: TranscriptDocument) {
  const label = (id: string) => graph.nodes.find((n) => n.id === id)!.label;
  const isPersona = (id: string) => graph.nodes.find((n) => n.id === id)?.type === 'persona';
  return {
    personas: graph.nodes.filter((n) => n.type === 'persona').map((n) => n.label),
    claims: graph.nodes.filter((n) => n.type === 'claim').map((n) => n.id),
    stances: graph.edges.filter((e) => !e.derived && isPersona(e.source)).map((e) => [label(e.source), e.type, e.target]),
    notInterpreted: document.transcript.lineAccount.notInterpreted,
  };
}

describe('the transcript corpus', () => {
  it('has at least 10 fixtures, every one asserted below', () => {
    const files = readdirSync(fixturePath('transcripts/corpus')).filter((f) => f.endsWith('.md')).sort();
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(EXPECTED.map(([name]) => name)).toEqual(files);
  });

  for (const [name, expected] of EXPECTED) {
    it(`${name}: personas, claims and every stance`, () => {
      const record = read(name);
      const document = record.document as TranscriptDocument;
      const { selfCheck: passedChecks, ...rest } = expected;
      expect(summarise(record.graph, document)).toEqual(rest);
      expect(record.selfCheck.filter((c) => c.passed).length).toBe(passedChecks);
      expectValidLog(transcriptToLog(document.transcript));
    });
  }
});

describe('variants the corpus pins down', () => {
  const transcript = (name: string) => (read(name).document as TranscriptDocument).transcript;

  it('never keeps the /debate command in a title', () => {
    expect(read('t01-en-no-frontmatter-debate-title.md').title).toBe('Should our team adopt trunk-based development?');
    for (const [name] of EXPECTED) expect(read(name).title, name).not.toMatch(/\/debate/);
  });

  it('attributes the live disagreement only as the verdict states it', () => {
    const views = (name: string) => transcript(name).verdict?.liveViews?.map((v) => [v.agent, v.text]);
    expect(views('t01-en-no-frontmatter-debate-title.md')).toEqual([
      ['A', 'Agent A holds that expand/contract is always worth it'],
      ['B', 'Agent B still wants a branch when a migration touches more than one table'],
    ]);
    expect(views('t07-en-verdict-colon-views.md')).toEqual([
      ['A', 'write access should wait until after the first on-call shadowing.'],
      ['B', 'write access can come after two weeks with a buddy.'],
    ]);
    expect(views('t10-en-side-names-live.md')?.map(([agent]) => agent)).toEqual(['A', 'B']);
    expect(views('t09-ko-attack-concede-korean-views.md')).toEqual([
      ['A', 'A는 매년 열어야 문화가 유지된다고 본다'],
      ['B', 'B는 예산 때문에 격년을 주장한다'],
    ]);
    // A sentence that names no side is no one's view: the claim is kept, no stance is drawn.
    const { graph } = read('t02-ko-frontmatter-sides.md');
    expect(transcript('t02-ko-frontmatter-sides.md').verdict?.liveViews).toBeUndefined();
    expect(graph.edges.filter((e) => e.source === 'live-disagreement' || e.target === 'live-disagreement').map((e) => [e.source, e.type, e.target])).toEqual([
      ['live-disagreement', 'related', 'verdict'],
    ]);
  });

  it('reads views stated in parentheses and after a colon or comma, and nothing from a sentence that names no side', () => {
    const at = (text: string) => statedViews([{ text, line: 9 }], ['Agent A', 'Agent B']).map((v) => [v.agent, v.text]);
    expect(at('Whether X is required (B: it must reach every team) or optional (A: a hard freeze punishes beginners).')).toEqual([
      ['B', 'it must reach every team'], ['A', 'a hard freeze punishes beginners'],
    ]);
    expect(at('How much load it adds: A expects a few days a year, B expects more after upgrades.')).toEqual([
      ['A', 'A expects a few days a year'], ['B', 'B expects more after upgrades'],
    ]);
    expect(at('A key question remains open. Also unclear: the budget.')).toEqual([]);
  });

  it('reads turn headers with nested parentheses', () => {
    const t = transcript('t03-en-nested-parens.md');
    expect(t.rounds.flatMap((r) => [r.turns.A?.label, r.turns.B?.label])).toEqual([
      'Opening (security view)', 'Opening (client view)',
      "Rebuttal (after B's support numbers)", 'Rebuttal (probing (enumeration) risk)',
      'Closing', 'Closing',
    ]);
    expect(read('t03-en-nested-parens.md').warnings).toEqual([]);
  });

  it('keeps round numbers above 9 and above 99, and says once that a paste starts mid-debate', () => {
    const t4 = transcript('t04-en-mid-debate-over-100.md');
    expect(t4.rounds.map((r) => r.number)).toEqual([101, 102]);
    expect(t4.startsAtRound).toBe(101);
    expect(t4.ending).toMatchObject({ kind: 'mutual-done', round: 102 });
    expect(read('t04-en-mid-debate-over-100.md').warnings.map((w) => [w.line, w.message])).toEqual([
      [6, 'the transcript starts at round 101: a paste from mid-debate; rounds 1–100 are not in the file'],
      [26, 'the debate runs to round 102, past the 6-round cap'],
    ]);
    const t5 = transcript('t05-en-round-9-to-12-cap.md');
    expect(t5.rounds.map((r) => r.number)).toEqual([9, 10, 11, 12]);
    expect(t5.ending.kind).toBe('cap');
    // The first turn each side has stands in for the missing opening.
    expect(transcriptToLog(t5).personas.map((p) => p.position)).toEqual(['One repository with per-package owners.', 'Separate repositories, shared CI templates.']);
  });

  it('reports a missing round once, with the line of the round after the gap', () => {
    expect(read('t06-ko-no-emoji-gap.md').warnings.map((w) => [w.line, w.code, w.message])).toEqual([
      [43, 'transcript-round', 'round 3 is missing (between round 2 and round 4)'],
    ]);
  });

  it('carries the line, round and speaker each node and edge came from (provenance)', () => {
    const { graph } = read('t10-en-side-names-live.md');
    const node = (id: string) => graph.nodes.find((n) => n.id === id)!;
    expect(node('a-r1-position').source).toEqual({ line: 11, round: 1, speaker: 'Postgres' });
    expect(node('b-r2-position').source).toEqual({ line: 41, round: 2, speaker: 'SQLite' });
    expect(node('converged').source).toEqual({ line: 67 });
    const attack = graph.edges.find((e) => e.type === 'opposes' && e.source === 'agent-a')!;
    expect(attack.provenance).toEqual({ line: 27, round: 2, speaker: 'Postgres', quote: 'WAL mode still allows one writer at a time.' });
    expect(attack.reading).toBe('stated');
    for (const e of graph.edges.filter((x) => !x.derived)) expect(e.provenance?.line, `${e.source} → ${e.target}`).toBeGreaterThan(0);
    for (const n of graph.nodes) expect(n.source?.line, n.id).toBeGreaterThan(0);
  });
});

describe('every line is accounted for', () => {
  for (const folder of ['transcripts', 'transcripts/corpus']) {
    for (const name of readdirSync(fixturePath(folder)).filter((f) => f.endsWith('.md')).sort()) {
      it(`${folder}/${name}: each non-empty line is read into the record or listed as not interpreted`, () => {
        const source = fixtureIn(folder)(name);
        expectEveryLineAccounted(source, parseTranscript(source), 'transcript-not-interpreted');
      });
    }
  }

  it('lists stray text, unknown turn sections and text after a status by line', () => {
    const record = read('t08-en-unknown-sections.md');
    const t = (record.document as TranscriptDocument).transcript;
    expect(t.notInterpreted.map((l) => [l.line, l.text])).toEqual([
      [6, 'Note from the operator: this run used a shorter prompt.'],
      [16, '## Notes to self'],
      [17, 'Check the survey numbers before round 2.'],
      [38, 'Also, the coffee machine is broken.'],
    ]);
    expect(record.warnings).toContainEqual(expect.objectContaining({ code: 'transcript-not-interpreted', line: 6, message: expect.stringContaining('lines 6, 16–17, 38') }));
  });
});

describe('a thousand rounds', () => {
  it('keeps every round number and warns a handful of times, not per turn', () => {
    const turn = (agent: 'A' | 'B', round: number) => `${agent === 'A' ? '🅰️' : '🅱️'} Agent ${agent} — Round ${round}\n\n## Refined position\nunchanged\n\n## Status: CONTINUE — still apart\n`;
    const parts = ['🅰️ Agent A — Round 1 (Opening)\n\n## Position\nX.\n', '🅱️ Agent B — Round 1 (Opening)\n\n## Position\nY.\n'];
    for (let round = 2; round <= 1000; round++) parts.push(turn('A', round), turn('B', round));
    const result = parseTranscript({ file: 'long.md', text: parts.join('\n') });
    if (!result.ok) throw new Error('expected a transcript');
    expect(result.value.rounds).toHaveLength(1000);
    expect(result.value.rounds[999]!.number).toBe(1000);
    expect(result.diagnostics.length).toBeLessThan(5);
    for (const d of result.diagnostics) expect(d.line).toBeGreaterThan(0);
  });
});
