// A downloads worker process (downloadsWorker.ts) seen from the build: what to send it,
// when its job is done, and how to stop it or let it finish on its own.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ATLAS_FILES_FD_ENV, type AtlasFilesWritten } from './atlasFilesReport.ts';
import type { FromWorker, ToWorker } from './downloadsWorker.ts';
import { locatedError } from './locatedError.ts';

export interface Job {
  send: (message: ToWorker) => void;
  /** Sends a piece of the atlas; settles once the worker has read it. */
  sendPiece: (message: ToWorker) => Promise<void>;
  done: Promise<AtlasFilesWritten>;
  /** Settles when the worker's process has ended, and with it all its memory. */
  exited: Promise<void>;
  /** Whether the job keeps the build's process alive (not while Astro is busy with its own work; yes while it is awaited). */
  hold: (held: boolean) => void;
  /** Ends the worker, whatever it was doing, unless it was handed over; settles once it has ended. */
  stop: () => Promise<void>;
  /** Ends the job as failed (what could not be sent to it). */
  fail: (error: unknown) => void;
  /**
   * Whether the worker reports on a pipe of scripts/build.ts (atlasFilesReport.ts), and so
   * may be handed over: left to finish after this process has ended.
   */
  reportsOnPipe: boolean;
  /**
   * Hands the job over if it still runs: settles with `handed over` once the worker has read
   * every message sent before and will go on when this process ends; `stop` leaves it be
   * from then on. A job that has ended is not handed over: it settles as `done` does (what
   * it wrote, or why it failed, even if it died before it could report on the pipe).
   */
  handOver: () => Promise<AtlasFilesWritten | 'handed over'>;
}

/**
 * A worker process for one job; `done` settles when it reports the job done (with the
 * atlas files it wrote), or fails. A process, not a thread: a thread's memory outlived it
 * (1.2 GB of the atlas job's stayed resident for twenty seconds after its thread had
 * ended, into the pages), while a process's memory goes when it exits. With `reportFd`
 * (a descriptor of this process) the worker also reports on that pipe, as its fd 4.
 */
function startJob(reportFd?: number): Job {
  const child = fork(fileURLToPath(new URL('./downloadsWorker.ts', import.meta.url)), [], {
    serialization: 'advanced',
    // For a collection between the atlas files (downloadsWorker.ts).
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc', reportFd ?? 'ignore'],
    env: { ...process.env, [ATLAS_FILES_FD_ENV]: reportFd === undefined ? '' : '4' },
  });
  /** Pieces sent and not yet read: each settles when the worker has read it, or has ended. */
  const read: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  let handedOver: (() => void) | undefined;
  let released = false;
  let rejectDone: (error: unknown) => void = () => {};
  /** Whether `done` has settled, either way. */
  let settled = false;
  // 'close' follows 'exit' once the channel is closed too, so every message sent before
  // the end has been read by then; a process that could not start only reports 'error'.
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => resolve());
    child.once('error', () => {
      if (child.pid === undefined) resolve();
    });
  });
  const done = new Promise<AtlasFilesWritten>((resolve, reject) => {
    rejectDone = reject;
    child.on('message', (message: FromWorker) => {
      if (message.kind === 'received') read.shift()?.resolve();
      else if (message.kind === 'handed-over') handedOver?.();
      // The worker ends itself once `done` is sent: `end` was the job's last message.
      else if (message.kind === 'done') resolve({ atlasFiles: message.atlasFiles, vaultNotes: message.vaultNotes });
      // The worker's message names the file (a disk fault) or carries the code's stack.
      else reject(locatedError(`could not write the downloads:\n${message.message}`));
    });
    // A process that could not start; any later error is the channel's (a message sent to a
    // worker that has died: EPIPE), and 'close' follows with how it ended, which is what to say.
    child.on('error', (error) => {
      if (child.pid === undefined) reject(error);
    });
    child.on('close', (code, signal) => {
      const how = signal === 'SIGKILL' ? 'killed, most likely for want of memory' : (signal ?? `exit code ${code}`);
      const stopped = locatedError(`a downloads worker stopped (${how}) before it finished`);
      for (const piece of read.splice(0)) piece.reject(stopped);
      reject(stopped);
    });
  });
  // Awaited together with the other job's; a rejection before then is not unhandled.
  done.then(() => (settled = true), () => (settled = true));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  // Awaited with the worker held: a build waiting only on a process it does not hold
  // would end there, exit code 0, with nothing after it run (a large atlas whose files
  // failed before the pages ended `astro build` so, `dist/` empty).
  const stop = async () => {
    if (released) return;
    if (!ended()) child.kill();
    hold(true);
    try {
      await exited;
    } finally {
      hold(false);
    }
  };
  const hold = (held: boolean) => {
    if (held) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  };
  return {
    send: (message) => child.send(message),
    sendPiece: (message) => new Promise<void>((resolve, reject) => {
      if (ended()) return reject(new Error('a downloads worker ended before it was sent all of its job'));
      read.push({ resolve, reject });
      child.send(message);
    }),
    done,
    exited,
    hold,
    stop,
    fail: (error) => {
      rejectDone(error);
      void stop();
    },
    reportsOnPipe: reportFd !== undefined,
    handOver: async () => {
      if (reportFd === undefined) throw new Error('a downloads worker with no report pipe cannot be handed over');
      if (settled || ended() || !child.connected) return done;
      released = true;
      hold(true);
      try {
        // Answered at once, out of the worker's queue: it has read all sent before by then.
        const answered = await Promise.race([new Promise<true>((resolve) => { handedOver = () => resolve(true); child.send({ kind: 'handover' }); }), exited.then(() => false)]);
        // It ended meanwhile: nothing to hand over.
        if (!answered) return await done;
        if (child.connected) child.disconnect();
        return 'handed over';
      } finally {
        hold(false);
      }
    },
  };
}

/** The two jobs' worker processes: the debates' files, and the atlas's. */
export type Workers = readonly [debates: Job, atlas: Job];

/**
 * Forks both workers, neither keeping the process alive. A build forks them as it begins
 * (`astro:config:setup`), so that each has loaded its code (0.4 s of CPU) while Astro is
 * still starting, not beside Vite once the work is there. With `reportFd`, the atlas
 * worker reports on that pipe and may be handed over.
 */
export async function startWorkers(reportFd?: number): Promise<Workers> {
  const debateJob = startJob();
  let atlasJob: Job;
  try {
    atlasJob = startJob(reportFd);
  } catch (error) {
    await debateJob.stop();
    throw error;
  }
  for (const job of [debateJob, atlasJob]) job.hold(false);
  return [debateJob, atlasJob];
}
