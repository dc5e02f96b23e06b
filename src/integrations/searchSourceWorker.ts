// A worker thread of searchSource.ts: cuts its share of the pages, then reports done, or
// what failed (with the file system's code and path, which decide how the build answers).
import { parentPort, workerData } from 'node:worker_threads';
import { cutPage, type Cut, type CutReport } from './searchSource.ts';

let report: CutReport;
try {
  for (const cut of workerData as Cut[]) cutPage(cut);
  report = {};
} catch (error) {
  const { code, path } = error as NodeJS.ErrnoException;
  report = { failed: error instanceof Error ? error.message : String(error), code, path };
}
parentPort!.postMessage(report);
