// The frontmatter of minutes as facts: date (with time and offset), the harness keys,
// participants, tags, lang, and every other key kept as text.
import { isLanguageTag } from '../../core/language.ts';
import { dateFromFileName, frontmatterList, frontmatterString, parseLooseDate } from '../../parse/frontmatter.ts';
import type { MinutesFacts, Participant } from './model.ts';
import { frontmatterParticipants, participantDisplay } from './participants.ts';

type Warn = (code: string, message: string, line?: number, path?: string) => void;

const KNOWN_FACT_KEYS = new Set(['date', 'agent', 'type', 'mode', 'trigger', 'engine', 'participants', 'phase', 'status', 'verdict', 'title', 'tags', 'lang']);

/** `keyLine(key)`: the file line of a frontmatter key, for warnings. */
export function readFacts(data: Map<string, unknown> | null, file: string, warn: Warn, keyLine: (key: string) => number): MinutesFacts {
  const facts: MinutesFacts = { participants: [], tags: [], other: new Map() };
  const dateText = frontmatterString(data, 'date');
  if (dateText !== undefined) {
    const date = parseLooseDate(dateText);
    if (date) Object.assign(facts, date);
    else warn('frontmatter', `date ${JSON.stringify(dateText)} is not a date such as 2026-06-03 or 2026-05-18T12:31+09:00; ${dateFromFileName(file) ? 'the file name date is used' : 'ignored'}`, keyLine('date'), 'date');
  }
  for (const key of ['agent', 'type', 'mode', 'trigger', 'engine', 'phase', 'status', 'verdict'] as const) {
    const value = frontmatterString(data, key);
    if (value !== undefined) facts[key] = value;
  }
  const seen = new Set<string>();
  for (const entry of frontmatterParticipants(data?.get('participants'))) {
    const display = participantDisplay({ ...entry, origin: 'frontmatter', line: 0 });
    if (!seen.has(display)) facts.participants.push(display);
    seen.add(display);
  }
  facts.tags = frontmatterList(data, 'tags', (message) => warn('frontmatter', message, keyLine('tags'), 'tags')) ?? [];
  const lang = frontmatterString(data, 'lang');
  if (lang !== undefined) {
    if (isLanguageTag(lang)) facts.lang = lang;
    else warn('frontmatter', `lang ${JSON.stringify(lang)} is not a BCP 47 language tag such as "ko" or "en"; ignored`, keyLine('lang'), 'lang');
  }
  for (const [key, value] of data ?? new Map<string, unknown>()) {
    if (!KNOWN_FACT_KEYS.has(key)) facts.other.set(key, valueText(value, 0));
  }
  return facts;
}

function valueText(value: unknown, depth: number): string {
  if (typeof value === 'string') return value;
  if (depth > 8) return '…';
  if (Array.isArray(value)) return value.map((v) => valueText(v, depth + 1)).join(', ');
  if (value instanceof Map) return [...value].map(([k, v]) => `${String(k)}: ${valueText(v, depth + 1)}`).join('; ');
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The frontmatter's participants as listed, each with the moderator's or recorder's role the
 * opening gave them (`participants: [佐藤, …]` with `司会：佐藤。`: "佐藤 (司会)", probe 53 row 9; `진행자:
 * 원탁지기.` alone, probe 55 row 3); a
 * name already listed with a bracket (`"Hana Ito (chair)"`) carries its role and gets no second
 * one (review 06zf row 22).
 */
export function listedWithRoles(listed: readonly string[], participants: readonly Participant[]): string[] {
  return listed.map((display) => {
    const found = participants.find((p) => p.origin === 'frontmatter' && (p.role ?? p.openingRole) !== undefined && !/[)）][ \t]*$/u.test(p.name) && participantDisplay({ ...p, role: '' }) === display);
    const given = found === undefined ? undefined : { ...found, role: found.role ?? found.openingRole };
    return given === undefined || listed.includes(participantDisplay(given)) ? display : participantDisplay(given);
  });
}

/** The line of a frontmatter key (1 when it is not there), for warnings located at it. */
export const keyLineOf = (frontmatterLines: readonly string[]) => (key: string): number => {
  const index = frontmatterLines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`${key} :`));
  return index === -1 ? 1 : index + 1;
};
