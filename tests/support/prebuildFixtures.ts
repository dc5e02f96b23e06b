// The fixture sites named on the command line, built one after the other (fixtureSites.ts:
// one that a suite is already building is awaited, not built twice). Started by the site
// project's global setup (siteSetup.ts) as a process of its own, so the builds run while
// the unit files do instead of after them.
import { isFixtureSiteName } from './buildFixtureSites.ts';
import { fixtureSite } from './fixtureSites.ts';

for (const name of process.argv.slice(2)) {
  if (!isFixtureSiteName(name)) throw new Error(`no fixture site is named ${JSON.stringify(name)}`);
  fixtureSite(name);
}
