import { describe, expect, it } from 'vitest';
import type { AtlasNodeId, DebateSlug, NodeId } from '../../../src/lib/core/ids.ts';
import type { GraphEdge, GraphNode, RelationType } from '../../../src/lib/graph/types.ts';
import {
  boundedEditDistance,
  mergeDebates,
  normaliseName,
  parseAliasFile,
  readAliasFile,
  type AliasFile,
  type MergeInput,
} from '../../../src/lib/merge/mergeDebates.ts';
import { localNeighbourhood, openQuestionLedger, personaAcrossDebates, sharedClaims } from '../../../src/lib/merge/queries.ts';
import { prng, shuffled, syntheticDebates } from '../../../scripts/support/syntheticGraphs.ts';

// ---- small builders -------------------------------------------------------------

const aid = (text: string) => text as AtlasNodeId;
const persona = (id: string, label: string, position = `${label}'s position`): GraphNode => ({ id: id as NodeId, type: 'persona', label, position, argument: 'because' });
const claim = (id: string, text: string): GraphNode => ({ id: id as NodeId, type: 'claim', label: text, text });
const steelman = (id: string, text: string, of: string, by: string): GraphNode => ({ id: id as NodeId, type: 'steelman', label: text, text, steelman_of: of as NodeId, by: by as NodeId });
const domain = (id: string, label: string): GraphNode => ({ id: id as NodeId, type: 'domain', label });
const question = (id: string, text: string): GraphNode => ({ id: id as NodeId, type: 'question', label: text, text });
const edge = (source: string, target: string, type: RelationType, text?: string): GraphEdge => ({ source, target, type, ...(text ? { text } : {}) });
const debate = (slug: string, nodes: GraphNode[], edges: GraphEdge[] = []): MergeInput => ({
  slug: slug as DebateSlug,
  file: `content/debates/${slug}.json`,
  graph: { topic: slug, meta: { tags: [] }, nodes, edges },
});
const ids = (result: ReturnType<typeof mergeDebates>) => result.atlas.nodes.map((n) => n.id);
const nodeOf = (result: ReturnType<typeof mergeDebates>, id: string) => result.atlas.nodes.find((n) => n.id === id);
const errors = (result: ReturnType<typeof mergeDebates>) => result.diagnostics.filter((d) => d.severity === 'error');

// ---- union ----------------------------------------------------------------------

describe('mergeDebates: union', () => {
  it('prefixes ids with the slug, keeps used_in and the debate of each edge', () => {
    const result = mergeDebates([
      debate('b', [persona('p1', 'Bea'), claim('c1', 'x')], [edge('p1', 'c1', 'supports')]),
      debate('a', [persona('p1', 'Abe'), claim('c1', 'y')], [edge('p1', 'c1', 'opposes')]),
    ]);
    expect(ids(result)).toEqual(['a:c1', 'a:p1', 'b:c1', 'b:p1']);
    expect(result.atlas.debates).toEqual(['a', 'b']);
    expect(nodeOf(result, 'b:p1')).toMatchObject({ members: ['b:p1'], used_in: ['b'], perDebate: [{ debate: 'b', id: 'p1', label: 'Bea', position: "Bea's position" }] });
    expect(result.atlas.edges).toEqual([
      { source: 'a:p1', target: 'a:c1', type: 'opposes', debate: 'a' },
      { source: 'b:p1', target: 'b:c1', type: 'supports', debate: 'b' },
    ]);
    expect(result.atlas.stats).toMatchObject({ nodes: 4, edges: 2, nodesByType: { claim: 2, persona: 2 }, edgesByType: { opposes: 1, supports: 1 } });
    expect(result.diagnostics).toEqual([]);
    expect(result.report.merges).toEqual([]);
  });

  it('de-duplicates identical edges, preferring the one the log wrote', () => {
    const result = mergeDebates([
      debate('a', [persona('p1', 'A'), claim('c1', 'x')], [
        { source: 'p1', target: 'c1', type: 'supports', derived: true },
        edge('p1', 'c1', 'supports', 'in round 2'),
        edge('p1', 'c1', 'supports'),
      ]),
    ]);
    expect(result.atlas.edges).toEqual([{ source: 'a:p1', target: 'a:c1', type: 'supports', text: 'in round 2', debate: 'a' }]);
    expect(result.atlas.stats.duplicateEdgesDropped).toBe(2);
  });

  it('resolves local ids before cross references, so an id with ":" stays local', () => {
    const result = mergeDebates([
      debate('a', [claim('b:c1', 'local'), claim('c2', 'z')], [edge('c2', 'b:c1', 'refines')]),
      debate('b', [claim('c1', 'remote')]),
    ]);
    expect(result.atlas.edges).toEqual([{ source: 'a:c2', target: 'a:b:c1', type: 'refines', debate: 'a' }]);
  });
});

// ---- aliases ----------------------------------------------------------------------

describe('mergeDebates: alias_of', () => {
  it('collapses a chain a → b → c into one node named by its smallest member', () => {
    const result = mergeDebates([
      debate('c', [claim('c1', 'third')]),
      debate('b', [claim('c1', 'second')], [edge('c1', 'c:c1', 'alias_of')]),
      debate('a', [claim('c1', 'first')], [edge('c1', 'b:c1', 'alias_of')]),
    ]);
    expect(ids(result)).toEqual(['a:c1']);
    const node = nodeOf(result, 'a:c1')!;
    expect(node).toMatchObject({ label: 'first', members: ['a:c1', 'b:c1', 'c:c1'], used_in: ['a', 'b', 'c'] });
    expect(node.perDebate.map((p) => p.label)).toEqual(['first', 'second', 'third']);
    expect(result.atlas.edges).toEqual([]); // alias_of is consumed
    expect(result.report.merges).toEqual([{
      canonical: 'a:c1',
      members: ['a:c1', 'b:c1', 'c:c1'],
      reasons: [
        { kind: 'alias', from: 'a:c1', to: 'b:c1', file: 'content/debates/a.json' },
        { kind: 'alias', from: 'b:c1', to: 'c:c1', file: 'content/debates/b.json' },
      ],
    }]);
  });

  it('collapses a 2-cycle and a 3-cycle without hanging', () => {
    const two = mergeDebates([
      debate('a', [claim('c1', 'x')], [edge('c1', 'b:c1', 'alias_of')]),
      debate('b', [claim('c1', 'y')], [edge('c1', 'a:c1', 'alias_of')]),
    ]);
    expect(ids(two)).toEqual(['a:c1']);
    expect(two.report.merges[0]!.reasons).toHaveLength(2);

    const three = mergeDebates([
      debate('x', [claim('k', '1')], [edge('k', 'y:k', 'alias_of')]),
      debate('y', [claim('k', '2')], [edge('k', 'z:k', 'alias_of')]),
      debate('z', [claim('k', '3')], [edge('k', 'x:k', 'alias_of')]),
    ]);
    expect(ids(three)).toEqual(['x:k']);
    expect(nodeOf(three, 'x:k')!.members).toEqual(['x:k', 'y:k', 'z:k']);
    expect(three.diagnostics).toEqual([]);
  });

  it('rewrites edges to canonical ids and resolves cross-debate related edges', () => {
    const result = mergeDebates([
      debate('a', [claim('c1', 'shared'), question('q1', 'why?')], [edge('q1', 'b:c9', 'related')]),
      debate('b', [persona('p1', 'Bo'), claim('c9', 'shared again')], [edge('c9', 'a:c1', 'alias_of'), edge('p1', 'c9', 'supports')]),
    ]);
    expect(ids(result)).toEqual(['a:c1', 'a:q1', 'b:p1']);
    expect(result.atlas.edges).toEqual([
      { source: 'a:q1', target: 'a:c1', type: 'related', debate: 'a' },
      { source: 'b:p1', target: 'a:c1', type: 'supports', debate: 'b' },
    ]);
    expect(nodeOf(result, 'a:c1')!.used_in).toEqual(['a', 'b']);
  });

  it('drops edges whose ends were merged into one node, keeps written self-loops', () => {
    const result = mergeDebates([
      debate('a', [claim('c1', 'x'), claim('c2', 'x again')], [edge('c2', 'c1', 'alias_of'), edge('c2', 'c1', 'refines'), edge('c1', 'c1', 'illustrates')]),
    ]);
    expect(result.atlas.edges).toEqual([{ source: 'a:c1', target: 'a:c1', type: 'illustrates', debate: 'a' }]);
    expect(result.atlas.stats.selfLoopsDropped).toBe(1);
  });

  it('joins the groups of an aliases file', () => {
    const aliases: AliasFile = { file: 'content/aliases.json', groups: [['b:c1', 'a:c1'], ['c:c1', 'b:c1', 'a:c1']] };
    const result = mergeDebates([debate('a', [claim('c1', 'x')]), debate('b', [claim('c1', 'y')]), debate('c', [claim('c1', 'z')])], aliases);
    expect(ids(result)).toEqual(['a:c1']);
    expect(result.report.merges[0]!.reasons).toEqual([
      { kind: 'aliases-file', from: 'a:c1', to: 'b:c1', file: 'content/aliases.json' },
      { kind: 'aliases-file', from: 'a:c1', to: 'c:c1', file: 'content/aliases.json' },
      { kind: 'aliases-file', from: 'b:c1', to: 'c:c1', file: 'content/aliases.json' },
    ]);
  });

  it('treats claim and steelman as one family', () => {
    const result = mergeDebates([
      debate('a', [persona('p1', 'Al'), claim('c0', 'orig'), steelman('s1', 'strong', 'c0', 'p1')], [edge('s1', 'b:c1', 'alias_of')]),
      debate('b', [claim('c1', 'plain')]),
    ]);
    expect(errors(result)).toEqual([]);
    expect(nodeOf(result, 'a:s1')).toMatchObject({ type: 'steelman', members: ['a:s1', 'b:c1'], steelman_of: 'a:c0', by: 'a:p1' });
  });
});

describe('mergeDebates: alias errors', () => {
  it('refuses to alias a persona to a claim, and says why', () => {
    const result = mergeDebates([
      debate('a', [persona('p1', 'Al')], [edge('p1', 'b:c1', 'alias_of')]),
      debate('b', [claim('c1', 'x')]),
    ]);
    expect(ids(result)).toEqual(['a:p1', 'b:c1']);
    expect(result.report.merges).toEqual([]);
    expect(result.report.problems).toEqual([expect.objectContaining({ severity: 'error', code: 'alias-kind-conflict', file: 'content/debates/a.json' })]);
    expect(result.report.problems[0]!.message).toContain('"a:p1" is a persona and "b:c1" is a claim');
  });

  it('refuses a kind conflict in an aliases-file group but joins the rest', () => {
    const aliases: AliasFile = { file: 'content/aliases.json', groups: [['a:c1', 'b:p1', 'c:c1']] };
    const result = mergeDebates([debate('a', [claim('c1', 'x')]), debate('b', [persona('p1', 'P')]), debate('c', [claim('c1', 'y')])], aliases);
    expect(ids(result)).toEqual(['a:c1', 'b:p1']);
    expect(errors(result)).toEqual([expect.objectContaining({ code: 'alias-kind-conflict', file: 'content/aliases.json', path: 'groups[0][1]' })]);
  });

  it('reports an alias to a missing debate or node, naming the file and the reference', () => {
    const result = mergeDebates([
      debate('a', [claim('c1', 'x'), claim('c2', 'y'), claim('c3', 'z')], [
        edge('c1', 'nowhere:c1', 'alias_of'),
        edge('c2', 'b:c404', 'alias_of'),
        edge('c3', 'ghost', 'alias_of'),
      ]),
      debate('b', [claim('c1', 'x')]),
    ]);
    expect(ids(result)).toEqual(['a:c1', 'a:c2', 'a:c3', 'b:c1']);
    const problems = result.report.problems;
    expect(problems.map((p) => [p.code, p.file])).toEqual([
      ['alias-missing-debate', 'content/debates/a.json'],
      ['alias-missing-node', 'content/debates/a.json'],
      ['alias-missing-node', 'content/debates/a.json'],
    ]);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/"ghost" is neither a node of this debate/);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/"b:c404": debate "b" has no node "c404"/);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/"nowhere:c1" names debate "nowhere"/);
    expect(result.diagnostics).toEqual(problems);
  });

  it('reports missing references of the aliases file with their path', () => {
    const aliases: AliasFile = { file: 'content/aliases.json', groups: [['a:c1', 'zz:c1'], ['a:c1', 'a:nope'], ['a:c1', 'no slug']] };
    const result = mergeDebates([debate('a', [claim('c1', 'x')])], aliases);
    expect(result.report.problems.map((p) => [p.code, p.path])).toEqual([
      ['alias-missing-debate', 'groups[0][1]'],
      ['alias-missing-node', 'groups[1][1]'],
      ['alias-bad-reference', 'groups[2][1]'],
    ]);
    expect(result.report.problems.every((p) => p.file === 'content/aliases.json' && p.severity === 'error')).toBe(true);
  });

  it('refuses every alias group that would join two nodes of one debate, directly or through equal names, at once', () => {
    const aliases: AliasFile = {
      file: 'content/aliases.json',
      groups: [['a:c1', 'a:c1'], ['a:c1', 'a:c2'], ['a:p1', 'b:p2'], ['a:c1', 'b:c1']],
      positions: [[{ line: 2, column: 14 }, { line: 2, column: 22 }], [{ line: 3, column: 14 }, { line: 3, column: 22 }], [{ line: 4, column: 14 }, { line: 4, column: 22 }], [{ line: 5, column: 14 }, { line: 5, column: 22 }]],
    };
    const sides = (slug: string) => debate(slug, [persona('p1', 'Ann'), persona('p2', 'Bob'), claim('c1', 'x'), claim('c2', 'y')], [edge('c2', 'c1', 'supports')]);
    const result = mergeDebates([sides('a'), sides('b')], aliases);
    expect(errors(result).map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.path}: ${d.message}`)).toEqual([
      'content/aliases.json:3:22 alias-same-debate groups[1][1]: "a:c2" would join "a:c1" and "a:c2", two nodes of debate "a"; an alias joins nodes of different debates only, so this group was not merged',
      'content/aliases.json:4:22 alias-same-debate groups[2][1]: "b:p2" would join "a:p1" and "a:p2", two nodes of debate "a" ("b:p2" is already one with "a:p2"); an alias joins nodes of different debates only, so this group was not merged',
    ]);
    // The two sides stay two; the group across debates is joined.
    expect(result.report.merges.map((m) => `${m.members.join(', ')} → ${m.canonical}`)).toEqual(['a:c1, b:c1 → a:c1', 'a:p1, b:p1 → a:p1', 'a:p2, b:p2 → a:p2']);
  });

  it('refuses a group that would join two nodes of one debate through an earlier group', () => {
    const aliases: AliasFile = { file: 'content/aliases.json', groups: [['a:c1', 'c:c1'], ['c:c1', 'b:c1'], ['b:c1', 'a:c2']] };
    const result = mergeDebates([debate('a', [claim('c1', 'x'), claim('c2', 'y')]), debate('b', [claim('c1', 'z')]), debate('c', [claim('c1', 'w')])], aliases);
    expect(errors(result).map((d) => `${d.code} ${d.path}: ${d.message}`)).toEqual([
      'alias-same-debate groups[2][1]: "a:c2" would join "a:c1" and "a:c2", two nodes of debate "a"; an alias joins nodes of different debates only, so this group was not merged',
    ]);
  });

  it('drops a supports edge that points into another debate, with a warning', () => {
    const result = mergeDebates([debate('a', [persona('p1', 'P')], [edge('p1', 'b:c1', 'supports')]), debate('b', [claim('c1', 'x')])]);
    expect(result.atlas.edges).toEqual([]);
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'cross-debate-relation', file: 'content/debates/a.json' })]);
  });

  it('keeps one input per slug, the one with the smaller file name', () => {
    const first = debate('a', [claim('c1', 'kept')]);
    const second = { ...debate('a', [claim('c1', 'dropped')]), file: 'content/debates/a.md' };
    const result = mergeDebates([second, first]);
    expect(result.atlas.nodes.map((x) => x.label)).toEqual(['kept']);
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'duplicate-debate', file: 'content/debates/a.md' })]);
  });

  it('warns about a cross-debate related edge to a missing node and drops it', () => {
    const result = mergeDebates([debate('a', [question('q1', 'q')], [edge('q1', 'b:c1', 'related')])]);
    expect(result.atlas.edges).toEqual([]);
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'missing-debate' })]);
    expect(result.report.problems).toEqual([]);
  });
});

// ---- names ------------------------------------------------------------------------

describe('mergeDebates: names', () => {
  it('normalises with NFKC, case folding and whitespace', () => {
    expect(normaliseName('Ａｌｉｃｅ')).toBe('alice');
    expect(normaliseName('  alice \u3000 SMITH ')).toBe('alice smith');
  });

  it('folds out invisible format characters, but not a joiner between emoji', () => {
    expect(normaliseName('\ufeffAl\u200bi\u00adce\u2060')).toBe('alice');
    expect(normaliseName('\u{1f469}\u200d\u{1f4bb}')).toBe('\u{1f469}\u200d\u{1f4bb}');
  });

  it('joins personas and domains with equal normalised names, and nothing else', () => {
    const result = mergeDebates([
      debate('a', [persona('p1', 'Ａｌｉｃｅ'), domain('d1', 'Ｅｔｈｉｃｓ'), claim('c1', 'alice')]),
      debate('b', [persona('px', 'alice '), domain('t1', 'ethics'), claim('c1', 'alice')]),
      debate('c', [domain('p1', 'Alice')]),
    ]);
    expect(ids(result)).toEqual(['a:c1', 'a:d1', 'a:p1', 'b:c1', 'c:p1']);
    expect(nodeOf(result, 'a:p1')).toMatchObject({ label: 'Ａｌｉｃｅ', members: ['a:p1', 'b:px'], used_in: ['a', 'b'] });
    expect(nodeOf(result, 'a:p1')!.perDebate.map((p) => p.position)).toEqual(["Ａｌｉｃｅ's position", "alice 's position"]);
    expect(nodeOf(result, 'a:d1')!.members).toEqual(['a:d1', 'b:t1']);
    expect(result.report.merges.find((m) => m.canonical === 'a:p1')!.reasons).toEqual([{ kind: 'same-name', from: 'b:px', to: 'a:p1' }]);
  });

  it('names a joined persona or domain as most of its debates write it, the canonical spelling on a tie', () => {
    const result = mergeDebates([
      debate('a', [persona('p1', 'LEDGER OWNER'), domain('d1', 'Payments'), claim('c1', 'Ledger Owner')]),
      debate('b', [persona('p1', 'Ledger Owner'), domain('d1', 'PAYMENTS')]),
      debate('c', [persona('p1', 'Ledger Owner')]),
      debate('d', [persona('p1', 'ledger owner')]),
    ]);
    expect(nodeOf(result, 'a:p1')).toMatchObject({ label: 'Ledger Owner', members: ['a:p1', 'b:p1', 'c:p1', 'd:p1'] });
    expect(nodeOf(result, 'a:p1')!.perDebate.map((p) => p.label)).toEqual(['LEDGER OWNER', 'Ledger Owner', 'Ledger Owner', 'ledger owner']);
    expect(nodeOf(result, 'a:d1')!.label).toBe('Payments');
    expect(nodeOf(result, 'a:c1')!.label).toBe('Ledger Owner');
  });

  it('suggests near-equal names without merging them', () => {
    const result = mergeDebates([
      debate('a', [persona('p1', 'Alice Smith'), persona('p2', 'J.S. Mill'), persona('p3', 'Mill'), persona('p4', 'Agent A'), persona('p5', 'Bob'), domain('d1', 'Economics')]),
      debate('b', [persona('p1', 'Alice Smyth'), persona('p2', 'JS Mill'), persona('p3', 'John Stuart Mill'), persona('p4', 'Agent B'), persona('p5', 'Rob'), domain('d1', 'Economic')]),
    ]);
    expect(result.atlas.nodes).toHaveLength(12);
    expect(result.report.merges).toEqual([]);
    expect(result.report.suggestions.map((s) => [s.labelA, s.labelB, s.why])).toEqual([
      ['Economics', 'Economic', 'edit distance 1'],
      ['Alice Smith', 'Alice Smyth', 'edit distance 1'],
      ['J.S. Mill', 'Mill', 'every word of "Mill" is in "J.S. Mill"'],
      ['J.S. Mill', 'JS Mill', 'equal once punctuation and spaces are ignored'],
      ['Mill', 'JS Mill', 'every word of "Mill" is in "JS Mill"'],
      ['Mill', 'John Stuart Mill', 'every word of "Mill" is in "John Stuart Mill"'],
    ]);
    expect(result.report.suggestionSearch.capped).toBe(false);
  });

  it('does not suggest names already joined by an alias', () => {
    const result = mergeDebates([
      debate('a', [persona('p1', 'Alice Smith')], [edge('p1', 'b:p1', 'alias_of')]),
      debate('b', [persona('p1', 'Alice Smyth')]),
    ]);
    expect(ids(result)).toEqual(['a:p1']);
    expect(result.report.suggestions).toEqual([]);
  });

  it('computes a bounded edit distance over code points', () => {
    expect(boundedEditDistance([...'kitten'], [...'sitting'], 5)).toBe(3);
    expect(boundedEditDistance([...'kitten'], [...'sitting'], 1)).toBe(2);
    expect(boundedEditDistance([...'山田太郎'], [...'山田次郎'], 2)).toBe(1);
  });
});

// ---- hostile ids ------------------------------------------------------------------

describe('mergeDebates: hostile ids', () => {
  it('handles __proto__, constructor and odd ids as plain text', () => {
    const result = mergeDebates([
      debate('a', [persona('__proto__', '__proto__'), claim('constructor', 'c'), { id: 'a b?#' as NodeId, type: '__proto__', label: 'odd' }], [
        edge('__proto__', 'constructor', 'supports'),
        edge('constructor', 'b:__proto__', 'alias_of'),
      ]),
      debate('b', [persona('hasOwnProperty', '__PROTO__'), claim('__proto__', 'd')]),
    ]);
    expect(ids(result)).toEqual(['a:__proto__', 'a:a b?#', 'a:constructor']);
    expect(nodeOf(result, 'a:__proto__')!.members).toEqual(['a:__proto__', 'b:hasOwnProperty']);
    expect(nodeOf(result, 'a:constructor')!.members).toEqual(['a:constructor', 'b:__proto__']);
    const byType = result.atlas.stats.nodesByType;
    expect(Object.getPrototypeOf(byType)).toBe(Object.prototype);
    expect(Object.keys(byType)).toEqual(['__proto__', 'claim', 'persona']);
    expect(JSON.parse(JSON.stringify(byType))).toEqual(JSON.parse('{"__proto__":1,"claim":1,"persona":1}'));
    expect(result.diagnostics).toEqual([]);
  });
});

// ---- determinism ------------------------------------------------------------------

describe('mergeDebates: determinism', () => {
  it('gives the same result whatever the order of debates, nodes and edges', () => {
    const base = syntheticDebates({ debates: 60, seed: 7, claimsPerDebate: 8 });
    // Hand-written extras: cycles, conflicts, missing references, a hostile id.
    base.push(
      debate('x', [claim('k', '1'), persona('__proto__', 'Ada Abe'), persona('p9', 'Ada  Abee')], [edge('k', 'y:k', 'alias_of'), edge('__proto__', 'y:k', 'alias_of'), edge('k', 'gone:k', 'alias_of')]),
      debate('y', [claim('k', '2')], [edge('k', 'x:k', 'alias_of'), edge('k', 'x:k', 'related', 'see')]),
    );
    const aliases: AliasFile = { file: 'content/aliases.json', groups: [['gen/d00003:c2', 'gen/d00010:c2', 'x:k'], ['gen/d00001:p1', 'gen/d00002:c1']] };
    const expected = JSON.stringify(mergeDebates(base, aliases));
    const random = prng(42);
    for (let round = 0; round < 5; round++) {
      const mixed = shuffled(base, random).map((input) => ({
        ...input,
        graph: { ...input.graph, nodes: shuffled(input.graph.nodes, random), edges: shuffled(input.graph.edges, random) },
      }));
      expect(JSON.stringify(mergeDebates(mixed, aliases))).toBe(expected);
    }
    const result = JSON.parse(expected) as ReturnType<typeof mergeDebates>;
    expect(result.report.merges.length).toBeGreaterThan(0);
    expect(result.report.problems.length).toBeGreaterThan(0);
  });
});

// ---- size -------------------------------------------------------------------------

describe('mergeDebates: size', () => {
  it('merges 1,000 synthetic debates', () => {
    const inputs = syntheticDebates({ debates: 1000 });
    const result = mergeDebates(inputs);
    const { stats } = result.atlas;
    expect(stats.inputNodes).toBe(30_000);
    expect(stats.nodes).toBeLessThan(stats.inputNodes); // same-name personas and domains joined
    expect(stats.nodesByType['domain']).toBeLessThanOrEqual(20);
    expect(result.atlas.debates).toHaveLength(1000);
    expect(errors(result)).toEqual([]);
  });
});

// ---- parseAliasFile ---------------------------------------------------------------

describe('parseAliasFile', () => {
  it('reads groups and pairs', () => {
    const parsed = parseAliasFile({ file: 'content/aliases.json', text: '{ "groups": [["a:c1", "b:c2"], ["2026/x:p1", "2025/y:p1", "c:p"]] }' });
    expect(parsed).toMatchObject({ ok: true, diagnostics: [], value: { file: 'content/aliases.json', groups: [['a:c1', 'b:c2'], ['2026/x:p1', '2025/y:p1', 'c:p']] } });
  });

  // Probe 4 (A07, FAIL 6): `"groups": {…}` was reported as `groups: is required`.
  it('says a groups object is not a list, not that it is missing', () => {
    const parsed = parseAliasFile({ file: 'aliases.json', text: '{"groups": {"0": ["a:c1","b:c1"]}}' });
    expect(parsed.diagnostics.map((d) => `${d.line}:${d.column} ${d.path}: ${d.message}`)).toEqual(['1:12 groups: "groups" must be a list of groups']);
    expect(parseAliasFile({ file: 'aliases.json', text: '{}' }).diagnostics.map((d) => d.message)).toEqual(['is required']);
  });

  // Probe 4 (A02c, FAIL 5): the merge's alias problems named no line.
  it('locates the problems the merge finds at the reference', () => {
    const parsed = parseAliasFile({ file: 'content/aliases.json', text: '{"groups": [\n  ["a:c1", "zz:c1"],\n  ["a:c1", "a:nope"]\n]}' });
    if (!parsed.ok) throw new Error('expected a valid file');
    const result = mergeDebates([debate('a', [claim('c1', 'x')])], parsed.value);
    expect(result.report.problems.map((p) => `${p.line}:${p.column} ${p.code} ${p.path}`)).toEqual(['2:12 alias-missing-debate groups[0][1]', '3:12 alias-missing-node groups[1][1]']);
  });

  it('locates a malformed reference, a short group and an unknown key', () => {
    const text = '{\n  "groups": [\n    ["a:c1", "Not A Slug:c1"],\n    ["a:c1"]\n  ],\n  "group": []\n}';
    const parsed = parseAliasFile({ file: 'aliases.json', text });
    expect(parsed.ok).toBe(false);
    expect(parsed.diagnostics.map((d) => [d.path, d.line])).toEqual([
      ['groups[0][1]', 3],
      ['groups[1]', 4],
      ['group', 6],
    ]);
    // Probe 25 (M3): a slug written otherwise than the archive writes it is named, with the way to write it.
    expect(parsed.diagnostics[0]!.message).toContain('the slug "Not A Slug" is not written as the archive writes it');
    expect(parsed.diagnostics[0]!.message).toContain('write "not-a-slug:c1"');
    expect(parsed.diagnostics[2]!.message).toContain('"group"');
    const decomposed = parseAliasFile({ file: 'aliases.json', text: '{"groups": [["2026/cafe\u0301:c1", "a:c1"], ["no colon", "a:c1"]]}' });
    expect(decomposed.diagnostics.map((d) => d.message)).toEqual([
      'the slug "2026/cafe\\u0301" is not written as the archive writes it (lower case, composed accents, "-" between words): write "2026/café:c1"',
      'expected "<slug>:<id>", e.g. "2026/ai-creativity:c1" (the slug as the archive shows it)',
    ]);
  });

  // Probe 4 (FAIL 5): a control character or a schema error stopped the file's other checks.
  it('reads the rest of the file past a bad reference, leaving that reference out for the merge', () => {
    const text = '{"groups": [["a:c\\u001b1", "b:c1"], ["Not A Slug", "a:c1", "zz:c1"], ["a:c1", "b:c1"]], "groups2": 1}';
    const read = readAliasFile({ file: 'aliases.json', text });
    expect(read.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['control-character groups[0][0]', 'schema groups[1][0]', 'schema groups2']);
    expect(read.aliases?.groups).toEqual([[null, 'b:c1'], [null, 'a:c1', 'zz:c1'], ['a:c1', 'b:c1']]);
    expect(parseAliasFile({ file: 'aliases.json', text }).ok).toBe(false);
    const result = mergeDebates([debate('a', [claim('c1', 'x')]), debate('b', [claim('c1', 'x')])], read.aliases);
    expect(result.report.problems.map((p) => `${p.code} ${p.path}`)).toEqual(['alias-missing-debate groups[1][2]']);
    expect(result.report.merges).toHaveLength(1);
  });

  it('reads no groups from a file whose groups are not a list, or that is not JSON', () => {
    expect(readAliasFile({ file: 'aliases.json', text: '{"groups": {"0": ["a:c1","b:c1"]}}' }).aliases).toBeUndefined();
    expect(readAliasFile({ file: 'aliases.json', text: '{"groups": [' }).aliases).toBeUndefined();
  });

  it('reports JSON syntax errors with a position', () => {
    const parsed = parseAliasFile({ file: 'aliases.json', text: '{ "groups": [ ["a:b" ] }' });
    expect(parsed.ok).toBe(false);
    expect(parsed.diagnostics[0]).toMatchObject({ code: 'json-syntax', file: 'aliases.json', line: 1 });
  });
});

// ---- queries ----------------------------------------------------------------------

describe('queries', () => {
  const inputs = [
    debate('a', [persona('p1', 'Ada'), persona('p2', 'Bo'), claim('c1', 'tax carbon'), claim('c2', 'subsidise'), steelman('s1', 'best case for subsidy', 'c2', 'p1'), question('q1', 'who pays?')], [
      edge('p1', 'c1', 'supports'), edge('p2', 'c1', 'opposes'), edge('p1', 'c2', 'opposes'), edge('p2', 'c2', 'supports'),
      edge('p1', 's1', 'supports'), edge('p2', 's1', 'opposes'), edge('q1', 'c1', 'related'),
    ]),
    debate('b', [persona('x', 'ada', 'changed her mind'), persona('y', 'Cy'), claim('k1', 'carbon tax'), question('q1', 'Who pays?')], [
      edge('k1', 'a:c1', 'alias_of'), edge('q1', 'a:q1', 'alias_of'), edge('x', 'k1', 'opposes'), edge('y', 'k1', 'supports'),
    ]),
  ];
  const { atlas } = mergeDebates(inputs);

  it('follows a persona across debates', () => {
    const ada = personaAcrossDebates(atlas, aid('a:p1'))!;
    expect(ada.persona).toEqual({ id: 'a:p1', label: 'Ada' });
    expect(ada.debates).toEqual([
      {
        debate: 'a', as: [{ id: 'p1', label: 'Ada', position: "Ada's position" }],
        supports: [{ id: 'a:c1', label: 'tax carbon', type: 'claim' }], opposes: [{ id: 'a:c2', label: 'subsidise', type: 'claim' }],
        steelmen: [{ id: 'a:s1', label: 'best case for subsidy', type: 'steelman' }], opponents: [{ id: 'a:p2', label: 'Bo', type: 'persona' }],
      },
      {
        debate: 'b', as: [{ id: 'x', label: 'ada', position: 'changed her mind' }],
        supports: [], opposes: [{ id: 'a:c1', label: 'tax carbon', type: 'claim' }], steelmen: [], opponents: [{ id: 'b:y', label: 'Cy', type: 'persona' }],
      },
    ]);
    expect(personaAcrossDebates(atlas, aid('a:c1'))).toBeNull();
    expect(personaAcrossDebates(atlas, aid('__proto__'))).toBeNull();
  });

  it('lists claims shared by debates with their supporters and opponents', () => {
    expect(sharedClaims(atlas)).toEqual([{
      claim: { id: 'a:c1', label: 'tax carbon' },
      debates: [
        { debate: 'a', supporters: [{ id: 'a:p1', label: 'Ada', type: 'persona' }], opponents: [{ id: 'a:p2', label: 'Bo', type: 'persona' }] },
        { debate: 'b', supporters: [{ id: 'b:y', label: 'Cy', type: 'persona' }], opponents: [{ id: 'a:p1', label: 'Ada', type: 'persona' }] },
      ],
    }]);
  });

  it('keeps a ledger of open questions', () => {
    const ledger = openQuestionLedger(atlas);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ question: { id: 'a:q1' }, debates: ['a', 'b'] });
    expect(ledger[0]!.asked.map((q) => q.label)).toEqual(['who pays?', 'Who pays?']);
  });

  it('finds a bounded neighbourhood', () => {
    expect(localNeighbourhood(atlas, aid('a:q1'), 0)).toEqual(['a:q1']);
    expect(localNeighbourhood(atlas, aid('a:q1'), 1)).toEqual(['a:q1', 'a:c1']);
    expect(localNeighbourhood(atlas, aid('a:q1'), 2)).toEqual(['a:q1', 'a:c1', 'a:p1', 'a:p2', 'b:y']);
    expect(localNeighbourhood(atlas, aid('a:q1'), 99, 3)).toEqual(['a:q1', 'a:c1', 'a:p1']);
    expect(localNeighbourhood(atlas, aid('missing'), 2)).toEqual([]);
  });
});

describe('placeholder names', () => {
  it('never joins the unnamed sides of two /debate transcripts', async () => {
    const { mergeDebates } = await import('../../../src/lib/merge/mergeDebates.ts');
    const side = (slug: string) => ({
      slug: slug as never, file: `${slug}.md`,
      graph: { topic: slug, meta: { tags: [] }, nodes: [{ id: 'agent-a' as never, type: 'persona', label: 'Agent A' }], edges: [] },
    });
    const { atlas } = mergeDebates([side('one'), side('two')]);
    expect(atlas.nodes.map((n) => n.id)).toEqual(['one:agent-a', 'two:agent-a']);
  });
  it.each(['에이전트 A', 'Agente A', 'エージェントB', '智能体 A', 'Debater B'])('%s names a seat, not a person (probe 61 row 2)', async (label) => {
    const { isPlaceholderName, normaliseName } = await import('../../../src/lib/merge/mergeDebates.ts');
    expect(isPlaceholderName(normaliseName(label))).toBe(true);
  });
  it.each(['Agatha', 'Agent Smith', 'Claude', 'Agentur 12x'])('%s is a name', async (label) => {
    const { isPlaceholderName, normaliseName } = await import('../../../src/lib/merge/mergeDebates.ts');
    expect(isPlaceholderName(normaliseName(label))).toBe(false);
  });
});
