// The page's log text closed against bidi controls it leaves open (probe 62 row 1).
import { describe, expect, it } from 'vitest';
import { closeBidiInMarkup } from '../../../src/lib/render/bidiMarkup.ts';

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
