// Probe 12, rows 14 and 15: a 500-byte note of nested list markers passed `validate` and then
// crashed the build's bundler (a segmentation fault, no message); 160,000 levels took 70 s to
// validate. Lists and quotes are held to MAX_NOTE_NESTING levels before the parser reads the
// note, and the parsed tree (elements, emphasis…) to MAX_NOTE_TREE_DEPTH.
import { describe, expect, it } from 'vitest';
import { MAX_NOTE_NESTING, MAX_NOTE_TREE_DEPTH } from '../../../src/lib/core/limits.ts';
import { noteBodyProblems } from '../../../src/lib/notes/noteCode.ts';
import { deepNesting } from '../../../src/lib/notes/noteNesting.ts';

const note = (body: string) => `---\ntitle: n\n---\n${body}`;
const outline = (levels: number, indent = '  ') => Array.from({ length: levels }, (_, i) => `${indent.repeat(i)}- level ${i + 1}`).join('\n') + '\n';
const refusedAt = (body: string) => deepNesting('n.mdx', note(body)).map((d) => `${d.line} ${d.code}`);

describe('how deep a note nests', () => {
  it('refuses lists and quotes past the limit on one line, at that line', () => {
    expect(refusedAt('- '.repeat(MAX_NOTE_NESTING) + 'x\n')).toEqual([]);
    expect(refusedAt('- '.repeat(MAX_NOTE_NESTING + 1) + 'x\n')).toEqual(['4 too-deep']);
    expect(refusedAt('> '.repeat(MAX_NOTE_NESTING + 1) + 'x\n')).toEqual(['4 too-deep']);
    expect(refusedAt('intro\n\n' + '> - '.repeat(17) + 'x\n')).toEqual(['6 too-deep']);
    expect(refusedAt('- '.repeat(160_000) + 'x\n')).toEqual(['4 too-deep']);
  });

  it('follows an outline down its lines, by two spaces, four or a tab', () => {
    expect(refusedAt(outline(MAX_NOTE_NESTING))).toEqual([]);
    expect(refusedAt(outline(MAX_NOTE_NESTING + 1))).toEqual([`${4 + MAX_NOTE_NESTING} too-deep`]);
    expect(refusedAt(outline(MAX_NOTE_NESTING + 1, '    '))).toEqual([`${4 + MAX_NOTE_NESTING} too-deep`]);
    expect(refusedAt(outline(MAX_NOTE_NESTING + 1, '\t'))).toEqual([`${4 + MAX_NOTE_NESTING} too-deep`]);
  });

  it('leaves long flat lists, lists that end, and fenced code alone', () => {
    const numbered = Array.from({ length: 1_000 }, (_, i) => `${i + 1}. item`).join('\n');
    const many = Array.from({ length: 100 }, () => outline(10)).join('\nA paragraph between.\n\n');
    expect(refusedAt(`${numbered}\n\n${many}`)).toEqual([]);
    expect(refusedAt('```text\n' + outline(MAX_NOTE_NESTING * 2) + '```\n\nafter\n')).toEqual([]);
    expect(refusedAt('~~~~\n' + '- '.repeat(100) + '\n```\n~~~~\n')).toEqual([]);
  });

  it('holds the parsed tree to its own limit: elements nested across blank lines', () => {
    const divs = (n: number) => '<div>\n\n'.repeat(n) + 'x\n\n' + '</div>\n\n'.repeat(n);
    expect(noteBodyProblems('n.mdx', note(divs(MAX_NOTE_TREE_DEPTH - 4)), false)).toEqual([]);
    const deep = noteBodyProblems('n.mdx', note(divs(MAX_NOTE_TREE_DEPTH + 10)), false);
    expect(deep.map((d) => d.code)).toEqual(['too-deep']);
    expect(deep[0]!.message).toContain(`elements nested more than ${MAX_NOTE_TREE_DEPTH} deep`);
  });

  it('is checked for a trusted note too, before its code is compiled', () => {
    expect(noteBodyProblems('n.mdx', note('- '.repeat(250) + 'x\n'), true).map((d) => d.code)).toEqual(['too-deep']);
  });
});
