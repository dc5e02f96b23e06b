// The participants of one meeting, each once: a name finds its person whether written in
// full, without a bracket's qualifier or a title, by role, or (as a speaker) by a first or
// last name only one participant has.
import { nonDebaterRole } from '../../graph/personaRole.ts';
import type { Participant, ParticipantOrigin } from './model.ts';
import { AD_HOC_LABEL, bareName, type ParticipantEntry, participantKey, participantName } from './participants.ts';

/**
 * A title before a name (`Dr. Kim`, `Ing. Marco Rossi`, `Dott.ssa Giulia Ferri`, `Eng.ª Ana
 * Souza`, `Herr Weber`, `Prof. Dr. Lang`): how the name is written, not who it is. Up to three,
 * each followed by a capitalised word.
 */
const TITLES = /^(?:(?:(?:Dr|Dra|Prof|Profa|Ing|Dott|Eng|Mr|Mrs|Ms|Mx|Sr|Sra|Srta|Avv|Arch|Dipl\.-Ing)\.(?:ª|º|ssa)?|Dr|Prof|Mr|Mrs|Ms|Herr|Frau|Mme|Mlle|Dott\.ssa)[ \t]+){1,3}(?=\p{Lu})/u;
const untitled = (name: string): string => name.trim().replace(TITLES, '');
/** A word of a personal name: capitalised letters (`Ravi`, `O'Neil`, `Jean-Luc`, `Müller`). */
const NAME_WORD = /^\p{Lu}[\p{L}\p{M}'’-]{0,40}$/u;

/** Everyone who takes part, once each, matched by name, bare name or role. */
export class ParticipantList {
  readonly all: Participant[] = [];
  private readonly byKey = new Map<string, Participant>();

  /** A name's first or last word (capitalised, of a name of several) → its holder, or null when two share it. */
  private readonly byWord = new Map<string, Participant | null>();

  private keysOf(name: string, role?: string, adHoc = false): string[] {
    const keys = [participantKey(name), participantKey(bareName(name)), participantKey(untitled(name)), participantKey(untitled(bareName(name)))];
    if (role !== undefined && !adHoc && !AD_HOC_LABEL.test(role)) keys.push(participantKey(`${name} (${role})`));
    return [...new Set(keys.filter((k) => k !== ''))];
  }

  /**
   * The participant `name` names: by the name as written, without a bracket's qualifier or a
   * title (`Dr. Kim` is Kim); with `byWord`, a single capitalised word that is the first or
   * last word of exactly one participant's name (`Ravi` is Ravi Menon in a meeting with no
   * other Ravi).
   */
  find(name: string, byWord = true): Participant | undefined {
    for (const key of [participantKey(name), participantKey(bareName(name)), participantKey(untitled(name)), participantKey(untitled(bareName(name)))]) {
      const found = this.byKey.get(key);
      if (found) return found;
    }
    const word = untitled(bareName(participantName(name)));
    return byWord && NAME_WORD.test(word) ? (this.byWord.get(participantKey(word)) ?? undefined) : undefined;
  }

  /** Records the first and last words of `participant`'s name, when it is a name of capitalised words. */
  private addWords(participant: Participant): void {
    const words = untitled(bareName(participant.name)).split(/\s+/u);
    if (words.length < 2 || !words.every((word) => NAME_WORD.test(word))) return;
    for (const word of new Set([words[0]!, words.at(-1)!])) {
      const key = participantKey(word);
      const holder = this.byWord.get(key);
      this.byWord.set(key, holder === undefined || holder === participant ? participant : null);
    }
  }

  add(entry: ParticipantEntry, origin: ParticipantOrigin, line: number): Participant {
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
    const participant: Participant = { name: entry.name, ...(entry.role ? { role: entry.role } : {}), ...(entry.shown ? { shown: entry.shown } : {}), adHoc: entry.adHoc, origin, line };
    this.all.push(participant);
    for (const key of this.keysOf(entry.name, entry.role, entry.adHoc)) if (!this.byKey.has(key)) this.byKey.set(key, participant);
    this.addWords(participant);
    // A role names its holder too ("moderator" speaks for "moderator: Kim").
    if (entry.role && !entry.adHoc && !AD_HOC_LABEL.test(entry.role)) {
      const roleKey = participantKey(entry.role);
      if (!this.byKey.has(roleKey)) this.byKey.set(roleKey, participant);
    }
    return participant;
  }
}

