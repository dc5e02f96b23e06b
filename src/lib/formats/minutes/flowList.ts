// A YAML flow list as the frontmatter writes names in it.

/**
 * YAML's flow list splits at every comma, also inside a bracket: `[Ben Okafor (he/him, Seoul
 * office), Cy]` comes as "Ben Okafor (he/him" and "Seoul office)". A string that opens a bracket
 * it does not close takes the next ones until it does (review 07g f1), at most three.
 */
export function rejoinedBrackets(items: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  const open = (text: string) => (text.match(/[(（]/gu)?.length ?? 0) - (text.match(/[)）]/gu)?.length ?? 0);
  for (let i = 0; i < items.length; i++) {
    let item = items[i];
    for (let taken = 0; typeof item === 'string' && open(item) > 0 && taken < 3 && typeof items[i + 1] === 'string'; taken++) item = `${item}, ${items[++i] as string}`;
    out.push(item);
  }
  return out;
}
