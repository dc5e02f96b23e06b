// Review 2026-12-07n (tests/fixtures/review-2026-12-07n/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { concedesAt, readFixtureLog, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07n/cases', name).value;
const m = (n: string, id: string) => `2027-12-18-10-${n}-${id}.md`;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const concededAt = (name: string, line: number) => concedesAt(read(name), line);
const withdrawnAt = (name: string, line: number) => withdrawsAt(read(name), line);

describe('actions beside a table', () => {
  it.each([['01', 'a1'], ['02', 'a2'], ['03', 'a3'], ['04', 'a4']])('%s %s: "see …", "also update …", "just ping …", "check …" are tasks', (n, id) => {
    expect(read(m(n, id)).document.minutes.actionItems.map((a: any) => a.who)).toEqual(['Ben Okafor', 'Cy Tran']);
  });
  it('"unclear who owns the Kafka upgrade." is a remark (a5)', () => expect(read(m('05', 'a5')).document.minutes.actionItems).toHaveLength(1));
});

describe('decisions', () => {
  it.each([['06', 'd1'], ['07', 'd2'], ['08', 'd3'], ['09', 'd4'], ['10', 'd5'], ['11', 'd6'], ['12', 'd7']])('%s %s: B is decided (accepted later in the sentence)', (n, id) => expect(chosen(m(n, id))).toBe('B'));
  it('"Decision reversed, but if the pilot fails we return to Option A." unsettles A (r2)', () => expect(chosen(m('14', 'r2'))).toBeUndefined());
  it('"Decision reversed on the cache TTL only; Option A stays as the broker." keeps A (r1)', () => expect(chosen(m('13', 'r1'))).toBe('A'));
});

describe('people, withdrawals, concessions', () => {
  it('"(joined on day two)" is a late mark (l1)', () => {
    expect(read(m('16', 'l1')).graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label)).toContain('Sanne de Vries');
  });
  it.each(['z2', 'z3'])('%s: "听了赵磊的话 / 专家们的话" is no condition: the withdrawal stands', (id) => expect(withdrawnAt(`2030-04-01-10-00-${id}.md`, 37)).toBe(true));
  it('"I\'ll grant the cost point when the invoice arrives." concedes nothing yet (c1)', () => expect(concededAt('t-17-c1.md', 52)).toBe(false));
  it('"本番投入前だったら…認める" is a condition (j1); "去年だったら…認める" concedes (j2)', () => {
    expect(concededAt('t-60-j1.md', 77)).toBe(false);
    expect(concededAt('t-61-j2.md', 77)).toBe(true);
  });
});
