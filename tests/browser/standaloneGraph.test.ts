// `render`'s graph.html, opened from disk in a real Chromium under a light and a dark OS
// theme: the labels, legend and text keep their contrast, and the script enhances it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { GRAPH_READY, pageOpener } from '../support/pageOpener.ts';
import { sharedBrowser } from '../support/sharedBrowser.ts';
import { processDebate } from '../../src/lib/archive/processDebate.ts';
import { layoutGraph } from '../../src/lib/layout/layoutGraph.ts';
import type { DebateSlug } from '../../src/lib/core/ids.ts';
import { exportStandaloneHtml } from '../../src/lib/export/exportStandaloneHtml.ts';
import { standaloneAssets } from '../../src/cli/graphClientBundle.ts';
import { fixtureSource } from '../unit/fixtureSource.ts';

let browser: Browser;
let html: string;
beforeAll(async () => {
  browser = await sharedBrowser();
  const result = processDebate(fixtureSource('logs/valid-minimal.json'), 'test' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const r = result.value;
  html = exportStandaloneHtml(r.graph, r.stats, layoutGraph(r.graph, r.slug), r.selfCheck, await standaloneAssets());
});
afterAll(async () => { await browser?.close(); });
const { open, pageErrors } = pageOpener(() => browser, () => '');

/** WCAG contrast of two CSS colours (rgb()/rgba(), opaque). */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('graph.html', () => {
  it.each(['light', 'dark'] as const)('is readable under a %s OS theme', async (colorScheme) => {
    const page = await open('about:blank', { colorScheme, viewport: { width: 1000, height: 800 } });
    await page.setContent(html);
    await page.waitForSelector(GRAPH_READY);
    const colours = await page.evaluate(() => {
      const background = getComputedStyle(document.body).backgroundColor;
      const canvas = getComputedStyle(document.documentElement).backgroundColor;
      const labels = [...document.querySelectorAll('text.node__label')].map((t) => getComputedStyle(t).fill);
      const text = [document.querySelector('h1')!, document.querySelector('.da-legend li')!, document.querySelector('button')!].map((el) => getComputedStyle(el).color);
      return { background: background === 'rgba(0, 0, 0, 0)' ? canvas : background, labels, text };
    });
    const bg = colours.background === 'rgba(0, 0, 0, 0)' ? (colorScheme === 'dark' ? 'rgb(18, 18, 18)' : 'rgb(255, 255, 255)') : colours.background;
    expect(colours.labels.length).toBeGreaterThan(0);
    for (const fill of [...colours.labels, ...colours.text]) expect(contrast(fill, bg), `${fill} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    if (colorScheme === 'dark') expect(contrast('rgb(0, 0, 0)', bg)).toBeLessThan(2); // the page really is dark
    expect(pageErrors).toEqual([]);
  });
});
