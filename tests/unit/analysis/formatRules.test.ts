// Analysis that fits the format (issue 26 item 7): a crux needs two different personas,
// `concedes` and `mentions` are never counted, a minutes risk is a risk to an option and
// not a rebuttal, transcripts rank no cruxes and no format without steelmen shows
// coverage.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findCruxes } from '../../../src/lib/analysis/cruxes.ts';
import { steelmanCoverage } from '../../../src/lib/analysis/coverage.ts';
import { analyseGraph, analysisJson } from '../../../src/lib/analysis/debateAnalysis.ts';
import { analysisRules, atlasRules } from '../../../src/lib/analysis/formatRules.ts';
import { groundedLabelling } from '../../../src/lib/analysis/status.ts';
import { stanceHistories } from '../../../src/lib/analysis/stanceHistory.ts';
import { convergence } from '../../../src/lib/analysis/convergence.ts';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import { extractGraph } from '../../../src/lib/extract/extractGraph.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { claim, edge, graph, node, persona } from './graphs.ts';

const minutes = (file: string) => {
  const r = processDebate({ file, text: readFileSync(file, 'utf8') }, 'm' as DebateSlug);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

describe('a crux needs two different personas on opposite sides', () => {
  it('is no crux when the one persona on each side is the same persona', () => {
    const g = graph([persona('p'), persona('q'), claim('a'), claim('b')], ['p supports a', 'p opposes a', 'p supports b', 'q supports b', 'p opposes b']);
    expect(findCruxes(g)).toEqual([{ id: 'b', rank: 1, supporters: ['p', 'q'], opponents: ['p'] }]);
  });

  it('holds on a merged atlas where one persona flipped between debates', () => {
    const g = graph([persona('ada'), claim('c')], [edge('ada supports c', { debate: 'd1' }), edge('ada opposes c', { debate: 'd2' })]);
    expect(findCruxes(g)).toEqual([]);
  });
});

describe('concessions and mentions are never counted', () => {
  const g = graph([persona('p'), persona('q'), claim('a'), claim('b'), node('s', 'steelman', { steelman_of: 'a', by: 'q' })], [
    'p supports a', 'q concedes a', 'q mentions a', 'b concedes a', 'b mentions a', 's steelmanned_by a',
  ]);

  it('by cruxes, status, coverage and stance history', () => {
    expect(findCruxes(g)).toEqual([]);
    expect(groundedLabelling(g).status.get('a')).toBe('IN');
    expect(steelmanCoverage(g).byOpponent).toBe(0);
    expect(stanceHistories(g, []).find((h) => h.persona === 'q')!.stances).toEqual([]);
  });

  it('by the extractor\'s contested flag', () => {
    const graphOf = extractGraph({
      topic: 't', meta: { tags: [] }, domains: [], claims: [{ id: 'c', text: 'x' }], open_questions: [],
      personas: [{ id: 'p', name: 'P', position: '-', argument: '-' }, { id: 'q', name: 'Q', position: '-', argument: '-' }],
      relations: [{ source: 'p', target: 'c', type: 'supports' }, { source: 'q', target: 'c', type: 'concedes' }, { source: 'q', target: 'c', type: 'mentions' }],
    });
    expect(graphOf.nodes.find((n) => n.id === 'c')!.contested).toBe(false);
  });
});

describe('minutes: a red-team risk is a risk to an option, not a rebuttal', () => {
  const risky = (text: string) => graph([claim('option-b'), claim('risk-1', { label: text }), node('decision', 'synthesis')], [
    'risk-1 opposes option-b', 'decision supports option-b',
  ]);

  it('leaves the chosen option IN unless the risk says it defeats the option', () => {
    expect(groundedLabelling(risky('Handover latency may grow'), analysisRules('minutes')).status.get('option-b')).toBe('IN');
    expect(groundedLabelling(risky('Handover latency may grow'), analysisRules('minutes')).unanswered).toEqual([]);
    expect(groundedLabelling(risky('This is a deal-breaker: the audit rules B out'), analysisRules('minutes')).status.get('option-b')).toBe('OUT');
    expect(groundedLabelling(risky('치명적: B는 규제 위반'), analysisRules('minutes')).status.get('option-b')).toBe('OUT');
    // The same edge in a roundtable log is an ordinary attack.
    expect(groundedLabelling(risky('Handover latency may grow')).status.get('option-b')).toBe('OUT');
  });

  it('badges no chosen option OUT in a meeting whose only objection to it is a pre-mortem risk', () => {
    const record = minutes('tests/fixtures/minutes/2026-06-03-14-30-ko-full.md');
    const a = analyseGraph(record.graph, analysisRules(record.format));
    expect(a.labelling.status.get('option-b')).toBe('IN');
    expect(a.labelling.unanswered.filter((e) => e.source.startsWith('risk-'))).toEqual([]);
  });

  it('reads each atlas edge by the rules of the debate that wrote it', () => {
    const g = graph([claim('m:option-b'), claim('m:risk-1'), claim('r:risk-1'), claim('r:c1')], [
      edge('m:risk-1 opposes m:option-b', { debate: 'm' }), edge('r:risk-1 opposes r:c1', { debate: 'r' }),
    ]);
    const rules = atlasRules(g, (slug) => (slug === 'm' ? 'minutes' : 'roundtable-kg'));
    const status = groundedLabelling(g, rules).status;
    expect([status.get('m:option-b'), status.get('r:c1')]).toEqual(['IN', 'OUT']);
  });
});

describe('panels only where the format has them', () => {
  const g = graph([persona('a'), persona('b'), claim('pos-a'), claim('pos-b')], ['a supports pos-a', 'b opposes pos-a', 'b supports pos-b']);

  it('ranks no cruxes and shows no status or coverage on a transcript', () => {
    const a = analyseGraph(g, analysisRules('transcript'));
    expect(a.cruxes).toEqual([]);
    expect(analysisJson(a)).toMatchObject({ applies: { status: false, cruxes: false, steelmen: false }, cruxes: [], coverage: null });
    expect(analyseGraph(g).cruxes.map((c) => c.id)).toEqual(['pos-a']);
  });

  it('gives steelman coverage to the formats that write steelmen only', () => {
    expect(['roundtable-kg', 'intermediate', 'minutes', 'transcript', 'aif', 'xaif'].map((f) => analysisRules(f).steelmen)).toEqual([true, true, false, false, false, false]);
    // An xAIF map (OVA, oAMF) is AIF wrapped: status and cruxes read as AIF's, no "steelmen 0%".
    expect(analysisRules('xaif')).toMatchObject({ status: true, cruxes: true, steelmen: false });
    expect(analysisJson(analyseGraph(g, analysisRules('minutes'))).coverage).toBeNull();
  });

  it('says what a converged transcript conceded and that nothing stays live', () => {
    expect(convergence([{ by: 'Ada', text: 'the pilot data is thin', round: 2 }], { convergedOn: 'ship behind a flag' })).toEqual({
      conceded: [{ by: 'Ada', text: 'the pilot data is thin', round: 2 }], verdict: true, convergedOn: 'ship behind a flag', live: [],
    });
    expect(convergence([], undefined)).toEqual({ conceded: [], verdict: false, live: [] });
    expect(convergence([], { live: 'cost of the flag' }).live).toEqual(['cost of the flag']);
  });
});
