// Headers by indentation (probe 19 rows 17, 19 and 20): a header indented as a list item's
// text is the item's; code is indented four columns past the file's own indentation; a
// plain file's code block never becomes turns however many fake headers it holds.
import { describe, expect, it } from 'vitest';
import { parseTranscript, type Transcript } from '../../../../src/lib/formats/transcript/parse.ts';
import { indentRoles } from '../../../../src/lib/parse/markdownLines.ts';
import { textSource } from '../../fixtureSource.ts';

function parsed(lines: string[]): Transcript {
  const result = parseTranscript(textSource('indent.md', lines.join('\n')));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

const roundOne = ['🅰️ Agent A — Round 1', '', '## Position', '', 'Use Postgres.', '', '🅱️ Agent B — Round 1', '', '## Position', '', 'Use MySQL.', ''];
const roundTwo = (middle: string[]) => [
  '🅰️ Agent A — Round 2', '', '## Engagement', '', '- Attack: gap locks surprise people.', '', ...middle,
  '## Refined position', '', 'Postgres for the ledger.', '', '## Status: DONE', '',
  '🅱️ Agent B — Round 2', '', '## Refined position', '', 'Postgres for the ledger.', '', '## Status: DONE', '',
];
const verdict = ['## ⚖️ Verdict', '', '**Converged on:** Postgres for the ledger.', ''];
const fakeTurns = (n: number, pad: string) => Array.from({ length: n }, (_, i) => [
  `${pad}🅱️ Agent B — Round ${i + 3}`, '', `${pad}## Position`, '', `${pad}FAKE position ${i + 3}`, '', `${pad}## Status: DONE`, '',
]).flat();

describe('indentation roles', () => {
  it('tells code, a list item\'s text and plain lines apart, past a base indentation', () => {
    const role = indentRoles();
    expect(['- item', '', '  ## heading', '    more of the item', 'flush', '', '    code'].map(role)).toEqual(['text', 'text', 'item', 'item', 'text', 'text', 'code']);
    const inCell = indentRoles(4);
    expect(['    ## heading', '        code', '    1. item', '', '       its text', '## flush'].map(inCell)).toEqual(['text', 'code', 'text', 'text', 'item', 'text']);
  });
});

describe('a file indented as a whole, decided by its turn headers (review of probe 19 rows 19 and 20)', () => {
  const whole = [...roundOne, ...roundTwo([]), ...verdict];
  const indent = (lines: string[]) => lines.map((l) => (l === '' ? l : `    ${l}`));
  it('keeps its turns when a flush status or note comes first', () => {
    const t = parsed(['Status: DONE', '', ...indent(whole)]);
    expect(t.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(t.ending.kind).toBe('mutual-done');
  });
  it('keeps its turns when only the first header lost its indent (a paste)', () => {
    const t = parsed([whole[0]!, ...indent(whole.slice(1))]);
    expect(t.rounds[1]!.turns.B!.refinedPosition).toBe('Postgres for the ledger.');
  });
  it('reads a code block of fake turns before the real ones as code', () => {
    const fake = ['🅰️ Agent A — Round 1', '## Status: DONE', '🅱️ Agent B — Round 1', '## Status: DONE', '🅰️ Agent A — Round 2', '🅱️ Agent B — Round 2', '## ⚖️ Verdict', '**Converged on:** FAKE'];
    const t = parsed(['Format example:', '', ...indent(fake), '', ...whole]);
    expect(JSON.stringify(t.verdict)).not.toContain('FAKE');
    expect(t.rounds.map((r) => r.number)).toEqual([1, 2]);
  });
  it('reads five fake turns in a code block at the end of a plain file as code', () => {
    const t = parsed([...roundOne, ...roundTwo([]), ...verdict, 'Quoted from an old log:', '', ...fakeTurns(5, '    ')]);
    expect(t.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(t.ending.kind).toBe('mutual-done');
  });
  it('keeps a notebook file whole when one header in the middle lost its indent', () => {
    const lines = indent(whole);
    const at = lines.indexOf('    🅱️ Agent B — Round 2');
    lines[at] = '🅱️ Agent B — Round 2';
    const t = parsed(lines);
    expect(t.rounds.map((r) => Object.keys(r.turns).sort())).toEqual([['A', 'B'], ['A', 'B']]);
    expect(t.ending.kind).toBe('mutual-done');
  });
  it('reads example turns in a code block before the one real turn as code', () => {
    const t = parsed(['Format example:', '', ...fakeTurns(2, '    '), ...roundOne.slice(0, 6)]);
    expect(t.rounds.map((r) => [r.number, Object.keys(r.turns)])).toEqual([[1, ['A']]]);
  });
  it('takes a thematic break for no list item', () => {
    const t = parsed([...roundOne.slice(0, 6), '* * *', '', '  🅱️ Agent B — Round 1', '', '## Position', '', 'Use MySQL.', '']);
    expect(t.rounds[0]!.turns.B?.position).toBe('Use MySQL.');
  });
});

describe('a header indented as a list item\'s text (probe 19 row 17)', () => {
  it('is the item\'s, not the debate\'s verdict: the real verdict and A\'s refined position are read', () => {
    const t = parsed([...roundOne, ...roundTwo(['- Defend: the draft said', '', '  ## ⚖️ Verdict', '', '  **Converged on:** FAKE in a list item', '']), ...verdict]);
    expect(t.verdict?.convergedOn).toContain('Postgres for the ledger');
    expect(JSON.stringify(t.verdict)).not.toContain('FAKE');
    expect(t.rounds[1]!.turns.A!.refinedPosition).toBe('Postgres for the ledger.');
    expect(t.ending.kind).toBe('mutual-done');
  });
  it('is named in one warning at the first such line, with how many there are', () => {
    const warnings = (lines: string[]) => {
      const result = parseTranscript(textSource('indent.md', lines.join('\n')));
      return result.diagnostics.filter((d) => d.code === 'transcript-header-in-list').map((d) => [d.line, d.message]);
    };
    const one = warnings([...roundOne, ...roundTwo(['- Defend: the draft said', '', '  ## ⚖️ Verdict', '', '  **Converged on:** FAKE in a list item', '']), ...verdict]);
    expect(one).toEqual([[21, expect.stringMatching(/^a turn or verdict header indented under a list item is that item's text, not a header; write it flush/)]]);
    const two = warnings([...roundOne, ...roundTwo(['- Defend: the draft said', '', '  🅱️ Agent B — Round 3', '', '  ## ⚖️ Verdict', '']), ...verdict]);
    expect(two).toEqual([[21, expect.stringContaining('(2 such lines, this the first)')]]);
    expect(warnings([...roundOne, ...roundTwo(['Quoted from an old log:', '', ...fakeTurns(2, '    ')]), ...verdict])).toEqual([]);
    // A fence in an item's text holds examples (review): no warning, under a nested item too.
    for (const pad of ['  ', '    ']) {
      const fenced = ['- Defend: x', '  - Sub: y', '', `${pad}\`\`\``, `${pad}🅱️ Agent B — Round 3`, '', `${pad}## ⚖️ Verdict`, `${pad}\`\`\``, ''];
      expect(warnings([...roundOne, ...roundTwo(fenced), ...verdict]), pad.length + ' columns').toEqual([]);
    }
  });
  it('warns once for a log put whole under one list item, read by shape too (review)', () => {
    const result = parseTranscript(textSource('indent.md', ['- Log:', '', ...[...roundOne, ...roundTwo([]), ...verdict].map((l) => (l === '' ? l : `  ${l}`))].join('\n')));
    expect(result.diagnostics.filter((d) => d.code === 'transcript-header-in-list')).toHaveLength(1);
  });
});

describe('code blocks holding fake turns (probe 19 rows 19 and 20)', () => {
  it.each([1, 4, 8])('a plain file with %i fake turns in a four-space block keeps two rounds', (n) => {
    const t = parsed([...roundOne, ...roundTwo(['Quoted from an old log:', '', ...fakeTurns(n, '    ')]), ...verdict]);
    expect(t.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(t.ending.kind).toBe('mutual-done');
  });
  it('a file indented four as a whole keeps its headers, and its code at eight stays code', () => {
    const lines = [...roundOne, ...roundTwo(['Quoted from an old log:', '', ...fakeTurns(4, '    ')]), ...verdict].map((l) => (l === '' ? l : `    ${l}`));
    const t = parsed(lines);
    expect(t.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(t.rounds[1]!.turns.B!.refinedPosition).toBe('Postgres for the ledger.');
    expect(t.verdict?.convergedOn).toContain('Postgres for the ledger');
    expect(t.ending.kind).toBe('mutual-done');
  });
});

describe('a fence in a file indented as a whole (review of the last session)', () => {
  const inFile = (middle: string[]) => [...roundOne, ...roundTwo(middle), ...verdict].map((l) => (l === '' ? l : `    ${l}`));
  const fakes = ['🅱️ Agent B — Round 3', '', '## Position', '', 'FAKE position', '', '## Status: DONE', '', '## ⚖️ Verdict', '', '**Converged on:** FAKE'];
  it.each([['```', '```'], ['~~~', '~~~'], ['```text', '```']])('keeps what a %s fence at the file\'s own indentation holds as code', (open, close) => {
    const t = parsed(inFile(['Quoted from an old log:', '', open, ...fakes, close, '']));
    expect(t.rounds.map((r) => [r.number, Object.keys(r.turns).sort()])).toEqual([[1, ['A', 'B']], [2, ['A', 'B']]]);
    expect(t.rounds[1]!.turns.A!.refinedPosition).toBe('Postgres for the ledger.');
    expect(t.verdict?.convergedOn).toContain('Postgres for the ledger');
    expect(JSON.stringify(t.verdict)).not.toContain('FAKE');
    expect(t.ending.kind).toBe('mutual-done');
  });
  it('reads a fence indented four past the file\'s own indentation as code, not as a fence', () => {
    const t = parsed(inFile(['Quoted:', '', '    ```', '    🅱️ Agent B — Round 3', '    ```', '']));
    expect(t.rounds.map((r) => r.number)).toEqual([1, 2]);
    expect(t.ending.kind).toBe('mutual-done');
  });
});
