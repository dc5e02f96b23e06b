// Probe 2026-12-68 (tests/fixtures/probe-2026-12-68/FINDINGS.md): 13 new logs of other runs, the rows it found.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-68/cases', name).value;
type Edge = { source: string; target: string; type: string };

describe('probe 68', () => {
  it('row 27: a red-team story naming two options ("方案A 與 方案C 都依賴同一個機房") threatens neither, as in English', () => {
    for (const name of ['2031-03-16-09-30-m03-zhtw-cache.md', '2031-03-30-11-00-m05-en-sso.md']) {
      const risks = read(name).graph.edges.filter((e: Edge) => e.source === 'risk-1' && e.target.startsWith('option-'));
      expect(risks, name).toEqual([]);
    }
  });
});
