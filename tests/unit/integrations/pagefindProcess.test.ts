// Pagefind stopping is a located error (src/integrations/pagefindProcess.ts): its panic
// text, as its binary prints it on a full disk, gives the cause and never reaches the log.
import { describe, expect, it } from 'vitest';
import { indexFailure, pagefindCause } from '../../../src/integrations/pagefindProcess.ts';

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

// Item 4 of issue 30: the search-index step reported Node's fault messages as they are
// (`ENOSPC: no space left on device, write`), a path with a control character raw.
describe('why indexing failed, for the build log', () => {
  it('names the operation, the path and the fault in words, inert', () => {
    const fault = Object.assign(new Error("ENOSPC: no space left on device, open '/site/pagefind/x\u001b[31m'"), { code: 'ENOSPC', syscall: 'open', path: '/site/pagefind/x\u001b[31m' });
    expect(indexFailure('/site', fault)).toBe('the search index of /site could not be written: open /site/pagefind/x\\x1b[31m failed (no space left on the device, ENOSPC); nothing was published as complete');
  });
  it('keeps any other message’s lines, each made inert', () => {
    expect(indexFailure('/site', new Error('Pagefind failed to index /site:\n  bad \u202epage'))).toBe('Pagefind failed to index /site:\n  bad \\u202epage');
  });
});
