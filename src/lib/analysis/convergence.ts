// Where a format ranks no cruxes (a /debate transcript: two agents answer each other until
// both say DONE), the "Where they split" panel says what was conceded and what stays
// live instead. A concession grants a sub-point of the other side's position, never the
// position: it is no stance, so no crux, status or contested flag counts it (a graph's
// `concedes` relations are skipped by every rule of this folder).
import type { Concession } from '../formats/hookTypes.ts';
import { listItems } from '../parse/markdownLines.ts';

export type { Concession };

export interface Convergence {
  conceded: Concession[];
  /** False for an unfinished debate: without a verdict nothing is settled or said to stay live. */
  verdict: boolean;
  /** What the verdict says both converged on, when it says. */
  convergedOn?: string;
  /** What the verdict says stays live; empty when nothing does. */
  live: string[];
  /** The verdict left what stays live unfilled (the template's slot): it says neither. */
  liveUnfilled?: true;
}

/** The panel's content from the concessions and the verdict's own words (absent ones left out). */
export function convergence(conceded: readonly Concession[], verdict: { convergedOn?: string; live?: string; liveUnfilled?: boolean } | undefined): Convergence {
  const convergedOn = verdict?.convergedOn?.trim();
  const live = verdict?.live?.trim();
  return {
    conceded: [...conceded],
    verdict: verdict !== undefined,
    ...(convergedOn ? { convergedOn } : {}),
    live: live ? liveParts(live) : [],
    ...(verdict?.liveUnfilled && !live ? { liveUnfilled: true as const } : {}),
  };
}

/**
 * What stays live as the verdict wrote it: a Markdown list is its items, each without its
 * marker (the page printed `- A: … - B: …` on one line, probe 52 row 14); any other text is one part.
 */
function liveParts(text: string): string[] {
  const lines = text.split('\n').map((line, i) => ({ text: line, line: i + 1 }));
  if (!/^ ?(?:[-*+]|\d{1,3}[.)])[ \t]/u.test(lines[0]?.text ?? '')) return [text];
  return listItems(lines).map((item) => item.text.replace(/[ \t]*\n[ \t]*/gu, ' '));
}
