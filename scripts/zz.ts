import { readdirSync, mkdirSync, rmSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { filePool } from '../src/integrations/filePool.ts';
const cache = '/tmp/work-m1/cache/debate-atlas/downloads';
const out = '/tmp/copytest';
rmSync(out, { recursive: true, force: true });
const t = performance.now();
const pool = filePool(32);
let n = 0;
for (const d of readdirSync(cache)) {
  const from = path.join(cache, d);
  let files: string[]; try { files = readdirSync(from); } catch { continue; }
  const to = path.join(out, d); mkdirSync(to, { recursive: true });
  for (const f of files) { n++; await pool.add(() => copyFile(path.join(from, f), path.join(to, f), constants.COPYFILE_FICLONE)); }
}
await pool.drain();
console.log(n, 'files', ((performance.now() - t) / 1000).toFixed(2), 's');
