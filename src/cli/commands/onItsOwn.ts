// A file outside the archive, checked on its own (validate and validate --explain): its
// aliases and relations merged alone, as the build merges them, so each reference is located.
import type { DebateRecord } from '../../lib/archive/debateRecord.ts';
import { locateRelationProblems } from '../../lib/archive/locateRelations.ts';
import type { Diagnostic } from '../../lib/core/diagnostics.ts';
import { mergeDebates } from '../../lib/merge/mergeDebates.ts';

/** What another debate would answer, said as unchecked; a code of the merge's for each. */
const UNCHECKED: Readonly<Record<string, string>> = { 'alias-missing-debate': 'alias-unchecked', 'missing-debate': 'reference-unchecked' };

/**
 * A file outside the archive, checked on its own: its aliases and relations are merged as
 * the build merges them, alone, so each reference is located; one naming another debate is
 * said to be unchecked (probe 44 J01: it was passed over in silence), never an error.
 */
export async function onItsOwn(debate: Pick<DebateRecord, 'slug' | 'file' | 'graph'>, cwd: string): Promise<Diagnostic[]> {
  const merged = await locateRelationProblems(mergeDebates([{ slug: debate.slug, file: debate.file, graph: debate.graph }]), cwd);
  return merged.diagnostics.map((d) => {
    const code = UNCHECKED[d.code];
    if (code === undefined) return d;
    return { ...d, severity: 'warning', code, message: `${d.message.replace(/(?:, which is not in the archive)?(?:; the edge was left out)?$/u, '')}: not checked, as a file outside the archive is checked on its own; validate it in its archive's folder` };
  });
}

/** Of a refused file, what its reading kept: only the references it says are unchecked (its errors are said by its checks: probe 74 row 174). */
export async function uncheckedOfRefused(debate: Pick<DebateRecord, 'slug' | 'file' | 'graph'>, cwd: string): Promise<Diagnostic[]> {
  const codes = new Set(Object.values(UNCHECKED));
  return (await onItsOwn(debate, cwd)).filter((d) => codes.has(d.code));
}
