// A heading or label that names a round (`### Round V: Vendors`, `#### round v. the vendor`)
// under R2 is the meeting's structure, never a participant (review 06i F4, left then): no
// persona of it, and the speakers of R2 keep their own opinions.
import { describe, expect, it } from 'vitest';
import { personaLabels, readFixtureLog, relationOn } from '../../support/readLog.ts';


describe('a round named under R2 is no speaker', () => {
  for (const [name, heading] of [
    ['2027-06-01-10-00-m1a-en-round-v-vendors.md', 'Round V: Vendors'],
    ['2027-06-01-10-00-m1e-en-r2-lowercase-round-v.md', 'round v. the vendor'],
  ] as const) {
    it(`${name}: no persona "${heading}"; Mina, Ravi and Joon state their own`, () => {
      const { value } = readFixtureLog('review-2026-12-06i/inputs', name);
      expect(personaLabels(value)).not.toContain(heading);
      expect(relationOn(value, 17, 'option-b')).toBe('supports:stated');
      expect(relationOn(value, 18, 'option-a')).toBe('supports:stated');
      expect(value.document.minutes.lineAccount.missed).toEqual([]);
    });
  }
});
