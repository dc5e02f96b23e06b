// debate-atlas init: turns a clone into an empty archive of your own. It removes the
// sample debates and note shipped in content/ when they are unchanged (sampleArchive.ts),
// keeps every other file and says which, and points to examples/ for a log of each format.
import { createHash } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { terminalText } from '../../lib/core/terminalText.ts';
import { commandArgs, EXIT, UsageError, type CliIo } from '../cliIo.ts';
import { SAMPLE_FILES } from '../sampleArchive.ts';

const CONTENT = 'content';

export const INIT_USAGE = `debate-atlas init [--force]
  Turns this clone into an empty archive: removes the sample debates and note shipped in
  ${CONTENT}/ (debates/, notes/), then the next \`npm run build\` publishes a site with no
  debates. Only the samples are removed, and only while unchanged: a changed sample stops
  it (nothing removed) unless --force, which removes it too and names it. Files of your own
  are always kept and listed. Examples of every log format are in examples/.
  Exit 0 done (or nothing to do), 1 a changed sample without --force or a file that could
  not be removed, 2 usage error.`;

/** The `content/` folder (one holding `debates/`) that `cwd` is inside, shown as a path; null when it is in none. */
async function insideAnArchive(cwd: string): Promise<string | null> {
  for (let dir = cwd, parent = path.dirname(dir); parent !== dir; dir = parent, parent = path.dirname(dir)) {
    if (path.basename(dir) === CONTENT && (await lstat(path.join(dir, 'debates')).catch(() => null))?.isDirectory()) return terminalText(dir);
  }
  return null;
}

interface Plan {
  samples: string[];
  changed: string[];
  own: string[];
}

export async function runInit(args: string[], io: CliIo): Promise<number> {
  const force = commandArgs({ args, options: { force: { type: 'boolean', default: false } }, allowPositionals: false, strict: true }).values.force === true;
  const inside = await insideAnArchive(io.cwd);
  if (inside !== null) throw new UsageError(`init runs in the project's folder, not inside its archive (this folder is in ${inside}); nothing was removed`);
  const content = path.resolve(io.cwd, CONTENT);
  const plan = await planRemoval(content);
  const shown = (file: string) => terminalText(`${CONTENT}/${file}`);
  if (plan.changed.length > 0 && !force) {
    io.stderr(
      `debate-atlas init: ${plural(plan.changed.length, 'sample file was', 'sample files were')} changed since the clone; nothing was removed:\n` +
        plan.changed.map((f) => `  ${shown(f)}\n`).join('') +
        'Run `npx debate-atlas init --force` to remove them with the other samples (files of your own are kept either way).\n',
    );
    return EXIT.problems;
  }
  const remove = [...plan.samples, ...(force ? plan.changed : [])];
  for (const file of remove) await rm(path.join(content, file), { force: true });
  await pruneEmptyFolders(content, remove);
  // The debates folder stays (git keeps no empty folder; names starting with "." are skipped).
  await mkdir(path.join(content, 'debates'), { recursive: true });
  await writeFile(path.join(content, 'debates', '.gitkeep'), '', { flag: 'a' });

  const lines = [`Removed ${plural(remove.length, 'sample file', 'sample files')} from ${CONTENT}/.`];
  if (force && plan.changed.length > 0) lines.push(`Among them ${plural(plan.changed.length, 'changed sample', 'changed samples')} (--force): ${plan.changed.map(shown).join(', ')}`);
  if (plan.own.length > 0) {
    lines.push(`Kept ${plural(plan.own.length, 'file', 'files')} of your own (a note or aliases.json that names a removed sample now fails the build):`);
    for (const f of plan.own) lines.push(`  ${shown(f)}`);
  }
  lines.push(
    `${CONTENT}/ is your archive now. Add a debate with \`npx debate-atlas add <file>\` or put it under ${CONTENT}/debates/,`,
    'essays under content/notes/; examples/ holds a short log of every format (docs/formats.md describes them).',
    'Then `npm run build`.',
  );
  io.stdout(lines.join('\n') + '\n');
  return EXIT.ok;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every regular file under content/ (links and other entries are never followed, and count as your own). */
async function planRemoval(content: string): Promise<Plan> {
  const plan: Plan = { samples: [], changed: [], own: [] };
  const walk = async (dir: string): Promise<void> => {
    const names = await readdir(path.join(content, dir)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names.sort()) {
      const relative = dir === '' ? name : `${dir}/${name}`;
      const info = await lstat(path.join(content, relative));
      if (info.isDirectory()) await walk(relative);
      else if (relative === 'debates/.gitkeep') continue;
      else if (!info.isFile() || !Object.hasOwn(SAMPLE_FILES, relative)) plan.own.push(relative);
      else if (sha256(await readFile(path.join(content, relative))) === SAMPLE_FILES[relative]) plan.samples.push(relative);
      else plan.changed.push(relative);
    }
  };
  await walk('');
  return plan;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Removes the folders the removed files leave empty, deepest first; content/ itself stays. */
async function pruneEmptyFolders(content: string, removed: readonly string[]): Promise<void> {
  const folders = new Set<string>();
  for (const file of removed) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir);
  }
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length || (a < b ? -1 : 1));
  for (const dir of deepestFirst) {
    await rmdir(path.join(content, dir)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'ENOENT' && error.code !== 'EEXIST') throw error;
    });
  }
}
