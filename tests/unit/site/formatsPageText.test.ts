// Probe 3, FAIL 16: the site's own /formats/ page (src/pages/formats.mdx renders
// docs/formats.md) carried a raw U+202E in its example of a spoofed file name. The docs
// name such characters as text (`U+202E`), so the page shows what it is about.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../../..');
const RAW = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

describe('the text of the /formats/ page', () => {
  it('holds no raw control, bidi override or invisible character', () => {
    const text = readFileSync(path.join(ROOT, 'docs/formats.md'), 'utf8');
    expect([...text.matchAll(RAW)].map((m) => `U+${m[0].codePointAt(0)!.toString(16)} at ${m.index}`)).toEqual([]);
    expect(text).toContain('`evil` U+202E `nosj.md`');
  });

  // The page is served at /formats/, so a link beside it (`decisions/x.md`) is a 404 on the
  // site even though it works on GitHub; CI's base-path crawl found one. Links go to an
  // anchor, the web, or a route of the site (`../schema/…`, built from src/pages/).
  it('links only to anchors, the web, or routes the site builds', () => {
    const text = readFileSync(path.join(ROOT, 'docs/formats.md'), 'utf8');
    const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```/gmu, '').replace(/`[^`\n]*`/gu, '');
    const targets = [...prose.matchAll(/\]\(([^)\s]+)/gu)].map((m) => m[1]!);
    expect(targets.length).toBeGreaterThan(0);
    const unserved = targets.filter((target) => {
      if (target.startsWith('#') || target.startsWith('https://')) return false;
      if (!target.startsWith('../')) return true;
      const route = path.join(ROOT, 'src/pages', target.slice(3).split('#')[0]!);
      return !['', '.ts', '.astro', '.mdx', '/index.astro'].some((ext) => existsSync(route + ext));
    });
    expect(unserved).toEqual([]);
  });
});
