// A /debate transcript exported from a chat (probe 26, t05, written blind): each message holds
// labelled lines, "Attack: …", "Concede: …", "Position: …", "Agree: …". Each label is its own
// point at its own line; a concession never rides inside the attack or the position before it.
// The same probe's table log (t04): the known pair opening table rows, a status column.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import { textSource } from '../../fixtureSource.ts';

const name = 't05-en-chat-export.md';
const text = readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-26/cases/${name}`, import.meta.url)), 'utf8');
const result = processDebate(textSource(name, text), 'transcripts/t05' as DebateSlug);
if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
const edgesAt = (line: number) => result.value.graph.edges.filter((e) => !e.derived && e.provenance?.line === line).map((e) => [e.type, e.reading, e.provenance?.endLine, e.provenance?.quote]);

it('reads "Concede:" under an attack as a concession at its own line (line 13)', () => {
  expect(edgesAt(12)).toEqual([['opposes', 'stated', undefined, 'a replica lag of minutes makes finance reports disagree with the invoices page.']]);
  expect(edgesAt(13)).toEqual([['concedes', 'stated', undefined, 'heavy report queries can slow checkout today.']]);
});

it('reads "Agree:" after a position as a concession, not more of the position (line 21)', () => {
  expect(edgesAt(20)).toEqual([['supports', 'stated', undefined, 'ship inside the monolith, but run report queries against the replica.']]);
  expect(edgesAt(21)).toEqual([['concedes', 'stated', undefined, 'report queries should never slow down checkout.']]);
});

it('takes a line that gives both sides\' words ("正方：X，反方：Y") for no one\'s turn (probe 26, t04)', () => {
  const file = 't04-with-sides.md';
  const table = readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-26/diag/${file}`, import.meta.url)), 'utf8');
  const read = processDebate(textSource(file, table), 'transcripts/t04' as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  const positions = read.value.graph.edges.filter((e) => e.type === 'supports' && e.target.endsWith('-r1-position')).map((e) => [e.source, e.provenance?.line]);
  expect(positions).toEqual([['agent-a', 12], ['agent-b', 13]]);
});

it('keeps a turn whose text names the other side after its own label or sentence (review)', () => {
  const variant = (from: string, to: string) => {
    const read = processDebate(textSource(name, text.replace(from, to)), 'transcripts/t05' as DebateSlug);
    if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
    return read.value.graph.edges.filter((e) => !e.derived).map((e) => `${e.provenance?.line} ${e.type}`);
  };
  expect(variant('Ship reporting inside the monolith as a module with its own schema.', 'Ship reporting inside the monolith; weighing it, Services: no, Monolith: yes.')).toContain('6 supports');
  expect(variant("Attack: a module with its own schema still shares the database's CPU.", "Attack: a module with its own schema, Monolith: still shares the database's CPU.")).toContain('15 opposes');
});

it('takes a table log of the known pair 正方/反方 with a status column for a transcript, no frontmatter needed (probe 26, t04)', () => {
  const file = 't04-zh-table-rounds.md';
  const table = readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-26/cases/${file}`, import.meta.url)), 'utf8');
  const read = processDebate(textSource(file, table), 'transcripts/t04' as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  expect(read.value.format).toBe('transcript');
  const stated = read.value.graph.edges.filter((e) => !e.derived && e.reading === 'stated').map((e) => `${e.provenance?.line} ${e.source} ${e.type} ${e.target}`);
  expect(stated).toEqual(expect.arrayContaining(['9 agent-a supports a-r1-position', '10 agent-b supports b-r1-position', '16 agent-a opposes b-r1-position', '17 agent-b concedes b-r2-concedes-1']));
  // Without the status column the pair's rows alone are no /debate log.
  expect(processDebate(textSource(file, table.replaceAll(' 状态 |', ' 备注 |')), 'transcripts/t04' as DebateSlug).ok).toBe(false);
});

it('reads "반박:" with its text as an attack, and a two-language verdict heading (probe 28, t03, t04)', () => {
  const fixture = (file: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-28/cases/${file}`, import.meta.url)), 'utf8');
  const t03 = processDebate(textSource('t03.md', fixture('t03-ko-house-moderator.md')), 'transcripts/t03' as DebateSlug);
  if (!t03.ok) throw new Error(JSON.stringify(t03.diagnostics));
  expect(t03.value.graph.edges.filter((e) => e.provenance?.line === 28).map((e) => `${e.source} ${e.type} ${e.reading}`)).toEqual(['agent-b opposes stated']);
  const t04 = processDebate(textSource('t04.md', fixture('t04-zh-tables-per-round.md')), 'transcripts/t04' as DebateSlug);
  if (!t04.ok) throw new Error(JSON.stringify(t04.diagnostics));
  expect(t04.value.graph.nodes.map((n) => n.id)).toEqual(expect.arrayContaining(['converged', 'live-disagreement-1', 'live-disagreement-2']));
  expect(t04.diagnostics.map((d) => d.code)).not.toContain('transcript-unfinished');
});

it('grants in a Concede bullet only the point before the clause that turns back (probe 28, t03 line 22)', () => {
  const t03 = processDebate(textSource('t03.md', readFileSync(fileURLToPath(new URL('../../../fixtures/probe-2026-12-28/cases/t03-ko-house-moderator.md', import.meta.url)), 'utf8')), 'transcripts/t03' as DebateSlug);
  if (!t03.ok) throw new Error(JSON.stringify(t03.diagnostics));
  const conceded = t03.value.graph.nodes.find((n) => n.id === 'a-r2-concedes-1');
  expect(conceded?.text ?? conceded?.label).toMatch(/^팀마다 협업 방식이 다르다는 점은 인정한다\.?$/);
  expect(t03.value.graph.edges.filter((e) => e.provenance?.line === 22).map((e) => `${e.type} ${e.reading}`)).toEqual(['concedes stated', 'opposes read']);
});

it('reads an attack as the attack only: its words about concessions are not one (probe 28 t02 line 37, review)', () => {
  const t02 = processDebate(textSource('t02.md', readFileSync(fileURLToPath(new URL('../../../fixtures/probe-2026-12-28/cases/t02-ja-stopped-early.md', import.meta.url)), 'utf8')), 'transcripts/t02' as DebateSlug);
  if (!t02.ok) throw new Error(JSON.stringify(t02.diagnostics));
  expect(t02.value.graph.edges.filter((e) => !e.derived && e.provenance?.line === 37).map((e) => `${e.type} ${e.reading}`)).toEqual(['opposes stated']);
});

it('keeps minutes with a Pro/Con table and an action table\'s Status column minutes (review)', () => {
  const minutes = '---\ntype: meeting\n---\n# Cache choice\n\n## R1 Problem definition\n\nShould we add a cache?\n\n## R3 Arguments\n\n| Side | Argument |\n|---|---|\n| Pro | p99 drops by half |\n| Con | one more service to run |\n\n## R7 Decision\n\nDecision: add the cache.\n\n## Action items\n\n| Owner | Task | Due | Status |\n|---|---|---|---|\n| Ravi | deploy Redis | 2026-09-10 | open |\n';
  const read = processDebate(textSource('m1.md', minutes), 'm1' as DebateSlug);
  expect(read.ok && read.value.format).toBe('minutes');
});

it('takes a table log whose sides head its columns, a row of statuses under them, for a transcript (probe 28, t04 without sides)', () => {
  const file = readFileSync(fileURLToPath(new URL('../../../fixtures/probe-2026-12-28/cases/t04-zh-tables-per-round.md', import.meta.url)), 'utf8').replace(/^sides: .*\n/m, '');
  const read = processDebate(textSource('t04.md', file), 'transcripts/t04' as DebateSlug);
  expect(read.ok && read.value.format).toBe('transcript');
});

it('reads an inline rebuttal in a classic turn as its attack and the concession after it as its own (review)', () => {
  const text = readFileSync(fileURLToPath(new URL('../../../fixtures/review-2026-12-05/rebuttal-inline.md', import.meta.url)), 'utf8');
  const read = processDebate(textSource('t2.md', text), 'transcripts/t2' as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  expect(read.value.graph.edges.filter((e) => !e.derived && (e.provenance?.line === 33 || e.provenance?.line === 34)).map((e) => `${e.provenance?.line} ${e.type} ${e.reading}`)).toEqual(['33 opposes stated', '34 concedes stated']);
});

it('keeps an inline rebuttal\'s attack when a list of points follows it (review 2)', () => {
  const text = readFileSync(fileURLToPath(new URL('../../../fixtures/review-2026-12-05/rebuttal-then-list.md', import.meta.url)), 'utf8');
  const read = processDebate(textSource('t4.md', text), 'transcripts/t4' as DebateSlug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  expect(read.value.graph.edges.filter((e) => !e.derived && e.source === 'agent-a' && e.provenance?.round === 2 && e.type !== 'supports').map((e) => `${e.type} ${e.reading}`)).toEqual(['opposes stated', 'concedes stated']);
});

it('reads status cells marked ⏩/✅, and takes no sides from a pros-and-cons table (review 2)', () => {
  const fixture = (file: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/review-2026-12-05/${file}`, import.meta.url)), 'utf8');
  const marked = processDebate(textSource('t8.md', fixture('status-cells-with-marks.md')), 't8' as DebateSlug);
  expect(marked.ok && marked.value.format).toBe('transcript');
  const prosCons = processDebate(textSource('t10.md', fixture('pros-cons-table-in-a-turn.md')), 't10' as DebateSlug);
  if (!prosCons.ok) throw new Error(JSON.stringify(prosCons.diagnostics));
  expect(prosCons.value.graph.nodes.filter((n) => n.type === 'persona').map((n) => n.label)).toEqual(['Agent A', 'Agent B']);
});
