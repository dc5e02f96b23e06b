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
  it('gets an overview page instead of a drawing', () => {
    const claims = FORCE_LAYOUT_LIMIT.nodes + 100;
    const { debates } = writeFixtureArchive('huge', { files: { 'debates/big.json': JSON.stringify(hugeLog(claims, 2)) } });
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
  }, 240_000);
});
