// Decision rounds in French, Spanish, Portuguese, Italian and German (putOff.ts, decision.ts):
// a European label decides only an option its value names first, put-off words there hold or
// set the option aside, and a put-off word followed by a time, a reason or an agent ("reportée
// au prochain comité", "vertagt auf nächste Woche") still puts the option off.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';

/** The outcome of minutes with Options A Postgres / B DynamoDB / C Cassandra whose R7 holds `line`: `outcome:chosen`. */
function r7(line: string): string {
  const text = `---\nparticipants: [Ann, Bo]\n---\n# Quelle base\n\n## R0\n- Option A : Postgres\n- Option B : DynamoDB\n- Option C : Cassandra\n\n## R2\n- **Ann :** Je soutiens l'option B.\n\n## R7\n- ${line}\n`;
  const result = processDebate({ file: 'm.md', text }, 'x/y' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const document = result.value.document;
  if (!('minutes' in document) || document.minutes === undefined) throw new Error('not read as minutes');
  const minutes = document.minutes;
  return `${minutes.outcome}:${minutes.decision?.chosenOption ?? '-'}`;
}

describe('a European decision label', () => {
  it.each([
    ['Décision : option B.', 'decided:B'],
    ["Décision : l'option B est retenue.", 'decided:B'],
    ["Décision : option B, retenue à l'unanimité.", 'decided:B'],
    ['Entscheidung: Option A ab Februar.', 'decided:A'],
    ['Decisão: opção C.', 'decided:C'],
  ])('%s decides the option it names first', (line, outcome) => expect(r7(line)).toBe(outcome));

  it.each([
    'Decisão: ainda não há consenso; a moderadora recomenda B e o cliente decide.',
    "Décision : on retient l'option A.",
    'Decisión: seguimos discutiendo.',
  ])('%s, naming no option first, is not read as a decision', (line) => expect(r7(line)).toBe('not-recognised:-'));

  it.each([
    'Décision : reporté à la semaine prochaine.', "Décision : en attente de l'audit.", 'Décision : ajournée.',
    'Decisión: aplazar hasta enero.', 'Decisión: aplazada hasta la próxima semana.', 'Entscheidung: vertagt.', 'Decisão: adiada.',
  ])('%s is a hold', (line) => expect(r7(line)).toBe('hold:-'));

  it.each(['Décision : aucune décision, reportée au prochain comité.', 'Entscheidung: keine Entscheidung.', 'Decisión: sin decisión.'])(
    '%s is no decision', (line) => expect(r7(line)).toBe('none:-'));
});

describe('an option put off in another language, with a time, a reason or an agent after it', () => {
  it.each([
    'Décision : option C reportée à la semaine prochaine.',
    'Décision : option C, reportée au prochain comité.',
    "Décision : option C reportée jusqu'à l'audit.",
    'Décision : option B rejetée par le comité.',
    'Entscheidung: Option C vertagt auf nächste Woche.',
    'Decisión: opción C aplazada a la próxima semana.',
    'Decisione: opzione C rinviata alla prossima settimana.',
  ])('%s decides nothing', (line) => expect(r7(line)).not.toMatch(/^decided/));

  it('"Décision : option B à partir de lundi." still decides B', () => expect(r7('Décision : option B à partir de lundi.')).toBe('decided:B'));
});
