// The graph of a meeting (spec §1.4, decided there): every participant is a persona;
// options are claims labelled with their titles; R2 opinions are claims their authors
// support, and support or oppose the options they argue for or against; red-team risks
// oppose the option they name; the decision is the host synthesis and supports the
// chosen option; a hold keeps its reason and resume condition; unknowns are open
// questions. Every part carries the line it was read from (spec A6).
import { slugifySegment } from '../../core/ids.ts';
import { withoutLineMarkers } from '../../core/plainText.ts';
import { nonDebaterRole } from '../../graph/personaRole.ts';
import { CHANGED_STANCE_KEY, type SourceRef } from '../../graph/types.ts';
import { firstSentence } from '../../parse/frontmatter.ts';
import { nonEmpty } from '../../parse/markdownLines.ts';
import type { DebateLog } from '../../schemas/roundtableLog.ts';
import { hasPremortem, threatenedOption } from './items.ts';
import type { Minutes, Participant } from './model.ts';
import { participantKey } from './participants.ts';
import { DEFERENCE, INDIFFERENCE } from './stanceCues.ts';
import { prefixLength } from '../../core/arrays.ts';
import { boundedQuote } from './stanceReading.ts';
import { idAllocator } from '../../core/uniqueIds.ts';

const RED_TEAM_NAMES = ['red-team', 'red team', '레드팀', '레드 팀'];

/** The log being built: its parts, the ids in use, and how a line becomes a source. */
interface Builder {
  m: Minutes;
  personas: DebateLog['personas'];
  claims: DebateLog['claims'];
  relations: DebateLog['relations'];
  allocate: (base: string) => string;
  personaIdOf: Map<Participant, string>;
  /** A participant's persona id by name (the first participant of that name). */
  personaByName: Map<string, string>;
  optionClaim: (key: string) => string;
  /** The round a line stands in. */
  roundAt: (line: number) => number;
}

const ref = (line: number, round?: number, speaker?: string, quote?: { text: string; endLine?: number }): SourceRef => ({
  line, ...(quote?.endLine !== undefined && quote.endLine > line ? { endLine: quote.endLine } : {}),
  ...(round !== undefined ? { round } : {}), ...(speaker !== undefined ? { speaker } : {}),
  ...(quote !== undefined && quote.text !== '' ? { quote: boundedQuote(quote.text) } : {}),
});
/** For nodes (personas, claims, the synthesis, questions). */
const at = (line: number, round?: number, speaker?: string) => ({ source: ref(line, round, speaker) });
/** For relations, whose `source` is an endpoint. */
const via = (line: number, round?: number, speaker?: string, quote?: { text: string; endLine?: number }) => ({ provenance: ref(line, round, speaker, quote) });

export function minutesToLog(m: Minutes): DebateLog {
  const b = newBuilder(m);
  addPersonas(b);
  for (const option of m.options) b.optionClaim(option.key);
  addOpinions(b);
  addRisks(b);
  const synthesis = synthesisOf(b);
  return {
    topic: nonEmpty(m.title, 'Untitled meeting'),
    meta: {
      ...(m.facts.date ? { created: m.facts.date } : {}),
      tags: m.facts.tags.filter((t) => t.trim() !== ''),
      ...(m.facts.lang ? { lang: m.facts.lang } : {}),
    },
    domains: [],
    personas: b.personas,
    claims: b.claims,
    relations: b.relations,
    ...(synthesis ? { synthesis } : {}),
    open_questions: (m.unknowns ?? []).filter((u) => u.text.trim() !== '').map((u) => ({ text: u.text.trim(), ...at(u.line) })),
  };
}

function newBuilder(m: Minutes): Builder {
  const allocate = idAllocator(new Set(['decision', 'red-team']));
  const claims: DebateLog['claims'] = [];
  const optionIds = new Map<string, string>();
  const optionByKey = new Map(m.options.map((o) => [o.key, o]));
  const optionClaim = (key: string): string => {
    const existing = optionIds.get(key);
    if (existing) return existing;
    const option = optionByKey.get(key);
    const id = allocate(`option-${key.toLowerCase()}`);
    optionIds.set(key, id);
    claims.push({ id, text: optionLabel(key, option), ...(option ? at(option.line) : {}) });
    return id;
  };
  return { m, personas: [], claims, relations: [], allocate, personaIdOf: new Map(), personaByName: new Map(), optionClaim, roundAt: roundAtLine(m) };
}

/** The round a line stands in (an R4 reply is round 4, an R6 vote round 6); round 2 before any round heading. */
function roundAtLine(m: Minutes): (line: number) => number {
  const starts = m.rounds.map((r) => ({ line: r.line, round: Number(r.key.slice(1)) })).sort((a, b) => a.line - b.line);
  return (line) => starts[prefixLength(starts, (s) => s.line <= line) - 1]?.round ?? 2;
}

/** Every participant is a persona; a moderator or recorder who gives no opinion is marked so. */
function addPersonas(b: Builder): void {
  const { m } = b;
  const firstOpinion = new Map<string, Minutes['opinions'][number]>();
  for (const o of m.opinions) if (!firstOpinion.has(o.participant)) firstOpinion.set(o.participant, o);
  for (const participant of m.participants) {
    const opinion = firstOpinion.get(participant.name);
    const id = b.allocate(`p-${slugifySegment(participant.name) || 'participant'}`);
    b.personaIdOf.set(participant, id);
    if (!b.personaByName.has(participant.name)) b.personaByName.set(participant.name, id);
    const fallback = participant.adHoc ? `ad-hoc expert${participant.role && !/즉석|ad[- ]?hoc/iu.test(participant.role) ? ` (${participant.role})` : ''}` : participant.role ?? 'participant';
    const role = nonDebaterRole(participant.role) ?? nonDebaterRole(/[(（]([^()（）]{1,20})[)）]\s*$/u.exec(participant.name)?.[1]) ?? nonDebaterRole(participant.openingRole);
    b.personas.push({
      id,
      name: participant.name,
      ...(role && !opinion ? { role } : {}),
      // One line: the list and quote marks its lines open with go, or they would show inside it (probe 72 row 19).
      position: opinion ? nonEmpty(firstSentence(withoutLineMarkers(opinion.markdown), 160), fallback) : fallback,
      argument: nonEmpty(opinion?.markdown, '—'),
      ...at(participant.line, undefined, participant.name),
    });
  }
}

/**
 * An opinion whose first sentence is indifference to every option and that takes no side, or
 * one that names no option at all and defers to the others anywhere in it ("…我听大家的").
 * Indifference after a proposal of one's own ("미러는 NAS에 두면 됩니다. 어느 안이든
 * 상관없음") leaves the proposal a claim (probe 43).
 */
const indifferent = (opinion: Minutes['opinions'][number]): boolean => {
  // Its own text's stances: a later answer (R4) is after its lines.
  const end = opinion.line + opinion.markdown.split('\n').length;
  const own = opinion.stances.filter((s) => s.line < end);
  // A CJK full stop ends the sentence with no space after it (`…置けばよい。どれでも構いません。`).
  const opening = firstSentence(opinion.markdown, 160).split(/(?<=[。！？])/u)[0]!;
  return (opinion.stances.every((s) => s.kind === 'mentions') && INDIFFERENCE.test(opening))
    || (own.length === 0 && DEFERENCE.test(opinion.markdown.slice(0, 400)));
};

/** R2 opinions: claims their authors support (stated), with their stances on the options. */
function addOpinions(b: Builder): void {
  for (const opinion of b.m.opinions) {
    const personaId = b.personaByName.get(opinion.participant);
    if (!personaId) continue;
    if (indifferent(opinion)) {
      // "どれでも構いません": no side and no claim; the options it names are mentions by the
      // persona, and a side it takes later (an answer in R4) is the persona's own.
      for (const stance of opinion.stances) b.relations.push({ source: personaId, target: b.optionClaim(stance.option), type: stance.kind, text: stance.text, reading: stance.kind === 'mentions' ? 'mentioned' : stance.reading, ...via(stance.line, b.roundAt(stance.line), opinion.participant, stance), ...changedKey(stance) });
      continue;
    }
    const id = b.allocate(`opinion-${personaId.replace(/^p-/, '')}`);
    b.claims.push({ id, text: opinion.markdown, ...at(opinion.line, 2, opinion.participant) });
    // The minutes name who said it: authorship is stated.
    b.relations.push({ source: personaId, target: id, type: 'supports', reading: 'stated', ...via(opinion.line, 2, opinion.participant) });
    for (const stance of opinion.stances) {
      b.relations.push({ source: id, target: b.optionClaim(stance.option), type: stance.kind, text: stance.text, reading: stance.reading, ...via(stance.line, b.roundAt(stance.line), opinion.participant, stance), ...changedKey(stance) });
    }
  }
}

/**
 * A stance a later round changed keeps its relation, as the minutes wrote it, with the change
 * as a kept field the page lists beside it (`stance_changed: line 37 (reversed, read): “…”`); the
 * analysis does not count it (pageHooks.ts, MINUTES_ANALYSIS).
 */
function changedKey(stance: Minutes['opinions'][number]['stances'][number]): { attributes?: { [key: string]: string } } {
  const change = stance.changed;
  if (change === undefined) return {};
  const how = change.how === 'withdrawn' ? 'withdrawn' : `reversed, ${change.reading}`;
  return { attributes: { [CHANGED_STANCE_KEY]: `line ${change.line} (${how}): “${change.text}”` } };
}

/** Risks: claims the red team supports (the participant so named, else a red-team persona), opposing the option they name. */
function addRisks(b: Builder): void {
  const { m } = b;
  if (m.risks.length === 0) return;
  const isRedTeam = (name: string | undefined) => name !== undefined && RED_TEAM_NAMES.some((n) => participantKey(n) === participantKey(name));
  const redTeamParticipant = m.participants.find((p) => isRedTeam(p.name)) ?? m.participants.find((p) => isRedTeam(p.role));
  let redTeam = redTeamParticipant ? b.personaIdOf.get(redTeamParticipant) : undefined;
  if (!redTeam) {
    redTeam = 'red-team';
    b.personas.push({ id: redTeam, name: 'red-team', position: 'Pre-mortem: how each option fails', argument: 'Risks raised in the R5 pre-mortem.', ...at(m.risks[0]!.line, m.risks[0]!.round) });
  }
  const premortem = hasPremortem(m.risks);
  m.risks.forEach((risk, i) => {
    const id = b.allocate(`risk-${i + 1}`);
    b.claims.push({ id, text: risk.text, ...at(risk.line, risk.round) });
    b.relations.push({ source: redTeam!, target: id, type: 'supports', ...via(risk.line, risk.round) });
    const option = threatenedOption(risk, premortem);
    if (option !== undefined) b.relations.push({ source: id, target: b.optionClaim(option), type: 'opposes', text: firstSentence(risk.text, 160), reading: risk.optionStated ? 'stated' : 'read', ...via(risk.line, risk.round, undefined, { text: risk.text }) });
  });
}

/**
 * The decision is the host's synthesis and supports the chosen option (corrected by hand
 * when a correction file states the outcome); an escalation or a hold is the synthesis
 * when nothing was decided.
 */
function synthesisOf(b: Builder): DebateLog['synthesis'] {
  const { m } = b;
  if (m.decision) {
    const chosen = m.decision.chosenOption;
    const corrected = m.outcomeCorrection;
    if (chosen) {
      b.relations.push({
        source: 'decision', target: b.optionClaim(chosen), type: 'supports',
        text: corrected ? corrected.note ?? `corrected by hand (${corrected.file})` : firstSentence(m.decision.text, 160),
        reading: corrected ? 'corrected' : 'stated', ...via(m.decision.line, 7, undefined, { text: m.decision.text, ...(m.decision.endLine !== undefined ? { endLine: m.decision.endLine } : {}) }),
      });
    }
    return { id: 'decision', text: m.decision.text, ...at(m.decision.line, 7) };
  }
  if (m.escalation) {
    const e = m.escalation;
    const parts = [`Escalated${e.to ? ` to ${e.to}` : ''}: ${e.text}`, e.why ? `Why: ${e.why}` : ''];
    return { id: 'decision', text: parts.filter((p) => p !== '').join('\n\n'), ...at(e.line, 7) };
  }
  if (m.hold) {
    const parts = [`Hold: ${m.hold.text}`, m.hold.reason ? `Reason: ${m.hold.reason}` : '', m.hold.resumeCondition ? `Resume condition: ${m.hold.resumeCondition}` : ''];
    return { id: 'decision', text: parts.filter((p) => p !== '').join('\n\n'), ...at(m.hold.line) };
  }
  return undefined;
}

/**
 * An option's label as the meeting writes it: a named option by its name ("Kafka"), a
 * key written in the meeting's language with it ("2안: …", "方案二：…"), else "Option B: …".
 */
export function optionLabel(key: string, option: Minutes['options'][number] | undefined): string {
  if (option?.named && option.title) return option.title;
  const written = option?.written ?? `Option ${key}`;
  // A circled number is its own separator: "① 全変更を網羅する一覧形式".
  const colon = /^[①-⑳]$/u.test(written) ? ' ' : /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(written) ? '：' : ': ';
  return option?.title ? `${written}${colon}${option.title}` : written;
}
