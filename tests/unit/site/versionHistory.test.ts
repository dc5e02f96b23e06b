// The History section through the cache (src/site/history.ts): each old version of a
// debate file is read once by its blob hash and kept; a rebuild reads none again; a
// poisoned version in the cache is discarded, named, and read again, so the history shown
// is the one git holds.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileHistory, type HistoryEntry } from '../../../src/lib/archive/gitHistory.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { readGitLogSync } from '../../../src/lib/archive/gitLog.ts';
import { archiveHistory } from '../../../src/site/history.ts';
import { fixturePath } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, {
  cwd, env: { ...process.env, GIT_AUTHOR_DATE: '2026-02-01T10:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T10:00:00Z', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.org', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.org' },
});

const file = 'content/debates/cars.json';
const debate = { file, slug: 'cars' as DebateSlug };
const root = tempFolder('da-version-cache-');
let cacheFolder: string;

beforeAll(() => {
  vi.stubEnv('DEBATE_ATLAS_CONTENT', 'content/debates');
  cacheFolder = path.join(root, 'cache', 'history');
  mkdirSync(path.join(root, 'content/debates'), { recursive: true });
  git(root, 'init', '-q');
  // v1, v2, then v1 again (a revert): three versions, two blobs.
  for (const [version, message] of [['v1', 'first'], ['v2', 'second'], ['v1', 'revert']] as const) {
    copyFileSync(fixturePath(`analysis/cars-${version}.json`), path.join(root, file));
    git(root, 'add', '.');
    git(root, 'commit', '-qm', message);
  }
});
afterAll(() => vi.unstubAllEnvs());

/** The history as a page shows it, and how many versions were read (not taken from the cache). */
function historyOnce(warn: (message: string) => void = () => {}): { history: HistoryEntry[]; read: number } {
  const dir = path.join(root, 'content/debates');
  const archive = archiveHistory(root, dir, readGitLogSync(dir), cacheFolder, 'pipeline-1', [debate], warn);
  const versions = archive.versions(debate);
  let read = 0;
  const counted = (blob: string, make: () => ReturnType<Parameters<typeof versions>[1]>) => versions(blob, () => (read++, make()));
  const history = fileHistory(root, file, archive.log!.commits.get('cars.json')!, debate.slug, counted);
  return { history, read };
}

describe('version history through the cache', () => {
  it('reads each blob once, and a rebuild reads none', () => {
    const first = historyOnce();
    expect(first.read).toBe(2);
    expect(first.history.map((h) => h.summary)).toEqual([
      '1 node added, 1 node removed, 2 nodes changed, 5 edges added, 4 edges removed',
      '1 node added, 1 node removed, 2 nodes changed, 4 edges added, 5 edges removed',
      'added',
    ]);
    expect(readdirSync(cacheFolder)).toHaveLength(2);
    const second = historyOnce();
    expect(second.read).toBe(0);
    expect(second.history).toEqual(first.history);
  });

  it('discards a poisoned version, naming it, and shows what git holds', () => {
    const clean = historyOnce().history;
    const entry = path.join(cacheFolder, readdirSync(cacheFolder).sort()[0]!);
    const bytes = readFileSync(entry);
    bytes[bytes.length - 10]! ^= 0x20;
    writeFileSync(entry, bytes);
    const warnings: string[] = [];
    const again = historyOnce((message) => warnings.push(message));
    expect(warnings).toEqual([`the version history cache: discarded the cache entry ${entry} and made it again: its bytes do not match its digest (edited or cut short)`]);
    expect(again.read).toBe(1);
    expect(again.history).toEqual(clean);
  });

  it('prunes the versions no debate shows any more', () => {
    historyOnce();
    const dir = path.join(root, 'content/debates');
    archiveHistory(root, dir, readGitLogSync(dir), cacheFolder, 'pipeline-2', [debate], () => {});
    expect(readdirSync(cacheFolder)).toEqual([]);
  });
});
