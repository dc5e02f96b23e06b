// The two-agent /debate transcript (spec §1.3).
import { extractGraph } from '../../extract/extractGraph.ts';
import type { FormatPlugin } from '../types.ts';
import { TRANSCRIPT_ANALYSIS, transcriptConcessions, transcriptLineReport, transcriptOutcome, transcriptOutcomeView, transcriptPlaces, type TranscriptOutcome } from './hooks.ts';
import { looksLikeTranscript, parseTranscript, transcriptToLog, type Transcript } from './parse.ts';

export interface TranscriptDocument { format: 'transcript'; transcript: Transcript }

export const transcriptFormat: FormatPlugin<'transcript', Transcript, TranscriptDocument, TranscriptOutcome> = {
  id: 'transcript',
  label: '/debate transcript',
  kind: 'markdown',
  extension: '.md',
  shape: 'a /debate transcript (.md with turn headers such as "Agent A — Round 1", or speaker lines of two named sides such as "【正方 · 第1轮】" or "Pro: …" with a round or a status line)',
  detect: (input) => looksLikeTranscript(input.source.text),
  parse: (input) => parseTranscript(input.source),
  toGraph: (transcript) => ({
    graph: extractGraph(transcriptToLog(transcript)),
    document: { format: 'transcript', transcript },
    title: transcript.title,
    ...(transcript.date ? { date: transcript.date } : {}),
  }),
  outcome: transcriptOutcome,
  outcomeView: transcriptOutcomeView,
  outcomeFacet: (outcome) => (outcome.recommendation !== undefined ? 'recommendation' : 'none'),
  sourcePlaces: transcriptPlaces,
  lineReport: transcriptLineReport,
  analysis: TRANSCRIPT_ANALYSIS,
  concessions: transcriptConcessions,
  datedFileNames: true,
};
