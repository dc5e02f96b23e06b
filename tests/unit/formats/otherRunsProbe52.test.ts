// Probe 2026-12-52 (tests/fixtures/probe-2026-12-52/FINDINGS.md): the minutes rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { minutesOutcomeView } from '../../../src/lib/formats/minutes/outcomeView.ts';
import { fixtureText, readFixtureLog, readLog } from '../../support/readLog.ts';
import { explainLines } from '../../../src/lib/parse/lineExplanation.ts';
import { lineReportOf } from '../../../src/lib/archive/lineReport.ts';
import { convergence } from '../../../src/lib/analysis/convergence.ts';
import { buildMinutesView } from '../../../src/lib/render/minutesView.ts';

const read = (folder: string, name: string) => readFixtureLog(`probe-2026-12-52/${folder}`, name);
const retro = () => read('cases', '2027-11-12-15-00-m04-en-retro-board.md');
const stances = (value: any, name: string) => value.document.minutes.opinions.find((o: any) => o.participant === name)?.stances.map((s: any) => `${s.kind}:${s.option}@${s.line}`);
const explainedCase = (name: string, line: number) => {
  const value = read('cases', name).value;
  return explainLines(fixtureText(`probe-2026-12-52/cases/${name}`), lineReportOf(value.document)!, value.graph).find((l) => l.line === line)?.entries.map((e) => e.what);
};
const outcomeWarnings = (log: any) => log.diagnostics.filter((d: any) => d.code === 'minutes-outcome').map((d: any) => d.line);

describe('row 1: a decision reversed in the meeting is not shown as decided for its first option', () => {
  it('the outcome says no single option is decided, and why, at the reversal’s line', () => {
    const outcome = minutesOutcome(retro().value.document);
    expect(outcome.decision?.chosen).toBeUndefined();
    expect(outcome.line).toBe('Decided, no single option: adopt Option A. · decided again or for two options (line 40)');
    const block = minutesOutcomeView(outcome).blocks?.[0];
    expect(block?.headline).toMatchObject({ strong: 'Decided', muted: '— no single option is shown as decided' });
    expect(block?.fields).toEqual([{ label: 'Not settled', markdown: 'Line 40 chooses option C, the decision on line 39 option A; no option is shown as decided.' }]);
  });
});

describe('rows 2, 3, 6: a show of hands, a late joiner’s handle, handles for full names', () => {
  it('`For A: 3 (Ana, Ben, Cy)` and `For C: 1 (Dana)` state each voter’s vote, by first name', () => {
    const value = retro().value;
    expect(stances(value, 'Cy Park')).toEqual(['supports:B@20', 'supports:A@34']);
    expect(stances(value, 'Dana Fox')).toEqual(['supports:C@28', 'supports:C@36']);
  });
  it('`Votes: A 3 (Ana, Ben, Cy); C 1 (Dana)` on one line does too', () => {
    expect(stances(read('controls', 'c3-m04-votes-line.md').value, 'Dana Fox')).toContain('supports:C@34');
  });
  it('`@ana:` is Ana Souza, and `@dana (joined late):` gives Dana Fox her opinion', () => {
    const value = retro().value;
    expect(value.document.minutes.participants.map((p: any) => p.name)).not.toContain('ana');
    expect(stances(value, 'Ana Souza')).toEqual(['supports:A@18', 'supports:A@34']);
  });
  it('`Against B: 2 (Ana, Ben)` opposes; a tally naming no participant states nothing', () => {
    const value = readLog('---\ndate: 2028-02-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n- A: one\n- B: two\n\n## R2\n\n- Ana: For A.\n- Ben: For A.\n\n## R6\n\nAgainst B: 2 (Ana, Ben)\nFor A: 1 (Zed)\n', '2028-02-01-10-00-t.md').value;
    expect(stances(value, 'Ana Lima')).toEqual(['supports:A@16', 'opposes:B@21']);
    expect(value.document.minutes.participants.map((p: any) => p.name)).toEqual(['Ana Lima', 'Ben Cho']);
  });
});

describe('rows 4, 5: a decision for two options, one for each part', () => {
  it('`adopt Option A for web and Option C for mobile` and `A for web, C for mobile` choose none, with a warning', () => {
    const joined = read('controls', 'c4-m03-decision-and.md');
    const split = read('cases', '2027-11-09-16-00-m03-en-flag-service.md');
    for (const log of [joined, split]) {
      expect(minutesOutcome(log.value.document).decision?.chosen).toBeUndefined();
      expect(outcomeWarnings(log)).toEqual([41]);
    }
  });
  it('one option for one part is still that option (`Option B for web; mobile later`)', () => {
    const value = readLog('---\ndate: 2028-02-01\ntype: meeting\n---\n\n# T\n\n## R1\n\n- A: one\n- B: two\n\n## R7\n\nDecision: adopt Option B for web; mobile stays as it is.\n', '2028-02-01-10-00-t.md').value;
    expect(minutesOutcome(value.document).decision?.chosen?.key).toBe('B');
  });
});

describe('row 8: the Italian verdict’s "what tipped the call"', () => {
  it('`**Cosa ha fatto pendere la bilancia:**` is read, no line left uninterpreted', () => {
    const log = read('cases', 't02-it-cache-stop-turno2.md');
    expect(log.diagnostics.filter((d: any) => d.code === 'transcript-not-interpreted')).toEqual([]);
    expect(JSON.stringify(log.value.document.transcript.verdict)).toContain('la sostituzione dei nodi senza preavviso');
  });
});

describe('row 14: a live disagreement written as a list', () => {
  it('is its items, without their markers, for the page to list', () => {
    const verdict = read('cases', 't03-de-datenbank-dissens.md').value.document.transcript.verdict;
    expect(convergence([], { live: verdict.liveDisagreement }).live).toEqual([
      'A: Die Migration ist bis Ende Q2 2028 abgeschlossen.',
      'B: Der Parallelbetrieb der Abrechnung dauert mindestens sechs Monate.',
      'Die Schulungskosten wurden von keiner Seite beziffert.',
    ]);
    expect(convergence([], { live: 'Cost: A says yes - B says no' }).live).toEqual(['Cost: A says yes - B says no']);
  });
});

describe('row 7: an item of the live-disagreement list that names no side', () => {
  it('is a claim related to the verdict, held by no one; an item under a label of its own is not', () => {
    const graph = read('cases', 't03-de-datenbank-dissens.md').value.graph;
    expect(graph.nodes.find((n: any) => n.id === 'live-disagreement-open-1')?.label).toBe('Die Schulungskosten wurden von keiner Seite beziffert.');
    expect(graph.edges.filter((e: any) => e.source === 'live-disagreement-open-1' || e.target === 'live-disagreement-open-1').map((e: any) => `${e.type}:${e.target}`)).toEqual(['related:verdict']);
    const t60 = readFixtureLog('prose-corpus/transcripts', 't60-ko-difflog-escalated.md').value.graph;
    expect(t60.nodes.some((n: any) => String(n.id).startsWith('live-disagreement-open'))).toBe(false);
  });
});

describe('row 9: a withdrawal in French, Spanish or Portuguese', () => {
  it('`je retire mon opposition à B`, `Retiro mi objeción a la opción B`, `Retiro o meu apoio à opção B` withdraw; `Je ne retire pas …` does not', () => {
    const text = '---\ndate: 2028-02-01\ntype: meeting\nparticipants: [Marc Lefèvre, Léa Roy, Ana Gil, Rui Sá]\n---\n\n# T\n\n## R1\n\n- A: un\n- B: deux\n\n## R2\n\n- Marc Lefèvre : Contre : B.\n- Léa Roy : Pour : A.\n- Ana Gil : En contra: B.\n- Rui Sá : A favor: B.\n\n## R4\n\n- Marc Lefèvre : Après la démo, je retire mon opposition à B.\n- Léa Roy : Je ne retire pas mon soutien à A.\n- Ana Gil : Retiro mi objeción a la opción B.\n- Rui Sá : Retiro o meu apoio à opção B.\n';
    const value = readLog(text, '2028-02-01-10-00-t.md').value;
    const changed = value.document.minutes.opinions.map((o: any) => [o.participant, o.stances.map((s: any) => s.changed?.line ?? null)]);
    expect(changed).toEqual([['Marc Lefèvre', [23]], ['Léa Roy', [null]], ['Ana Gil', [25]], ['Rui Sá', [26]]]);
    expect(explainedCase('2027-11-05-14-30-m02-fr-outil-de-revue.md', 31)?.join(' ')).toMatch(/^withdraws Marc Lefèvre's stance on option B/);
  });
});

describe('review 06zc: what the name, tally and split rules read too far', () => {
  const review = (name: string) => readFixtureLog('review-2026-12-06zc/cases', name).value;
  it('rows 1, 4, 8: `note:`, `update:`, `legal:`, `TODO:`, `scribe:` are no one’s, whoever has that word in a name', () => {
    expect(stances(review('2027-12-06-10-01-c01-note-lower.md'), 'Lena Note')?.every((s: string) => !s.endsWith('@23'))).toBe(true);
    expect(stances(review('2027-12-06-10-04-c04-todo-lower.md'), 'Kenji Todo')).toEqual(['opposes:A@16']);
    expect(stances(review('2027-12-06-10-06-c06-role-word-speaker.md'), 'Oli Scribe')).toEqual(['supports:B@18']);
  });
  it('rows 2–3, 9: team names in a bracket, `against A 1 (Ben)` and a show of hands that is said to be none state no vote', () => {
    expect(stances(review('2027-12-06-10-03-c03-legal-lower.md'), 'Rafa Legal')).toEqual(['supports:A@16', 'supports:A@24', 'supports:A@29']);
    const text = '---\ndate: 2028-02-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n- A: one\n- B: two\n\n## R2\n\n- Ana: For B.\n- Ben: For B.\n\n## R6\n\nVotes: for A 1 (Ana); against A 1 (Ben)\nVotes: A 1 (Ana); veto A 1 (Ben)\nAgainst B: 2 (Ana, Ben) — not a vote, a straw poll.\n';
    const value = readLog(text, '2028-02-01-10-00-t.md').value;
    expect(stances(value, 'Ben Cho')).toEqual(['supports:B@17']);
    expect(stances(value, 'Ana Lima')).toEqual(['supports:B@16', 'supports:A@21', 'supports:A@22']);
  });
  it('rows 6–7: a later, conditional or rejected part is no second choice', () => {
    expect(minutesOutcome(review('2027-12-06-10-14-c14-b-for-now-comma.md').document).decision?.chosen?.key).toBe('B');
    expect(minutesOutcome(review('2027-12-06-10-18-c18-b-web-c-rejected.md').document).decision?.unsettled).toBeUndefined();
    expect(minutesOutcome(review('2027-12-06-10-17-c17-split-true.md').document).decision?.unsettled).toBeDefined();
  });
  it('row 10: `Mrs. Smith:` is Mrs Smith', () => {
    expect(stances(review('2027-12-06-10-24-c24-smith-chen.md'), 'Mrs Smith')).toEqual(['supports:B@17', 'supports:B@29']);
  });
});

describe('row 10: the meeting box lists the roster’s participants when the frontmatter lists none', () => {
  it('m02 (French) and m03 name theirs; a frontmatter list stays the one shown', () => {
    for (const name of ['2027-11-05-14-30-m02-fr-outil-de-revue.md', '2027-11-09-16-00-m03-en-flag-service.md']) {
      const minutes = read('cases', name).value.document.minutes;
      const row = buildMinutesView(minutes).facts.find((f) => f.key === 'participants');
      expect(row?.names?.length, name).toBe(minutes.participants.filter((p: any) => p.origin === 'roster').length);
    }
    const listed = retro().value.document.minutes;
    expect(buildMinutesView(listed).facts.find((f) => f.key === 'participants')?.text).toBe(listed.facts.participants.join(', '));
  });
});

describe('review 06zd: the European withdrawals, `mais aussi`, an absent row', () => {
  const zd = (folder: string, name: string) => readFixtureLog(`review-2026-12-06zd/${folder}`, name).value;
  const changedLines = (value: any) => value.document.minutes.opinions.flatMap((o: any) => o.stances.filter((s: any) => s.changed).map((s: any) => `${o.participant}:${s.option}@${s.changed.line}`));
  it('rows 1–3: a negated or conditioned withdrawal changes nothing; the plain one does', () => {
    for (const name of ['2027-12-07-12-v1-es-no-retiro.md', '2027-12-07-12-v2-es-si-before.md', '2027-12-07-12-v4-pt-se-after.md', '2027-12-07-12-v5-pt-ainda-nao.md']) expect(changedLines(zd('variants', name)), name).toEqual([]);
    for (const name of ['2027-12-07-10-12-m12-portuguese.md', '2027-12-07-10-14-m14-spanish.md', '2027-12-07-10-13-m13-french.md']) expect(changedLines(zd('cases', name)), name).toEqual([]);
    expect(changedLines(zd('variants', '2027-12-07-12-v3-es-control.md'))).toEqual(['Pedro Ruiz:B@24']);
  });
  it('row 4: `, mais aussi` adds to the concession, it does not turn back', () => {
    const graph = zd('cases', '2027-12-07-11-t05-french-mais.md').graph;
    expect(graph.nodes.find((n: any) => n.id === 'a-r2-concedes-1')?.label).toBe('Je concède que le coût initial, mais aussi la formation, pèsent lourd');
  });
  it('row 5: a roster table row marked not present is no participant', () => {
    expect(zd('cases', '2027-12-07-10-08-m08-roster-table.md').document.minutes.participants.map((p: any) => p.name)).not.toContain('Eva Novak');
  });
});

describe('review 06zd rows 8–9: an Italian roster and stance labels', () => {
  it('`Partecipanti: … (moderatrice) … Assenti: …`, `Per: B.`, `Contro: B.`, and the withdrawal they allow', () => {
    const value = readFixtureLog('review-2026-12-06zd/cases', '2027-12-07-10-11-m11-italian.md').value;
    const m = value.document.minutes;
    expect(m.participants.map((p: any) => [p.name, p.role ?? null])).toEqual([['Giulia Romano', 'moderatrice'], ['Marco Bianchi', null], ['Luca Verdi', null]]);
    expect(stances(value, 'Luca Verdi')).toEqual(['supports:B@20']);
    expect(m.opinions.find((o: any) => o.participant === 'Marco Bianchi').stances[0].changed?.line).toBe(24);
  });
});

describe('review 06zc row 5: a reversal in a section after the decision round', () => {
  it('`## Addendum` … `Decision reversed — we go with Option C instead` unsettles R7’s `Decision: Option A.`', () => {
    const log = readFixtureLog('review-2026-12-06zc/cases', '2027-12-06-10-20-c20-reversal-later-section.md');
    expect(minutesOutcome(log.value.document).decision?.unsettled?.line).toBe(35);
    expect(outcomeWarnings(log)).toEqual([35]);
  });
  it('a later section that only restates the decided option leaves it decided', () => {
    const value = readLog('---\ndate: 2028-02-01\ntype: meeting\n---\n\n# T\n\n## R1\n\n- A: one\n- B: two\n\n## R7 Decision\n\nDecision: Option A.\n\n## Addendum\n\nAs decided, we go with Option A; B stays parked.\n', '2028-02-01-10-00-t.md').value;
    expect(minutesOutcome(value.document).decision?.chosen?.key).toBe('A');
  });
});
