// A note from an untrusted archive is Markdown with three components, never a program:
// what would run on the build machine or in a reader's browser is refused at its line.
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../src/lib/core/diagnostics.ts';
import { noteCodeProblems, onlyComments, trustedNotesFromEnv } from '../../../src/lib/notes/noteCode.ts';

const FRONT = '---\ntitle: A note\n---\n';
const lines = (body: string) => noteCodeProblems('content/notes/x.mdx', FRONT + body).map(formatDiagnostic);

describe('note code', () => {
  it('refuses an export that reads the build machine, and an import, at their lines', () => {
    const problems = lines("Intro.\n\nexport const host = (await import('node:fs')).readFileSync('/etc/hostname', 'utf8')\n\nHost: {host}\n");
    expect(problems[0]).toMatch(/^content\/notes\/x\.mdx:6:1: error \[note-code\] an `import` or `export` runs on the build machine when the site is built: notes are Markdown with <Claim>, <DebateGraph> and <Persona>; .* DEBATE_ATLAS_TRUSTED_NOTES/);
    expect(problems[1]).toMatch(/^content\/notes\/x\.mdx:8:7: error \[note-code\] an expression `\{…\}` runs on the build machine/);
    expect(lines("import fs from 'node:fs'\n")).toEqual([expect.stringMatching(/^content\/notes\/x\.mdx:4:1: error \[note-code\] an `import`/)]);
  });

  it('refuses an expression that writes a raw ESC, in text and in an attribute', () => {
    expect(lines("A {String.fromCharCode(27) + '[31m'} B\n")).toEqual([expect.stringMatching(/^content\/notes\/x\.mdx:4:3: error \[note-code\] an expression/)]);
    expect(lines('<DebateGraph slug={String.fromCharCode(27)} />\n')).toEqual([expect.stringMatching(/:4:1: error \[note-code\] the expression in <DebateGraph>'s slug=\{…\} runs on the build machine/)]);
    expect(lines('<div {...props}>x</div>\n')).toEqual([expect.stringMatching(/:4:1: error \[note-code\] a spread attribute `\{\.\.\.props\}` in <div>/)]);
  });

  it("refuses Astro's directives, which write raw HTML into the page (probe 6, n34)", () => {
    expect(lines('<div set:html="<img src=x onerror=alert(1)>" />\n')).toEqual([expect.stringMatching(/:4:1: error \[note-code\] <div>'s set:html is one of Astro's directives/)]);
    expect(lines('<p is:raw>x</p>\n<span set:text="y" />\n')).toHaveLength(2);
  });

  it('lets the components, literal attributes, comments, code and ordinary Markdown through', () => {
    const body = [
      '# Heading', '', '{/* a comment */}', '', '<Claim ref="2026/a:c1" />', "<DebateGraph slug='2026/a' focus={\"c3\"} depth={1} />", '<Persona name="Realist" />',
      '', 'Inline `{not code}` and [a link](https://example.org) and [rel](../other/) and [mail](mailto:a@b.org).', '', '```js', "export const x = {y}", '```', '',
      '<details><summary>More</summary>Text with <a href="/notes/b/">a link</a> and <img src="pic.png" alt="" /></details>', '',
    ].join('\n');
    expect(lines(body)).toEqual([]);
  });

  it("refuses what runs in a reader's browser: script elements, handlers, unsafe links", () => {
    const body = ['<script>alert(1)</script>', '', '<img src="x.png" onerror="alert(2)" />', '', '[x](javascript:alert(3)) ![i](data:text/html,x)', '', '<a href="java&#115;cript:alert(4)">y</a>', '', '<Unknown />', ''].join('\n');
    const problems = lines(body);
    expect(problems).toEqual([
      expect.stringMatching(/:4:1: error \[note-code\] <script> runs or loads code in a reader's browser/),
      expect.stringMatching(/:6:1: error \[note-code\] <img>'s onerror attribute can run script/),
      expect.stringMatching(/:8:1: error \[note-code\] a link to "javascript:alert\(3\)": only http\(s\), mailto and relative URLs/),
      expect.stringMatching(/:8:26: error \[note-code\] an image to "data:text\/html,x"/),
      expect.stringMatching(/:10:1: error \[note-code\] <a>'s href "javascript:alert\(4\)"/),
      expect.stringMatching(/:12:1: error \[note-code\] <Unknown> is a component the site does not provide/),
    ]);
  });

  it('reports MDX the parser refuses as a located syntax error, not a throw', () => {
    const [problem] = noteCodeProblems('n.mdx', '---\ntitle: x\n---\n<Claim ref="a" \n');
    expect(problem).toMatchObject({ severity: 'error', code: 'note-syntax', file: 'n.mdx' });
  });

  it('reads a note nested thousands of levels deep without overflowing the stack', () => {
    expect(lines(`${'> '.repeat(5000)}{x}\n`)).toHaveLength(1);
  });

  it('knows a comment-only expression from code', () => {
    expect(onlyComments(' /* a */ // b\n  ')).toBe(true);
    expect(onlyComments('/* a */ x')).toBe(false);
    expect(onlyComments('/* open')).toBe(false);
  });

  it('reads the trusted notes from DEBATE_ATLAS_TRUSTED_NOTES, by path', () => {
    expect([...trustedNotesFromEnv({ DEBATE_ATLAS_TRUSTED_NOTES: ' essays/live.mdx, ./b.mdx ,' })]).toEqual(['essays/live.mdx', 'b.mdx']);
    expect(trustedNotesFromEnv({}).size).toBe(0);
  });
});

// Probe 13, row 3: past 4,096 characters an https link was refused as if its scheme were wrong.
describe('a link to a very long address', () => {
  it('is refused naming the limit, not the scheme', () => {
    expect(lines(`[y](https://e.org/${'a'.repeat(4_200)})\n`)).toEqual([
      'content/notes/x.mdx:4:1: error [note-code] a link to an address of 4,214 characters: the limit is 4,096: notes are Markdown with <Claim>, <DebateGraph> and <Persona>; an archive is untrusted input. A note of your own that needs it: name it in DEBATE_ATLAS_TRUSTED_NOTES (docs/formats.md#notes-hold-no-code)',
    ]);
    expect(lines(`[y](https://e.org/${'a'.repeat(4_000)})\n`)).toEqual([]);
  });
});

