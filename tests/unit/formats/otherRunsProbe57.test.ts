// Probe 2026-12-57 (tests/fixtures/probe-2026-12-57/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-57/cases', name).value;
const at = (value: any, line: number) => value.graph.edges.filter((e: any) => e.provenance?.line === line).map((e: any) => `${e.source} ${e.type} ${e.target}`);

describe('row 1: words quoted from the other side are not the speaker\'s concession', () => {
  it('"To B\'s "A is right that schema evolution is safer" I add nothing; it stands." concedes nothing', () => {
    expect(at(read('t06-en-nested-quotes.md'), 61).filter((e: string) => e.includes('concedes'))).toEqual([]);
  });
});

describe('row 2: a take-back names its concession before its reason', () => {
  it('"I withdraw my round-two concession on per-invocation billing: … a million images." takes back line 45 only', () => {
    const taken = read('t02-en-five-rounds-take-back.md').graph.edges.filter((e: any) => e.attributes?.taken_back_in_round !== undefined);
    expect(taken.map((e: any) => e.provenance?.line)).toEqual([45]);
  });
});

describe('row 4: "I was for C, but I switched to B." says where Cy went', () => {
  it('withdraws the support of C and reads a support of B', () => {
    const value = read('2029-05-12-09-00-m04-en-r4-switches.md');
    expect(at(value, 45)).toContain('opinion-cy-lambert supports option-b');
    expect(value.graph.edges.some((e: any) => e.target === 'option-c' && e.attributes?.stance_changed?.startsWith('line 45'))).toBe(true);
  });
});

describe('row 5: a list item under an action table is an action of its own', () => {
  it('"- Noah Kim — audit the rotation logs, done when …" after the table: Noah Kim\'s item, warned for its missing date', () => {
    const value = read('2029-05-19-15-00-m06-en-actions-missing-fields.md');
    const noah = value.document.minutes.actionItems.find((a: any) => a.line === 67);
    expect([noah?.who, noah?.when]).toEqual(['Noah Kim', undefined]);
  });
});

describe('row 7: a bullet\'s "回应：" label is no part of the point it concedes', () => {
  it('"- 回应：运维团队熟悉 RabbitMQ，这一点我承认，但是 …" concedes "运维团队熟悉 RabbitMQ，这一点我承认"', () => {
    const node = read('t01-zh-queue-no-call.md').graph.nodes.find((n: any) => n.id === 'a-r2-concedes-2');
    expect(node?.text).toBe('运维团队熟悉 RabbitMQ，这一点我承认');
  });
});
