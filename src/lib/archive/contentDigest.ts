// The cache key of a processed debate: everything its record depends on. The bytes, the
// file name (a minutes title or date can come from it; diagnostics name it), the slug,
// and the version of the pipeline that read it, so changed code never serves an old record.
import { createHash } from 'node:crypto';

export function contentDigest(bytes: Uint8Array, file: string, slug: string, pipelineVersion: string): string {
  const hash = createHash('sha256');
  for (const part of [pipelineVersion, slug, file]) hash.update(part).update('\0');
  return hash.update(bytes).digest('base64url');
}
