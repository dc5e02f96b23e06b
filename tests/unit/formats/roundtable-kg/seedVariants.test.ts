// Roundtable-kg logs that other hands wrote from the seed and the spec alone (each folder's
// README says what every file varies and which line allows it): each folder, read as one
// archive, must give no problem at all, and its cross-debate aliases must join in the atlas.
import { cp, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadArchive } from '../../../../src/lib/archive/loadArchive.ts';
import { tempFolder } from '../../../support/tempFolder.ts';

const fixtures = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const variantFolders = ['probe-2026-12-02/rtkg', 'kg-variants-2027-03'];

async function archiveOf(folder: string) {
  const root = tempFolder('debate-atlas-kg-variants-');
  const debates = path.join(root, 'content/debates');
  await mkdir(debates, { recursive: true });
  const files = (await readdir(path.join(fixtures, folder))).filter((name) => name.endsWith('.json'));
  for (const name of files) await cp(path.join(fixtures, folder, name), path.join(debates, name));
  return { files, archive: await loadArchive(debates, root) };
}

describe('roundtable-kg variants the seed allows, written blind', () => {
  for (const folder of variantFolders) {
    it(`${folder}: every log is read, with no problem`, async () => {
      const { files, archive } = await archiveOf(folder);
      const errors = archive.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line ?? ''} ${d.code} ${d.message}`);
      expect(errors).toEqual([]);
      expect(archive.debates.map((d) => d.slug).sort()).toEqual(files.map((name) => name.replace(/\.json$/, '')).sort());
    });
  }

  it('an alias_of to another debate joins the two claims in the atlas', async () => {
    const { archive } = await archiveOf('kg-variants-2027-03');
    const joined = archive.merge?.atlas.nodes.find((n) => (n.members as readonly string[]).includes('minimal-required-only:c1'));
    expect(joined?.used_in).toEqual(['alias-cycle-cross-debate', 'minimal-required-only']);
  });
});
