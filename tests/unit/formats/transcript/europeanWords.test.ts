// /debate transcripts as German, Spanish, Portuguese, French and Italian runs write them:
// turn headers, sections, engagement labels, status lines and the verdict in their words.
import { describe, expect, it } from 'vitest';
import { buildTranscriptView } from '../../../../src/lib/formats/transcript/view.ts';
import { readFixtureLog, readLog } from '../../../support/readLog.ts';

interface Words { agent: string; round: string; position: string; refined: string; engagement: string; attack: string; concede: string; status: string; verdict: string; converged: string; live: string; recommendation: string; rounds: string }

const WORDS: Record<string, Words> = {
  de: { agent: 'Agent', round: 'Runde', position: 'Standpunkt', refined: 'Präzisierte Position', engagement: 'Auseinandersetzung', attack: 'Angriff', concede: 'Zugeständnis', status: 'Status', verdict: 'Urteil', converged: 'Konvergenz', live: 'Offener Dissens', recommendation: 'Empfehlung', rounds: 'Runden' },
  es: { agent: 'Agente', round: 'Ronda', position: 'Posición', refined: 'Posición refinada', engagement: 'Intercambio', attack: 'Ataque', concede: 'Concesión', status: 'Estado', verdict: 'Veredicto', converged: 'Convergencia', live: 'Desacuerdo vivo', recommendation: 'Recomendación', rounds: 'Rondas' },
  pt: { agent: 'Agente', round: 'Rodada', position: 'Posição', refined: 'Posição refinada', engagement: 'Engajamento', attack: 'Ataque', concede: 'Concessão', status: 'Estado', verdict: 'Veredito', converged: 'Convergência', live: 'Desacordo', recommendation: 'Recomendação', rounds: 'Rodadas' },
  fr: { agent: 'Agent', round: 'Tour', position: 'Position', refined: 'Position affinée', engagement: 'Échange', attack: 'Attaque', concede: 'Concession', status: 'Statut', verdict: 'Verdict', converged: 'Convergence', live: 'Désaccord persistant', recommendation: 'Recommandation', rounds: 'Tours' },
  it: { agent: 'Agente', round: 'Round', position: 'Posizione', refined: 'Posizione rivista', engagement: 'Scambio', attack: 'Attacco', concede: 'Concessione', status: 'Stato', verdict: 'Verdetto', converged: 'Convergenza', live: 'Disaccordo', recommendation: 'Raccomandazione', rounds: 'Round' },
};

function transcriptIn(w: Words, conceded: string): string {
  return [
    `🅰️ ${w.agent} A — ${w.round} 1`, `## ${w.position}`, 'Go.', '',
    `🅱️ ${w.agent} B — ${w.round} 1`, `## ${w.position}`, 'Rust.', '',
    `🅰️ ${w.agent} A — ${w.round} 2`, `## ${w.engagement}`, `- ${w.attack}: memory bugs cost more.`, `- ${w.concede}: ${conceded}`, '', `## ${w.refined}`, 'Go, with a fuzzing budget.', '', `## ${w.status}: DONE`, '',
    `🅱️ ${w.agent} B — ${w.round} 2`, `## ${w.engagement}`, `- ${w.attack}: the budget is too small.`, '', `## ${w.status}: DONE`, '',
    `## ⚖️ ${w.verdict}`, `**${w.converged}:** Go with fuzzing.`, `**${w.live}:** none`, `**${w.recommendation}:** Start with Go.`, `**${w.rounds}:** 2`, '',
  ].join('\n');
}

describe('a transcript in each language is read as the English one is', () => {
  for (const [lang, words] of Object.entries(WORDS)) {
    it(`${lang}: positions, the attacks, the concession, both DONE and the verdict`, () => {
      const { value, diagnostics } = readLog(transcriptIn(words, 'rust tooling is mature.'), `t-${lang}.md`);
      const edges = value.graph.edges.map((e: any) => `${e.type}:${e.source}->${e.target}@${e.provenance?.line}`);
      expect(edges).toEqual(expect.arrayContaining([
        'supports:agent-a->a-r1-position@3', 'supports:agent-b->b-r1-position@7',
        'opposes:agent-a->b-r1-position@11', 'concedes:agent-a->a-r2-concedes-1@12', 'supports:agent-a->a-r2-position@15',
        'opposes:agent-b->a-r1-position@21', 'supports:agent-a->converged@26', 'supports:agent-b->converged@26',
      ]));
      expect(value.document.transcript.ending).toMatchObject({ kind: 'mutual-done', round: 2 });
      expect(value.document.transcript.verdict).toMatchObject({ recommendation: 'Start with Go.', rounds: { count: 2 } });
      expect(value.document.transcript.notInterpreted).toEqual([]);
      expect(diagnostics.filter((d: any) => d.severity !== 'info').map((d: any) => d.code)).toEqual([]);
    });
  }
});

describe('a concession its own words refuse concedes nothing', () => {
  for (const [lang, refused] of [['es', 'No concedo que Rust sea más lento.'], ['fr', 'Je ne concède pas que Rust soit plus lent.'], ['fr', "Je n'admets pas que Rust soit plus lent."], ['de', 'Ich räume nicht ein, dass Rust langsamer ist.'], ['pt', 'Não concedo que Rust seja mais lento.'], ['it', 'Non ammetto che Rust sia più lento.']] as const) {
    it(`${lang}: "${refused}"`, () => {
      const { value } = readLog(transcriptIn(WORDS[lang]!, refused), `t-${lang}.md`);
      expect(value.graph.edges.some((e: any) => e.type === 'concedes')).toBe(false);
    });
  }

  it('a condition before the cue concedes nothing: "Si el presupuesto se aprueba, concedo que …"', () => {
    const { value } = readLog(transcriptIn(WORDS.es!, 'Si el presupuesto se aprueba, concedo que Rust es maduro.'), 't-es.md');
    expect(value.graph.edges.some((e: any) => e.type === 'concedes')).toBe(false);
  });

  it('English "No, I concede the cost point" still concedes', () => {
    const { value } = readLog(transcriptIn({ ...WORDS.fr!, agent: 'Agent', round: 'Round', engagement: 'Engagement', attack: 'Attack', concede: 'Concede', status: 'Status' }, 'No, I concede the cost point.'), 't-en.md');
    expect(value.graph.edges.some((e: any) => e.type === 'concedes')).toBe(true);
  });
});

describe("the verdict says the cap in the run's words", () => {
  it('`**Rondas:** 6 — límite de 6 rondas` is the cap: no warning that it is not said', () => {
    const rounds = [1, 2, 3, 4, 5, 6].flatMap((n) => ['A', 'B'].flatMap((side) => [`🅰️ Agente ${side} — Ronda ${n}`, n === 1 ? '## Posición' : '## Estado: CONTINUAR', n === 1 ? `Opción ${side}.` : '', '']));
    const text = [...rounds, '## ⚖️ Veredicto', '**Convergencia:** nada', '**Rondas:** 6 — límite de 6 rondas', ''].join('\n');
    const { value, diagnostics } = readLog(text, 't-cap.md');
    expect(value.document.transcript.ending.kind).toBe('cap');
    expect(diagnostics.some((d: any) => d.code === 'transcript-cap')).toBe(false);
  });
});

describe('logs of earlier probes in these languages', () => {
  it('probe 35 T04 (Spanish) is read, no longer refused: the positions, the attack, the concession', () => {
    const { value } = readFixtureLog('probe-2026-12-35/cases', 't04-es-spanish.md');
    const edges = value.graph.edges.map((e: any) => `${e.type}:${e.source}->${e.target}@${e.provenance?.line}`);
    expect(edges).toEqual(expect.arrayContaining(['supports:agent-a->a-r1-position@10', 'opposes:agent-a->b-r1-position@33', 'concedes:agent-a->a-r2-concedes-1@34']));
    expect(value.document.transcript.notInterpreted).toEqual([]);
  });
});

describe('probe 45: runs in these languages written blind', () => {
  const read = (name: string) => readFixtureLog('probe-2026-12-45/cases', name).value;
  const edgeAt = (value: any, line: number, type: string) => value.graph.edges.find((e: any) => e.type === type && e.provenance?.line === line);

  it('French labels with a space before the colon (`Attaque :`, `Concession :`, `**Tours :**`) are read', () => {
    const t03 = read('t03-fr-asymmetric.md');
    for (const line of [33, 44, 55, 66]) expect(edgeAt(t03, line, 'opposes')?.reading).toBe('stated');
    expect(edgeAt(t03, 34, 'concedes')?.reading).toBe('stated');
    expect(t03.document.transcript.verdict.rounds).toMatchObject({ count: 3 });
  });

  it('`Défense : Je concède que X, mais Y`: X conceded, Y opposes, the label not in the point', () => {
    const t09 = read('t09-fr-negated-concession.md');
    expect(t09.graph.nodes.find((n: any) => n.id === 'a-r2-concedes-1')?.label).toBe('Je concède que 3 000 commentaires gênent la lecture');
    expect(edgeAt(t09, 34, 'opposes')?.provenance.quote).toBe('ils disparaissent au fil des corrections');
  });

  it('`Concessione: Ammetto che X, ma Y`: the point stops before ", ma"', () => {
    const t05 = read('t05-it-concede-then-attack.md');
    expect(t05.graph.nodes.find((n: any) => n.id === 'a-r2-concedes-1')?.label).toBe('Ammetto che un componente in meno semplifica il piano di ripristino');
  });

  it('`## Posizione rifinita` is the refined position', () => {
    const t05 = read('t05-it-concede-then-attack.md');
    expect(t05.document.transcript.notInterpreted.map((l: any) => l.line)).not.toContain(32);
  });

  it('`**Runden:** 6 — Obergrenze von 6 Runden erreicht` says the cap: the page does not say otherwise', () => {
    const t02 = read('t02-de-cap.md');
    expect(t02.document.transcript.ending.kind).toBe('cap');
    expect(JSON.stringify(buildTranscriptView(t02.document.transcript))).not.toContain('does not say the 6-round cap');
  });
});
