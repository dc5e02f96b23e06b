// Probe 2026-12-56 (tests/fixtures/probe-2026-12-56/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { declinesCall } from '../../../src/lib/formats/transcript/noCall.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-56/cases', name).value;
const at = (value: any, line: number) => value.graph.edges.filter((e: any) => e.provenance?.line === line).map((e: any) => `${e.type}:${e.target}:${e.reading}`);

describe('row 1: a concession still to come is none', () => {
  it('"- Not yet: the pricing claim needs real numbers before I grant it." under ### Concessions concedes nothing', () => {
    const value = read('t07-en-heading-lists-judge.md');
    expect(at(value, 43)).toEqual([]);
    expect(value.graph.edges.filter((e: any) => e.type === 'concedes' && e.source === 'agent-a')).toHaveLength(2);
  });
});

describe('row 2: 若 opens a condition', () => {
  it('"预算若不够，方案三是唯一可行的。" draws no support of 方案三; the withdrawal on the line stays', () => {
    const value = read('2029-04-12-15-00-m05-zh-hold.md');
    expect(at(value, 32)).toEqual([]);
    expect(value.graph.edges.some((e: any) => e.attributes?.stance_changed?.startsWith('line 32'))).toBe(true);
  });
});

describe('row 3: "Neither side won this one; I make no recommendation." makes no call', () => {
  it.each([
    ['Neither side won this one; I make no recommendation.', true],
    ['No side prevailed.', true],
    ['Neither side won this one, but B should ship.', false],
    ['Nobody won; pick A.', false],
  ])('%s', (text, expected) => expect(declinesCall(text)).toBe(expected));
});

describe('row 4: an R6 table whose rows are the named options is the rubric', () => {
  it('Keep Fastly 15, Move to Cloudflare 16, Split traffic across both 10; the decision shows its score', () => {
    const document = read('2029-04-15-10-00-m06-en-named-options.md').document;
    expect(document.minutes.rubric?.options.map((o: any) => `${o.key}:${o.total}`)).toEqual(['1:15', '2:16', '3:10']);
    expect(minutesOutcome(document).decision?.chosen).toEqual({ key: '2', label: 'Move to Cloudflare', score: 16 });
  });
});

describe('row 5: a frontmatter name with its role in brackets is the person', () => {
  it('田中 (司会) is 田中, the moderator', () => {
    const persona = read('2029-04-02-10-00-m01-ja-search.md').graph.nodes.find((n: any) => n.id === 'p-田中');
    expect(persona?.attributes?.role).toBe('moderator');
  });
});
