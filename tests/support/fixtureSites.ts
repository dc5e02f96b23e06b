// The fixture sites of a run: each built once, by the first process of the run that asks
// for it (a suite, or the prebuild siteSetup.ts starts beside the unit files), and shared
// by every suite that reads it; a suite that asks while another process builds it waits
// for that build. The project's global setup forgets the last run's builds, so a run
// builds the fixtures its suites read, once.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { selfCpuSeconds } from '../../scripts/support/processCpu.ts';
import type { SiteBuild } from './buildSite.ts';
import { testOutput } from './buildSite.ts';
import { buildFixtureSite, type FixtureSiteName } from './buildFixtureSites.ts';
import { pauseSync, tryLock, unlock } from './runLock.ts';

const builds = () => testOutput('builds');
const record = (name: FixtureSiteName) => testOutput(`builds/${name}.json`);
const building = (name: FixtureSiteName) => testOutput(`builds/${name}.lock`);

/** Global setup: this run builds every fixture it reads afresh. */
export function forgetFixtureSites(): void {
  rmSync(builds(), { recursive: true, force: true });
}

/** The fixture site's build in this run: built first if no process has, awaited if one is building it. */
export function fixtureSite(name: FixtureSiteName): SiteBuild {
  for (;;) {
    if (existsSync(record(name))) return JSON.parse(readFileSync(record(name), 'utf8')) as SiteBuild;
    if (!tryLock(building(name))) {
      pauseSync();
      continue;
    }
    try {
      if (!existsSync(record(name))) build(name);
    } finally {
      unlock(building(name));
    }
  }
}

function build(name: FixtureSiteName): void {
  const started = Date.now();
  const cpu = selfCpuSeconds('children');
  const site = buildFixtureSite(name);
  const seconds = (Date.now() - started) / 1000;
  console.log(`built fixture site ${name} (exit ${site.status}) in ${seconds.toFixed(1)} s, ${(selfCpuSeconds('children') - cpu).toFixed(1)} CPU s`);
  mkdirSync(builds(), { recursive: true });
  // Written whole under another name first: a waiting suite never reads half a record.
  writeFileSync(`${record(name)}.part`, JSON.stringify(site, null, 2));
  renameSync(`${record(name)}.part`, record(name));
}
