import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file of a built site, relative, sorted. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

export const readSiteFile = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
