// A debate's file as a page shows it. Its path is kept relative to the project (history and
// the data store resolve it so); a folder outside the project (DEBATE_ATLAS_CONTENT=/srv/x/debates)
// would show as "../../../srv/x/debates/…", the build machine's layout on a published page:
// such a file is shown from its archive folder's name instead ("debates/2029-05-03-….md").
import path from 'node:path';
import { debatesDirFromEnv } from '../lib/archive/contentPath.ts';

export function shownFile(file: string, root: string = process.cwd()): string {
  if (!file.startsWith('../')) return file;
  const archive = path.dirname(path.resolve(root, debatesDirFromEnv()));
  const shown = path.relative(archive, path.resolve(root, file)).split(path.sep).join('/');
  return shown.startsWith('../') ? path.basename(file) : shown;
}
