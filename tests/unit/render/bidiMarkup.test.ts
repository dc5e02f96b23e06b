// The page's log text closed against bidi controls it leaves open (probe 62 row 1).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import { holdsBidiControl } from '../../../src/lib/core/escape.ts';
import { closeBidiInMarkup } from '../../../src/lib/render/bidiMarkup.ts';
import { fixturePath } from '../fixtureSource.ts';

describe('closeBidiInMarkup', () => {
  it('closes an override where its text run ends, before the next tag', () => {
    expect(closeBidiInMarkup('<p>3 for (<a href="/p/">Mal\u202elory</a>, Alice)</p>')).toBe('<p>3 for (<a href="/p/">Mal\u202elory\u202c</a>, Alice)</p>');
    expect(closeBidiInMarkup('<title>bidi \u2067x</title>')).toBe('<title>bidi \u2067x\u2069</title>');
  });
  it('closes shown attribute values, never addresses, scripts, styles or comments', () => {
    expect(closeBidiInMarkup('<abbr title="Mal\u202elory" data-x="\u202e">x</abbr>')).toBe('<abbr title="Mal\u202elory\u202c" data-x="\u202e">x</abbr>');
    expect(closeBidiInMarkup('<a href="/a\u202e/">x</a>')).toBe('<a href="/a\u202e/">x</a>');
    const script = '<script type="application/json">{"name":"Mal\u202elory"}</script>';
    expect(closeBidiInMarkup(script)).toBe(script);
    expect(closeBidiInMarkup('<style>.x::after{content:"\u202e"}</style><!-- \u202e -->')).toBe('<style>.x::after{content:"\u202e"}</style><!-- \u202e -->');
  });
  it('leaves balanced text and pages without a control as they are', () => {
    const page = '<p>\u202eevil\u202c and \u2066isolate\u2069</p>';
    expect(closeBidiInMarkup(page)).toBe(page);
    const plain = `<p>${'word '.repeat(100_000)}</p>`;
    expect(closeBidiInMarkup(plain)).toBe(plain);
  });
});

describe('which debates have their pages closed (review 07l rows 7–9)', () => {
  const flag = (file: string, text: string) => (processDebate({ file, text }, 'x/y' as any) as any).value?.bidiControls;
  const minutes = (title: string) => `---\ntype: meeting\ntitle: "${title}"\nparticipants: [Ana, Ben]\n---\n# Cache\n\n## R1 Problem\n\nWhich cache?\n\n- A: Redis\n- B: Memcached\n\n## R2 Independent opinions\n\n- Ana: For: A.\n- Ben: For: B.\n\n## R7 Decision\n\nDecision: Option A.\n`;
  it('a control written as a JSON or YAML escape, or as a character reference, counts', () => {
    const log = JSON.parse(readFileSync(fileURLToPath(fixturePath('logs/valid-minimal.json')), 'utf8'));
    expect(flag('a.json', JSON.stringify({ ...log, topic: 'Mal\u202elory' }))).toBe(true);
    expect(flag('m.md', minutes('Topic \\U0000202E abc'))).toBe(true);
    expect(flag('m.md', minutes('Topic &#x202E; abc'))).toBe(true);
    expect(flag('m.md', minutes('Plain topic'))).toBeUndefined();
  });
  it('holdsBidiControl walks nested values and stops at the first', () => {
    expect(holdsBidiControl({ a: [{ b: 'x' }, { c: ['y', 'z\u2067'] }] })).toBe(true);
    expect(holdsBidiControl({ a: [1, null, { b: 'plain' }] })).toBe(false);
  });
});
