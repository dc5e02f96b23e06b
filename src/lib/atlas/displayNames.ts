// The name a reader sees for an atlas node. Placeholder names ("Agent A", "Participant 2")
// name a seat in one debate, never a person across debates, so two of them would read the
// same: they are shown with their debate ("Agent A · fpga-vs-tinytapeout").
import type { DebateSlug } from '../core/ids.ts';
import { normaliseName } from '../core/names.ts';
import { isPlaceholderName } from '../merge/names.ts';

/** The last segment of a debate slug (`2026/fpga-vs-tinytapeout` → `fpga-vs-tinytapeout`). */
export const shortSlug = (slug: DebateSlug): string => slug.slice(slug.lastIndexOf('/') + 1);

export const isPlaceholder = (label: string): boolean => isPlaceholderName(normaliseName(label));

/** `label`, or `label · debate` for a placeholder name (every debate of the node, if several). */
export function displayName(node: { label: string; used_in: readonly DebateSlug[] }): string {
  if (!isPlaceholder(node.label) || node.used_in.length === 0) return node.label;
  return `${node.label} · ${node.used_in.map(shortSlug).join(', ')}`;
}
