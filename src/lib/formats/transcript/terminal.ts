// A /debate run recorded from a terminal (`script(1)`, a copied terminal scrollback): the
// session's frame around the debate (the recorder's start and end lines, shell prompts and
// the output of commands, the coding agent's banner, its tool calls and their results, its
// own narration and status lines, the user's input) and the debate itself, rendered by the
// terminal UI: every message opens with a bullet (`⏺`, `●`) and its lines are indented,
// Markdown headings lose their `#` (the skill's section words stand alone on their lines).
// Rewritten line for line (same line numbers): a message bullet and the message's indent
// come off, so turn headers, the verdict header, section words and status lines read as
// they do in any transcript; every frame line is blanked and noted as what it is, never
// read as a debater's words. Only a log with a terminal's marks is read so.
import { isFenceLine } from '../../parse/frontmatter.ts';
import { hasTurnHeader, isVerdictHeader, turnHeader } from './headers.ts';
import type { RstReading } from './rst.ts';

const RECORDER = /^Script (?:started|done) on /u;
// `user@host:~/dir$ cmd`, `[user@host dir]$ cmd`, `$ cmd`, `% cmd`, `❯ cmd`: a shell's prompt. A bare
// sign needs a command word after it ("$ npm test"), so "$ 40 per seat" is a sentence, not a prompt.
const PROMPT = /^(?:(?:[\w.-]{1,32}@[\w.-]{1,64}(?::[^\s$#%]{0,200})?[ \t]?[$#%]|\[[\w.-]{1,32}@[^\]\n]{1,200}\][$#%])(?:[ \t]|$)|[$%❯](?:[ \t]+[a-z_./~][\w./~-]{0,60}(?:[ \t]|$)|[ \t]*$))/u;
// A Markdown turn header (`## Agent A — Round 1`): the skill's own headings, which a terminal's rendering drops.
const MARKDOWN_HEADING = /^#{1,6}[ \t]/u;
const MESSAGE = /^(?:⏺|●)[ \t]?/u;
const RESULT = /^([ \t]{1,6})⎿/u;
const BANNER = /^[ \t]*[╭╰│┌└├╔╚║]/u;
const USER_INPUT = /^>[ \t]?/u;
const COMMAND = /^\/debate(?![\p{L}\p{N}_-])/u;
// The agent's spinner and timing lines: "✻ Cogitated for 2m 41s", "✳ Thinking…".
const SPINNER = /^[✻✳✶✢✽][ \t]/u;
// A tool call of the session: "Task(Agent A — round 2)", "Bash(npm test)".
const TOOL_CALL = /^[A-Z][\w.:-]{0,40}\(.{0,300}\)[ \t]*$/u;
type Mode = 'shell' | 'session' | 'result' | 'narration';

/**
 * Where the log is: in a shell, in the session, or in a tool's output; the indent of the
 * message's text; and whether the line before was a message's text (a `> ` right under it quotes).
 */
interface State { mode: Mode; indent: number; inText?: boolean }

interface Unframed { lines: string[]; notes: RstReading['notes'] }

/** A message's text without the message's own indent (at most `indent` spaces). */
function outdented(line: string, indent: number): string {
  let at = 0;
  while (at < indent && line[at] === ' ') at++;
  return line.slice(at);
}

const NARRATION = 'the session\'s own words between turns';

const isHeader = (text: string): boolean => turnHeader(text) !== null || isVerdictHeader(text);

/** One line of the log: its text as a transcript line, or '' and a note saying what frame it is. */
function frameLine(line: string, state: State): { text: string; what?: string; state: State } {
  const session = (indent = state.indent): State => ({ mode: 'session', indent });
  if (RECORDER.test(line)) return { text: '', what: 'terminal recorder line (not part of the debate)', state };
  if (PROMPT.test(line)) return { text: '', what: 'shell prompt and command (not part of the debate)', state: { mode: 'shell', indent: state.indent } };
  // A blank line ends a tool's output and a shell command's output: neither runs on past it.
  // The session's own message runs on over blank lines, to the next bullet or turn header.
  if (line.trim() === '') return { text: line, state: state.mode === 'narration' ? state : session() };
  const result = RESULT.exec(line);
  // A tool's output that is a turn (a subagent's reply printed under ⎿) is read as the turn.
  if (result) {
    const after = line.slice(result[0].length);
    const said = after.trimStart();
    if (isHeader(said)) return { text: said, state: session(result[0].length + after.length - said.length) };
    return { text: '', what: 'output of a tool call of the session', state: { mode: 'result', indent: state.indent } };
  }
  if (state.mode === 'result' && /^[ \t]{3}/u.test(line)) return { text: '', what: 'output of a tool call of the session', state };
  if (BANNER.test(line)) return { text: '', what: 'the coding agent\'s banner (not part of the debate)', state: session() };
  if (SPINNER.test(line)) return { text: '', what: 'the coding agent\'s status line', state: session() };
  const input = USER_INPUT.exec(line);
  // A `> ` line inside a message's text is a quotation in a turn; the user's input stands apart from it.
  if (input && !state.inText) {
    const typed = line.slice(input[0].length);
    // The user's `/debate <task>` is the task; other input (`/exit`) is not part of the debate.
    return COMMAND.test(typed) ? { text: typed, state: session() } : { text: '', what: 'the user\'s input to the session', state: session() };
  }
  const message = MESSAGE.exec(line);
  if (message) {
    const said = line.slice(message[0].length);
    if (isHeader(said)) return { text: said, state: session(message[0].length) };
    if (TOOL_CALL.test(said)) return { text: '', what: 'a tool call of the session', state: session(message[0].length) };
    return { text: '', what: NARRATION, state: { mode: 'narration', indent: message[0].length } };
  }
  if (state.mode === 'shell') return { text: '', what: 'output of a shell command (not part of the debate)', state };
  // A line of the session's own message ("Where they stand: - Agent A: …") is no debater's.
  if (state.mode === 'narration') {
    const said = outdented(line, state.indent);
    if (!isHeader(said.trim())) return { text: '', what: NARRATION, state };
    return { text: said.trim(), state: session() };
  }
  return { text: outdented(line, state.indent), state: { mode: 'session', indent: state.indent, inText: true } };
}

/** Marks only a terminal log has, outside the debate's own words. */
function terminalMarked(lines: string[]): boolean {
  let messages = 0;
  let results = 0;
  let inFence = false;
  for (const line of lines) {
    // A terminal quoted in a fence is a quotation, not the log's own frame.
    if (isFenceLine(line)) inFence = !inFence;
    else if (inFence) continue;
    // The skill's Markdown turn headers are there: this is a transcript, not a log that lost them.
    else if (MARKDOWN_HEADING.test(line) && turnHeader(line) !== null) return false;
    else if (MESSAGE.test(line)) messages++;
    else if (RESULT.test(line)) results++;
  }
  const first = lines.find((line) => line.trim() !== '') ?? '';
  return RECORDER.test(first) || (messages >= 2 && results >= 1);
}

/** The terminal log rewritten as a transcript, with notes for its frame; null when it is not one. */
export function unframed(text: string): Unframed | null {
  const lines = text.split('\n');
  if (!terminalMarked(lines)) return null;
  const notes: RstReading['notes'] = [];
  let state: State = { mode: 'session', indent: 2 };
  const out = lines.map((line, i) => {
    const framed = frameLine(line, state);
    state = framed.state;
    if (framed.what !== undefined) notes.push({ line: i + 1, what: framed.what });
    return framed.text;
  });
  const rewritten = out.join('\n');
  // Read so only when that reveals the debate's turn headers.
  return hasTurnHeader(rewritten) ? { lines: out, notes } : null;
}
