// Probe 2026-12-61 (tests/fixtures/probe-2026-12-61/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (folder: string, name: string) => readFixtureLog(`probe-2026-12-61/${folder}`, name).value;

describe('row 1: "Decision: put on hold until …" is a hold', () => {
  it.each([['cases', '2030-03-11-14-00-m02-en-sso-hold.md'], ['controls', '2030-03-11-14-00-c0211-hold-we.md']])('%s/%s is on hold with its reason', (folder, name) => {
    const outcome = minutesOutcome(read(folder, name).document) as any;
    expect(outcome.decision).toBeUndefined();
    expect(outcome.hold?.reason).toMatch(/legal will not sign off/u);
  });
});

describe('row 3: a withdrawal or concession under a condition written without a comma changes nothing', () => {
  // A withdrawal marks the stance it withdraws: `stance_changed: "line 50 (withdrawn): …"`.
  const changedAt = (name: string, line: number) => read('controls', name).graph.edges.some((e: any) => String(e.attributes?.stance_changed ?? '').startsWith(`line ${line} `));
  it.each(['2030-03-25-16-00-c0402-ja-dattara.md', '2030-03-25-16-00-c0406-ja.md', '2030-03-25-16-00-c0401-ja-moshi.md'])('%s withdraws nothing at line 50', (name) => {
    expect(changedAt(name, 50)).toBe(false);
  });
  it('"譲歩: 月 800 ドルなら料金の論点は認める。" concedes nothing', () => {
    expect(read('controls', 'c04c2-ja-concede-cond.md').graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === 77)).toBe(false);
  });
});
