// An outcome corrected by hand (issue 26 item 5): a meeting whose decision the reader could
// not recognise ("the team runs the jobs on the second proposal") gets a correction file
// beside it that states the outcome. The log is never edited; every command and the page
// read the corrected outcome, marked as corrected by hand, and a correction that names an
// option the meeting does not have, or corrects a transcript's outcome, is a located error.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/main.ts';
import type { CliIo } from '../../../src/cli/cliIo.ts';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../src/lib/formats/minutes/plugin.ts';
import { debateOutcome } from '../../../src/lib/render/debateOutcome.ts';
import { fixtureIn, textSource } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const fixture = fixtureIn('minutes/corrections');
const LOG = '2026-10-01-0900-queue-outcome-misread';
const log = fixture(`${LOG}.md`);
const sidecar = fixture(`${LOG}.corrections.json`);
const read = (corrections?: object) => processDebate(log, 'q' as DebateSlug, undefined,
  corrections === undefined ? sidecar : textSource('q.corrections.json', JSON.stringify(corrections, null, 2)));

describe('an outcome stated in the correction file', () => {
  it('is not recognised without it: the reader draws no decision', () => {
    const r = processDebate(log, 'q' as DebateSlug);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(debateOutcome(r.value.document, r.value.graph).line).toBe('Outcome not recognised (line 24)');
    expect(r.value.warnings.map((w) => w.code)).toContain('minutes-outcome');
  });

  it('decides the meeting, in the log\u2019s own words, marked corrected by hand on the page and in the graph', () => {
    const r = read();
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const outcome = debateOutcome(r.value.document, r.value.graph);
    expect(outcome).toMatchObject({
      kind: 'minutes',
      decision: { text: 'From next sprint the team runs the jobs on the second proposal; Mei\'s dead-letter path comes first.', chosen: { key: 'B' } },
      corrected: { file: sidecar.file, note: '"the second proposal" is option B; Ana confirmed the decision' },
    });
    // The chosen option is named with the title the meeting gave it (probe 51 row 17).
    expect(outcome.line).toMatch(/^Decided option B \(move the jobs to a stream\): From next sprint .* · corrected by hand$/);
    expect(r.value.graph.edges.filter((e) => e.source === 'decision')).toEqual([expect.objectContaining({ target: 'option-b', type: 'supports', reading: 'corrected' })]);
    expect(r.value.graph.corrections?.outcome).toEqual({ kind: 'decided', option: 'option-b', note: '"the second proposal" is option B; Ana confirmed the decision' });
    // The reader's own outcome warnings give way; the goal check now passes.
    expect(r.value.warnings.map((w) => w.code)).not.toContain('minutes-outcome');
    const { goalCheck } = r.value.document as MinutesDocument;
    expect(goalCheck.find((c) => c.id === 'decision-or-hold')).toMatchObject({ passed: true });
  });

  it('can escalate instead, and then the goal check fails saying so', () => {
    const r = read({ outcome: { kind: 'escalated', to: 'the CTO', why: 'budget' } });
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(debateOutcome(r.value.document, r.value.graph).line).toBe('Escalated to the CTO: budget · not decided · corrected by hand');
    expect(r.value.warnings.filter((w) => w.code === 'minutes-goal').map((w) => w.message)).toEqual([
      `no decision: escalated to the CTO (budget); a person decides (outcome corrected by hand in q.corrections.json)`,
    ]);
  });

  it('names an option the meeting has, or is a located error listing the options', () => {
    const r = read({ outcome: { kind: 'decided', option: 'option-c' } });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} ${d.path} ${d.message}`)).toEqual([
      'q.corrections.json:4 outcome.option the meeting has no option "option-c"; options: option-a, option-b',
    ]);
    expect(read({ outcome: { kind: 'maybe' } }).diagnostics.map((d) => d.file)).toContain('q.corrections.json');
  });

  it('is for meeting minutes only: a transcript\u2019s outcome is a located error', () => {
    const transcript = textSource('t.md', '🅰️ Agent A — Round 1\n\n## Position\nShip it.\n\n🅱️ Agent B — Round 1\n\n## Position\nWait.\n');
    const r = processDebate(transcript, 't' as DebateSlug, undefined, textSource('t.corrections.json', '{ "outcome": { "kind": "none" } }'));
    expect(r.ok).toBe(false);
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file} ${d.path}`)).toEqual(['t.corrections.json outcome']);
  });
});

describe('the corrected outcome on the command line', () => {
  const dir = tempFolder('outcome-correction-');
  for (const ext of ['.md', '.corrections.json']) cpSync(new URL(`../../fixtures/minutes/corrections/${LOG}${ext}`, import.meta.url), path.join(dir, `${LOG}${ext}`));
  const cli = async (args: string[]) => {
    let stdout = '', stderr = '';
    const io: CliIo = { cwd: dir, stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, readStdin: async () => new Uint8Array() };
    const code = await runCli(args, io);
    return { code, stdout, stderr };
  };

  it('validate reads it: no "not recognised" warning, the goal check passes', async () => {
    const { code, stdout } = await cli(['validate', '--reporter', 'json', `${LOG}.md`]);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { problems: Array<{ code: string }>; summary: { valid: number } };
    expect(report.summary.valid).toBe(1);
    expect(report.problems.map((p) => p.code)).not.toContain('minutes-outcome');
    expect(report.problems.filter((p) => p.code === 'minutes-goal')).toEqual([]);
  });

  it('export writes the decision\u2019s support of option B', async () => {
    const { code, stderr } = await cli(['export', `${LOG}.md`, '--format', 'graphml', '-o', 'out.graphml']);
    expect(code, stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'out.graphml'), 'utf8')).toMatch(/<edge [^>]*source="decision" target="option-b"/);
  });

  it('an unknown option fails validate with the sidecar\u2019s line', async () => {
    writeFileSync(path.join(dir, `${LOG}.corrections.json`), '{\n  "outcome": { "kind": "decided", "option": "Z" }\n}\n');
    const { code, stdout, stderr } = await cli(['validate', `${LOG}.md`]);
    expect(code).toBe(1);
    expect(stdout + stderr).toContain(`${LOG}.corrections.json:2`);
    expect(stdout + stderr).toContain('the meeting has no option "Z"; options: option-a, option-b');
  });
});
