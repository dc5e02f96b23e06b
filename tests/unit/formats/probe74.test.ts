// Probe 2026-12-74 (tests/fixtures/probe-2026-12-74/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { runCaptured } from '../../support/cli.ts';

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
});
