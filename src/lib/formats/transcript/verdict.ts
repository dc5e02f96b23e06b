// The verdict: Converged on, Live disagreement, Recommendation, What tipped the call,
// Rounds. A live disagreement gets only the attributions the verdict states ("A holds
// that …", "B: …", "A는 …라고 본다"); a sentence that names no side is attributed to nobody.
import { MAX_STRUCTURE_LINE, isFenceLine, squeeze } from '../../parse/frontmatter.ts';
import type { LineLedger } from '../../parse/lineAccount.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import type { AgentKey, StatedView, Verdict } from './model.ts';

type Field = 'convergedOn' | 'liveDisagreement' | 'recommendation' | 'tippedBy' | 'rounds';

export function parseVerdict(line: number, lines: NumberedLine[], sides: [string, string], ledger: LineLedger): Verdict {
  const verdict: Verdict = { line };
  ledger.read(line);
  const collected = new Map<Field | 'notes', NumberedLine[]>();
  let field: Field | 'notes' = 'notes';
  let inFence = false;
  for (const entry of lines) {
    if (isFenceLine(entry.text)) inFence = !inFence;
    const label = inFence ? null : verdictLabel(entry.text);
    if (label) {
      field = label.field;
      ledger.read(entry.line);
      if (!collected.has(field)) collected.set(field, []);
      collected.get(field)!.push({ text: label.rest, line: entry.line });
      continue;
    }
    if (!collected.has(field)) collected.set(field, []);
    collected.get(field)!.push(entry);
    if (field === 'notes') ledger.report([entry], 'Verdict');
    else ledger.read(entry.line);
  }
  const text = (f: Field | 'notes') => {
    const value = (collected.get(f) ?? []).map((l) => l.text).join('\n').trim();
    return value === '' ? undefined : value;
  };
  const firstLine = (f: Field) => (collected.get(f) ?? []).find((l) => l.text.trim() !== '')?.line;
  const converged = text('convergedOn');
  if (converged !== undefined) Object.assign(verdict, { convergedOn: converged, convergedLine: firstLine('convergedOn') ?? line });
  const live = text('liveDisagreement');
  if (live !== undefined) {
    verdict.liveDisagreement = live;
    verdict.liveLine = firstLine('liveDisagreement') ?? line;
    const views = statedViews(collected.get('liveDisagreement') ?? [], sides);
    if (views.length > 0) verdict.liveViews = views;
  }
  const recommendation = text('recommendation');
  if (recommendation !== undefined) Object.assign(verdict, { recommendation, recommendationLine: firstLine('recommendation') ?? line });
  const tipped = text('tippedBy');
  if (tipped !== undefined) verdict.tippedBy = tipped;
  const notes = text('notes');
  if (notes !== undefined) verdict.notes = notes;
  const rounds = text('rounds');
  if (rounds !== undefined) {
    const plain = rounds.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
    const count = /^\[?(\d{1,7})\]?/.exec(plain);
    verdict.rounds = {
      count: count ? Number(count[1]) : null,
      ending: (count ? plain.slice(count[0].length) : plain).replace(/^[\s—–:,(\[-]+/, '').replace(/[)\]]\s*$/, '').trim(),
    };
  }
  return verdict;
}

/** `**Converged on:** text`, `- **Rounds**: 3 — …`, `### Recommendation`, `Recommendation: …`. */
function verdictLabel(line: string): { field: Field; rest: string } | null {
  if (line.length > 4 * MAX_STRUCTURE_LINE) return null;
  let text = line.trim().replace(/^[-*+][ \t]+/, '');
  const isHeading = /^#{1,6}[ \t]/.test(text);
  text = text.replace(/^#{1,6}[ \t]+/, '');
  let label: string;
  let rest: string;
  if (text.startsWith('**')) {
    const close = text.indexOf('**', 2);
    if (close === -1 || close > 80) return null;
    label = text.slice(2, close);
    rest = text.slice(close + 2);
  } else {
    const colon = text.indexOf(':');
    if (colon !== -1 && colon <= 60) {
      label = text.slice(0, colon);
      rest = text.slice(colon + 1);
    } else if (isHeading) {
      label = text;
      rest = '';
    } else {
      return null; // a plain sentence, even one starting with "Rounds …"
    }
  }
  label = squeeze(label).replace(/:$/, '').toLowerCase();
  text = rest.replace(/^[ \t]*:/, '').trim();
  const field: Field | null = label.startsWith('converged') ? 'convergedOn'
    : label.startsWith('live disagreement') || label.startsWith('remaining disagreement') ? 'liveDisagreement'
    : label.startsWith('recommendation') ? 'recommendation'
    : label.startsWith('what tipped') || label.startsWith('tipped') ? 'tippedBy'
    : label === 'rounds' || label.startsWith('rounds ') ? 'rounds'
    : null;
  return field ? { field, rest: text } : null;
}

const VIEW_VERB = /^(?:holds?|maintains?|argues?|insists?|believes?|thinks?|wants?|prefers?|favou?rs?|still|says|keeps|claims?|sees|would|contends?|defends?|stands? by|sticks? to|expects?|fears?|worries|doubts?|reads?|counts?|puts?|estimates?|accepts?)(?![\p{L}])/iu;
const KO_VIEW_VERB = /주장|본다|보고|생각|유지|고수|원한다|선호|지지|입장/u;

/**
 * The views a live disagreement attributes: segments (lines, bullets, sentences, ";")
 * that open with a side — "A: …", "Agent B holds …", "PostgreSQL's side wants …",
 * "A는 …라고 본다". A segment that opens with no side is no one's view.
 */
export function statedViews(lines: readonly NumberedLine[], sides: [string, string]): StatedView[] {
  const views: StatedView[] = [];
  for (const entry of lines) {
    const text = entry.text.length > 8 * MAX_STRUCTURE_LINE ? '' : squeeze(entry.text).replace(/^(?:[-*+]|\d{1,3}[.)])[ \t]+/, '');
    // "(B: the one-shot discipline …)": a view the verdict puts in parentheses after the point.
    for (const match of text.matchAll(/[(（](?:\*\*)?(?:[Aa]gent )?([AB])(?:\*\*)?[ \t]*[:：][ \t]*([^()（）]{1,600})[)）]/gu)) {
      views.push({ agent: match[1] as AgentKey, text: match[2]!.trim(), line: entry.line });
    }
    // Segments: sentences, ";", and ", " or ": " before a side that speaks ("…: A expects …, B expects …").
    for (const segment of text.split(/(?<=[.!?。])[ \t]+|;[ \t]*|；|[,:：][ \t]+(?=(?:[Aa]gent )?[AB](?:'s|’s)?[ \t]+\p{Ll})/u)) {
      const view = segmentView(segment.trim(), sides);
      if (view) views.push({ ...view, line: entry.line });
    }
  }
  return views;
}

function segmentView(segment: string, sides: [string, string]): { agent: AgentKey; text: string } | null {
  if (segment === '') return null;
  const plain = segment.replace(/\*\*/g, '');
  const names: Array<[AgentKey, string]> = [['A', 'agent a'], ['B', 'agent b'], ['A', 'a'], ['B', 'b']];
  sides.forEach((side, i) => {
    const name = side.trim().toLowerCase();
    if (name.length >= 2 && !/^agent [ab]$/.test(name)) names.unshift([i === 0 ? 'A' : 'B', name]);
  });
  const lower = plain.toLowerCase();
  for (const [agent, name] of names) {
    if (!lower.startsWith(name)) continue;
    let rest = plain.slice(name.length);
    if (name.length === 1 && /^[\p{L}\p{N}]/u.test(rest) && !/^(?:는|은|이|가|측)/u.test(rest)) continue; // "Also …" is no side
    rest = rest.replace(/^(?:'s|’s)(?: side)?/u, '').replace(/^ \((?:[^()]{0,40})\)/u, '');
    if (/^[ \t]*[:：—–][ \t]*/u.test(rest)) {
      const text = rest.replace(/^[ \t]*[:：—–][ \t]*/u, '').trim();
      return text === '' ? null : { agent, text };
    }
    if (VIEW_VERB.test(rest.trim()) && /^\s/.test(rest)) return { agent, text: segment.replace(/[.。]$/u, '').trim() };
    if (/^(?:는|은|이|가|측은|측)[ \t]/u.test(rest) && KO_VIEW_VERB.test(rest)) return { agent, text: segment.replace(/[.。]$/u, '').trim() };
    return null;
  }
  return null;
}
