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
export const isPlaceholderName = (normalised: string): boolean => PLACEHOLDER.test(normalised);
/** A seat's word and its letter or number, as the seeds' runs write it in their languages ("에이전트 A", "Agente A", "エージェントB", probe 61 row 2). */
const PLACEHOLDER = /^(?:agent|agente|agentin|participant|participante|partecipante|teilnehmer|persona|speaker|side|expert|debater|debattant|에이전트|참가자|エージェント|参加者|智能体|代理|代理人|辩手|辯手|参与者)[ _-]?[a-z0-9]{1,2}$/u;
