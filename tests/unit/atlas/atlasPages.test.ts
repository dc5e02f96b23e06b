import { describe, expect, it } from 'vitest';
import { atlasLinker, describeReason, planAtlasPages, sortMergesForReport } from '../../../src/lib/atlas/atlasPages.ts';
import { exportMergedGraph, mergedTopic } from '../../../src/lib/atlas/exportMergedGraph.ts';
import { layoutAtlas } from '../../../src/lib/layout/layoutAtlas.ts';
import { atlasPageKey, nameKey, planPageKeys, type AtlasPageKey } from '../../../src/lib/atlas/pageKeys.ts';
import { fnv1a, type AtlasNodeId, type DebateSlug, type NodeId } from '../../../src/lib/core/ids.ts';
import { parseJsonDocument } from '../../../src/lib/parse/jsonDocument.ts';
import { validateIntermediateGraph } from '../../../src/lib/formats/intermediate/validate.ts';
import type { GraphEdge, GraphNode, RelationType } from '../../../src/lib/graph/types.ts';
import { mergeDebates, type MergeInput } from '../../../src/lib/merge/mergeDebates.ts';
import { prng, shuffled } from '../../../scripts/support/syntheticGraphs.ts';

const aid = (text: string) => text as AtlasNodeId;
const persona = (id: string, label: string): GraphNode => ({ id: id as NodeId, type: 'persona', label, position: `${label} here`, argument: 'a' });
const claim = (id: string, text: string): GraphNode => ({ id: id as NodeId, type: 'claim', label: text, text });
const question = (id: string, text: string): GraphNode => ({ id: id as NodeId, type: 'question', label: text, text });
const edge = (source: string, target: string, type: RelationType): GraphEdge => ({ source, target, type });
const debate = (slug: string, nodes: GraphNode[], edges: GraphEdge[] = []): MergeInput => ({ slug: slug as DebateSlug, file: `content/debates/${slug}.json`, graph: { topic: slug, meta: { tags: [] }, nodes, edges } });

const inputs = [
  debate('2026/a', [persona('p1', 'Ada'), persona('p2', 'Bo'), claim('c1', 'x'), question('q1', 'Why?')], [edge('p1', 'c1', 'supports'), edge('p2', 'c1', 'opposes'), edge('c1', '2025/b:c9', 'alias_of')]),
  debate('2025/b', [persona('p7', 'ada'), claim('c9', 'x again'), question('q1', 'Why so?')], [edge('p7', 'c9', 'opposes')]),
];

describe('page keys', () => {
  it('are URL-safe, readable and stable for hostile ids', () => {
    for (const id of ['2026/a:p1', '2026/ai-creativity:機能主義者', 'x:__proto__', 'x:../..', 'x:a b?#', 'x:' + 'long'.repeat(40), 'x:???']) {
      const key = atlasPageKey(aid(id));
      expect(key, id).toMatch(/^[\p{L}\p{N}\p{M}_-]+$/u);
      expect(key).not.toMatch(/^[._]/);
      expect(key.length).toBeLessThanOrEqual(48 + 1 + 7);
      expect(atlasPageKey(aid(id))).toBe(key);
    }
    expect(atlasPageKey(aid('2026/a:p1'))).toMatch(/^2026-a-p1-[0-9a-z]{7}$/);
    expect(atlasPageKey(aid('x:a-b'))).not.toBe(atlasPageKey(aid('x:a b')));
  });

  it('stay unique when two ids give the same key', () => {
    // Find two ids with one readable part (cut at 48 characters) and one hash.
    const prefix = 'p'.repeat(60);
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; pair === undefined; i++) {
      const id = `${prefix}${i}`;
      const h = fnv1a(id);
      const other = seen.get(h);
      if (other !== undefined) pair = [other, id];
      else seen.set(h, id);
    }
    expect(atlasPageKey(aid(pair[0]))).toBe(atlasPageKey(aid(pair[1])));
    const [first, second] = [...pair].sort();
    const { keyOf } = planPageKeys([aid(pair[1]), aid(pair[0]), aid('x:y')].map((id) => ({ id, keys: [atlasPageKey(id)] })));
    expect(new Set(keyOf.values()).size).toBe(3);
    expect(keyOf.get(aid(first!))).toBe(atlasPageKey(aid(first!)));
    expect(keyOf.get(aid(second!))).toBe(`${atlasPageKey(aid(second!))}-2`);
  });

  it('of names spell the normalised name when they can, and never share a key', () => {
    expect(nameKey('Ada Berg')).toBe('ada-berg');
    expect(nameKey('ＡＤＡ　ＢＥＲＧ')).toBe('ada-berg');
    expect(nameKey('  ada   berg ')).toBe('ada-berg');
    expect(nameKey('機能主義者')).toBe('機能主義者');
    expect([nameKey('Con'), nameKey('AUX')]).toEqual(['con_', 'aux_']); // probe 4 (N01): no Windows device name as a folder
    // A slug that loses something ("." or "-") carries a hash of the name.
    expect(nameKey('Dr. Ada')).toMatch(/^dr-ada-[0-9a-z]{7}$/);
    expect(nameKey('Dr Ada')).toBe('dr-ada');
    expect(nameKey('Eun-ji Ito')).toMatch(/^eun-ji-ito-[0-9a-z]{7}$/);
    expect(nameKey('Eun ji Ito')).toBe('eun-ji-ito');
    expect(nameKey('???')).toMatch(/^n-[0-9a-z]{7}$/);
    // A placeholder names a seat in one debate: its key names the debate.
    const a = nameKey('Agent A', '2024/fpga' as DebateSlug), b = nameKey('Agent A', '2026/rust' as DebateSlug);
    expect(a).toMatch(/^agent-a-2024-fpga-[0-9a-z]{7}$/);
    expect(a).not.toBe(b);
    expect(nameKey('Ada Berg', '2024/fpga' as DebateSlug)).toBe('ada-berg');
  });

  it('do not change when debates are added; a moved page leaves a redirect', () => {
    const before = planAtlasPages(mergeDebates(inputs).atlas);
    // A debate that sorts first, whose claim is joined to the shared one and whose persona is "Ada".
    const grown = [...inputs, debate('2024/z', [persona('p1', 'ADA'), persona('p2', 'Agent A'), claim('c3', 'x too')], [edge('c3', '2025/b:c9', 'alias_of')])];
    const after = planAtlasPages(mergeDebates(grown).atlas);
    const keys = (plan: typeof before) => ({
      personas: new Set([...plan.personas.map((p) => p.key), ...plan.redirects.persona.map((r) => r.from)]),
      claims: new Set([...plan.claims.map((c) => c.key), ...plan.redirects.claim.map((r) => r.from)]),
    });
    for (const p of before.personas) expect(keys(after).personas).toContain(p.key);
    for (const c of before.claims) expect(keys(after).claims).toContain(c.key);
    // Ada's page stays where it was; the claim moved to the new canonical member, the old address redirects.
    // (Named as most of its debates write it: "ada" twice, "ADA" once.)
    expect(after.personas.find((p) => p.key === 'ada')!.label).toBe('ada');
    const moved = after.redirects.claim.find((r) => r.from === before.claims[0]!.key)!;
    expect(moved.to).toBe(after.claims[0]!.key);
    expect(after.claims[0]!.claim.id).toBe('2024/z:c3');
    expect(after.personas.find((p) => p.id === '2024/z:p2')!.label).toBe('Agent A · z');
  });
});

describe('atlas pages', () => {
  const merged = mergeDebates(inputs);
  const plan = planAtlasPages(merged.atlas);
  const urls = { debate: (s: DebateSlug) => `/debates/${s}/`, persona: (k: AtlasPageKey) => `/atlas/personas/${k}/`, claim: (k: AtlasPageKey) => `/atlas/claims/${k}/` };
  const link = atlasLinker(merged.atlas, plan, urls);

  it('gives every persona a page, and claims used in more than one debate', () => {
    expect(plan.personas.map((p) => [p.id, p.label, p.debates])).toEqual([['2025/b:p7', 'ada', 2], ['2026/a:p2', 'Bo', 1]]);
    expect(plan.claims.map((c) => c.claim.id)).toEqual(['2025/b:c9']);
    expect(plan.questions.map((q) => q.question.id)).toEqual(['2025/b:q1', '2026/a:q1']);
    expect(new Set(plan.keyOf.values()).size).toBe(3);
  });

  it('links a node to its page, else to its card on a debate page', () => {
    expect(link.page(aid('2025/b:p7'))).toBe(`/atlas/personas/${plan.keyOf.get(aid('2025/b:p7'))}/`);
    expect(link.node(aid('2025/b:c9'))).toBe(`/atlas/claims/${plan.keyOf.get(aid('2025/b:c9'))}/`);
    expect(link.page(aid('2026/a:q1'))).toBeUndefined();
    expect(link.node(aid('2026/a:q1'))).toBe('/debates/2026/a/#n-q1');
    expect(link.inDebate({ debate: '2026/a' as DebateSlug, id: 'a b?#' as NodeId })).toMatch(/^\/debates\/2026\/a\/#x-a-b-[0-9a-z]{7}$/);
    expect(link.node(aid('nope:x'))).toBe('#');
  });

  it('explains each kind of merge reason and lists the largest merges first', () => {
    expect(describeReason({ kind: 'alias', from: aid('a:c1'), to: aid('b:c9'), file: 'a.json' })).toBe('alias_of relation in a.json');
    expect(describeReason({ kind: 'aliases-file', from: aid('a:c1'), to: aid('b:c9'), file: 'content/aliases.json' })).toBe('listed as one group in content/aliases.json');
    expect(describeReason({ kind: 'same-name', from: aid('a:p1'), to: aid('b:p7') })).toMatch(/^same name after NFKC/);
    const merges = sortMergesForReport([
      { canonical: aid('z'), members: [aid('z'), aid('y')], reasons: [] },
      { canonical: aid('a'), members: [aid('a'), aid('b')], reasons: [] },
      { canonical: aid('m'), members: [aid('m'), aid('n'), aid('o')], reasons: [] },
    ]);
    expect(merges.map((m) => m.canonical)).toEqual(['m', 'a', 'z']);
  });
});

describe('the merged graph file', () => {
  it('is an intermediate graph that the archive reads back, with used_in and members kept', () => {
    const merged = mergeDebates(inputs);
    const text = exportMergedGraph(merged.atlas);
    const doc = parseJsonDocument({ file: 'merged.json', text });
    expect(doc.ok).toBe(true);
    if (!doc.ok) return;
    const parsed = validateIntermediateGraph(doc.value);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.topic).toBe(mergedTopic(2));
    expect(parsed.value.topic).toBe('Merged atlas: 2 debates');
    const ada = parsed.value.nodes.find((n) => n.id === '2025/b:p7')!;
    expect(ada.attributes).toEqual({ used_in: ['2025/b', '2026/a'], members: ['2025/b:p7', '2026/a:p1'] });
    expect(parsed.value.edges.map((e) => `${e.source} ${e.type} ${e.target}`)).toEqual([
      '2025/b:p7 opposes 2025/b:c9', '2025/b:p7 supports 2025/b:c9', '2026/a:p2 opposes 2025/b:c9',
    ]);
    const raw = JSON.parse(text);
    expect(raw.edges[0]).toEqual({ source: '2025/b:p7', target: '2025/b:c9', type: 'opposes', debate: '2025/b' });
    expect(raw.nodes[0]).not.toHaveProperty('x');
  });

  it('carries map positions when given a layout, and never depends on input order', () => {
    const a = mergeDebates(inputs), b = mergeDebates(shuffled(inputs, prng(3)));
    const withLayout = JSON.parse(exportMergedGraph(a.atlas, layoutAtlas(a.atlas, new Map())));
    expect(withLayout.nodes.every((n: { x?: unknown; y?: unknown }) => Number.isInteger(n.x) && Number.isInteger(n.y))).toBe(true);
    expect(exportMergedGraph(b.atlas)).toBe(exportMergedGraph(a.atlas));
    expect(mergedTopic(1)).toBe('Merged atlas: 1 debate');
  });
});
