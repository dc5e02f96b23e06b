// Same input, same output: the sample archive built by `npm run build` (the search index
// made after `astro build` ends) and again by `astro build` alone (the index made inside
// it) are the same site, byte for byte. A suite of the full run (`npm run test:full`): it
// costs a build of its own, and what it guards (output that depends on neither the order
// of work nor the path through the build) is broken rarely by a change; the quick suite
// keeps the sample's own checks (sampleSite.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../support/fixtureSites.ts';
import { listFiles } from '../../scripts/support/siteFiles.ts';

const site = fixtureSite('sample');
const again = fixtureSite('sample-again');

describe('the sample archive built twice', () => {
  it('is the same site, byte for byte, built again with astro build alone', () => {
    const files = listFiles(site.outDir);
    expect(listFiles(again.outDir)).toEqual(files);
    const differing = files.filter((f) => !readFileSync(path.join(site.outDir, f)).equals(readFileSync(path.join(again.outDir, f))));
    expect(differing).toEqual([]);
  });
});
