// Stands in for `astro build` under `npm run build` (tests/unit/integrations/atlasFilesReport.test.ts):
// starts the downloads of an archive with the atlas worker reporting on fd 3, finishes them
// (handing the atlas files over), and ends without waiting for the atlas files.
//
// Usage: node tests/support/handOverAtlas.ts <debates folder> <output folder> <cache folder> [--after-atlas-worker-ends]
// With --after-atlas-worker-ends it finishes only once the atlas worker has ended (a test
// kills it as it starts): the kill lands before the handover, by the order of events, not by luck.
import path from 'node:path';
import { loadArchive } from '../../src/lib/archive/loadArchive.ts';
import { layoutAtlas } from '../../src/lib/layout/layoutAtlas.ts';
import { layoutGraph } from '../../src/lib/layout/layoutGraph.ts';
import { reportFd } from '../../src/integrations/atlasFilesReport.ts';
import { startWorkers } from '../../src/integrations/downloadJob.ts';
import { startDownloads } from '../../src/integrations/downloads.ts';

const [content, out, cache, when] = process.argv.slice(2) as [string, string, string, string | undefined];
const archive = await loadArchive(content, process.cwd(), { pipelineVersion: 'test' });
const debates = archive.debates.map((d) => ({ ...d, layout: layoutGraph(d.graph, d.slug) }));
const merge = archive.merge!;
const atlasLayout = layoutAtlas(merge.atlas, new Map(debates.map((d) => [d.slug, d.layout])));
const workers = await startWorkers(reportFd());
const started = await startDownloads(out, { merge, debates, atlasLayout }, cache, { workers, vaultCache: path.join(cache, 'vault-entries.bin') });
if (when === '--after-atlas-worker-ends') {
  // Held while awaited: nothing else keeps this process alive meanwhile.
  workers[1].hold(true);
  await workers[1].exited;
}
try {
  const written = await started.finish();
  console.log(JSON.stringify(written));
} catch (error) {
  console.log(JSON.stringify({ failed: error instanceof Error ? error.message : String(error) }));
}
