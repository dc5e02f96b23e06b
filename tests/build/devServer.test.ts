// The final check of a build (src/integrations/publishedSite.ts: every debate's page and
// downloads, the atlas files and the search index in the output, and an exit 0 before
// that a failure) is a build's alone. `astro dev` writes no output folder and serves the
// downloads from memory (site/devDownloads.ts): the check must neither fail it nor report
// files dev never writes, and stopping the dev server is no "ended before the site was
// complete" (issue 30, the fifth round's low finding 3).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { disarmExitGuard } from '../../src/integrations/publishedSite.ts';
import siteOutputs from '../../src/integrations/siteOutputs.ts';
import { projectRoot, testOutput } from '../support/buildSite.ts';
import { pauseSync, tryLock, unlock } from '../support/runLock.ts';

const content = 'tests/fixtures/sites/atlas/debates';

/** This process's environment without what vitest adds to it (its mode, `DEV`, `PROD`, `BASE_URL`: Vite would read them as the dev server's). */
function devEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/^(VITEST|TEST$|MODE$|DEV$|PROD$|SSR$|BASE_URL$|NODE_ENV$)/.test(key)) delete env[key];
  return env;
}

/** A port free at this moment (the dev server takes it next). */
const freePort = (): Promise<number> => new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
  });
});

describe('astro dev and the build’s final check', () => {
  it('serves the pages and downloads, says nothing is missing, and ends by the signal it was sent', async () => {
    const lock = testOutput('one-build.lock');
    while (!tryLock(lock)) pauseSync();
    const cacheDir = testOutput('cache-dev-server');
    const outDir = testOutput('site-dev-server');
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
    try {
      const port = await freePort();
      const dev = spawn(path.join(projectRoot, 'node_modules/.bin/astro'), ['dev', '--port', String(port), '--host', '127.0.0.1', '--outDir', outDir], {
        cwd: projectRoot,
        env: { ...devEnvironment(), ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', DEBATE_ATLAS_CACHE_DIR: cacheDir, DEBATE_ATLAS_CONTENT: content },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => dev.once('exit', (code, signal) => resolve({ code, signal })));
      const ready = new Promise<void>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString('utf8');
          if (/watching for file changes/.test(output)) resolve();
        };
        dev.stdout.on('data', read);
        dev.stderr.on('data', read);
        void exited.then(({ code, signal }) => reject(new Error(`astro dev ended (${code ?? signal}) before it was ready:\n${output}`)));
      });
      try {
        await ready;
        const status = async (url: string) => (await fetch(`http://127.0.0.1:${port}${url}`)).status;
        for (const url of ['/debates/2026/ai-art/', '/debates/2026/ai-art/graph.json', '/atlas/', '/atlas/vault.zip']) expect(await status(url), `${url}\n${output}`).toBe(200);
      } finally {
        dev.kill('SIGINT');
      }
      // Ended by the signal, as a Ctrl-C ends it: no exit guard turned that into a failure.
      expect(await exited, output).toEqual({ code: null, signal: 'SIGINT' });
      expect(output).not.toContain('ended before the site was complete');
      expect(output).not.toContain('the build is incomplete');
      expect(output).not.toMatch(/missing or empty/);
      // Dev wrote no output folder, so it could have nothing to check there.
      expect(existsSync(outDir)).toBe(false);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
      unlock(lock);
    }
  }, 240_000);

  it('arms the exit guard for `astro build` only, never for `astro dev` or `astro preview`', () => {
    const guarded = () => Reflect.get(process, Symbol.for('debate-atlas.exit-guard')) !== undefined;
    const setup = siteOutputs().hooks['astro:config:setup'] as unknown as (options: { command: string }) => void;
    const exitListeners = process.listenerCount('exit');
    for (const command of ['dev', 'preview', 'sync']) {
      setup({ command });
      expect(guarded(), command).toBe(false);
      expect(process.listenerCount('exit'), command).toBe(exitListeners);
    }
    setup({ command: 'build' });
    expect(guarded()).toBe(true);
    disarmExitGuard();
    expect(process.listenerCount('exit')).toBe(exitListeners);
  });
});
