// Review 2026-12-05o of "debates' downloads made beside the pages" (aea827f7..7d4bb081):
// F3, a build that ends between astro:build:start and astro:build:done, as the reviewer wrote
// it (tests/fixtures/review-2026-12-05o/FINDINGS.md; F1 and F2 are in earlyDownloads.test.ts).
// It failed on the reviewed code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { debatesToPublish } from '../../../src/integrations/afterBuild.ts';
import { recordCache } from '../../../src/site/recordCache.ts';
import { atlasFixture } from '../../support/afterBuildFixture.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const helpers = 'tests/fixtures/review-2026-12-05o';
/** Whether process `pid` still runs (a zombie, ended but not yet reaped, does not). */
const alive = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

describe('review 05o: a build that ends between build:start and build:done', () => {
  it('F3: leaves no early worker running, and nothing is written into the cache after it has ended', async () => {
    const { debates, loaded } = await atlasFixture();
    const stray = tempFolder('da-review05o-stray-');
    const cache = path.join(stray, 'debate-atlas');
    const records = recordCache(path.join(cache, 'records'));
    for (const debate of debates) records.put(debate);
    const list = path.join(stray, 'list.json');
    writeFileSync(list, JSON.stringify(debatesToPublish(loaded())));
    const started = path.join(stray, 'started');
    const result = spawnSync(process.execPath, [path.resolve(helpers, 'astroDiesEarly.ts'), list, cache, started], {
      encoding: 'utf8',
      timeout: 90_000,
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.resolve(helpers, 'slowCacheWrites.mjs')}`.trim(), REVIEW05O_SLOW_MS: '1500', REVIEW05O_STARTED: started },
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(1);
    const exitedAt = Number(/astro exits at (\d+)/.exec(result.stdout)![1]);
    const workerPid = Number(readFileSync(started, 'utf8'));
    // It ends once it sees its parent gone: waited for, up to five seconds.
    let workerAliveAfterAstro = alive(workerPid);
    for (let waited = 0; workerAliveAfterAstro && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      workerAliveAfterAstro = alive(workerPid);
    }
    // Long enough for the slowed batch to end.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const downloads = path.join(cache, 'downloads');
    const writtenAfter = existsSync(downloads)
      ? readdirSync(downloads).filter((name) => !name.startsWith('.') && statSync(path.join(downloads, name)).mtimeMs > exitedAt)
      : [];
    expect({ workerAliveAfterAstro, writtenAfter }).toEqual({ workerAliveAfterAstro: false, writtenAfter: [] });
  });
});
