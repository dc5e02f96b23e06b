// Work a part of the page needs only once a reader gets to it: started when the part nears
// the viewport (a screen's height away), or once the page has loaded and the main thread is
// idle, whichever comes first, so the part is ready by the time it is reached and the
// page's load does not wait for it (issue 27; docs/decisions/offscreen-parts-skipped.md).

/** How long an idle moment is waited for after the load before the work starts anyway. */
const IDLE_WAIT_MS = 2000;

export function whenNeeded(part: Element): Promise<void> {
  return new Promise((resolve) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      resolve();
    };
    const observer = typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => { if (entries.some((entry) => entry.isIntersecting)) start(); }, { rootMargin: '100% 0px' })
      : undefined;
    observer?.observe(part);
    afterLoadWhenIdle(start);
  });
}

function afterLoadWhenIdle(run: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
