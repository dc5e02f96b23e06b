// Pagefind stopping is a located error (src/integrations/pagefindProcess.ts): its panic
// text, as its binary prints it on a full disk, gives the cause and never reaches the log.
import { describe, expect, it } from 'vitest';
import { pagefindCause } from '../../../src/integrations/pagefindProcess.ts';

// As Pagefind 1.x printed it with its output folder on a full tmpfs.
const FULL_DISK = `
thread 'main' (18027) panicked at pagefind/src/output/mod.rs:464:36:
called \`Result::unwrap()\` on an \`Err\` value: Os { code: 28, kind: StorageFull, message: "No space left on device" }
stack backtrace:
note: Some details are omitted, run with \`RUST_BACKTRACE=full\` for a verbose backtrace.
`;

describe('why Pagefind stopped', () => {
  it('is the operating system’s message when it panicked on a file-system error', () => {
    expect(pagefindCause(FULL_DISK)).toBe('No space left on device');
  });
  it('is the panic’s own line otherwise, and nothing when there was no panic', () => {
    expect(pagefindCause("thread 'main' panicked at src/x.rs:1:1:\nindex out of bounds\n")).toBe('index out of bounds');
    expect(pagefindCause('Running Pagefind v1.4.0\n')).toBeUndefined();
  });
});
