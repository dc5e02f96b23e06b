// The prose corpus (tests/fixtures/prose-corpus), written by other hands with its readings
// written first, holds the invariants of issue 26 over every file, held-out ones included:
// no stance drawn inverted, no meeting shown as decided unless its text decides, every
// non-blank line of a minutes file accounted for. Only counts are reported, never which
// file: part of the corpus is a held-out test set whose readings nobody tunes against.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lineReportOf } from '../../../src/lib/archive/lineReport.ts';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { decodeSource } from '../../../src/lib/parse/source.ts';
import { explainLines } from '../../../src/lib/parse/lineExplanation.ts';
import { CORPUS, corpusFiles, roundOf, scoreFixture } from '../../../scripts/proseCorpus.ts';

const files = corpusFiles();
const scores = files.map(scoreFixture);
const minutes = files.filter((f) => f.startsWith(`${CORPUS}minutes/`));
/**
 * Files the readers refuse as a whole (one located `unknown-format` error, nothing drawn):
 * none. Round 12's Logseq export, refused when scored blind, is read since branch r12m;
 * round 11's HWP report and Chatwork export since branch r11fm; round 10's four refused
 * house styles since branches r10m and r10t (docs/prose-corpus.md). The list must match
 * exactly, so a file newly refused fails here.
 */
const REFUSED: string[] = [];
/**
 * Stated stances kept in each blind round when it was last scored (docs/prose-corpus.md):
 * floors against a reader change that loses what unseen logs gave, not goals (90% is the goal).
 * Round 11's minutes (27 of 48 blind) and transcripts (35 of 40) are the dev sets of branches
 * r11fm and r11ft, round 12's (31 of 47 and 42 of 42) dev data since branch r12m: the 90%
 * test holds them.
 */
const BLIND_FLOORS: Record<string, number> = {
  'held out minutes (2026-12)': 9,
  'held out transcripts t21–t28': 52,
  'round 14 minutes': 53,
  'round 14 transcripts': 54,
};
const readable = files.filter((f) => !REFUSED.includes(f.slice(CORPUS.length)));

/** Non-blank lines of a minutes or transcript file that no node, relation, field or reason accounts for. */
function unaccounted(file: string): number {
  const decoded = decodeSource(file.slice(CORPUS.length), readFileSync(file));
  if (!decoded.ok) return Number.POSITIVE_INFINITY;
  const result = processDebate(decoded.source, 'm' as DebateSlug);
  if (!result.ok) return Number.POSITIVE_INFINITY;
  const report = lineReportOf(result.value.document);
  if (!report) return Number.POSITIVE_INFINITY;
  const explained = new Map(explainLines(decoded.source.text, report, result.value.graph).map((l) => [l.line, l.entries.length]));
  const nonBlank = decoded.source.text.replace(/\r\n?/g, '\n').split('\n').flatMap((t, i) => (t.trim() === '' ? [] : [i + 1]));
  return report.account.missed.length + nonBlank.filter((line) => (explained.get(line) ?? 0) === 0).length;
}

describe('the prose corpus, held-out part included', () => {
  it('is all there: 178 minutes and 104 transcripts (round 14 included)', () => {
    expect(minutes.length).toBe(178);
    expect(files.length).toBe(282);
  });

  it('refuses, with a located error, only the files it is known to refuse', () => {
    const refused = files.filter((file) => {
      const decoded = decodeSource(file.slice(CORPUS.length), readFileSync(file));
      return decoded.ok && !processDebate(decoded.source, 'm' as DebateSlug).ok;
    });
    expect(refused.map((f) => f.slice(CORPUS.length))).toEqual(REFUSED);
  });

  it('draws no stance inverted', () => {
    expect(scores.reduce((n, s) => n + s.stances.inverted, 0)).toBe(0);
  });

  it('shows no meeting as decided unless the author read a decision', () => {
    expect(scores.filter((s) => s.format === 'minutes' && s.outcome.shown === 'decided' && s.outcome.expected !== 'decided').length).toBe(0);
  });

  it('shows a transcript as ending with nothing decided exactly when its author read none', () => {
    // Unfinished, or a verdict that says outright it makes no call (docs/prose-corpus.md, round 11).
    expect(scores.filter((s) => s.format === 'transcript' && !s.outcome.right).length).toBe(0);
  });

  it('accounts for every non-blank line of every file it reads, minutes and transcripts', () => {
    const counts = readable.map(unaccounted);
    expect(counts.filter((n) => n !== 0).length).toBe(0);
  });

  it('invents no claim from a line its author marked as none, and no stance where none was written', () => {
    // One author of round 7 and two of round 9 marked a verdict's "Converged on" (t60: "합의:", t62)
    // as no claim; the reader draws it as the verdict's claim that both agents support, in
    // every transcript (docs/prose-corpus.md).
    const conventionFiles = ['transcripts/t48-zh-asym-ambiguous-unclear.md', 'transcripts/t60-ko-difflog-escalated.md', 'transcripts/t62-ja-csvtable-decided.md'];
    const verdictConvention = (s: (typeof scores)[number]) => (conventionFiles.includes(s.file) ? 1 : 0);
    // Known gaps, counted exactly so a fix or a new one fails here (docs/prose-corpus.md): round 8,
    // two "最终：…" restatements drawn as claims in one transcript (its minutes' one, a timed-out
    // turn drawn as a claim, is fixed: a bracketed note is no turn); round 9, a final-round
    // position that restates an earlier change in other words (t64); round 13, a persona's R2
    // opinion that names no option (hearsay, "不表态"), which the reader draws as that persona's
    // opinion (every R2 opinion is a node) and its author marked as no claim.
    const known: Record<string, number> = { 'round 8 transcripts': 2, 'round 9 transcripts': 1, 'round 13 minutes': 1 };
    const byRound = new Map<string, number>();
    for (const s of scores) byRound.set(roundOf(s.file).name, (byRound.get(roundOf(s.file).name) ?? 0) + s.inventedClaims - verdictConvention(s));
    expect(Object.fromEntries([...byRound].filter(([, n]) => n !== 0))).toEqual(known);
    expect(scores.reduce((n, s) => n + s.invented, 0)).toBe(0);
  });

  it('keeps at least 90% of the stated stances of the rounds it was fixed against', () => {
    const dev = scores.filter((s) => roundOf(s.file).role === 'dev');
    const expected = dev.reduce((n, s) => n + s.stated.expected, 0);
    const kept = dev.reduce((n, s) => n + s.stated.kept, 0);
    expect(kept / expected).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps, in each blind round, at least the stated stances it kept when that round was scored', () => {
    const keptIn = (round: string) => scores.filter((s) => roundOf(s.file).name === round).reduce((n, s) => n + s.stated.kept, 0);
    for (const [round, floor] of Object.entries(BLIND_FLOORS)) expect({ round, kept: keptIn(round) >= floor }).toEqual({ round, kept: true });
  });
});
