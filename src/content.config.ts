import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import type { DebateRecord } from './lib/archive/debateRecord.ts';
import { debatesDirFromEnv } from './lib/archive/contentPath.ts';
import { debateLoader } from './site/debateLoader.ts';

// Records are produced and validated by src/lib; the schema only carries their type.
// DEBATE_ATLAS_CONTENT points a build at another archive (the test suites' fixture sites).
const debates = defineCollection({
  loader: debateLoader({ directory: debatesDirFromEnv() + '/' }),
  schema: z.custom<DebateRecord>(),
});

export const collections = { debates };
