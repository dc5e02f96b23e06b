// The atlas persona and claim pages, each with a cacheKey for Astro's incremental build.
//
// A page's key is a digest of everything the page can show: its merged node, what the
// atlas says of it (a persona's debates and stance history, a claim's debates and status),
// the address of every node it links to, the title of every debate it names, and, for a
// claim, the digest of each debate it is in (its status there is computed from that
// debate's graph). The pages read nothing else from the archive, so an edit re-renders
// the pages it could change and restores every other one.
import type { ClaimEntry } from '../lib/atlas/atlasPages.ts';
import type { AtlasNodeId, DebateSlug, NodeId } from '../lib/core/ids.ts';
import type { AtlasNode } from '../lib/merge/mergeDebates.ts';
import { indexAtlas, personaAcrossDebates, type NodeRef, type PersonaAcrossDebates } from '../lib/merge/queries.ts';
import type { StanceHistory } from '../lib/analysis/stanceHistory.ts';
import { getAtlasAnalysis, type AtlasAnalysis } from './analysis.ts';
import { claimUrl, getAtlas, personaUrl, type SiteAtlas } from './atlas.ts';
import { digestOf } from '../lib/core/digest.ts';

/** An address that moved: a redirect to the page it leads to. */
type Redirect = { redirect: string };
/**
 * A persona's page: what it shows of the atlas, computed once for the page and its key.
 * (The page also names nodes and debates through the atlas's linker and titles; the key
 * covers those by the addresses and titles it names.)
 */
export type PersonaPageProps = { redirect?: undefined; id: AtlasNodeId; node: AtlasNode; persona: PersonaAcrossDebates; history: StanceHistory | undefined } | Redirect;
/** A shared claim's page: its entry in the atlas's page plan and its merged node. */
export type ClaimPageProps = { redirect?: undefined; id: AtlasNodeId; node: AtlasNode; claim: ClaimEntry } | Redirect;

type PagePath<P> = { params: { key: string }; props: P; cacheKey: string };

export async function personaPaths(): Promise<Array<PagePath<PersonaPageProps>>> {
  const [site, analysis] = await Promise.all([getAtlas(), getAtlasAnalysis()]);
  const nodes = indexAtlas(site.merge.atlas).node;
  return [
    ...site.plan.personas.map((p) => {
      const props = { id: p.id, node: nodes.get(p.id)!, persona: personaAcrossDebates(site.merge.atlas, p.id)!, history: analysis.histories.get(p.id) };
      return { params: { key: p.key }, props, cacheKey: personaPageKey(site, props) };
    }),
    ...site.plan.redirects.persona.map((r) => redirectPath(r.from, personaUrl(r.to))),
  ];
}

export async function claimPaths(): Promise<Array<PagePath<ClaimPageProps>>> {
  const [site, analysis] = await Promise.all([getAtlas(), getAtlasAnalysis()]);
  const nodes = indexAtlas(site.merge.atlas).node;
  return [
    ...site.plan.claims.map((c) => {
      const props = { id: c.claim.id, node: nodes.get(c.claim.id)!, claim: c };
      return { params: { key: c.key }, props, cacheKey: claimPageKey(site, analysis, props) };
    }),
    ...site.plan.redirects.claim.map((r) => redirectPath(r.from, claimUrl(r.to))),
  ];
}

/** An address that moved: a page that shows nothing but where it leads. */
function redirectPath(from: string, to: string): PagePath<Redirect> {
  return { params: { key: from }, props: { redirect: to }, cacheKey: digestOf(['redirect', to]) };
}

/** What a page shows of the nodes it links to and the debates it names. */
class Mentions {
  readonly links: string[] = [];
  readonly titles = new Set<string>();
  readonly labels: string[] = [];
  readonly site: SiteAtlas;
  constructor(site: SiteAtlas) {
    this.site = site;
  }
  node(id: string, debate?: string): void {
    this.links.push(this.site.link.node(id as AtlasNodeId, debate as DebateSlug | undefined));
    this.labels.push(indexAtlas(this.site.merge.atlas).node.get(id as AtlasNodeId)?.label ?? id);
  }
  refs(refs: readonly NodeRef[], debate?: DebateSlug): void {
    for (const r of refs) this.node(r.id, debate);
  }
  inDebate(debate: DebateSlug, id: string): void {
    this.links.push(this.site.link.inDebate({ debate, id: id as NodeId }));
    this.debate(debate);
  }
  debate(slug: string): void {
    this.titles.add(this.site.debateTitle(slug as DebateSlug));
  }
}

export function personaPageKey(site: SiteAtlas, page: Exclude<PersonaPageProps, Redirect>): string {
  const { id, node, persona, history } = page;
  const seen = new Mentions(site);
  for (const d of persona.debates) {
    seen.debate(d.debate);
    for (const as of d.as) seen.inDebate(d.debate, as.id);
    for (const refs of [d.supports, d.opposes, d.steelmen, d.opponents]) {
      seen.refs(refs, d.debate);
      seen.refs(refs); // the summary links each without its debate
    }
  }
  for (const s of history?.stances ?? []) {
    seen.debate(s.debate);
    seen.node(s.claim, s.debate);
  }
  for (const f of history?.flips ?? []) {
    seen.debate(f.from.debate);
    seen.node(f.claim, f.to.debate);
    if (f.explanation) {
      seen.debate(f.explanation.debate);
      seen.node(f.explanation.argument, f.explanation.debate);
    }
  }
  return digestOf(['persona', id, node, persona, history, seen.links, seen.labels, [...seen.titles]]);
}

export function claimPageKey(site: SiteAtlas, analysis: AtlasAnalysis, page: Exclude<ClaimPageProps, Redirect>): string {
  const { id, node, claim } = page;
  const seen = new Mentions(site);
  for (const d of claim.debates) {
    seen.debate(d.debate);
    seen.refs(d.supporters, d.debate);
    seen.refs(d.opponents, d.debate);
  }
  const digests: Array<string | undefined> = [];
  for (const p of node.perDebate) {
    seen.inDebate(p.debate, p.id);
    digests.push(site.debates.get(p.debate)?.digest);
  }
  const across = analysis.graph.labelling.status.get(id);
  return digestOf(['claim', id, node, claim, across, digests, seen.links, seen.labels, [...seen.titles]]);
}
