// A worker thread of searchSource.ts: cuts its share of the pages, then says it is done
// (or what failed, with the file system's error code).
import { parentPort, workerData } from 'node:worker_threads';
import { cutPage, type Cut } from './searchSource.ts';

try {
  for (const cut of workerData as Cut[]) cutPage(cut);
  parentPort!.postMessage({});
} catch (error) {
  parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error), code: (error as NodeJS.ErrnoException).code });
}
