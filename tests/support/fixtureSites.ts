// The fixture sites of a run: each built the first time a suite asks for it and shared by
// every later suite that reads it (the site project runs one file at a time, so no two
// files build one at once). The project's global setup forgets the last run's builds, so
// a run builds exactly the fixtures its suites read, once.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { SiteBuild } from './buildSite.ts';
import { testOutput } from './buildSite.ts';
import { buildFixtureSite, type FixtureSiteName } from './buildFixtureSites.ts';

const builds = () => testOutput('builds');
const record = (name: FixtureSiteName) => testOutput(`builds/${name}.json`);

/** Global setup: this run builds every fixture it reads afresh. */
export function forgetFixtureSites(): void {
  rmSync(builds(), { recursive: true, force: true });
}

/** The fixture site's build in this run, building it first if no suite has yet. */
export function fixtureSite(name: FixtureSiteName): SiteBuild {
  if (existsSync(record(name))) return JSON.parse(readFileSync(record(name), 'utf8')) as SiteBuild;
  const started = Date.now();
  const build = buildFixtureSite(name);
  console.log(`built fixture site ${name} (exit ${build.status}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  mkdirSync(builds(), { recursive: true });
  writeFileSync(record(name), JSON.stringify(build, null, 2));
  return build;
}
