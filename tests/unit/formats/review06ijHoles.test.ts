// Holes reviews 06i and 06j left, on their own inputs: a roster line of prose
// (`Attendees: see the list in last week's minutes.`) named a persona of the sentence; a
// verdict template quoted before the turns (`**Converged on:** …`) was the verdict, both
// sides converged on "…", and the real verdict was "a second verdict"; a turn after the verdict (`== Round 3`) joined its converged text.
import { describe, expect, it } from 'vitest';
import { personaLabels, readFixtureLog, readLog } from '../../support/readLog.ts';


describe('a roster line of prose names no one (review 06i F5)', () => {
  for (const [name, sentence] of [
    ['2027-06-01-10-00-m2a-es-roster-word-prose-r0.md', 'ver la lista del acta anterior'],
    ['2027-06-01-10-00-m2b-en-roster-word-prose-r0.md', "see the list in last week's minutes"],
  ] as const) {
    it(`${name}: no persona "${sentence}", the line kept as the opening's text`, () => {
      const { value } = readFixtureLog('review-2026-12-06i/inputs', name);
      expect(personaLabels(value)).not.toContain(sentence);
      expect(value.document.minutes.lineAccount.missed).toEqual([]);
    });
  }

  const noFrontmatterRoster = (roster: string) => readLog(`# Cola\n\n## R0 Apertura\n${roster}\n\n## R1 Problema\n- Opción A: Kafka\n- Opción B: RabbitMQ\n\n## R2 Opiniones independientes\n- Mina: A favor de B.\n\n## R7 Decisión\nDecisión: Opción B.\n`, '2027-06-01-10-00-cola.md');

  it('`Participantes: ver la lista del acta anterior.` names no one; `Participantes: Mina, Ravi, Joon.` names three', () => {
    expect(personaLabels(noFrontmatterRoster('Participantes: ver la lista del acta anterior.').value)).not.toContain('ver la lista del acta anterior');
    expect(personaLabels(noFrontmatterRoster('Participantes: Mina, Ravi, Joon.').value)).toEqual(expect.arrayContaining(['Mina', 'Ravi', 'Joon']));
  });
});

describe('short roster prose names no one (review 06m H3)', () => {
  const personasOf = (roster: string) => personaLabels(readLog(`# Queue\n\n## R0 Opening\n${roster}\n\n## R1 Problem\n- Option A: Kafka\n- Option B: RabbitMQ\n\n## R2 Independent opinions\n- Mina: For B.\n\n## R7 Decision\nDecision: Option B.\n`, '2027-06-01-10-00-queue.md').value);

  for (const roster of ['Attendees: same as last week.', "Attendees: see last week's minutes.", 'Attendees: see above.', 'Attendees: everyone', 'Attendees: the usual crew']) {
    it(`\`${roster}\`: only the speaker is a persona`, () => expect(personasOf(roster)).toEqual(['Mina']));
  }

  it('names in lower case, one or two words each, stay names', () => {
    expect(personasOf('Attendees: mina, ravi, joon')).toEqual(['mina', 'ravi', 'joon']);
    expect(personasOf('Attendees: bell hooks, Mina')).toEqual(['bell hooks', 'Mina']);
  });
});

describe('a verdict template before the turns is no verdict (review 06j F4)', () => {
  const template = () => readFixtureLog('review-2026-12-06j/inputs', 't4-en-verdict-template-in-preamble-restart.md');

  it('nothing converged on "…"; the template listed as not the verdict', () => {
    const { value } = template();
    expect(value.graph.edges.some((e: any) => e.provenance?.line === 9)).toBe(false);
    expect(value.graph.nodes.some((n: any) => n.label === '…')).toBe(false);
    expect(value.document.transcript.notInterpreted).toEqual(expect.arrayContaining([8, 9].map((line) => expect.objectContaining({ line, reason: 'a verdict template before the first turn: not the verdict' }))));
  });

  it('the real verdict on line 47 is read, and the restart on line 25 stands', () => {
    const { value, diagnostics } = template();
    expect(value.document.transcript.verdict).toMatchObject({ line: 47, convergedOn: 'Go renderer for new formats.' });
    expect(diagnostics).toContainEqual(expect.objectContaining({ code: 'transcript-restart', line: 25 }));
    expect(diagnostics.some((d: any) => d.message.includes('a second verdict header'))).toBe(false);
  });

  it('a verdict first, with its fields filled, stays the verdict', () => {
    const first = readLog('# Renderer\n\n## ⚖️ Verdict\n**Converged on:** Go renderer.\n\n## 🅰️ Agent A — Round 1\n**Position:** Go.\n\n## 🅱️ Agent B — Round 1\n**Position:** C.\n', 't-verdict-first.md');
    expect(first.value.document.transcript.verdict).toMatchObject({ line: 3, convergedOn: 'Go renderer.' });
  });
});

describe('a section after the verdict is no part of its fields (review 06j F5)', () => {
  it('`== Round 3` and the turn under it stay out of the converged claim, reported as not interpreted', () => {
    const { value } = readFixtureLog('review-2026-12-06j/inputs', 't6-en-round-only-after-verdict.md');
    expect(value.graph.nodes.find((n: any) => n.id === 'converged')?.label).toBe('Fuzz now, rewrite later.');
    expect(value.document.transcript.notInterpreted.map((l: any) => l.line)).toEqual(expect.arrayContaining([25, 26, 27]));
  });
});

