import { plainText } from './src/lib/render/debateOutcome.ts';
import { renderMarkdown } from './src/lib/render/renderMarkdown.ts';
const time = (name: string, f: () => unknown) => { const t = Date.now(); f(); console.log(name, Date.now() - t, 'ms'); };
for (const n of [250_000, 500_000]) for (const ch of ['[', '*', '!', '[a](', '![', '[[', '_', '<a', '`', '\\', '*a', '**a ']) {
  const s = ch.repeat(n / ch.length);
  time(`plain ${JSON.stringify(ch)} ${n}`, () => plainText(s));
  time(`md ${JSON.stringify(ch)} ${n}`, () => renderMarkdown(s));
}
