// A headless Chromium driven by playwright-core; no browser is ever downloaded. In order:
// CHROMIUM_PATH when set; Debian's chromium-headless-shell, then Debian's chromium, the first
// that is installed and starts (why the shell first: docs/decisions/chromium-for-the-suites.md); else
// the Chromium inside the @sparticuz/chromium devDependency, unpacked once (~5 s) into
// node_modules/.cache/debate-atlas/chromium-<version>/ and reused by every later run, so
// `npm test` runs the browser suites on any Linux x64 machine.
// DEBATE_ATLAS_CHROMIUM=bundled uses the bundled one whatever is installed (`.ci/run` runs
// the browser suites that way too, so the fallback is exercised).
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

/** Debian's browsers, the first that starts is used: the headless shell, then the full browser. */
export const SYSTEM_CHROMIUMS: readonly string[] = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
/** `bundled` forces the @sparticuz/chromium build, whatever is installed. */
export const CHROMIUM_CHOICE_ENV = 'DEBATE_ATLAS_CHROMIUM';

const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * @sparticuz/chromium's own flags that are dropped: `--single-process` (closing one browser
 * context then takes the whole browser down), its `--headless` (playwright passes its own),
 * and every flag that weakens what a browser enforces (web security, site isolation, insecure
 * content) or turns on features a browser leaves off, so the suites test what browsers do.
 */
const DROPPED = /^--(single-process|in-process-gpu|headless|disable-web-security|allow-running-insecure-content|disable-site-isolation-trials|disable-features|enable-features)\b/;

export interface ChromiumChoice {
  executablePath: string;
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
  args: string[];
}

export interface ChromiumSources {
  env?: string | undefined;
  /** Installed browsers to try in order (default SYSTEM_CHROMIUMS). */
  system?: string | readonly string[];
  /** `bundled`: the @sparticuz/chromium build (DEBATE_ATLAS_CHROMIUM). */
  force?: string | undefined;
  /** Where the bundled build is unpacked (default node_modules/.cache/debate-atlas/chromium-<version>). */
  unpackTo?: string;
}

const fromEnvironment = (): ChromiumSources => ({ env: process.env.CHROMIUM_PATH, system: SYSTEM_CHROMIUMS, force: process.env[CHROMIUM_CHOICE_ENV] });

/** Which Chromium the suites use; `from` overrides the environment (to test the fallback). */
export async function findChromium(from: ChromiumSources = fromEnvironment()): Promise<ChromiumChoice> {
  if (from.force !== undefined && from.force !== '' && from.force !== 'bundled') {
    throw new Error(`${CHROMIUM_CHOICE_ENV} is ${JSON.stringify(from.force)}; the only value it takes is "bundled"`);
  }
  if (from.force !== 'bundled') {
    if (from.env) {
      if (!existsSync(from.env)) throw new Error(`CHROMIUM_PATH is ${from.env}, which does not exist`);
      return { executablePath: from.env, source: 'CHROMIUM_PATH', args: BASE_ARGS };
    }
    const installed = [from.system ?? []].flat().find((candidate) => existsSync(candidate) && starts(candidate));
    if (installed !== undefined) return { executablePath: installed, source: 'system', args: BASE_ARGS };
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  packaged.setGraphicsMode = false;
  const executablePath = await unpackBundled(from.unpackTo ?? bundledFolder());
  const args = [...new Set([...packaged.args.filter((a) => !DROPPED.test(a)), ...BASE_ARGS])];
  return { executablePath, source: '@sparticuz/chromium', args };
}

/** A system browser that is installed but cannot run (missing libraries, a broken wrapper) is passed over. */
function starts(executable: string): boolean {
  const probe = spawnSync(executable, ['--version'], { stdio: 'ignore', timeout: 20_000 });
  return probe.status === 0;
}

// Its entry is build/index.js; its package.json is not exported.
const packageRoot = (): string => path.resolve(path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..');

/** One folder per @sparticuz/chromium version, in the project's node_modules cache. */
export function bundledFolder(): string {
  const { version } = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string };
  const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
  return path.join(projectRoot, 'node_modules', '.cache', 'debate-atlas', `chromium-${version}`);
}

/**
 * Unpacks the bundled binary once: into a folder of its own beside the target, renamed into
 * place when complete, so an interrupted or concurrent unpack never leaves a half-written
 * binary that a later run would take for a finished one. Returns the binary's path.
 */
export async function unpackBundled(folder: string): Promise<string> {
  const binary = path.join(folder, 'chromium');
  if (existsSync(binary)) return binary;
  const staging = `${folder}.unpacking-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await pipeline(createReadStream(path.join(packageRoot(), 'bin', 'chromium.br')), createBrotliDecompress(), createWriteStream(path.join(staging, 'chromium'), { mode: 0o700 }));
    try {
      renameSync(staging, folder);
    } catch (error) {
      // Another run unpacked it first: use theirs.
      if (!existsSync(binary)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}

/** `extra` adds switches (the atlas benchmark unlocks the frame rate). */
export async function launchChromium(choice?: ChromiumChoice, extra: readonly string[] = []): Promise<Browser> {
  const { executablePath, args } = choice ?? (await findChromium());
  return chromium.launch({ executablePath, args: [...args, ...extra], headless: true });
}
