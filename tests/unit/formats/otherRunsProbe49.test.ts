// Probe 2026-12-49 (tests/fixtures/probe-2026-12-49/RESULTS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { transcriptConcessions } from '../../../src/lib/formats/transcript/hooks.ts';
import { normaliseRoundSummaries } from '../../../src/lib/schemas/roundSummaries.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const mini = (name: string) => readFixtureLog('probe-2026-12-49/out/mini', name).value;
const cases = (name: string) => readFixtureLog('probe-2026-12-49/cases', name).value;
const concessions = (value: any) => transcriptConcessions({ transcript: value.document.transcript }, value.graph).conceded;

describe('E7.3, X1: the panel lists what the graph concedes', () => {
  it('an Agreement item is listed, stated', () => {
    expect(concessions(mini('agree.md')).map((c) => [c.by, c.round, c.text, c.reading ?? 'stated'])).toEqual([['Agent A', 2, 'YAML files must use spaces.', 'stated']]);
  });
  it('a concession read from prose is listed, marked read', () => {
    const listed = concessions(mini('readc.md'));
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ reading: 'read', round: 2 });
    expect(listed[0]!.text).toContain('YAML needs spaces');
  });
});

describe('E2.4, E6.3: a concession taken back later is marked with the round and line that took it back', () => {
  it('English, the round named', () => {
    const listed = concessions(cases('t02-en-bold-turns-cap-retraction.md'));
    expect(listed.find((c) => c.line === 65)?.takenBack).toEqual({ round: 5, line: 106 });
    const edge = cases('t02-en-bold-turns-cap-retraction.md').graph.edges.find((e: any) => e.type === 'concedes' && e.provenance?.line === 65);
    expect(edge?.attributes).toEqual({ taken_back_in_round: 5, taken_back_at_line: 106 });
  });
  it('Chinese, the round named', () => {
    expect(concessions(cases('t06-zh-retract-unfinished.md')).find((c) => c.line === 40)?.takenBack).toEqual({ round: 3, line: 68 });
  });
});

describe('X2: `New ground: none left; …` opposes nothing', () => {
  it('no relation from the line', () => {
    const value = mini('newnone.md');
    expect(value.graph.edges.filter((e: any) => e.type === 'opposes' && e.provenance?.line === 14)).toEqual([]);
  });
});

describe('E2.2: `STATUS → DONE (…)` is a status, never part of a position', () => {
  it('read as DONE; the refined position is the position alone', () => {
    const value = mini('arrow.md');
    expect(value.graph.nodes.find((n: any) => n.id === 'a-r2-position')?.label).toBe('Tabs, with an editorconfig.');
    expect(value.document.transcript.rounds[1].turns.A.status.kind).toBe('DONE');
  });
});

describe('J2.5: an empty `contested` list is no contested point, not an unknown field', () => {
  it('no attribute, no contested points', () => {
    expect(normaliseRoundSummaries({ rounds: [{ round: 1, summary: 'x', contested: [] }] } as any)).toEqual([{ round: '1', text: 'x' }]);
  });
});
