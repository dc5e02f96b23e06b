// Probe 2026-12-54 (tests/fixtures/probe-2026-12-54/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog, readLog } from '../../support/readLog.ts';

const read = (folder: string, name: string) => readFixtureLog(`probe-2026-12-54/${folder}`, name).value;
const chosen = (value: any) => minutesOutcome(value.document).decision?.chosen?.key;
const meeting = (r7: string) => readLog(`---\ndate: 2028-03-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n- A: Docusign\n- B: Signaturit\n- C: Buildkite\n\n## R2\n\n- Ana Lima: For B.\n- Ben Cho: For A.\n\n## R7 Decision\n\n${r7}\n`, '2028-03-01-10-00-t.md').value;

describe('rows 1–2: a decision under a condition, in Spanish, German or English, decides nothing', () => {
  it('the probe\'s cases and its English control are not decided', () => {
    for (const value of [read('cases', '2028-03-09-10-00-m06-es-bajo-condicion.md'), read('cases', '2028-03-10-13-00-m07-de-unter-vorbehalt.md'), read('controls', 'c2-m06-en-on-condition.md'), read('controls', 'c1-m07-docs-vorbehaltlich.md')]) {
      expect(chosen(value)).toBeUndefined();
      expect(value.graph.edges.filter((e: any) => e.source === 'decision' && e.type === 'supports')).toEqual([]);
    }
  });
  it.each([
    'Decisión: opción B, a condición de que legal apruebe.',
    'Decisión: opción B, con la condición de que legal apruebe.',
    'Entscheidung: Option B unter der Bedingung, dass der Vorstand zustimmt.',
    'Decisão: opção B, sob condição de aprovação jurídica.',
    'Decisione: opzione B, a condizione che il legale approvi.',
    'Decisione: opzione B con riserva.',
    'Decision: Option B, on the condition that legal approves.',
    'Decision: Option B, conditional on the budget.',
    'Decision: Option B, contingent upon legal sign-off.',
    'Decision: Option B, pending legal.',
    'Decision: Option B as long as legal approves.',
  ])('%s is no decision', (line) => {
    expect(chosen(meeting(line))).toBeUndefined();
  });
  it('still decides: a plain choice, and a condition in a later sentence', () => {
    expect(chosen(meeting('Decisión: opción B.'))).toBe('B');
    expect(chosen(meeting('Entscheidung: Option C ab April.'))).toBe('C');
    expect(chosen(meeting('Decision: Option B. Pending items go to the backlog.'))).toBe('B');
  });
});

describe('row 3: a roster phrase with a number names no one', () => {
  it('`Participants: same as day 1, plus Kofi Mensah (security).` adds Kofi Mensah only', () => {
    const personas = read('cases', '2028-03-04-09-00-m03-en-day2.md').graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label);
    expect(personas).toContain('Kofi Mensah');
    expect(personas.filter((p: string) => /same/i.test(p))).toEqual([]);
  });
  it('a name with a number in it is still a name', () => {
    const value = readLog('---\ndate: 2028-03-01\ntype: meeting\n---\n\n# T\n\n## R0\n\nParticipants: Agent 7, Ana Lima.\n\n## R1\n\n- A: x\n- B: y\n', '2028-03-01-10-00-t.md').value;
    expect(value.graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label)).toEqual(expect.arrayContaining(['Agent 7', 'Ana Lima']));
  });
});

describe('rows 8–9: JSON logs: nothing changed without a word', () => {
  const json = (name: string, folder = 'cases') => readFixtureLog(`probe-2026-12-54/${folder}`, name);
  it('"c1 alias_of c1" is warned at its target and not drawn', () => {
    const { value, diagnostics } = json('j03-alias-self.json');
    expect(diagnostics.filter((d: any) => d.code === 'self-relation').map((d: any) => [d.line, d.path])).toEqual([[18, 'relations[3].target']]);
    expect(value.graph.edges.filter((e: any) => e.source === e.target)).toEqual([]);
    expect(value.graph.edges.some((e: any) => e.type === 'alias_of' && e.source === 'c2' && e.target === 'c3')).toBe(true);
  });
  it('an open question whose id a claim has is warned where its id is written; a free id is kept, unwarned', () => {
    const taken = json('c4-j04-question-id-only.json', 'controls');
    expect(taken.diagnostics.filter((d: any) => d.code === 'duplicate-id').map((d: any) => [d.line, d.path, d.severity])).toEqual([[21, 'open_questions[0].id', 'warning']]);
    expect(taken.value.graph.nodes.filter((n: any) => n.type === 'question').map((n: any) => n.id)).not.toContain('c3');
    const free = json('c5-j04-question-id-free.json', 'controls');
    expect(free.diagnostics.filter((d: any) => d.code === 'duplicate-id')).toEqual([]);
  });
});

describe('row 7: an unanswered objection a later line states is shown with its own words', () => {
  it('Lena Park\'s R6 "Changed my mind again: against B." objects to B in those words, not her R2 opinion\'s', async () => {
    const { laterStanceWords } = await import('../../../src/lib/render/statusWords.ts');
    const value = read('cases', '2028-03-06-15-00-m04-en-mind-twice-lines.md');
    const opinionLine = value.graph.nodes.find((n: any) => n.id === 'opinion-lena-park').source?.line;
    expect(opinionLine).toBe(20);
    const against = value.graph.edges.find((e: any) => e.type === 'opposes' && e.source === 'opinion-lena-park' && e.target === 'option-b');
    expect(laterStanceWords(against, opinionLine, 120)).toBe('Changed my mind again: against B.');
    const first = value.graph.edges.find((e: any) => e.type === 'supports' && e.source === 'opinion-lena-park' && e.target === 'option-a');
    expect(laterStanceWords(first, opinionLine, 120)).toBeUndefined();
    expect(laterStanceWords({ text: 'deliveries ran fine before 10am' }, undefined, 120)).toBeUndefined();
  });
});

describe('row 5: a late joiner marked "(joined on day 2)", with a role in the roster, gives an opinion', () => {
  it('`- Kofi Mensah (joined on day 2): For: A.` is Kofi\'s opinion, for A (stated)', () => {
    const value = read('cases', '2028-03-04-09-00-m03-en-day2.md');
    expect(value.graph.edges.filter((e: any) => e.provenance?.line === 40).map((e: any) => `${e.source}>${e.target}:${e.reading}`)).toEqual(['p-kofi-mensah>opinion-kofi-mensah:stated', 'opinion-kofi-mensah>option-a:stated']);
  });
});
