// Issues 29 and 30, probe 2026-12-06 (AF3, ALX): one error never hides another. Each
// fixture under tests/fixtures/every-problem/ is an archive whose one bad file has a schema
// error (or frontmatter that is no YAML mapping) and an independent reference problem; both
// are listed, located with file, line and field, by `validate` and by the build's problem
// list (the content loader's: loadArchive, then the notes with their references), in one
// stable order (docs/decisions/every-problem-at-once.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import { formatDiagnostic, sortDiagnostics, type Diagnostic } from '../../../src/lib/core/diagnostics.ts';
import { noteFileProblems } from '../../../src/lib/notes/noteFiles.ts';
import { noteArchiveOf } from '../../../src/lib/notes/noteReferences.ts';
import { asNodeId, type DebateSlug } from '../../../src/lib/core/ids.ts';
import type { DebateGraph } from '../../../src/lib/graph/types.ts';
import { mergeDebates } from '../../../src/lib/merge/mergeDebates.ts';
import { runCaptured } from '../../support/cli.ts';

const fixture = (name: string) => path.join(import.meta.dirname, '../../fixtures/every-problem', name);

/** The build's problems, as the content loader (site/debateLoader.ts) gathers them. */
async function buildProblems(root: string): Promise<string[]> {
  const archive = await loadArchive(path.join(root, 'content/debates'), root);
  const notes = await noteFileProblems(path.join(root, 'content/notes'), root, new Set(), noteArchiveOf(archive.debates, archive.failed));
  return sortDiagnostics([...archive.diagnostics, ...notes]).map(formatDiagnostic);
}

/** `validate` of the whole archive, its problems as JSON. */
async function validateProblems(root: string): Promise<{ code: number; problems: string[] }> {
  const { code, stdout } = await runCaptured(['validate', '--reporter', 'json'], { cwd: root });
  return { code, problems: (JSON.parse(stdout) as { problems: Diagnostic[] }).problems.map(formatDiagnostic) };
}

const CASES: Array<{ format: string; expected: string[] }> = [
  {
    // AF3: the edges' schema errors hid the edge naming node 99.
    format: 'aif',
    expected: [
      'content/debates/dangling.json:8:46: error [missing-reference] edges[1].toID: no node has nodeID "99"',
      'content/debates/dangling.json:9:33: error [schema] edges[2].fromID: expected an id (a string or a whole number)',
      'content/debates/dangling.json:10:5: error [schema] edges[3].toID: expected an id (a string or a whole number)',
    ],
  },
  {
    // ALX: the local missing-reference hid every alias to a missing node; an alias from the
    // refused claim c2 depends on it and is not checked.
    format: 'roundtable-kg',
    expected: [
      'content/debates/a.json:6:27: error [schema] claims[1].text: text must be a string',
      'content/debates/a.json:10:33: error [missing-reference] relations[1].target: no domain, persona, claim or synthesis has id "B:c1"',
      // Located at the relation's end by archive/locateRelations.ts (they named the file only).
      'content/debates/a.json:11:33: error [alias-missing-node] relations[2].target: alias_of "c1" → "b:C1": "b:C1": debate "b" has no node "C1"',
      'content/debates/a.json:12:33: error [alias-missing-node] relations[3].target: alias_of "c1" → "b:cafe\u0301": "b:cafe\u0301": debate "b" has no node "cafe\u0301"',
      'content/debates/a.json:13:33: error [alias-missing-node] relations[4].target: alias_of "c1" → "b:c1\u200b": "b:c1\u200b": debate "b" has no node "c1\u200b"',
    ],
  },
  {
    // An edge to a missing node is a warning in xAIF (not imported), located at the edge's
    // index in the file though edges[0] was left out; the edge from the refused node 3 is not checked.
    format: 'xaif',
    expected: [
      'content/debates/map.json:7:7: error [schema] AIF.nodes[3].type: is required',
      'content/debates/map.json:10:35: error [schema] AIF.edges[0].fromID: expected an id (a string or a whole number)',
      'content/debates/map.json:13:7: warning [missing-reference] AIF.edges[3]: no node has nodeID "99"; this edge is not imported',
    ],
  },
  {
    // The refused node b is not reported missing as the end of edges[2].
    format: 'intermediate',
    expected: [
      'content/debates/graph.json:5:5: error [schema] nodes[1].label: is required',
      'content/debates/graph.json:10:32: error [missing-reference] edges[1].target: no node has id "nowhere"',
      expect.stringMatching(/^content\/debates\/graph\.json:12:45: error \[schema\] edges\[3\]\.type: unknown relation type "agrees"/) as unknown as string,
    ],
  },
  {
    format: 'corrections',
    expected: [
      'content/debates/a.corrections.json:3:18: error [correction] stances[0].persona: no persona of the log has id or name "nobody"; ids: p1',
      'content/debates/a.corrections.json:6:32: error [schema] roles[0].role: role must be one of moderator, host, recorder',
    ],
  },
  {
    // Probe 2026-12-07 CR-many-bad (its 3 schema problems hid its reference problems), with
    // a bad outcome text added: all 12 listed. A refused item's own readable references (the
    // persona of a role whose role is bad, the target of a stance whose stance is bad, the
    // option of an outcome whose text is bad) are checked too.
    format: 'corrections-many',
    expected: [
      'content/debates/meeting.corrections.json:3:18: error [correction] stances[0].persona: no persona of the log has id or name "nobody"; ids: p-analyst, p-skeptic, red-team',
      'content/debates/meeting.corrections.json:3:38: error [correction] stances[0].target: no claim or option of the log has id "option-z"; ids: option-a, option-b, opinion-analyst, opinion-skeptic, risk-1, risk-2, risk-3, decision',
      'content/debates/meeting.corrections.json:4:39: error [correction] stances[1].target: no claim or option of the log has id "option-q"; ids: option-a, option-b, opinion-analyst, opinion-skeptic, risk-1, risk-2, risk-3, decision',
      'content/debates/meeting.corrections.json:4:61: error [schema] stances[1].stance: stance must be one of for, against, none',
      'content/debates/meeting.corrections.json:5:18: error [correction] stances[2].persona: no persona of the log has id or name "ghost"; ids: p-analyst, p-skeptic, red-team',
      'content/debates/meeting.corrections.json:7:26: error [correction] roles[0].persona: no persona of the log has id or name "nobody2"; ids: p-analyst, p-skeptic, red-team',
      'content/debates/meeting.corrections.json:7:45: error [schema] roles[0].role: role must be one of moderator, host, recorder',
      'content/debates/meeting.corrections.json:8:28: error [correction] not_claims[0].node: no claim of the log has id "zz"; ids: option-a, option-b, opinion-analyst, opinion-skeptic, risk-1, risk-2, risk-3',
      'content/debates/meeting.corrections.json:8:46: error [correction] not_claims[1].node: no claim of the log has id "yy"; ids: option-a, option-b, opinion-analyst, opinion-skeptic, risk-1, risk-2, risk-3',
      'content/debates/meeting.corrections.json:9:45: error [correction] outcome.option: the meeting has no option "option-x"; options: option-a, option-b',
      'content/debates/meeting.corrections.json:9:65: error [schema] outcome.text: text must be a string',
      'content/debates/meeting.corrections.json:10:12: error [schema] extra: unknown key "extra"',
      'content/debates/meeting.md:58: warning [minutes-action] action items: action item "write slider copy" (line 58) has no when (언제까지)',
    ],
  },
  {
    format: 'aliases',
    expected: [
      'content/aliases.json:3:14: error [schema] groups[0][1]: a reference must be a string "<slug>:<id>"',
      'content/aliases.json:4:14: error [alias-missing-node] groups[1][1]: "a:nowhere": debate "a" has no node "nowhere"',
    ],
  },
  {
    format: 'notes',
    expected: [
      'content/notes/essay.mdx:3: error [frontmatter] frontmatter: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
      'content/notes/essay.mdx:5:38: error [note-reference] <Claim>: ref "a:nowhere": debate "a" has no node "nowhere"',
    ],
  },
];

describe('a schema error and a reference error of one file are listed together', () => {
  it.each(CASES)('$format: by validate and by the build, located, in one order', async ({ format, expected }) => {
    const root = fixture(format);
    const build = await buildProblems(root);
    const validate = await validateProblems(root);
    expect(validate.code).toBe(1);
    expect(build).toEqual(expected);
    expect(validate.problems).toEqual(build);
  });

  // Markdown formats: frontmatter that is no YAML mapping is the invalid part; the body is
  // still read, so its own problems (here warnings, located at their lines) come with it.
  it.each([
    { format: 'transcript', body: 'content/debates/broken-frontmatter.md:26: warning [transcript-round] Round 2: round 2 is missing (between round 1 and round 3)' },
    { format: 'minutes', body: 'content/debates/broken-frontmatter.md:24: warning [minutes-action] action items: action item "Ship the three-tier table" (line 24) has no who (누가), when (언제까지), done criteria (완료기준)' },
  ])('$format: a broken frontmatter hides none of the body\'s problems', async ({ format, body }) => {
    const root = fixture(format);
    const build = await buildProblems(root);
    const validate = await validateProblems(root);
    expect(validate.code).toBe(1);
    expect(build.filter((line) => line.includes(': error ['))).toEqual([
      expect.stringMatching(/^content\/debates\/broken-frontmatter\.md:\d+: error \[frontmatter\] frontmatter: invalid YAML/),
    ]);
    expect(build).toContain(body);
    expect(validate.problems).toEqual(build);
  });
});

describe('what depends on a failed file is skipped, the rest still checked', () => {
  const graph = (nodes: string[], edges: Array<[string, string]> = []): DebateGraph => ({
    topic: 't', meta: { tags: [] },
    nodes: nodes.map((id) => ({ id: asNodeId(id), type: 'claim', label: id })),
    edges: edges.map(([source, target]) => ({ source, target, type: 'alias_of' })),
  });

  it('a reference to a node a failed debate may have left out is not checked; one to a missing debate is', () => {
    const merged = mergeDebates([
      { slug: 'a' as DebateSlug, file: 'a.json', graph: graph(['c1'], [['c1', 'b:c1'], ['c1', 'b:refused'], ['c1', 'x:c1']]) },
      { slug: 'b' as DebateSlug, file: 'b.json', graph: graph(['c1']), incomplete: true },
    ]);
    expect(merged.diagnostics.map(formatDiagnostic)).toEqual([
      'a.json: error [alias-missing-debate] alias_of "c1" → "x:c1": "x:c1" names debate "x", which is not in the archive',
    ]);
  });

  it('the same reference into a complete debate is said to be missing', () => {
    const merged = mergeDebates([
      { slug: 'a' as DebateSlug, file: 'a.json', graph: graph(['c1'], [['c1', 'b:refused']]) },
      { slug: 'b' as DebateSlug, file: 'b.json', graph: graph(['c1']) },
    ]);
    expect(merged.diagnostics.map((d) => d.code)).toEqual(['alias-missing-node']);
  });
});

// Probe 25 (MD-ALL, C-ALL): a control character ended the checks of its file.
describe('a control character hides no other problem of its file', () => {
  const transcript = readFileSync(path.join(import.meta.dirname, '../../fixtures/transcripts/asymmetric-final.md'), 'utf8');
  it('lists a Markdown log\'s budget problem beside its control character', () => {
    const text = transcript.replace('date: 2026-06-03', `date: 2026-06-03\ntags: [${'g'.repeat(101)}]`).replace('A opening position.', 'A opening \u001b position.');
    const read = processDebate({ file: 't.md', text }, 't' as DebateSlug);
    expect(read.ok).toBe(false);
    expect(read.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code).sort()).toEqual(['control-character', 'too-large']);
  });
  it('lists a frontmatter\'s budget problem beside its refused YAML tag (issue 30)', () => {
    const text = transcript.replace('date: 2026-06-03', `date: 2026-06-03\nnote: !!binary GwAH\ntags: [${'g'.repeat(101)}]`);
    const read = processDebate({ file: 't.md', text }, 't' as DebateSlug);
    expect(read.ok).toBe(false);
    expect(read.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code).sort()).toEqual(['frontmatter', 'too-large']);
  });
  it('lists a JSON log\'s schema error beside its control character', () => {
    const log = '{"topic": "T\\u001b", "personas": [{"id": "p1", "name": "P", "position": "a", "argument": "b"}], "claims": [{"id": "c1", "text": "x"}],\n "relations": [{"source": "p1", "target": "c1", "type": "agrees"}]}';
    const read = processDebate({ file: 'g.json', text: log }, 'g' as DebateSlug);
    expect(read.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line} ${d.code}`)).toEqual(['1 control-character', '2 schema']);
  });
});
