// Random logs of every format (fast-check, seeded: the same cases on every run) through
// what the archive does with a file (processDebate), the aliases file and a note's tags:
// nothing throws, no problem is an unlocated "[internal]" one or carries a stack trace,
// and every error names its file and where in it (a line or a path). Small runs, for
// `npm test`; time and memory growth are scripts/bench-linear.ts's job.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { Diagnostic } from '../../../src/lib/core/diagnostics.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { parseAliasFile } from '../../../src/lib/merge/aliasFile.ts';
import { scanNoteTags } from '../../../src/lib/notes/noteReferences.ts';

const RUNS = { seed: 30, numRuns: 60 };

/** Text that leans on what parsers treat specially: markup, brackets, quotes, controls, scripts. */
const markup = ['*', '[', ']', '!', '`', '|', '<', '>', '#', '-', '_', ' ', '\n', '\t', '"', '{', '}', ':', '\\', '(', ')', 'a', 'é', '語', '🅰️'];
const controls = ['\u0000', '\u001b', '\u202e', '\u200b', '\ufeff'];
/** Mostly markup and letters; one string in six may hold a control or format character too. */
const junk = fc.oneof(
  { arbitrary: fc.string({ unit: fc.constantFrom(...markup), maxLength: 30 }), weight: 5 },
  { arbitrary: fc.string({ unit: fc.constantFrom(...markup, ...controls), maxLength: 30 }), weight: 1 },
);
const id = fc.oneof({ arbitrary: fc.constantFrom('p1', 'p2', 'c1', 'c2', 's1', 'd1', 'x:y', '2026/a:c1', ''), weight: 4 }, { arbitrary: junk, weight: 1 });
const anyValue = fc.oneof(junk, fc.integer(), fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));
/** Usually the right shape, sometimes any value. */
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: arb, weight: 6 }, { arbitrary: anyValue, weight: 1 });

const roundtable = fc.record({
  topic: maybe(junk),
  meta: maybe(fc.record({ created: maybe(fc.constantFrom('2026-09-03', '99999-12-31', 'x')), tags: maybe(fc.array(junk, { maxLength: 4 })) })),
  personas: maybe(fc.array(fc.record({ id, name: maybe(junk), position: maybe(junk), argument: maybe(junk) }), { maxLength: 5 })),
  claims: maybe(fc.array(fc.record({ id, text: maybe(junk) }), { maxLength: 6 })),
  relations: maybe(fc.array(fc.record({ source: id, target: id, type: maybe(fc.constantFrom('supports', 'opposes', 'refines', 'related', 'concedes', 'alias_of')) }), { maxLength: 8 })),
  synthesis: maybe(fc.record({ id, text: maybe(junk) })),
}, { requiredKeys: [] });

const intermediate = fc.record({
  topic: maybe(junk),
  nodes: maybe(fc.array(fc.record({ id, type: maybe(fc.constantFrom('persona', 'claim', 'synthesis', 'domain', 'question')), label: maybe(junk) }), { maxLength: 6 })),
  edges: maybe(fc.array(fc.record({ source: id, target: id, type: maybe(fc.constantFrom('supports', 'opposes', 'mentions')) }), { maxLength: 8 })),
}, { requiredKeys: [] });

const aifNodes = fc.array(fc.record({ nodeID: maybe(fc.integer({ min: 0, max: 6 })), text: maybe(junk), type: maybe(fc.constantFrom('I', 'RA', 'CA', 'MA', 'L', 'YA', 'TA')) }), { maxLength: 8 });
const aifEdges = fc.array(fc.record({ edgeID: maybe(fc.integer({ min: 0, max: 9 })), fromID: maybe(fc.integer({ min: 0, max: 6 })), toID: maybe(fc.integer({ min: 0, max: 6 })) }), { maxLength: 10 });
const aif = fc.record({ nodes: maybe(aifNodes), edges: maybe(aifEdges), locutions: fc.constant([]), participants: fc.constant([]) }, { requiredKeys: [] });
const xaif = fc.record({ AIF: fc.record({ nodes: maybe(aifNodes), edges: maybe(aifEdges), locutions: fc.constant([]), participants: fc.constant([]) }, { requiredKeys: [] }), text: maybe(junk), OVA: maybe(fc.constant({})) }, { requiredKeys: ['AIF'] });

/** Lines of a prose format: its structural lines, mixed with junk, in any order. */
const prose = (structure: readonly string[]) => fc.array(fc.oneof(fc.constantFrom(...structure), junk, fc.constant('')), { maxLength: 24 }).map((lines) => lines.join('\n'));
const transcript = prose([
  '🅰️ Agent A — Round 1 (Opening)', '🅱 Agent B — Round 1 (Opening)', '🅰️ Agent A — Round 2 (Rebuttal)', '## Position', '## Reasoning',
  '## Refined position', '## Concessions', '- I concede the cost point, but not the rest.', '> quoted', '```', '## Verdict', '| a | b |', '1. first',
]).map((body) => `🅰️ Agent A — Round 1 (Opening)\n\n## Position\n\nYes.\n${body}`);
const frontmatterLines = fc.array(fc.oneof(fc.constantFrom('type: meeting', 'date: 2026-05-18', 'tags: [a, b]', 'participants:', '  - analyst', 'x: &a 1', 'y: *a', '<<: *a', 'z: !!binary G0hJ', 'w: !evil x', 'k: [', '? complex', 'title: "q'), junk), { maxLength: 10 });
const minutes = fc.tuple(frontmatterLines, prose([
  '# Meeting', '## R1 Problem definition', '## R2 Independent opinions', '## R3 Cross-examination', '## Decision', '## Action items',
  '- **analyst:** Option A, because it is cheaper.', '- **skeptic**: I prefer B.', '| option | votes |', '| --- | --- |', '| A | 2 |', '  - nested', '- [ ] write copy (owner: kim)',
])).map(([front, body]) => `---\ntype: meeting\n${front.join('\n')}\n---\n# M\n\n## R1 Problem definition\n\nWhich?\n${body}`);

const problemsOf = (file: string, text: string): readonly Diagnostic[] => processDebate({ file, text }, 'random' as DebateSlug).diagnostics;

function expectLocated(file: string, diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) {
    expect(d.file).toBe(file);
    expect(d.code).not.toBe('internal');
    expect(d.message).not.toMatch(/\n\s+at |Maximum call stack|\[object /);
    if (d.severity === 'error') expect(d.line !== undefined || d.path !== undefined, `${d.code}: ${d.message}`).toBe(true);
  }
}

describe('random logs of every format', () => {
  const json = (value: unknown) => JSON.stringify(value);
  const cases: Array<[string, string, fc.Arbitrary<string>]> = [
    ['roundtable-kg', 'r.json', roundtable.map(json)],
    ['the intermediate graph', 'g.json', intermediate.map((g) => json({ $schema: 'https://debate-atlas.dev/schema/intermediate-graph.json', ...g }))],
    ['AIF', 'a.json', aif.map(json)],
    ['xAIF', 'x.json', xaif.map(json)],
    ['a transcript', 't.md', transcript],
    ['minutes with YAML frontmatter', 'm.md', minutes],
    ['JSON cut anywhere', 'r.json', fc.tuple(roundtable.map(json), fc.nat()).map(([text, cut]) => text.slice(0, cut % (text.length + 1)))],
  ];
  it.each(cases)('%s: never throws, every problem located, no stack trace', (_, file, texts) => {
    fc.assert(fc.property(texts, (text) => expectLocated(file, problemsOf(file, text))), RUNS);
  });

  it('the aliases file: never throws, every problem located', () => {
    const group = maybe(fc.array(maybe(id), { maxLength: 4 }));
    const aliases = fc.oneof(fc.record({ groups: maybe(fc.array(group, { maxLength: 5 })), extra: maybe(junk) }, { requiredKeys: [] }).map((file) => JSON.stringify(file)), junk);
    fc.assert(fc.property(aliases, (text) => {
      const parsed = parseAliasFile({ file: 'aliases.json', text });
      expectLocated('aliases.json', parsed.diagnostics);
    }), RUNS);
  });

  it('a note’s component tags: scanning never throws and keeps tags in order', () => {
    const note = prose(['<Claim slug="2026/a" id="c1" />', '<Persona a={', '<DebateGraph slug="x" focus="c3" depth={1}/>', '<Claim "', '{/* c */}', '<']);
    fc.assert(fc.property(note, (text) => {
      const tags = scanNoteTags(text);
      expect(tags.every((tag, i) => i === 0 || tag.line >= tags[i - 1]!.line)).toBe(true);
    }), RUNS);
  });
});
