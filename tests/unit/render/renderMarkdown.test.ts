import { describe, expect, it } from 'vitest';
import { EXTERNAL_REL, classifyUrl, renderMarkdown } from '../../../src/lib/render/renderMarkdown.ts';

const render = (markdown: string, options: Parameters<typeof renderMarkdown>[1] = {}) => renderMarkdown(markdown, options);

/** Every href of the output, with the attribute escaping undone. */
const hrefs = (html: string): string[] =>
  [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));

/** Nothing in the output can run or load: no active elements, no handlers, only allowed link targets. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<(?:script|img|iframe|object|embed|svg|math|style|link|meta|base|form|input|video|audio|source)\b/i);
  // Attribute names of every tag (values are always double-quoted by the renderer).
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    const names = [...tag.replace(/"[^"]*"/g, '""').matchAll(/\s([^\s=>/]+)/g)].map((m) => m[1]!.toLowerCase());
    for (const name of names) expect(['href', 'title', 'class', 'rel', 'scope', 'style', 'start'], tag).toContain(name);
  }
  // What the browser's URL parser makes of each link: only http(s) and mailto, or this site.
  for (const href of hrefs(html)) {
    const url = new URL(href, 'https://archive.example/debates/x/');
    expect(['https:', 'http:', 'mailto:'], href).toContain(url.protocol);
  }
}

describe('raw HTML is text', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<iframe src="https://evil.example/"></iframe>',
    '<svg onload=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    'before <b onmouseover="alert(1)">inline</b> after',
    '<div>\n\n*block*\n\n</div>',
    '<!-- comment --><style>body{display:none}</style>',
  ])('%s', (source) => {
    const html = render(source);
    expectInert(html);
    expect(html).toContain('&lt;');
  });

  it('escapes markup in every text position: headings, lists, tables, code blocks', () => {
    const html = render('# <script>x</script>\n\n- <img src=x onerror=alert(1)>\n\n| <b>h</b> |\n|---|\n| <i onclick=x>c</i> |\n\n```js" onload="x\n<script>\n```');
    expectInert(html);
    expect(html).toContain('<h1>&lt;script&gt;x&lt;/script&gt;</h1>');
    expect(html).toContain('<pre><code class="language-js&quot;">&lt;script&gt;\n</code></pre>');
  });
});

describe('links keep only http(s), mailto, relative and # targets', () => {
  const hostile = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JAVASCRIPT:alert(1)',
    'javascript&#58;alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&#x0A;ascript:alert(1)',
    'jav&#x0D;ascript:alert(1)',
    'jav&Tab;ascript:alert(1)',
    'jav&NewLine;ascript:alert(1)',
    'java&#8203;script:alert(1)',
    'java&shy;script:alert(1)',
    '&#x20;javascript:alert(1)',
    '&#0;javascript:alert(1)',
    '%6Aavascript:alert(1)',
    'java%0ascript:alert(1)',
    'java%09script:alert(1)',
    'javascript%3Aalert(1)',
    '%256Aavascript:alert(1)',
    'java\\script:alert(1)',
    '<javascript:alert(1)>',
    '<java\tscript:alert(1)>',
    '<java script:alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/png;base64,iVBORw0KGgo=',
    'DATA:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.org/x',
    'blob:https://example.org/uuid',
    'intent://x#Intent;end',
    'x-evil:do',
  ];

  it.each(hostile)('[text](%s) is plain text, not a link', (destination) => {
    for (const source of [`[click](${destination})`, `[click](${destination} "title")`, `[click][ref]\n\n[ref]: ${destination}`]) {
      const html = render(source);
      expectInert(html);
      expect(html, source).not.toContain('<a ');
      expect(html, source).toContain('click');
    }
  });

  it.each(hostile)('an image with target %s loads nothing and links nowhere', (destination) => {
    const html = render(`![pic](${destination})`);
    expectInert(html);
    expect(html).not.toContain('<a ');
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'vbscript:x', 'data:text/html,x', 'file:///etc/passwd'])('the autolink <%s> is text', (url) => {
    const html = render(`<${url}>`);
    expectInert(html);
    expect(html).not.toContain('<a ');
    expect(html).toContain('&lt;');
  });

  it('keeps allowed links; external ones get rel=nofollow noopener noreferrer', () => {
    const html = render('[a](https://example.org/x?y=1#z) [b](http://example.org) [c](mailto:someone@example.org) [d](#section) [e](../other/) [f](/abs/path) [g](./a:b) [h](?q=1)');
    expectInert(html);
    expect(hrefs(html)).toEqual(['https://example.org/x?y=1#z', 'http://example.org', 'mailto:someone@example.org', '#section', '../other/', '/abs/path', './a:b', '?q=1']);
    expect(html.match(new RegExp(`rel="${EXTERNAL_REL}"`, 'g'))?.length).toBe(3);
    expect(html).toContain('<a href="#section">d</a>');
    expect(html).toContain('<a href="../other/">e</a>');
  });

  it('treats protocol-relative and backslash targets as external', () => {
    const html = render('[a](//evil.example/x) [b](/\\evil.example/x)');
    expect(html.match(new RegExp(`rel="${EXTERNAL_REL}"`, 'g'))?.length).toBe(2);
  });

  it('renders autolinks to http(s) and e-mail, never linkifies bare URLs', () => {
    const html = render('<https://example.org/a> <someone@example.org> and www.example.org and https://example.org/bare');
    expect(html).toContain(`<a href="https://example.org/a" rel="${EXTERNAL_REL}">https://example.org/a</a>`);
    expect(html).toContain(`<a href="mailto:someone@example.org" rel="${EXTERNAL_REL}">someone@example.org</a>`);
    expect(hrefs(html)).toHaveLength(2);
  });

  it('escapes titles and keeps them inert', () => {
    const html = render('[x](https://example.org "a\\" onmouseover=\\"alert(1)")');
    expectInert(html);
    expect(html).toContain('title="a&quot; onmouseover=&quot;alert(1)"');
  });

  it('classifyUrl decides on the most lenient reading of the URL', () => {
    expect(classifyUrl('https://example.org')).toBe('external');
    expect(classifyUrl('//example.org')).toBe('external');
    expect(classifyUrl('#x')).toBe('internal');
    expect(classifyUrl('')).toBe('internal');
    expect(classifyUrl('a/b:c')).toBe('internal');
    for (const bad of ['javascript:x', ' javascript:x', 'java\nscript:x', '\u0000javascript:x', 'java\u00a0script:x', 'a:b', 'java%3ascript', 'x'.repeat(5000)]) {
      expect(classifyUrl(bad), JSON.stringify(bad.slice(0, 40))).toBeNull();
    }
  });
});

describe('images', () => {
  it('become a link to the image labelled with the alt text, never an <img>', () => {
    const html = render('![A *chart*](https://example.org/c.png "t") ![](local.png)');
    expectInert(html);
    expect(html).toContain(`<a class="md-image" href="https://example.org/c.png" rel="${EXTERNAL_REL}">Image: A chart</a>`);
    expect(html).toContain('<a class="md-image" href="local.png">Image: untitled</a>');
  });

  it('escapes the alt text', () => {
    const html = render('![<img src=x onerror=alert(1)>](https://example.org/x.png)');
    expectInert(html);
    expect(html).toContain('Image: &lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('[[wikilinks]]', () => {
  const resolveWikilink = (name: string) => ({ alpha: '#n-alpha', 'other debate': '/debates/2026/other/', evil: 'javascript:alert(1)' } as Record<string, string>)[name.toLowerCase()];

  it('resolve through the caller, or become an unresolved span', () => {
    const html = render('See [[Alpha]], [[Other debate|the other one]] and [[Nobody]].', { resolveWikilink });
    expect(html).toBe(
      '<p>See <a href="#n-alpha" class="wikilink">Alpha</a>, <a href="/debates/2026/other/" class="wikilink">the other one</a> and ' +
        '<span class="wikilink--unresolved" title="Not found in this archive">Nobody</span>.</p>\n',
    );
  });

  it('are all unresolved without a resolver', () => {
    expect(render('[[Alpha]]', { inline: true })).toBe('<span class="wikilink--unresolved" title="Not found in this archive">Alpha</span>');
  });

  it('never link to a target the URL check refuses', () => {
    const html = render('[[evil]]', { resolveWikilink, inline: true });
    expect(html).not.toContain('<a ');
    expect(html).toContain('wikilink--unresolved');
  });

  it('escape names and labels', () => {
    const html = render('[[<img src=x onerror=alert(1)>]] [[a|<script>x</script>]]', { resolveWikilink: () => '#x' });
    expectInert(html);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('stay literal inside code spans and code blocks', () => {
    expect(render('`[[Alpha]]`', { resolveWikilink, inline: true })).toBe('<code>[[Alpha]]</code>');
    expect(render('```\n[[Alpha]]\n```', { resolveWikilink })).toBe('<pre><code>[[Alpha]]\n</code></pre>\n');
  });

  it('work inside emphasis and lists, and do not nest inside other links', () => {
    expect(render('**[[Alpha]]**', { resolveWikilink, inline: true })).toBe('<strong><a href="#n-alpha" class="wikilink">Alpha</a></strong>');
    expect(render('- [[Alpha]]\n- [[Nobody]]', { resolveWikilink })).toContain('<li><a href="#n-alpha" class="wikilink">Alpha</a></li>');
    expect(render('[see [[Alpha]]](https://example.org)', { resolveWikilink }).match(/<a /g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('leave malformed brackets as text', () => {
    expect(render('[[ ]] [[a\nb]] [[[x]]] [[unclosed', { inline: true })).not.toContain('<a ');
  });
});

describe('a bold name opening a line (a speaker\'s label) links to its page', () => {
  const resolveName = (name: string) => ({ kim: '/atlas/personas/kim/', evil: 'javascript:alert(1)' } as Record<string, string>)[name.toLowerCase()];

  it('links a speaker\'s bold label, with or without its colon inside', () => {
    expect(render('**Kim**: I support A.', { resolveName, inline: true })).toBe('<strong><a href="/atlas/personas/kim/" class="name-link">Kim</a></strong>: I support A.');
    expect(render('- **Kim:** B', { resolveName })).toContain('<strong><a href="/atlas/personas/kim/" class="name-link">Kim:</a></strong> B');
    expect(render('**김**：A', { resolveName: (n) => (n === '김' ? '/p/kim/' : undefined), inline: true })).toContain('<a href="/p/kim/" class="name-link">김</a>');
  });

  it('leaves bold text that is not only a name, an unknown name, a refused target and a name inside a link as they are', () => {
    for (const text of ['**Kim said so**', '**Lee**', '**evil**', '[**Kim**](https://example.org)', '*Kim*', '`**Kim**`', 'I agree with **Kim**.', 'Risk: **Kim**']) {
      expect(render(text, { resolveName, inline: true }), text).not.toContain('name-link');
    }
    expect(render('[**Kim**](https://example.org)', { resolveName, inline: true }).match(/<a /g)).toHaveLength(1);
  });

  it('links nothing without a resolver', () => {
    expect(render('**Kim**', { inline: true })).toBe('<strong>Kim</strong>');
  });
});

describe('<br>, the line break of a table cell', () => {
  it('breaks the line, in any of its spellings; every other tag stays text', () => {
    const html = render('| a |\n|---|\n| - audited<br>- **managed** x<BR/>y<br />z <bra> <b>w</b> |');
    expect(html).toContain('<td>- audited<br>\n- <strong>managed</strong> x<br>\ny<br>\nz &lt;bra&gt; &lt;b&gt;w&lt;/b&gt;</td>');
    expectInert(html);
  });

  it('stays text inside code and, named between spaces, outside a table cell; written into text it breaks the line', () => {
    expect(render('| a |\n|---|\n| `a<br>b` |')).toContain('<td><code>a&lt;br&gt;b</code></td>');
    expect(render('Replace <br> with margins', { inline: true })).toBe('Replace &lt;br&gt; with margins');
    expect(render('line one<br>line two', { inline: true })).toBe('line one<br>\nline two');
    expect(render('# Title<br>two')).toBe('<h1>Title<br>\ntwo</h1>\n');
  });
});

describe('Markdown itself', () => {
  it('renders nested emphasis', () => {
    expect(render('***bold and _emphasis_***', { inline: true })).toBe('<em><strong>bold and <em>emphasis</em></strong></em>');
    expect(render('*a **b** c*', { inline: true })).toBe('<em>a <strong>b</strong> c</em>');
  });

  it('keeps code spans as code, whatever they contain', () => {
    expect(render('`<script>alert(1)</script>` and `[x](javascript:alert(1))` and `**no**`', { inline: true })).toBe(
      '<code>&lt;script&gt;alert(1)&lt;/script&gt;</code> and <code>[x](javascript:alert(1))</code> and <code>**no**</code>',
    );
  });

  it('decodes character references once, as CommonMark does, but not one that would act (a control)', () => {
    expect(render('&amp;lt;b&amp;gt; don&#8217;t &#27; &#x202E; &eacute; AT&T &bogus; \\&amp;', { inline: true })).toBe('&amp;lt;b&amp;gt; don\u2019t &amp;#27; &amp;#x202E; \u00e9 AT&amp;T &amp;bogus; &amp;amp;');
  });

  it('does no typographic replacements', () => {
    expect(render('"quotes" -- (c) ...', { inline: true })).toBe('&quot;quotes&quot; -- (c) ...');
  });

  it('inline: true never emits block elements', () => {
    const html = render('# not a heading\n\n- not a list', { inline: true });
    expect(html).not.toMatch(/<(?:p|h1|ul|li)>/);
  });

  it("inline: 'auto' drops the <p> of a lone paragraph only", () => {
    expect(render('one *paragraph*\nover two lines', { inline: 'auto' })).toBe('one <em>paragraph</em>\nover two lines');
    expect(render('- a\n- b', { inline: 'auto' })).toBe('<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n');
    expect(render('a\n\nb', { inline: 'auto' })).toBe('<p>a</p>\n<p>b</p>\n');
  });

  it('shifts headings so the outline stays in order', () => {
    expect(render('# A\n\n### B', { minHeadingLevel: 4 })).toBe('<h4>A</h4>\n<h6>B</h6>\n');
    expect(render('### A\n\n#### B', { minHeadingLevel: 3 })).toBe('<h3>A</h3>\n<h4>B</h4>\n');
    expect(render('## A', { minHeadingLevel: 9 })).toBe('<h6>A</h6>\n');
    expect(render('## A')).toBe('<h2>A</h2>\n');
  });

  it('gives table header cells a scope and wraps tables for scrolling', () => {
    const html = render('| a | b |\n|---|--:|\n| 1 | 2 |');
    expect(html).toContain('<div class="table-wrap">\n<table>');
    expect(html).toContain('<th scope="col">a</th>');
    expect(html).toContain('<th style="text-align:right" scope="col">b</th>');
  });

  it('is deterministic and keeps no state between calls', () => {
    const source = '[[Alpha]] [x](https://example.org) ![i](a.png)\n\n[r]: https://example.org/r';
    const first = render(source, { resolveWikilink: () => '#a' });
    expect(render(source, { resolveWikilink: () => '#a' })).toBe(first);
    expect(render(source)).toContain('wikilink--unresolved');
    // A reference definition of one call is unknown to the next.
    expect(render('[r]')).toBe('<p>[r]</p>\n');
  });
});
