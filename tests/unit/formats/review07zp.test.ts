// Review 2026-12-07zp (tests/fixtures/review-2026-12-07zp/FINDINGS.md): its rows, the controls with them.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const folder = 'review-2026-12-07zp/cases';
const files = readdirSync(fileURLToPath(new URL(`../../fixtures/${folder}`, import.meta.url)));
const read = (id: string) => readFixtureLog(folder, files.find((f) => f.endsWith(`-${id}.md`))!).value;
const reading = (id: string, line: number, option: string) => (relationOn(read(id), line, option) ?? 'none').replace(/^mentions:.*/u, 'none');

describe('review 07zp', () => {
  it.each([['w11', 'option-b'], ['w12', 'option-a']])('%s: a pseudo-cleft with a condition after its option takes no side', (id, option) => {
    expect(reading(id, 20, option)).toBe('none');
  });
  it.each(['o1', 'o2', 'o3'])('%s: "…, that finance expects." after a condition is a relative: A no side', (id) => {
    expect(reading(id, 20, 'option-a')).toBe('none');
  });
  it('d1: "Option B was adopted by the 2025 decision …; we go with Option A." decides A', () => {
    expect(minutesOutcome(read('d1').document).decision?.chosen?.key).toBe('A');
  });
  it.each([['v2', 'We pick B.'], ['v3', 'Going with B.'], ['v4', 'We go with Option B.']])('%s: after a paste, "%s" decides B and is the text', (id, text) => {
    const value = read(id);
    expect([minutesOutcome(value.document).decision?.chosen?.key, value.document.minutes.decision.text]).toEqual(['B', text]);
  });
  it.each([['a1', 2], ['a4', 2], ['a5', 1]])('%s: %i action item(s) ("flagged by 5" counts who; "dropped by fifteen" is an amount)', (id, count) => {
    expect(read(id).document.minutes.actionItems).toHaveLength(count);
  });
  it('f6: "For A–Z coverage we need C." names no A', () => {
    expect(reading('f6', 19, 'option-a')).toBe('none');
  });
  it.each([['z1', 'option-1'], ['z2', 'option-1'], ['z3', 'option-3'], ['z4', 'option-1']])('%s: 支持 as %s\'s own verb with its object is no stance', (id, option) => {
    expect(reading(id, 22, option)).toBe('none');
  });
  it.each(['j1', 'j2', 'j3'])('%s: a concession told of ("B 的让步", "这样的让步", "第 2 轮中的让步") is none made', (id) => {
    expect(read(id).graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === 46)).toBe(false);
  });
  it.each(['l1', 'l2'])('%s: "A 的立场是拆除…/拆掉…" is A\'s view', (id) => {
    expect(read(id).graph.edges.filter((e: any) => e.type === 'supports' && String(e.target).startsWith('live-disagreement')).map((e: any) => e.source).sort()).toEqual(['agent-a', 'agent-b']);
  });
  it('p2: "R5 프리모템: 2안은 … 열린다." is a story, a risk to option 2', () => {
    expect(read('p2').document.minutes.risks.filter((r: any) => r.line === 53).map((r: any) => r.option)).toEqual(['2']);
  });
  it.each([['e3', 'CTO'], ['e4', '박지만 본부장'], ['e5', '아서'], ['e6', '박지만'], ['e10', '部長']])('%s: escalated to %s', (id, to) => {
    expect(read(id).document.minutes.escalation?.to).toBe(to);
  });
  it('c5: an R7 chat title that holds the outcome keeps it: escalated', () => {
    expect(read('c5').document.minutes.outcome).toBe('escalated');
  });
});
