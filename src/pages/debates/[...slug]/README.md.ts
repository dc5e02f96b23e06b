import { exportReadmeMd } from '../../../lib/export/exportReadmeMd.ts';
import { debatePaths } from '../../../site/debates.ts';
import { debateFileRoute } from '../../../site/downloads.ts';

export const getStaticPaths = debatePaths;
export const GET = debateFileRoute('text/markdown; charset=utf-8', (d) => exportReadmeMd(d.graph, d.stats, d.selfCheck));
