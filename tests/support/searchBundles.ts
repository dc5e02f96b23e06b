// Pagefind bundles side by side: the one Pagefind makes from whole pages, against the one
// the site publishes (made from the pages' sources, src/integrations/searchSource.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { INDEX_LANGUAGE } from '../../src/integrations/pagefindIndex.ts';
import { listFiles } from '../../scripts/support/siteFiles.ts';

/** The bundle Pagefind writes into `output` from the pages under `root` as they are (one index, the site's language setting). */
export async function pagefindBundleOf(root: string, output: string): Promise<void> {
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: INDEX_LANGUAGE });
    if (!index || errors.length > 0) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: root });
    const written = await index.writeFiles({ outputPath: output });
    if (added.errors.length + written.errors.length > 0) throw new Error([...added.errors, ...written.errors].join('; '));
  } finally {
    await pagefind.close();
  }
}

/** Pagefind's UIs the site does not ship, and the site's own parts.json. */
const notCompared = (name: string) => name === 'parts.json' || /^pagefind-(component-|modular-)?(ui|highlight)\./.test(name);

/** Files one bundle has and the other lacks, then files both have with different bytes. */
export function bundleDifferences(a: string, b: string): string[] {
  const [inA, inB] = [a, b].map((folder) => listFiles(folder).filter((name) => !notCompared(name))) as [string[], string[]];
  const onlyOne = [...inA.filter((name) => !inB.includes(name)), ...inB.filter((name) => !inA.includes(name))];
  return [...onlyOne, ...inA.filter((name) => inB.includes(name) && !readFileSync(path.join(a, name)).equals(readFileSync(path.join(b, name))))];
}
