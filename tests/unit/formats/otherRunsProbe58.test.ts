// Probe 2026-12-58 (tests/fixtures/probe-2026-12-58/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

describe('rows 1–3: a side named by its model, with a role, in German, Spanish, or with a dot in the name', () => {
  it.each([
    ['t05-de-model-roles.md', 'Mistral'],
    ['t10-es-model-roles.md', 'Claude'],
    ['t07-en-cap-unchanged.md', 'GPT-4.1'],
  ])('%s is read as a transcript whose sides include %s', (name, side) => {
    const result = readFixtureLog('probe-2026-12-58/cases', name);
    expect(result.ok).toBe(true);
    expect(result.value.graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label)).toContain(side);
  });
});
