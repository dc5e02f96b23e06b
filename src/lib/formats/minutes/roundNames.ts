// Headings that number their rounds in words and name them: "## Round 4 — Pre-mortem". A
// written round number decides (docs/formats.md), but a run that counts its rounds its own
// way ("Round 1 — Opening" … "Round 6 — Decision") numbers most of them wrong: where two
// or more such headings name another round than their number, every one of them is read
// by its name, and the reader is told (probe 35, M06). One disagreement alone keeps the
// number, with a warning.
import { ROUND_KEYS, type RoundKey } from './model.ts';
import { classifyHeading, type Section } from './sections.ts';

/** "Round 4 — Pre-mortem", "라운드 2: 독립 의견": the number in words, then the name. */
const NUMBERED_NAME = /^(?:round|rnd\.?|라운드|ラウンド)[ \t]*([0-7])(?![0-9])[ \t]*[—–:：.)\-][ \t]*(\S.{0,79})/iu;

export interface Renamed { line: number; heading: string; number: RoundKey; name: string }

/** Sections read by their names where their numbers disagree twice or more; the disagreements found. */
export function readRoundsByName(sections: Section[]): { renamed: Renamed[]; byName: boolean } {
  const named: Array<{ section: Section; number: RoundKey; name: NonNullable<Section['key']> }> = [];
  for (const section of sections) {
    if (!section.hasHeading || section.key === null || !ROUND_KEYS.includes(section.key as RoundKey)) continue;
    const match = NUMBERED_NAME.exec(section.heading.trim());
    const name = match ? classifyHeading(match[2]!)?.key : undefined;
    if (match && name !== undefined && name !== null) named.push({ section, number: `R${match[1]}` as RoundKey, name });
  }
  const disagree = named.filter((n) => n.name !== n.number);
  const byName = disagree.length >= 2;
  if (byName) {
    for (const { section, name } of named) {
      section.key = name;
      delete section.through;
    }
  }
  return { renamed: disagree.map((d) => ({ line: d.section.line, heading: d.section.heading, number: d.number, name: d.name })), byName };
}

/** One warning, at the first heading whose number and name disagree. */
export function warnRoundNames(found: { renamed: Renamed[]; byName: boolean }, warn: (code: string, message: string, line?: number) => void): void {
  const [first] = found.renamed;
  if (first === undefined) return;
  const how = found.byName
    ? `${found.renamed.length} headings number their rounds differently from their names: read by their names`
    : `read as ${first.number} by its number`;
  warn('minutes-round-name', `"${first.heading}" names ${first.name}, not ${first.number}; ${how}`, first.line);
}
