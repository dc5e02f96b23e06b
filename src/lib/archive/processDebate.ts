// One file through the checking stages: parse → validate → extract → correct → lint.
// Layout is not here: it is a build stage (layout/), run only for what the site draws.
// `corrections` is the sidecar beside the log (corrections/schema.ts), when there is one:
// the build and every CLI command pass it, so all of them read the corrected debate.
import { plainText } from '../render/inlineMarkdown.ts';
import type { DebateSlug } from '../core/ids.ts';
import { guessLanguage, languageSample } from '../core/language.ts';
import { partialOf, type Checked } from '../core/result.ts';
import type { DebateGraph } from '../graph/types.ts';
import { interpretSource, type Interpreted } from '../formats/registry.ts';
import { correctDebate } from '../corrections/applyCorrections.ts';
import { holdsBidiControl } from '../core/escape.ts';
import type { SourceKind } from '../formats/types.ts';
import { budgetProblems } from '../lint/budgets.ts';
import { graphStats } from '../lint/graphStats.ts';
import { sameNameProblems } from '../lint/sameNames.ts';
import { aliasKindProblems, type RelationProblem } from '../lint/aliasKinds.ts';
import { relationPlaces } from './locateRelations.ts';
import { selfCheck } from '../lint/selfCheck.ts';
import type { SourceText } from '../parse/source.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { DebateRecord } from './debateRecord.ts';

/**
 * Failed, the result still hands on the graph of the file's valid parts (`partial`) when
 * there is one, for the merge to check against the other debates (core/result.ts).
 */
export function processDebate(source: SourceText, slug: DebateSlug, kind?: SourceKind, corrections?: SourceText): Checked<DebateRecord, DebateGraph> {
  let interpreted: Checked<Interpreted>;
  try {
    interpreted = interpretSource(source, kind);
  } catch (cause) {
    // A bug of ours must still name the file and leave every other debate intact.
    return { ok: false, diagnostics: [{ severity: 'error', code: 'internal', file: source.file, message: `could not be read: ${(cause as Error).message ?? String(cause)}` }] };
  }
  if (!interpreted.ok) {
    const partial = partialOf(interpreted);
    // What the reading kept is checked as a valid one would be: a control character or a YAML tag hides no budget or name problem (probe 25, MD-ALL).
    const later = partial === undefined ? [] : readingProblems(partial, source);
    return { ok: false, diagnostics: [...interpreted.diagnostics, ...later], ...(partial !== undefined ? { partial: partial.graph } : {}) };
  }
  let reading = interpreted.value;
  let warnings = interpreted.diagnostics;
  // Budgets first (core/limits.ts): every later stage's cost grows with what they bound.
  const overBudget = budgetProblems(reading.graph, source, reading.title);
  if (overBudget.length > 0) return { ok: false, diagnostics: [...warnings, ...readingProblems(reading, source, overBudget)] };
  if (corrections !== undefined) {
    const corrected = correctDebate(reading, warnings, corrections, source.file);
    if (!corrected.ok) return { ok: false, diagnostics: [...warnings, ...corrected.diagnostics], partial: reading.graph };
    ({ reading, warnings } = corrected.value);
  }
  const { format, document, graph } = reading;
  const sameNames = [...sameNameProblems(graph, source), ...locatedRelationProblems(aliasKindProblems(graph, source.file, slug), source)];
  if (sameNames.length > 0) return { ok: false, diagnostics: [...warnings, ...sameNames], partial: graph };
  const stats = graphStats(graph);
  const date = reading.date ?? graph.meta.created;
  const lang = graph.meta.lang ?? guessLanguage(languageSample([graph.topic, ...graph.nodes.map((n) => n.text ?? n.label)]));
  const record: DebateRecord = {
    slug,
    file: source.file,
    format,
    // Shown as text everywhere (<title>, lists, feeds). A Markdown file's title (its heading,
    // its frontmatter) or a JSON log's topic is prose: Markdown, its markers stripped.
    title: plainText(reading.title ?? graph.topic),
    ...(date ? { date } : {}),
    tags: [...new Set(graph.meta.tags)],
    ...(lang ? { lang } : {}),
    document,
    graph,
    stats,
    selfCheck: selfCheck(graph, stats),
    warnings,
    counts: {
      personas: stats.nodesByType['persona'] ?? 0,
      claims: (stats.nodesByType['claim'] ?? 0) + (stats.nodesByType['steelman'] ?? 0),
      contested: stats.contestedClaims,
    },
    // What the log says, decoded (JSON and YAML escapes) and corrected, not its source text (review 07l rows 7, 9).
    ...(holdsBidiControl([graph, document, reading.title]) ? { bidiControls: true as const } : {}),
  };
  return { ok: true, value: record, diagnostics: warnings };
}

/**
 * A refused reading's budget problems and its same-name problems: a 520-character name hides no two Alices (probe 74 row 174);
 * the name check's text search is bounded. Its alias problems: the merge of the partial says them.
 */
function readingProblems(reading: Interpreted, source: SourceText, overBudget = budgetProblems(reading.graph, source, reading.title)): Diagnostic[] {
  return [...overBudget, ...sameNameProblems(reading.graph, source)];
}

/** Each relation problem at its relation's line, column and path in a JSON file (a Markdown one leaves it at the file). */
function locatedRelationProblems(problems: readonly RelationProblem[], source: SourceText): Diagnostic[] {
  if (problems.length === 0) return [];
  const places = relationPlaces(source, problems.map((p) => p.relation));
  return problems.map((p) => ({ ...p.problem, ...places.get(p.relation) }));
}
