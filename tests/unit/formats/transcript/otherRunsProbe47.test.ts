// Probe 2026-12-47 (tests/fixtures/probe-2026-12-47/RESULTS.md): two-agent transcripts from
// other runs of the harness, written from the seeds by a helper that had not seen the parsers.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../../support/readLog.ts';

const read = (folder: string, name: string) => readFixtureLog(`probe-2026-12-47/${folder}`, name).value;
const edgesOf = (value: any) => value.graph.edges.map((e: any) => `${e.type}:${e.source}->${e.target}@${e.provenance?.line}`);

describe('agents named by model with a role in brackets (t01)', () => {
  it('`🅰️ Claude (Proponent) — Round 1` and `🅱️ GPT-5 (Opponent) — Round 1` are both read', () => {
    const value = read('cases', 't01-en-model-role-retraction.md');
    expect(edgesOf(value)).toEqual(expect.arrayContaining(['supports:agent-a->a-r1-position@11', 'supports:agent-b->b-r1-position@24']));
    expect(value.document.transcript.verdict).not.toBeNull();
  });
});

describe('a status in brackets opening its line (d02)', () => {
  it('`[CONTINUE] Claude has not answered …` and `[DONE] Both positions are clear.` are statuses', () => {
    const value = read('diag', 'd02-t01-no-role.md');
    expect(value.document.transcript.ending).toMatchObject({ kind: 'mutual-done', round: 3 });
    expect(value.graph.nodes.some((n: any) => /\[CONTINUE\]/u.test(n.label))).toBe(false);
  });
});

describe('a concession taken back concedes nothing (t10)', () => {
  it('`我收回第2轮的让步：…` (line 51) draws no concession', () => {
    expect(read('cases', 't10-zh-en-roles-flip-cap-claimed.md').graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === 51)).toBe(false);
  });
});

describe('保持原生开发 is a changed position, not "unchanged" (t10)', () => {
  it("A's round-3 attack (line 52) opposes B's round-2 position (line 44)", () => {
    expect(edgesOf(read('cases', 't10-zh-en-roles-flip-cap-claimed.md'))).toContain('opposes:agent-a->b-r2-position@52');
  });
});

describe('a turn continued under a second header (t02, t09)', () => {
  for (const name of ['t02-en-model-headers-b-first-continued.md', 't09-ko-b-first-split-gyesok.md']) {
    it(`${name}: the continuation is read as the turn's, its status with it`, () => {
      const value = read('cases', name);
      const round2 = value.document.transcript.rounds.find((r: any) => r.number === 2);
      expect(round2.turns.A.status).toBeDefined();
      expect(round2.turns.A.extraSections).toEqual([]);
    });
  }
});
