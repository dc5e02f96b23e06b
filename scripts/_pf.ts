import { indexSite } from '../src/integrations/pagefindIndex.ts';
const t = performance.now();
console.log(await indexSite(process.argv[2]!), ((performance.now() - t) / 1000).toFixed(1), 's');
