// The atlas pages of a multi-debate fixture: shared personas (one written in full-width
// capitals), an alias_of relation across debates, a claim and a question joined by
// aliases.json, and a near-equal persona name that must only be suggested.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMerge } from '../../src/cli/commands/merge.ts';
import { atlasPageKey, nameKey } from '../../src/lib/atlas/pageKeys.ts';
import type { AtlasData } from '../../src/lib/atlas/atlasData.ts';
import type { AtlasNodeId } from '../../src/lib/core/ids.ts';
import { runCaptured } from '../support/cli.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { tempFolder } from '../support/tempFolder.ts';
import { listFiles, readSiteFile } from '../../scripts/support/siteFiles.ts';

const site = fixtureSite('atlas');
const read = (file: string) => readSiteFile(site.outDir, file);
const key = (id: string) => atlasPageKey(id as AtlasNodeId);
/** Text of a page without tags, entities decoded as far as the tests need. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const section = (html: string, attribute: string) => {
  const start = html.indexOf(attribute);
  expect(start, attribute).toBeGreaterThan(-1);
  return html.slice(start);
};

describe('the atlas build', () => {
  it('succeeds and emits every atlas page', () => {
    expect(site.status, site.output).toBe(0);
    const files = listFiles(site.outDir).filter((f) => f.startsWith('atlas/'));
    for (const file of ['atlas/index.html', 'atlas/atlas-data.json', 'atlas/graph.json', 'atlas/personas/index.html', 'atlas/claims/index.html', 'atlas/questions/index.html', 'atlas/aliases/index.html']) {
      expect(files).toContain(file);
    }
    // One page per merged persona (8 after same-name joins) and per claim in more than one debate (2).
    expect(files.filter((f) => /^atlas\/personas\/[^/]+\/index\.html$/.test(f))).toHaveLength(8);
    // Each other member of a shared claim keeps an address: a redirect to the claim's page.
    const claims = files.filter((f) => /^atlas\/claims\/[^/]+\/index\.html$/.test(f));
    const isRedirect = (f: string) => read(f).includes('http-equiv="refresh"');
    expect(claims.filter((f) => !isRedirect(f))).toHaveLength(2);
    expect(claims.filter(isRedirect)).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^atlas\/[\p{Ll}\p{Lo}\p{N}\p{M}_./-]+$/u); // page keys: lower-case letters of any script, digits, "-"
  });

  it('shows counts, the map and links to every part on /atlas/', () => {
    const page = read('atlas/index.html');
    expect(page).toContain('data-atlas-map');
    expect(page).toMatch(/<canvas[^>]*data-canvas[^>]*tabindex="0"/);
    expect(page).toContain('data-src="/atlas/atlas-data.json"');
    const words = text(page);
    expect(words).toContain('4 debates');
    expect(words).toContain('8 personas');
    expect(words).toContain('2 claims in several debates');
    for (const href of ['/atlas/personas/', '/atlas/claims/', '/atlas/questions/', '/atlas/aliases/', '/atlas/graph.json']) expect(page).toContain(`href="${href}"`);
    expect(page).toContain(`href="/atlas/personas/${nameKey('Bruno Costa')}/"`);
  });

  it('gives a merged persona its position in each debate, its claims, steelmen and opponents', () => {
    const page = read(`atlas/personas/${nameKey('Bruno Costa')}/index.html`);
    expect(page).toMatch(/<h1[^>]*>Bruno Costa<\/h1>/);
    const debates = [...page.matchAll(/<li data-debate="([^"]+)"/g)].map((m) => m[1]);
    expect(debates).toEqual(['2025/city-transit', '2026/remote-work', '2026/shorter-week']);
    const perDebate = text(section(page, 'data-persona-debates'));
    expect(perDebate).toMatch(/Cars out of city centres\? As Bruno Costa Position Cars keep small shops alive Supports — Opposes Cars need too much space in cities/);
    expect(perDebate).toMatch(/Should offices go remote\? As Bruno Costa Position Offices still matter Supports Offices build trust Opposes Remote work raises productivity Steelmen — Opponents Ada Berg Chiara Dahl/);
    expect(perDebate).toMatch(/A four-day week for everyone\? As Bruno Costa Position Five days keep customers served/);
    // Across debates: the claim opposed in two debates is listed once, with the count.
    expect(text(page)).toMatch(/Opposed .*Remote work raises productivity \(2 debates\)/);
    // Links go to the shared claim page, and to the debate card otherwise.
    expect(page).toContain(`href="/atlas/claims/${key('2026/remote-work:c1')}/"`);
    expect(page).toContain('href="/debates/2025/city-transit/#n-c1"');

    const ada = read(`atlas/personas/${nameKey('Ada Berg')}/index.html`);
    expect(ada).toMatch(/<h1[^>]*>Ada Berg<\/h1>/);
    expect(text(ada)).toContain('Persona in 2 debates, written as');
    expect(ada).toContain('<span class="quote">Ada Berg</span>');
    expect(ada).toContain('<span class="quote">ＡＤＡ　ＢＥＲＧ</span>');
    expect(text(section(ada, 'data-persona-debates'))).toMatch(/Steelmen \(steelman\) Shared rooms make trust cheaper to build/);
  });

  it('gives a claim used in several debates a page: where it appears, who supported and opposed it', () => {
    const page = read(`atlas/claims/${key('2026/remote-work:c1')}/index.html`);
    expect(page).toMatch(/<h1[^>]*>Remote work raises productivity<\/h1>/);
    const words = text(section(page, 'data-claim-debates'));
    expect(words).toMatch(/Should offices go remote\? As written Remote work raises productivity Supported by Ada Berg Opposed by Bruno Costa/);
    expect(words).toMatch(/A four-day week for everyone\? As written Working from home raises productivity Supported by Ada Berg Opposed by Bruno Costa/);
    expect(page).toContain('href="/debates/2026/shorter-week/#n-c2"');
    // The claim joined by an alias_of relation inside a log.
    const trust = read(`atlas/claims/${key('2026/remote-work:c2')}/index.html`);
    expect(text(trust)).toMatch(/A four-day week for everyone\? As written Offices build trust between colleagues Supported by Dmitri Eze/);
    expect(text(read('atlas/claims/index.html'))).toContain('Offices build trust — in Should offices go remote?; A four-day week for everyone?');
  });

  it('keeps a ledger of open questions with aliased questions grouped', () => {
    const page = read('atlas/questions/index.html');
    const entries = [...page.matchAll(/<li data-question="([^"]+)" data-debates="(\d+)"/g)].map((m) => [m[1], Number(m[2])]);
    expect(entries[0]).toEqual(['2026/remote-work:q1', 2]);
    expect(entries).toHaveLength(4);
    const grouped = text(page.slice(page.indexOf('data-question="2026/remote-work:q1"')));
    // Each question printed once: a debate's wording only where it differs from the heading.
    expect(grouped).toMatch(/Who pays for home offices\? Asked in 2 debates Should offices go remote\? A four-day week for everyone\? : Who should pay for home offices\?/);
    expect(text(page).match(/Who pays for home offices\?/g)).toHaveLength(1);
  });

  it('reports merges with their reasons, the suggestion not applied, and no problems', () => {
    const page = read('atlas/aliases/index.html');
    const words = text(page);
    expect(words).toContain('Merges (6)');
    expect(words).toContain('2026/shorter-week:c3 → 2026/remote-work:c2 : alias_of relation in tests/fixtures/sites/atlas/debates/2026/shorter-week.json');
    expect(words).toContain('2026/shorter-week:c2 → 2026/remote-work:c1 : listed as one group in tests/fixtures/sites/atlas/aliases.json');
    expect(words).toContain('2026/shorter-week:p1 → 2026/remote-work:p_ada : same name after NFKC, case folding and whitespace trimming');
    expect(words).toContain('Suggestions not applied (1)');
    expect(words).toMatch(/Chiara Dahll \( 2025\/city-transit:p_chiara \) and Chiara Dahl \( 2026\/remote-work:p_chiara \): edit distance 1/);
    expect(words).toContain('Problems (0)');
  });

  it('offers the merged graph.json, which render draws and merge reads again', async () => {
    const graph = JSON.parse(read('atlas/graph.json'));
    expect(graph.topic).toBe('Merged atlas: 4 debates');
    expect(graph.nodes).toHaveLength(26);
    const bruno = graph.nodes.find((n: { id: string }) => n.id === '2025/city-transit:p_bruno');
    expect(bruno).toMatchObject({ type: 'persona', used_in: ['2025/city-transit', '2026/remote-work', '2026/shorter-week'] });
    expect(typeof bruno.x).toBe('number');
    expect(graph.edges.every((e: { debate?: string }) => typeof e.debate === 'string')).toBe(true);

    const out = tempFolder('da-atlas-');
    writeFileSync(path.join(out, 'atlas.json'), read('atlas/graph.json'));
    expect((await runCaptured(['render', path.join(out, 'atlas.json'), path.join(out, 'site')])).code).toBe(0);
    expect((await runCaptured([path.join(out, 'atlas.json'), '-o', path.join(out, 'again.json')], {}, runMerge)).code).toBe(0);
  });

  it('writes map data whose nodes and edges match the merged graph', () => {
    const data = JSON.parse(read('atlas/atlas-data.json')) as AtlasData;
    const graph = JSON.parse(read('atlas/graph.json'));
    expect(data.nodes.id).toEqual(graph.nodes.map((n: { id: string }) => n.id));
    expect(data.edges.source).toHaveLength(graph.edges.length);
    expect(data.nodes.x).toEqual(graph.nodes.map((n: { x: number }) => n.x));
    const bruno = data.nodes.id.indexOf('2025/city-transit:p_bruno');
    expect(data.nodes.page[bruno]).toBe(`/atlas/personas/${nameKey('Bruno Costa')}/`);
    expect(data.nodes.anchor[bruno]).toEqual(['n-p_bruno', 'n-p_bruno', 'n-p2']);
  });
});
