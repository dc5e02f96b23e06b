// Kept for src/integrations/searchFragments.ts (rewritten on another branch): the prune
// rule is the cache module's (src/lib/core/cache.ts). Import from there.
export { staleEntries } from '../lib/core/cache.ts';
