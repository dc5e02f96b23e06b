// Meetings kept as chats and threads (probe 32, cases written blind): options read out on
// R1's own line, Discord headers, a quoted earlier message, an e-mail thread's quoted reply
// and its chair's decision, French and German stance labels, and a timeline section in
// minutes with opinions of their own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMinutes, type Minutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { textSource } from '../../fixtureSource.ts';

function read(name: string): Minutes {
  const text = readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-32/cases/${name}`, import.meta.url)), 'utf8');
  const result = parseMinutes(textSource(name, text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}
const stances = (m: Minutes) => m.opinions.map((o) => `${o.participant}: ${o.stances.map((s) => `${s.kind} ${s.option} ${s.reading} @${s.line}${s.changed ? ` (${s.changed.how} @${s.changed.line})` : ''}`).join(', ')}`);

describe('options read out on R1\'s own line', () => {
  it.each([
    ['c03-ja-line-export.md', ['A', 'B', 'C']],
    ['c06-de-teams.md', ['A', 'B', 'C']],
    ['c08-ko-slack-thread-nofm.md', ['1', '2', '3']],
    ['c09-en-discord.md', ['A', 'B']],
  ])('%s defines %j', (name, keys) => {
    expect(read(name).options.map((o) => o.key)).toEqual(keys);
  });
  it('and the LINE chat\'s stances, its change of mind and its decision are read (c03)', () => {
    const m = read('c03-ja-line-export.md');
    expect(stances(m)).toEqual(['高橋: supports B read @12 (withdrawn @24), supports A read @24', '鈴木: supports A read @16', '田中: opposes C read @20']);
    expect(m.decision).toMatchObject({ line: 28, chosenOption: 'A' });
    expect(m.actionItems.map((a) => a.line)).toEqual([32]);
  });
});

it('Discord\'s "name — date time" headers are its senders (c09)', () => {
  expect(read('c09-en-discord.md').opinions.map((o) => o.participant)).toEqual(['rin', 'theo', 'vik']);
});

it('a quoted earlier message (`> For: A.`) is no stance of the quoter (c01)', () => {
  const m = read('c01-en-slack-switch.md');
  expect(stances(m)[3]).toBe('Ravi: mentions A mentioned @28, supports B stated @28');
  expect(m.notInterpreted.map((l) => l.line)).toContain(27);
  expect(m.actionItems.map((a) => a.line)).toEqual([41]);
});

it('an e-mail thread: a quoted reply is not read, the chair\'s mail decides (c04)', () => {
  const m = read('c04-en-email-thread.md');
  expect(stances(m)).toEqual(['Omar Haddad: supports 2 read @18', 'Lena Vogt: mentions 3 mentioned @28, opposes 1 read @28', 'Jun Park: supports 2 stated @33']);
  expect(m.decision).toMatchObject({ line: 38, chosenOption: '2' });
  expect(m.actionItems).toMatchObject([{ line: 39, who: 'Omar', what: 'set up the Glacier vault', when: '12/10' }]);
  expect(m.notInterpreted.map((l) => l.line)).toEqual(expect.arrayContaining([26, 27]));
});

it('French and German stance labels are stated (c07 "Pour : C")', () => {
  expect(stances(read('c07-fr-slack-espaces.md'))[0]).toBe('Hugo: supports C stated @14');
});

it('a timeline section in minutes with opinions of their own is no thread (o05)', () => {
  const m = read('o05-en-timeline-table.md');
  expect(m.opinions.map((o) => o.participant)).toEqual(['ana', 'ben', 'cy']);
  expect(m.notInterpreted.map((l) => l.line)).toEqual([14, 16, 17, 18]);
});
