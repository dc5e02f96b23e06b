// The cache key of a processed debate: everything its record depends on. The bytes, the
// file name (a minutes title or date can come from it; diagnostics name it), the slug,
// and the version of the pipeline that read it, so changed code never serves an old record;
// and the correction file beside the log, so editing it rebuilds the debate.
import { createHash } from 'node:crypto';

export function contentDigest(bytes: Uint8Array, file: string, slug: string, pipelineVersion: string, sidecar?: { file: string; bytes: Uint8Array }): string {
  const hash = createHash('sha256');
  for (const part of [pipelineVersion, slug, file]) hash.update(part).update('\0');
  hash.update(bytes);
  if (sidecar !== undefined) hash.update('\0corrections\0').update(sidecar.file).update('\0').update(sidecar.bytes);
  return hash.digest('base64url');
}
