// The participants of one meeting, each once: a name finds its person whether written in
// full, without a bracket's qualifier or a title, by role, or (as a speaker) by a first or
// last name only one participant has.
import { nonDebaterRole } from '../../graph/personaRole.ts';
import { LATE_MARK } from './lateJoiners.ts';
import type { Participant, ParticipantOrigin } from './model.ts';
import { AD_HOC_LABEL, bareName, type ParticipantEntry, participantKey, participantName } from './participants.ts';
import { NAME_WORD, titleOf, untitled } from './personNames.ts';

/** One word a handle may name: two letters or more, in any case (`@Ravi`, `@ravi`). */
const SPOKEN_WORD = /^\p{L}[\p{L}\p{M}'’-]{1,40}$/u;
/** A chat handle as a speaker writes it: `@ana`, `@ops-lead`. */
const HANDLE = /^@([\p{L}\p{N}][\p{L}\p{N}._-]{0,59})$/u;

/** Everyone who takes part, once each, matched by name, bare name or role. */
export class ParticipantList {
  readonly all: Participant[] = [];
  private readonly byKey = new Map<string, Participant>();

  /** A name without its titles → its holder, or null when two differently titled people share it (`Mr Smith`, `Mrs Smith`). */
  private readonly byUntitled = new Map<string, Participant | null>();
  /** A titled name (`mrs smith`, its titles folded) → its holder: `Mrs. Smith` is `Mrs Smith`. */
  private readonly byTitled = new Map<string, Participant>();
  /** A name's first or last word (capitalised, of a name of several) → its holder, or null when two share it. */
  private readonly byWord = new Map<string, Participant | null>();

  private keysOf(name: string, role?: string, adHoc = false): string[] {
    const keys = [participantKey(name), participantKey(bareName(name))];
    if (role !== undefined && !adHoc && !AD_HOC_LABEL.test(role)) keys.push(participantKey(`${name} (${role})`));
    return [...new Set(keys.filter((k) => k !== ''))];
  }

  /**
   * The participant `name` names: by the name as written or without a bracket's qualifier; with
   * its titles folded (`Mrs. Smith` is `Mrs Smith`); without its titles when one participant has
   * that name and no title disagrees (`Marco Rossi` is `Ing. Marco Rossi`; `Mrs Smith` is never
   * `Mr Smith`), for a list only a name of two words or more; and with `loose` (a speaker, not a
   * list), a capitalised word that is the first or last word of exactly one participant's name
   * (`Ravi` is Ravi Menon in a meeting with no other Ravi; so is the handle `@ravi`).
   */
  find(name: string, loose = true): Participant | undefined {
    // A chat handle (`@ana`) is the name after its `@`, and may be written in lower case.
    const handle = HANDLE.exec(bareName(participantName(name)))?.[1];
    const written = handle ?? name;
    for (const key of [participantKey(written), participantKey(bareName(written))]) {
      const found = this.byKey.get(key);
      if (found) return found;
    }
    const shown = bareName(participantName(written));
    const plain = untitled(shown);
    const titled = titleOf(shown) === '' ? undefined : this.byTitled.get(`${titleOf(shown)} ${participantKey(plain)}`);
    if (titled) return titled;
    const holder = this.byUntitled.get(participantKey(plain));
    const titles = [titleOf(shown), holder ? titleOf(bareName(holder.name)) : ''];
    if (holder && (loose || /\s/u.test(plain)) && (titles[0] === '' || titles[1] === '' || titles[0] === titles[1])) return holder;
    // One word, capitalised as a name is (`Ravi`, not `note`, `TODO`), or a handle in any case.
    const word = handle !== undefined ? SPOKEN_WORD.test(plain) : NAME_WORD.test(plain) && /\p{Ll}/u.test(plain);
    return loose && word ? (this.byWord.get(participantKey(plain)) ?? undefined) : undefined;
  }

  /** Records `participant`'s name without its titles, and the first and last words of a name of capitalised words. */
  private addNames(participant: Participant): void {
    const plain = untitled(bareName(participant.name));
    const title = titleOf(bareName(participant.name));
    if (title !== '' && !this.byTitled.has(`${title} ${participantKey(plain)}`)) this.byTitled.set(`${title} ${participantKey(plain)}`, participant);
    const untitledKey = participantKey(plain);
    if (untitledKey !== '') {
      const holder = this.byUntitled.get(untitledKey);
      this.byUntitled.set(untitledKey, holder === undefined || holder === participant ? participant : null);
    }
    const words = plain.split(/\s+/u);
    if (words.length < 2 || !words.every((word) => NAME_WORD.test(word))) return;
    for (const word of new Set([words[0]!, words.at(-1)!])) {
      const key = participantKey(word);
      const holder = this.byWord.get(key);
      this.byWord.set(key, holder === undefined || holder === participant ? participant : null);
    }
  }

  /**
   * A roster's entries, each at its line; one that only gives a moderator's role to someone
   * listed already (participants.ts `roleOnly`: `진행자: 원탁지기.`) adds no one.
   */
  addRoster(entries: ReadonlyArray<ParticipantEntry & { line: number }>): void {
    for (const entry of entries) {
      if (!entry.roleOnly) {
        this.add(entry, 'roster', entry.line);
        continue;
      }
      const listed = this.find(entry.name, false);
      if (listed !== undefined && listed.role === undefined && nonDebaterRole(entry.role) !== undefined) listed.openingRole = entry.role;
    }
  }

  add(written: ParticipantEntry, origin: ParticipantOrigin, line: number): Participant {
    // A late joiner's mark is no part of the name (`Sanne de Vries (joined at 10:40 …, platform lead)`, review 07i s1).
    const entry = { ...written, name: written.name.replace(LATE_MARK, '').trim() || written.name };
    // A list names each person in full: `Ana` and `Ana Lima` in one list are two people.
    const existing = this.find(entry.name, origin !== 'frontmatter' && origin !== 'roster') ?? (entry.role && !entry.adHoc ? this.byKey.get(participantKey(entry.role)) : undefined);
    if (existing) {
      if (entry.adHoc) existing.adHoc = true;
      // A moderator's or recorder's role the opening gives someone the frontmatter listed without one (`Moderator: Hana.`) is theirs;
      // any other label (`absent: Lee`) gives no role.
      else if (entry.role !== undefined && existing.role === undefined && nonDebaterRole(entry.role) !== undefined) {
        existing.role = entry.role;
        const roleKey = participantKey(entry.role);
        if (!this.byKey.has(roleKey)) this.byKey.set(roleKey, existing);
      }
      return existing;
    }
    // A handle's person is named without the `@` (`@ana` speaks as ana).
    const participant: Participant = { name: HANDLE.exec(entry.name)?.[1] ?? entry.name, ...(entry.role ? { role: entry.role } : {}), ...(entry.shown ? { shown: entry.shown } : {}), adHoc: entry.adHoc, origin, line };
    this.all.push(participant);
    for (const key of this.keysOf(participant.name, entry.role, entry.adHoc)) if (!this.byKey.has(key)) this.byKey.set(key, participant);
    this.addNames(participant);
    // A role names its holder too ("moderator" speaks for "moderator: Kim").
    if (entry.role && !entry.adHoc && !AD_HOC_LABEL.test(entry.role)) {
      const roleKey = participantKey(entry.role);
      if (!this.byKey.has(roleKey)) this.byKey.set(roleKey, participant);
    }
    return participant;
  }
}

