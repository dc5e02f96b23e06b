// One very large roundtable log: `claims` claims, 20 personas, and `perClaim` relations
// per claim (a supporter, an opponent, then claim-to-claim attacks and refinements).
import type { RoundtableLogInput } from '../../src/lib/schemas/roundtableLog.ts';

export function hugeLog(claims: number, perClaim: number): RoundtableLogInput {
  const personas = Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, name: `Persona ${i}`, position: `Position of persona ${i}`, argument: `Argument of persona ${i}` }));
  const relations: RoundtableLogInput['relations'] = [];
  const kinds = [
    (i: number) => ({ source: `p${i % 20}`, target: `c${i}`, type: 'supports' as const }),
    (i: number) => ({ source: `p${(i * 7 + 3) % 20}`, target: `c${i}`, type: 'opposes' as const }),
    (i: number) => ({ source: `c${i}`, target: `c${(i * 13 + 1) % claims}`, type: 'opposes' as const }),
    (i: number) => ({ source: `c${i}`, target: `c${(i * 17 + 5) % claims}`, type: 'refines' as const }),
  ];
  for (let i = 0; i < claims; i++) for (let k = 0; k < perClaim; k++) relations.push(kinds[k % kinds.length]!(i));
  return {
    topic: `A debate of ${claims} claims`,
    domain: { id: 'd1', name: 'Everything' },
    personas,
    claims: Array.from({ length: claims }, (_, i) => ({ id: `c${i}`, text: `Claim number ${i}, stated at some length so the page carries real text` })),
    relations,
    synthesis: { id: 's1', text: 'The host synthesis of a very large debate.' },
  };
}
