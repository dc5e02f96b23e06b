// What each non-blank line of a prose log became, for `debate-atlas validate --explain`:
// a node, a relation (with its reading: stated, read, mentioned), a field of the record,
// or not interpreted (with the reason). Format-neutral: a format supplies its line account
// and field notes (parse/lineAccount.ts says how a format fills them); nodes and
// relations are placed by their own `source` / `provenance` lines in the graph.
import { collapsedPrefix } from '../core/escape.ts';
import type { DebateGraph, Reading } from '../graph/types.ts';
import type { LineAccount, LineNote, NotInterpretedLine } from './lineAccount.ts';

export type LineRole = 'node' | 'relation' | 'field' | 'not-interpreted';

export interface LineEntry {
  role: LineRole;
  what: string;
  reading?: Reading;
}

export interface ExplainedLine {
  line: number;
  text: string;
  entries: LineEntry[];
}

/** What a format hands over for its lines (archive/lineReport.ts picks it from a document). */
export interface LineReport {
  account: LineAccount;
  notes: readonly LineNote[];
  notInterpreted: readonly NotInterpretedLine[];
}

const QUOTE_MAX = 80;
const clip = (text: string, max: number): string => {
  const chars = Array.from(collapsedPrefix(text, 2 * max + 2));
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
};

export function explainLines(text: string, report: LineReport, graph: DebateGraph): ExplainedLine[] {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const entries = new Map<number, LineEntry[]>();
  const add = (line: number, entry: LineEntry) => {
    const list = entries.get(line) ?? [];
    list.push(entry);
    entries.set(line, list);
  };
  const label = new Map<string, string>(graph.nodes.map((n) => [n.id, n.label]));
  for (const node of graph.nodes) {
    if (node.source) add(node.source.line, { role: 'node', what: `${node.type} ${node.id}: ${clip(node.label, QUOTE_MAX)}` });
  }
  for (const edge of graph.edges) {
    const at = edge.provenance;
    if (!at) continue;
    const quote = at.quote !== undefined ? ` — "${clip(at.quote, QUOTE_MAX)}"` : '';
    const span = at.endLine !== undefined && at.endLine > at.line ? ` (lines ${at.line}–${at.endLine})` : '';
    const target = label.has(edge.target) ? edge.target : `${edge.target} (elsewhere)`;
    add(at.line, { role: 'relation', what: `${edge.type} ${edge.source} → ${target}${span}${quote}`, ...(edge.reading ? { reading: edge.reading } : {}) });
  }
  for (const note of report.notes) {
    if (note.fallback && entries.has(note.line)) continue;
    add(note.line, { role: 'field', what: note.what });
  }
  for (const entry of report.notInterpreted) {
    add(entry.line, { role: 'not-interpreted', what: entry.reason ?? (entry.section !== '' ? `in "${entry.section}"` : 'not interpreted') });
  }
  const out: ExplainedLine[] = [];
  lines.forEach((content, i) => {
    if (content.trim() === '') return;
    const line = i + 1;
    // A read line the format noted nothing for is still accounted for: it was read.
    out.push({ line, text: content, entries: entries.get(line) ?? [{ role: 'field', what: 'read into the record' }] });
  });
  return out;
}

/** Counts of lines by what they became (a line with a node and a field counts once, as a node). */
export function explanationCounts(lines: readonly ExplainedLine[]): Record<LineRole, number> {
  const counts: Record<LineRole, number> = { node: 0, relation: 0, field: 0, 'not-interpreted': 0 };
  for (const line of lines) {
    const roles = new Set(line.entries.map((e) => e.role));
    const role: LineRole = roles.has('not-interpreted') ? 'not-interpreted' : roles.has('node') ? 'node' : roles.has('relation') ? 'relation' : 'field';
    counts[role]++;
  }
  return counts;
}
