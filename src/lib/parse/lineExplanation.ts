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

/**
 * Counts of the non-blank lines by what they became, from the account and the graph (the
 * counts `validate --explain` prints and the page's "How this log was read" shows): a line
 * not interpreted counts so; else one that holds a node's source counts as a node, one that
 * holds a relation's as a relation, any other read line as a field.
 */
export function lineCounts(account: LineAccount, graph: DebateGraph): Record<LineRole, number> {
  const nodeLines = new Set<number>();
  for (const node of graph.nodes) if (node.source) nodeLines.add(node.source.line);
  const relationLines = new Set<number>();
  for (const edge of graph.edges) if (edge.provenance) relationLines.add(edge.provenance.line);
  const unread = new Set([...account.notInterpreted, ...account.missed]);
  const counts: Record<LineRole, number> = { node: 0, relation: 0, field: 0, 'not-interpreted': unread.size };
  for (const line of account.read) {
    if (unread.has(line)) continue;
    counts[nodeLines.has(line) ? 'node' : relationLines.has(line) ? 'relation' : 'field']++;
  }
  return counts;
}
