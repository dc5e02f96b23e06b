// Review 05k (tests/fixtures/review-2026-12-05k/FINDINGS.md), written by the reviewer: what
// the review 05j follow-up (649d7335) broke; each row failed then and passes since (F2 and F7
// since the follow-up's second round; F9 since the session of 2026-12-06).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/render/plainText.ts';
import { renderMarkdown } from '../../../src/lib/render/renderMarkdown.ts';
import { plainThenPageShow } from '../../support/seenText.ts';

const resolveWikilink = (name: string): string => `/atlas/${encodeURIComponent(name)}/`;
const resolveName = (name: string): string | undefined => (name === "O'Brien" ? "/people/O'Brien/" : undefined);
const page = (text: string): string => renderMarkdown(text, { inline: 'auto', resolveWikilink, resolveName });
const cases = 'tests/fixtures/review-2026-12-05k/cases';
const cli = (...args: string[]): void => { execFileSync(process.execPath, ['src/cli/main.ts', ...args], { stdio: 'pipe', timeout: 120_000 }); };

describe('review 05k', () => {
  it('[regression] F1: a wikilink\'s decoded `&lt;br&gt;` is not read as a line break', () => {
    const html = page('See [[x&lt;br&gt;y]] here');
    expect(html).not.toContain('<br');
  });

  it('[vs 9125f051] F7: a speaker label with a reference links as its decoded name does', () => {
    expect(page('**O&#39;Brien:** said so')).toBe(`<strong><a href="/people/O'Brien/" class="name-link">O'Brien:</a></strong> said so`);
  });

  it('[expected reading, fails on all three trees] F1: a wikilink\'s decoded `&#42;&#42;` is text, not dropped', () => {
    expect(page('See [[x&#42;&#42;]] here')).toContain('>x**</a>');
  });

  it('[regression] F2: a reference next to a leftover `**` leaves no raw `**` on the page', () => {
    expect(page('caf&eacute;** rules')).toBe('café rules');
    expect(page('a&#42;** b')).toBe('a* b');
    expect(page(String.raw`a\*** b`)).toBe('a* b');
    expect(page('**caf&eacute;** rules')).toBe('<strong>café</strong> rules');
  });

  it('[regression] F3: plainText drops no words for a `~~` pair the page does not strike (blank line, list items)', () => {
    expect(page('keep ~~a\n\nb~~ here')).not.toContain('<s>');
    expect(plainText('keep ~~a\n\nb~~ here')).toBe('keep ~~a b~~ here');
    expect(page('- ~~draft\n- final~~ plan')).not.toContain('<s>');
    expect(plainText('- ~~draft\n- final~~ plan')).toBe('~~draft final~~ plan');
  });

  it('[regression] F4: log text -> AIF -> import says what the log said', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'r05k-'));
    cli('export', `${cases}/escaped-ref.json`, '--format', 'aif', '-o', path.join(dir, 'a.json'));
    cli('extract', path.join(dir, 'a.json'), path.join(dir, 'g.json'));
    const graph = JSON.parse(readFileSync(path.join(dir, 'g.json'), 'utf8')) as { nodes: { label: string }[] };
    const claim = graph.nodes.find((n) => n.label.startsWith('HTML'))!;
    expect(plainText(claim.label)).toBe(plainText(String.raw`HTML writes & as \&amp; in source`));
    rmSync(dir, { recursive: true, force: true });
  });

  it('[regression] F4: AIF -> import -> AIF keeps the bytes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'r05k-'));
    cli('export', `${cases}/escaped-ref.aif.json`, '--format', 'aif', '-o', path.join(dir, 'a.json'));
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe(readFileSync(`${cases}/escaped-ref.aif.json`, 'utf8'));
    rmSync(dir, { recursive: true, force: true });
  });

  it('[vs 9125f051] F6: consecutive footnote references are both superscripts', () => {
    expect(page('as shown[^1][^2] here')).toBe('as shown<sup>1</sup><sup>2</sup> here');
    expect(plainText('as shown[^1][^2] here')).toBe('as shown here');
  });

  it.each([
    ['\\~~a~~b~~ c', '~~a c'],
    ['x ~~a~~b~~c~~ y', 'x b y'],
    ['x ~~a\n\nb~~ y', 'x ~~a b~~ y'],
    ["Jerry~~'s~~ y", "Jerry~~'s~~ y"],
  ])('[gap] F9: plainText strikes what the page strikes, after a rejected or escaped run too: %j', (markdown: string, text: string) => {
    plainThenPageShow(markdown, text);
  });

  it('[vs 9125f051] F8: plainText strikes what the page strikes after a link', () => {
    expect(page("[x](https://e.example)~~'s~~ y")).toContain("<s>'s</s>");
    expect(plainText("[x](https://e.example)~~'s~~ y")).toBe('x y');
  });
});
