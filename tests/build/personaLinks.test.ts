// A persona's name on a debate page links to the persona's atlas page (issue 27, "every
// persona name links to its atlas page"; probe 27 row 13): in the cards' lists, the
// relation table, "Where they split", the rounds' [[wikilinks]] and a minutes' attendees.
// Two links stay on the page by design: the persona card's own permalink (its heading) and
// the provenance list of what a turn or round produced ("In the graph: …", paired with the
// card's "From …, line N").
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { nodeAnchor, type NodeId } from '../../src/lib/core/ids.ts';
import { readSiteFile } from '../../scripts/support/siteFiles.ts';
import { fixtureSite } from '../support/fixtureSites.ts';

const site = fixtureSite('reading');
const read = (file: string) => readSiteFile(site.outDir, file);

interface Graph { nodes: Array<{ id: string; type: string; label: string }> }

/** Every `<a …>` start tag of the page whose href is `href`. */
const linksTo = (html: string, href: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`href="${href}"`));

describe('persona names on debate pages', () => {
  const pages = () => fg.sync('debates/**/index.html', { cwd: site.outDir });

  it('link to the atlas page, not to the card, except the card\'s permalink and provenance', () => {
    expect(site.status, site.output).toBe(0);
    expect(pages().length).toBeGreaterThanOrEqual(9);
    let checked = 0;
    for (const page of pages()) {
      const html = read(page);
      const graph = JSON.parse(read(page.replace(/index\.html$/, 'graph.json'))) as Graph;
      for (const persona of graph.nodes.filter((n) => n.type === 'persona')) {
        const toCard = linksTo(html, `#${nodeAnchor(persona.id as NodeId)}`);
        expect(toCard.filter((tag) => !tag.includes('class="permalink"') && !tag.includes('data-source-line')), `${page} ${persona.id}`).toEqual([]);
        // Its card names its atlas page; the page's other mentions of the persona link there too.
        const anchor = nodeAnchor(persona.id as NodeId);
        const card = html.slice(html.indexOf(`id="${anchor}"`), html.indexOf('</article>', html.indexOf(`id="${anchor}"`)));
        const atlasHref = /href="(\/atlas\/personas\/[^"]+)"/.exec(card)?.[1];
        expect(atlasHref, `${page} ${persona.id}`).toBeDefined();
        const count = (text: string) => linksTo(text, atlasHref!).length;
        expect(count(html), `${page} ${persona.id}`).toBeGreaterThan(count(card));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('links a minutes\' [[wikilinked]] speakers and attendees to their atlas pages', () => {
    const html = read('debates/2026/minutes/2026-06-03-14-30-next-essay-topic/index.html');
    const wikilinks = [...html.matchAll(/<a href="([^"]+)" class="wikilink">doc-reviewer<\/a>/g)].map((m) => m[1]);
    expect(wikilinks.length).toBeGreaterThan(1);
    for (const href of wikilinks) expect(href).toMatch(/^\/atlas\/personas\/doc-reviewer/);
  });

  it('links the personas on each side of a crux', () => {
    const html = read('debates/2026/four-day-week/index.html');
    const cruxes = /<ol class="an-cruxes" data-cruxes>([^]*?)<\/ol>/.exec(html)?.[1] ?? '';
    expect(cruxes).toMatch(/class="an-sides"[^]*?<a href="\/atlas\/personas\/[^"]+" data-card="n-[^"]+">/);
  });
});
