// Transcripts from other runs: `🅰️ Claude (Round 1) — Opening` headers, a position line that
// opens with a side's name, `### Attacks` / `### Concessions` sections, and `Attack: (none yet)`.
import { describe, expect, it } from 'vitest';
import { shapeTurnHeader } from '../../../../src/lib/formats/transcript/shapeHeaders.ts';
import { readLog } from '../../../support/readLog.ts';

const edges = (graph: any) => graph.edges.map((e: any) => `${e.type} ${e.source} → ${e.target}`);

const transcript = `---
topic: Monorepo or polyrepo for the payments team
sides: [Monorepo, Polyrepo]
---
# Debate: Monorepo or polyrepo

## 🅰️ Claude (Round 1) — Opening

### Position
One monorepo: shared libraries change in one commit.

### Attacks
- (none yet)

STATUS: CONTINUE

## 🅱️ GPT-5 (Round 1) — Opening

### Position
Polyrepo: each service deploys on its own.

### Attacks
- A single commit across services hides coupling.

STATUS: CONTINUE

## 🅰️ Claude (Round 2) — Rebuttal

### Concessions
- Independent deploys matter for the card service.
- none

### Refined position
Monorepo, with per-service deploy pipelines.

STATUS: DONE

## 🅱️ GPT-5 (Round 2) — Rebuttal

### Refined position
Polyrepo, with a shared-library release train.

STATUS: DONE

## ⚖️ Verdict
**Converged on:** per-service deploy pipelines.
**Rounds:** 2 — natural convergence
`;

describe('a header naming the model, its round in brackets, then the turn', () => {
  it('reads agent, round, name and label', () => {
    expect(shapeTurnHeader('## 🅰️ Claude (Round 1) — Opening')).toEqual({ agent: 'A', round: 1, label: 'Opening', name: 'Claude' });
    expect(shapeTurnHeader('🅱️ GPT-5 (Round 2) — Rebuttal')).toEqual({ agent: 'B', round: 2, label: 'Rebuttal', name: 'GPT-5' });
  });
  it('a line naming both agents is no one’s header', () => {
    expect(shapeTurnHeader('?? 第 2 轮 A/B 未生成 — 额度用完')).toBeNull();
  });
});

describe('a transcript of such headers, whose sides are named', () => {
  const { value } = readLog(transcript, 't01-claude-round-opening.md');
  it('reads every turn, not a position line opening with a side’s name as a speaker', () => {
    const positions = value.graph.nodes.filter((n: any) => /-position$/.test(n.id)).map((n: any) => [n.id, n.label]);
    expect(positions).toEqual([
      ['a-r1-position', 'One monorepo: shared libraries change in one commit.'],
      ['b-r1-position', 'Polyrepo: each service deploys on its own.'],
      ['a-r2-position', 'Monorepo, with per-service deploy pipelines.'],
      ['b-r2-position', 'Polyrepo, with a shared-library release train.'],
    ]);
    expect(value.document.transcript.ending.kind).toBe('mutual-done');
  });
  it('an item under `### Attacks` attacks; one under `### Concessions` concedes; "none" makes no point', () => {
    expect(edges(value.graph)).toContain('opposes agent-b → a-r1-position');
    expect(edges(value.graph).filter((e: string) => e.startsWith('opposes agent-a'))).toEqual([]);
    expect(value.graph.nodes.filter((n: any) => n.id.startsWith('a-r2-concedes')).map((n: any) => n.label)).toEqual(['Independent deploys matter for the card service.']);
  });
});

describe('`Attack: (none yet)` in an Engagement section opposes nothing', () => {
  for (const text of ['(none yet)', 'none', 'N/A this round', 'TBD', '—']) {
    it(text, () => {
      const { value } = readLog(`# X\n\n## Agent A — Round 1\n## Position\nGo.\n\n## Agent B — Round 1\n## Position\nRust.\n\n## Agent A — Round 2\n## Engagement\n- Attack: ${text}\n\n## Refined position\nGo.\n\n## Status: CONTINUE — more\n`, 't-none.md');
      expect(edges(value.graph).filter((e: string) => e.startsWith('opposes'))).toEqual([]);
    });
  }
  it('an attack that opens with "None of" is an attack', () => {
    const { value } = readLog('# X\n\n## Agent A — Round 1\n## Position\nGo.\n\n## Agent B — Round 1\n## Position\nRust.\n\n## Agent A — Round 2\n## Engagement\n- Attack: None of the latency numbers survive production load.\n\n## Status: CONTINUE — more\n', 't-none-of.md');
    expect(edges(value.graph)).toContain('opposes agent-a → b-r1-position');
  });
});
