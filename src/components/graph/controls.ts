// The toolbar: "Contested only", "Hide read stances", "Domain edges" (the `belongs_to`
// edges the domain regions stand for, hidden by default), "Reset view" (zoom; +/− are
// zoom.ts's); "Clear highlight" is the selection's.
import type { Scene } from './scene.ts';

export function installControls(scene: Scene, status: HTMLElement, resetView: () => void): void {
  const { figure } = scene;
  const contested = figure.querySelector<HTMLButtonElement>('[data-action="contested"]');
  contested?.addEventListener('click', () => {
    const on = figure.dataset.focus !== 'contested';
    if (on) figure.dataset.focus = 'contested'; else delete figure.dataset.focus;
    contested.setAttribute('aria-pressed', String(on));
    status.textContent = on ? 'Showing contested claims and the relations around them.' : 'Showing all relations.';
  });
  const membership = figure.querySelector<HTMLButtonElement>('[data-action="membership"]');
  membership?.addEventListener('click', () => {
    const on = figure.dataset.membership !== 'edges';
    if (on) figure.dataset.membership = 'edges'; else delete figure.dataset.membership;
    membership.setAttribute('aria-pressed', String(on));
  });
  figure.querySelector('[data-action="reset"]')?.addEventListener('click', resetView);
  // Rendered hidden: it needs the script, so it appears only when the script runs.
  const hideRead = figure.querySelector<HTMLButtonElement>('[data-action="hide-read"]');
  if (hideRead) {
    hideRead.hidden = false;
    hideRead.addEventListener('click', () => {
      const on = figure.dataset.hideRead === undefined;
      if (on) figure.dataset.hideRead = 'true'; else delete figure.dataset.hideRead;
      hideRead.setAttribute('aria-pressed', String(on));
      status.textContent = on ? 'Relations read from prose are hidden; stated ones are shown.' : 'Showing all relations, read ones faded.';
    });
  }
}
