// Names are plain text as written on every page (probe 2026-12-08 row 21): a persona
// named `__proto__` is never "proto" in bold, in its page's title, the debate's cards,
// the graph's labels or a note's persona card, as graph.json says it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/support/siteFiles.ts';
import { buildSite, type SiteBuild } from '../support/buildSite.ts';

describe('a debate whose names look like Markdown emphasis', () => {
  let build: SiteBuild;
  const read = (file: string) => readFileSync(path.join(build.outDir, file), 'utf8');
  beforeAll(() => {
    build = buildSite('names', { content: 'tests/fixtures/sites/names/debates' });
  }, 300_000);

  it('titles the persona page and the debate page with the names as written', () => {
    expect(build.status, build.output).toBe(0);
    const pages = listFiles(build.outDir).filter((f) => f.endsWith('.html'));
    const personaPages = pages.filter((f) => f.startsWith('atlas/personas/') && f !== 'atlas/personas/index.html');
    const titles = personaPages.map((f) => /<title>([^<]*)<\/title>/.exec(read(f))?.[1]).sort();
    expect(titles).toEqual(['*nix_user* · debate-atlas', '__proto__ · debate-atlas']);
    expect(read('debates/names/index.html')).toContain('<title>init or *nix? · debate-atlas</title>');
    // The name is never emphasis; a position or claim that says __proto__ is prose, rendered.
    for (const page of pages) expect(read(page), page).not.toMatch(/>proto<\/a>|<title>proto |<tspan [^>]*>proto</);
  });

  it('names the cards, the graph labels and a note’s persona card as written', () => {
    const html = read('debates/names/index.html');
    expect(html).toMatch(/class="permalink"[^>]*>__proto__<\/a>/);
    expect(html).toMatch(/class="permalink"[^>]*>__dunder__<\/a>/);
    expect(html).toMatch(/class="permalink"[^>]*>\*nix_user\*<\/a>/);
    expect(html).toMatch(/<tspan [^>]*>__proto__<\/tspan>/);
    const graph = JSON.parse(read('debates/names/graph.json')) as { nodes: Array<{ label: string }> };
    expect(graph.nodes.map((n) => n.label)).toContain('__proto__');
    expect(read('notes/proto/index.html')).toMatch(/note-persona__name"><strong><a [^>]*>__proto__<\/a>/);
  });
});
