// A fixture archive written for one build: a fresh folder under test-results/ made from
// archive folders copied one over the other (each with debates/ and maybe aliases.json,
// notes/) and files written into it, so a build suite can then change, rename or delete
// files in it between builds without touching the fixtures.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot, testOutput } from './buildSite.ts';

export interface FixtureArchive {
  /** The archive's folder (debates/ inside, aliases.json and notes/ beside it). */
  root: string;
  /** Its debates/ folder: what a build's content is. */
  debates: string;
}

export interface ArchiveParts {
  /** Archive folders, relative to the repository, copied in this order (a later one's files win). */
  from?: readonly string[];
  /** Files written last: path inside the archive → text, or a repository file to copy. */
  files?: Readonly<Record<string, string | { copy: string }>>;
}

export function writeFixtureArchive(name: string, parts: ArchiveParts): FixtureArchive {
  const root = testOutput(`content-${name}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'debates'), { recursive: true });
  for (const folder of parts.from ?? []) cpSync(path.join(projectRoot, folder), root, { recursive: true });
  for (const [file, text] of Object.entries(parts.files ?? {})) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (typeof text === 'string') writeFileSync(target, text);
    else cpSync(path.join(projectRoot, text.copy), target);
  }
  return { root, debates: path.join(root, 'debates') };
}
