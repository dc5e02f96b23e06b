// Roundtable-kg logs as the seed (000 §5, §7–9) allows them: each shape below failed the
// whole build before; now each is read, and what the format does not know is kept.
import { describe, expect, it } from 'vitest';
import { extractGraph } from '../../../../src/lib/extract/extractGraph.ts';
import { exportIntermediateJson } from '../../../../src/lib/export/exportGraphJson.ts';
import { validateIntermediateGraph } from '../../../../src/lib/formats/intermediate/validate.ts';
import { parseRoundtableLog } from '../../../../src/lib/formats/roundtable-kg/validate.ts';
import { interpretSource } from '../../../../src/lib/formats/registry.ts';
import { parseJsonDocument } from '../../../../src/lib/parse/jsonDocument.ts';
import { debateLogJsonSchema } from '../../../../src/lib/schemas/roundtableLog.ts';
import type { DebateGraph } from '../../../../src/lib/graph/types.ts';
import { textSource } from '../../fixtureSource.ts';

const personas = [
  { id: 'p_func', name: 'Functionalist', position: 'novel and valuable output is creativity', argument: 'judge by the output' },
  { id: 'p_bio', name: 'Biological naturalist', position: 'creativity needs qualia', argument: 'no experience, only recombination' },
];
const base = {
  topic: 'Is AI creative?',
  personas,
  claims: [{ id: 'c1', text: 'AI produces unseen combinations' }, { id: 'c2', text: 'Creativity needs intent' }],
  relations: [{ source: 'p_func', target: 'c1', type: 'supports' }, { source: 'p_bio', target: 'c1', type: 'opposes' }],
};
const read = (log: object) => parseRoundtableLog(textSource('log.json', JSON.stringify(log, null, 2)));
function graphOf(log: object): DebateGraph {
  const parsed = read(log);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics));
  return extractGraph(parsed.value);
}
const node = (g: DebateGraph, id: string) => g.nodes.find((n) => n.id === id)!;

describe('roundtable-kg: shapes the seed allows', () => {
  it('takes meta.created as a date or an ISO timestamp, and dates the debate by its day', () => {
    for (const created of ['2026-09-03', '2026-09-03T10:15:00+09:00', '2026-09-03T01:15:00.250Z', '2026-09-03 10:15']) {
      const reading = interpretSource(textSource('log.json', JSON.stringify({ ...base, meta: { created } })));
      expect(reading.ok, created).toBe(true);
      if (reading.ok) expect(reading.value.date).toBe('2026-09-03');
      if (reading.ok) expect(reading.value.graph.meta.created).toBe(created);
    }
    const bad = read({ meta: { created: '2026-02-30' }, ...base });
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics[0]).toMatchObject({ path: 'meta.created', line: 3 });
  });

  it('takes several domains under the seed\'s own key `domain`, as objects or names, and still `domains`', () => {
    const claims = [{ id: 'c1', text: 'x', domain: 't1' }, { id: 'c2', text: 'y', domain: 'Intent' }];
    const g = graphOf({ ...base, claims, domain: [{ id: 't1', name: 'Nature of creativity' }, 'Intent'] });
    expect(g.nodes.filter((n) => n.type === 'domain').map((n) => [n.id, n.label])).toEqual([['t1', 'Nature of creativity'], ['Intent', 'Intent']]);
    expect(g.edges.filter((e) => e.type === 'belongs_to' && e.source === 'c2')).toEqual([{ source: 'c2', target: 'Intent', type: 'belongs_to', derived: true }]);
    expect(graphOf({ ...base, domain: 'AI creativity' }).nodes.filter((n) => n.type === 'domain').map((n) => n.label)).toEqual(['AI creativity']);
    expect(graphOf({ ...base, domains: [{ id: 'd1', name: 'a' }, { id: 'd2', name: 'b' }] }).nodes.filter((n) => n.type === 'domain')).toHaveLength(2);
    // A domain list is still 1–3, and a clash of ids is named where the domain is written.
    expect(read({ ...base, domain: ['a', 'b', 'c', 'd'] }).diagnostics[0]).toMatchObject({ path: 'domain', message: 'at most 3 domains' });
    expect(read({ ...base, domain: ['Intent', { id: 'Intent', name: 'again' }] }).diagnostics[0]).toMatchObject({ code: 'duplicate-id', path: 'domain[1].id' });
  });

  it('takes `by` on an ordinary claim: its author, drawn as supporting it', () => {
    const g = graphOf({ ...base, claims: [{ id: 'c1', text: 'x', by: 'p_func' }, { id: 'c2', text: 'y' }] });
    expect(node(g, 'c1')).toMatchObject({ type: 'claim', by: 'p_func' });
    expect(g.edges.filter((e) => e.source === 'p_func' && e.target === 'c1')).toEqual([{ source: 'p_func', target: 'c1', type: 'supports' }]);
    const g2 = graphOf({ ...base, claims: [{ id: 'c1', text: 'x' }, { id: 'c2', text: 'y', by: 'p_bio' }] });
    expect(g2.edges.filter((e) => e.target === 'c2')).toContainEqual({ source: 'p_bio', target: 'c2', type: 'supports', text: 'wrote this claim', derived: true });
    expect(read({ ...base, claims: [{ id: 'c1', text: 'x', by: 'nobody' }] }).diagnostics[0]).toMatchObject({ code: 'missing-reference', path: 'claims[0].by' });
  });

  it('takes open questions as strings or objects with a text, keeping their other fields', () => {
    const g = graphOf({ ...base, open_questions: ['Can qualia be replaced?', { text: 'Who judges value?', raised_by: 'p_bio', round: 2 }, { id: 'oq-intent', text: 'Is intent causal?' }] });
    const questions = g.nodes.filter((n) => n.type === 'question');
    expect(questions.map((q) => [q.id, q.label])).toEqual([['q1', 'Can qualia be replaced?'], ['q2', 'Who judges value?'], ['oq-intent', 'Is intent causal?']]);
    expect(questions[1]!.attributes).toEqual({ raised_by: 'p_bio', round: 2 });
    expect(read({ ...base, open_questions: [{ question: 'no text' }] }).diagnostics[0]).toMatchObject({ path: 'open_questions[0].text', message: 'is required' });
  });

  it('keeps the host\'s round summaries (seed §5) in every plausible shape', () => {
    const asStrings = graphOf({ ...base, round_summaries: ['Positions laid out.', 'c1 is the battlefield.'] });
    expect(asStrings.rounds).toEqual([{ round: '1', text: 'Positions laid out.' }, { round: '2', text: 'c1 is the battlefield.' }]);
    const asObjects = graphOf({ ...base, rounds: [{ round: 2, title: 'Head-on', summary: 'Bio opposes c1.', contested_by: ['c1'], sharpest: 'qualia' }] });
    expect(asObjects.rounds).toEqual([{ round: '2', title: 'Head-on', text: 'Bio opposes c1.', contested: ['c1'], attributes: { sharpest: 'qualia' } }]);
    const asMap = graphOf({ ...base, host_summaries: { R1: 'Opening.', R3: { text: 'Conditions.', contested: 'c2' } } });
    expect(asMap.rounds).toEqual([{ round: 'R1', text: 'Opening.' }, { round: 'R3', text: 'Conditions.', contested: ['c2'] }]);
    const bad = read({ ...base, rounds: [{ round: 1, note: 'no text' }] });
    expect(bad.diagnostics[0]).toMatchObject({ path: 'rounds[0]' });
    // A round is a whole number or a label (probe 18b row 18): 1.5 and true are refused at the field, each saying what is expected.
    // An empty or blank label would show a timeline entry with no round (probe 19 row 31).
    const odd = read({ ...base, rounds: [{ round: 1.5, summary: 'a' }, { round: true, summary: 'b' }, { round: '1.5', summary: 'c' }, { round: '', summary: 'd' }, { round: '  ', summary: 'e' }] });
    expect(odd.diagnostics.map((d) => [d.path, d.message])).toEqual([
      ['rounds[0].round', 'a round number is a whole number; quote it ("1.5") to keep it as a label'],
      ['rounds[1].round', 'expected the round as a whole number or a label such as "R2"'],
      ['rounds[3].round', 'a round label must not be empty; leave "round" out to number the summary by its place'],
      ['rounds[4].round', 'a round label must not be empty; leave "round" out to number the summary by its place'],
    ]);
    expect(bad.diagnostics[0]!.message).toContain('"summary"');
  });

  it('keeps unknown keys: on the node they belong to, and the log\'s own in the graph', () => {
    const g = graphOf({
      ...base, meta: { created: '2026-09-03', model: 'x-1' }, session: { id: 7 },
      personas: [{ ...personas[0], anchor: 'Turing', era: 'modern' }, personas[1]],
      claims: [{ id: 'c1', text: 'x', evidence: ['paper A'] }, { id: 'c2', text: 'y' }],
      synthesis: { id: 's1', text: 'Tool-level yes, agent-level no.', confidence: 'low' },
    });
    expect(node(g, 'p_func').attributes).toEqual({ era: 'modern' });
    expect(node(g, 'p_func').anchor).toBe('Turing');
    expect(node(g, 'c1').attributes).toEqual({ evidence: ['paper A'] });
    expect(node(g, 's1').attributes).toEqual({ confidence: 'low' });
    expect(g.attributes).toEqual({ session: { id: 7 }, meta: { model: 'x-1' } });
    expect(g.meta).toEqual({ created: '2026-09-03', tags: [] });
  });

  it('writes rounds and kept keys into the intermediate graph, which reads back the same', () => {
    const g = graphOf({ ...base, meta: { model: 'x-1' }, extra: 1, rounds: ['One.'], claims: [{ id: 'c1', text: 'x', note: 'n' }, { id: 'c2', text: 'y' }] });
    const text = exportIntermediateJson(g);
    const doc = parseJsonDocument(textSource('graph.json', text));
    if (!doc.ok) throw new Error('not JSON');
    const reread = validateIntermediateGraph(doc.value);
    expect(reread.ok).toBe(true);
    if (reread.ok) expect(exportIntermediateJson(reread.value)).toBe(text);
  });

  it('publishes a JSON Schema that allows each of these shapes', () => {
    const schema = debateLogJsonSchema('https://example.org/schema/debate-log.json') as { properties: Record<string, { anyOf?: unknown[] }>; additionalProperties?: unknown };
    expect(schema.additionalProperties).toEqual({});
    expect(schema.properties['domain']!.anyOf).toHaveLength(2);
    for (const key of ['rounds', 'round_summaries', 'host_summaries', 'summaries', 'round_reviews']) expect(schema.properties[key], key).toBeDefined();
    expect(JSON.stringify(schema.properties['open_questions'])).toContain('"text"');
    expect(JSON.stringify(schema.properties['meta'])).toContain('ISO');
  });
});
