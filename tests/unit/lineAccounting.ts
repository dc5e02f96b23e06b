// The check both Markdown parsers must pass on every fixture: each non-empty line of the
// file is read into the record or listed as not interpreted (with its text and a warning
// naming the first such line), nothing is missed, and every message carries a line.
import { expect } from 'vitest';
import type { Parsed } from '../../src/lib/core/result.ts';
import type { SourceText } from '../../src/lib/parse/source.ts';

interface Accounted {
  lineAccount: { read: number[]; notInterpreted: number[]; missed: number[] };
  notInterpreted: Array<{ line: number; text: string }>;
}

export function expectEveryLineAccounted(source: SourceText, result: Parsed<Accounted>, notInterpretedCode: string): void {
  if (!result.ok) {
    // A file that is not of the format at all is refused whole, with located errors.
    expect(result.diagnostics.every((d) => d.line !== undefined)).toBe(true);
    return;
  }
  const { lineAccount, notInterpreted } = result.value;
  const lines = source.text.replace(/\r\n?/g, '\n').split('\n');
  const nonEmpty = lines.flatMap((text, i) => (text.trim() === '' ? [] : [i + 1]));
  expect(lineAccount.missed).toEqual([]);
  expect([...lineAccount.read, ...lineAccount.notInterpreted].sort((a, b) => a - b)).toEqual(nonEmpty);
  expect(notInterpreted.map((l) => l.line)).toEqual(lineAccount.notInterpreted);
  for (const l of notInterpreted) expect(l.text).toBe(lines[l.line - 1]);
  if (notInterpreted.length > 0) {
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ code: notInterpretedCode, line: notInterpreted[0]!.line }));
  }
  for (const d of result.diagnostics) expect(d.line, d.message).toBeGreaterThan(0);
}
