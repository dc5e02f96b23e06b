import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import fg from 'fast-glob';
import { z } from 'astro/zod';
import type { DebateIndexEntry, LoaderGate } from './site/contentModules.ts';

// The loaders and the pipeline they run, loaded by Node (which strips the types) rather than
// through Vite's module runner, which would transform each of their modules first
// (docs/decisions/content-config-loaded-by-node.md). Packages are Node's either way.
const loadNatively = new Function('url', 'return import(url)') as (url: string) => Promise<typeof import('./site/contentModules.ts')>;
const { checkedFirst, debateLoader, debatesDirFromEnv, debatesDirNamed, freshEntries, noteAddress, noteFrontmatterSchema, noteLinks, notesDirFromEnv, textFrontmatter } =
  await loadNatively(new URL('./site/contentModules.ts', import.meta.url).href);

// Records are produced and validated by src/lib and reach the pages through
// site/debates.ts; the collection is their index (each debate's digest).
// DEBATE_ATLAS_CONTENT points a build at another archive (the test suites' fixture sites).
const notesDir = notesDirFromEnv();
// The notes' loader waits for the debates' (which checks the notes too, every problem at
// once): Astro runs the two side by side, and the notes' own schema check would otherwise
// stop the build first, on one note, with Astro's stack trace (probe 2026-12-07, NS date2).
const notesChecked: LoaderGate = checkedFirst();
const debates = defineCollection({
  loader: debateLoader({ directory: debatesDirFromEnv() + '/', required: debatesDirNamed(), notesDirectory: notesDir, checked: notesChecked }),
  schema: z.custom<DebateIndexEntry>(),
});

// The archive owner's essays: content/notes/**/*.mdx (beside the debates folder), which
// embed claims, graphs and personas; src/site/notes.ts checks every reference.
// An archive without a notes folder has no notes (and no warning about the folder). That
// loader empties the collection: Astro keeps a collection's entries between builds in its
// data store (cacheDir), and entries of a deleted notes folder left there would name .mdx
// modules that no longer exist, failing the next build in the bundler.
// Astro's glob follows symbolic links: each link is left out of it (never read, even to an
// outside note or folder) and refused by src/site/notes.ts, naming it.
const links = existsSync(notesDir) ? await noteLinks(notesDir) : [''];
// A note's address is its path, never its frontmatter: Astro's glob would take a `slug:`
// as the address (`../../debates/a` wrote outside dist/); the schema refuses `slug` and
// `layout` (schemas/noteFrontmatter.ts, the one `validate` checks with). Every note's entry
// is made from its file on each build, never kept from Astro's data store (site/freshEntries.ts),
// its data from the frontmatter as written, as `validate` reads it (site/textFrontmatter.ts).
const notes = defineCollection({
  loader: !links.includes('')
    ? notesChecked.before(freshEntries(textFrontmatter(glob({
        pattern: ['**/*.mdx', '!**/_*', '!**/_*/**', ...links.flatMap((link) => [`!${fg.escapePath(link)}`, `!${fg.escapePath(link)}/**`])],
        // A URL, so that Astro does not read the path as one ("#", "?" and "%" in a folder's name).
        base: pathToFileURL(path.resolve(notesDir) + path.sep),
        generateId: ({ entry }) => noteAddress(entry) ?? entry,
      })), 'notes'))
    : { name: 'no-notes', load: async ({ store }) => store.clear() },
  schema: noteFrontmatterSchema,
});

export const collections = { debates, notes };
