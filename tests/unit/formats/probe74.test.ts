// Probe 2026-12-74 (tests/fixtures/probe-2026-12-74/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { runCaptured } from '../../support/cli.ts';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const hostile = 'tests/fixtures/probe-2026-12-74/cases/k03-kg-en-hostile.json';
// Warnings and errors may go to different streams: compared in line order.
const codesAt = (output: string): string[] => [...output.matchAll(/:(\d+):\d+: (?:error|warning) \[([\w-]+)\]/gu)].sort((a, b) => Number(a[1]) - Number(b[1])).map((m) => `${m[1]}:${m[2]}`);
const expected = ['3:duplicate-key', '5:left-out-key', '10:same-name', '11:too-large', '17:duplicate-id', '18:control-character', '20:missing-reference', '24:missing-reference', '25:schema', '27:self-relation', '28:alias-unchecked', '29:reference-unchecked'];

describe('probe 74', () => {
  it.each([[['validate', hostile]], [['validate', '--explain', hostile]]])('row 174: %j lists every problem of a hostile kg log once, in order, the unchecked alias and the two Alices too', async (argv) => {
    const result = await runCaptured(argv);
    expect(result.code).toBe(1);
    expect(codesAt(`${result.stdout}\n${result.stderr}`)).toEqual(expected);
    expect(`${result.stdout}${result.stderr}`).toMatch(/\b8 errors\b/u);
  });
  it('rows 26, 37: "What I can\'t accept is Option 2: …" is Omar\'s objection to option 2, read', () => {
    expect(relationOn(readFixtureLog('probe-2026-12-74/cases', '2032-02-09-14-00-m02-en-ci-runners.md').value, 26, 'option-2')).toBe('opposes:read');
  });
  it('row 63: "…넘으므로 CTO에게 넘긴다" escalates to the CTO, not to the reason clause before it', () => {
    const minutes = readFixtureLog('probe-2026-12-74/cases', '2032-02-23-15-00-m04-ko-search.md').value.document.minutes;
    expect(minutes.escalation?.to).toBe('CTO');
  });
  it.each([['probe-2026-12-74/cases', '2032-02-09-14-00-m02-en-ci-runners.md', ['1', '2', '3']], ['prose-corpus/minutes', '2027-02-09-09-05-changelog-en-terse-unclear.md', ['1', '2', '3']]])('row 32: %s/%s: a rubric keyed by bare numbers under an "Option" column is read', (folder, name, keys) => {
    const rubric = readFixtureLog(folder, name).value.document.minutes.rubric;
    expect(rubric?.options.map((o: any) => o.key).sort()).toEqual(keys);
  });
});
