// The floors a build is compared with: what the same files cost with no debate-atlas at
// all. A bare script that reads, parses and writes one HTML page per log, and a bare
// Astro project (Astro's own glob loader, one page per log showing its topic and claims).
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Reads every log under `content`, writes one escaped HTML page each under `out`. */
export function bareScriptSource(): string {
  return `import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const [content, out] = process.argv.slice(2);
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
for (const entry of readdirSync(content, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const log = JSON.parse(readFileSync(file, 'utf8'));
  const target = path.join(out, path.relative(content, file).replace(/\\.json$/, ''), 'index.html');
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, '<!doctype html><title>' + esc(log.topic) + '</title><h1>' + esc(log.topic) + '</h1><ul>' + log.claims.map((c) => '<li>' + esc(c.text)).join('') + '</ul>');
}
`;
}

/** A minimal Astro project over `content`, sharing this project's node_modules. */
export function writeBareAstroProject(dir: string, projectRoot: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare', private: true, type: 'module' }));
  writeFileSync(path.join(dir, 'astro.config.mjs'), `import { defineConfig } from 'astro/config';\nexport default defineConfig({ cacheDir: process.env.BARE_CACHE, devToolbar: { enabled: false } });\n`);
  writeFileSync(path.join(dir, 'src/content.config.ts'), `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
export const collections = { logs: defineCollection({ loader: glob({ pattern: '**/*.json', base: process.env.BARE_CONTENT }) }) };
`);
  writeFileSync(path.join(dir, 'src/pages/[...slug].astro'), `---
import { getCollection } from 'astro:content';
export async function getStaticPaths() {
  return (await getCollection('logs')).map((entry) => ({ params: { slug: entry.id }, props: { log: entry.data } }));
}
const { log } = Astro.props;
---
<html lang="en"><head><meta charset="utf-8" /><title>{log.topic}</title></head>
<body><h1>{log.topic}</h1><ul>{log.claims.map((c) => <li>{c.text}</li>)}</ul></body></html>
`);
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  readFileSync(path.join(dir, 'package.json'));
}
