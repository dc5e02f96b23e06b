// What a reading of a /debate transcript (spec §1.3) holds. Types only.
import type { LineAccount, LineNote, NotInterpretedLine } from '../../parse/lineAccount.ts';

export type AgentKey = 'A' | 'B';
export type EngagementKind = 'attack' | 'defend' | 'new-ground' | 'concede' | 'other';

export interface EngagementPoint {
  kind: EngagementKind;
  /** The bullet without its "Attack:" label, inline Markdown kept. */
  text: string;
  /** 1-based line of the bullet (absent in records made before lines were kept). */
  line?: number;
  /** Last line of the bullet when it continues on following lines. */
  endLine?: number;
  /** The clause of an unlabelled (or attack/defend) bullet that concedes a point, as written. */
  concession?: string;
  /** After a concession, the clause that turns back against the opponent ("…, but …"), as written. */
  rejoinder?: string;
}

/** One item of an "Agreement with" section: a point the agent now grants the opponent. */
export interface AgreedPoint {
  text: string;
  line: number;
  endLine: number;
}

export interface TurnStatus {
  kind: 'DONE' | 'CONTINUE';
  /** The sentence after DONE, or the reason after CONTINUE; may be empty. */
  reason: string;
  line: number;
}

export interface ExtraSection {
  /** The heading as written; "" for text before the first heading of a turn. */
  heading: string;
  markdown: string;
  /** 1-based line where the section starts. */
  line?: number;
}

export interface Turn {
  agent: AgentKey;
  round: number;
  /** The header's parenthesised label, e.g. "Opening" (nested parentheses kept). */
  label?: string;
  /** 1-based line of the turn header. */
  line: number;
  position?: string;
  positionLine?: number;
  positionEndLine?: number;
  /** The opening position was read from an unlabelled first paragraph (a house style), not a Position section. */
  positionRead?: true;
  reasoning: string[];
  anticipatedObjection?: string;
  engagement: EngagementPoint[];
  refinedPosition?: string;
  refinedLine?: number;
  refinedEndLine?: number;
  /** True when the refined position says it is unchanged. */
  positionUnchanged: boolean;
  agreement?: string;
  agreementLine?: number;
  /** The agreement's items (list items, else paragraphs); none when it says "none". */
  agreementPoints?: AgreedPoint[];
  status?: TurnStatus;
  /** Round ≥ 2 without a status line, or a turn with no content at all. */
  truncated: boolean;
  /** Sections the parser does not know; shown as "not interpreted". */
  extraSections: ExtraSection[];
}

export interface Round {
  number: number;
  turns: { A?: Turn; B?: Turn };
  /** Agents with no turn in this round (a truncated round). */
  missingAgents: AgentKey[];
}

/** One side's view as the verdict states it ("A holds that …", "B: …"). */
export interface StatedView {
  agent: AgentKey;
  text: string;
  line: number;
  /** 'read' when the verdict's sentence is about the side's position ("A's position is that …"), not the side speaking. */
  reading?: 'read';
}

export interface Verdict {
  line: number;
  convergedOn?: string;
  convergedLine?: number;
  liveDisagreement?: string;
  liveLine?: number;
  /** The sides' views inside the live disagreement, only where the verdict attributes them. */
  liveViews?: StatedView[];
  /** Items of a live-disagreement list that name no side, beside items that do: each is left live, held by no one. */
  liveUnheld?: Array<{ text: string; line: number }>;
  recommendation?: string;
  recommendationLine?: number;
  tippedBy?: string;
  rounds?: { count: number | null; ending: string };
  /** Verdict text outside the known fields (not interpreted). */
  notes?: string;
  /** Every field is the template's unfilled slot: the heading of a verdict never written. */
  templateOnly?: true;
  /** The live-disagreement field is the template's unfilled slot (`**Live disagreement:** …`). */
  liveUnfilled?: true;
}

/**
 * How the debate ended. `stopped-early` (not in the protocol): a verdict was written
 * before the cap while neither agent said DONE in the final round.
 */
export type EndingKind = 'mutual-done' | 'cap' | 'asymmetric' | 'stopped-early' | 'unfinished';

export interface Ending {
  kind: EndingKind;
  /** The last round of the transcript. */
  round: number;
  note: string;
}

export interface Flip {
  agent: AgentKey;
  doneRound: number;
  continueRound: number;
}

export interface Transcript {
  title: string;
  /** YYYY-MM-DD. */
  date?: string;
  /** HH:mm, when the date had a time. */
  time?: string;
  task?: string;
  /** Display names of A and B. */
  sides: [string, string];
  tags: string[];
  lang?: string;
  rounds: Round[];
  verdict: Verdict | null;
  ending: Ending;
  flips: Flip[];
  /** The first round in the file when it is not 1: a paste that starts mid-debate. */
  startsAtRound?: number;
  /** Text kept but not understood, by line; the page shows it as "not interpreted". */
  notInterpreted: NotInterpretedLine[];
  /** How every non-empty line of the file was accounted for. */
  lineAccount: LineAccount;
  /** What a line read without a node or relation is (a terminal's prompt, a tool call, the session's words). */
  lineNotes?: LineNote[];
}

/** The protocol's hard cap (seed 001): a debate not converged by round 6 is stopped. */
export const ROUND_CAP = 6;
