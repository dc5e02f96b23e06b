// A folder of text files as one .zip (the vault download). Same files, same bytes: the
// entries are sorted and every one carries the same fixed time, built from local date
// parts so the time zone of the machine cannot change the DOS timestamp written.
import { strToU8, zipSync, type Zippable } from 'fflate';
import { compareText } from '../core/diagnostics.ts';

const FIXED_TIME = new Date(2000, 0, 1, 0, 0, 0);

/**
 * `compress: false` stores the notes as they are: a debate's vault is tens of KB, web
 * servers compress downloads anyway, and a build writes one per debate, so deflating
 * each would cost the build more than it saves the reader.
 */
export function zipFiles(files: ReadonlyArray<{ path: string; content: string }>, folder = '', options: { compress?: boolean } = {}): Uint8Array {
  const entries: Zippable = {};
  for (const file of [...files].sort((a, b) => compareText(a.path, b.path))) {
    entries[folder ? `${folder}/${file.path}` : file.path] = [strToU8(file.content), { mtime: FIXED_TIME }];
  }
  return zipSync(entries, { level: options.compress === false ? 0 : 6, mtime: FIXED_TIME });
}
