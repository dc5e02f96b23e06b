// Minutes as other runs of the harness write them (probe 37, cases written blind): a decision
// label over an option put off or set aside, in English and German, and a moderator's line
// among the opinions, with and without a roster that names the moderator.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMinutes, type Minutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { textSource } from '../../fixtureSource.ts';

const probeFile = (path: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-37/${path}`, import.meta.url)), 'utf8');

function parsed(name: string, text: string): Minutes {
  const result = parseMinutes(textSource(name, text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

describe('a decision label over an option put off or set aside', () => {
  const german = probeFile('cases/2026-11-25-09-00-m03-de-suche.md');
  const withDecision = (line: string) => parsed('m03.md', german.replace(/^Entscheidung: Option C wird vertagt.*$/mu, line));

  it('does not decide the option the label puts off (m03, "Option C wird vertagt, bis …")', () => {
    const minutes = parsed('m03.md', german);
    expect(minutes.decision).toBeNull();
    expect(minutes.outcome).toBe('not-recognised');
  });

  it.each([
    'Decision: Option C is postponed until the load test is done.',
    'Decision: Option C is rejected.',
    'Decision: Option C ist abgelehnt.',
    'Decision: Option C is on hold until March.',
  ])('%s decides nothing', (line) => {
    expect(withDecision(line).outcome).not.toBe('decided');
    expect(withDecision(line).decision).toBeNull();
  });

  it.each([
    ['Decision: Option C.', 'C'],
    ['Decision: we adopt Option B; Option C is postponed.', 'B'],
    ['Decision: Option B, rejected alternatives A and C.', 'B'],
    ['Decision: Option B (A and C rejected).', 'B'],
  ])('%s still decides %s', (line, option) => {
    expect(withDecision(line).decision?.chosenOption).toBe(option);
  });

  it('reads an R7 item that names its option alone beside another item that puts something else off', () => {
    const text = '# Rétention\n\n## R0\n- Option A : 30 jours\n- Option B : 90 jours\n\n## R2\n- **Claire :** Je soutiens l\'option B.\n\n## R7 Décisions\n1. Décision : option B, à appliquer au 1er janvier.\n2. Décision : la purge des sauvegardes est reportée au T2.\n';
    expect(parsed('fr.md', text).decision?.chosenOption).toBe('B');
  });
});

describe("a moderator's line among the opinions (m05)", () => {
  const opinionsOf = (text: string) => parsed('m05.md', text).opinions.map((o) => o.participant);

  it('is no one\'s opinion when it names no option, speaker labelled "Moderator"', () => {
    expect(opinionsOf(probeFile('cases/2026-11-27-11-00-m05-en-moderator-no-roster.md'))).not.toContain('Moderator');
  });

  it('is no one\'s opinion when the roster names the moderator (`moderator: Kim`)', () => {
    expect(opinionsOf(probeFile('diag/2026-11-27-11-00-d8-m05-with-roster.md'))).not.toContain('Kim');
  });

  it('stays the moderator\'s opinion when it names an option, as a line or a table row', () => {
    const line = '---\nparticipants: [moderator: Kim, Ann]\n---\n# Paging\n\n## R0\n- Option A: page\n- Option B: wait\n\n## R2 Opinions\n**Kim:** I lean to Option B.\n\n**Ann:** I support Option A.\n';
    expect(opinionsOf(line)).toEqual(['Kim', 'Ann']);
    const table = '---\nparticipants: [chair: Olu, Ann]\n---\n# Paging\n\n## R0\n- Option A: page\n- Option B: wait\n\n## R2 Opinions\n| Persona | Vote | Why |\n| --- | --- | --- |\n| Olu | A | chair\'s own view |\n| Ann | B | cheaper |\n';
    expect(opinionsOf(table)).toEqual(['Olu', 'Ann']);
  });
});

describe('German and Spanish labels the docs name (m03, m01)', () => {
  it('reads "Wer: … · Was: … · Wann: … · Fertig wenn: …" items whole', () => {
    const minutes = parsed('m03.md', probeFile('cases/2026-11-25-09-00-m03-de-suche.md'));
    expect(minutes.actionItems.map((a) => [a.who, a.what, a.when, a.done])).toEqual([
      ['Felix', 'Lastmessung Meilisearch mit 8 Mio. Dokumenten', '2026-12-10', 'Bericht im Wiki'],
      ['Jonas', 'Angebot für die Lizenzverlängerung einholen', '2026-12-05', 'Angebot liegt vor'],
    ]);
  });

  it('takes a "Summe" column for the stated total, not a fourth criterion', () => {
    const rubric = parsed('m03.md', probeFile('cases/2026-11-25-09-00-m03-de-suche.md')).rubric!;
    expect(rubric.criteria).toEqual(['Kosten', 'Aufwand', 'Qualität']);
    expect(rubric.options.map((o) => [o.key, o.total])).toEqual([['A', 9], ['B', 11], ['C', 11]]);
  });

  it('reads a "Criterio de cierre" column as the done criteria', () => {
    const minutes = parsed('m01.md', probeFile('cases/2026-11-23-10-00-m01-es-ci.md'));
    expect(minutes.actionItems.map((a) => a.done)).toEqual(['Presupuesto enviado a finanzas', 'Página en la wiki revisada por Lucía']);
  });
});

it('reads the reason an escalation gives after it on the same line (m05, "… Reason: the vote split …")', () => {
  const minutes = parsed('m05.md', probeFile('cases/2026-11-27-11-00-m05-en-moderator-no-roster.md'));
  expect(minutes.escalation).toMatchObject({ to: 'VP of Engineering', why: 'the vote split three ways and B needs a budget for the runbook work' });
});

describe('an R7 that names its option alone, in Portuguese and Spanish (m04)', () => {
  const portuguese = probeFile('cases/2026-11-26-16-00-m04-pt-filas.md');
  it('"Decisão: opção C." decides C', () => {
    expect(parsed('m04.md', portuguese).decision?.chosenOption).toBe('C');
  });
  it('a line that only recommends an option, in a language the reader has no cue words for, still decides nothing', () => {
    const minutes = parsed('m04.md', portuguese.replace('Decisão: opção C.', 'Decisão: ainda não há consenso; a moderadora recomenda B e o cliente decide.'));
    expect(minutes.decision).toBeNull();
  });
});

// Review 05g F1: the first cut took a put-off word anywhere in the option's clause.
it.each([
  ['Decision: Option B — rollout postponed until the March freeze ends.', 'B'],
  ['Decision: Option B drops IE11 support.', 'B'],
  ['Decision: Option B, as tabled by Ann.', 'B'],
])('%s still decides %s: the put-off word is not said of the option', (line, option) => {
  const german = probeFile('cases/2026-11-25-09-00-m03-de-suche.md');
  expect(parsed('m03.md', german.replace(/^Entscheidung: Option C wird vertagt.*$/mu, line)).decision?.chosenOption).toBe(option);
});

it('keeps the opinion of a listed participant whose initials are a moderator word (`participants: [MC, JT, RK]`, review 05g F3)', () => {
  const text = readFileSync(fileURLToPath(new URL('../../../fixtures/review-2026-12-05g/cases/2026-12-05-10-00-m01-initials-mc.md', import.meta.url)), 'utf8');
  expect(parsed('mc.md', text).opinions.map((o) => o.participant)).toContain('MC');
});
