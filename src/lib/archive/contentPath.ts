// Where the archive lives, in one place: the CLI's default and the site's, which a
// test suite or a user can point elsewhere with DEBATE_ATLAS_CONTENT.
export const DEFAULT_DEBATES_DIR = 'content/debates';

/** The debates folder the site builds, relative to the project root. */
export const debatesDirFromEnv = (env: Record<string, string | undefined> = process.env): string =>
  env['DEBATE_ATLAS_CONTENT'] || DEFAULT_DEBATES_DIR;
