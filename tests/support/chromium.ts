// A headless Chromium driven by playwright-core; no browser is ever downloaded. In order:
// CHROMIUM_PATH when set, Debian's /usr/bin/chromium when installed, else the Chromium that
// ships inside the @sparticuz/chromium devDependency (unpacked to the temp folder, ~5 s once),
// so `npm test` runs the browser suites on any Linux x64 machine.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface ChromiumChoice {
  executablePath: string;
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
  args: string[];
}

/** Which Chromium the suites use; `from` overrides the environment (to test the fallback). */
export async function findChromium(from: { env?: string | undefined; system?: string } = { env: process.env.CHROMIUM_PATH, system: SYSTEM_CHROMIUM }): Promise<ChromiumChoice> {
  if (from.env) {
    if (!existsSync(from.env)) throw new Error(`CHROMIUM_PATH is ${from.env}, which does not exist`);
    return { executablePath: from.env, source: 'CHROMIUM_PATH', args: BASE_ARGS };
  }
  if (from.system && existsSync(from.system)) return { executablePath: from.system, source: 'system', args: BASE_ARGS };
  const { default: packaged } = await import('@sparticuz/chromium');
  packaged.setGraphicsMode = false;
  const executablePath = await packaged.executablePath();
  // Its own flags (single process, no zygote …) are what that build needs to start headless;
  // the ones that switch off web security are dropped, so the suites test what browsers do.
  const weakening = /^--(headless|disable-web-security|allow-running-insecure-content|disable-site-isolation-trials)\b/;
  const args = [...new Set([...packaged.args.filter((a) => !weakening.test(a)), ...BASE_ARGS])];
  return { executablePath, source: '@sparticuz/chromium', args };
}

/** `extra` adds switches (the atlas benchmark unlocks the frame rate). */
export async function launchChromium(choice?: ChromiumChoice, extra: readonly string[] = []): Promise<Browser> {
  const { executablePath, args } = choice ?? (await findChromium());
  return chromium.launch({ executablePath, args: [...args, ...extra], headless: true });
}
