// Review 2026-12-06zh (tests/fixtures/review-2026-12-06zh/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06zh/cases', name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;

describe('rows 1–6: an aside after an option’s title decides nothing', () => {
  it.each(['2027-12-11-10-07-c02c.md', '2027-12-11-10-08-c02d.md', '2027-12-11-10-10-c02f.md', '2027-12-11-10-11-c03a.md', '2027-12-11-10-12-c03b.md', '2027-12-11-10-13-c03f.md'])('%s', (name) => {
    expect(chosen(name)).toBeUndefined();
  });
});

describe('rows 7–10: later lines after the decision', () => {
  it.each(['2027-12-11-10-25-c10.md', '2027-12-11-10-26-c11.md', '2027-12-11-10-29-c14a.md'])('%s: a reversal no later line takes back shows no single option', (name) => {
    expect(chosen(name)).toBeUndefined();
  });
});

describe('rows 11–14: ", ma anche se", ", ma pure così", ", mas também não" turn back', () => {
  const attacks = (name: string) => read(name).graph.edges.filter((e: any) => e.type === 'opposes' && e.provenance?.line === 42).length;
  it.each(['t20c.md', 't20d.md', 't20e.md', 't21c.md'])('%s draws the rebuttal as an attack', (name) => {
    expect(attacks(name)).toBe(1);
  });
  it.each(['t20b.md', 't21a.md'])('%s: "ma anche la …", "mas também a …" add to what is granted', (name) => {
    expect(attacks(name)).toBe(0);
  });
});

describe('medium: `- Cy / 2028-03-09 — write the runbook`', () => {
  it('keeps its owner and its date', () => {
    const item = read('2027-12-11-10-33-c16-fields.md').document.minutes.actionItems.find((a: any) => a.line === 35);
    expect(item).toMatchObject({ who: 'Cy', when: '2028-03-09', what: 'write the runbook' });
  });
});

describe('rows 15, 16: French ", mais surtout pas …" and "non seulement …, mais encore faut-il …" turn back', () => {
  const attacks = (name: string) => read(name).graph.edges.filter((e: any) => e.type === 'opposes' && e.provenance?.line === 42).length;
  it.each(['t19d.md', 't19e.md'])('%s draws the rebuttal as an attack', (name) => {
    expect(attacks(name)).toBe(1);
  });
});

describe('row 10: a later line that opens "Decision reversed" unsettles the decision', () => {
  it('"- 2027-12-14: Decision reversed — the previously chosen B is dropped; we go with Option C instead." (c14b)', () => {
    expect(chosen('2027-12-11-10-30-c14b.md')).toBeUndefined();
  });
});
