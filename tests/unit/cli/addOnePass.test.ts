// `add` reads the new file once, lists the archive once and merges once: it processes the
// new debate (and only the debates it refers to), never the whole archive.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as pipeline from '../../../src/lib/archive/processDebate.ts';
import * as merging from '../../../src/lib/merge/mergeDebates.ts';
import * as walking from '../../../src/lib/archive/listArchive.ts';
import { runCaptured } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

vi.mock('../../../src/lib/archive/processDebate.ts', { spy: true });
vi.mock('../../../src/lib/merge/mergeDebates.ts', { spy: true });
vi.mock('../../../src/lib/archive/listArchive.ts', { spy: true });

const repo = fileURLToPath(new URL('../../../', import.meta.url));
let dir: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-add-once-');
  await cp(path.join(repo, 'content/debates'), path.join(dir, 'debates'), { recursive: true });
  vi.clearAllMocks();
});

describe('add in one pass', () => {
  it('processes the new log once, lists the archive once, merges once', async () => {
    const { code, stdout, stderr } = await runCaptured(['add', path.join(repo, 'tests/fixtures/logs/valid-minimal.json'), '--content', 'debates', '--site', 'https://x.example'], { cwd: dir });
    expect(stdout + stderr).toContain('added debates/2026/is-a-hot-dog-a-sandwich.json');
    expect(code).toBe(0);
    expect(vi.mocked(pipeline.processDebate)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(walking.listArchive)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(merging.mergeDebates)).toHaveBeenCalledTimes(1);
  });
});
