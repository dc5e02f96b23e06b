// Bad and hostile content, built for real: the build fails listing every problem, and
// nothing from a log ever becomes markup or a path outside the output.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testOutput } from '../support/buildSite.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { listFiles, readSiteFile } from '../../scripts/support/siteFiles.ts';
import { elements, parseXmlStrict } from '../support/xml.ts';
import { closeBidiInMarkup } from '../../src/lib/render/bidiMarkup.ts';

describe('a build with broken logs', () => {
  const build = fixtureSite('broken');

  it('fails (npm run build passes the status on and makes no search index)', () => {
    expect(build.status).not.toBe(0);
    expect(build.output).not.toContain('[debate-atlas:pagefind] indexed');
    expect(existsSync(path.join(build.outDir, 'pagefind'))).toBe(false);
  });

  it('lists every problem of every file, located, not just the first', () => {
    const dir = 'tests/fixtures/sites/broken/debates';
    expect(build.output).toContain(`${dir}/syntax-error.json:4:18: error [json-syntax]`);
    expect(build.output).toContain(`${dir}/many-problems.json:5:`);
    expect(build.output).toContain('personas[1].argument');
    expect(build.output).toContain(`${dir}/many-problems.json:13:`);
    expect(build.output).toContain('unknown relation type "agrees"');
    expect(build.output).toContain(`${dir}/notes.md:1: error [unknown-format]`);
    expect(build.output).toContain(`${dir}/control-characters.json:2:12: error [control-character] topic: a control character U+0007 (BEL)`);
    expect(build.output).toContain(`${dir}/control-characters.json:4:27: error [control-character] personas[0].name: a control character U+001B (ESC)`);
    expect(build.output).toContain(`${dir}/control-characters-minutes.md:3:8: error [control-character] frontmatter: a control character U+001B (ESC)`);
    expect(build.output).toContain(`${dir}/control-characters-minutes.md:6:22: error [control-character] a control character U+0001`);
    // Each control character of a string or scalar, as on a Markdown line (probe 25, E11): NUL and BEL in one topic, BEL and ESC in one title.
    expect(build.output).toContain(`${dir}/control-characters.json:2:12: error [control-character] topic: a control character U+0000 (NUL)`);
    expect(build.output).toContain(`14 problems in ${dir} (nothing was published)`);
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
    const outputs = (slug: string) => ['README.md', 'concepts.md', 'debate.aif.json', 'debate.xaif.json', 'graph.gexf', 'graph.graphml', 'graph.json', 'index.html', 'intermediate.json', 'vault.zip'].map((f) => `debates/${slug}/${f}`);
    expect(files.filter((f) => f.startsWith('debates/'))).toEqual([...outputs('hostile-feed'), ...outputs('hostile-ids'), ...outputs('hostile-minutes'), ...outputs('hostile-transcript')]);
    expect(existsSync(path.join(testOutput('site-hostile'), '..', 'x'))).toBe(false);
    const graph = JSON.parse(readSiteFile(build.outDir, 'debates/hostile-ids/graph.json'));
    expect(graph.nodes.map((n: { id: string }) => n.id)).toEqual(expect.arrayContaining(['__proto__', 'constructor', '../x', 'a b?#']));
  });
});

describe('a build with bidi controls, separators and XML specials in text', () => {
  const build = fixtureSite('hostile');
  /** What XML 1.0 and HTML cannot carry: C0 but tab/LF/CR, DEL, C1, noncharacters, lone surrogates. */
  const UNCARRIABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufdd0-\ufdef\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

  it('rss.xml is well-formed XML and carries the title as text', () => {
    const feed = readSiteFile(build.outDir, 'rss.xml');
    // A title is one line of plain text: the log's U+2028 line separator is a space there;
    // the rest comes back exactly as the log wrote it.
    const titles = elements(parseXmlStrict(feed), 'title').map((t) => (t.textContent ?? '').replace(/[\n\u2028]/g, ' '));
    expect(titles).toContain('Feed ]]> & <b>bold</b> \u202eevil\u202c \u2066isolate\u2069 line sep \u200d👩\u200d👩\u200d👧 城市 مرحبا');
    expect(feed).toContain('line sep');
    expect(feed).not.toContain('line\u2028sep');
  });

  it('no page leaves a bidi override a log opened open past its text (probe 62 row 1)', () => {
    const pages = listFiles(build.outDir).filter((f) => f.endsWith('.html'));
    for (const file of pages) {
      const page = readSiteFile(build.outDir, file);
      expect(closeBidiInMarkup(page) === page, file).toBe(true);
    }
    const debate = readSiteFile(build.outDir, 'debates/hostile-feed/index.html');
    expect(debate).toContain('Mal\u202elory\u202c');
    expect(debate).toContain('override \u202eis left open\u202c');
    expect(debate).toContain('override \u202eleft open in a position\u202c');
  });

  it('no page, feed, sitemap or download holds a character XML or HTML cannot carry', () => {
    const text = listFiles(build.outDir).filter((f) => /\.(html|xml|gexf|graphml|json|md|txt)$/.test(f));
    expect(text.length).toBeGreaterThan(10);
    for (const file of text) expect(readSiteFile(build.outDir, file), file).not.toMatch(UNCARRIABLE);
    for (const file of text.filter((f) => /\.(xml|gexf|graphml)$/.test(f))) expect(() => parseXmlStrict(readSiteFile(build.outDir, file)), file).not.toThrow();
  });
});
