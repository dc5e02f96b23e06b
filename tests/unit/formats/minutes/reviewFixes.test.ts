// Review fixes (2026-12-03, docs/decisions/minutes-round11-shapes.md): today's minutes-reader
// rules narrowed where ordinary logs made them misfire. Each spec is a small synthetic log.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { textSource } from '../../fixtureSource.ts';

function read(text: string) {
  const result = processDebate(textSource('d.md', `---\ntype: meeting\n---\n${text}`), 'd' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const minutes = (result.value.document as MinutesDocument).minutes;
  const stances = minutes.opinions.flatMap((o) => o.stances.map((s) => [o.participant, s.kind, s.option]));
  const personas = result.value.graph.nodes.filter((n) => n.type === 'persona').map((n) => n.label);
  return { minutes, stances, personas, graph: result.value.graph };
}

describe('a Chatwork [qt] quotation over several lines is another\'s words', () => {
  const log = [
    '----',
    '2027/01/02 10:00  keeper',
    '[info][title]R1 問題定義[/title]どちらにするか。',
    '案A：社内',
    '案B：外部[/info]',
    '----',
    '2027/01/02 10:10  kana',
    '[info][title]R2 kana[/title]賛成：案B[/info]',
    '----',
    '2027/01/02 10:30  jun',
    '[rp aid=1 to=2-3]kanaさん',
    '[qt][qtmeta aid=1 time=1]',
    '賛成：案B',
    '[/qt]',
    '私は案Aに一票です。',
    '----',
  ].join('\n');
  it('draws only the replier\'s own words as theirs', () => {
    const { stances } = read(log);
    expect(stances.filter((s) => s[0] === 'jun')).toEqual([['jun', 'supports', 'A']]);
  });
});

describe('an unsigned dash answer is the addressee\'s only after a question', () => {
  const log = (line: string) =>
    [
      '## R0 Opening',
      'Roster: ana, ben, cara',
      '## R1 Problem',
      '1. Option 1 — Hosted',
      '2. Option 2 — Self-hosted',
      '## R2 Independent opinions',
      '- **ana:** I support Option 2.',
      '- **ben:** I support Option 1.',
      '- **cara:** I support Option 1.',
      '## R4 Cross-questions',
      line,
      '## R7 Decision',
      'No decision.',
    ].join('\n');
  it('a quote introduced as another\'s words is not the addressee\'s', () => {
    const { stances } = read(log('- ana → ben: please respond to cara\'s summary — "I support Option 2"'));
    expect(stances.filter((s) => s[0] === 'ben')).toEqual([['ben', 'supports', '1']]);
  });
  it.each(['would you still object?', 'what\'s your view now?'])('`%s`, then the answer quoted after a dash, is the addressee\'s', (question) => {
    const { stances } = read(log(`- ana → ben: ${question} — "I oppose Option 2"`));
    expect(stances.filter((s) => s[0] === 'ben')).toEqual([['ben', 'supports', '1'], ['ben', 'opposes', '2']]);
  });
});

describe('a pending ruling escalates only to a named decider', () => {
  const log = (decider: string) =>
    ['## R1 Problem', '1. Option A — Keep', '2. Option B — Move', '## R7 Decision', 'Moderator recommends Option B.', 'Status: awaiting decision', `Decider: ${decider}`].join('\n');
  it.each(['TBD', '(to be named)', 'nobody yet', 'not needed', 'none — the team owns it', '?'])('`Decider: %s` is no escalation', (decider) => {
    const { minutes } = read(log(decider));
    expect(minutes.escalation).toBeNull();
  });
  it('`Decider: Dana` is an escalation to Dana', () => {
    expect(read(log('Dana')).minutes.escalation?.to).toBe('Dana');
  });
});

describe('outline-report mode only for the rounds of the meeting', () => {
  it('a tracker-ID list `1. … (R1)` under a Markdown round heading stays a list', () => {
    const { minutes } = read(
      [
        '## R1 Problem',
        '- Option A: stay',
        '- Option B: switch',
        '## R2 Independent opinions',
        '- **ana:** For: B.',
        '## R5 Pre-mortem',
        'Risk register:',
        '1. Double charges during cut-over (R1)',
        '2. Fraud rules not ported (R2)',
        '3. Provider outage (R3)',
        '## R7 Decision',
        'Decision: adopt Option A.',
      ].join('\n'),
    );
    expect(minutes.risks.map((r) => r.text)).toEqual(['Double charges during cut-over (R1)', 'Fraud rules not ported (R2)', 'Provider outage (R3)']);
  });
});

describe('an ad-hoc expert only from the label that introduces one', () => {
  const log = (line: string) =>
    ['## R0 Opening', 'Roster: mina, jun', line, '## R1 Problem', '- Option A: cloud', '- Option B: in-house', '## R2 Independent opinions', '- **mina:** For: B.'].join('\n');
  it.each(['임시 회의실은 **3층 대회의실**입니다.', 'An ad hoc script like **deploy.sh** does not scale.'])('`%s` names no persona', (line) => {
    expect(read(log(line)).personas.sort()).toEqual(['jun', 'mina']);
  });
  it.each(['临时专家：**书评人**（定义：…）', 'Seats: mina, jun, plus an ad-hoc expert, **Support Lead**.'])('`%s` names the expert', (line) => {
    expect(read(log(line)).personas).toHaveLength(3);
  });
});

describe('a `**name**　text` paragraph makes personas only of known speakers', () => {
  it('a bold label (`**注記**`, `**結論**`) is no persona', () => {
    const { personas, stances } = read(
      [
        '## R0 開会',
        'Roster: 佐藤, 田中',
        '## R1 問題定義',
        '- 案A：社内',
        '- 案B：外注',
        '## R2 独立意見',
        '**佐藤**　賛成：案A。',
        '**田中**　賛成：案B。',
        '**注記**　案Bには反対、と前回は全員が述べていた。',
      ].join('\n'),
    );
    expect(personas.sort()).toEqual(['佐藤', '田中']);
    expect(stances).toEqual([['佐藤', 'supports', 'A'], ['田中', 'supports', 'B']]);
  });
});

describe('a place column only for an explicit last place', () => {
  const log = (last: string) =>
    [
      'Roster: 王敏, 李强',
      '## R1 问题定义',
      '- 方案A：本地',
      '- 方案B：外地',
      '## R2 独立意见',
      `| 专家 | 首选 | ${last} |`,
      '|---|---|---|',
      '| 王敏 | 方案A | 方案B |',
      '| 李强 | 方案B | 方案B |',
    ].join('\n');
  it.each(['最不担心', '最不了解', 'Last'])('`%s` is no place: the first choice stays stated, nothing else drawn', (last) => {
    expect(read(log(last)).stances).toEqual([['王敏', 'supports', 'A'], ['李强', 'supports', 'B']]);
  });
  it('`最不认可` is the last place', () => {
    expect(read(log('最不认可')).stances).toContainEqual(['王敏', 'opposes', 'B']);
  });
});

describe('a timeline of `date time event` lines is no chat export', () => {
  it('keeps the minutes as written (no chat markup stripped)', () => {
    const { minutes } = read(
      [
        'Roster: ana, ben',
        '## R1 Problem',
        '2027-03-01 09:12 alert fired',
        '2027-03-01 09:20 on-call paged',
        '2027-03-01 10:05 rollback done',
        '- Option A: automatic rollback',
        '- Option B: manual rollback',
        '## R2 Independent opinions',
        '- **ben:** For: B. [quote] from the SRE book: "rollback first".',
      ].join('\n'),
    );
    expect(minutes.opinions.find((o) => o.participant === 'ben')?.markdown).toContain('[quote] from the SRE book');
  });
});

describe('"cannot but oppose" denied later is no stance', () => {
  it('`反対せざるを得ないとは思いません` is a mention; `反対せざるを得ません` opposes', () => {
    const { minutes } = read(
      ['Roster: 佐藤, 田中', '## R1 問題定義', '- 案A：社内', '- 案B：外注', '## R2 独立意見', '- **佐藤**: 案Bに反対せざるを得ないとは思いません。', '- **田中**: 案Bに反対せざるを得ません。'].join('\n'),
    );
    const kinds = minutes.opinions.flatMap((o) => o.stances.map((s) => [o.participant, s.kind, s.option]));
    expect(kinds).toEqual([['佐藤', 'mentions', 'B'], ['田中', 'opposes', 'B']]);
  });
});
