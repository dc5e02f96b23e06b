// Two personas (or two domains) of one debate whose names differ only in Unicode form
// (NFC/NFD), width (full-width letters), case or spacing look like one to a reader and
// would join into one node in the atlas, which then both supports and opposes a claim.
// Within one debate that is an error in the log, reported where the second name is
// written, never a silent merge.
import type { Diagnostic } from '../core/diagnostics.ts';
import { normaliseName } from '../core/names.ts';
import type { DebateGraph } from '../graph/types.ts';
import { LineIndex, type SourceText } from '../parse/source.ts';

const CHECKED_TYPES = ['persona', 'domain'] as const;

export function sameNameProblems(graph: DebateGraph, source: SourceText): Diagnostic[] {
  const problems: Diagnostic[] = [];
  let lines: LineIndex | undefined;
  for (const type of CHECKED_TYPES) {
    const first = new Map<string, { id: string; label: string }>();
    for (const node of graph.nodes) {
      if (node.type !== type) continue;
      const key = normaliseName(node.label);
      const earlier = first.get(key);
      if (earlier === undefined) {
        first.set(key, { id: node.id, label: node.label });
        continue;
      }
      // Where the second spelling is written, when the file has it verbatim.
      const offset = findWritten(source.text, node.label, earlier.label);
      lines ??= new LineIndex(source.text);
      problems.push({
        severity: 'error', code: 'same-name', file: source.file, ...(offset === -1 ? {} : lines.position(offset)),
        message:
          `${type} ${JSON.stringify(node.label)} (${node.id}) and ${JSON.stringify(earlier.label)} (${earlier.id}) have the same name once normalised ` +
          `(Unicode form, width, case, spaces): readers cannot tell them apart and the atlas would join them; rename one, or make them one ${type}`,
      });
    }
  }
  return problems;
}

/** The offset of `label` written in the text, skipping places that are the other spelling. */
function findWritten(text: string, label: string, other: string): number {
  for (const written of [label, JSON.stringify(label).slice(1, -1)]) {
    for (let at = text.indexOf(written); at !== -1; at = text.indexOf(written, at + 1)) {
      if (written === other || !text.startsWith(other, at)) return at;
    }
  }
  return -1;
}
