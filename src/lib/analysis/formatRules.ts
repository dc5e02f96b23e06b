// How the analysis reads each format: which panels apply and which `opposes` arguments are
// attacks, from the plugin's `analysis` hook (docs/decisions/analysis-per-format.md).
import { pluginOf } from '../formats/registry.ts';
import type { ArgEdge, ArgIndex } from './argumentGraph.ts';

export interface AnalysisRules {
  /** Status (grounded labelling) applies: the format has arguments between claims. */
  readonly status: boolean;
  /** Ranked cruxes apply (a transcript shows conceded / still live instead). */
  readonly cruxes: boolean;
  /** The format can write steelmen, so coverage means something. */
  readonly steelmen: boolean;
  /** Whether an `opposes` edge between claim-like nodes attacks (status, A1). */
  attacks(edge: ArgEdge, index: ArgIndex): boolean;
  /** The persona whose stance an argument edge is, for the cruxes (A2); absent: none is. */
  stanceHolder?(edge: ArgEdge, index: ArgIndex): string | undefined;
}

const always = (): boolean => true;

export const FULL_RULES: AnalysisRules = { status: true, cruxes: true, steelmen: true, attacks: always };

const byHook = new WeakMap<object, AnalysisRules>();

/** The rules of a format (by its id); a format without an `analysis` hook, or unknown, gets every rule. */
export function analysisRules(format: string | undefined): AnalysisRules {
  const hook = pluginOf(format)?.analysis;
  if (hook === undefined) return FULL_RULES;
  let rules = byHook.get(hook);
  if (rules === undefined) {
    const { status, cruxes, steelmen } = hook;
    rules = {
      status, cruxes, steelmen,
      attacks: hook.attacks === undefined ? always : (edge, index) => hook.attacks!(edge, index),
      ...(hook.stanceHolder === undefined ? {} : { stanceHolder: (edge: ArgEdge, index: ArgIndex) => hook.stanceHolder!(edge, index) }),
    };
    byHook.set(hook, rules);
  }
  return rules;
}

const atlasCache = new WeakMap<object, AnalysisRules>();

/**
 * The merged atlas mixes formats: each edge is read by the rules of the debate that wrote
 * it; every panel applies (some debate may have steelmen). One rules object per atlas.
 */
export function atlasRules(atlas: object, formatOf: (debate: string) => string | undefined): AnalysisRules {
  const cached = atlasCache.get(atlas);
  if (cached !== undefined) return cached;
  const rules: AnalysisRules = {
    status: true, cruxes: true, steelmen: true,
    attacks: (edge, index) => (edge.debate === undefined ? true : analysisRules(formatOf(edge.debate)).attacks(edge, index)),
    stanceHolder: (edge, index) => (edge.debate === undefined ? undefined : analysisRules(formatOf(edge.debate)).stanceHolder?.(edge, index)),
  };
  atlasCache.set(atlas, rules);
  return rules;
}
