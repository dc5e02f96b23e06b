// A finger's swipe in Chromium, as CDP touch events: Playwright's touchscreen only taps.
import type { Page } from 'playwright-core';

/** A finger put down at (x, y) and moved `distance` CSS px up in ten steps, then lifted. */
export async function swipeUp(page: Page, x: number, y: number, distance = 300): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number) => [{ x: Math.round(x), y: Math.round(y - (distance * step) / 10) }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
