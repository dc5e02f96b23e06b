// The search index's process (pagefindProcess.ts): indexes one site, says what it logs
// and how it ended on its channel, then ends.
import { indexAndReport } from './pagefindIndex.ts';
import { indexFailure, type FromIndexWorker, type ToIndexWorker } from './pagefindProcess.ts';

if (process.send === undefined) throw new Error('pagefindWorker.ts runs as a process forked by pagefindProcess.ts');
const send = (message: FromIndexWorker) => new Promise<void>((resolve) => process.send!(message, undefined, undefined, () => resolve()));

process.once('message', async ({ root, options }: ToIndexWorker) => {
  const logger = { info: (message: string) => void send({ kind: 'info', message }), warn: (message: string) => void send({ kind: 'warn', message }) };
  try {
    await indexAndReport(root, logger, options);
    await send({ kind: 'done' });
  } catch (error) {
    await send({ kind: 'failed', message: indexFailure(root, error) });
  }
  process.disconnect();
});
