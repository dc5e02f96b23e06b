// Logs as other runs of the harness write them (probe 42, cases written blind): a transcript
// whose run restarted at round 1, minutes with Roman round numbers, a Spanish vote table, a
// French or Spanish moderator, a Chinese opposition written 我反对方案A.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';

const probeFile = (path: string) => readFileSync(fileURLToPath(new URL(`../../fixtures/probe-2026-12-42/${path}`, import.meta.url)), 'utf8');

function read(text: string, file: string): any {
  const result = processDebate({ file, text } as any, 'x/y' as any);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result;
}

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
