// Messages of a thread export (a chat, an e-mail thread, a discussion page) read as R2
// (sections.ts, chatThread): which messages are opinions, an e-mail's header lines, and the
// reactions under an option's own post (reactions.ts) as stances of the people they name.
import type { LineLedger } from '../../parse/lineAccount.ts';
import { nonDebaterRole } from '../../graph/personaRole.ts';
import type { Opinion } from './model.ts';
import type { RawOpinion } from './opinions.ts';
import { optionMentions } from './options.ts';
import type { OptionList } from './optionList.ts';
import { participantName } from './participants.ts';
import type { ParticipantList } from './participantList.ts';
import { readReactions } from './reactions.ts';
import { rankingChain } from './placeRanking.ts';
import type { Section } from './sections.ts';
import { MAIL_HEADER } from './threadSections.ts';

/**
 * In a chat or thread export (sections.ts, chatThread) a message is an opinion only when it
 * names one or two options: one that names none is talk around the debate (a question, an
 * answer of fact, a greeting), one that names three or more reads the options out, one that
 * posts an option is its definition. All are reported as not interpreted, never drawn as claims.
 */
export function threadOpinions(
  sections: readonly Section[], raws: RawOpinion[], options: OptionList, ledger: LineLedger, known: { defining: ReadonlySet<number>; participants: ParticipantList },
): RawOpinion[] {
  const { defining, participants } = known;
  const threadLines = new Set(sections.filter((s) => s.thread).flatMap((s) => s.lines.map((l) => l.line)));
  // The moderator's and recorder's messages run the meeting (`박지훈(진행)`, `moderator: Kim`);
  // outside a thread, so does their line that names no option ("**Moderator:** Please keep to
  // one paragraph each.", probe 37), while one naming an option is theirs (`### 정민 (사회)`
  // over "B안을 추천한다"). Neither is anyone's opinion.
  const debaters = raws.filter((raw) => {
    if (!runsTheMeeting(raw.participant, participants)) return true;
    if (!threadLines.has(raw.line) && (fromTable(raw) || optionMentions(raw.markdown, options.keys()).length > 0)) return true;
    ledger.report(raw.lines, 'R2', 'a line of the moderator or recorder: not read as an opinion');
    return false;
  });
  if (threadLines.size === 0) return debaters;
  return debaters.map(withoutMailHeaders).filter((raw) => {
    if (!threadLines.has(raw.line)) return true;
    // A message that posts an option ("选项 1：「…」" under its poster's name) is the option's
    // definition, and its reactions are read under it (reactions.ts): no one's opinion.
    if (raw.lines.slice(0, 2).some((l) => defining.has(l.line))) {
      ledger.report(raw.lines, 'R2', 'a message that posts an option: not read as an opinion');
      return false;
    }
    const mentions = optionMentions(raw.markdown, options.keys());
    const named = new Set(mentions.map((m) => m.key)).size;
    // A ranking of every option (`B＞A＞C`) is an opinion, not a read-out of the options.
    if ((named >= 1 && named <= 2) || rankingChain(raw.markdown, mentions) !== null) return true;
    ledger.report(raw.lines, 'R2', named === 0 ? 'a message of a thread that names no option: not read as an opinion' : 'a message of a thread that reads out three or more options: not read as an opinion');
    return false;
  });
}

/**
 * Reactions under an option's own post (reactions.ts) are stated stances of the people they
 * name: participants, or the speakers of a thread's messages; one who wrote nothing else
 * gets an opinion made of the reaction line.
 */
export function readOptionReactions(sections: readonly Section[], optionLines: ReadonlyArray<{ line: number; key: string }>, participants: ParticipantList, opinions: Opinion[], ledger: LineLedger): void {
  const speakers = new Map<string, string>();
  for (const { text } of sections.filter((s) => s.thread === true).flatMap((s) => s.lines)) {
    const name = participantName(/^\*\*([^*\n]{1,60})\*\*[ \t]*$/u.exec(text)?.[1] ?? '');
    if (name !== '') speakers.set(name.toLowerCase(), name);
  }
  const personOf = (name: string) => participants.find(name)?.name ?? speakers.get(name.toLowerCase());
  const { votes, read } = readReactions(sections.flatMap((s) => s.lines), optionLines, personOf);
  ledger.readAll(read, 'relation');
  // By name and by line, so many reactions cost no more than reading them.
  const opinionOf = new Map<string, Opinion>();
  for (const o of opinions) if (!opinionOf.has(o.participant)) opinionOf.set(o.participant, o);
  const textAt = new Map(read.map((l) => [l.line, l.text.trim()] as const));
  for (const vote of votes) {
    const name = participants.find(vote.participant)?.name ?? vote.participant;
    let opinion = opinionOf.get(name);
    if (opinion === undefined) {
      const participant = participants.add({ name: vote.participant, adHoc: false }, 'opinion', vote.line);
      opinion = { participant: participant.name, markdown: textAt.get(vote.line) ?? vote.text, line: vote.line, stances: [] };
      opinions.push(opinion);
      opinionOf.set(participant.name, opinion);
    }
    opinion.stances.push({ option: vote.option, kind: vote.kind, reading: 'stated', text: vote.text, line: vote.line });
  }
}

/** An e-mail's header lines after its sender (`Date:`, `Subject: Re: …`, `件名:`, `제목:`, `主题:`). */

/** A message's own words start after its mail header: the header is the message's, not its opinion. */
function withoutMailHeaders(raw: RawOpinion): RawOpinion {
  const lines = raw.markdown.split('\n');
  let skip = 0;
  while (skip < lines.length && (MAIL_HEADER.test(lines[skip]!) || (skip > 0 && lines[skip]!.trim() === ''))) skip++;
  return skip === 0 || skip === lines.length ? raw : { ...raw, markdown: lines.slice(skip).join('\n') };
}

/** A table's row: its cells state a stance whatever its prose column says (`| Olu | A | | chair's own view |`). */
const fromTable = (raw: RawOpinion): boolean => raw.stance !== undefined || raw.optionCells !== undefined || raw.stanceCells !== undefined;

/**
 * A speaker who runs the meeting: a moderator or recorder by the roster's role (`박지훈(진행)`,
 * `moderator: Kim`) or by the name itself (`Moderator`, `원탁지기`, `円卓守`, `roundtable-keeper`).
 */
function runsTheMeeting(name: string, participants: ParticipantList): boolean {
  const speaker = participants.find(name);
  // A listed participant runs the meeting by the role listed, or by a name no person has
  // (`원탁지기`, `Moderator`; review 05h F6), never by one that can be initials: `MC` in
  // `participants: [MC, JT, RK]` is someone's (review 05g F3).
  if (speaker !== undefined && (nonDebaterRole(speaker.role) ?? nonDebaterRole(/[(（]([^()（）]{1,20})[)）]\s*$/u.exec(speaker.name)?.[1])) !== undefined) return true;
  return nonDebaterRole(name) !== undefined && (speaker === undefined || !/^(?:mc|host|chair|chairperson)$/iu.test(name.trim()));
}
