import { exportGraphJson } from '../../../lib/export/exportGraphJson.ts';
import { debatePaths } from '../../../site/debates.ts';
import { debateFileRoute } from '../../../site/downloads.ts';

export const getStaticPaths = debatePaths;
export const GET = debateFileRoute('application/json', (d) => exportGraphJson(d.graph, d.stats, d.layout));
