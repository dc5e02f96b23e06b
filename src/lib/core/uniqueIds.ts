// Ids made unique by a numbered suffix ("opinion-a", "opinion-a-2", …), in linear time: each
// wanted id remembers the next number to try, so n parts wanting one id cost n steps, not n².

/**
 * A function that returns `wanted` if no id in `taken` has it, else the first free
 * `suffixed(wanted, n)` for n = 2, 3, …; the id returned is added to `taken`.
 */
export function idAllocator(taken: Set<string> = new Set(), suffixed: (wanted: string, n: number) => string = (wanted, n) => `${wanted}-${n}`): (wanted: string) => string {
  const nextNumber = new Map<string, number>();
  return (wanted) => {
    let id = wanted;
    if (taken.has(id)) {
      // Every number below nextNumber was taken when tried, and ids are never given back.
      let n = nextNumber.get(wanted) ?? 2;
      while (taken.has((id = suffixed(wanted, n)))) n++;
      nextNumber.set(wanted, n + 1);
    }
    taken.add(id);
    return id;
  };
}
