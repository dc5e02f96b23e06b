// The two-agent /debate transcript (spec §1.3).
import { extractGraph } from '../../extract/extractGraph.ts';
import type { FormatPlugin } from '../types.ts';
import { looksLikeTranscript, parseTranscript, transcriptToLog, type Transcript } from './parse.ts';
import { attachTranscriptSources } from './provenance.ts';

export interface TranscriptDocument { format: 'transcript'; transcript: Transcript }

export const transcriptFormat: FormatPlugin<'transcript', Transcript, TranscriptDocument> = {
  id: 'transcript',
  label: '/debate transcript',
  kind: 'markdown',
  extension: '.md',
  detect: (input) => looksLikeTranscript(input.source.text),
  parse: (input) => parseTranscript(input.source),
  toGraph: (transcript) => ({
    graph: attachTranscriptSources(extractGraph(transcriptToLog(transcript)), transcript),
    document: { format: 'transcript', transcript },
    title: transcript.title,
    ...(transcript.date ? { date: transcript.date } : {}),
  }),
};
