// Minutes and transcripts as other hands write them, built into a real site: text the
// parser did not understand is on the page as "not interpreted" with its lines; options
// carry their titles; an undated log shows the date git first committed it; graph.json
// carries where each node and edge came from.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/buildSite.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { readSiteFile } from '../support/siteFiles.ts';

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

  it('shows each transcript relation with its source line, quoted clause and reading, and how the log was read', () => {
    const html = read('debates/standups/index.html');
    const table = from(html, '<table class="da-relations">');
    expect(table).toContain('<th scope="col">Evidence</th>');
    expect(text(table)).toContain('line 30 · round 2 · Weekly · stated in the log · blockers belong in chat the moment they happen.');
    // The concession concedes the point, read where the section labels it, not support of the whole position.
    expect(text(table)).toMatch(/Daily \(persona\) concedes chat handles urgent blockers\. \(claim\) line 43 · round 2 · Daily · stated in the log · chat handles urgent blockers\./);
    const howRead = text(from(html, 'data-how-read').slice(0, 4000));
    expect(howRead).toMatch(/^[^<]*How this log was read \d+ non-blank lines in the file \d+ lines read as nodes/);
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

  it('exports where each node and edge came from in graph.json', () => {
    const graph = JSON.parse(read('debates/billing-service/graph.json')) as { nodes: Array<{ id: string; source?: unknown }>; edges: Array<{ source: string; target: string; provenance?: unknown }> };
    expect(graph.nodes.find((n) => n.id === 'p-security-auditor')?.source).toEqual({ line: 4, speaker: 'security auditor' });
    expect(graph.edges.find((e) => e.source === 'opinion-security-auditor' && e.target === 'option-a')?.provenance).toEqual({ line: 16, round: 2, speaker: 'security auditor' });
    expect(path.basename(site.outDir)).toBe('site-formats');
  });
});
