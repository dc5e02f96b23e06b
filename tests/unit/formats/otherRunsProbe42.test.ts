// Logs as other runs of the harness write them (probe 42, cases written blind): a transcript
// whose run restarted at round 1, minutes with Roman round numbers, a Spanish vote table, a
// French or Spanish moderator, a Chinese opposition written 我反对方案A.
import { describe, expect, it } from 'vitest';
import { fixtureText, readLog, relationOn, roleOf } from '../../support/readLog.ts';

const probeFile = (path: string) => fixtureText(`probe-2026-12-42/${path}`);
const read = readLog;

describe('a transcript whose run restarted at round 1 (t03)', () => {
  const result = read(probeFile('cases/t03-en-crash-restart-round-1.md'), 't.md');
  const { transcript } = result.value.document;

  it('reads the last run: mutual DONE in round 2, no asymmetric stop drawn from the abandoned run', () => {
    expect(transcript.ending.kind).not.toBe('asymmetric');
    expect(result.diagnostics.some((d: any) => d.code === 'transcript-asymmetric')).toBe(false);
    expect(transcript.rounds.map((r: any) => r.number)).toEqual([1, 2]);
    expect(transcript.rounds[0].turns.A.position).toBe('Buy LaunchDarkly for the web and mobile clients.');
  });

  it('keeps the abandoned run as written, reported, with one warning at the restart', () => {
    expect(result.diagnostics.filter((d: any) => d.code === 'transcript-restart').map((d: any) => d.line)).toEqual([31]);
    const reported = new Set(transcript.notInterpreted.map((l: any) => l.line));
    for (const line of [3, 6, 19, 22, 27]) expect(reported.has(line), `line ${line}`).toBe(true);
    expect(result.value.graph.edges.some((e: any) => e.provenance?.line === 22)).toBe(false);
  });
});


describe('minutes from other runs (probe 42)', () => {
  it('reads rounds numbered in Roman numerals (m03: `## Round I — Problem` … `Round VII`)', () => {
    const { value } = read(probeFile('cases/2027-06-16-09-00-m03-en-roman-rounds-late-option-now-back.md'), 'm.md');
    expect(value.document.minutes.rounds.map((r: any) => r.key)).toEqual(expect.arrayContaining(['R1', 'R2', 'R7']));
    expect(value.document.minutes.options.length).toBeGreaterThan(0);
  });

  it('reads a Spanish vote table, and the moderator the opening names (m04)', () => {
    const { value } = read(probeFile('cases/2027-06-23-11-00-m04-es-paren-numbered-tally-abstain.md'), 'm.md');
    expect(relationOn(value, 28, 'option-c')).toBe('supports:stated');
    expect(relationOn(value, 29, 'option-c')).toBe('supports:stated');
    expect(value.graph.edges.some((e: any) => e.provenance?.line === 30 || e.provenance?.line === 31)).toBe(false);
    expect(roleOf(value, 'Lucía')).toBe('moderator');
  });

  it('gives the French animatrice her role (m02)', () => {
    expect(roleOf(read(probeFile('cases/2027-06-09-14-00-m02-fr-blockquote-tally-change-of-mind.md'), 'm.md').value, 'Camille')).toBe('moderator');
  });

  it('reads 我反对方案A as opposing A: 反对方案 holds no 对方, "the other side" (m01 line 21)', () => {
    const { value } = read(probeFile('cases/2027-06-02-10-00-m01-zh-withdraw-abstain-late-option-checkbox.md'), 'm.md');
    expect(relationOn(value, 21, 'option-a')).toBe('opposes:read');
  });
});
