// The debate page on a slow phone (issue 27): a 390×844 touch viewport with the CPU
// slowed 4× (CDP Emulation.setCPUThrottlingRate), the long tasks (> 50 ms, the
// browser's own longtask entries) while the page loads and while the graph is zoomed
// in six steps and out again. Timing depends on the machine: these are measurements
// for docs/benchmarks.md, never test assertions.
//
//   node scripts/bench-graph-page.ts <built site folder> [slug …]
import { launchChromium } from './support/chromium.ts';
import { serveDirectory } from './support/staticServer.ts';

const [site, ...slugs] = process.argv.slice(2);
if (!site) {
  console.error('usage: node scripts/bench-graph-page.ts <built site folder> [slug …]');
  process.exit(2);
}
const server = await serveDirectory(site);
const browser = await launchChromium();
try {
  for (const slug of slugs.length ? slugs : ['2026/four-day-week']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    // Where the main thread's time went (seconds, cumulative): script, layout, style.
    const metrics = async () => Object.fromEntries(((await cdp.send('Performance.getMetrics')).metrics)
      .filter((m) => ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskDuration'].includes(m.name)).map((m) => [m.name, m.value]));
    const spent = (a: Record<string, number>, b: Record<string, number>) => Object.keys(b).map((k) => `${k.replace('Duration', '')} ${Math.round((b[k]! - (a[k] ?? 0)) * 1000)} ms`).join(', ');
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __tasks: number[] }).__tasks = tasks;
      new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${server.url}debates/${slug}/`, { waitUntil: 'load' });
    await page.waitForSelector('[data-graph][data-enhanced="true"]');
    await page.waitForTimeout(1000);
    const take = () => page.evaluate(() => { const w = window as unknown as { __tasks: number[] }; const out = w.__tasks.slice(); w.__tasks.length = 0; return out; });
    const load = await take();
    const afterLoad = await metrics();
    await page.locator('.da-graph__svg').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await take();
    const beforeZoom = await metrics();
    for (const action of ['zoom-in', 'zoom-in', 'zoom-in', 'zoom-out', 'zoom-out', 'zoom-out']) {
      await page.locator(`[data-action="${action}"]`).tap();
      await page.waitForTimeout(400);
    }
    const zoom = await take();
    const afterZoom = await metrics();
    const summary = (tasks: number[]) => `${tasks.length} long tasks, ${Math.round(tasks.reduce((a, b) => a + b, 0))} ms in all, longest ${Math.round(tasks.reduce((a, b) => Math.max(a, b), 0))} ms`;
    console.log(`${slug}: load: ${summary(load)} (${spent({}, afterLoad)}); zoom (6 steps): ${summary(zoom)} (${spent(beforeZoom, afterZoom)})`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
