// concepts.md: Obsidian cards as in seed 000 §9, every relation a [[wikilink]].
import type { NodeId } from '../core/ids.ts';
import { buildConceptIndex, type CardLink, type ConceptCard } from '../render/conceptCards.ts';
import type { DebateGraph } from '../graph/types.ts';
import { exportInline } from '../render/markdownLinks.ts';

const SECTIONS: Array<[string, ConceptCard['node']['type'][]]> = [
  ['Domains', ['domain']],
  ['Personas', ['persona']],
  ['Claims', ['claim']],
  ['Steelmen', ['steelman']],
  ['Host synthesis — not a conclusion', ['synthesis']],
  ['Open questions', ['question']],
];

export function exportConceptsMd(graph: DebateGraph): string {
  const index = buildConceptIndex(graph);
  const style: CardStyle = { wiki: (id) => `[[${exportInline(index.byId.get(id)?.name ?? id)}]]`, text: exportInline };
  const out: string[] = [`# ${exportInline(graph.topic)} — concept cards`, ''];
  for (const [heading, cards] of cardSections(index.cards)) {
    out.push(`## ${heading}`, '');
    for (const card of cards) out.push(`### [[${exportInline(card.name)}]]`, ...conceptCardLines(card, style), '');
  }
  return out.join('\n').trimEnd() + '\n';
}

/** The cards by section, in the order concepts.md and a vault's debate note list them; empty sections left out. */
export function cardSections(cards: readonly ConceptCard[]): Array<[string, ConceptCard[]]> {
  const known = new Set(SECTIONS.flatMap(([, types]) => types));
  const other = [...new Set(cards.map((c) => c.node.type).filter((t) => !known.has(t)))];
  return [...SECTIONS, ['Other concepts', other] as [string, string[]]]
    .map(([heading, types]): [string, ConceptCard[]] => [heading, cards.filter((c) => types.includes(c.node.type))])
    .filter(([, list]) => list.length > 0);
}

/** How a card writes a link to another card and a piece of debate text. */
export interface CardStyle {
  wiki: (id: NodeId) => string;
  text: (text: string) => string;
}

/** A card's fields as Markdown list lines (`- **Claim**: …`), as in seed 000 §9. */
export function conceptCardLines(card: ConceptCard, style: CardStyle): string[] {
  const { wiki, text } = style;
  const out: string[] = [];
  const links = (list: readonly CardLink[]) => (list.length === 0 ? '—' : list.map((l) => wiki(l.id)).join(', '));
  const { node } = card;
  const field = (label: string, value: string | undefined) => {
    if (value !== undefined && value !== '') out.push(`- **${label}**: ${value}`);
  };
  switch (node.type) {
    case 'persona':
      field('Position', text(node.position ?? ''));
      field('Argument', text(node.argument ?? ''));
      field('Anchor', node.anchor ? text(node.anchor) : undefined);
      field('Supports', links(card.supports));
      field('Opposes', links(card.opposes));
      break;
    case 'claim':
    case 'steelman':
      field('Claim', text(node.text ?? node.label));
      if (node.steelman_of) field('Steelman of', wiki(node.steelman_of));
      if (node.by) field('Steelmanned by', wiki(node.by));
      field('Supporters', links(card.supporters));
      field('Opponents', links(card.opponents));
      if (card.refinedBy.length) field('Refined by', links(card.refinedBy));
      if (card.illustratedBy.length) field('Illustrated by', links(card.illustratedBy));
      if (card.steelmen.length) field('Steelmen', links(card.steelmen));
      if (node.contested) field('Contested', 'yes — supported and opposed');
      field('Domain', card.domains.length ? card.domains.map(wiki).join(', ') : undefined);
      break;
    case 'synthesis':
      field('Synthesis', text(node.text ?? ''));
      field('Note', 'the host’s synthesis, not a conclusion');
      if (card.refines.length) field('Refines', links(card.refines));
      break;
    default:
      field('Text', text(node.text ?? node.label));
  }
  if (card.backlinks.length) field('Backlinks', card.backlinks.map(wiki).join(', '));
  return out;
}
