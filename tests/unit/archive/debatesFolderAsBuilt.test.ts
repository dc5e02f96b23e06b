// Probe 9 (SL-build, EBa): the build reads its debates folder by the rules `validate` uses
// (listArchive): a linked folder is refused, written with a trailing slash (as the build
// names it) or not; a folder named by DEBATE_ATLAS_CONTENT that does not exist is a located
// error, never an empty archive that would publish an empty site over the last one.
import { copyFile, mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { debatesDirNamed } from '../../../src/lib/archive/contentPath.ts';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import { fixturePath } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const valid = fileURLToPath(fixturePath('logs/valid-minimal.json'));
const errors = (archive: { diagnostics: Array<{ file: string; code: string; severity: string; message: string }> }) =>
  archive.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.file}: ${d.message}`);

describe('the debates folder as the build names it', () => {
  it('is refused when it is a symbolic link, with or without a trailing slash, and nothing behind it is read', async () => {
    const dir = tempFolder('da-debates-link-');
    await mkdir(path.join(dir, 'elsewhere/debates'), { recursive: true });
    await copyFile(valid, path.join(dir, 'elsewhere/debates/a.json'));
    await mkdir(path.join(dir, 'content'));
    await symlink(path.join(dir, 'elsewhere/debates'), path.join(dir, 'content/debates'));
    for (const named of ['content/debates', 'content/debates/']) {
      const archive = await loadArchive(path.join(dir, named), dir, { required: true });
      expect(archive.debates, named).toEqual([]);
      expect(errors(archive), named).toEqual([expect.stringMatching(/^symlink content\/debates: the archive folder is a symbolic link/)]);
    }
  });

  it('is a located error when named and missing, and an empty archive when it is the default one', async () => {
    const dir = tempFolder('da-debates-missing-');
    const named = await loadArchive(path.join(dir, 'nope/debates') + path.sep, dir, { required: true });
    expect(errors(named)).toEqual(['unreadable nope/debates: the archive folder does not exist (no such folder); nothing was built from it']);
    expect(errors(await loadArchive(path.join(dir, 'content/debates'), dir))).toEqual([]);
  });

  it('says why a folder whose name is not UTF-8 cannot be read, not that it is missing (probe 18a row 30)', async () => {
    const dir = tempFolder('da-debates-bytes-');
    // The folder exists under its bytes; the name as text (an environment variable) holds U+FFFD for them.
    await mkdir(Buffer.concat([Buffer.from(`${dir}/n`), Buffer.from([0x85, 0xff]), Buffer.from('/debates')]), { recursive: true });
    const named = await loadArchive(path.join(dir, 'n\uFFFD\uFFFD', 'debates'), dir, { required: true });
    expect(errors(named)).toEqual(['unreadable n\uFFFD\uFFFD/debates: no folder has this name, which holds \uFFFD, the mark left where the bytes of a name are not UTF-8: a folder named so cannot be named in an argument or a variable; rename it in UTF-8']);
  });

  it('is named when DEBATE_ATLAS_CONTENT is set, not otherwise', () => {
    expect(debatesDirNamed({ DEBATE_ATLAS_CONTENT: '/srv/a/debates' })).toBe(true);
    expect(debatesDirNamed({ DEBATE_ATLAS_CONTENT: '' })).toBe(false);
    expect(debatesDirNamed({})).toBe(false);
  });
});
