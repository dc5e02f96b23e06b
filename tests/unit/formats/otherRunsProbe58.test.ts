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

describe('rows 4–6: phrases that look like concessions and are not', () => {
  const concededAt = (name: string, line: number) => readFixtureLog('probe-2026-12-58/cases', name).value.graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line);
  it('"Granted, but that\'s beside the point: …" grants nothing (row 4)', () => expect(concededAt('t02-en-r-key-roles.md', 37)).toBe(false));
  it('"I\'ll grant you nothing on the codemod: …" grants nothing (row 5)', () => expect(concededAt('t02-en-r-key-roles.md', 58)).toBe(false));
  it('"料金の点は認めるわけにはいかない" concedes nothing (row 6)', () => expect(concededAt('t04-ja-model-roles.md', 44)).toBe(false));
});
