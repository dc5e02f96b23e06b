// Minutes as other runs of the harness write them (probe 26, cases written blind): a round
// opened by a bracket with its text on the same line (`【R3 発散】B と A の間で割れた。`), a chat
// whose headers are bold (`**[10:24] hana**`), and a recommendation handed to the user.
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

describe('a bracketed round with its text on the same line (probe 26, m03)', () => {
  const minutes = parsed('m03-ja-bracket-rounds.md');
  it('opens the round: no speaker named after it, the options of R1 read', () => {
    expect(minutes.opinions.map((o) => o.participant)).toEqual(['高橋', '田中', '鈴木']);
    expect(minutes.options.map((o) => o.key)).toEqual(['A', 'B', 'C']);
  });
  it('reads the stances of R2 and the decision in 【決定】', () => {
    const sides = minutes.opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => `${o.participant} ${s.kind} ${s.option}`));
    expect(sides).toContain('高橋 supports B');
    expect(minutes.outcome).toBe('decided');
    expect(minutes.decision?.chosenOption).toBe('B');
    expect(minutes.decision?.line).toBe(31);
  });
});

describe('a chat with bold headers (probe 26, m05)', () => {
  const minutes = parsed('m05-en-slack-reactions.md');
  it('reads the action item and the unknown its messages label, not the decision', () => {
    expect(minutes.actionItems.map((a) => `${a.who} @${a.line}`)).toEqual(['lee @26']);
    expect(minutes.unknowns?.map((u) => `${u.text} @${u.line}`)).toEqual(['whether the EU region has a managed Unleash. @27']);
    expect(minutes.decision?.text).not.toContain('Unleash to staging');
  });
  it('makes no risk of a message header', () => {
    expect(minutes.risks.map((r) => r.text)).not.toContainEqual(expect.stringContaining('hana'));
  });
  it('quotes the decision from its own message only', () => {
    expect(minutes.decision?.chosenOption).toBe('B');
    expect(minutes.decision?.text).not.toMatch(/Action items|Unknowns/);
  });
  it('reads the options between the reactions, and the stances on them; the reactions are listed, not read', () => {
    expect(minutes.options.map((o) => o.key)).toEqual(['A', 'B', 'C']);
    const sides = minutes.opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => `${o.participant} ${s.kind} ${s.option}`));
    expect(sides).toEqual(expect.arrayContaining(['omar supports A', 'sofia opposes A', 'lee supports B']));
    expect(minutes.notInterpreted.map((u) => u.line)).toEqual(expect.arrayContaining([8, 10]));
  });
  it('lists the header of a message that opens a round the moderator runs as not interpreted, every line accounted', () => {
    expect(minutes.notInterpreted.map((u) => u.line)).toEqual(expect.arrayContaining([19, 23]));
    const name = 'm05-en-slack-reactions.md';
    expectEveryLineAccounted(textSource(name, probeCase(name)), parseMinutes(textSource(name, probeCase(name))), 'minutes-not-interpreted');
  });
});

describe('review: a participant\'s message stays theirs, reactions are only reactions', () => {
  const chat = probeCase('m05-en-slack-reactions.md');
  const sides = (m: Minutes) => m.opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => `${o.participant} ${s.kind} ${s.option}`));
  it('a message opening with a label ("Vote: B.") is its sender\'s', () => {
    const minutes = parsed('m05.md', chat.replace("R2: I'd go with B, though the upgrade work worries me.", 'Vote: B. The upgrade work worries me, but B is right.'));
    expect(sides(minutes)).toContain('lee supports B');
    expect(sides(minutes)).not.toContain('sofia supports B');
  });
  it('a participant\'s R4 reply keeps its header', () => {
    const minutes = parsed('m05.md', chat.replace('**[10:20] hana**', '**[10:14] lee**\nR4: omar, C takes a month. I still back B.\n**[10:20] hana**'));
    expect(sides(minutes)).toContain('lee supports B');
  });
  it('a line of an emoji and words is a message, not reactions', () => {
    const minutes = parsed('m05.md', chat.replace("Also, omar said C would take a week; I doubt that.", '👍 A works for me too'));
    expect(minutes.notInterpreted.map((u) => u.line)).not.toContain(18);
  });
});

describe('an option recommended, the decision handed to the user (probe 26, m04)', () => {
  it.each(['主持人建议采用方案二，提交用户决定。', 'The host recommends option 2; the choice is left to the user.'])('%s: escalated, nothing decided', (line) => {
    const minutes = parsed('m04.md', probeCase('m04-zh-fence-escalation.md').replace('主持人建议采用方案二，提交用户决定。', line));
    expect(minutes.outcome).toBe('escalated');
    expect(minutes.decision).toBeNull();
  });
  it.each(['采用方案二，具体排期交由用户决定。', '采用推荐的方案二，具体排期交由主编决定。', 'Decision: we adopt the proposed Option 2; the rollout date is left to the CTO.'])('%s: an option chosen, a detail handed over: still decided', (line) => {
    const minutes = parsed('m04.md', probeCase('m04-zh-fence-escalation.md').replace('主持人建议采用方案二，提交用户决定。', line));
    expect(minutes.decision?.chosenOption).toBe('2');
  });
});

describe('a chat message in R2 that opens with a list label (review)', () => {
  it('is the sender\'s opinion, and the next sender\'s message is theirs', () => {
    const text = probeCase('m05-en-slack-reactions.md').replace("R2: Unleash keeps data in our region, which legal needs. I'm against A because of the data residency review.", "R2: Open questions: does Unleash have an EU build? Still, I'm against A because of the data residency review.");
    const minutes = parsed('m05b.md', text);
    expect(minutes.opinions.map((o) => o.participant)).toEqual(expect.arrayContaining(['sofia', 'lee']));
    expect(minutes.unknowns?.map((u) => u.line)).toEqual([27]);
  });
});

describe('messages under a chat\'s bare `Action items:` label (review 2)', () => {
  it('reads each as an action item, the sender\'s label between them as none', () => {
    const text = readFileSync(fileURLToPath(new URL('../../../fixtures/review-2026-12-05/chat-action-items-under-label.md', import.meta.url)), 'utf8');
    const minutes = parsed('m5.md', text);
    expect(minutes.actionItems.map((a) => `${a.who} @${a.line}`)).toEqual(['lee @27', 'sofia @29']);
  });
});
