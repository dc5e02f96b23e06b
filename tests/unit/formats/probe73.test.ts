// Probe 2026-12-73 (tests/fixtures/probe-2026-12-73/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-73/cases', name);
const claims = (value: any): string[] => value.graph.nodes.filter((n: any) => n.type === 'claim').map((n: any) => n.text ?? n.label);

describe('probe 73', () => {
  it('rows 9, 14: an R4 reply "Yes. Stance → A: yes · C: no." states Sam\'s support of A and opposition to C', () => {
    const value = read('2032-01-05-10-00-m01-en-org-cache.md').value;
    expect([relationOn(value, 45, 'option-a'), relationOn(value, 45, 'option-c')]).toEqual(['supports:stated', 'opposes:stated']);
  });
  it('row 42: a chat title alone, `[info][title]R5 프리모템[/title][/info]`, is the round\'s name, no risk', () => {
    const risks = read('2032-01-14-16-00-m04-ko-chatwork-messenger.md').value.document.minutes.risks;
    expect(risks.map((r: any) => r.text)).not.toContain('R5 프리모템');
    expect(risks.map((r: any) => r.line)).toContain(53);
  });
  it('row 51: "…因为 Loki 3.0 已经支持布隆过滤器…" (the option supports a feature) is no one\'s support of it', () => {
    expect(relationOn(read('2032-01-19-10-00-m05-zh-logs-criticmarkup.md').value, 39, 'option-3') ?? 'none').toBe('none');
  });
  it('rows 65–74: a reStructuredText export that keeps the turn headers is read as one: title, statuses, verdict, convergence', () => {
    const result = read('t01-en-rst-graphql.md');
    const transcript = result.value.document.transcript;
    expect(transcript.title).toBe('Should the mobile app move from REST to GraphQL?');
    expect(transcript.rounds.map((r: any) => `${r.turns.A?.status?.kind ?? '-'}/${r.turns.B?.status?.kind ?? '-'}`)).toEqual(['-/-', 'CONTINUE/CONTINUE', 'DONE/DONE']);
    expect(transcript.verdict?.convergedLine).toBe(128);
    expect(claims(result.value).some((text) => /status::|harness|Verdict/u.test(text))).toBe(false);
  });
  it('row 97: "我不会因此收回第2轮的让步。" tells of a concession, it makes none', () => {
    expect(read('t04-zh-shape-headers.md').value.graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === 46)).toBe(false);
  });
  it('row 99: `🅰️ Agente A — Ronda 1 de 6 (Apertura)` opens round 1', () => {
    const transcript = read('t05-es-cap-monorepo.md').value.document.transcript;
    expect([transcript.rounds[0].number, transcript.rounds[0].turns.A?.line, transcript.rounds[0].turns.B?.line]).toEqual([1, 8, 19]);
  });
  it.each([['t02-ja-yaml-records.md', 66], ['t04-zh-shape-headers.md', 64]])('%s: "Aの立場は「…」、Bの立場は「…」", "A 的立场是…，B 的立场是先拆支付": one view per side', (name, line) => {
    const edges = read(name).value.graph.edges.filter((e: any) => e.provenance?.line === line && e.type === 'supports' && String(e.target).startsWith('live-disagreement'));
    expect(edges.map((e: any) => e.source).sort()).toEqual(['agent-a', 'agent-b']);
  });
  it.each([['probe-2026-12-73/cases', 't05-es-cap-monorepo.md', 133], ['probe-2026-12-37/cases', 't01-fr-monorepo.md', 77], ['probe-2026-12-37/cases', 't04-pt-serverless.md', 60]])('%s/%s line %i: "ninguno: …", "Aucun.", "Nenhuma." under an Agreement heading grant nothing', (folder, name, line) => {
    expect(readFixtureLog(folder, name).value.graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line)).toBe(false);
  });
  it('row 43: a chat title with a field after it, `[info][title]R6 수렴[/title]표결: 2안 2표(배수진, 오세훈), …`, is a tally', () => {
    const value = read('2032-01-14-16-00-m04-ko-chatwork-messenger.md').value;
    expect([relationOn(value, 56, 'option-2'), relationOn(value, 56, 'option-3')]).toEqual(['supports:stated', 'supports:stated']);
  });
});
