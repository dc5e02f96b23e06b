// Where a question's asking part begins: the minutes and transcript readers both tell a
// question about a stance or a concession ("Do you support B?") from one tagged on after
// it ("I support B, don't you?", "我承认…，对吧？").

const BREAKS = [',', '，', '、', '—', '–', '(', '（'] as const;

/**
 * For a clause that ends in a question mark, the offset of its last comma, dash or opening
 * bracket (its tag follows it; -1 when there is none); null when it asks nothing.
 */
export function questionBreak(clause: string): number | null {
  if (!/[?？][\s)）]*$/u.test(clause)) return null;
  let at = -1;
  for (const mark of BREAKS) at = Math.max(at, clause.lastIndexOf(mark));
  return at;
}
