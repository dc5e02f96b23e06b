// The index's outcome filter: each minutes outcome under its own kind (acceptance of
// issue 27, FAIL 8: escalated meetings were listed as "No outcome recorded").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outcomeKind, OUTCOME_KIND_LABELS } from '../../../src/lib/archive/listing.ts';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { debateOutcome } from '../../../src/lib/render/debateOutcome.ts';
import { textSource } from '../fixtureSource.ts';

const corpus = path.join(import.meta.dirname, '../../fixtures/prose-corpus/minutes');
const kindOf = (name: string) => {
  const result = processDebate(textSource(`${name}.md`, readFileSync(path.join(corpus, `${name}.md`), 'utf8')), 'm' as DebateSlug);
  if (!result.ok) throw new Error(name);
  return outcomeKind(debateOutcome(result.value.document, result.value.graph));
};

describe('the outcome filter of the index', () => {
  it('has a kind for an escalation and for an ending no one could read, each labelled', () => {
    expect(kindOf('2027-05-24-10-45-构建告警-zh-seedlike-escalated')).toBe('escalated');
    expect(kindOf('2027-05-14-11-10-마감-알림-ko-gongmun-unclear')).toBe('unclear');
    expect(kindOf('2027-05-03-09-30-artifact-storage-en-seedlike-six-decided')).toBe('decided');
    expect(OUTCOME_KIND_LABELS.escalated).toBe('Escalated to a person');
  });
});
