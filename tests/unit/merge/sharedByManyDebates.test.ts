// A persona and a claim shared by tens of thousands of debates: the atlas queries each page
// asks answer in one pass over the node's debates. Asked once a debate, a pass over all of
// them made the work quadratic (20,000 debates: minutes); the size is what shows the fault,
// the assertions are about results.
import { describe, expect, it } from 'vitest';
import { atlasLinker, planAtlasPages } from '../../../src/lib/atlas/atlasPages.ts';
import { ELSEWHERE_LIMIT, nodesElsewhere } from '../../../src/lib/atlas/crossLinks.ts';
import type { DebateSlug, NodeId } from '../../../src/lib/core/ids.ts';
import { mergeDebates, type MergeInput } from '../../../src/lib/merge/mergeDebates.ts';
import { personaAcrossDebates, sharedClaims } from '../../../src/lib/merge/queries.ts';

const DEBATES = 20_000;
const slugOf = (i: number) => `2026/d${String(i).padStart(5, '0')}` as DebateSlug;
// Each debate: Ada supports the claim, Bo opposes it; the claim is the first debate's by alias_of.
const inputs: MergeInput[] = Array.from({ length: DEBATES }, (_, i) => ({
  slug: slugOf(i),
  file: `content/debates/${slugOf(i)}.json`,
  graph: {
    topic: `Debate ${i}`,
    meta: { tags: [] },
    nodes: [
      { id: 'ada' as NodeId, type: 'persona', label: 'Ada', position: 'p', argument: 'a' },
      { id: 'bo' as NodeId, type: 'persona', label: 'Bo', position: 'p', argument: 'a' },
      { id: 'c' as NodeId, type: 'claim', label: 'The claim', text: 'The claim' },
    ],
    edges: [
      { source: 'ada', target: 'c', type: 'supports' },
      { source: 'bo', target: 'c', type: 'opposes' },
      ...(i === 0 ? [] : [{ source: 'c', target: `${slugOf(0)}:c`, type: 'alias_of' as const }]),
    ],
  },
}));
const { atlas } = mergeDebates(inputs);
const ada = atlas.nodes.find((n) => n.type === 'persona' && n.label === 'Ada')!;
const shared = atlas.nodes.find((n) => n.type === 'claim')!;

describe('a persona and a claim in 20,000 debates', () => {
  it('personaAcrossDebates gives each debate its stance and opponent', () => {
    const across = personaAcrossDebates(atlas, ada.id)!;
    expect(across.debates).toHaveLength(DEBATES);
    for (const d of [across.debates[0]!, across.debates[DEBATES - 1]!]) {
      expect(d.supports.map((r) => r.id)).toEqual([shared.id]);
      expect(d.opponents.map((r) => r.label)).toEqual(['Bo']);
    }
  });

  it('sharedClaims lists the claim with its supporter and opponent in each debate', () => {
    const [claim] = sharedClaims(atlas);
    expect(claim!.debates).toHaveLength(DEBATES);
    expect(claim!.debates[DEBATES - 1]).toMatchObject({ supporters: [{ label: 'Ada' }], opponents: [{ label: 'Bo' }] });
  });

  it('nodesElsewhere names ELSEWHERE_LIMIT other debates and counts them all, on every page', () => {
    const link = atlasLinker(atlas, planAtlasPages(atlas), { debate: (s) => `/debates/${s}/`, persona: (k) => `/atlas/personas/${k}/`, claim: (k) => `/atlas/claims/${k}/` });
    const urls = { debate: (s: DebateSlug) => `/debates/${s}/`, title: (s: DebateSlug) => `Debate ${s}` };
    let counted = 0;
    for (let i = 0; i < DEBATES; i++) {
      const here = nodesElsewhere(atlas, link, slugOf(i), urls).get('ada' as NodeId)!;
      counted += here.count;
      if (i === DEBATES - 1) {
        expect(here.others).toHaveLength(ELSEWHERE_LIMIT);
        expect(here.others.map((o) => o.slug)).not.toContain(slugOf(i));
      }
    }
    expect(counted).toBe(DEBATES * (DEBATES - 1));
  });
});
