// A1: grounded labelling on hand-made graphs; each expected label is worked out below.
import { describe, expect, it } from 'vitest';
import { groundedLabelling } from '../../../src/lib/analysis/status.ts';
import { claim, graph, node, persona } from './graphs.ts';

const labels = (g: ReturnType<typeof graph>) => Object.fromEntries(groundedLabelling(g).status);

describe('A1 grounded labelling', () => {
  it('labels an unattacked claim IN', () => {
    expect(labels(graph([claim('a')], []))).toEqual({ a: 'IN' });
  });

  it('walks a chain: c ← b ← a gives a IN, b OUT, c IN', () => {
    // a is unattacked → IN; b's attacker a is IN → OUT; c's only attacker b is OUT → IN.
    const g = graph([claim('a'), claim('b'), claim('c')], ['a opposes b', 'b opposes c']);
    expect(labels(g)).toEqual({ a: 'IN', b: 'OUT', c: 'IN' });
  });

  it('leaves a two-cycle and what it attacks UNDECIDED', () => {
    // a ⇄ b: neither has an IN or an all-OUT set of attackers → UNDECIDED; c attacked by
    // b (UNDECIDED) only → UNDECIDED too.
    const g = graph([claim('a'), claim('b'), claim('c')], ['a opposes b', 'b opposes a', 'b opposes c']);
    expect(labels(g)).toEqual({ a: 'UNDECIDED', b: 'UNDECIDED', c: 'UNDECIDED' });
  });

  it('breaks a cycle that an IN node attacks', () => {
    // x is IN and attacks a → a OUT; b's only attacker a is OUT → b IN.
    const g = graph([claim('a'), claim('b'), claim('x')], ['a opposes b', 'b opposes a', 'x opposes a']);
    expect(labels(g)).toEqual({ a: 'OUT', b: 'IN', x: 'IN' });
  });

  it('an odd cycle of three stays UNDECIDED', () => {
    const g = graph([claim('a'), claim('b'), claim('c')], ['a opposes b', 'b opposes c', 'c opposes a']);
    expect(labels(g)).toEqual({ a: 'UNDECIDED', b: 'UNDECIDED', c: 'UNDECIDED' });
  });

  it('a claim attacked by two is IN only when both attackers are OUT', () => {
    // t attacked by a and b. a is attacked by the IN r → OUT. b unattacked → IN → t OUT.
    const one = graph([claim('t'), claim('a'), claim('b'), claim('r')], ['a opposes t', 'b opposes t', 'r opposes a']);
    expect(labels(one)).toEqual({ t: 'OUT', a: 'OUT', b: 'IN', r: 'IN' });
    // Now b is also answered (by s): both attackers OUT → t IN.
    const both = graph([claim('t'), claim('a'), claim('b'), claim('r'), claim('s')], ['a opposes t', 'b opposes t', 'r opposes a', 's opposes b']);
    expect(labels(both)).toEqual({ t: 'IN', a: 'OUT', b: 'OUT', r: 'IN', s: 'IN' });
  });

  it('a self-attacking claim is UNDECIDED, and OUT once an IN node attacks it', () => {
    expect(labels(graph([claim('a')], ['a opposes a']))).toEqual({ a: 'UNDECIDED' });
    expect(labels(graph([claim('a'), claim('x')], ['a opposes a', 'x opposes a']))).toEqual({ a: 'OUT', x: 'IN' });
  });

  it('only opposes between claim-like nodes attack; stances, supports and contested_by do not', () => {
    // p opposes c is a stance; s supports c and c contested_by syn are not attacks.
    const g = graph(
      [persona('p'), claim('c'), claim('s'), node('syn', 'synthesis'), node('sm', 'steelman'), node('q', 'question')],
      ['p opposes c', 's supports c', 'c contested_by syn', 'q opposes c', 'sm opposes syn'],
    );
    expect(labels(g)).toEqual({ c: 'IN', s: 'IN', syn: 'OUT', sm: 'IN' });
  });

  it('lists unanswered objections: attacks whose source nobody attacks', () => {
    // a → b → c: a is unattacked, so a→b is unanswered; b is attacked, so b→c is answered.
    const g = graph([claim('a'), claim('b'), claim('c'), claim('d')], ['b opposes c', 'a opposes b', 'd opposes c']);
    const l = groundedLabelling(g);
    expect(l.unanswered.map((e) => `${e.source}>${e.target}`)).toEqual(['a>b', 'd>c']);
    expect([...l.unansweredTargets].sort()).toEqual(['b', 'c']);
    expect(l.counts).toEqual({ IN: 2, OUT: 2, UNDECIDED: 0 });
  });

  it('counts a repeated attack once and gives the same labels whatever the edge order', () => {
    const edges = ['a opposes b', 'a opposes b', 'b opposes c', 'c opposes d', 'd opposes c', 'e opposes d'];
    const nodes = ['a', 'b', 'c', 'd', 'e'].map((id) => claim(id));
    const forward = labels(graph(nodes, edges));
    const backward = labels(graph([...nodes].reverse(), [...edges].reverse()));
    // a IN, b OUT; e IN → d OUT; c's attackers b, d both OUT → c IN.
    expect(forward).toEqual({ a: 'IN', b: 'OUT', c: 'IN', d: 'OUT', e: 'IN' });
    expect(backward).toEqual(forward);
    expect(groundedLabelling(graph(nodes, edges)).attacks).toHaveLength(5);
  });

  it('labels a long chain without recursion (100 000 nodes)', () => {
    const n = 100_000;
    const nodes = Array.from({ length: n }, (_, i) => claim(`c${i}`));
    const edges = Array.from({ length: n - 1 }, (_, i) => `c${i} opposes c${i + 1}`);
    const l = groundedLabelling(graph(nodes, edges));
    expect(l.status.get('c0')).toBe('IN');
    expect(l.status.get(`c${n - 1}`)).toBe((n - 1) % 2 === 0 ? 'IN' : 'OUT');
    expect(l.counts.IN).toBe(n / 2);
  });
});

describe('A1 on meeting minutes: options and the decision are claim-like', () => {
  it('labels the options the red team\'s risks attack OUT, and lists those risks as unanswered', async () => {
    const { processDebate } = await import('../../../src/lib/archive/processDebate.ts');
    const { fixtureSource } = await import('../fixtureSource.ts');
    const r = processDebate(fixtureSource('minutes/2026-06-03-14-30-ko-full.md'), 'm' as never);
    if (!r.ok) throw new Error('fixture');
    const l = groundedLabelling(r.value.graph);
    // risk-1 (R5) and risk-2 (labelled "B안:") oppose option B; nobody answers a risk. risk-3
    // only names C in its sentence ("선택지 C는 보류되어…") in a meeting with a pre-mortem, so
    // it opposes nothing (docs/formats.md: a risks row opposes an option only when a column or
    // its own label names it). Options A and C are unattacked.
    expect(l.status.get('option-a')).toBe('IN');
    expect(l.status.get('option-b')).toBe('OUT');
    expect(l.status.get('option-c')).toBe('IN');
    expect(l.status.get('decision')).toBe('IN');
    expect(l.unanswered.map((e) => `${e.source}>${e.target}`)).toEqual(['risk-1>option-b', 'risk-2>option-b']);
  });
});
