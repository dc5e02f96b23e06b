// The sections of a chat or thread export (minutes pasted from a chat, an e-mail thread, a
// discussion page): a body of three or more messages read as R2, and a speaker who names a
// section opening it for their message only. Run by cutSections (sections.ts) on its cut.
import type { Section } from './sections.ts';

/**
 * A chat message's speaker: a label alone on its line (`**Mina**`, after its time was
 * dropped), or a line that opens with its time and speaker (`[14:02] Mina: …`, `14:02 Mina: …`).
 */
const CHAT_LABEL = /^\*\*[^*\n]{1,60}\*\*[ \t]*$|^(?:\[[0-9:/ -]{4,20}\]|[0-9]{1,2}:[0-9]{2})[ \t]+[^:：\n]{1,40}[:：]/u;

/**
 * A chat or thread export with no heading, only messages under speaker labels (three or
 * more): its messages are the opinions, so the body is read as R2. A message whose speaker
 * names a section (`**red-team**`) is that section, up to the next speaker's label.
 */
export function chatThread(sections: Section[]): Section[] {
  // A headed section the readers do not know, made of three or more messages, is a thread of
  // opinions; its parts after a field (`**Decision:** …` inside it) go on as the same thread.
  let thread = false;
  // Not in minutes with opinions of their own (items, speakers' labels): there such a section is a timeline, a log.
  const ownOpinions = sections.some((s) => s.key === 'R2' && s.lines.some((l) => /^[ \t]*(?:[-*+][ \t]|\d{1,3}[.)][ \t]|\*\*|#)/u.test(l.text)));
  for (const section of sections) {
    if (ownOpinions || section.key !== null || !section.hasHeading || section.level <= 1) continue;
    if (section.raw === '') {
      if (thread) Object.assign(section, { key: 'R2', thread: true });
      continue;
    }
    thread = section.lines.filter((l) => l.text.length <= 200 && CHAT_LABEL.test(l.text)).length >= 3;
    if (thread) Object.assign(section, { key: 'R2', thread: true });
  }
  // Only labels (`**red-team**`), labelled fields (`**決定:** B`, raw '') and a message's own labels (`决定：…`) may stand in a thread.
  if (sections.some((s) => s.key !== null && !s.raw.startsWith('**') && !(s.hasHeading && s.raw === '') && !s.message)) return speakerSections(sections);
  const isLabel = (text: string) => text.length <= 200 && CHAT_LABEL.test(text);
  const labelled = (s: Section) => s.lines.filter((l) => isLabel(l.text)).length >= 3;
  // The messages stand before any heading, or under the page's one title (`# Discussion #482`).
  const titles = sections.filter((s) => s.hasHeading && s.level === 1);
  const body = [sections.find((s) => !s.hasHeading), ...(titles.length === 1 && sections.every((s) => s.key === null || s.message) ? titles : [])].find((s) => s !== undefined && labelled(s));
  if (body === undefined) return speakerSections(sections);
  const out: Section[] = [];
  for (const section of sections) {
    if (section === body) Object.assign(section, { key: 'R2', thread: true });
    const cut = section.key !== null && section !== body ? section.lines.findIndex((l) => isLabel(l.text)) : -1;
    out.push(section);
    if (cut === -1) continue;
    // The next speaker's message goes back to the thread.
    out.push({ key: 'R2', heading: '', level: 0, line: section.lines[cut]!.line, hasHeading: false, raw: '', lines: section.lines.splice(cut), thread: true });
  }
  return out;
}

/**
 * In a log of messages, a speaker whose name is a section's (`**red-team**`) opens that
 * section for their message only: the next speaker's label, with what follows, is the thread
 * again (R2), as in a chat export printed newest first. A log of messages: three speaker
 * labels or more on lines of their own, one at least outside the section cut; the section's
 * heading a name alone (one bold word, no round token), so bold-headed minutes
 * (`**R5 Pre-mortem**` over `**ana**` stories) keep their sections.
 */
function speakerSections(sections: Section[]): Section[] {
  const isLabel = (text: string) => text.length <= 200 && CHAT_LABEL.test(text);
  const labelsIn = sections.map((section) => section.lines.filter((l) => isLabel(l.text)).length);
  const labels = labelsIn.reduce((sum, n) => sum + n, 0);
  if (labels < 3) return sections;
  // A new list, not a splice per section: linear however many sections a file has.
  const out: Section[] = [];
  for (const [i, section] of sections.entries()) {
    out.push(section);
    if (section.key === null || section.thread || labels - labelsIn[i]! === 0 || !SPEAKER_NAME_HEADING.test(section.raw)) continue;
    const cut = section.lines.findIndex((l) => isLabel(l.text));
    if (cut !== -1) out.push({ key: 'R2', heading: '', level: 0, line: section.lines[cut]!.line, hasHeading: false, raw: '', lines: section.lines.splice(cut), thread: true });
  }
  return out;
}
/** A bold name alone: one word, no round token (`**red-team**`, not `**R5 Pre-mortem**`). */
const SPEAKER_NAME_HEADING = /^\*\*(?!R[0-7](?![\p{L}\p{N}]))[^*\s]{1,60}\*\*[ \t]*$/u;

/** A chat sender's label alone on its line: a bold name, no round token. */
export const SENDER_LABEL = /^\*\*(?!R[0-7](?![\p{L}\p{N}]))[^*\n]{1,60}\*\*[ \t]*$/u;
/** An e-mail's header line after its sender (`Date:`, `Subject: Re: …`, `件名:`, `제목:`, `主题:`): the message's, not its text. */
export const MAIL_HEADER = /^[ \t]*(?:\*\*)?(?:to|cc|bcc|date|sent|subject|reply-to|件名|宛先|日付|送信日時|제목|받는 ?사람|날짜|보낸 ?날짜|主题|收件人|日期|发送时间|抄送)(?:\*\*)?[ \t]*[:：]/iu;
/** A labelled line: `label: text`, the label bold or not. */
export const LABELLED_LINE = /^[ \t]{0,3}(?:\*\*)?([^:：*\n]{1,30})(?:\*\*)?[ \t]*[:：](?:\*\*)?[ \t]*(.*)$/u;

/** A message line opening with a decision's label (`决定：…`, `Decision: B`, `결정: …`): not a hold's, not a rationale's. */
export function isDecisionLabel(text: string): boolean {
  const match = text.length > 4000 ? null : LABELLED_LINE.exec(text);
  return match !== null && match[2]!.trim() !== '' && CHAT_DECISION_LABEL.test(match[1]!.trim());
}
/** A decision's own label, not an outcome's or a conclusion's (`Conclusion: B` is an opinion's last word). */
const CHAT_DECISION_LABEL = /^(?:(?:최종 ?)?결정(?: ?사항)?|(?:final )?decision|decided|(?:最终|最終)?(?:决定|決定)(?:事項|事项)?|決議|决议|décision(?: finale)?|decisión|entscheidung|beschluss|decisão)$/iu;
