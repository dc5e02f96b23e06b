// `debate-atlas validate --explain FILE`: the reading of one prose log, line by line, as a
// user sees it in the terminal; nothing from the file reaches the terminal raw.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCaptured } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const root = path.resolve(import.meta.dirname, '../../..');

const run = (argv: string[], cwd = root) => runCaptured(argv, { cwd });

describe('debate-atlas validate --explain', () => {
  it('prints each non-blank line with what it became, then the warnings', async () => {
    const { code, stdout, stderr } = await run(['validate', '--explain', 'tests/fixtures/minutes/2026-09-02-1700-en-escalated.md']);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('tests/fixtures/minutes/2026-09-02-1700-en-escalated.md (minutes): 40 non-blank lines: 15 with a node, 0 with a relation only, 25 read into fields, 0 not interpreted');
    const at = lines.indexOf('29 | - **Ravi:** C is enough for the first quarter, though it will be hard past 100 exceptions.');
    expect(lines.slice(at, at + 5)).toEqual([
      '29 | - **Ravi:** C is enough for the first quarter, though it will be hard past 100 exceptions.',
      '     node: claim opinion-ravi: C is enough for the first quarter, though it will be hard past 100 exceptions.',
      '     relation (stated): supports p-ravi → opinion-ravi',
      '     relation (read): supports opinion-ravi → option-c — "C is enough for the first quarter,"',
      '     field: opinion of Ravi',
    ]);
    expect(stdout).toContain('30 | - **Sofia:** I vote for B. Reviews keep the list honest.\n     node: claim opinion-sofia');
    expect(stdout).toContain('     relation (stated): supports opinion-sofia → option-b — "I vote for B."');
    expect(stdout).toContain('44 | Undecided after 12 sub-rounds: escalate-to-human, no silent patching.\n     node: synthesis decision: Host synthesis — not a conclusion\n     field: outcome: escalated to CTO\n');
    expect(stderr.trim().split('\n')).toEqual(['tests/fixtures/minutes/2026-09-02-1700-en-escalated.md:44: warning [minutes-goal] decision-or-hold: no decision: escalated to CTO (the sub-round cap was reached); a person decides']);
  });

  it('ends with the self-check and each check that failed, as plain validate does', async () => {
    const file = path.join(tempFolder('explain-'), 'silent.md');
    // Two participants who never speak: the self-check names them.
    writeFileSync(file, '---\ntype: meeting\nparticipants: [Mina, Ravi]\n---\n## R1 Problem\n- Option A: cron\n- Option B: queue\n## R7 Decision\nDecision: Option B.\n');
    const explained = await run(['validate', '--explain', file]);
    const plain = await run(['validate', file]);
    const checks = (out: string) => out.split('\n').filter((l) => l.startsWith('  warning [self-check]'));
    expect(checks(explained.stdout).length).toBeGreaterThan(0);
    expect(checks(explained.stdout)).toEqual(checks(plain.stdout));
    expect(explained.stdout).toMatch(/\nself-check \d\/\d\n/u);
  });

  it('says why a line was not interpreted', async () => {
    const { stdout, stderr } = await run(['validate', '--explain', 'tests/fixtures/minutes/corpus/m14-en-unknown-sections.md']);
    expect(stdout).toContain('23 | ## Appendix: raw notes\n     not interpreted: unknown section\n');
    expect(stdout).toContain(' 8 | A short note written before the meeting.\n     not interpreted: text under the title, outside any section\n');
    expect(stderr).toContain('warning [minutes-not-interpreted] 4 lines were not interpreted');
  });

  it('prints nothing from the file raw: bidi isolates and control characters are escaped', async () => {
    const dir = tempFolder('explain-');
    writeFileSync(path.join(dir, 'm.md'), '---\ntype: meeting\n---\n## R2 Opinions\n- **Ana:** I prefer B \u2067over\u2069 A.\n## Notes\nstray text\n');
    const shown = await run(['validate', '--explain', 'm.md'], dir);
    expect(shown.stdout).not.toMatch(/[\u2067\u2069]/u);
    expect(shown.stdout).toContain('5 | - **Ana:** I prefer B \\u2067over\\u2069 A.');
    expect(shown.stdout).toContain('not interpreted: unknown section');
    writeFileSync(path.join(dir, 'c.md'), '---\ntype: meeting\n---\n## Notes\nstray \u001b[31mred\n');
    const refused = await run(['validate', '--explain', 'c.md'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stdout + refused.stderr).not.toContain('\u001b');
    expect(refused.stdout).toBe('c.md: not read (1 error); nothing to explain\n');
  });

  it('explains that a JSON log has no per-line reading; refuses extra arguments', async () => {
    const json = await run(['validate', '--explain', 'tests/fixtures/logs/valid-minimal.json']);
    expect(json.code).toBe(0);
    expect(json.stdout).toMatch(/\(roundtable-kg\): a JSON format has no per-line reading/);
    expect((await run(['validate', '--explain', 'a.md', 'b.md'])).code).toBe(2);
    expect((await run(['validate', '--explain'])).code).toBe(2);
    expect((await run(['validate', '--explain', 'nope.md'])).code).toBe(1);
  });
});
