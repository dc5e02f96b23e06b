// Exported Markdown (concepts.md, README.md) never carries a link the site would refuse:
// read by a permissive Markdown renderer, it makes no javascript:, data: or vbscript: link.
import markdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { exportConceptsMd } from '../../../src/lib/export/exportConceptsMd.ts';
import { exportReadmeMd } from '../../../src/lib/export/exportReadmeMd.ts';
import { exportObsidianVault } from '../../../src/lib/export/exportObsidianVault.ts';
import { debateSubject } from '../../../src/lib/export/subject.ts';
import { neutraliseLinks } from '../../../src/lib/render/markdownLinks.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

// A reader that trusts every link, as some Markdown viewers do.
const permissive = markdownIt({ html: false });
permissive.validateLink = () => true;

const HOSTILE = [
  '[click](javascript:alert(1))',
  '[spaced]( javascript:alert(2) "t")',
  '[angle](<javascript:alert(3)>)',
  '[encoded](jav&#x09;ascript:alert(4))',
  '[percent](%6Aavascript:alert(5))',
  '![img](data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==)',
  '[vb](VBScript:msgbox(7))',
  // A no-break space before the scheme, written out as a plain space (probe 6, L27).
  '[nbsp](\u00a0javascript:alert(8))',
].join(' ');

function hostileRecord() {
  const text = fixtureSource('logs/valid-minimal.json').text
    .replace('"Is a hot dog a sandwich?"', JSON.stringify(`Topic ${HOSTILE}`))
    .replace('"Bread around filling is a sandwich"', JSON.stringify(`Position ${HOSTILE} and [fine](https://example.org/a)`))
    .replace('"A hot dog has bread around a filling"', JSON.stringify(`Claim ${HOSTILE}`))
    .replace('"Is a taco a sandwich?"', JSON.stringify(`Question ${HOSTILE}`));
  const result = processDebate(textSource('hostile.json', text), 'h' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

describe('links in exported Markdown', () => {
  const debate = hostileRecord();
  const vault = exportObsidianVault(debateSubject(debate.graph, debate.slug, debate.title));
  const files: Record<string, string> = {
    'concepts.md': exportConceptsMd(debate.graph),
    'README.md': exportReadmeMd(debate.graph, debate.stats, debate.selfCheck),
    ...Object.fromEntries(vault.filter((f) => f.path.endsWith('.md')).map((f) => [`vault/${f.path}`, f.content])),
  };

  it.each(Object.entries(files))('%s makes no unsafe link, even for a reader that trusts every link', (_name, markdown) => {
    // YAML frontmatter (the vault's aliases) is data to a Markdown reader, not Markdown.
    const html = permissive.render(markdown.replace(/^---\n[\s\S]*?\n---\n/, ''));
    expect(html).not.toMatch(/(?:href|src)="\s*(?:javascript|data|vbscript|jav|%6a)/i);
    if (markdown.includes('[click]')) expect(markdown).toContain('[click]\\(javascript:alert(1))');
  });

  it('the hostile text reaches concepts.md, README.md and the vault notes', () => {
    expect(files['concepts.md']).toContain('[click]\\(javascript:alert(1))');
    expect(files['README.md']).toContain('[click]\\(javascript:alert(1))');
    expect(Object.entries(files).filter(([name, md]) => name.startsWith('vault/') && md.includes('[click]\\(javascript:alert(1))')).length).toBeGreaterThan(1);
  });

  it('keeps allowed links as links', () => {
    expect(permissive.render(files['concepts.md'] ?? '')).toContain('<a href="https://example.org/a">fine</a>');
  });

  it('neutraliseLinks leaves text without links alone', () => {
    expect(neutraliseLinks('a (b) [c] d](e)')).toBe('a (b) [c] d](e)');
    expect(neutraliseLinks('[x](./a:b) [y](#z) [m](mailto:a@b.c)')).toBe('[x](./a:b) [y](#z) [m](mailto:a@b.c)');
  });
});

describe('an Obsidian vault note\u2019s heading (probe 17, row 4)', () => {
  it('writes a [[link]] in a name or a claim as text when it names no card, and as a link to the note when it does', () => {
    const text = fixtureSource('logs/valid-minimal.json').text
      .replace('"Structuralist"', JSON.stringify('Structuralist [[ghost]]'))
      .replace('"A hot dog has bread around a filling"', JSON.stringify('See [[nowhere]], and [[c2]] too'));
    const result = processDebate(textSource('links.json', text), 'l' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const vault = exportObsidianVault(debateSubject(result.value.graph, result.value.slug, result.value.title));
    const headings = vault.flatMap((file) => file.content.split('\n').filter((line) => line.startsWith('# ')));
    const notes = new Set(vault.map((file) => file.path.replace(/\.md$/, '')));
    const targets = headings.flatMap((line) => [...line.matchAll(/\[\[([^\]|]+)/g)].map((m) => m[1]!));
    expect(headings).toContain('# Structuralist ghost');
    expect(headings.some((line) => line.startsWith('# See nowhere, and [['))).toBe(true);
    expect(targets.filter((target) => !notes.has(target))).toEqual([]);
  });
});

