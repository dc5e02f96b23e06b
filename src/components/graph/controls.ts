// The toolbar: "Contested only", "Reset view" (zoom); "Clear highlight" is the selection's.
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
  figure.querySelector('[data-action="reset"]')?.addEventListener('click', resetView);
}
