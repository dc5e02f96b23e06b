// One folder maker for the build and the CLI (probe 11, rows 19 and 21): what stops it is
// named as it is, never as ENOENT from Node's recursive mkdir.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFolder, makeFolderSync } from '../../../src/lib/core/makeFolder.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-make-folder-');

describe('making a folder and those above it', () => {
  it('makes every missing level, and is content when the folder is there', async () => {
    makeFolderSync(path.join(work, 'a', 'b', 'c'));
    await makeFolder(path.join(work, 'x', 'y'));
    makeFolderSync(path.join(work, 'a', 'b', 'c'));
    await makeFolder(path.join(work, 'x', 'y'));
    expect(readdirSync(path.join(work, 'a', 'b'))).toEqual(['c']);
    expect(readdirSync(path.join(work, 'x'))).toEqual(['y']);
  });

  it('names a file on the way as ENOTDIR and a file at the name as EEXIST', async () => {
    mkdirSync(path.join(work, 'files'));
    const file = path.join(work, 'files', 'f');
    writeFileSync(file, '');
    expect(() => makeFolderSync(path.join(file, 'below'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
    await expect(makeFolder(path.join(file, 'below', 'more'))).rejects.toMatchObject({ code: 'ENOTDIR' });
    expect(() => makeFolderSync(file)).toThrow(expect.objectContaining({ code: 'EEXIST' }));
  });
});
