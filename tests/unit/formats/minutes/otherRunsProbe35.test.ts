// Minutes as other runs of the harness write them (probe 35, cases written blind): a roster
// line that goes on with a sentence, and rounds numbered "Round 1" … "Round 7" that name
// other rounds than their numbers, their convergence a table of scores.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMinutes, type Minutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { textSource } from '../../fixtureSource.ts';

const probeCase = (name: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-35/cases/${name}`, import.meta.url)), 'utf8');

function parsed(name: string, text = probeCase(name)): { minutes: Minutes; warnings: string[] } {
  const result = parseMinutes(textSource(name, text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return { minutes: result.value, warnings: result.diagnostics.map((d) => `${d.code}@${d.line}`) };
}

describe('a roster line that goes on with a sentence (m04)', () => {
  it('lists the names before the sentence ends, not "Diego. Lee is travelling" nor "Kim relays her notes"', () => {
    const { minutes } = parsed('2026-11-29-11-00-m04-en-on-behalf.md');
    expect(minutes.participants.map((p) => p.name)).toEqual(['Noor', 'Kim', 'Lee', 'Diego']);
  });

  it('ends a roster at a sentence, not at a title\'s or an initial\'s full stop, nor inside parentheses', () => {
    const roster = (line: string) => parsed('x.md', `# Meeting\n\n## R0 Opening\n${line}\n\n## R2 Independent opinions\n- **Ann:** I support A.\n`).minutes.participants.map((p) => p.name);
    expect(roster('Participants: Ann, Dr. Kim Lee, J. Park. Bo is away.')).toEqual(['Ann', 'Dr. Kim Lee', 'J. Park']);
    expect(roster('参会者：张伟、李娜。王芳请假。')).toEqual(['张伟', '李娜', 'Ann']);
    expect(roster('Participants: Ann, Kim (PM. Owner of the roadmap), Lee.')).toEqual(['Ann', 'Kim (PM. Owner of the roadmap)', 'Lee']);
  });
});

describe('rounds numbered "Round 1" … "Round 7" by a run that counts its own way (m06)', () => {
  const { minutes, warnings } = parsed('2026-12-01-16-00-m06-en-rounds-1-to-7.md');

  it('reads each heading by its name, and says so at the first', () => {
    expect(minutes.rounds.map((r) => `${r.key}@${r.line}`)).toEqual(['R0@12', 'R2@18', 'R4@23', 'R5@26', 'R6@29', 'R7@37']);
    expect(warnings).toContain('minutes-round-name@12');
  });

  it('reads the decision under "Round 6 — Decision" and the risk under "Round 4 — Pre-mortem"', () => {
    expect(minutes.decision).toMatchObject({ chosenOption: 'B', line: 38 });
    expect(minutes.risks.map((r) => ({ option: r.option, line: r.line }))).toEqual([{ option: 'C', line: 27 }]);
  });

  it('draws no risk from a table of scores (| A | 9 |): numbers are no objection', () => {
    const scores = '# M\n\n## R1 Problem\n- Option A: x\n- Option B: y\n\n## R5 Pre-mortem\n\n| Option | Total |\n| --- | --- |\n| A | 9 |\n| B | 16 |\n';
    expect(parsed('s.md', scores).minutes.risks).toEqual([]);
  });

  it('keeps the number where one heading alone disagrees with its name, with a warning', () => {
    const one = '# M\n\n## Round 1 — Problem definition\nChoose.\n\n## Round 2 — Independent opinions\n- **Ann:** I support A.\n\n## Round 3 — Pre-mortem\n- It may fail.\n';
    const { minutes: m, warnings: w } = parsed('one.md', one);
    expect(m.rounds.map((r) => r.key)).toEqual(['R1', 'R2', 'R3']);
    expect(w).toContain('minutes-round-name@9');
  });
});
