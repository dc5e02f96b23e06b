// Rosters and pre-mortem labels as other runs write them (probe 26): a roster after a bold round,
// after the moderator's own label, under Chinese and German labels; a risk labelled `Against B:`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMinutes, type Minutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { textSource } from '../../fixtureSource.ts';
import { expectEveryLineAccounted } from '../../lineAccounting.ts';

const probeCase = (name: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-26/cases/${name}`, import.meta.url)), 'utf8');

function parsed(name: string, text = probeCase(name)): Minutes {
  const result = parseMinutes(textSource(name, text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

const roster = (minutes: Minutes) => minutes.participants.map((p) => `${p.name}${p.role ? ` (${p.role})` : ''} @${p.line}`);

describe('a roster on the line of a bold round (probe 26, m02)', () => {
  const minutes = parsed('m02-en-bold-rounds-hold.md');
  it('makes each person a participant, the moderator with the role', () => {
    expect(roster(minutes)).toEqual(expect.arrayContaining(['Priya (Moderator) @3', 'Tomas @3', 'Mina @3', 'legal-ops @3']));
    expect(minutes.participants).toHaveLength(4);
  });
  it('accounts every line', () => {
    const source = textSource('m02.md', probeCase('m02-en-bold-rounds-hold.md'));
    expectEveryLineAccounted(source, parseMinutes(source), 'minutes-not-interpreted');
  });
  it('keeps the moderator role as written', () => {
    expect(minutes.participants.find((p) => p.name === 'Priya')?.role).toBe('Moderator');
  });
});

describe('a Chinese roster label (probe 26, m04)', () => {
  it('reads 参会 and the moderator inside it', () => {
    const minutes = parsed('m04-zh-fence-escalation.md');
    expect(roster(minutes).slice(0, 4)).toEqual(['林然 (主持人) @11', '王磊 @11', '陈静 @11', '赵敏 @11']);
  });
});

const meeting = (opening: string, r2: string) => `---\ntype: meeting\n---\n## R0 Opening\n${opening}\n\n## R1 Problem\n- A: keep\n- B: move\n\n## R2 Opinions\n${r2}\n`;

describe('roster labels', () => {
  it('reads a German roster', () => {
    expect(roster(parsed('de.md', meeting('Teilnehmende: Anna, Ben.', '- Anna: Ich bin für B.')))).toEqual(['Anna @5', 'Ben @5']);
  });
  it('gives the role named before the roster to a person it lists, and adds no one (review: `Host: Zoom.`)', () => {
    expect(roster(parsed('m.md', meeting('Chair: Noor. Attendees: Noor, Kai, Lena', '- Kai: I support B.')))).toEqual(['Noor (Chair) @5', 'Kai @5', 'Lena @5']);
    expect(roster(parsed('z.md', meeting('Host: Zoom. Participants: Yuna, Ravi.', '- Ravi: I support B.')))).toEqual(['Yuna @5', 'Ravi @5']);
    expect(roster(parsed('k.md', meeting('진행: 안건 순서대로 진행함. 참석자: 유나, 라비', '- 라비: B를 지지한다.')))).toEqual(['유나 @5', '라비 @5']);
  });
  it('reads no roster in an opinion whose second sentence starts with the word', () => {
    const minutes = parsed('r2.md', meeting('Participants: Kai, Lena', '- Kai: We checked it. Present: the numbers hold, so I support B.'));
    expect(roster(minutes)).toEqual(['Kai @5', 'Lena @5']);
    expect(minutes.opinions.map((o) => o.participant)).toEqual(['Kai']);
  });
  it('reads no roster in an opening sentence longer than a label', () => {
    const long = `${'We met in the small room on the third floor after lunch and talked for an hour '.repeat(2)}. Present: Kai`;
    expect(roster(parsed('l.md', meeting(long, '- Kai: I support B.')))).toEqual(['Kai @12']);
  });
});

describe('a pre-mortem item labelled with its option (probe 26, m02, m04, m06)', () => {
  const risks = (name: string, text?: string) => parsed(name, text).risks.map((r) => `${r.line} ${r.option ?? '-'} ${r.optionStated ? 'stated' : 'read'}`);
  it.each([
    ['m02-en-bold-rounds-hold.md', '22 B stated'],
    ['m04-zh-fence-escalation.md', '38 2 stated'],
    ['m06-ko-outline-report.md', '15 2 stated'],
  ])('%s', (name, expected) => {
    expect(risks(name)).toContain(expected);
  });
  it('states the option only when the label is its reference and one word at most', () => {
    const text = '---\ntype: meeting\n---\n## R1 Problem\n- 1안: keep\n- 2안: move\n\n## R5 Pre-mortem\n- Risk 2: the vendor folds.\n- 2안 shipped late: nobody migrated.\n- Against 2안: data loss.\n';
    expect(risks('r.md', text)).toEqual(['9 - read', '10 2 read', '11 2 stated']);
  });
});
