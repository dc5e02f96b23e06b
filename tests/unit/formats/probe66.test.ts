// Probe 2026-12-66 (tests/fixtures/probe-2026-12-66/FINDINGS.md): 14 new logs of other runs, the rows it found.
import { describe, expect, it } from 'vitest';
import { optionDefinition } from '../../../src/lib/formats/minutes/options.ts';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog, relationOn, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-66/cases', name).value;

describe('probe 66', () => {
  it('row 20: a reversal in an addendum after the decision, its paragraph going on about another option, unsettles it', () => {
    const outcome = minutesOutcome(read('2030-09-23-11-00-m04-de-queue.md').document);
    expect(outcome.decision?.chosen?.key).toBeUndefined();
  });
  it('row 26: "I now support Tecton instead of Feast." withdraws the earlier support of Feast', () => {
    const value = read('2030-09-30-16-00-m05-en-feature-store.md');
    expect(withdrawsAt(value, 53)).toBe(true);
    expect(relationOn(value, 53, 'option-2')).toBe('supports:stated');
  });
  it('row 3: "即便有境内节点，我仍然反对方案二" restates the objection: a concession opening the sentence ends at its comma', () => {
    expect(relationOn(read('2030-09-02-10-00-m01-zh-ci-cache.md'), 44, 'option-2')).toBe('opposes:read');
  });
  it('row 31: an option keyed "Opción A" is labelled as the meeting writes it, not "Option A"', () => {
    const labels = read('2030-10-07-10-00-m06-es-backups.md').graph.nodes.filter((n: { id: string }) => n.id.startsWith('option-')).map((n: { label: string }) => n.label);
    expect(labels).toEqual(['Opción A: cinta en la oficina', 'Opción B: S3 Glacier', 'Opción C: un segundo centro de datos']);
    expect(optionDefinition('- Variante B: Kafka')?.written).toBe('Variante B');
    expect(optionDefinition('- Opção B — Glacier')?.written).toBe('Opção B');
    expect(optionDefinition('- Option B: Glacier')?.written).toBeUndefined();
    expect(optionDefinition('- Optional B: Glacier')).toBeNull();
  });
});
