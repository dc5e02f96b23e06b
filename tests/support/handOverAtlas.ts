// Stands in for `astro build` under `npm run build` (tests/unit/atlasFilesReport.test.ts):
// starts the downloads of an archive with the atlas worker reporting on fd 3, finishes them
// (handing the atlas files over), and ends without waiting for the atlas files.
//
// Usage: node tests/support/handOverAtlas.ts <debates folder> <output folder> <cache folder>
import path from 'node:path';
import { loadArchive } from '../../src/lib/archive/loadArchive.ts';
import { layoutAtlas } from '../../src/lib/layout/layoutAtlas.ts';
import { layoutGraph } from '../../src/lib/layout/layoutGraph.ts';
import { reportFd } from '../../src/integrations/atlasFilesReport.ts';
import { startWorkers } from '../../src/integrations/downloadJob.ts';
import { startDownloads } from '../../src/integrations/downloads.ts';

const [content, out, cache] = process.argv.slice(2) as [string, string, string];
const archive = await loadArchive(content, process.cwd(), { pipelineVersion: 'test' });
const debates = archive.debates.map((d) => ({ ...d, layout: layoutGraph(d.graph, d.slug) }));
const merge = archive.merge!;
const atlasLayout = layoutAtlas(merge.atlas, new Map(debates.map((d) => [d.slug, d.layout])));
const started = await startDownloads(out, { merge, debates, atlasLayout }, cache, { workers: await startWorkers(reportFd()), vaultCache: path.join(cache, 'vault-entries.bin') });
try {
  const written = await started.finish();
  console.log(JSON.stringify(written));
} catch (error) {
  console.log(JSON.stringify({ failed: error instanceof Error ? error.message : String(error) }));
}
