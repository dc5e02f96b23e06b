// Probe 2026-12-59 (tests/fixtures/probe-2026-12-59/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { cellStance } from '../../../src/lib/formats/minutes/marks.ts';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (folder: string, name: string) => readFixtureLog(`probe-2026-12-59/${folder}`, name).value;
const decided = (folder: string, name: string) => minutesOutcome(read(folder, name).document).decision;

describe('row 1: a later line whose first sentence reverses the decision, whatever the next says', () => {
  it('"B안 결정은 번복되었다. A안 유지로 돌아간다." shows no option as decided, with a warning', () => {
    const value = read('cases', '2029-06-11-10-00-m05-ko-docs-build.md');
    expect(minutesOutcome(value.document).decision?.chosen?.key).toBeUndefined();
    expect(readFixtureLog('probe-2026-12-59/cases', '2029-06-11-10-00-m05-ko-docs-build.md').diagnostics.some((d: any) => d.line === 72 && d.code === 'minutes-outcome')).toBe(true);
  });
  it.each(['c05a-ko-plain', 'c05b-ko-dated', 'c05c-en-dated', 'c05d-en-plain', 'c05e-en-two-sentences', 'c05f-en-go-back'])('control %s: no option decided', (name) => {
    expect(decided('controls', `2029-06-11-10-00-${name}.md`)?.chosen?.key).toBeUndefined();
  });
});

describe('row 2: a stance table headed in German', () => {
  const stances = (name: string) => read('cases', name).graph.edges.filter((e: any) => e.source.startsWith('opinion-') && e.target.startsWith('option-')).map((e: any) => `${e.source} ${e.type} ${e.target}`);
  it('`| Name | Für | Gegen |` states each cell\'s stance, as `For`/`Against` do', () => {
    expect(stances('2029-06-09-14-00-m04-de-ci-runner.md')).toEqual(expect.arrayContaining(['opinion-jonas-weber supports option-b', 'opinion-jonas-weber opposes option-a', 'opinion-lena-fischer supports option-c', 'opinion-lena-fischer opposes option-b', 'opinion-tobias-wolf supports option-c']));
  });
  it.each([['Für', 'supports'], ['Pour', 'supports'], ['A favor', 'supports'], ['Gegen', 'opposes'], ['Contre', 'opposes'], ['En contra', 'opposes'], ['Enthaltung', 'mentions'], ['Fürsprache', null], ['contrat', null]])('the cell %j is %s', (cell, stance) => {
    expect(cellStance(cell)).toBe(stance);
  });
});

describe('row 3: a table of each voter\'s ticks is no rubric', () => {
  it('`| 投票人 | 方案一 | 方案二 | 方案三 |` over ✔ is no rubric, and its ticks still count', () => {
    const value = read('cases', '2029-06-16-11-00-m07-zh-logging.md');
    expect(value.document.minutes.rubric ?? null).toBeNull();
    expect(decided('cases', '2029-06-16-11-00-m07-zh-logging.md')?.chosen?.key).toBe('2');
  });
});
