// Wikilinks in minutes participants and opinion text (probe 2026-12-08 row 19): nothing is
// dropped silently. An empty or malformed wikilink is reported at its line or kept as
// written; `[[x|y]]` is participant x, listed as y; `[[a]]]]` is `a` and its stray `]]` said.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import { plainText } from '../../../../src/lib/core/plainText.ts';
import { splitWikilinks } from '../../../../src/lib/graph/wikilinks.ts';
import { inlineHtml } from '../../../../src/lib/render/inlineMarkdown.ts';
import { fixtureSource, textSource } from '../../fixtureSource.ts';

const minutes = fixtureSource('minutes/2026-05-18-1231-en-hold.md').text
  .replace('  - analyst\n  - skeptic', '  - "[[analyst]]"\n  - "[[skeptic|The Skeptic]]"\n  - "[[]]"\n  - "[[ ]]"\n  - "[[a]]]]"')
  .replace('- **skeptic**: I prefer B', '- [[skeptic|<b>x</b>]]: I prefer B [[ ]] and [[#]]');

function read() {
  const result = processDebate(textSource('wl.md', minutes), 'wl' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

describe('wikilinks in minutes participants', () => {
  it('reports an empty wikilink and a stray "]]" at their lines; makes no persona of the one, `a` of the other', () => {
    const record = read();
    const personas = record.graph.nodes.filter((n) => n.type === 'persona').map((n) => n.label);
    expect(personas).toEqual(expect.arrayContaining(['analyst', 'skeptic', 'a']));
    expect(personas.filter((p) => p.includes('[') || p.includes(']') || p.trim() === '')).toEqual([]);
    const said = record.warnings.filter((d) => d.code === 'minutes-participant').map((d) => `${d.line} ${d.path}: ${d.message}`);
    expect(said).toEqual([
      '13 participants: participant "[[]]": an empty wikilink names no one: no participant is made of it',
      '14 participants: participant "[[ ]]": an empty wikilink names no one: no participant is made of it',
      '15 participants: participant "[[a]]]]": the "]]" outside the wikilink is no part of the name, which is read without it',
    ]);
  });

  it('keeps the shown part of [[name|shown]] in the participants listed', () => {
    const record = read();
    const document = record.document as { minutes: { facts: { participants: string[] } } };
    expect(document.minutes.facts.participants).toContain('skeptic (shown as “The Skeptic”)');
  });
});

describe('a long participant name in the frontmatter (probe 16, row 8)', () => {
  const named = (name: string) => processDebate(textSource('long.md', fixtureSource('minutes/2026-05-18-1231-en-hold.md').text.replace('  - skeptic', `  - skeptic\n  - ${name}`)), 'long' as DebateSlug);

  it('is a persona however long, up to the name budget, and past it a located error naming the limit', () => {
    for (const length of [121, 500]) {
      const result = named('a'.repeat(length));
      expect(result.ok && result.value.graph.nodes.some((n) => n.type === 'persona' && n.label === 'a'.repeat(length)), String(length)).toBe(true);
    }
    const over = named('a'.repeat(501));
    expect(over.ok).toBe(false);
    expect(!over.ok && over.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line} ${d.code}: ${d.message}`)).toEqual([`13 too-large: its name has 501 characters; the limit is 500`]);
  });

  it('speaks in R2 under that name: its bold label of any length is read as its opinion', () => {
    for (const name of ['a'.repeat(121), `Dr. ${'Long-Hyphenated '.repeat(20)}Name`.trim()]) {
      const source = fixtureSource('minutes/2026-05-18-1231-en-hold.md').text.replace('  - skeptic', `  - skeptic\n  - ${name}`)
        .replace('- **skeptic**: I prefer B', `- **${name}:** Option B, with a slider.\n- **skeptic**: I prefer B`);
      const result = processDebate(textSource('long.md', source), 'long' as DebateSlug);
      if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
      const persona = result.value.graph.nodes.find((n) => n.type === 'persona' && n.label === name);
      const opinion = result.value.graph.nodes.find((n) => n.type === 'claim' && n.label.startsWith('Option B, with a slider'));
      expect(persona, name.slice(0, 20)).toBeDefined();
      expect(result.value.graph.edges.some((e) => e.source === persona!.id && e.target === opinion?.id && e.type === 'supports'), name.slice(0, 20)).toBe(true);
    }
  });

  it('does not read a long bold sentence that names no participant as a speaker', () => {
    const sentence = 'The whole team agreed that the pricing page needs a clearer comparison of tiers';
    const source = fixtureSource('minutes/2026-05-18-1231-en-hold.md').text
      .replace('- **skeptic**: I prefer B', `- **${sentence} and a slider:** we will see.\n- **skeptic**: I prefer B`);
    const result = processDebate(textSource('long.md', source), 'long' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.value.graph.nodes.some((n) => n.type === 'persona' && n.label.startsWith('The whole team'))).toBe(false);
  });
});

describe('wikilinks in text', () => {
  it('keep a wikilink that names nothing as written, in rendered and in plain text', () => {
    expect(splitWikilinks('B [[ ]] and [[#]]', () => undefined)).toEqual([
      { kind: 'text', text: 'B [[ ]] and ' }, { kind: 'unresolved', label: '#' },
    ]);
    expect(plainText('B [[ ]] and [[x|y]] and [[ |z]]')).toBe('B [[ ]] and y and [[ |z]]');
    expect(inlineHtml('I prefer B [[ ]] because')).toContain('I prefer B [[ ]] because');
  });
});

describe('a speaker shown in emphasis or as a link is the same person (probe 18b row 8)', () => {
  it('makes one persona of `*Ravi*`, `**Ravi**`, `[Ravi](…)` and `Ravi`, and of `__Mina__` and `Mina`', () => {
    const speakers = ['### **Ravi**', '### *Ravi*', '### [Ravi](https://example.com/ravi)', '### Ravi', '### __Mina__', '### Mina'];
    const text = fixtureSource('minutes/2026-05-18-1231-en-hold.md').text
      .replace(/(## R2[^\n]*\n)/u, `$1\n${speakers.map((s, i) => `${s}\n\nI prefer ${i % 2 === 0 ? 'A' : 'B'} for reason ${i}.\n`).join('\n')}\n`);
    const result = processDebate(textSource('emph.md', text), 'emph' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const personas = result.value.graph.nodes.filter((n) => n.type === 'persona').map((n) => n.label);
    expect(personas.filter((p) => /ravi/iu.test(p))).toEqual(['Ravi']);
    expect(personas.filter((p) => /mina/iu.test(p))).toEqual(['Mina']);
  });

  it('reads a link with a title, strikethrough, HTML emphasis and nested wrappers as the name (probe 19 row 25)', () => {
    const speakers = ['### [Ravi](https://example.org/r "Ravi Kumar")', '### Ravi', '### <em>Mina</em>', '### Mina', '### ~~Omar~~', '### Omar', "### **[Lee](https://example.org/lee 'Lee')**:", '### Lee'];
    const text = fixtureSource('minutes/2026-05-18-1231-en-hold.md').text
      .replace(/(## R2[^\n]*\n)/u, `$1\n${speakers.map((s, i) => `${s}\n\nI prefer ${i % 2 === 0 ? 'A' : 'B'} for reason ${i}.\n`).join('\n')}\n`);
    const result = processDebate(textSource('shown.md', text), 'shown' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const personas = result.value.graph.nodes.filter((n) => n.type === 'persona').map((n) => n.label);
    for (const name of ['Ravi', 'Mina', 'Omar', 'Lee']) expect(personas.filter((p) => p.toLowerCase().includes(name.toLowerCase()))).toEqual([name]);
    expect(personas.some((p) => /[<>~[\]*]/u.test(p))).toBe(false);
  });
});
