// One conversion of AIF scheme nodes (RA, CA, MA) into relations, shared by the AIF and
// xAIF readers. A scheme node with P premises and C conclusions is one argument: each
// premise relates to each conclusion (AIF allows one conclusion, so P relations; xAIF's
// overspecified nodes may have more). The work is bounded: adjacency is built once
// (linear), and a scheme node's fan-in and fan-out, and the relations a debate's scheme
// nodes make in all, have budgets; past one, a located error names the limit.
import type { Diagnostic } from '../../core/diagnostics.ts';
import type { RelationType } from '../../graph/types.ts';
import type { JsonPath } from '../../parse/jsonDocument.ts';
import { AIF_SCHEMES, type AifSchemeType } from './schema.ts';

/** Budgets of one debate's AIF argument layer (docs/formats.md, beside the 16 MiB limit). */
export const AIF_BUDGETS = {
  /** Premises (incoming I-nodes) of one scheme node. */
  premisesPerScheme: 256,
  /** Conclusions (outgoing I-nodes) of one scheme node. */
  conclusionsPerScheme: 16,
  /** Relations all scheme nodes of a debate make together. */
  relationsPerDebate: 200_000,
} as const;

export const SCHEME_TYPES: ReadonlySet<string> = new Set<AifSchemeType>(['RA', 'CA', 'MA']);
const DEFAULT_RELATION: Record<AifSchemeType, RelationType> = { RA: 'supports', CA: 'opposes', MA: 'refines' };
/** The names AIF tools give a scheme node of no particular scheme. */
const DEFAULT_NAMES: ReadonlySet<string> = new Set(['', 'Default Inference', 'Default Conflict', 'Default Rephrase', 'Inference', 'Conflict', 'Rephrase']);

/** The relation a scheme node stands for: its name restores the archive's own types (AIF_SCHEMES), else its node type's. */
export function relationForScheme(type: AifSchemeType, text: string): RelationType {
  const known = Object.entries(AIF_SCHEMES).find(([, s]) => s.type === type && s.text === text);
  return (known?.[0] as RelationType | undefined) ?? DEFAULT_RELATION[type];
}

/** A scheme's name worth keeping on the relation: not a default and not one that names the relation type itself. */
export function schemeName(type: AifSchemeType, text: string): string | undefined {
  const name = text.trim();
  if (DEFAULT_NAMES.has(name) || Object.values(AIF_SCHEMES).some((s) => s.type === type && s.text === name)) return undefined;
  return name;
}

export interface SchemeNodeIn { nodeID: string; type: string; text: string }
export interface EdgeIn { fromID: string; toID: string }

export interface SchemeArgument {
  /** The scheme node's index in the file's node list. */
  index: number;
  nodeID: string;
  type: RelationType;
  schemeType: AifSchemeType;
  /** The scheme node's text. */
  text: string;
  premises: string[];
  conclusions: string[];
  /** Each premise with each conclusion, but never a claim with itself. */
  pairs: Array<[premise: string, conclusion: string]>;
}

type At = (path: JsonPath, code: string, message: string, severity?: Diagnostic['severity']) => Diagnostic;

export interface SchemeConversion {
  arguments: SchemeArgument[];
  errors: Diagnostic[];
  /** Underspecified scheme nodes (a side missing), each located. */
  warnings: Diagnostic[];
}

/**
 * Every scheme node of `nodes` with its premises and conclusions among the I-nodes
 * (`isClaim`), in node order. `nodesPath` locates the node list (['nodes'] or ['AIF', 'nodes']).
 */
export function convertSchemeNodes(nodes: readonly SchemeNodeIn[], edges: readonly EdgeIn[], isClaim: (id: string) => boolean, at: At, nodesPath: JsonPath): SchemeConversion {
  const schemeIndex = new Map<string, number>();
  nodes.forEach((n, i) => { if (SCHEME_TYPES.has(n.type) && !schemeIndex.has(n.nodeID)) schemeIndex.set(n.nodeID, i); });
  const premises = new Map<string, string[]>();
  const conclusions = new Map<string, string[]>();
  // A repeated edge (the same premise or conclusion twice) is one side of one argument, once.
  const seen = new Set<string>();
  const add = (map: Map<string, string[]>, key: string, value: string) => {
    const pair = JSON.stringify([map === premises, key, value]);
    if (seen.has(pair)) return;
    seen.add(pair);
    const list = map.get(key);
    if (list === undefined) map.set(key, [value]);
    else list.push(value);
  };
  for (const e of edges) {
    if (schemeIndex.has(e.toID) && isClaim(e.fromID)) add(premises, e.toID, e.fromID);
    if (schemeIndex.has(e.fromID) && isClaim(e.toID)) add(conclusions, e.fromID, e.toID);
  }
  const result: SchemeConversion = { arguments: [], errors: [], warnings: [] };
  let relations = 0;
  let overBudget = false;
  for (const [nodeID, index] of schemeIndex) {
    const node = nodes[index]!;
    const path = [...nodesPath, index];
    const ins = premises.get(nodeID) ?? [], outs = conclusions.get(nodeID) ?? [];
    if (ins.length > AIF_BUDGETS.premisesPerScheme) {
      result.errors.push(at(path, 'aif-budget', `${node.type} node ${JSON.stringify(nodeID)} has ${ins.length} premises; at most ${AIF_BUDGETS.premisesPerScheme} per scheme node (the AIF fan-in limit)`));
      continue;
    }
    if (outs.length > AIF_BUDGETS.conclusionsPerScheme) {
      result.errors.push(at(path, 'aif-budget', `${node.type} node ${JSON.stringify(nodeID)} has ${outs.length} conclusions; at most ${AIF_BUDGETS.conclusionsPerScheme} per scheme node (the AIF fan-out limit)`));
      continue;
    }
    if (ins.length === 0 || outs.length === 0) {
      const missing = ins.length === 0 && outs.length === 0 ? 'premise or conclusion' : ins.length === 0 ? 'premise' : 'conclusion';
      result.warnings.push(at(path, 'not-imported', `${node.type} node ${JSON.stringify(nodeID)} has no ${missing} I-node (an underspecified relation); not imported`, 'warning'));
      continue;
    }
    relations += ins.length * outs.length;
    if (relations > AIF_BUDGETS.relationsPerDebate) {
      if (!overBudget) result.errors.push(at(path, 'aif-budget', `the scheme nodes make more than ${AIF_BUDGETS.relationsPerDebate} relations; at most ${AIF_BUDGETS.relationsPerDebate} per debate (the AIF relation budget)`));
      overBudget = true;
      continue;
    }
    const both = new Set(ins.filter((id) => outs.includes(id)));
    if (both.size > 0) {
      result.warnings.push(at(path, 'self-relation', `${node.type} node ${JSON.stringify(nodeID)} has ${[...both].map((id) => JSON.stringify(id)).join(', ')} as both premise and conclusion: a claim's relation to itself is left out`, 'warning'));
    }
    const pairs = ins.flatMap((premise) => outs.flatMap((conclusion): Array<[string, string]> => (premise === conclusion ? [] : [[premise, conclusion]])));
    if (pairs.length === 0) continue;
    const schemeType = node.type as AifSchemeType;
    result.arguments.push({ index, nodeID, type: relationForScheme(schemeType, node.text), schemeType, text: node.text, premises: ins, conclusions: outs, pairs });
  }
  return result;
}
