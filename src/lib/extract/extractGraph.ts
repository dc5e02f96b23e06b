// extract: a validated log → the per-debate graph, with the derived edges of spec §2.
import { asNodeId, type NodeId } from '../core/ids.ts';
import type { Attributes, DebateLog, Provenance } from '../schemas/roundtableLog.ts';
import type { DebateGraph, GraphEdge, GraphNode, RelationType, SourceRef } from '../graph/types.ts';
import { contestedIds } from '../graph/contested.ts';

export const SYNTHESIS_LABEL_PREFIX = 'Host synthesis — not a conclusion';

type Derive = (source: string, target: string, type: RelationType, text?: string) => void;

export function extractGraph(log: DebateLog): DebateGraph {
  // A relation from a node to itself says nothing; validation warns of it (roundtable-kg validate.ts).
  const edges: GraphEdge[] = log.relations.filter((r) => r.source !== r.target).map((r) => ({
    source: r.source, target: r.target, type: r.type, ...(r.text ? { text: r.text } : {}),
    ...(r.provenance ? { provenance: { ...r.provenance } } : {}),
    ...(r.reading ? { reading: r.reading } : {}),
    ...(r.attributes ? { attributes: r.attributes } : {}),
  }));
  const edgeKey = (source: string, target: string, type: RelationType) => `${type}\u0000${source}\u0000${target}`;
  const present = new Set(edges.map((e) => edgeKey(e.source, e.target, e.type)));
  // Derived edges never duplicate one the log already wrote (spec §2 rule 2).
  const derive: Derive = (source, target, type, text) => {
    const key = edgeKey(source, target, type);
    if (present.has(key)) return;
    present.add(key);
    edges.push({ source, target, type, ...(text ? { text } : {}), derived: true });
  };

  const nodes = partNodes(log, derive);
  const synthesisId = log.synthesis ? asNodeId(log.synthesis.id) : undefined;
  markContested(nodes, edges, synthesisId, derive);
  deriveDomains(log, nodes, edges, derive);
  keepExtraKeys(log, nodes);

  // Rule 5: open questions hang off the synthesis.
  for (const question of questionNodes(log, nodes)) {
    nodes.push(question);
    if (synthesisId !== undefined) derive(question.id, synthesisId, 'related', 'open question');
  }

  return {
    topic: log.topic, meta: { ...log.meta, tags: [...log.meta.tags] }, nodes, edges,
    ...(log.rounds && log.rounds.length > 0 ? { rounds: log.rounds.map((r) => ({ ...r })) } : {}),
    ...kept(log),
  };
}

/** The nodes of domains, personas, claims (with rule 2's edges) and the synthesis. */
function partNodes(log: DebateLog, derive: Derive): GraphNode[] {
  const nodes: GraphNode[] = [];
  for (const d of log.domains) nodes.push({ id: asNodeId(d.id), type: 'domain', label: d.name });
  for (const p of log.personas) {
    nodes.push({
      id: asNodeId(p.id), type: 'persona', label: p.name, position: p.position, argument: p.argument,
      ...(p.anchor ? { anchor: p.anchor } : {}), ...(p.role ? { attributes: { role: p.role } } : {}), ...provenance(p),
    });
  }
  for (const c of log.claims) {
    const steelman = c.steelman_of !== undefined && c.by !== undefined;
    nodes.push({
      id: asNodeId(c.id), type: steelman ? 'steelman' : 'claim', label: c.text, text: c.text,
      ...(c.domain !== undefined ? { domain: asNodeId(c.domain) } : {}),
      ...(steelman ? { steelman_of: asNodeId(c.steelman_of!) } : {}),
      ...(c.by !== undefined ? { by: asNodeId(c.by) } : {}),
      ...provenance(c),
    });
    // Rule 2: the steelman points at its original; its author vouches for it.
    if (steelman) {
      derive(c.id, c.steelman_of!, 'steelmanned_by', 'strongest version of the original');
      derive(c.by!, c.id, 'supports', 'wrote this steelman of an opposing claim');
    } else if (c.by !== undefined) {
      // Decided here, after rule 2: a claim's author (`by`) stands for what it wrote.
      derive(c.by, c.id, 'supports', 'wrote this claim');
    }
  }
  if (log.synthesis) {
    nodes.push({
      id: asNodeId(log.synthesis.id), type: 'synthesis', label: SYNTHESIS_LABEL_PREFIX, text: log.synthesis.text,
      non_conclusion: true, ...provenance(log.synthesis),
    });
  }
  return nodes;
}

/** Rule 3: supported and opposed by anyone (stances that still stand) → contested, and visible from the synthesis. */
function markContested(nodes: GraphNode[], edges: readonly GraphEdge[], synthesisId: NodeId | undefined, derive: Derive): void {
  const contested = contestedIds(edges);
  for (const node of nodes) {
    if (node.type !== 'claim' && node.type !== 'steelman') continue;
    node.contested = contested.has(node.id);
    if (node.contested && synthesisId !== undefined) derive(node.id, synthesisId, 'contested_by', 'supported and opposed');
  }
}

/** Rule 4: domains. */
function deriveDomains(log: DebateLog, nodes: readonly GraphNode[], edges: readonly GraphEdge[], derive: Derive): void {
  if (log.domains.length === 1) {
    const only = log.domains[0]!.id;
    for (const node of nodes) if (node.type === 'claim' || node.type === 'steelman' || node.type === 'persona') derive(node.id, only, 'belongs_to');
  } else if (log.domains.length > 1) {
    const claimDomain = new Map<string, NodeId>();
    for (const node of nodes) {
      if (node.domain === undefined || (node.type !== 'claim' && node.type !== 'steelman')) continue;
      claimDomain.set(node.id, node.domain);
      derive(node.id, node.domain, 'belongs_to');
    }
    const personaIds = new Set(log.personas.map((p) => p.id));
    const personaDomains = new Map<string, Set<NodeId>>();
    for (const e of [...edges]) {
      for (const [persona, claim] of [[e.source, e.target], [e.target, e.source]] as const) {
        const domain = claimDomain.get(claim);
        if (!personaIds.has(persona) || domain === undefined) continue;
        const set = personaDomains.get(persona) ?? new Set<NodeId>();
        set.add(domain);
        personaDomains.set(persona, set);
      }
    }
    for (const p of log.personas) for (const domain of personaDomains.get(p.id) ?? []) derive(p.id, domain, 'belongs_to');
  }
}

/** Keys the log added to a part go last on its node, where a read-back graph has them. */
function keepExtraKeys(log: DebateLog, nodes: GraphNode[]): void {
  const extra = new Map<string, Attributes>();
  for (const part of [...log.domains, ...log.personas, ...log.claims, ...(log.synthesis ? [log.synthesis] : [])]) if (part.attributes) extra.set(part.id, part);
  for (const node of nodes) {
    const part = extra.get(node.id);
    if (part) Object.assign(node, kept(part));
  }
}

/** One node per open question: its own id when it names a free one, else q1, q2, … */
function questionNodes(log: DebateLog, nodes: readonly GraphNode[]): GraphNode[] {
  const taken = new Set<string>(nodes.map((n) => n.id));
  return log.open_questions.map((entry, i) => {
    const own = typeof entry === 'string' ? undefined : entry.id;
    const id = own !== undefined && !taken.has(own) ? unusedId(own, taken) : unusedId(`q${i + 1}`, taken);
    const question = typeof entry === 'string' ? entry : entry.text;
    return { id, type: 'question', label: question, text: question, ...(typeof entry === 'string' ? {} : { ...provenance(entry), ...kept(entry) }) };
  });
}

/** A part's extra keys, copied onto its node (or the graph). */
const kept = (part: Attributes): Attributes => (part.attributes ? { attributes: { ...part.attributes } } : {});

/** The line a Markdown format read a part from (spec A6), copied onto its node or edge. */
const provenance = (part: Provenance): { source?: SourceRef } => (part.source ? { source: { ...part.source } } : {});

/** Question ids are made up here, so they must not collide with ids the log chose. */
function unusedId(wanted: string, taken: Set<string>): NodeId {
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
  taken.add(id);
  return asNodeId(id);
}
