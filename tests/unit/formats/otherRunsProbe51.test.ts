// Probe 2026-12-51 (tests/fixtures/probe-2026-12-51/FINDINGS.md): the minutes rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { explainLines } from '../../../src/lib/parse/lineExplanation.ts';
import { lineReportOf } from '../../../src/lib/archive/lineReport.ts';
import { fixtureText, personaLabels, readFixtureLog, readLog, roleOf } from '../../support/readLog.ts';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';

const cases = (name: string) => readFixtureLog('probe-2026-12-51/cases', name).value;
const minutes = (body: string, participants: string) =>
  readLog(`---\ndate: 2028-02-01\ntype: meeting\nagent: roundtable\nparticipants: ${participants}\n---\n\n# T\n\n${body}`, '2028-02-01-10-00-t.md').value;
const stancesOf = (value: any, name: string) => value.document.minutes.opinions.find((o: any) => o.participant === name)?.stances.map((s: any) => `${s.kind}:${s.option}`);
const explained = (name: string, line: number) => {
  const value = cases(name);
  return explainLines(fixtureText(`probe-2026-12-51/cases/${name}`), lineReportOf(value.document)!, value.graph).find((l) => l.line === line)?.entries.map((e) => e.what);
};

describe('#1, #21: a title before a name is how it is written, not another person', () => {
  it('m01: `Ing. Marco Rossi` in the frontmatter is the R2 speaker `Marco Rossi`', () => {
    const value = cases('2028-01-10-10-00-m01-it-verbale-cache.md');
    expect(personaLabels(value)).toEqual(['Dott.ssa Giulia Ferri', 'Ing. Marco Rossi', 'Luca Bianchi', 'Sara Conti', 'red-team']);
    expect(stancesOf(value, 'Ing. Marco Rossi')).toContain('supports:B');
  });
  it('`Dr. Kim`, `Prof. Dr. Lang`, `Eng.ª Ana Souza` and `Herr Weber` speak as Kim, Lang, Ana Souza and Weber', () => {
    const value = minutes('## R1\n\n- A: one\n- B: two\n\n## R2\n\n- Dr. Kim: For A.\n- Prof. Dr. Lang: For B.\n- Eng.ª Ana Souza: For A.\n- Herr Weber: For B.\n', '[Kim, Lang, Ana Souza, Weber]');
    expect(personaLabels(value)).toEqual(['Kim', 'Lang', 'Ana Souza', 'Weber']);
    expect(['Kim', 'Lang', 'Ana Souza', 'Weber'].map((name) => stancesOf(value, name))).toEqual([['supports:A'], ['supports:B'], ['supports:A'], ['supports:B']]);
  });
  it('a capitalised word that is no title stays the name (`Drew Park`, `Mrs Robinson` is titled)', () => {
    const value = minutes('## R1\n\n- A: one\n- B: two\n\n## R2\n\n- Drew Park: For A.\n- Mrs Robinson: For B.\n', '[Drew Park, Robinson]');
    expect(personaLabels(value)).toEqual(['Drew Park', 'Robinson']);
  });
});

describe('#2: a reply signed with a first or last name only one participant has', () => {
  it('m05: `Ravi:` and `Mina:` in R4 withdraw Ravi Menon’s and Mina Cho’s stances', () => {
    expect(explained('2028-01-14-11-00-m05-en-twice-changed-deferred.md', 40)).toContain("withdraws Ravi Menon's stance on option A (line 29)");
    expect(explained('2028-01-14-11-00-m05-en-twice-changed-deferred.md', 42)).toEqual(["withdraws Mina Cho's stance on option C (line 30)"]);
  });
  it('`Lee:` is Kenji Lee; a first name two participants share finds neither', () => {
    const value = minutes('## R1\n\n- A: one\n- B: two\n\n## R2\n\n- Kenji Lee: For A.\n- Ana Lima: For B.\n- Ana Souza: For A.\n\n## R4\n\n- Lee: I now support option B instead.\n- Ana: I withdraw my support for A.\n', '[Kenji Lee, Ana Lima, Ana Souza]');
    expect(stancesOf(value, 'Kenji Lee')).toEqual(['supports:A', 'supports:B']);
    expect(personaLabels(value)).toEqual(['Kenji Lee', 'Ana Lima', 'Ana Souza']);
    expect(stancesOf(value, 'Ana Souza')).toEqual(['supports:A']);
  });
  it('a list names each person in full: `Ana` and `Ana Lima` in one frontmatter are two people', () => {
    expect(personaLabels(minutes('## R2\n\n- Ana: For A.\n', '[Ana Lima, Ana]'))).toEqual(['Ana Lima', 'Ana']);
  });
});

describe('#3: a table of keyed options in R1', () => {
  it('m06: `| A | LaunchDarkly (SaaS) |` defines option A with its title, once', () => {
    const value = cases('2028-01-15-13-00-m06-en-all-tables.md');
    expect(value.document.minutes.options.map((o: any) => [o.key, o.title])).toEqual([
      ['A', 'LaunchDarkly (SaaS)'], ['B', 'Unleash, self-hosted'], ['C', 'Hybrid: SaaS for web, config files for mobile'],
    ]);
  });
  it('a `#` column of numbers keys them too; a table of names stays named', () => {
    const keyed = minutes('## R1\n\n| # | Option |\n|---|---|\n| 1 | Kafka |\n| 2 | NATS |\n\n## R2\n\n- Ana: Option 2.\n', '[Ana]');
    expect(keyed.document.minutes.options.map((o: any) => [o.key, o.title])).toEqual([['1', 'Kafka'], ['2', 'NATS']]);
    const named = minutes('## R1\n\n| Option | Why |\n|---|---|\n| Kafka | replay |\n| NATS | simple |\n\n## R2\n\n- Ana: Kafka.\n', '[Ana]');
    expect(named.document.minutes.options.map((o: any) => o.title)).toEqual(['Kafka', 'NATS']);
  });
});

describe('#6, #11: Portuguese and Italian action labels and sections', () => {
  it('m03: `Concluído quando:` is the done criteria, not part of the date', () => {
    const items = cases('2028-01-12-09-30-m03-pt-ata-filas.md').document.minutes.actionItems;
    expect(items.map((i: any) => [i.when, i.done])).toEqual([['2028-02-01', 'contrato assinado'], ['2028-01-26', 'parecer enviado']]);
  });
  it('m01: `## Rischi`, `## Azioni` with `Chi/Cosa/Entro/Fatto quando`, `## Domande aperte`', () => {
    const m = cases('2028-01-10-10-00-m01-it-verbale-cache.md').document.minutes;
    expect(m.actionItems.map((i: any) => [i.who, i.missing])).toEqual([['Marco Rossi', []], ['Sara Conti', []]]);
    expect(m.unknowns).toHaveLength(1);
    expect(m.risks.length).toBeGreaterThan(0);
  });
});

describe('#9, #10: the roster under its own heading; the Italian moderator', () => {
  it('m04: `## Who was there` lists Priya Raman as chair, and a job title after a name is a role', () => {
    const value = cases('2028-01-13-16-00-m04-en-outcome-first.md');
    expect(personaLabels(value).slice(0, 4)).toEqual(['Priya Raman', 'Dr. Tomás Ortega', 'Dana Whitfield', 'Kenji Lee']);
    expect(roleOf(value, 'Priya Raman')).toBe('moderator');
    expect(explained('2028-01-13-16-00-m04-en-outcome-first.md', 14)).toEqual(['heading: participants']);
  });
  it('`Ana Lima, Product Manager; Ben Ortiz` is Ana with her title; names separated by a comma stay two people', () => {
    const titled = minutes('## R0\n\nAttendees: Ana Lima, Product Manager; Ben Ortiz (SRE).\n', '[]');
    expect(personaLabels(titled)).toEqual(['Ana Lima', 'Ben Ortiz']);
    expect(titled.document.minutes.participants.map((p: any) => p.role)).toEqual(['Product Manager', 'SRE']);
    expect(personaLabels(minutes('## R0\n\nAttendees: Ana Lima, Ben Ortiz, Cai Wen.\n', '[]'))).toEqual(['Ana Lima', 'Ben Ortiz', 'Cai Wen']);
  });
  it('m01: `moderatrice: Dott.ssa Giulia Ferri` is the moderator', () => {
    expect(roleOf(cases('2028-01-10-10-00-m01-it-verbale-cache.md'), 'Dott.ssa Giulia Ferri')).toBe('moderator');
  });
});

describe('#14, #17, #18: a roster table, the chosen option’s title, separators at an action’s edge', () => {
  it('m06: `| Name | Role |` lists dora as the moderator', () => {
    const value = cases('2028-01-15-13-00-m06-en-all-tables.md');
    expect(roleOf(value, 'dora')).toBe('moderator');
    expect(explained('2028-01-15-13-00-m06-en-all-tables.md', 15)).toEqual(['roster: participants']);
  });
  it('m01: the outcome line names the chosen option’s title where the options list gave it', () => {
    expect(minutesOutcome(cases('2028-01-10-10-00-m01-it-verbale-cache.md').document).line).toMatch(/^Decided option B \(Redis gestito condiviso\): /);
  });
  it('m05, m04: `@ravi — rerun …` and `… trial — by <date>` keep no dash in the task', () => {
    expect(cases('2028-01-14-11-00-m05-en-twice-changed-deferred.md').document.minutes.actionItems[0].what).toBe('rerun the load test on the staging cluster');
    expect(cases('2028-01-13-16-00-m04-en-outcome-first.md').document.minutes.actionItems[0].what).toBe('run the restore drill on the managed trial');
  });
});

describe('review 06zb: what the first fixes merged or invented', () => {
  const review = (name: string) => readFixtureLog('review-2026-12-06zb/cases', name).value.document.minutes;
  const people = (name: string) => review(name).participants.map((p: any) => p.name);
  it('rows 1–2: people whose titles differ are two people (`Mr Smith`, `Mrs Smith`; `Herr`, `Frau`; `Prof.`, `Dr.`)', () => {
    expect(people('2027-12-01-10-16-z17-mr-and-mrs.md')).toEqual(['Mr Smith', 'Mrs Smith', 'Dr. Chen', 'Ms. Chen']);
    expect(people('2027-12-01-10-17-z18-mr-mrs-roster.md')).toEqual(['Mr Smith', 'Mrs Smith', 'Dr. Chen', 'Ms. Chen']);
    expect(people('2027-12-01-10-20-z21-herr-frau.md')).toEqual(['Herr Becker', 'Frau Becker', 'Prof. Okoro', 'Dr. Okoro']);
    expect(stancesOf({ document: { minutes: review('2027-12-01-10-16-z17-mr-and-mrs.md') } }, 'Mrs Smith')).toEqual(['opposes:A']);
  });
  it('row 3: a role-named persona after another is a persona, never a job title', () => {
    expect(people('2027-12-01-10-03-z04-role-personas-commas.md')).toEqual(['Staff Engineer', 'Market Researcher', 'docs-publisher', 'Release Manager', 'Product Lead']);
  });
  it('rows 6–7: a table of criteria defines no option; a risk table under `Option` keys them untitled', () => {
    expect(review('2027-12-01-10-18-z19-criteria-table-only.md').options).toEqual([]);
    expect(review('2027-12-01-10-19-z20-risk-table-only.md').options.map((o: any) => [o.key, o.title ?? null])).toEqual([['A', null], ['B', null], ['C', null]]);
  });
  it('row 8: `Smith, Jordan` in a list is not merged into `Mrs Smith`', () => {
    expect(people('2027-12-01-10-13-z14-semicolon-roster-titles.md')).toContain('Smith');
  });
  it('row 10: `Chen:` is Dr. Chen, as `Okoro:` is Prof Okoro; `Smith:` with Mr and Mrs Smith is neither', () => {
    const value = minutes('## R1\n\n- A: one\n- B: two\n\n## R2\n\n- Dr. Chen: For A.\n- Mr Smith: For A.\n- Mrs Smith: For B.\n\n## R4\n\n- Chen: I now support option B instead.\n- Smith: I now support option B instead.\n', '[Dr. Chen, Mr Smith, Mrs Smith]');
    expect(stancesOf(value, 'Dr. Chen')).toEqual(['supports:A', 'supports:B']);
    expect(stancesOf(value, 'Mr Smith')).toEqual(['supports:A']);
    expect(stancesOf(value, 'Mrs Smith')).toEqual(['supports:B']);
  });
});
