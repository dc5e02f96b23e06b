// A run log kept as one JSON event per line (`- \`{"agent":"Agent A","round":1,"field":"position"}\` text`):
// each event that carries an agent, a round and a field is rewritten, on its own line, as the
// labelled line a turn would have (`【Agent A · Round 1】Position: text`), a verdict event as
// its verdict label, the run's start as a legend naming the two agents. Other events (notes,
// retries, the stop) are the runner's messages: they end a turn and are reported as not interpreted.

import { isFenceLine } from '../../parse/frontmatter.ts';

const MAX_RECORD = 4000;

/** The labels the protocol's fields have, by the names a log gives them. */
const FIELD_LABEL: Record<string, string> = {
  position: 'Position', opening: 'Position', stance: 'Position',
  reasoning: 'Reasoning', reason: 'Reasoning', why: 'Reasoning',
  objection: 'Anticipated objection', anticipated_objection: 'Anticipated objection',
  refined_position: 'Refined position', refined: 'Refined position', updated_position: 'Refined position',
};
/** Engagement fields: one point each, under an Engagement label of its own line. */
const ENGAGEMENT_LABEL: Record<string, string> = { attack: 'Attack', defend: 'Defend', defence: 'Defend', defense: 'Defend', concede: 'Concede', concession: 'Concede', new_ground: 'New ground', new: 'New ground' };
const VERDICT_LABEL: Record<string, string> = {
  converged_on: 'Converged on', converged: 'Converged on', live_disagreement: 'Live disagreement', recommendation: 'Recommendation',
  tipped: 'What tipped the call', what_tipped: 'What tipped the call', rounds: 'Rounds', disagreement: 'Live disagreement',
};

type Event = Record<string, unknown>;

function eventOf(line: string): { event: Event; text: string } | null {
  if (line.length > MAX_RECORD || !line.includes('{')) return null;
  const body = line.replace(/^[ \t]*(?:[-*+][ \t]+)?/u, '');
  // `{…}` text (a code span) or {…} text: the object ends at the span's close, else at the last "}".
  const quoted = body.startsWith('`{');
  const end = quoted ? body.indexOf('}`') : body.lastIndexOf('}');
  if (!(quoted || body.startsWith('{')) || end === -1) return null;
  const json = body.slice(quoted ? 1 : 0, end + 1);
  try {
    const event = JSON.parse(json) as unknown;
    if (event === null || typeof event !== 'object' || Array.isArray(event)) return null;
    return { event: event as Event, text: body.slice(end + (quoted ? 2 : 1)).trim() };
  } catch {
    return null;
  }
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const fieldOf = (event: Event): string | undefined => str(event.field)?.toLowerCase().replace(/[\s-]+/g, '_');

/** One event line as the line of a transcript, or null when it is no turn, verdict or start event. */
function recordLine(event: Event, text: string): string | null {
  const agents = Array.isArray(event.agents) ? event.agents.map(str) : [];
  if (agents.length === 2 && agents[0] && agents[1]) return `Sides: ${agents[0]} vs ${agents[1]}`;
  const field = fieldOf(event);
  if (field === undefined) return null;
  if (str(event.ev)?.toLowerCase() === 'verdict' || (event.agent === undefined && VERDICT_LABEL[field])) {
    return VERDICT_LABEL[field] ? `${VERDICT_LABEL[field]}: ${text}` : null;
  }
  const agent = str(event.agent);
  const round = typeof event.round === 'number' && Number.isInteger(event.round) && event.round > 0 ? event.round : undefined;
  if (agent === undefined || round === undefined || agent.length > 40) return null;
  const opener = `【${agent} · Round ${round}】`;
  if (field === 'status') {
    const value = str(event.value) ?? text;
    const reason = str(event.reason);
    return `${opener}Status: ${value}${reason ? ` — ${reason}` : ''}`;
  }
  if (ENGAGEMENT_LABEL[field]) return `${opener}Engagement: - ${ENGAGEMENT_LABEL[field]}: ${text}`;
  if (field.startsWith('agree')) return `${opener}Agreement: ${text}`;
  // The reason a log keeps beside a status (`status_reason`) is the turn's, reported within it.
  if (field === 'status_reason' || field === 'reason_for_status') return `${opener}Status reason: ${text}`;
  return FIELD_LABEL[field] ? `${opener}${FIELD_LABEL[field]}: ${text}` : null;
}

/** Columns of a run log kept as a table, one event a row, in four languages. */
const COLUMN: Record<'round' | 'agent' | 'field' | 'text', RegExp> = {
  round: /^(?:round|rd|r|ラウンド|라운드|回合|轮|轮次|巡)$/iu,
  agent: /^(?:agent|speaker|side|who|発言者|話者|エージェント|에이전트|발언자|측|发言者|发言人|智能体|一方)$/iu,
  field: /^(?:kind|field|type|section|label|欄|種類|種別|欄の種類|종류|항목|구분|类型|字段|栏目|种类)$/iu,
  text: /^(?:text|body|content|message|本文|内容|テキスト|내용|본문|텍스트|正文|文本)$/iu,
};
const cells = (line: string): string[] => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim().replace(/\*\*/g, ''));

/**
 * A run log exported as a table (`| seq | round | agent | kind | text |`): each row an event,
 * rewritten on its own line as `unrecorded` rewrites a JSON event; a row whose round is a
 * verdict word is a verdict event. Null when no table has the four columns.
 */
function tableRecords(lines: string[]): { out: string[]; turns: number } | null {
  let at: Record<keyof typeof COLUMN, number> | null = null;
  let turns = 0;
  let verdict = false;
  const out = lines.map((line, i) => {
    if (!line.trimStart().startsWith('|') || line.length > MAX_RECORD) {
      at = null;
      return line;
    }
    const row = cells(line);
    if (at === null) {
      const found = Object.fromEntries(Object.entries(COLUMN).map(([key, pattern]) => [key, row.findIndex((c) => pattern.test(c))])) as Record<keyof typeof COLUMN, number>;
      if (Object.values(found).every((n) => n !== -1) && /^\s*\|?[\s:|-]+$/u.test(lines[i + 1] ?? '')) at = found;
      return line;
    }
    const round = row[at.round] ?? '';
    const event: Event = /^(?:verdict|判定|판정|裁决|評決)$/iu.test(round)
      ? { ev: 'verdict', field: row[at.field] ?? '' }
      : { agent: row[at.agent] ?? '', round: /^\d{1,6}$/.test(round) ? Number(round) : undefined, field: row[at.field] ?? '' };
    const rewritten = recordLine(event, row[at.text] ?? '');
    if (rewritten?.startsWith('【')) turns++;
    // A table has no line of its own for a verdict header: its first verdict row opens the verdict.
    if (rewritten !== null && event.ev === 'verdict' && !verdict) {
      verdict = true;
      return `${VERDICT_OPEN}${rewritten}`;
    }
    return rewritten ?? line;
  });
  return turns > 0 ? { out, turns } : null;
}

/** The run log rewritten line for line as a transcript, or null when the text is not one. */
export function unrecorded(text: string): string | null {
  const table = tableRecords(text.split('\n'));
  if (table !== null && table.turns >= 4) return table.out.join('\n');
  const lines = text.split('\n');
  let turns = 0;
  let inFence = false;
  const out = lines.map((line) => {
    // A record quoted in a code block is quoted, not a turn.
    if (isFenceLine(line)) inFence = !inFence;
    const record = inFence ? null : eventOf(line);
    if (!record) return line;
    const rewritten = recordLine(record.event, record.text);
    if (rewritten?.startsWith('【')) turns++;
    // Any other event (a note, a retry, the stop) is the runner's, not a side's: it ends a turn.
    return rewritten ?? `System: ${line.trim()}`;
  });
  // Turns of the protocol, several of them: a run log, not a page that quotes one JSON object.
  return turns >= 4 ? out.join('\n') : null;
}

// A turn kept as a YAML record in a fence (```yaml / turn: A-2 / agent: A / position: … ```):
// the fence line becomes the turn's speaker line, each key the label it names
// ("refined_position: …" → "Refined position: …", a nested "attack: …" → "- Attack: …");
// a record under `verdict:` becomes the verdict. The closing fence ends the turn (RECORD_END).
/** What a record's closing fence is rewritten as: it ends the turn and is reported as what it is. */
export const RECORD_END = '⟪end of record⟫';
/** What a table log's first verdict row opens with: the verdict begins at that row, which is its first field. */
export const VERDICT_OPEN = '⟪verdict⟫ ';
const YAML_FENCE = /^[ \t]*(?:```|~~~)[ \t]*ya?ml[ \t]*$/iu;
const FENCE_END = /^[ \t]*(?:```|~~~)[ \t]*$/u;
const KEY = /^([ \t]*)([A-Za-z][\w-]{0,40}):(?:[ \t]+(.*))?$/u;

const humanised = (key: string): string => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const unquoted = (value: string): string => value.trim().replace(/^(['"])(.*)\1$/u, '$2');

/** The agent and round a YAML turn record names: `agent: A` with `turn: A-2` or `round: 2`. */
function recordTurn(block: readonly string[]): { agent: string; round: number } | null {
  let agent: string | undefined;
  let round: number | undefined;
  for (const line of block) {
    const key = KEY.exec(line);
    if (!key || key[1] !== '' || key[3] === undefined) continue;
    const value = unquoted(key[3]);
    if (key[2] === 'agent' && value.length <= 40) agent = value;
    else if (key[2] === 'round' && /^\d{1,6}$/.test(value)) round = Number(value);
    else if (key[2] === 'turn') round ??= Number(/(\d{1,6})$/.exec(value)?.[1] ?? NaN) || undefined;
  }
  return agent !== undefined && round !== undefined ? { agent, round } : null;
}

function recordLines(block: readonly string[], status: boolean): string[] {
  return block.map((line) => {
    const key = KEY.exec(line);
    if (!key) return line;
    const nested = key[1] !== '';
    const value = key[3] === undefined ? '' : unquoted(key[3]);
    if (status && key[2] === 'status_reason') return value;
    if (key[2] === 'agent' || key[2] === 'turn' || key[2] === 'round' || key[2] === 'verdict') return line;
    return `${nested ? '- ' : ''}${humanised(key[2]!)}:${value === '' ? '' : ` ${value}`}`;
  });
}

/** The YAML turn records rewritten line for line as a transcript, or null when there are none. */
export function unfencedRecords(text: string): string | null {
  const lines = text.split('\n');
  let turns = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!YAML_FENCE.test(lines[i]!)) continue;
    let end = i + 1;
    while (end < lines.length && !FENCE_END.test(lines[end]!)) end++;
    if (end >= lines.length) break;
    const block = lines.slice(i + 1, end);
    const turn = recordTurn(block);
    const verdict = block.some((line) => /^verdict:[ \t]*$/u.test(line));
    if (turn || verdict) {
      lines[i] = turn ? `【${turn.agent} · Round ${turn.round}】` : '## Verdict';
      recordLines(block, turn !== null).forEach((rewritten, k) => {
        lines[i + 1 + k] = rewritten;
      });
      // A verdict record keeps its closing fence: it is the verdict's last line, reported there.
      if (turn) {
        lines[end] = RECORD_END;
        turns++;
      }
    }
    i = end;
  }
  return turns >= 2 ? lines.join('\n') : null;
}
