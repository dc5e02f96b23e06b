// The filter box of a huge debate's node list. Matching is on each row's text, case
// folded; work is split into slices so no single task blocks the page on 5,000+ rows.
const SLICE = 1_000;

export function enhanceNodeLists(root: ParentNode = document): void {
  for (const list of root.querySelectorAll<HTMLElement>('[data-node-list]')) enhance(list);
}

function enhance(list: HTMLElement): void {
  const input = list.querySelector<HTMLInputElement>('[data-node-filter]');
  const count = list.querySelector<HTMLElement>('[data-node-count]');
  const rows = [...list.querySelectorAll<HTMLLIElement>('li[id]')];
  if (!input || !count) return;
  let texts: string[] | undefined;
  let run = 0;
  const apply = () => {
    const query = input.value.trim().toLowerCase();
    const mine = ++run;
    texts ??= rows.map((row) => row.textContent?.toLowerCase() ?? '');
    let shown = 0;
    const step = (start: number) => {
      if (mine !== run) return; // a newer query took over
      const end = Math.min(rows.length, start + SLICE);
      for (let i = start; i < end; i++) {
        const match = query === '' || texts![i]!.includes(query);
        rows[i]!.hidden = !match;
        if (match) shown++;
      }
      if (end < rows.length) setTimeout(() => step(end), 0);
      else count.textContent = query === '' ? '' : `${shown} of ${rows.length} nodes match`;
    };
    step(0);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(apply, 120);
  });
}
