// How the atlas files' worker reports to `npm run build` (scripts/build.ts) when the build
// hands the job over to it.
//
// Under `npm run build`, `astro build` does not wait for the atlas files once its pages are
// written: the search index is made next, in the script's process, and the atlas files
// (130 MB at 1,000 debates, a core's work for seconds) are finished beside it. The worker
// writing them outlives the build's process, so it cannot answer over the build's channel;
// it reports on a pipe the script made, passed down to it as a file descriptor (named by
// ATLAS_FILES_FD_ENV): a JSON line when it starts, one when it ends. The pipe reaches its
// end when the last process holding it exits, so the script learns that the worker ended
// even when it was killed before it could say so.
import { writeSync } from 'node:fs';
import type { Readable } from 'node:stream';

/** The descriptor on which a process reports (scripts/build.ts → astro build: 3; astro build → the atlas worker: 4). */
export const ATLAS_FILES_FD_ENV = 'DEBATE_ATLAS_ATLAS_FILES_FD';

/** What an atlas job wrote: its files, and of the vault's notes, how many were deflated in an earlier build (deflatedEntries.ts). */
export interface AtlasFilesWritten {
  atlasFiles: number;
  vaultNotes?: { kept: number; of: number } | undefined;
}

export type AtlasFilesReport =
  | { kind: 'started'; pid: number }
  | ({ kind: 'done' } & AtlasFilesWritten)
  | { kind: 'failed'; message: string };

/** `5 atlas files (28,600 of 28,634 vault notes kept from the last build)`, for the build log. */
export function describeAtlasFiles({ atlasFiles, vaultNotes }: AtlasFilesWritten): string {
  return `${atlasFiles} atlas files${vaultNotes === undefined ? '' : ` (${vaultNotes.kept} of ${vaultNotes.of} vault notes kept from the last build)`}`;
}

/** The descriptor in `env`, if one is named. */
export function reportFd(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env[ATLAS_FILES_FD_ENV];
  if (value === undefined || value === '') return undefined;
  const fd = Number(value);
  if (!Number.isInteger(fd) || fd < 3) throw new Error(`${ATLAS_FILES_FD_ENV} must name a file descriptor of 3 or more, not ${JSON.stringify(value)}`);
  return fd;
}

/** One report, as one line in one write (a pipe never splits a write this small). */
export function writeReport(fd: number, report: AtlasFilesReport): void {
  writeSync(fd, `${JSON.stringify(report)}\n`);
}

/** How the job ended, once the pipe has: no report at all means no worker had the pipe. */
export type AtlasFilesOutcome =
  | { kind: 'none' }
  | ({ kind: 'done' } & AtlasFilesWritten)
  | { kind: 'failed'; message: string };

/** What a reader hears as it comes: the worker's pid, then the moment it says how it ended. */
export interface ReportListener {
  started?: (pid: number) => void;
  ended?: () => void;
}

/** Reads the reports until the pipe ends (the worker has exited, and the build's process). */
export async function readReports(stream: Readable, listener: ReportListener = {}): Promise<AtlasFilesOutcome> {
  let text = '';
  let begun = false;
  let outcome: AtlasFilesOutcome | undefined;
  stream.setEncoding('utf8');
  for await (const chunk of stream as AsyncIterable<string>) {
    text += chunk;
    let newline: number;
    while ((newline = text.indexOf('\n')) >= 0) {
      const line = text.slice(0, newline);
      text = text.slice(newline + 1);
      const report = parseReport(line);
      if (report.kind === 'started') {
        begun = true;
        listener.started?.(report.pid);
      } else if (outcome === undefined) {
        outcome = report;
        listener.ended?.();
      }
    }
  }
  if (text !== '') outcome ??= { kind: 'failed', message: `the atlas files' worker ended in the middle of a report: ${JSON.stringify(text.slice(0, 200))}` };
  if (outcome !== undefined) return outcome;
  return begun ? { kind: 'failed', message: "the atlas files' worker stopped before it finished (killed, most likely for want of memory, or by a signal)" } : { kind: 'none' };
}

function parseReport(line: string): AtlasFilesReport {
  try {
    const report = JSON.parse(line) as AtlasFilesReport;
    // A pid of 0 or -1 would signal a whole process group, or every process of the user.
    if (report.kind === 'started' && Number.isInteger(report.pid) && report.pid > 1) return report;
    if (report.kind === 'done' && Number.isInteger(report.atlasFiles) && (report.vaultNotes === undefined || (Number.isInteger(report.vaultNotes.kept) && Number.isInteger(report.vaultNotes.of)))) return report;
    if (report.kind === 'failed' && typeof report.message === 'string') return report;
  } catch {
    // reported below
  }
  return { kind: 'failed', message: `the atlas files' worker sent a report that is not one: ${JSON.stringify(line.slice(0, 200))}` };
}
