// One build claiming a lock, in a process of its own, stopped at a gate the spec opens: the
// spec lets any number of these read one stale lock before any acts on it, then lets them
// on in the order it chooses (tests/unit/integrations/buildLock.test.ts). The order is set by
// the gate files alone; the polls below only wait for them.
//
//   node tests/support/lockRacer.ts <cache|staging> <folder> <gate folder> <name> [die]
//
// Stops after its first read of the lock (the read the claim judges the holder by) until
// `<gate>/go` or `<gate>/go-<name>` is there, having written `<gate>/judged-<name>`; prints
// `claimed` or the message that refused it, then runs on (a running build holds its lock)
// until it is killed. With `die` it kills itself as it moves its own file onto the lock.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const [kind, folder, gate, name, die] = process.argv.slice(2) as [string, string, string, string, string | undefined];
const lock = kind === 'cache' ? path.join(folder, 'debate-atlas.lock') : `${path.join(folder, '.dist.building')}.lock`;
const pause = new Int32Array(new SharedArrayBuffer(4));

const { readFileSync, renameSync } = fs;
let judged = false;
fs.readFileSync = ((file: fs.PathOrFileDescriptor, options?: unknown) => {
  const text = readFileSync(file, options as BufferEncoding);
  if (!judged && file === lock) {
    judged = true;
    fs.writeFileSync(path.join(gate, `judged-${name}`), '');
    while (!fs.existsSync(path.join(gate, 'go')) && !fs.existsSync(path.join(gate, `go-${name}`))) Atomics.wait(pause, 0, 0, 2);
  }
  return text;
}) as typeof fs.readFileSync;
fs.renameSync = (from: fs.PathLike, to: fs.PathLike) => {
  if (die === 'die' && to === lock) process.kill(process.pid, 'SIGKILL');
  renameSync(from, to);
};
syncBuiltinESMExports();

const { claimCache, claimStaging } = await import('../../src/integrations/buildLock.ts');
const refused = kind === 'cache' ? claimCache(folder, process.pid) : claimStaging(path.join(folder, '.dist.building'), path.join(folder, 'dist'), process.pid);
process.stdout.write(`${JSON.stringify({ name, pid: process.pid, result: refused ?? 'claimed' })}\n`);
setInterval(() => {}, 60_000);
