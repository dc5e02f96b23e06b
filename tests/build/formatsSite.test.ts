// Minutes and transcripts as other hands write them, built into a real site: text the
// parser did not understand is on the page as "not interpreted" with its lines; options
// carry their titles; an undated log shows the date git first committed it; graph.json
// carries where each node and edge came from.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/buildSite.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { readSiteFile } from '../../scripts/support/siteFiles.ts';

const site = fixtureSite('formats');
const read = (file: string) => readSiteFile(site.outDir, file);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const from = (html: string, marker: string) => {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  return html.slice(start);
};

describe('the formats fixture site', () => {
  it('builds', () => {
    expect(site.status, site.output).toBe(0);
  });

  it('shows minutes text it could not interpret, by line, instead of hiding it', () => {
    const list = text(from(read('debates/planning-format/index.html'), 'data-not-interpreted-list'));
    expect(list).toContain('Not interpreted');
    expect(list).toContain('line 8 · Quarterly planning format A short note written before the meeting.');
    expect(list).toContain('lines 23–26 · Appendix: raw notes ## Appendix: raw notes Someone mentioned the whiteboard again. The coffee was cold.');
  });

  it('shows transcript text it could not interpret, in the turn and in the list', () => {
    const html = read('debates/standups/index.html');
    expect(text(from(html, 'tx-part--extra'))).toMatch(/^[^<]*not interpreted line 16 Notes to self Check the survey numbers before round 2\./);
    const list = text(from(html, 'data-not-interpreted-list'));
    expect(list).toContain('line 38 · Agent A — Round 2 Also, the coffee machine is broken.');
  });

  // Probe 37: a transcript in a language the reader does not know (`🅰️ Агент A — Раунд 1`) is
  // published unread; its banner said "The transcript ends after round 0 without a verdict",
  // which the log never says. (Probe 37's German original is read since the European words.)
  it('says a transcript it could not read is unread, not that it ended without a verdict', () => {
    const banner = text(from(read('debates/kafka-nats-ru/index.html'), 'data-unfinished-banner'));
    expect(banner).toMatch(/^[^<]*Unread — no turn of a known shape/);
    expect(banner.slice(0, 300)).not.toContain('round 0');
  });

  it('shows each transcript relation with its source line, quoted clause and reading, and how the log was read', () => {
    const html = read('debates/standups/index.html');
    const table = from(html, '<table class="da-relations">');
    expect(table).toContain('<th scope="col">Evidence</th>');
    expect(text(table)).toContain('line 30 · round 2 · Weekly · stated in the log · blockers belong in chat the moment they happen.');
    // The concession concedes the point, read where the section labels it, not support of the whole position.
    expect(text(table)).toMatch(/Daily \(persona\) concedes chat handles urgent blockers\. \(claim\) line 43 · round 2 · Daily · stated in the log · chat handles urgent blockers\./);
    const howRead = text(from(html, 'data-how-read').slice(0, 4000));
    expect(howRead).toMatch(/^[^<]*How this log was read \d+ non-blank lines in the file \d+ lines with a node/);
    expect(howRead).toContain('4 lines not interpreted');
    expect(howRead).toContain('Why: text after the status line, which ends a reply');
    const graph = JSON.parse(read('debates/standups/graph.json')) as { edges: Array<{ type: string; reading?: string; provenance?: { quote?: string } }> };
    expect(graph.edges.find((e) => e.type === 'opposes')).toMatchObject({ reading: 'stated', provenance: { line: 30, quote: 'blockers belong in chat the moment they happen.' } });
  });

  it('links a [[wikilink]] that names another debate to that debate', () => {
    const html = read('debates/billing-service/index.html');
    expect(html).toMatch(/the real outage source, as in <a [^>]*href="\/debates\/standups\/"[^>]*>standups<\/a>/);
  });

  it('names the chosen option by its title', () => {
    expect(text(read('debates/billing-service/index.html'))).toContain('Chosen option: B — Split it into its own service');
  });

  it('dates an undated log by the commit that first added it, when git knows it', () => {
    const file = 'tests/fixtures/sites/formats/debates/ci-runner.md';
    let committed = '';
    try {
      committed = execFileSync('git', ['log', '--diff-filter=A', '--format=%cs', '--', file], { cwd: projectRoot, encoding: 'utf8' }).trim().split('\n').pop() ?? '';
    } catch {
      committed = '';
    }
    const item = text(from(read('index.html'), `href="${'/'}debates/ci-runner/"`).slice(0, 2000));
    if (committed === '') expect(item).toMatch(/undated/);
    else {
      expect(item).toContain(`undated; committed ${committed}`);
      expect(text(read('debates/ci-runner/index.html'))).toContain(`Date: undated; committed ${committed}`);
    }
  });

  it('shows an xAIF debate\'s participants as personas with the claims they asserted, and each claim\'s source passage', () => {
    // A card's heading is its name; the node id that starts a claim's name is set apart (not indexed for search).
    const html = read('debates/city-centre-ova/index.html').replace(/<span data-pagefind-ignore>([^<]*)<\/span>/g, '$1');
    const card = (title: string) => {
      const end = html.indexOf(`${title}</a></h3>`);
      expect(end, title).toBeGreaterThan(-1);
      return text(html.slice(html.lastIndexOf('<article', end), html.indexOf('</article>', end)));
    };
    const maya = card('Maya Okafor');
    expect(maya).toContain('Persona');
    expect(maya).toMatch(/Supports .*The city should close its centre to private cars.*Air pollution in the centre is making children ill/);
    expect(card('Tomas Lind')).toMatch(/Supports .*Shops in the centre depend on customers who drive/);
    const claim = card('2_1733050000 The city should close…');
    expect(claim).toContain('We should close the centre to private cars Source passage · Maya Okafor · 2024-05-14 19:02:10');
    expect(claim).toMatch(/Supporters .*Air pollution in the centre is making children ill/);
    expect(claim).toMatch(/Opponents .*Shops in the centre depend on customers who drive/);
    expect(card('5_1733050000 Air pollution in the…')).toContain('the air on the ring road is making children ill & the clinics see it');
    expect(html).toContain('href="/debates/city-centre-ova/debate.xaif.json" download>xAIF</a>');
    // xAIF writes no steelmen: no coverage figure (issue 26 item 7), while status still shows.
    expect(html).not.toContain('Steelman coverage');
    expect(html).toContain('What stands, falls and open mean');
    expect(Object.keys(JSON.parse(read('debates/city-centre-ova/debate.xaif.json')) as object)).toEqual(['AIF', 'text', 'dialog', 'OVA', 'debateAtlas']);
  });

  it('exports where each node and edge came from in graph.json', () => {
    const graph = JSON.parse(read('debates/billing-service/graph.json')) as { nodes: Array<{ id: string; source?: unknown }>; edges: Array<{ source: string; target: string; provenance?: unknown }> };
    expect(graph.nodes.find((n) => n.id === 'p-security-auditor')?.source).toEqual({ line: 4, speaker: 'security auditor' });
    const stance = graph.edges.find((e) => e.source === 'opinion-security-auditor' && e.target === 'option-a') as { provenance?: unknown; reading?: string } | undefined;
    expect(stance?.provenance).toEqual({ line: 16, round: 2, speaker: 'security auditor', quote: 'I oppose A because card data would stay next to marketing tables.' });
    expect(stance?.reading).toBe('read');
    expect(path.basename(site.outDir)).toBe('site-formats');
  });
});
