// Bad and hostile content, built for real: the build fails listing every problem, and
// nothing from a log ever becomes markup or a path outside the output.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testOutput } from '../support/buildSite.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { listFiles, readSiteFile } from '../support/siteFiles.ts';

describe('a build with broken logs', () => {
  const build = fixtureSite('broken');

  it('fails', () => {
    expect(build.status).not.toBe(0);
  });

  it('lists every problem of every file, located, not just the first', () => {
    const dir = 'tests/fixtures/sites/broken/debates';
    expect(build.output).toContain(`${dir}/syntax-error.json:4:18: error [json-syntax]`);
    expect(build.output).toContain(`${dir}/many-problems.json:5:`);
    expect(build.output).toContain('personas[1].argument');
    expect(build.output).toContain(`${dir}/many-problems.json:13:`);
    expect(build.output).toContain('unknown relation type "agrees"');
    expect(build.output).toContain(`${dir}/notes.md:1: error [unknown-format]`);
    expect(build.output).toMatch(/4 problems in content\/debates \(nothing was published\)/);
    expect(build.output).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m); // no stack trace
  });
});

describe('a build with script injections in every field', () => {
  const build = fixtureSite('hostile');

  it('succeeds', () => {
    expect(build.status, build.output).toBe(0);
  });

  it('escapes all log text in pages, labels, tooltips and downloads', () => {
    for (const file of listFiles(build.outDir).filter((f) => f.endsWith('.html'))) {
      // Inside a quoted attribute value "<" is inert text; look at markup outside them.
      const html = readSiteFile(build.outDir, file).replace(/="[^"]*"/g, '=""');
      expect(html, file).not.toMatch(/<script>alert|<img src=x|<svg onload|<iframe|<b>bold<\/b>|onmouseover="alert/);
    }
    const page = readSiteFile(build.outDir, 'debates/hostile-ids/index.html');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    for (const slug of ['hostile-ids', 'hostile-transcript', 'hostile-minutes']) {
      expect(readSiteFile(build.outDir, `debates/${slug}/index.html`), slug).not.toMatch(/href="\s*javascript:/i);
    }
  });

  it('keeps hostile ids as ids, never as paths', () => {
    const files = listFiles(build.outDir);
    const outputs = (slug: string) => ['README.md', 'concepts.md', 'debate.aif.json', 'graph.gexf', 'graph.graphml', 'graph.json', 'index.html', 'intermediate.json', 'vault.zip'].map((f) => `debates/${slug}/${f}`);
    expect(files.filter((f) => f.startsWith('debates/'))).toEqual([...outputs('hostile-ids'), ...outputs('hostile-minutes'), ...outputs('hostile-transcript')]);
    expect(existsSync(path.join(testOutput('site-hostile'), '..', 'x'))).toBe(false);
    const graph = JSON.parse(readSiteFile(build.outDir, 'debates/hostile-ids/graph.json'));
    expect(graph.nodes.map((n: { id: string }) => n.id)).toEqual(expect.arrayContaining(['__proto__', 'constructor', '../x', 'a b?#']));
  });
});
