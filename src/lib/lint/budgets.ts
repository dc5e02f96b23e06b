// The budgets of one debate (core/limits.ts) checked on its graph, whatever format it was
// read from: nodes, relations, tags, and the length of names, labels and tags. Each one
// passed is an error located where the file says it (the line a prose format read it
// from, else where the node's id or the text is written), naming the limit. Past a few
// of one kind, the rest are counted, not listed, so the report stays bounded.
import type { Diagnostic } from '../core/diagnostics.ts';
import { characters, formatCount, MAX_LABEL_LENGTH, MAX_NAME_LENGTH, MAX_NODES, MAX_RELATIONS, MAX_TAG_LENGTH, MAX_TAGS } from '../core/limits.ts';
import type { DebateGraph, GraphNode, SourceRef } from '../graph/types.ts';
import { LineIndex, type SourceText } from '../parse/source.ts';

/** Of one kind of length problem, more than this many are counted in the last one listed. */
const MAX_LISTED = 20;
/** A name is what the atlas joins and compares; every other label is shorter text to draw. */
const NAMED_TYPES: ReadonlySet<string> = new Set(['persona', 'domain']);

export function budgetProblems(graph: DebateGraph, source: SourceText, title?: string): Diagnostic[] {
  let lines: LineIndex | undefined;
  /** Where the first of `written` (forms the text may take: quoted in JSON, bare in YAML) is. */
  const locate = (ref: SourceRef | undefined, ...written: string[]) => {
    if (ref !== undefined) return { line: ref.line };
    for (const form of written) {
      const offset = source.text.indexOf(form);
      if (offset === -1) continue;
      lines ??= new LineIndex(source.text);
      return lines.position(offset);
    }
    return { line: 1 };
  };
  const problem = (where: { line: number; column?: number }, path: string, message: string): Diagnostic => ({
    severity: 'error', code: 'too-large', file: source.file, ...where, path, message,
  });
  const problems: Diagnostic[] = [];
  if (graph.nodes.length > MAX_NODES) {
    const first = graph.nodes[MAX_NODES]!;
    // A node the file writes without its id (an open question the reader numbers) is found by its text.
    problems.push(problem(locate(first.source, JSON.stringify(first.id), JSON.stringify(first.label).slice(0, 200)), 'nodes',
      `the debate has ${formatCount(graph.nodes.length)} nodes; the limit is ${formatCount(MAX_NODES)} per debate (the first past it is ${JSON.stringify(first.id)}); split the debate`));
  }
  if (graph.edges.length > MAX_RELATIONS) {
    const first = graph.edges[MAX_RELATIONS]!;
    problems.push(problem(locate(first.provenance), 'relations',
      `the debate has ${formatCount(graph.edges.length)} relations; the limit is ${formatCount(MAX_RELATIONS)} per debate; split the debate`));
  }
  const tags = new Set(graph.meta.tags);
  if (tags.size > MAX_TAGS) {
    const past = [...tags][MAX_TAGS]!;
    problems.push(problem(locate(undefined, JSON.stringify(past), past), 'tags', `the debate has ${formatCount(tags.size)} tags; the limit is ${formatCount(MAX_TAGS)} per debate`));
  }
  const longTags = [...tags].filter((tag) => characters(tag) > MAX_TAG_LENGTH);
  listed(problems, longTags, (tag) => problem(locate(undefined, tag.slice(0, 200)), 'tags', `a tag of ${formatCount(characters(tag))} characters; the limit is ${formatCount(MAX_TAG_LENGTH)}`));
  // The topic and a prose format's title are labels too: every page and list shows them.
  for (const [path, text] of [['topic', graph.topic], ['title', title ?? '']] as const) {
    if (characters(text) > MAX_LABEL_LENGTH && (path === 'topic' || text !== graph.topic)) {
      problems.push(problem(locate(undefined, text.slice(0, 200)), path, `the ${path} has ${formatCount(characters(text))} characters; the limit is ${formatCount(MAX_LABEL_LENGTH)}`));
    }
  }
  const longLabels = graph.nodes.filter((node) => characters(node.label) > labelLimit(node));
  listed(problems, longLabels, (node) => problem(locate(node.source, node.label.slice(0, 200)), `${node.type} ${JSON.stringify(node.id)}`,
    `its ${NAMED_TYPES.has(node.type) ? 'name' : 'label'} has ${formatCount(characters(node.label))} characters; the limit is ${formatCount(labelLimit(node))}`));
  return problems;
}

const labelLimit = (node: GraphNode): number => (NAMED_TYPES.has(node.type) ? MAX_NAME_LENGTH : MAX_LABEL_LENGTH);

/** The first MAX_LISTED problems of a kind; the last one listed also says how many more. */
function listed<T>(problems: Diagnostic[], items: readonly T[], toProblem: (item: T) => Diagnostic): void {
  for (let i = 0; i < Math.min(items.length, MAX_LISTED); i++) {
    const diagnostic = toProblem(items[i]!);
    const more = i === MAX_LISTED - 1 ? items.length - MAX_LISTED : 0;
    problems.push(more > 0 ? { ...diagnostic, message: `${diagnostic.message} (and ${formatCount(more)} more like it)` } : diagnostic);
  }
}
