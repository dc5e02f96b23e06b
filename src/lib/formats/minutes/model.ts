// What a reading of roundtable minutes (spec §1.4) holds. Types only.
import type { LineAccount, LineNote, NotInterpretedLine } from '../../parse/lineAccount.ts';

export const ROUND_KEYS = ['R0', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7'] as const;
export type RoundKey = (typeof ROUND_KEYS)[number];
export type SpecialKey = 'hold' | 'escalation' | 'risks' | 'actions' | 'unknowns' | 'evaluation';
export type SectionKey = RoundKey | SpecialKey;

export interface MinutesFacts {
  /** YYYY-MM-DD, from frontmatter `date` or the file name. */
  date?: string;
  /** HH:mm. */
  time?: string;
  /** `Z` or `±HH:mm`. */
  offset?: string;
  agent?: string;
  type?: string;
  mode?: string;
  trigger?: string;
  engine?: string;
  /** The frontmatter's participants as display names ("접근성 전문가 (즉석 전문가)"). */
  participants: string[];
  phase?: string;
  status?: string;
  verdict?: string;
  tags: string[];
  lang?: string;
  /** Every other frontmatter key, its value as text. */
  other: Map<string, string>;
}

/** Where a participant was first named. */
export type ParticipantOrigin = 'frontmatter' | 'roster' | 'opinion';

export interface Participant {
  name: string;
  /** "moderator" for `moderator: Kim`; "즉석 전문가" for an ad-hoc expert. */
  role?: string;
  /** Declared as an ad-hoc expert (`즉석 전문가: …`, `ad-hoc expert: …`, "(즉석)"). */
  adHoc: boolean;
  /**
   * A moderator's role a line of the opening gives someone listed elsewhere (`진행자: 원탁지기.`,
   * `Voorzitter: Sanne de Vries.`): it marks the persona as running the meeting when they give
   * no opinion, and reads none of their lines otherwise (unlike `role`).
   */
  openingRole?: string;
  /** The shown text of `[[name|shown]]` in the frontmatter, when it differs from the name. */
  shown?: string;
  origin: ParticipantOrigin;
  line: number;
}

export interface MinutesRound {
  key: RoundKey;
  /** The heading as written. */
  heading: string;
  markdown: string;
  line: number;
}

/**
 * What an opinion says of an option (formats/minutes/stanceReading.ts): a stance the text
 * states or that was read from a cue beside the mention, or only a mention.
 */
export interface Stance {
  option: string;
  kind: 'supports' | 'opposes' | 'mentions';
  reading: 'stated' | 'read' | 'mentioned';
  /** The clause it was read from, as written (bounded). */
  text: string;
  line: number;
  /** The clause's last line, when it runs over several. */
  endLine?: number;
  /** A later round's change of this stance by the same person (changesOfMind.ts). */
  changed?: StanceChange;
}

/** The later reply or vote that reverses or withdraws a stance: where, how and in which words. */
export interface StanceChange {
  how: 'reversed' | 'withdrawn';
  line: number;
  /** The clause that changes it, as written (bounded). */
  text: string;
  /** How the later clause was obtained: a withdrawal or a stance the text states, or one read from a cue. */
  reading: 'stated' | 'read';
}

/** A speaker's withdrawal of their own stance on an option ("I withdraw my objection to B"), in a later round. */
export interface Withdrawal {
  option: string;
  kind: 'supports' | 'opposes';
  line: number;
  text: string;
}

export interface Opinion {
  participant: string;
  markdown: string;
  line: number;
  stances: Stance[];
  /** Withdrawals the speaker gives in a later round (R4 replies). */
  withdrawals?: Withdrawal[];
}

export interface MinutesOption {
  /** "A", "B", "C" … */
  key: string;
  title?: string;
  /** Where the option was first defined or named. */
  line: number;
  /** The option is named by words only ("Managed Kafka"): its label is its name, its key a number by order. */
  named?: true;
  /** The key as the meeting writes it when that is not English ("2안", "案B", "方案二"): the label keeps it. */
  written?: string;
}

export interface RubricOption {
  key: string;
  label?: string;
  /** One score per criterion, in criteria order; null where the cell is empty or not a number. */
  scores: Array<number | null>;
  /** The table's total when it has one, else the sum of the scores; null without scores. */
  total: number | null;
}

export interface Rubric {
  criteria: string[];
  options: RubricOption[];
  /** The option the decision names (or, without a decision, the one R6 recommends). */
  chosen?: string;
  line: number;
}

export interface Decision {
  text: string;
  chosenOption?: string;
  line: number;
  /** Why no option is shown as decided: the text names two, or another line decides again (decisionChoices.ts). */
  unsettled?: { line: number; message: string };
  /** The last line of its text, when that runs past `line`. */
  endLine?: number;
}

export interface Hold {
  text: string;
  reason?: string;
  resumeCondition?: string;
  line: number;
}

export interface Risk {
  text: string;
  /** The option the risk names ("위협 대상: B", "→ Option B", "후보 B는", "against A"). */
  option?: string;
  line: number;
  /** 5 when the risk comes from the R5 pre-mortem rather than a risks section. */
  round?: number;
  /** The option came from a column or label that names it ("Option", "위협 대상: B"), not from the risk's wording. */
  optionStated?: true;
  /** A risk table's number column ("#", "No.", "번호"). */
  number?: string;
  /** A risk table's mitigation column ("Mitigation", "대응", "対策", "缓解"). */
  mitigation?: string;
  /** Other columns of a risk table (likelihood, impact, …), as written. */
  details?: Array<{ label: string; value: string }>;
  /** Other lines where the same risk is written again (a risks table repeating R5). */
  alsoAt?: number[];
}

/** The meeting was left undecided and handed to a person (seed 003: 미결, escalate-to-human). */
export interface Escalation {
  text: string;
  /** Who it goes to, when the text says. */
  to?: string;
  /** Why, when the text says. */
  why?: string;
  line: number;
}

/** How the meeting ended (formats/minutes/outcome.ts). */
export type OutcomeKind = 'decided' | 'hold' | 'escalated' | 'none' | 'not-recognised';

export type ActionField = 'who' | 'what' | 'when' | 'done';

export interface ActionItem {
  who?: string;
  what?: string;
  when?: string;
  done?: string;
  /** Fields that are absent or blank (a placeholder such as "-", "TBD" or "미정" counts as blank). */
  missing: ActionField[];
  line: number;
}

export interface EvaluationEntry {
  axis: string;
  grade: string;
  note?: string;
}

export interface Unknown {
  text: string;
  line: number;
}

export interface Minutes {
  title: string;
  facts: MinutesFacts;
  /** Everyone who takes part: frontmatter, roster, then the speakers of R2, once each. */
  participants: Participant[];
  /** Every option named, with its title where the document gives one, in key order. */
  options: MinutesOption[];
  rounds: MinutesRound[];
  opinions: Opinion[];
  rubric: Rubric | null;
  decision: Decision | null;
  hold: Hold | null;
  escalation: Escalation | null;
  /** Decided, on hold, escalated, no outcome, or not recognised. */
  outcome: OutcomeKind;
  /** Set when a correction file states the outcome (src/lib/corrections): shown as corrected by hand. */
  outcomeCorrection?: { file: string; note?: string };
  /** When the outcome is not recognised: the lines that say something no marker explains. */
  outcomeLines: Array<{ line: number; text: string }>;
  /** The line that says nothing was decided (`결정: 미정`, `Decision: none yet`), when no outcome stands. */
  undecided?: { line: number; text: string };
  risks: Risk[];
  actionItems: ActionItem[];
  /** Null when the minutes have no unknowns section at all. */
  unknowns: Unknown[] | null;
  evaluation: EvaluationEntry[] | null;
  /** Targets of `[[wikilinks]]`, in order of first appearance. */
  wikilinks: string[];
  /** Text kept but not understood, by line; the page shows it as "not interpreted". */
  notInterpreted: NotInterpretedLine[];
  /** How every non-empty line of the file was accounted for. */
  lineAccount: LineAccount;
  /** The fields read lines became ("frontmatter", "action item: who, what"); nodes and relations are placed by the graph. */
  lineNotes: LineNote[];
}
