// Which nodes may join by name, and how names are compared (spec §5).
export { normaliseName } from '../core/names.ts';

/** claim and steelman are one family; every other type only joins its own type. */
export const typeFamily = (type: string): string => (type === 'steelman' ? 'claim' : type);

export const NAME_JOINED_TYPES: ReadonlySet<string> = new Set(['persona', 'domain']);

/**
 * Placeholder names ("Agent A" of an unnamed /debate side, "Participant 2") name a
 * seat, not a stance: two debates' "Agent A" are different people, so such names
 * never join nodes on their own (an explicit alias still can).
 */
export const isPlaceholderName = (normalised: string): boolean =>
  /^(agent|participant|persona|speaker|side|expert)[ _-]?[a-z0-9]{1,2}$/u.test(normalised);
