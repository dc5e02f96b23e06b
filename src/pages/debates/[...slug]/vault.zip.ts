import { exportObsidianVault } from '../../../lib/export/exportObsidianVault.ts';
import { debateSubject } from '../../../lib/export/subject.ts';
import { zipFiles } from '../../../lib/export/zipFiles.ts';
import { debatePaths } from '../../../site/debates.ts';
import { debateFileRoute } from '../../../site/downloads.ts';

export const getStaticPaths = debatePaths;
// One folder inside the archive, named after the debate: unzipped, it opens as a vault.
export const GET = debateFileRoute('application/zip', (d) =>
  zipFiles(exportObsidianVault(debateSubject(d.graph, d.slug, d.title)), `${d.slug.replaceAll('/', '-')}-vault`, { compress: false }));
