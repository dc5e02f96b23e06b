// Main-thread long tasks of a built page in headless Chromium: during load, and while a
// reader types into the page's filter box (a huge debate's node list), as the browser's
// own Long Tasks API reports them (every task over 50 ms).
import { launchChromium } from '../support/chromium.ts';
import { serveDirectory } from '../support/staticServer.ts';

export interface LongTasks { loadMs: number; longestMs: number; tasksOver200: number; count: number }

export async function measureLongTasks(siteRoot: string, pagePath: string, typeInto?: string): Promise<LongTasks> {
  const server = await serveDirectory(siteRoot);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.addInitScript(() => {
      const seen: number[] = ((window as unknown as { __long: number[] }).__long = []);
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) seen.push(entry.duration); }).observe({ type: 'longtask', buffered: true });
    });
    const started = Date.now();
    await page.goto(new URL(pagePath, server.url).href, { waitUntil: 'load' });
    const loadMs = Date.now() - started;
    if (typeInto) {
      await page.locator(typeInto).first().pressSequentially('claim 42', { delay: 60 });
      await page.waitForTimeout(1500);
    } else await page.waitForTimeout(1000);
    const durations = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
    return { loadMs, longestMs: Math.round(Math.max(0, ...durations)), tasksOver200: durations.filter((d) => d > 200).length, count: durations.length };
  } finally {
    await browser.close();
    await server.close();
  }
}
