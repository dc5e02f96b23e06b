import { exportAif } from '../../../lib/export/exportAif.ts';
import { debatePaths } from '../../../site/debates.ts';
import { debateFileRoute } from '../../../site/downloads.ts';

export const getStaticPaths = debatePaths;
export const GET = debateFileRoute('application/json', (d) => exportAif(d.graph).text);
