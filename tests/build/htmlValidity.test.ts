// Every page of the sample site (so one of every page type, and every new page type
// without listing it) is valid HTML under html-validate's recommended rules.
//
// The configuration is /.htmlvalidate.json (JSON holds no comments, so the reasons are
// here). It extends html-validate:recommended with exactly two exceptions:
// - long-title off: a debate page's <title> is the debate's own title (content written
//   by the debate's host) plus " · debate-atlas"; the site must not shorten it, so no
//   length limit can hold for every archive.
// - no-inline-style allows color, background-color and overflow-x (besides the default
//   display): Astro highlights code blocks with Shiki, which writes exactly these as
//   inline styles on <pre class="astro-code"> and its token <span>s (docs/formats.md on
//   /formats/). Any other inline style is still an error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../support/fixtureSites.ts';
import { htmlPages, isRedirectPage, pagesOfEveryTypeAcross } from '../../scripts/support/pageTypes.ts';

const site = fixtureSite('sample');
const validator = new HtmlValidate(new FileSystemConfigLoader());

const describeMessages = (file: string, messages: Message[]) =>
  messages.map((m) => `${file}:${m.line}:${m.column} [${m.ruleId}] ${m.message}${m.selector ? ` (at ${m.selector})` : ''}`).join('\n');

async function problemsOf(file: string, root = site.outDir): Promise<string> {
  // Astro writes redirect pages (moved atlas addresses) from its own template, which
  // spells the doctype in lower case; everything else about them is checked.
  const report = isRedirectPage(path.join(root, file))
    ? await validator.validateString(readFileSync(path.join(root, file), 'utf8'), file, { extends: ['html-validate:recommended'], rules: { 'doctype-style': 'off' } })
    : await validator.validateFile(path.join(root, file));
  return describeMessages(file, report.results.flatMap((r) => r.messages));
}

describe('HTML validity (html-validate:recommended)', () => {
  it('the sample site was built', () => {
    expect(site.status, site.output).toBe(0);
  });

  // The atlas fixture adds the page types the sample lacks (an atlas claim page).
  const types = pagesOfEveryTypeAcross([site.outDir, fixtureSite('atlas').outDir]);
  it.each(types.map((p) => [p.type, p.file, p.root] as const))('page type %s is valid (%s)', async (_type, file, root) => {
    expect(await problemsOf(file, root)).toBe('');
  });

  it('every other page of the sample site is valid', async () => {
    const checked = new Set(types.filter((p) => p.root === site.outDir).map((p) => p.file));
    const rest = htmlPages(site.outDir).filter((f) => !checked.has(f));
    const problems = (await Promise.all(rest.map((file) => problemsOf(file)))).filter(Boolean);
    console.log(`html-validate: ${types.length} page types, ${rest.length + checked.size} pages`);
    expect(problems.join('\n')).toBe('');
  });
});
