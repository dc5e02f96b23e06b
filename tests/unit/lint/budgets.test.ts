// Budgets per debate (core/limits.ts) on generated logs: each one passed is a located error
// naming the limit, whatever the format; a debate at the limits is read as usual.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug, NodeId } from '../../../src/lib/core/ids.ts';
import type { DebateGraph } from '../../../src/lib/graph/types.ts';
import { budgetProblems } from '../../../src/lib/lint/budgets.ts';
import { MAX_LABEL_LENGTH, MAX_NAME_LENGTH, MAX_NODES, MAX_RELATIONS, MAX_TAG_LENGTH, MAX_TAGS } from '../../../src/lib/core/limits.ts';

const slug = 'hostile' as DebateSlug;

interface LogShape { claims?: number; relations?: number; tags?: string[]; personaName?: string; claimText?: string }

/** A roundtable-kg log, one claim per line so positions are checkable. */
function log({ claims = 2, relations = 0, tags = ['t'], personaName = 'Ada', claimText = 'x' }: LogShape): string {
  const claimLines = Array.from({ length: claims }, (_, i) => `    { "id": "c${i}", "text": ${JSON.stringify(i === 0 ? claimText : 'x')} }`);
  const relationLines = Array.from({ length: relations }, (_, i) => `    { "source": "p1", "target": "c${i % claims}", "type": "supports" }`);
  return [
    '{',
    `  "topic": "budgets", "meta": { "tags": ${JSON.stringify(tags)} },`,
    `  "personas": [{ "id": "p1", "name": ${JSON.stringify(personaName)}, "position": "p", "argument": "a" }],`,
    '  "claims": [',
    claimLines.join(',\n'),
    '  ],',
    '  "relations": [',
    relationLines.join(',\n'),
    '  ]',
    '}',
  ].join('\n');
}

const run = (text: string) => processDebate({ file: 'content/debates/hostile.json', text }, slug);
const errors = (text: string) => {
  const result = run(text);
  return result.ok ? [] : result.diagnostics.filter((d) => d.severity === 'error');
};

describe('budgets per debate', () => {
  it('reads a debate at the node limit', () => {
    // personas and the topic's own nodes count too: stay just under
    const result = run(log({ claims: MAX_NODES - 10 }));
    expect(result.ok).toBe(true);
  });

  it('refuses one node past the limit, at the first node past it, naming the limit', () => {
    const found = errors(log({ claims: MAX_NODES + 5 }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'too-large', file: 'content/debates/hostile.json', path: 'nodes' });
    expect(found[0]!.message).toContain('the limit is 50,000 per debate');
    expect(found[0]!.line).toBeGreaterThan(MAX_NODES - 10);
  });

  it('refuses relations past the limit (checked on the graph, as for every format)', () => {
    const graph: DebateGraph = {
      topic: 't', meta: { tags: [] }, nodes: [{ id: 'c' as NodeId, type: 'claim', label: 'c' }],
      edges: Array.from({ length: MAX_RELATIONS + 1 }, (_, i) => ({ source: 'c', target: 'c', type: 'supports' as const, provenance: { line: i + 1 } })),
    };
    const found = budgetProblems(graph, { file: 'm.md', text: '' });
    expect(found.map((d) => [d.code, d.path, d.line])).toEqual([['too-large', 'relations', MAX_RELATIONS + 1]]);
    expect(found[0]!.message).toContain('the limit is 200,000 per debate');
  });

  // Probe 36 J13b: the first node past the limit was an open question, which the log writes
  // without an id; the error fell back to line 1.
  it('locates a node past the limit that the file writes without its id by its text', () => {
    const nodes = Array.from({ length: MAX_NODES + 1 }, (_, i) => ({ id: `c${i}` as NodeId, type: 'claim' as const, label: `claim ${i}` }));
    nodes[MAX_NODES] = { id: 'q1' as NodeId, type: 'claim', label: 'Who pays for it?' };
    const graph: DebateGraph = { topic: 't', meta: { tags: [] }, nodes, edges: [] };
    const text = `{\n  "claims": [],\n  "open_questions": [\n    "Who pays for it?"\n  ]\n}`;
    const [found] = budgetProblems(graph, { file: 'x.json', text });
    expect([found!.line, found!.column]).toEqual([4, 5]);
  });

  it('refuses tags past the limit, and a tag too long', () => {
    const many = errors(log({ tags: Array.from({ length: MAX_TAGS + 1 }, (_, i) => `tag${i}`) }));
    expect(many.map((d) => [d.code, d.path, d.line])).toEqual([['too-large', 'tags', 2]]);
    expect(many[0]!.message).toContain(`the limit is ${MAX_TAGS}`);
    const long = errors(log({ tags: ['t'.repeat(MAX_TAG_LENGTH + 1)] }));
    expect(long.map((d) => [d.code, d.path, d.line])).toEqual([['too-large', 'tags', 2]]);
  });

  it('refuses a 100,000-character persona name and a label past its limit, each at its line', () => {
    const name = errors(log({ personaName: 'n'.repeat(100_000) }));
    expect(name.map((d) => [d.code, d.line])).toEqual([['too-large', 3]]);
    expect(name[0]!.message).toContain(`the limit is ${MAX_NAME_LENGTH}`);
    const label = errors(log({ claimText: 'l'.repeat(MAX_LABEL_LENGTH + 1) }));
    expect(label.map((d) => [d.code, d.path, d.line])).toEqual([['too-large', 'claim "c0"', 5]]);
  });

  it('refuses a minutes title (its topic) of 15 MB at its frontmatter line, before any page text is made of it', () => {
    const title = 'word '.repeat(Math.ceil(MAX_LABEL_LENGTH / 5) + 1);
    const text = `---\ntype: meeting\ntitle: ${title}\n---\n# M\n\n## R1 Problem definition\n\nWhich?\n\n## R2 Independent opinions\n\n- **analyst:** Option A.\n`;
    const found = processDebate({ file: 'content/debates/m.md', text }, slug);
    expect(found.ok).toBe(false);
    const problem = found.diagnostics.find((d) => d.severity === 'error')!;
    expect([problem.code, problem.path, problem.line]).toEqual(['too-large', 'topic', 3]);
    expect(problem.message).toContain(`the limit is ${MAX_LABEL_LENGTH.toLocaleString('en-US')}`);
  });

  it('counts a name in characters as a reader does: 500 emoji pass, 501 are refused as 501 (probe 3, L10)', () => {
    expect(errors(log({ personaName: '😀'.repeat(MAX_NAME_LENGTH) }))).toEqual([]);
    const over = errors(log({ personaName: '😀'.repeat(MAX_NAME_LENGTH + 1) }));
    expect(over.map((d) => [d.code, d.line])).toEqual([['too-large', 3]]);
    expect(over[0]!.message).toContain('its name has 501 characters; the limit is 500');
  });

  it('places the tag past the limit of a minutes frontmatter flow list at its line (probe 3, L10)', () => {
    const tags = Array.from({ length: MAX_TAGS + 1 }, (_, i) => `tag${i}`);
    const text = `---\ntype: meeting\ndate: 2026-05-18\ntags: [${tags.join(', ')}]\n---\n# M\n\n## R1 Problem definition\n\nWhich?\n\n## R2 Independent opinions\n\n- **analyst:** Option A.\n`;
    const found = processDebate({ file: 'content/debates/m.md', text }, slug).diagnostics.filter((d) => d.severity === 'error');
    expect(found.map((d) => [d.code, d.path, d.line])).toEqual([['too-large', 'tags', 4]]);
  });

  it('lists 20 long labels and counts the rest', () => {
    const claims = Array.from({ length: 30 }, (_, i) => `    { "id": "c${i}", "text": "${String(i).padStart(4, '0')}${'l'.repeat(MAX_LABEL_LENGTH)}" }`);
    const text = `{ "topic": "t", "personas": [], "claims": [\n${claims.join(',\n')}\n] }`;
    const found = errors(text);
    expect(found).toHaveLength(20);
    expect(found[19]!.message).toContain('(and 10 more like it)');
  });
});
