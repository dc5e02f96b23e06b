// The toolbar: "Contested only", "Domain edges" (the `belongs_to` edges the domain
// regions stand for, hidden by default), "Reset view" (zoom; +/− are zoom.ts's);
// "Clear highlight" is the selection's.
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
}
