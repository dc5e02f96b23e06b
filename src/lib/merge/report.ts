// The merge report: every joined set with the reasons that joined it (alias_of edges,
// the aliases file, equal names), sorted and without repeats.
import { compareText } from '../core/diagnostics.ts';
import type { AliasMerge, MergeReason, MergeReasonKind, NodeRecord } from './types.ts';

/** A join as the merge records it, by node index; reported once the sets are final. */
export interface PendingReason {
  kind: MergeReasonKind;
  from: number;
  to: number;
  file?: string;
}

export interface MergeSets {
  records: readonly NodeRecord[];
  reasons: readonly PendingReason[];
  /** Set roots in atlas order. */
  roots: readonly number[];
  membersOfRoot: ReadonlyMap<number, readonly number[]>;
  canonicalOfRoot: Int32Array;
  find: (index: number) => number;
}

export function reportMerges({ records, reasons, roots, membersOfRoot, canonicalOfRoot, find }: MergeSets): AliasMerge[] {
  const reasonsOfRoot = new Map<number, PendingReason[]>();
  for (const reason of reasons) {
    const root = find(reason.from);
    const list = reasonsOfRoot.get(root);
    if (list === undefined) reasonsOfRoot.set(root, [reason]);
    else list.push(reason);
  }
  const merges: AliasMerge[] = [];
  for (const root of roots) {
    const members = membersOfRoot.get(root)!;
    if (members.length < 2) continue;
    const list: MergeReason[] = (reasonsOfRoot.get(root) ?? []).map((r) => ({
      kind: r.kind, from: records[r.from]!.atlasId, to: records[r.to]!.atlasId, ...(r.file !== undefined ? { file: r.file } : {}),
    }));
    list.sort((a, b) => compareText(a.kind, b.kind) || compareText(a.from, b.from) || compareText(a.to, b.to) || compareText(a.file ?? '', b.file ?? ''));
    const unique = list.filter((r, i) => {
      const prev = list[i - 1];
      return prev === undefined || prev.kind !== r.kind || prev.from !== r.from || prev.to !== r.to || prev.file !== r.file;
    });
    merges.push({ canonical: records[canonicalOfRoot[root]!]!.atlasId, members: members.map((i) => records[i]!.atlasId), reasons: unique });
  }
  return merges;
}
