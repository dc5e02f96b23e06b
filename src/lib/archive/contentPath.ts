// Where the archive lives, in one place: the CLI's default and the site's, which a
// test suite or a user can point elsewhere with DEBATE_ATLAS_CONTENT.
export const DEFAULT_DEBATES_DIR = 'content/debates';

/** The debates folder the site builds, relative to the project root. */
export const debatesDirFromEnv = (env: Record<string, string | undefined> = process.env): string =>
  env['DEBATE_ATLAS_CONTENT'] || DEFAULT_DEBATES_DIR;

/**
 * Whether the debates folder was named (DEBATE_ATLAS_CONTENT): then it must exist, since a
 * typo would otherwise build an empty site over the last one; the default one may be absent.
 */
export const debatesDirNamed = (env: Record<string, string | undefined> = process.env): boolean => Boolean(env['DEBATE_ATLAS_CONTENT']);

/** Whether the archive's folders were named at all (DEBATE_ATLAS_CONTENT or DEBATE_ATLAS_NOTES), not the defaults. */
export const archiveNamed = (env: Record<string, string | undefined> = process.env): boolean => debatesDirNamed(env) || Boolean(env['DEBATE_ATLAS_NOTES']);

/**
 * The notes folder (MDX essays): DEBATE_ATLAS_NOTES, else `notes/` beside the debates
 * folder (content/notes), so a fixture archive brings its own notes like its aliases.json.
 */
export const notesDirFromEnv = (env: Record<string, string | undefined> = process.env): string => {
  if (env['DEBATE_ATLAS_NOTES']) return env['DEBATE_ATLAS_NOTES'];
  const debates = debatesDirFromEnv(env).replace(/\/+$/, '');
  const slash = debates.lastIndexOf('/');
  return slash === -1 ? 'notes' : `${debates.slice(0, slash)}/notes`;
};
