// A reading tried and given up leaves the line ledger as it found it (transcripts: a house
// style tried before headers found by shape).
import { describe, expect, it } from 'vitest';
import { LineLedger } from '../../../src/lib/parse/lineAccount.ts';

describe('LineLedger.snapshot', () => {
  it('restores reads, reports, notes and set-aside lines to what they were', () => {
    const ledger = new LineLedger();
    ledger.note(1, 'title');
    const restore = ledger.snapshot();
    ledger.note(2, 'round 2');
    ledger.report([{ line: 3, text: 'kept' }], 'between turns', 'text between a round line and the next turn');
    ledger.setAside([{ line: 4, text: '<!-- x -->' }], 'a comment');
    ledger.note(1, 'something else');
    restore();
    ledger.report([{ line: 3, text: 'kept' }], 'turn', 'text before the first section of the turn');
    const { account, notInterpreted, notes } = ledger.finish('Title\nRound 2\nkept\n<!-- x -->\n');
    expect(account.read).toEqual([1]);
    expect(notes).toEqual([{ line: 1, what: 'title' }]);
    expect(notInterpreted.find((l) => l.line === 3)?.reason).toBe('text before the first section of the turn');
    expect(account.missed).toEqual([2, 4]);
  });
});
