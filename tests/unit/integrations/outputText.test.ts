// A look at a finished site (src/integrations/outputText.ts, scripts/check-output-text.ts):
// a control character any check upstream let through is named with the file and
// the byte offset; a text file or a zip entry name.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { indexSite } from '../../../src/integrations/pagefindIndex.ts';
import { checkOutputText, controlCharactersIn, firstControl, firstEscapedControl, zipEntryNames } from '../../../src/integrations/outputText.ts';
import { zipFiles } from '../../../src/lib/export/zipFiles.ts';
import { page, site as searchSite } from '../../support/searchSites.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-output-text-');
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('the first control character of a text', () => {
  it('finds C0 (ESC, NUL), DEL and C1 (two UTF-8 bytes), at their byte offset', () => {
    expect(firstControl(bytes('<p>ok\t\r\n</p>'))).toBe(-1);
    expect(firstControl(bytes('ab\u001b[31m'))).toBe(2);
    expect(firstControl(bytes('é\u0085'))).toBe(2);
    expect(firstControl(bytes('x\u007f'))).toBe(1);
    expect(firstControl(bytes('\u00c2\u00a0 Â ¡ \u202e \u200b'))).toBe(-1);
  });
});

describe('a site with a control character', () => {
  it('names each file (text or zip entry) and offset', async () => {
    const site = path.join(work, 'site');
    mkdirSync(path.join(site, 'debates/a'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<p>clean</p>');
    writeFileSync(path.join(site, 'rss.xml'), '<rss>ti\u001b[31mtle</rss>');
    writeFileSync(path.join(site, 'debates/a/graph.json'), '{"a":"\u0085"}');
    writeFileSync(path.join(site, 'debates/a/pic.png'), '\u0000\u001b binary, not read');
    writeFileSync(path.join(site, 'debates/a/vault.zip'), zipFiles([{ path: 'ok.md', content: 'x' }, { path: 'Al\u001bice.md', content: 'y' }], 'vault'));
    expect((await zipEntryNames(path.join(site, 'debates/a/vault.zip'))).map((n) => Buffer.from(n).toString())).toEqual(['vault/Al\u001bice.md', 'vault/ok.md']);
    expect(await controlCharactersIn(site)).toEqual([
      { file: 'debates/a/graph.json', offset: 6, byte: 'U+0085' },
      { file: 'debates/a/vault.zip: entry vault/Al\u001bice.md', offset: 8, byte: 'U+001B' },
      { file: 'rss.xml', offset: 7, byte: 'U+001B' },
    ]);
    const thrown = await checkOutputText(site, '/srv/dist').catch((error: Error) => error);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe(
      'the site holds control characters no page, feed or download may carry (a check upstream let them through):\n' +
        '  /srv/dist/debates/a/graph.json: U+0085 at byte 6\n  /srv/dist/debates/a/vault.zip: entry vault/Al\\x1bice.md: U+001B at byte 8\n  /srv/dist/rss.xml: U+001B at byte 7',
    );
    expect((thrown as Error).stack).toBe('');
  });

  it('passes a clean site', async () => {
    const site = path.join(work, 'clean');
    mkdirSync(site);
    writeFileSync(path.join(site, 'index.html'), '<p>right-to-left \u202e and zero-width \u200b are text</p>');
    await expect(checkOutputText(site)).resolves.toEqual({ wordMarks: 0 });
  });
});

describe('JSON text and the search index', () => {
  it('finds a control character JSON writes as an escape, but not an escaped backslash before b', () => {
    expect(firstEscapedControl(bytes('{"a":"x\\u001b[31m"}'))).toEqual({ at: 7, code: 0x1b });
    expect(firstEscapedControl(bytes('{"a":"\\b\\f"}'))).toEqual({ at: 6, code: 0x08 });
    expect(firstEscapedControl(bytes('{"a":"C:\\\\b \\u00e9 \\u200b \\n\\t \\\\u001b"}'))).toBeUndefined();
    expect(firstEscapedControl(bytes('{"a":"\\u0085"}'))).toEqual({ at: 6, code: 0x85 });
  });

  it('looks into Pagefind’s fragments (gzip of pagefind_dcd and JSON): a control there, raw or escaped, is named', async () => {
    const root = path.join(work, 'fragments');
    mkdirSync(path.join(root, 'pagefind/fragment'), { recursive: true });
    const fragment = (name: string, content: string) =>
      writeFileSync(path.join(root, 'pagefind/fragment', name), gzipSync(`pagefind_dcd${JSON.stringify({ url: '/a/', content, meta: { title: 't' } })}`));
    fragment('zh_1.pf_fragment', 'Open \u200bdata\u200b \u001b[31m');
    fragment('zh_2.pf_fragment', 'Open \u200bdata\u200b \u0085');
    fragment('zh_3.pf_fragment', 'Open \u200bdata\u200b. C:\\b');
    expect(await controlCharactersIn(root)).toEqual([
      { file: 'pagefind/fragment/zh_1.pf_fragment (decompressed)', offset: 52, byte: 'U+001B (a JSON escape)' },
      { file: 'pagefind/fragment/zh_2.pf_fragment (decompressed)', offset: 52, byte: 'U+0085' },
    ]);
  });

  it('counts the U+200B after every word of a fragment (Pagefind’s word marks), says so, and passes the site', async () => {
    const root = searchSite({ 'a/index.html': page('en', 'Open data here'), 'b/index.html': page('ja', 'AI は真の創造性を持つか') });
    await indexSite(root);
    const fragments = readdirSync(path.join(root, 'pagefind/fragment')).map((f) => gunzipSync(readFileSync(path.join(root, 'pagefind/fragment', f))).toString('utf8'));
    const marks = fragments.reduce((sum, text) => sum + text.split('\u200b').length - 1, 0);
    // Pagefind's format: each fragment's content has a U+200B between segmented words.
    expect(marks).toBeGreaterThan(10);
    expect(fragments.every((text) => text.startsWith('pagefind_dcd{'))).toBe(true);
    await expect(checkOutputText(root)).resolves.toEqual({ wordMarks: marks });
    expect(readdirSync(root).filter((f) => /\.html$/.test(f))).toEqual([]);
  });
});
