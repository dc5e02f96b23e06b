// The CLI as one bundled JavaScript entry (plus one chunk per command), so a run loads no
// TypeScript: built by `npm ci`/`npm install` (the `prepare` script) into
// node_modules/.cache/debate-atlas-cli/, used by bin/debate-atlas.js only while the digest
// of its inputs (the src/ files it was built from, the lockfile, this file) still matches.
// Plain JavaScript: the launcher must not load Node's type stripper.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const BUNDLE_DIR = path.join(ROOT, 'node_modules/.cache/debate-atlas-cli');
const ENTRY = 'src/cli/main.ts';
/** Always part of the digest: what decides how the bundle is built and which packages it holds. */
const FIXED_INPUTS = ['package-lock.json', 'bin/cliBundle.js'];

/**
 * The digest of the files a bundle was built from, or undefined when one is missing.
 * @param {string} root
 * @param {string[]} inputs paths relative to root
 */
export function inputsDigest(root, inputs) {
  const hash = createHash('sha256').update(root).update('\0');
  try {
    for (const input of [...FIXED_INPUTS, ...inputs]) hash.update(input).update('\0').update(readFileSync(path.join(root, input))).update('\0');
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}

/**
 * The bundle's entry file when the bundle in `dir` was built from exactly today's sources.
 * @param {string} [dir]
 * @returns {string | undefined}
 */
export function currentBundle(dir = BUNDLE_DIR) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(dir, 'stamp.json'), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof stamp?.digest !== 'string' || !Array.isArray(stamp.inputs)) return undefined;
  return inputsDigest(ROOT, stamp.inputs) === stamp.digest ? path.join(dir, 'main.js') : undefined;
}

/**
 * Source files see their own location in import.meta.url (the CLI reads package.json and
 * the graph's client files next to its sources), not the bundle's.
 * @type {import('esbuild').Plugin}
 */
const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const url = JSON.stringify(pathToFileURL(args.path).href);
      const contents = readFileSync(args.path, 'utf8').replaceAll('import.meta.url', url);
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Builds the bundle into `dir`: written beside it first, then renamed into place.
 * @param {string} [dir]
 */
export async function buildCliBundle(dir = BUNDLE_DIR) {
  const { build } = await import('esbuild');
  const temporary = `${dir}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: path.join(ROOT, ENTRY) },
    outdir: temporary,
    bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'node24',
    // esbuild runs its own binary (render bundles the graph's browser script): not bundled.
    external: ['esbuild'],
    // The ES module builds: jsonc-parser's CommonJS build requires files by computed names.
    mainFields: ['module', 'main'],
    // CommonJS packages (fast-glob) call require() for Node's modules.
    banner: { js: "import { createRequire as __cliRequire } from 'node:module'; const require = __cliRequire(import.meta.url);" },
    plugins: [keepSourceUrls],
    metafile: true, logLevel: 'warning', legalComments: 'none',
  });
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => path.relative(ROOT, path.resolve(process.cwd(), input)).split(path.sep).join('/'))
    .filter((input) => input.startsWith('src/'))
    .sort();
  const digest = inputsDigest(ROOT, inputs);
  writeFileSync(path.join(temporary, 'stamp.json'), JSON.stringify({ digest, inputs }, null, 1) + '\n');
  mkdirSync(path.dirname(dir), { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  renameSync(temporary, dir);
  return { entry: path.join(dir, 'main.js'), inputs };
}

/**
 * Links `node_modules/.bin/debate-atlas` to the launcher, so `npx debate-atlas` finds it on
 * npx's fast path (docs/decisions/cli-bundle.md); made beside the link, then renamed over it.
 * @param {string} [root]
 */
export function linkCliBin(root = ROOT) {
  const binDir = path.join(root, 'node_modules/.bin');
  const link = path.join(binDir, 'debate-atlas');
  const temporary = `${link}.${process.pid}.tmp`;
  mkdirSync(binDir, { recursive: true });
  rmSync(temporary, { force: true });
  symlinkSync('../../bin/debate-atlas.js', temporary);
  renameSync(temporary, link);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    linkCliBin();
  } catch (error) {
    console.warn(`debate-atlas: node_modules/.bin/debate-atlas not linked (${error instanceof Error ? error.message : error}); run the CLI with \`node bin/debate-atlas.js\``);
  }
  // `prepare` runs this on every `npm ci`: a failed build leaves the CLI on its sources, never a failed install.
  try {
    const { inputs } = await buildCliBundle();
    console.log(`debate-atlas: CLI bundle built from ${inputs.length} source files`);
  } catch (error) {
    console.warn(`debate-atlas: CLI bundle not built (${error instanceof Error ? error.message : error}); the CLI runs from its sources`);
  }
}
