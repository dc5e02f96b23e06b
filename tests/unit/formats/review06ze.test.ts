// Review 2026-12-06ze (tests/fixtures/review-2026-12-06ze/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog, readLog } from '../../support/readLog.ts';

const changed = (name: string) =>
  readFixtureLog('review-2026-12-06ze/cases', name).value.graph.edges.filter((e: any) => e.attributes?.stance_changed).map((e: any) => `${e.source}→${e.target}`);

describe('rows 1–6: a European withdrawal weighed by its own language’s words', () => {
  it.each([
    ['2027-12-08-10-01-m01-es-se-head.md', 'opinion-pedro-ruiz→option-b'], // `Como se vio …`: Spanish `se` is a pronoun
    ['2027-12-08-10-02-m02-es-porque-se.md', 'opinion-pedro-ruiz→option-b'], // `… porque se resolvió`: a reason
    ['2027-12-08-10-03-m03-it-si-impersonale.md', 'opinion-marco-bianchi→option-b'], // Italian `si` is a pronoun
  ])('%s withdraws the stance', (name, edge) => {
    expect(changed(name)).toEqual([edge]);
  });
  it.each([
    '2027-12-08-10-04-m04-it-non-per-questo.md', // `Non per questo ritiro …`
    '2027-12-08-10-05-m05-es-tampoco.md', // `Tampoco retiro …`, `No por ello retiro …`
    '2027-12-08-10-06-m06-pt-nem-por-isso.md', // `Nem por isso retiro …`
  ])('%s withdraws nothing (a negation right before the verb)', (name) => {
    expect(changed(name)).toEqual([]);
  });

  const meeting = (reply: string) =>
    readLog(`---\ndate: 2028-03-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n- A: one\n- B: two\n\n## R2\n\n- Ana Lima: Against B.\n- Ben Cho: For B.\n\n## R4\n\n- Ana Lima: ${reply}\n`, '2028-03-01-10-00-t.md').value.graph.edges.filter((e: any) => e.attributes?.stance_changed).length;
  it.each([
    'Si legal lo aprueba, retiro mi objeción a la opción B.',
    'Retiro mi objeción a la opción B, pero solo si legal lo aprueba.',
    'Se o piloto correr bem, retiro a minha objeção à opção B.',
    'Acho que, se o piloto correr bem, retiro a minha objeção à opção B.',
    'Je retire mon opposition à B si le budget est validé.',
    'Ritiro la mia obiezione alla B se il budget viene approvato.',
    'Ritiro la mia obiezione alla B, ma solo quando il budget sarà approvato.',
    'No retiro mi objeción a la opción B.',
    'Não retiro a minha objeção à opção B.',
    'Je ne retire pas mon opposition à B.',
  ])('`%s` changes nothing (a condition or a negation)', (reply) => {
    expect(meeting(reply)).toBe(0);
  });
  it.each([
    'Como se vio en la demo, retiro mi objeción a la opción B.',
    'Como se viu na demo, retiro a minha objeção à opção B.',
    'Visto che se ne è parlato, ritiro la mia obiezione alla B.',
    'Je retire mon opposition à B, même si je reste sceptique.',
    'Ritiro la mia obiezione alla B, anche se resto scettica.',
    'Retiro mi objeción a la opción B ya que se resolvió.',
  ])('`%s` withdraws (a pronoun, a reason, "even if")', (reply) => {
    expect(meeting(reply)).toBe(1);
  });
});

// Review 2026-12-06zf rows 2 and 10, and the missed withdrawals of its medium rows.
describe('review 06zf: "only if", "unless", "although", "since", "maybe"', () => {
  const meeting = (reply: string) =>
    readLog(`---\ndate: 2028-03-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n- A: one\n- B: two\n\n## R2\n\n- Ana Lima: Against B.\n- Ben Cho: For B.\n\n## R4\n\n- Ana Lima: ${reply}\n`, '2028-03-01-10-00-t.md').value.graph.edges.filter((e: any) => e.attributes?.stance_changed).length;
  it.each([
    'Retiro a minha objeção à opção B apenas se o piloto falhar.',
    'Retiro a minha objeção à opção B somente se o piloto falhar.',
    'Retiro mi objeción a la opción B, a menos que el coste suba.',
    "Je retire mon opposition à l'option B à moins que le coût ne dépasse 10 k€.",
    'Ritiro la mia obiezione alla B, a meno che i costi non salgano.',
    'Retiro a minha objeção à opção B, a não ser que o custo suba.',
  ])('`%s` changes nothing', (reply) => {
    expect(meeting(reply)).toBe(0);
  });
  it.each([
    'Si bien tengo dudas, retiro mi objeción a la opción B.',
    'Já que se resolveu o custo, retiro a minha objeção à opção B.',
    'Retiro a minha objeção à opção B, se calhar cedo demais.',
  ])('`%s` withdraws', (reply) => {
    expect(meeting(reply)).toBe(1);
  });
});

describe('rows 12, 13: a later section that tells of the past; a reversal taken back', () => {
  const outcome = (name: string) => minutesOutcome(readFixtureLog('review-2026-12-06ze/cases', name).value.document);
  it('`## Appendix: background` telling of a March decision that today’s supersedes leaves B decided', () => {
    expect(outcome('2027-12-08-10-23-m23-appendix-history.md').decision?.chosen?.key).toBe('B');
  });
  it('an addendum’s reversal to C, then "we go back to Option A", still shows no single option (review 06zh rows 7, 8: "go back to" is also said of proposals turned down)', () => {
    expect(outcome('2027-12-08-10-19-m19-addendum-reverted.md').decision?.chosen).toBeUndefined();
  });
  it('a reversal that is not taken back still unsettles it', () => {
    const value = readLog('---\ndate: 2028-03-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n- A: one\n- C: three\n\n## R2\n\n- Ana Lima: For A.\n- Ben Cho: For C.\n\n## R7 Decision\n\nDecision: Option A.\n\n## Addendum\n\n- Decision reversed — we go with Option C instead.\n', '2028-03-01-10-00-t.md').value;
    expect(minutesOutcome(value.document).decision?.chosen).toBeUndefined();
  });
});

describe('rows 8–11: what follows a concession’s "but" in French, Italian and Portuguese', () => {
  const concessions = (name: string) =>
    readFixtureLog('review-2026-12-06ze/cases', name).value.graph.edges.filter((e: any) => e.type === 'concedes').map((e: any) => e.provenance?.quote ?? e.target);
  const attacks = (name: string) => readFixtureLog('review-2026-12-06ze/cases', name).value.graph.edges.filter((e: any) => e.type === 'opposes' && e.provenance?.line === 40).length;
  it.each(['2027-12-08-11-t01-fr-mais-meme-ainsi.md', '2027-12-08-11-t02-fr-mais-encore.md'])('%s: `, mais même ainsi` / `, mais encore faut-il` turn back', (name) => {
    expect(attacks(name)).toBe(1);
  });
  it.each(['2027-12-08-11-t04-it-ma-anche.md', '2027-12-08-11-t05-it-non-solo.md', '2027-12-08-11-t06-pt-nao-so.md', '2027-12-08-11-t03-fr-mais-aussi.md'])('%s: `, ma anche` / `, mas também` / `, mais aussi` add to what is granted', (name) => {
    expect(attacks(name)).toBe(0);
    expect(concessions(name)).toHaveLength(1);
  });
});

describe('rows 14–16: a roster table’s attendance column', () => {
  const personas = (name: string) => readFixtureLog('review-2026-12-06ze/cases', name).value.graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label);
  it.each([
    ['2027-12-08-10-14-m14-table-attended-q.md', 'Eva Novak'], // `| Attended? |` … `no`
    ['2027-12-08-10-15-m15-table-attendance-apologies.md', 'Eva Novak'], // `| Attendance |` … `apologies`
    ['2027-12-08-10-13-m13-table-present-values.md', 'Sam Ortiz'], // `*no*`
  ])('%s leaves out %s', (name, absent) => {
    expect(personas(name)).not.toContain(absent);
    expect(personas(name)).toContain('Hana Ito');
  });
});

describe('row 7: "je retire mon opposition à B quand même" withdraws', () => {
  it('the letter after the stance noun and its preposition names option B, whatever follows it', () => {
    expect(changed('2027-12-08-10-07-m07-fr-quand-meme.md')).toEqual(['opinion-claire-martin→option-b']);
  });
});

describe('row 17: a label lists two options joined by e, et, y or und', () => {
  it('"- Sara Galli: Per: A e B. Contro: C." states support for A and B', () => {
    const edges = readFixtureLog('review-2026-12-06ze/cases', '2027-12-08-10-09-m09-it-label-near-miss.md').value.graph.edges.filter((e: any) => e.provenance?.line === 21);
    expect(edges.filter((e: any) => e.source === 'opinion-sara-galli').map((e: any) => `${e.type}:${e.target}:${e.reading}`).sort()).toEqual(['opposes:option-c:stated', 'supports:option-a:stated', 'supports:option-b:stated']);
  });
});
