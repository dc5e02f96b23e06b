// Probe 2026-12-53 (tests/fixtures/probe-2026-12-53/FINDINGS.md): the minutes rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { fixtureText, readFixtureLog, readLog } from '../../support/readLog.ts';
import { explainLines } from '../../../src/lib/parse/lineExplanation.ts';
import { lineReportOf } from '../../../src/lib/archive/lineReport.ts';
import { buildMinutesView } from '../../../src/lib/render/minutesView.ts';

const read = (folder: string, name: string) => readFixtureLog(`probe-2026-12-53/${folder}`, name);
const explained = (folder: string, name: string, line: number) => {
  const value = read(folder, name).value;
  return explainLines(fixtureText(`probe-2026-12-53/${folder}/${name}`), lineReportOf(value.document)!, value.graph).find((l) => l.line === line)?.entries.map((e) => e.what);
};
const decisionEdges = (value: any) => value.graph.edges.filter((e: any) => e.source === 'decision' && e.type === 'supports').map((e: any) => `${e.target}@${e.provenance?.line}`);
const chosen = (value: any) => minutesOutcome(value.document).decision?.chosen?.key;
const meeting = (r1: string, r7: string) => readLog(`---\ndate: 2028-02-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n${r1}\n\n## R2\n\n- Ana Lima: For B.\n- Ben Cho: For A.\n\n## R7 Decision\n\n${r7}\n`, '2028-02-01-10-00-t.md').value;
const LETTERS = '- A: Elasticsearch\n- B: Meilisearch\n- C: Algolia';

describe('row 1: an option key followed by words the reader does not know decides nothing', () => {
  const m01 = () => read('cases', '2028-02-01-10-00-m01-nl-notulen.md').value;
  it('`- A: afgewezen (te duur).` / `- Besluit: we kiezen B.` is not recognised, as its English control is', () => {
    for (const value of [m01(), read('controls', 'c1-m01-en-rejected.md').value]) {
      expect(decisionEdges(value)).toEqual([]);
      expect(chosen(value)).toBeUndefined();
    }
    expect(explained('cases', '2028-02-01-10-00-m01-nl-notulen.md', 30)).toEqual(['outcome not recognised: no decision, hold or escalation marker']);
    expect(explained('cases', '2028-02-01-10-00-m01-nl-notulen.md', 31)).toEqual(['outcome not recognised: no decision, hold or escalation marker']);
  });
  it('`A: too expensive.` and `- A — afgewezen` do not decide A either', () => {
    expect(chosen(meeting(LETTERS, '- A: too expensive.'))).toBeUndefined();
    expect(chosen(meeting(LETTERS, '- A — afgewezen.'))).toBeUndefined();
  });
  it('still decides: the option\'s title after its key, a choosing word, a label, the option alone', () => {
    expect(chosen(meeting(LETTERS, '- B: Meilisearch.'))).toBe('B');
    expect(chosen(meeting(LETTERS, '- B: **Meilisearch**, because it is simple.'))).toBe('B');
    expect(chosen(meeting(LETTERS, '- B: chosen'))).toBe('B');
    expect(chosen(meeting(LETTERS, 'Decision: Option B'))).toBe('B');
    expect(chosen(meeting(LETTERS, '- Option B, because the writers must own the site.'))).toBe('B');
    expect(chosen(meeting(LETTERS, '- Buy: option B.'))).toBe('B');
    expect(chosen(meeting(LETTERS, 'B, from January.'))).toBe('B');
    expect(chosen(meeting(LETTERS, '- B.'))).toBe('B');
    expect(chosen(read('../probe-2026-12-19/cases', 'X5c-minutes-bold-code.md').value)).toBe('A');
  });
});

describe('row 3: text before ` — ` is an owner only when it reads as a person or a team', () => {
  const m04 = () => read('cases', '2028-02-07-15-00-m04-en-deferred-noowner.md');
  it('`- Write the migration checklist — by 2028-02-28, done when …` has no who, the task as its what', () => {
    const log = m04();
    const item = log.value.document.minutes.actionItems.find((a: any) => a.line === 45);
    expect(item).toMatchObject({ what: 'Write the migration checklist', when: '2028-02-28', done: 'Ana has reviewed it' });
    expect(item.who).toBeUndefined();
    expect(item.missing).toEqual(['who']);
    expect(log.diagnostics.filter((d: any) => d.code === 'minutes-action' && d.line === 45).map((d: any) => d.message)).toEqual(['action item "Write the migration checklist" (line 45) has no who (누가)']);
  });
  const action = (item: string) => readLog(`---\ndate: 2028-02-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n- A: one\n- B: two\n\n## Action items\n\n${item}\n`, '2028-02-01-10-00-t.md').value.document.minutes.actionItems[0];
  it('a person, a handle, a team, a role or a short name before the dash is still the owner', () => {
    expect(action('- Ana Lima — by Friday: write the checklist')).toMatchObject({ who: 'Ana Lima' });
    expect(action('- @ana — migrate the DB by 2028-03-01')).toMatchObject({ who: 'ana', when: '2028-03-01' });
    expect(action('- Team Platform — rotate the keys by 2028-03-01')).toMatchObject({ who: 'Team Platform', what: 'rotate the keys' });
    expect(action('- the platform team — rotate the keys by 2028-03-01')).toMatchObject({ who: 'the platform team' });
    expect(action('- Hana Kim — book the room')).toMatchObject({ who: 'Hana Kim', what: 'book the room' });
    expect(action('- docs-publisher — publish the page')).toMatchObject({ who: 'docs-publisher' });
    expect(action('- 王磊 — 写迁移清单')).toMatchObject({ who: '王磊' });
    expect(action('- Ben Cho: book the follow-up')).toMatchObject({ who: 'Ben Cho' });
  });
  it('a task before the dash is no owner: a verb first, or a long clause', () => {
    expect(action('- Update the runbook — by 2028-03-01')).toMatchObject({ what: 'Update the runbook', missing: ['who', 'done'] });
    expect(action('- Review — by 2028-03-01').who).toBeUndefined();
    expect(action('- Write Migration Checklist — Ana').who).toBeUndefined();
    expect(action('- the checklist for the whole migration of the index — Ana').who).toBeUndefined();
  });
});

describe('row 4: an R6 `| Option | For | Against |` table keyed by the meeting\'s option numbers', () => {
  const stances = (value: any, name: string) => value.document.minutes.opinions.find((o: any) => o.participant === name)?.stances.filter((s: any) => s.line >= 36).map((s: any) => `${s.kind}:${s.option}@${s.line}:${s.reading}`);
  it('rows `1`, `2`, `3` state each listed name\'s stance on that option, as A/B/C rows do', () => {
    const value = read('cases', '2028-02-09-11-00-m05-en-option-table.md').value;
    expect(stances(value, 'Raj Patel')).toEqual(['opposes:1@38:stated', 'supports:2@39:stated']);
    expect(stances(value, 'Tom Berg')).toEqual(['supports:1@38:stated', 'opposes:3@40:stated']);
    expect(stances(value, 'Mia Chen')).toEqual(['supports:1@38:stated']);
    const letters = read('controls', 'c2-m05-letters.md').value;
    expect(stances(letters, 'Raj Patel')).toEqual(['opposes:A@39:stated', 'supports:B@40:stated']);
  });
  it('a bare number names no option when the meeting\'s options are letters', () => {
    const value = readLog('---\ndate: 2028-02-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n- A: one\n- B: two\n\n## R2\n\n- Ana Lima: For A.\n- Ben Cho: For B.\n\n## R6\n\n| Option | For | Against |\n| --- | --- | --- |\n| 1 | Ana Lima | Ben Cho |\n| 2 | Ben Cho | |\n', '2028-02-01-10-00-t.md').value;
    expect(value.document.minutes.opinions.flatMap((o: any) => o.stances.filter((s: any) => s.line >= 21))).toEqual([]);
  });
});

describe('row 9: a role the opening gives a listed participant is shown among the facts', () => {
  it('`司会：佐藤。` lists 佐藤 as "佐藤 (司会)", as the frontmatter\'s `主持人：林然` lists 林然', () => {
    expect(read('cases', '2028-02-10-13-00-m06-ja-tables.md').value.document.minutes.facts.participants).toEqual(['佐藤 (司会)', '鈴木', '高橋', '田中']);
    expect(read('cases', '2028-02-12-10-00-m07-zh-han-rounds.md').value.document.minutes.facts.participants).toEqual(['林然 (主持人)', '王磊', '陈静', '赵强']);
  });
  it('a label that is no moderator\'s or recorder\'s role gives none', () => {
    const value = readLog('---\ndate: 2028-02-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R0\n\nAbsent: Ben Cho.\n\n## R1\n\n- A: one\n- B: two\n', '2028-02-01-10-00-t.md').value;
    expect(value.document.minutes.facts.participants).toEqual(['Ana Lima', 'Ben Cho']);
  });
});

describe('row 8: the risks panel says of a risk what the graph draws', () => {
  it('a risks-register row beside R5 that names option B by its name mentions B, it does not threaten it', () => {
    const value = read('cases', '2028-02-05-09-30-m03-en-flipflop.md').value;
    const risks = buildMinutesView((value.document as any).minutes).risks;
    const register = risks.find((r) => r.markdown.startsWith('Keycloak upgrades'))!;
    expect(register.option).toBeUndefined();
    expect(register.mentioned?.key).toBe('B');
    const drawn = new Set<string>(value.graph.edges.filter((e: any) => e.type === 'opposes' && e.source.startsWith('risk-')).map((e: any) => `${value.graph.nodes.find((n: any) => n.id === e.source).label}→${e.target}`));
    for (const risk of risks.filter((r) => r.option !== undefined)) expect([...drawn].some((d: string) => d.startsWith(risk.markdown.slice(0, 20)) && d.endsWith(`option-${risk.option!.key.toLowerCase()}`))).toBe(true);
    expect(risks.filter((r) => r.option !== undefined).map((r) => r.option!.key)).toEqual(['C', 'B']);
  });
  it('a register row labelled in bold before a dash (`**Threatens A** —`) threatens that option; the graph draws it', () => {
    const text = `---\ndate: 2028-02-01\ntype: meeting\nparticipants: [Ana Lima, Ben Cho]\n---\n\n# T\n\n## R1\n\n${LETTERS}\n\n## R5 Pre-mortem\n\n- Option A failed because the index grew.\n\n## R7 Decision\n\nDecision: Option B.\n\n## Risks\n\n- **Threatens A** — the index outgrows the disk.\n- **Meilisearch** — upgrades lag behind.\n- **Threatens all options** — the budget is cut.\n`;
    const value = readLog(text, '2028-02-01-10-00-t.md').value;
    const risks = buildMinutesView((value.document as any).minutes).risks.map((r) => [r.markdown.slice(0, 16), r.option?.key ?? null, r.mentioned?.key ?? null]);
    expect(risks).toEqual([['Option A failed ', 'A', null], ['**Threatens A** ', 'A', null], ['**Meilisearch** ', null, 'B'], ['**Threatens all ', null, null]]);
    const opposed = value.graph.edges.filter((e: any) => e.type === 'opposes' && e.source.startsWith('risk-')).map((e: any) => `${e.target}@${e.provenance?.line}`);
    expect(opposed).toEqual(['option-a@17', 'option-a@25']);
  });
});
