// What src/content.config.ts uses besides Astro's own modules, in one module graph that
// Node loads itself (content.config.ts: docs/decisions/content-config-loaded-by-node.md).
export { debatesDirFromEnv, debatesDirNamed, notesDirFromEnv } from '../lib/archive/contentPath.ts';
export { noteAddress, noteLinks } from '../lib/notes/noteFiles.ts';
export { noteFrontmatterSchema } from '../lib/schemas/noteFrontmatter.ts';
export { debateLoader, type DebateIndexEntry } from './debateLoader.ts';
export { freshEntries } from './freshEntries.ts';
export { textFrontmatter } from './textFrontmatter.ts';
export { checkedFirst, type LoaderGate } from './loaderGate.ts';
