import { readFileSync } from 'node:fs';
import { plainText } from './src/lib/render/debateOutcome.ts';
import { renderMarkdown } from './src/lib/render/renderMarkdown.ts';
import { neutraliseLinks } from './src/lib/render/markdownLinks.ts';
import { interpretSource } from './src/lib/formats/registry.ts';
const time = (name: string, f: () => unknown) => { const t = Date.now(); try { f(); } catch (e) { console.log(name, 'threw', (e as Error).message.slice(0,100)); } console.log(name, Date.now() - t, 'ms'); };
for (const n of [20_000, 40_000]) for (const ch of ['[', '*', '!', '[a](', '![', '_ a', '*a ', '[[', ' *a', '<', '`']) {
  const s = ch.repeat(n / ch.length);
  time(`plain ${JSON.stringify(ch)} ${n}`, () => plainText(s));
  time(`md ${JSON.stringify(ch)} ${n}`, () => renderMarkdown(s));
  time(`neut ${JSON.stringify(ch)} ${n}`, () => neutraliseLinks(s));
}
const minutes = readFileSync('tests/fixtures/minutes/2026-05-18-1231-en-hold.md', 'utf8');
const tr = readFileSync('tests/fixtures/transcripts/' + process.argv[2], 'utf8');
for (const n of [100_000, 200_000]) for (const ch of ['[', '*', '!', '[a](', '_', '- ', '| ', '#']) {
  const line = ch.repeat(n / ch.length);
  time(`minutes ${JSON.stringify(ch)} ${n}`, () => interpretSource({ file: 'm.md', text: minutes + '\n' + line + '\n' }));
  time(`transcript ${JSON.stringify(ch)} ${n}`, () => interpretSource({ file: 't.md', text: tr + '\n' + line + '\n' }));
}
