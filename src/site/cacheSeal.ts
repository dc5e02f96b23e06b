// Kept for src/integrations/searchFragments.ts (rewritten on another branch): the seal is
// the cache module's (src/lib/core/cache.ts). Import from there.
export { bytesDigest, discardedWarning } from '../lib/core/cache.ts';
