// Turn headers as other runs of the harness decorate them: a time before or after, an emoji
// after the label (probe 22 rows 6 and 7, cases written blind). A header that is not read
// merges one side's turn into the other's, and its words become the other side's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { turnHeader } from '../../../../src/lib/formats/transcript/headers.ts';
import { parseTranscript } from '../../../../src/lib/formats/transcript/parse.ts';
import { textSource } from '../../fixtureSource.ts';

const probeCase = (name: string) => fileURLToPath(new URL(`../../../fixtures/probe-2026-12-22/cases/${name}`, import.meta.url));

describe('a turn header with a time or an emoji', () => {
  it.each([
    ['[10:42] 🅰️ Agent A — Round 2', 'A', 2, undefined],
    ['[10:42] Agent A — Round 2', 'A', 2, undefined],
    ['10:42 Agent A — Round 2', 'A', 2, undefined],
    ['## [2026-12-01 10:42] Agent B — Round 3', 'B', 3, undefined],
    ['🅰️ Agent A — Round 2 [10:42]', 'A', 2, undefined],
    ['🅱️ Agent B — Round 2 (Rebuttal) 🔥 10:45', 'B', 2, 'Rebuttal'],
    ['🅱️ Agent B — Round 2 (Rebuttal) 🔥', 'B', 2, 'Rebuttal'],
    ['🅱️ Agent B — Round 2 (Rebuttal) 10:45', 'B', 2, 'Rebuttal'],
    ['🅱️ Agent B — Round 2 · 10:45', 'B', 2, undefined],
    ['Agent B — Round 2 — Rebuttal 🔥', 'B', 2, 'Rebuttal'],
    ['🅱️ Agent B — Round 2 (10:45)', 'B', 2, undefined],
    ['[10:42 AM] Agent A — Round 2', 'A', 2, undefined],
    ['[2026-12-01T10:42:05Z] Agent A — Round 2', 'A', 2, undefined],
    ['**[10:42]** Agent A — Round 2', 'A', 2, undefined],
    ['### 10:42 — Agent A — Round 2', 'A', 2, undefined],
    ['Agent A — Round 2 (Rebuttal) · 10:45 · 🔥', 'A', 2, 'Rebuttal'],
    ['Agent A — Round 2 (Rebuttal) 10:45 AM', 'A', 2, 'Rebuttal'],
  ])('%s is a header', (line, agent, round, label) => {
    expect(turnHeader(line)).toEqual({ agent, round, ...(label === undefined ? {} : { label }) });
  });
  it.each(['Agent A — Round 2 and then we argued about it', '10:42 we met Agent A — Round 2', 'Agent A — Round 2 🔥 was heated, they said'])('%s is not', (line) => {
    expect(turnHeader(line)).toBeNull();
  });
  it('reads a tail of many emoji, joined or not, once: each run has one reading, so a failed match does not try every split', () => {
    for (const run of ['🔥'.repeat(55), '🔥 '.repeat(38), '👩‍👩‍👧'.repeat(14), '1:23'.repeat(28), ' · 1:23 🔥'.repeat(11)]) {
      expect(turnHeader(`Agent A — Round 2 ${run}x`)).toBeNull();
      expect(turnHeader(`Agent A — Round 2 ${run}`)).toEqual({ agent: 'A', round: 2 });
    }
  });
});

describe('probe 22 rows 6 and 7: each side keeps its own words', () => {
  it.each([
    ['t07-timestamp-header.md', 'A', 'Versioned packages make every API change'],
    ['t07b-ts-no-emoji.md', 'A', 'Versioned packages make every API change'],
    ['t07c-ts-after.md', 'A', 'Versioned packages make every API change'],
    ['t08-emoji-time-header.md', 'B', 'A monorepo makes every team wait on one CI queue'],
    ['t08b-emoji-only.md', 'B', 'A monorepo makes every team wait on one CI queue'],
    ['t08c-time-only.md', 'B', 'A monorepo makes every team wait on one CI queue'],
    ['t08d-dot-time.md', 'B', 'A monorepo makes every team wait on one CI queue'],
  ] as const)('%s: round 2 has both turns, the attack is %s\'s', (file, agent, attack) => {
    const result = parseTranscript(textSource(file, readFileSync(probeCase(file), 'utf8')));
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const round2 = result.value.rounds.find((r) => r.number === 2)!;
    expect(Object.keys(round2.turns).sort()).toEqual(['A', 'B']);
    expect(JSON.stringify(round2.turns[agent]!.engagement)).toContain(attack);
    const other = agent === 'A' ? 'B' : 'A';
    expect(JSON.stringify(round2.turns[other]!.engagement)).not.toContain(attack);
    expect(result.diagnostics.filter((d) => d.code === 'transcript-truncated')).toEqual([]);
  });
});
