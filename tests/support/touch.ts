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

/**
 * Resolves once the page's scroll position has held still for ten animation frames: a swipe's
 * fling goes on after the finger is lifted, and a position read during it is not where the
 * page comes to rest.
 */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          if (window.scrollY !== last) [last, still] = [window.scrollY, 0];
          else if (++still >= 10) return resolve();
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
