// A look at a finished site (src/integrations/outputText.ts, scripts/check-output-text.ts):
// a control character any check upstream let through is named with the file and
// the byte offset; a text file or a zip entry name.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOutputText, controlCharactersIn, firstControl, zipEntryNames } from '../../../src/integrations/outputText.ts';
import { zipFiles } from '../../../src/lib/export/zipFiles.ts';

const work = mkdtempSync(path.join(tmpdir(), 'da-output-text-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
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
    await expect(checkOutputText(site)).resolves.toBeUndefined();
  });
});
