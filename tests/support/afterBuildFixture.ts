// The after-build step's specs' shared ground: the atlas fixture's debates laid out, a site
// as `astro build` leaves it, and a build log that keeps what it is told.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadArchive } from '../../src/lib/archive/loadArchive.ts';
import type { LaidOutDebate } from '../../src/lib/archive/debateRecord.ts';
import { layoutAtlas } from '../../src/lib/layout/layoutAtlas.ts';
import { layoutGraph } from '../../src/lib/layout/layoutGraph.ts';
import type { MergeResult } from '../../src/lib/merge/mergeDebates.ts';

export interface AtlasFixture {
  debates: LaidOutDebate[];
  merge: MergeResult;
  /** The loaded archive as the build hands it to the after-build step. */
  loaded(): { merge: MergeResult; debates: LaidOutDebate[]; atlasLayout: ReturnType<typeof layoutAtlas> };
}

/** tests/fixtures/sites/atlas, loaded and laid out as the content loader does. */
export async function atlasFixture(): Promise<AtlasFixture> {
  const archive = await loadArchive('tests/fixtures/sites/atlas/debates', process.cwd(), { pipelineVersion: 'test' });
  const debates = archive.debates.map((d) => ({ ...d, layout: layoutGraph(d.graph, d.slug) }));
  const merge = archive.merge!;
  return { debates, merge, loaded: () => ({ merge, debates, atlasLayout: layoutAtlas(merge.atlas, new Map(debates.map((d) => [d.slug, d.layout]))) }) };
}

/** A site as `astro build` leaves it under `out`: a searchable page per debate, and the atlas's. */
export function writePagesOf(out: string, debates: readonly LaidOutDebate[]): void {
  for (const page of [...debates.map((d) => `debates/${d.slug}/index.html`), 'atlas/index.html']) {
    mkdirSync(path.dirname(path.join(out, page)), { recursive: true });
    writeFileSync(path.join(out, page), `<!doctype html><html lang="en"><head><title>${page}</title></head><body><main data-pagefind-body><h1>${page}</h1></main></body></html>`);
  }
}

/** A build log per part (`[part] message`, warnings `[part] warning: message`), and what it was told; `onInfo` sees each info line as it is said. */
export function buildLog(onInfo: (line: string) => void = () => {}) {
  const said: string[] = [];
  const info = (line: string) => {
    said.push(line);
    onInfo(line);
  };
  const log = (part: string) => ({ info: (message: string) => info(`[${part}] ${message}`), warn: (message: string) => void said.push(`[${part}] warning: ${message}`) });
  return { said, log };
}
