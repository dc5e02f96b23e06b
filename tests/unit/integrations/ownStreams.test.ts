// `astro build` alone writes through its own streams what `npm run build` reads from a pipe:
// both pass each line through one filter (probe 12 row 42: Astro's stack trace on a full disk).
import { describe, expect, it } from 'vitest';
import { DiskFullLines } from '../../../src/integrations/diskFull.ts';
import { relayStreams, type WritableLike } from '../../../src/integrations/ownStreams.ts';

/** A stream that keeps what reaches it. */
function stream(): WritableLike & { out: string[] } {
  const out: string[] = [];
  return { out, isTTY: false, write: ((chunk: string) => out.push(chunk) > 0) as WritableLike['write'] };
}

describe('relayStreams', () => {
  it('passes whole lines on, control characters made visible, colours dropped off a terminal', () => {
    const stdout = stream();
    const stderr = stream();
    relayStreams({ stdout, stderr }, new DiskFullLines());
    stdout.write('\x1b[32mgreen\x1b[39m and a bell\x07\nsec');
    stdout.write('ond line\n');
    expect(stdout.out).toEqual(['green and a bell\\x07\n', 'second line\n']);
    expect(stderr.out).toEqual([]);
  });

  it('holds a line until it ends, but ends it when the other stream speaks (no error glued to a page name)', () => {
    const stdout = stream();
    const stderr = stream();
    const relay = relayStreams({ stdout, stderr }, new DiskFullLines());
    stdout.write('  ├─ /formats/index.html');
    stderr.write('something failed\n');
    stdout.write(' (+3ms)');
    relay.end(() => undefined);
    expect(stdout.out).toEqual(['  ├─ /formats/index.html\n', ' (+3ms)\n']);
    expect(stderr.out).toEqual(['something failed\n']);
  });

  it('leaves a full disk’s frames out and ends with the summary it is given', () => {
    const stdout = stream();
    const stderr = stream();
    const relay = relayStreams({ stdout, stderr }, new DiskFullLines());
    stderr.write("ENOSPC: no space left on device, open '/o/.dist.building/a/index.html'\n  Location:\n    /x/astro/dist/core/build/generate.js:439:25\n  Stack trace:\n    at write (node:internal/fs/promises:1:1)\n");
    relay.end(() => 'the build stopped: a disk it writes to is full');
    expect(stderr.out).toEqual(["ENOSPC: no space left on device, open '/o/.dist.building/a/index.html'\n", 'the build stopped: a disk it writes to is full\n']);
  });

  it('calls a write’s callback, as a stream would (on the next tick)', async () => {
    const stdout = stream();
    relayStreams({ stdout, stderr: stream() }, new DiskFullLines());
    let called = 0;
    stdout.write('x\n', () => called++);
    stdout.write('y\n', 'utf8', () => called++);
    await new Promise((resolve) => process.nextTick(resolve));
    expect(called).toBe(2);
  });
});
