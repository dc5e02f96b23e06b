// The cache key of a processed debate: everything its record depends on. The bytes, the
// file name (a minutes title or date can come from it; diagnostics name it), the slug,
// and the version of the pipeline that read it, so changed code never serves an old record;
// and the correction file beside the log, so editing it rebuilds the debate.
import { digest } from '../core/digest.ts';

export function contentDigest(bytes: Uint8Array, file: string, slug: string, pipelineVersion: string, sidecar?: { file: string; bytes: Uint8Array }): string {
  return digest([pipelineVersion, slug, file, bytes, ...(sidecar === undefined ? [] : ['corrections', sidecar.file, sidecar.bytes])]);
}
