// Review 2026-12-07zo (tests/fixtures/review-2026-12-07zo/FINDINGS.md): its rows, the controls with them.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const folder = 'review-2026-12-07zo/cases';
const files = readdirSync(fileURLToPath(new URL(`../../fixtures/${folder}`, import.meta.url)));
const read = (id: string) => readFixtureLog(folder, files.find((f) => f.endsWith(`-${id}.md`))!).value;
const reading = (id: string, line: number, option: string) => (relationOn(read(id), line, option) ?? 'none').replace(/^mentions:.*/u, 'none');
const actions = (id: string) => read(id).document.minutes.actionItems;
const statuses = (id: string) => read(id).document.transcript.rounds.map((r: any) => ['A', 'B'].map((k) => r.turns[k]?.status?.reason ?? '-').join('/'));

describe('review 07zo', () => {
  it.each(['r1', 'r2', 'r3', 'r5', 'r6', 'r7'])('%s: an rst status directive\'s `:reason:` is the status\'s reason', (id) => {
    expect(statuses(id)[1]).toBe('B has not answered the registration risk./the registration answer is new and A should see it.');
  });
  it.each(['r8', 'r9', 'r13'])('%s: a Markdown transcript with `:warning:` or `.. ` inside a turn is not rewritten as rst', (id) => {
    expect(read(id).document.transcript.rounds[0].turns.A.anticipatedObjection).toMatch(/^(?::warning: )?Operating cost\.$/u);
  });
  it.each([['p1', false], ['p2', true], ['p3', false], ['p4', false], ['p6', true]])('%s: a risk at line 53 or 50 (a story, not the round\'s name): %s', (id, storyAt50) => {
    const lines = read(id).document.minutes.risks.map((r: any) => r.line);
    expect(lines).toContain(53);
    expect(lines.includes(50)).toBe(storyAt50 === true && id === 'p6');
  });
  it.each([['z1', 'option-1', 'none'], ['z2', 'option-2', 'supports:read'], ['z3', 'option-2', 'supports:read'], ['z6', 'option-3', 'none'], ['z8', 'option-1', 'none']])('%s: 支持 after %s: %s', (id, option, expected) => {
    expect(reading(id, 22, option)).toBe(expected);
  });
  it.each(['z10', 'z11', 'z13'])('%s: 案Bを支持致します / 支持表明 / 支持派: support of B', (id) => {
    expect(reading(id, 20, 'option-b')).toBe('supports:read');
  });
  it.each([['j1', false], ['j2', true], ['j3', true], ['j6', false], ['j7', false], ['j8', true], ['j9', false]])('%s: a concession at line 46: %s', (id, conceded) => {
    expect(read(id).graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === 46)).toBe(conceded);
  });
  it('n8: "Réplica: ninguna, pero …" keeps its attack', () => {
    expect(read('n8').graph.edges.some((e: any) => e.type === 'opposes' && e.provenance?.line === 30)).toBe(true);
  });
  it.each([['l1', 2], ['l2', 0], ['l6', 2], ['l11', 0]])('%s: %i views of the live disagreement held by a side', (id, held) => {
    expect(read(id).graph.edges.filter((e: any) => e.type === 'supports' && String(e.target).startsWith('live-disagreement')).length).toBe(held);
  });
  it.each([['d1', undefined], ['d2', undefined], ['d3', undefined], ['d5', 'A'], ['d6', 'A'], ['d7', 'C'], ['d8', 'C'], ['d10', 'A'], ['d11', undefined]])('%s: decided %s', (id, chosen) => {
    expect(minutesOutcome(read(id).document).decision?.chosen?.key).toBe(chosen);
  });
  it.each(['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9'])('%s: B decided, no pasted session or its output in the text', (id) => {
    const value = read(id);
    expect(minutesOutcome(value.document).decision?.chosen?.key).toBe('B');
    expect(value.document.minutes.decision.text).not.toMatch(/finished|up-to-date|Winner|p99|HTTP/u);
  });
  it.each([['f1', 'supports:stated'], ['f2', 'supports:stated'], ['f3', 'supports:stated'], ['f5', 'supports:stated']])('%s: Wen on option 2: %s', (id, expected) => {
    expect(reading(id, 20, 'option-2')).toBe(expected);
  });
  it.each([['f6', 'supports:stated'], ['f8', 'supports:stated'], ['f9', 'none']])('%s: Lena on option 2: %s ("Für 2. Das …", not "Für 2. Quartal")', (id, expected) => {
    expect(reading(id, 19, 'option-2')).toBe(expected);
  });
  it.each([['f11', 'supports:stated'], ['f12', 'none']])('%s: Ben on B: %s', (id, expected) => {
    expect(reading(id, 19, 'option-b')).toBe(expected);
  });
  it.each([['a1', 1], ['a2', 1], ['a3', 1], ['a4', 1], ['a5', 2], ['a6', 2], ['a7', 2], ['a8', 1], ['a10', 1], ['a12', 2]])('%s: %i action item(s)', (id, count) => {
    expect(actions(id)).toHaveLength(count);
  });
  it.each([['o1', 'supports:stated'], ['o2', 'supports:stated'], ['o3', 'supports:stated'], ['o4', 'none'], ['o5', 'supports:stated'], ['o6', 'none'], ['o7', 'none'], ['o8', 'none']])('%s: A reads %s', (id, expected) => {
    expect(reading(id, 20, 'option-a')).toBe(expected);
  });
  it.each(['y1', 'y2', 'y4', 'y5', 'y6', 'y7'])('%s: a reply\'s answer word before "Stance → A: yes · C: no."', (id) => {
    expect([reading(id, 45, 'option-a'), reading(id, 45, 'option-c')]).toEqual(['supports:stated', 'opposes:stated']);
  });
});
