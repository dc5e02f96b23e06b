// A5. Contextual backlinks: for each node, every relation that points at it, named by
// relation type, the source node's label, the relation's own text and the debate.
//
// Decided here: `belongs_to` edges are left out (every claim of a domain would be a
// backlink of the domain; the domain card lists its members already), as are edges
// whose source is not a node of the graph (a cross-debate endpoint). Sorted by
// relation type, then source label, then source id, then debate.
import { compareText } from '../core/diagnostics.ts';
import { indexArguments, type ArgGraph } from './argumentGraph.ts';

export interface ContextBacklink {
  type: string;
  source: string;
  sourceLabel: string;
  sourceType: string;
  text?: string;
  /** The debate the relation comes from: the edge's own, else the graph's. */
  debate?: string;
  derived?: boolean;
}

export function contextualBacklinks(graph: ArgGraph & { readonly edges: ReadonlyArray<{ derived?: boolean }> }, debate?: string): Map<string, ContextBacklink[]> {
  const index = indexArguments(graph);
  const out = new Map<string, ContextBacklink[]>();
  for (const e of graph.edges as ReadonlyArray<ArgGraph['edges'][number] & { derived?: boolean }>) {
    if (e.type === 'belongs_to' || e.source === e.target) continue;
    const source = index.node.get(e.source);
    if (source === undefined || !index.node.has(e.target)) continue;
    const from = e.debate ?? debate;
    const link: ContextBacklink = {
      type: e.type, source: e.source, sourceLabel: source.label, sourceType: source.type,
      ...(e.text ? { text: e.text } : {}), ...(from !== undefined ? { debate: from } : {}), ...(e.derived ? { derived: true } : {}),
    };
    const list = out.get(e.target);
    if (list === undefined) out.set(e.target, [link]);
    else list.push(link);
  }
  for (const list of out.values()) {
    list.sort((a, b) => compareText(a.type, b.type) || compareText(a.sourceLabel, b.sourceLabel) || compareText(a.source, b.source) || compareText(a.debate ?? '', b.debate ?? ''));
  }
  return out;
}

/** How a backlink reads: "supports" → "supported by". */
export const BACKLINK_PHRASES: Readonly<Record<string, string>> = {
  supports: 'supported by',
  opposes: 'opposed by',
  contested_by: 'contested (from)',
  refines: 'refined by',
  illustrates: 'illustrated by',
  steelmanned_by: 'steelmanned by',
  alias_of: 'alias of',
  used_in: 'used in',
  related: 'related from',
};
export const backlinkPhrase = (type: string): string => BACKLINK_PHRASES[type] ?? type;
