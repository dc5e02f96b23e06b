// Personas who run a meeting rather than argue in it: the moderator (host, facilitator,
// chair, animatrice, moderadora, moderatrice, voorzitter, moderatör, 사회, 진행자, 司会, 主持人) and the recorder (scribe, 기록, 서기, 書記, 记录). A format
// marks such a persona with `attributes.role` ('moderator' or 'recorder'); the self-check
// never flags one as silent or isolated, since taking no stance is their job.
import type { GraphNode } from './types.ts';

export type NonDebaterRole = 'moderator' | 'recorder';

/** The words for the one who runs the meeting, in the languages logs are written in: the format readers' too. */
export const MODERATOR_WORDS = 'moderator|facilitator|host|chair|chairperson|mc|roundtable-keeper|animateur|animatrice|modérateur|modératrice|moderador|moderadora|moderatora|moderatore|moderatrice|moderatorin|moderation|moderación|moderazione|leitung|sitzungsleitung|vorsitz|vorsitzende|vorsitzender|voorzitter|gespreksleider|moderatör|사회|사회자|진행|진행자|원탁지기|司会|司会者|議長|進行役|円卓守|主持|主持人|主席|圆桌守护者';
const MODERATOR = new RegExp(`^(?:${MODERATOR_WORDS})$`, 'iu');
const RECORDER = /^(?:recorder|scribe|note-?taker|secretary|minutes|protokollant|protokollantin|protokollführer|protokollführerin|schriftführer|schriftführerin|verbalizzante|segretario|segretaria|secrétaire|secretário|secretária|기록|기록자|서기|書記|記録|记录|记录员)$/iu;

/** The non-debater role a written role names ("사회", "Moderator", "(host)"), if any. */
export function nonDebaterRole(written: string | undefined): NonDebaterRole | undefined {
  const role = (written ?? '').trim().replace(/^[(（]|[)）]$/gu, '').trim();
  if (MODERATOR.test(role)) return 'moderator';
  if (RECORDER.test(role)) return 'recorder';
  return undefined;
}

/** A persona marked as running the meeting rather than arguing in it. */
export const isNonDebater = (node: GraphNode): boolean =>
  node.type === 'persona' && nonDebaterRole(typeof node.attributes?.role === 'string' ? node.attributes.role : undefined) !== undefined;
