// One file through the whole pipeline: parse → validate → extract → lint → layout.
// Format detection is by content; the file extension only says JSON or Markdown.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { DebateSlug } from '../core/ids.ts';
import { guessLanguage } from '../core/language.ts';
import type { Parsed } from '../core/result.ts';
import type { SourceText } from '../parse/source.ts';
import { looksLikeMinutes, minutesGoalCheck, minutesToLog, parseMinutes } from '../formats/minutes/parse.ts';
import { looksLikeTranscript, parseTranscript, transcriptToLog } from '../formats/transcript/parse.ts';
import { extractGraph } from '../extract/extractGraph.ts';
import { graphStats } from '../lint/graphStats.ts';
import { layoutGraph } from '../layout/layoutGraph.ts';
import { looksLikeIntermediateGraph, validateIntermediateGraph } from '../formats/intermediate/validate.ts';
import { selfCheck } from '../lint/selfCheck.ts';
import type { DebateGraph } from '../graph/types.ts';
import { parseJsonDocument } from '../parse/jsonDocument.ts';
import { validateRoundtableLog } from '../formats/roundtable-kg/validate.ts';
import type { DebateLog } from '../schemas/roundtableLog.ts';
import type { DebateFormat, DebateRecord, FormatDocument } from './debateRecord.ts';

export const DEBATE_EXTENSIONS = ['.json', '.md', '.markdown'] as const;

const EXPECTED =
  'expected one of: a roundtable-kg debate_log.json (topic, personas, claims, relations), an intermediate graph (.json with nodes and edges), ' +
  'a /debate transcript (.md with turn headers such as "Agent A — Round 1"), or roundtable meeting minutes (.md with "type: meeting" frontmatter or R0–R7 headings)';

interface Interpreted { format: DebateFormat; graph: DebateGraph; document: FormatDocument; title?: string; date?: string; warnings: Diagnostic[] }

/** Reads a source as whichever format its content is. Never throws on bad input. */
export function interpretSource(source: SourceText): Parsed<Interpreted> {
  const lower = source.file.toLowerCase();
  if (lower.endsWith('.json')) {
    const json = parseJsonDocument(source);
    if (!json.ok) return json;
    if (looksLikeIntermediateGraph(json.value.value)) {
      const graph = validateIntermediateGraph(json.value);
      return graph.ok ? { ok: true, diagnostics: graph.diagnostics, value: { format: 'intermediate', graph: graph.value, document: { format: 'intermediate' }, warnings: graph.diagnostics } } : graph;
    }
    const log = validateRoundtableLog(json.value);
    return log.ok ? fromLog('roundtable-kg', log.value, { format: 'roundtable-kg' }, log.diagnostics) : log;
  }
  if (lower.endsWith('.md') || lower.endsWith('.markdown')) {
    if (looksLikeTranscript(source.text)) {
      const parsed = parseTranscript(source);
      if (!parsed.ok) return parsed;
      const t = parsed.value;
      return fromLog('transcript', transcriptToLog(t), { format: 'transcript', transcript: t }, parsed.diagnostics, t.title, t.date);
    }
    if (looksLikeMinutes(source.text)) {
      const parsed = parseMinutes(source);
      if (!parsed.ok) return parsed;
      const m = parsed.value;
      return fromLog('minutes', minutesToLog(m), { format: 'minutes', minutes: m, goalCheck: minutesGoalCheck(m) }, parsed.diagnostics, m.title, m.facts.date);
    }
  }
  return { ok: false, diagnostics: [{ severity: 'error', code: 'unknown-format', file: source.file, message: `matches no debate format; ${EXPECTED}` }] };
}

function fromLog(format: DebateFormat, log: DebateLog, document: FormatDocument, warnings: Diagnostic[], title?: string, date?: string): Parsed<Interpreted> {
  return {
    ok: true,
    diagnostics: warnings,
    value: { format, graph: extractGraph(log), document, warnings, ...(title ? { title } : {}), ...(date ? { date } : {}) },
  };
}

export function processDebate(source: SourceText, slug: DebateSlug): Parsed<DebateRecord> {
  let interpreted: Parsed<Interpreted>;
  try {
    interpreted = interpretSource(source);
  } catch (cause) {
    // A bug of ours must still name the file and leave every other debate intact.
    return { ok: false, diagnostics: [{ severity: 'error', code: 'internal', file: source.file, message: `could not be read: ${(cause as Error).message ?? String(cause)}` }] };
  }
  if (!interpreted.ok) return interpreted;
  const { format, graph, document, warnings } = interpreted.value;
  const stats = graphStats(graph);
  const date = interpreted.value.date ?? graph.meta.created;
  const lang = graph.meta.lang ?? guessLanguage([graph.topic, ...graph.nodes.map((n) => n.text ?? n.label)].join('\n'));
  const record: DebateRecord = {
    slug,
    file: source.file,
    format,
    title: interpreted.value.title ?? graph.topic,
    ...(date ? { date } : {}),
    tags: [...new Set(graph.meta.tags)],
    ...(lang ? { lang } : {}),
    document,
    graph,
    stats,
    layout: layoutGraph(graph, slug),
    selfCheck: selfCheck(graph, stats),
    warnings,
    counts: {
      personas: stats.nodesByType['persona'] ?? 0,
      claims: (stats.nodesByType['claim'] ?? 0) + (stats.nodesByType['steelman'] ?? 0),
      contested: stats.contestedClaims,
    },
  };
  return { ok: true, value: record, diagnostics: warnings };
}
