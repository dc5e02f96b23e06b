import { existsSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import fg from 'fast-glob';
import { z } from 'astro/zod';
import { debatesDirFromEnv, notesDirFromEnv } from './lib/archive/contentPath.ts';
import { noteLinks } from './lib/notes/noteFiles.ts';
import { debateLoader, type DebateIndexEntry } from './site/debateLoader.ts';

// Records are produced and validated by src/lib and reach the pages through
// site/debates.ts; the collection is their index (each debate's digest).
// DEBATE_ATLAS_CONTENT points a build at another archive (the test suites' fixture sites).
const notesDir = notesDirFromEnv();
const debates = defineCollection({
  loader: debateLoader({ directory: debatesDirFromEnv() + '/', notesDirectory: notesDir }),
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
const notes = defineCollection({
  loader: !links.includes('')
    ? glob({ pattern: ['**/*.mdx', '!**/_*', '!**/_*/**', ...links.flatMap((link) => [`!${fg.escapePath(link)}`, `!${fg.escapePath(link)}/**`])], base: notesDir })
    : { name: 'no-notes', load: async ({ store }) => store.clear() },
  schema: z.object({
    title: z.string().trim().min(1),
    // YAML reads an unquoted 2026-09-03 as a date; either way the note keeps YYYY-MM-DD.
    date: z.union([z.date().transform((d) => d.toISOString().slice(0, 10)), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')]).optional(),
    summary: z.string().optional(),
    tags: z.array(z.string()).default([]),
  }),
});

export const collections = { debates, notes };
