// A long debate page's cards are laid out after its first paint, a group at a time (issue
// 27: the first layout of a roundtable's ~900 card elements with the rest of the page was
// the longest task of the load on a slow phone). While the page loads, site.css skips the
// cards off screen (`content-visibility: auto` until a card has `is-drawn`; only with
// JavaScript, `html.js`); this draws them in document order, a group of about
// GROUP_ELEMENTS elements per task, so every card is rendered, and its text in the
// page's `innerText`, once the page has settled. docs/decisions/offscreen-parts-skipped.md
import { yieldToBrowser } from '../shared/yieldToBrowser.ts';

/** Elements laid out per task: about 30 ms of layout at 4× CPU slowdown. */
const GROUP_ELEMENTS = 200;

export async function drawSkippedCards(root: Document = document): Promise<void> {
  const cards = [...root.querySelectorAll<HTMLElement>('.card:not(.is-drawn)')];
  let at = 0;
  while (at < cards.length) {
    await yieldToBrowser();
    let elements = 0;
    const group: HTMLElement[] = [];
    while (at < cards.length && (group.length === 0 || elements < GROUP_ELEMENTS)) {
      const card = cards[at++]!;
      group.push(card);
      elements += card.getElementsByTagName('*').length + 1;
    }
    for (const card of group) card.classList.add('is-drawn');
    // One read after the group's writes: its style and layout in this task, not the next frame's.
    void group[group.length - 1]!.offsetHeight;
  }
}
