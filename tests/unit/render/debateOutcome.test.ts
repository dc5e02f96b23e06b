// The outcome told first on a debate page and in one line on the index.
import { describe, expect, it } from 'vitest';
import { interpretSource } from '../../../src/lib/formats/registry.ts';
import { debateOutcome, OUTCOME_LINE_MAX } from '../../../src/lib/render/debateOutcome.ts';
import { plainText } from '../../../src/lib/render/plainText.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';
import type { SourceText } from '../../../src/lib/parse/source.ts';

function outcomeOf(source: SourceText) {
  const read = interpretSource(source);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  return debateOutcome(read.value.document, read.value.graph);
}

describe('debateOutcome', () => {
  it('roundtable: the synthesis text, the contested claims and the open questions', () => {
    const o = outcomeOf(fixtureSource('logs/valid-minimal.json'));
    if (o.kind !== 'roundtable') throw new Error(o.kind);
    expect(o.synthesis.map((s) => s.text)).toEqual(['Structurally yes, culturally no.']);
    expect(o.contested.map((c) => c.text)).toEqual(['A hot dog has bread around a filling', 'Steelman: categories follow the shared practices of eaters']);
    expect(o.contested[0]!.anchor).toMatch(/^n-/);
    expect(o.questions.map((q) => q.text)).toEqual(['Is a taco a sandwich?']);
    expect(o.line).toBe('Host synthesis: Structurally yes, culturally no. · 2 contested claims · 1 open question');
  });

  it('roundtable without a synthesis says so', () => {
    const log = { topic: 'T', personas: [{ id: 'p1', name: 'P', position: 'x', argument: 'y' }], claims: [{ id: 'c1', text: 'C' }], relations: [{ source: 'p1', target: 'c1', type: 'supports' }] };
    const o = outcomeOf(textSource('t.json', JSON.stringify(log)));
    expect(o.line).toBe('No host synthesis · 0 contested claims · 0 open questions');
  });

  it('transcript: how it ended and the recommendation', () => {
    const o = outcomeOf(fixtureSource('transcripts/natural-convergence.md'));
    if (o.kind !== 'transcript') throw new Error(o.kind);
    expect(o.ending.kind).toBe('mutual-done');
    expect(o.ending.headline).toMatch(/Both agents said DONE/);
    expect(o.recommendation).toContain('.editorconfig');
    expect(o.line).toMatch(/^Recommendation: Commit an \.editorconfig and let gofmt/);
    expect(o.line).toMatch(/· Both agents said DONE in round \d+ — natural convergence$/);
  });

  it('an unfinished transcript has no verdict, and says so', () => {
    const o = outcomeOf(fixtureSource('transcripts/unfinished.md'));
    if (o.kind !== 'transcript') throw new Error(o.kind);
    expect(o.recommendation).toBeUndefined();
    expect(o.line).toMatch(/^No verdict · Unfinished/);
  });

  it('minutes escalated to a person: never "Decided", who and why in the line', () => {
    const o = outcomeOf(fixtureSource('minutes/2026-09-02-1700-en-escalated.md'));
    if (o.kind !== 'minutes') throw new Error(o.kind);
    expect(o.decision).toBeUndefined();
    expect(o.escalated).toMatchObject({ to: 'CTO', why: 'the sub-round cap was reached' });
    expect(o.line).toBe('Escalated to CTO: the sub-round cap was reached · not decided');
  });

  it('minutes whose decision round states no outcome: not recognised, the lines quoted', () => {
    const o = outcomeOf(fixtureSource('minutes/2026-09-03-0900-ko-not-recognised.md'));
    if (o.kind !== 'minutes') throw new Error(o.kind);
    expect(o.decision).toBeUndefined();
    expect(o.notRecognised).toEqual([{ line: 24, text: '진행자 추천은 B안이며, 인간의 최종 판단을 기다린다.' }]);
    expect(o.line).toBe('Outcome not recognised (line 24)');
  });

  it('minutes on hold: the reason and the resume condition', () => {
    const o = outcomeOf(fixtureSource('minutes/2026-05-18-1231-en-hold.md'));
    if (o.kind !== 'minutes') throw new Error(o.kind);
    expect(o.decision).toBeUndefined();
    expect(o.hold?.reason).toContain('conversion data');
    expect(o.hold?.resumeCondition).toContain('2,000 sessions');
    expect(o.line).toBe('On hold: conversion data for the slider does not exist yet. · resume when an A/B test with 2,000 sessions per arm.');
  });

  it('minutes with a decision: the chosen option and its rubric score', () => {
    const o = outcomeOf(fixtureSource('minutes/2026-06-03-14-30-ko-full.md'));
    if (o.kind !== 'minutes') throw new Error(o.kind);
    expect(o.decision?.chosen).toMatchObject({ key: 'B', score: 9 });
    expect(o.line).toBe('Decided option B (새 검수 엔진 도입), score 9: B안 채택 (편집장 승인).');
  });

  it('a long outcome fits one line and keeps its tail', () => {
    const log = { topic: 'T', personas: [{ id: 'p1', name: 'P', position: 'x', argument: 'y' }], claims: [{ id: 'c1', text: 'C' }], relations: [{ source: 'p1', target: 'c1', type: 'supports' }], synthesis: { id: 's', text: 'word '.repeat(100) } };
    const o = outcomeOf(textSource('t.json', JSON.stringify(log)));
    expect(Array.from(o.line).length).toBeLessThanOrEqual(OUTCOME_LINE_MAX);
    expect(o.line).toMatch(/… · 0 contested claims · 0 open questions$/);
  });

  it('plainText drops Markdown marks and wikilink brackets', () => {
    expect(plainText('**Adopt** [[p1|the economist]]’s plan, see [docs](http://x) and `code`\n\n- item')).toBe('Adopt the economist’s plan, see docs and code item');
  });
});
