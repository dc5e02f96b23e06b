// A transcript exported as reStructuredText: section titles underlined (and maybe overlined)
// with a run of one punctuation mark, field lists (`:Task: …`), directives (`.. status::
// continue`, `.. topic:: Verdict`). Rewritten line for line into the Markdown an ordinary
// transcript has — a title becomes a heading whose level is the order its adornment style
// first appears (as docutils ranks them), a field becomes a bold label, a status directive a
// status line, a topic a heading — and then read by the same reader. Line numbers never move;
// the adornment lines and directive options are blanked for the reader and noted as what they
// are (the line account runs over the file as written). Chosen only for a file
// with at least three underlined titles and a mark no Markdown file has (a directive, a field
// list or an overlined title), so a Markdown file with setext headings is never rewritten.
// One pass over the lines, each pattern anchored on a bounded line: linear cost.

/** A run of one adornment mark (docutils allows any printable non-alphanumeric ASCII). */
const ADORNMENT = /^([!-/:-@[-`{-~])\1{2,}[ \t]*$/u;
const DIRECTIVE = /^([ \t]*)\.\.[ \t]+([A-Za-z][\w-]{0,30})::[ \t]*(.{0,300})$/u;
const FIELD = /^([ \t]*):([^:\n]{1,60}):(?:[ \t]+(.*))?$/u;
const MAX_LINE = 2000;

export interface RstReading {
  text: string;
  /** Lines kept as written and read as what they are: adornments, directive options. */
  notes: Array<{ line: number; what: string }>;
}

interface Title { line: number; style: string; overline: boolean }

/** The section titles: a text line under an adornment at least as long as the title (or over and under one). */
function titlesOf(lines: readonly string[]): Title[] {
  const titles: Title[] = [];
  for (let i = 1; i < lines.length; i++) {
    const under = lines[i]!.length <= MAX_LINE ? ADORNMENT.exec(lines[i]!) : null;
    const title = lines[i - 1]!;
    if (!under || title.trim() === '' || /^[ \t]/u.test(title) || ADORNMENT.test(title) || title.length > MAX_LINE) continue;
    // "Title underline too short" is a docutils warning, not another shape: half the title will do.
    if (lines[i]!.trim().length * 2 < title.trim().length) continue;
    const over = i >= 2 && lines[i - 2]!.trim() === lines[i]!.trim();
    titles.push({ line: i - 1, style: `${under[1]}${over ? 'o' : ''}`, overline: over });
  }
  return titles;
}

/** The text of a reStructuredText transcript as Markdown, line for line, or null when it is not one. */
export function unsectioned(text: string): RstReading | null {
  const lines = text.split('\n');
  const titles = titlesOf(lines);
  if (titles.length < 3) return null;
  // A field list counts only before the first title, where docinfo stands: inside a turn `:warning: …` is an emoji's shortcode (review 07zo r9).
  const docinfo = lines.slice(0, titles[0]!.line).some((l) => l.length <= MAX_LINE && /^:[^:\s][^:\n]{0,59}:[ \t]/u.test(l));
  const rstOnly = titles.some((t) => t.overline) || docinfo || lines.some((l) => l.length <= MAX_LINE && DIRECTIVE.test(l));
  if (!rstOnly) return null;
  const out = [...lines];
  const notes: RstReading['notes'] = [];
  const levels: string[] = [];
  for (const t of titles) {
    if (!levels.includes(t.style)) levels.push(t.style);
    const level = Math.min(6, levels.indexOf(t.style) + 1);
    out[t.line] = `${'#'.repeat(level)} ${lines[t.line]!.trim()}`;
    // An adornment is no text of a turn: blank for the reader, noted for the account.
    out[t.line + 1] = '';
    notes.push({ line: t.line + 2, what: 'title underline (reStructuredText)' });
    if (t.overline) {
      out[t.line - 1] = '';
      notes.push({ line: t.line, what: 'title overline (reStructuredText)' });
    }
  }
  let directive: string | null = null;
  let directiveIndent = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > MAX_LINE || out[i] !== line) continue;
    const indent = /^[ \t]*/u.exec(line)![0].length;
    if (line.trim() !== '' && indent <= directiveIndent) directive = null;
    const d = DIRECTIVE.exec(line);
    if (d) {
      directive = d[2]!.toLowerCase();
      directiveIndent = d[1]!.length;
      const arg = d[3]!.trim();
      if (directive === 'status' && arg !== '') out[i] = `Status: ${arg.toUpperCase()}`;
      else if ((directive === 'topic' || directive === 'rubric') && arg !== '') out[i] = `## ${arg}`;
      continue;
    }
    const f = FIELD.exec(line);
    if (!f) continue;
    const name = f[2]!.trim();
    const value = (f[3] ?? '').trim();
    // A directive's option: the status's reason is the status line's reason; others are settings.
    // Written as the line under the status line, which is the reason's place (a `Reason:` label would open a Reasoning section: review 07zo r1).
    if (directive === 'status' && /^reason$/iu.test(name)) out[i] = value;
    else if (directive !== null && directive !== 'topic') {
      out[i] = '';
      notes.push({ line: i + 1, what: `option of the "${directive}" directive (reStructuredText)` });
    } else out[i] = `**${name}:** ${value}`;
  }
  return { text: out.join('\n'), notes };
}
