// The atlas files handed over to `npm run build` (src/integrations/atlasFilesReport.ts):
// the reports read from a pipe, and a real handover: a process standing in for `astro
// build` finishes its downloads and ends, and the atlas worker it forked reports on the
// pipe how the atlas files ended.
import { fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATLAS_FILES_FD_ENV, describeAtlasFiles, readReports, type AtlasFilesOutcome } from '../../../src/integrations/atlasFilesReport.ts';
import { publishAtlasDownloads } from '../../../src/integrations/downloadFiles.ts';
import { ATLAS_DOWNLOADS, atlasDownloadSource } from '../../../src/lib/atlas/atlasDownloads.ts';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import { layoutAtlas } from '../../../src/lib/layout/layoutAtlas.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';

const FIXTURE = 'tests/fixtures/sites/atlas/debates';

const piped = (...chunks: string[]): Readable => {
  const stream = new PassThrough();
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return stream;
};

describe('the reports of the atlas files’ worker', () => {
  it('give the pid as soon as it starts and how the job ended', async () => {
    const heard: string[] = [];
    const outcome = await readReports(piped('{"kind":"started","pid":41}\n{"kind":"do', 'ne","atlasFiles":5}\n'), {
      started: (pid) => heard.push(`started ${pid}`),
      ended: () => heard.push('ended'),
    });
    expect(outcome).toEqual({ kind: 'done', atlasFiles: 5 });
    expect(heard).toEqual(['started 41', 'ended']);
    expect(await readReports(piped('{"kind":"started","pid":41}\n{"kind":"failed","message":"EACCES: atlas/vault.zip"}\n'))).toEqual({ kind: 'failed', message: 'EACCES: atlas/vault.zip' });
    const kept = { kind: 'done', atlasFiles: 5, vaultNotes: { kept: 3, of: 4 } } as const;
    expect(await readReports(piped(`${JSON.stringify(kept)}\n`))).toEqual(kept);
    expect(describeAtlasFiles(kept)).toBe('5 atlas files (3 of 4 vault notes kept from the last build)');
    expect(describeAtlasFiles({ atlasFiles: 5 })).toBe('5 atlas files');
  });

  it('say a worker that ended without a word stopped before it finished; no report at all means no worker had the pipe', async () => {
    expect(await readReports(piped('{"kind":"started","pid":41}\n'))).toEqual({ kind: 'failed', message: expect.stringContaining('stopped before it finished') });
    expect(await readReports(piped())).toEqual({ kind: 'none' });
  });

  it('count a report cut short or not a report as a failure, never as done', async () => {
    expect(await readReports(piped('{"kind":"started","pid":41}\n{"kind":"done","atlas'))).toEqual({ kind: 'failed', message: expect.stringContaining('in the middle of a report') });
    expect(await readReports(piped('{"kind":"done","atlasFiles":"five"}\n'))).toEqual({ kind: 'failed', message: expect.stringContaining('not one') });
    expect(await readReports(piped('done\n'))).toEqual({ kind: 'failed', message: expect.stringContaining('not one') });
    expect(await readReports(piped('{"kind":"done","atlasFiles":5,"vaultNotes":{"kept":"all"}}\n'))).toEqual({ kind: 'failed', message: expect.stringContaining('not one') });
  });
});

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'da-handover-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Runs tests/support/handOverAtlas.ts with a pipe as its fd 3; `onStarted` hears the worker's
 * pid. `afterAtlasWorkerEnds`: the stand-in finishes only once the atlas worker has ended.
 */
async function handOver(out: string, onStarted: (pid: number) => void = () => {}, afterAtlasWorkerEnds = false) {
  const args = ['tests/support/handOverAtlas.ts', FIXTURE, out, path.join(work, `cache-${path.basename(out)}`), ...(afterAtlasWorkerEnds ? ['--after-atlas-worker-ends'] : [])];
  const child = spawn(path.resolve('node_modules/.bin/node'), args, {
    stdio: ['ignore', 'pipe', 'inherit', 'pipe'],
    env: { ...process.env, [ATLAS_FILES_FD_ENV]: '3' },
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const outcome: AtlasFilesOutcome = await readReports(child.stdio[3] as Readable, { started: onStarted });
  return { outcome, status: await exited, written: JSON.parse(stdout) as unknown };
}

// Each case starts processes and lays out an archive: slow on a busy machine, whatever the order of events.
describe('the atlas files handed over', { timeout: 120_000 }, () => {
  it('are written, whether handed over or done before, the same files as the direct writer’s, and reported done on the pipe', async () => {
    const out = path.join(work, 'dist');
    const { outcome, status, written } = await handOver(out);
    expect(status).toBe(0);
    expect(outcome).toEqual({ kind: 'done', atlasFiles: ATLAS_DOWNLOADS.length, vaultNotes: { kept: 0, of: expect.any(Number) } });
    // Handed over if still running when the debates' files were done; else finished already.
    const finished = { atlasFiles: ATLAS_DOWNLOADS.length, vaultNotes: { kept: 0, of: expect.any(Number) } };
    expect([{ debates: 4, fromCache: 0, atlas: 'handed over' }, { debates: 4, fromCache: 0, atlas: finished }]).toContainEqual(written);

    const archive = await loadArchive(FIXTURE, process.cwd(), { pipelineVersion: 'test' });
    const debates = archive.debates.map((d) => ({ ...d, layout: layoutGraph(d.graph, d.slug) }));
    const direct = path.join(work, 'direct');
    await publishAtlasDownloads(direct, atlasDownloadSource(archive.merge!.atlas, layoutAtlas(archive.merge!.atlas, new Map(debates.map((d) => [d.slug, d.layout]))), debates));
    for (const { file } of ATLAS_DOWNLOADS) {
      expect(readFileSync(path.join(out, 'atlas', file)).equals(readFileSync(path.join(direct, 'atlas', file))), file).toBe(true);
    }
  });

  it('report the error when they cannot be written', async () => {
    // atlas/ is a file: the debates' files are written, the atlas files cannot be.
    const out = path.join(work, 'dist-unwritable');
    mkdirSync(out);
    writeFileSync(path.join(out, 'atlas'), '');
    const { outcome, written } = await handOver(out);
    // On the pipe whatever the timing; and by the build itself when the worker had failed
    // before it could be handed over (a worker that has ended is not handed over).
    expect(outcome).toEqual({ kind: 'failed', message: expect.stringMatching(/ENOTDIR|EEXIST/) });
    expect([{ debates: 4, fromCache: 0, atlas: 'handed over' }, { failed: expect.stringMatching(/ENOTDIR|EEXIST/) }]).toContainEqual(written);
  });

  it('are reported failed when handed over before the whole atlas was sent, not left to end in silence', async () => {
    const worker = fork('src/integrations/downloadsWorker.ts', [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc', 'pipe'],
      env: { ...process.env, [ATLAS_FILES_FD_ENV]: '4' },
    });
    const outcome = readReports(worker.stdio[4] as Readable);
    worker.send({ kind: 'handover' });
    expect(await outcome).toEqual({ kind: 'failed', message: 'the atlas files were handed over before the whole atlas had been sent' });
  });

  it('are reported stopped when their worker is killed before it could say how it ended, on the pipe and by the build', async () => {
    // Killed as it says it started; the stand-in build finishes only once it has seen the
    // worker end, so the kill always lands before the handover (events, not timing).
    const { outcome, written } = await handOver(path.join(work, 'dist-killed'), (pid) => process.kill(pid, 'SIGKILL'), true);
    expect(outcome).toEqual({ kind: 'failed', message: expect.stringContaining('stopped before it finished') });
    // Ended before it could be handed over: the build raises its end instead of letting it go.
    // (Killed while a piece of the atlas was in flight, or before the next was sent.)
    expect(written).toEqual({ failed: expect.stringMatching(/stopped \(killed|ended before it was sent all of its job/) });
  });
});
