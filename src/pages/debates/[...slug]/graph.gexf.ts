import { exportGexf } from '../../../lib/export/exportGexf.ts';
import { debateSubject } from '../../../lib/export/subject.ts';
import { debatePaths } from '../../../site/debates.ts';
import { debateFileRoute } from '../../../site/downloads.ts';

export const getStaticPaths = debatePaths;
export const GET = debateFileRoute('application/xml', (d) => exportGexf(debateSubject(d.graph, d.slug, d.title)));
