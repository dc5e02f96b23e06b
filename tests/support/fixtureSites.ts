import { readFileSync } from 'node:fs';
import type { SiteBuild } from './buildSite.ts';
import { buildsManifest, type FixtureSiteName } from './buildFixtureSites.ts';

/** The build made by the global setup; throws if it is missing. */
export function fixtureSite(name: FixtureSiteName): SiteBuild {
  const builds = JSON.parse(readFileSync(buildsManifest(), 'utf8')) as Record<string, SiteBuild>;
  const build = builds[name];
  if (!build) throw new Error(`fixture site ${name} was not built`);
  return build;
}
