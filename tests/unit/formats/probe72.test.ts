// Probe 2026-12-72 (tests/fixtures/probe-2026-12-72/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-72/cases', name);

describe('probe 72', () => {
  it('row 3: "Leitung: Katrin Vogt" in the frontmatter makes Katrin the moderator', () => {
    const katrin = read('2031-11-03-10-00-m01-de-archiv.md').value.graph.nodes.find((n: any) => n.id === 'p-katrin-vogt');
    expect(katrin?.attributes?.role).toBe('moderator');
  });
  it('row 22: a pasted shell session and 🔥🔥 after the decision are no part of its text', () => {
    const decision = read('2031-11-10-09-30-m03-ko-deploy.md').value.graph.nodes.find((n: any) => n.id === 'decision');
    expect(decision.text).toContain('2안으로 확정했다');
    expect(decision.text).not.toMatch(/curl|🔥/u);
  });
  it('row 38: "- red-team: Ledgerly: …" states the risk to the option named by the label', () => {
    const value = read('2031-11-19-16-00-m06-en-invoicing.md').value;
    expect([relationOn(value, 46, 'option-3'), relationOn(value, 47, 'option-2')]).toEqual(['opposes:stated', 'opposes:stated']);
  });
  it('row 45: ⏳ under a DONE reason that ends its sentence is listed as not interpreted', () => {
    const { value, diagnostics } = read('t02-ja-restart.md');
    expect(value.document.transcript.rounds.at(-1).turns.B.status.reason).toBe('これ以上の論点はない。');
    expect(diagnostics.find((d: any) => d.code === 'transcript-not-interpreted')?.message).toMatch(/\b72\b/u);
  });
  it('row 19: a persona\'s one-line position shows no list mark its items were written with', () => {
    const personas = read('2031-11-10-09-30-m03-ko-deploy.md').value.graph.nodes.filter((n: any) => n.type === 'persona');
    for (const persona of personas) expect(persona.position).not.toMatch(/(?:^|\s)[-*+][ \t]/u);
    expect(personas.find((n: any) => n.label === '강민재')?.position).toContain('러너 비용은 감당 가능하다');
  });
  it('row 16: "上申資料の作成（期限：11/12）" is due 11/12, without the bracket that closes around its label', () => {
    const items = read('2031-11-05-14-00-m02-ja-kensaku.md').value.document.minutes.actionItems;
    expect(items.find((i: any) => i.line === 55)).toMatchObject({ what: '上申資料の作成', when: '11/12' });
  });
});
