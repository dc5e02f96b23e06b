// A debate too large for a force drawing is published as an overview: counts, hubs and a
// searchable list of every node (with the cards' anchors), no SVG drawing, no per-node
// cards, an outcome of a few lines, a page of bounded size, and every download.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hugeLog } from '../../scripts/bench/hugeDebates.ts';
import { FORCE_LAYOUT_LIMIT } from '../../src/lib/layout/layoutGraph.ts';
import { OUTCOME_LIST_LIMIT } from '../../src/lib/render/debateOutcome.ts';
import { buildSite } from '../support/buildSite.ts';
import { writeFixtureArchive } from '../support/fixtureArchive.ts';

describe('a debate past the force-layout limit', () => {
  const claims = FORCE_LAYOUT_LIMIT.nodes + 100;
  // c0 refined by 120 claims: a hub whose card's backlinks an embed must not list whole.
  const log = hugeLog(claims, 2);
  for (let i = 1; i <= 120; i++) log.relations!.push({ source: `c${i}`, target: 'c0', type: 'refines' });
  const note = '---\ntitle: Embeds of a huge debate\n---\n\n<DebateGraph slug="big" />\n\n<Claim ref="big:c0" />\n\n<DebateGraph slug="big" />\n';

  it('gets an overview page instead of a drawing', () => {
    const { debates } = writeFixtureArchive('huge', { files: { 'debates/big.json': JSON.stringify(log), 'notes/embeds.mdx': note } });
    const build = buildSite('huge', { content: debates });
    expect(build.status, build.output).toBe(0);

    const file = path.join(build.outDir, 'debates/big/index.html');
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('data-graph-overview');
    expect(html).toContain('more than a force drawing can show readably');
    expect(html).not.toContain('class="da-graph"');
    expect(html).not.toContain('da-graph__data');
    // Every claim keeps its card's anchor, so links from search and the atlas still land.
    for (const id of ['c0', 'c1', `c${claims - 1}`, 'p0', 'd1', 's1']) expect(html).toContain(`<li id="n-${id}"`);
    // The outcome is a summary: its contested list stops and points to the rest.
    const outcome = html.slice(html.indexOf('id="outcome-heading"'), html.indexOf('</section>', html.indexOf('id="outcome-heading"')));
    expect(outcome.match(/<li>/g)?.length ?? 0).toBeLessThanOrEqual(OUTCOME_LIST_LIMIT * 2);
    expect(outcome).toContain('more claims');
    // ~1,100 nodes: far below the 3 MB a 5,000-claim page must stay under.
    expect(statSync(file).size).toBeLessThan(600 * 1024);
    for (const download of ['graph.json', 'graph.graphml', 'concepts.md']) expect(statSync(path.join(build.outDir, 'debates/big', download)).size).toBeGreaterThan(0);

    // A note's embeds of it are bounded too (probe 2026-12-14 row 20): no drawing, the card's lists cut.
    const notePage = path.join(build.outDir, 'notes/embeds/index.html');
    const noteHtml = readFileSync(notePage, 'utf8');
    expect(noteHtml.match(/data-graph-too-large/g)).toHaveLength(2);
    expect(noteHtml).toContain(`${claims + 22} nodes`);
    expect(noteHtml).not.toContain('class="da-graph"');
    const card = noteHtml.slice(noteHtml.indexOf('data-embed="claim"'), noteHtml.indexOf('</figure>', noteHtml.indexOf('data-embed="claim"')));
    expect(card).toMatch(/and <a href="\/debates\/big\/">\d+ more in the debate<\/a>/);
    expect(card.match(/<a href="\/debates\/big\/#/g)!.length).toBeLessThanOrEqual(1 + 4 * 50);
    expect(statSync(notePage).size).toBeLessThan(200 * 1024);
  }, 240_000);
});
