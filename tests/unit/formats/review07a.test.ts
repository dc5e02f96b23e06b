// Review 2026-12-07a (tests/fixtures/review-2026-12-07a/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { declinesCall } from '../../../src/lib/formats/transcript/noCall.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const result = (name: string) => readFixtureLog('review-2026-12-07a/cases', name);
const read = (name: string) => result(name).value;
const outcome = (name: string) => minutesOutcome(read(name).document);
const decisionEdges = (name: string) => read(name).graph.edges.filter((e: any) => e.source === 'decision' && e.type === 'supports');

describe('rows 1, 2, 6, 7, 12, 13: a later line that chooses another option unsettles the decision', () => {
  it.each([
    ['2027-12-12-11-09-m09.md', 'Decision reversed — we go back to Option C.'],
    ['2027-12-12-11-10-m10.md', 'Reverted to Option C after the load test.'],
    ['2027-12-12-11-11-m11.md', '…; this supersedes the decision of 2027-12-10.'],
    ['2027-12-12-11-15-m15.md', 'Decision reversed — Option C instead.'],
    ['2027-12-12-11-20-m20.md', '- 2027-12-12: Decision: Option C (supersedes …).'],
    ['2027-12-12-11-21-m20b.md', '- Decision: Option C (supersedes …).'],
  ])('%s (%s): no single option, warned at line 32', (name) => {
    expect(outcome(name).decision?.chosen).toBeUndefined();
    expect(decisionEdges(name)).toEqual([]);
    expect(result(name).diagnostics.some((d: any) => d.code === 'minutes-outcome' && d.line === 32 && /chooses option C/.test(d.message))).toBe(true);
  });
  it('a line saying today\'s decision supersedes an earlier one leaves it decided (review 06ze row 12)', () => {
    const value = readFixtureLog('review-2026-12-06ze/cases', '2027-12-08-10-23-m23-appendix-history.md').value;
    expect(minutesOutcome(value.document).decision?.chosen?.key).toBe('B');
  });
});

describe('rows 9–11: an option with an aside or a clause against it decides nothing', () => {
  it.each(['2027-12-12-11-04-m04.md', '2027-12-12-11-05-m05.md', '2027-12-12-11-07-m07.md'])('%s', (name) => {
    expect(outcome(name).decision?.chosen).toBeUndefined();
    expect(decisionEdges(name)).toEqual([]);
  });
});

describe('rows 3–5, 8, 14, 15: Italian and Portuguese concessions', () => {
  const line42 = (name: string) => read(name).graph.edges.filter((e: any) => e.provenance?.line === 42).map((e: any) => e.type).sort();
  it.each(['t01.md', 't02.md', 't06.md', 't14.md'])('%s: "ma anche che", "mas também que", "ma anche l\'…", "un\'…" add to what is granted', (name) => {
    expect(line42(name)).toEqual(['concedes']);
  });
  it.each(['t03.md', 't04.md', 't05.md'])('%s: "ma anche a questo prezzo", a "non solo" in an earlier sentence: the rebuttal is an attack', (name) => {
    expect(line42(name)).toEqual(['concedes', 'opposes']);
  });
});

describe('row 16: a verdict with no-break spaces that makes no call', () => {
  it('is read as the same text with plain spaces is', () => {
    expect(declinesCall('Neither\u00a0option is better\u00a0than the other.')).toBe(true);
    expect(declinesCall('Neither\u00a0option is better for this team than staying on RabbitMQ.')).toBe(false);
  });
});

describe('rows 17–19: owners joined by " / " before the task, and a date opening the item', () => {
  const item = (line: number) => read('2027-12-12-11-18-a01-actions.md').document.minutes.actionItems.find((a: any) => a.line === line);
  it('reads each owner, the task and the date', () => {
    expect(item(34)).toMatchObject({ who: 'ana / ben', what: 'pair on the schema registry' });
    expect(item(35)).toMatchObject({ who: 'Dee Walsh', when: '2028-03-10', what: 'load test the broker' });
    expect(item(39)).toMatchObject({ who: 'Ops / SRE', what: 'rotate the broker keys' });
    expect(item(33)).toMatchObject({ who: 'Ops / SRE', what: 'rotate the broker keys' });
  });
  it('`Dee Walsh / Ben Okafor — load test` has both owners; `Billing / Invoicing — by …` none', () => {
    const items = readFixtureLog('review-2026-12-06zh/cases', '2027-12-11-10-33-c16-fields.md').value.document.minutes.actionItems;
    expect(items.find((a: any) => a.line === 37)).toMatchObject({ who: 'Dee Walsh / Ben Okafor', what: 'load test' });
    expect(items.find((a: any) => a.line === 34).who).toBeUndefined();
  });
});
