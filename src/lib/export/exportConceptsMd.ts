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
  const wiki = (id: NodeId) => `[[${exportInline(index.byId.get(id)?.name ?? id)}]]`;
  const links = (list: CardLink[]) => (list.length === 0 ? '—' : list.map((l) => wiki(l.id)).join(', '));
  const out: string[] = [`# ${exportInline(graph.topic)} — concept cards`, ''];
  const known = new Set(SECTIONS.flatMap(([, types]) => types));
  const sections = [...SECTIONS, ['Other concepts', [...new Set(graph.nodes.map((n) => n.type).filter((t) => !known.has(t)))]] as const];

  for (const [heading, types] of sections) {
    const cards = index.cards.filter((c) => types.includes(c.node.type));
    if (cards.length === 0) continue;
    out.push(`## ${heading}`, '');
    for (const card of cards) {
      const { node } = card;
      out.push(`### [[${exportInline(card.name)}]]`);
      const field = (label: string, value: string | undefined) => {
        if (value !== undefined && value !== '') out.push(`- **${label}**: ${value}`);
      };
      switch (node.type) {
        case 'persona':
          field('Position', exportInline(node.position ?? ''));
          field('Argument', exportInline(node.argument ?? ''));
          field('Anchor', node.anchor ? exportInline(node.anchor) : undefined);
          field('Supports', links(card.supports));
          field('Opposes', links(card.opposes));
          break;
        case 'claim':
        case 'steelman':
          field('Claim', exportInline(node.text ?? node.label));
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
          field('Synthesis', exportInline(node.text ?? ''));
          field('Note', 'the host’s synthesis, not a conclusion');
          if (card.refines.length) field('Refines', links(card.refines));
          break;
        default:
          field('Text', exportInline(node.text ?? node.label));
      }
      if (card.backlinks.length) field('Backlinks', card.backlinks.map(wiki).join(', '));
      out.push('');
    }
  }
  return out.join('\n').trimEnd() + '\n';
}
